import { Anchor, Table, Text } from '@mantine/core';
import type { AdminOrganisation } from '@talent/contracts';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { useAdminOrganisations } from '../api/organisations';
import { adminOrganisationLink } from '../links';
import { AdminSearchList } from './admin-list';
import { DateTime, PlanBadge } from './labels';
import { useListAddress } from './use-list-address';
import classes from './admin.module.css';

/** /admin/organisations: every organisation, searched by a part of its name, a page at a time. */
export function AdminOrganisationsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const address = useListAddress();
  const list = useAdminOrganisations(address);
  const number = new Intl.NumberFormat(locale);

  return (
    <AdminSearchList
      text={{
        title: t('admin.organisations.title'),
        total: (count) => t('admin.organisations.total', { count, formatParams: { count: { locale } } }),
        searchLabel: t('admin.organisations.searchLabel'),
        errorTitle: t('admin.organisations.errorTitle'),
        loading: t('admin.organisations.loading'),
        emptyTitle: t('admin.organisations.emptyTitle'),
        noMatchTitle: t('admin.organisations.noMatchTitle'),
        noMatchMessage: (q) => t('admin.organisations.noMatchMessage', { q }),
        tableCaption: t('admin.organisations.tableCaption'),
        pagination: t('admin.organisations.pagination'),
      }}
      icon={IconBuilding}
      address={address}
      list={list}
      minWidth="40rem"
    >
      {(organisations) => (
        <>
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
            {organisations.map((organisation) => (
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
                  <DomainsCount domains={organisation.domains} number={number} />
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <DateTime value={organisation.createdAt} dateOnly />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      )}
    </AdminSearchList>
  );
}

/** How many of the organisation's domains are verified ("1 of 2 verified"), or that it has none. */
function DomainsCount({
  domains,
  number,
}: {
  domains: AdminOrganisation['domains'];
  number: Intl.NumberFormat;
}) {
  const { t } = useTranslation();
  if (domains.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        {t('admin.organisations.noDomains')}
      </Text>
    );
  }
  return t('admin.organisations.domainsCount', {
    verified: number.format(domains.filter((d) => d.verified).length),
    total: number.format(domains.length),
  });
}
