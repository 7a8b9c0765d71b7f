import { Anchor, Button, Stack, Table } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminOrganisations } from '../api/organisations';
import { adminOrganisationLink } from '../links';
import { AdminPagination } from './admin-pagination';
import { AdminTable } from './admin-table';
import { DateTime, PlanBadge } from './labels';
import { SearchBox } from './search-box';
import { useListAddress } from './use-list-address';
import classes from './admin.module.css';

/** /admin/organisations: every organisation, searched by a part of its name, a page at a time. */
export function AdminOrganisationsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('admin.organisations.title'));
  const { q, page, setQuery, setPage } = useListAddress();
  const list = useAdminOrganisations({ q, page });
  const data = list.data;
  const number = new Intl.NumberFormat(locale);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.organisations.title')}
        description={
          data === undefined
            ? undefined
            : t('admin.organisations.total', { count: data.total, formatParams: { count: { locale } } })
        }
      />
      <SearchBox value={q} label={t('admin.organisations.searchLabel')} onSearch={setQuery} />
      {data === undefined ? (
        list.isError ? (
          <ErrorState
            title={t('admin.organisations.errorTitle')}
            message={t('admin.common.loadFailed')}
            retryLabel={t('common.actions.retry')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <PageLoader label={t('admin.organisations.loading')} />
        )
      ) : data.items.length === 0 ? (
        page > 1 && data.total > 0 ? (
          <EmptyState
            icon={IconBuilding}
            title={t('admin.common.noMoreTitle')}
            action={
              <Button variant="default" onClick={() => setPage(1)}>
                {t('admin.common.firstPage')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={IconBuilding}
            title={q === '' ? t('admin.organisations.emptyTitle') : t('admin.organisations.noMatchTitle')}
            message={q === '' ? undefined : t('admin.organisations.noMatchMessage', { q })}
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
          <AdminTable
            caption={t('admin.organisations.tableCaption')}
            minWidth="40rem"
            busy={list.isPlaceholderData}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.organisations.colName')}</Table.Th>
                <Table.Th scope="col">{t('admin.organisations.colPlan')}</Table.Th>
                <Table.Th scope="col">{t('admin.organisations.colMembers')}</Table.Th>
                <Table.Th scope="col">{t('admin.organisations.colDomains')}</Table.Th>
                <Table.Th scope="col">{t('admin.organisations.colCreated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((organisation) => (
                <Table.Tr key={organisation.id}>
                  <Table.Th scope="row" fw={600} className={classes.breakable}>
                    <Anchor component={Link} to={adminOrganisationLink(organisation.id)}>
                      <bdi>{organisation.name}</bdi>
                    </Anchor>
                  </Table.Th>
                  <Table.Td>
                    <PlanBadge plan={organisation.plan} />
                  </Table.Td>
                  <Table.Td>{number.format(organisation.members)}</Table.Td>
                  <Table.Td>
                    {t('admin.organisations.domainsCount', {
                      verified: number.format(organisation.domains.filter((d) => d.verified).length),
                      total: number.format(organisation.domains.length),
                    })}
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>
                    <DateTime value={organisation.createdAt} dateOnly />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </AdminTable>
          <AdminPagination
            total={data.total}
            page={page}
            label={t('admin.organisations.pagination')}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
