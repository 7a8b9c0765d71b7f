import { Anchor, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { useAdminUsers } from '../api/users';
import { adminUserLink } from '../links';
import { AdminSearchList } from './admin-list';
import { DateTime, Ltr, RoleBadges, UserStateBadges } from './labels';
import { useListAddress } from './use-list-address';
import classes from './admin.module.css';

/** /admin/users: every account, searched by a part of the name or the address, a page at a time. */
export function AdminUsersScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const address = useListAddress();
  const list = useAdminUsers(address);
  const number = new Intl.NumberFormat(locale);

  return (
    <AdminSearchList
      text={{
        title: t('admin.users.title'),
        total: (count) => t('admin.users.total', { count, formatParams: { count: { locale } } }),
        searchLabel: t('admin.users.searchLabel'),
        searchHint: t('admin.users.searchHint'),
        errorTitle: t('admin.users.errorTitle'),
        loading: t('admin.users.loading'),
        emptyTitle: t('admin.users.emptyTitle'),
        noMatchTitle: t('admin.users.noMatchTitle'),
        noMatchMessage: (q) => t('admin.users.noMatchMessage', { q }),
        tableCaption: t('admin.users.tableCaption'),
        pagination: t('admin.users.pagination'),
      }}
      icon={IconUsers}
      address={address}
      list={list}
      minWidth="52rem"
    >
      {(users) => (
        <>
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
            {users.map((user) => (
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
        </>
      )}
    </AdminSearchList>
  );
}
