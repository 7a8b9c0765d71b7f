import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminUsers } from '../api/users';
import { adminUserLink } from '../links';
import { AdminPagination } from './admin-pagination';
import { AdminTable } from './admin-table';
import { DateTime, Ltr, RoleBadges, UserStateBadges } from './labels';
import { SearchBox } from './search-box';
import { useListAddress } from './use-list-address';
import classes from './admin.module.css';

/** /admin/users: every account, searched by a part of the name or the address, a page at a time. */
export function AdminUsersScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('admin.users.title'));
  const { q, page, setQuery, setPage } = useListAddress();
  const list = useAdminUsers({ q, page });
  const data = list.data;
  const number = new Intl.NumberFormat(locale);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.users.title')}
        description={
          data === undefined
            ? undefined
            : t('admin.users.total', { count: data.total, formatParams: { count: { locale } } })
        }
      />
      <SearchBox
        value={q}
        label={t('admin.users.searchLabel')}
        description={t('admin.users.searchHint')}
        onSearch={setQuery}
      />
      {data === undefined ? (
        list.isError ? (
          <ErrorState
            title={t('admin.users.errorTitle')}
            message={t('admin.common.loadFailed')}
            retryLabel={t('common.actions.retry')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <PageLoader label={t('admin.users.loading')} />
        )
      ) : data.items.length === 0 ? (
        page > 1 && data.total > 0 ? (
          <EmptyState
            icon={IconUsers}
            title={t('admin.common.noMoreTitle')}
            action={
              <Button variant="default" onClick={() => setPage(1)}>
                {t('admin.common.firstPage')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={IconUsers}
            title={q === '' ? t('admin.users.emptyTitle') : t('admin.users.noMatchTitle')}
            message={q === '' ? undefined : t('admin.users.noMatchMessage', { q })}
            action={
              q === '' ? undefined : (
                <Button variant="default" onClick={() => setQuery('')}>
                  {t('admin.common.clearSearch')}
                </Button>
              )
            }
          />
        )
      ) : (
        <>
          <AdminTable caption={t('admin.users.tableCaption')} minWidth="52rem" busy={list.isPlaceholderData}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.users.colName')}</Table.Th>
                <Table.Th scope="col">{t('admin.users.colEmail')}</Table.Th>
                <Table.Th scope="col">{t('admin.users.colRoles')}</Table.Th>
                <Table.Th scope="col">{t('admin.users.colState')}</Table.Th>
                <Table.Th scope="col">{t('admin.users.colSessions')}</Table.Th>
                <Table.Th scope="col">{t('admin.users.colLastLogin')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((user) => (
                <Table.Tr key={user.id} data-testid="admin-user-row">
                  <Table.Th scope="row" fw={600} className={classes.breakable}>
                    <Anchor component={Link} to={adminUserLink(user.id)}>
                      <bdi>{user.fullName}</bdi>
                    </Anchor>
                  </Table.Th>
                  <Table.Td className={classes.breakable}>
                    <Ltr>{user.email}</Ltr>
                  </Table.Td>
                  <Table.Td>
                    <RoleBadges roles={user.roles} />
                  </Table.Td>
                  <Table.Td>
                    <UserStateBadges user={user} />
                  </Table.Td>
                  <Table.Td>{number.format(user.openSessions)}</Table.Td>
                  <Table.Td className={classes.nowrap}>
                    {user.lastLoginAt === null ? (
                      <Text span size="sm" c="dimmed">
                        {t('admin.users.neverSignedIn')}
                      </Text>
                    ) : (
                      <DateTime value={user.lastLoginAt} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </AdminTable>
          <AdminPagination
            total={data.total}
            page={page}
            label={t('admin.users.pagination')}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
