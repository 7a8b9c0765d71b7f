import { Anchor, Stack, Table } from '@mantine/core';
import type { AdminPrivacyRequests } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePrivacyRequests } from '../api/privacy';
import { adminUserLink } from '../links';
import { AdminSection } from './admin-section';
import { AdminTable } from './admin-table';
import { DateTime, ExportStatusBadge, Ltr } from './labels';
import classes from './admin.module.css';

/** /admin/privacy: accounts waiting for their erasure, and the latest data exports. */
export function AdminPrivacyScreen() {
  const { t } = useTranslation();
  usePageTitle(t('admin.privacy.title'));
  const requests = usePrivacyRequests();

  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.privacy.title')} description={t('admin.privacy.description')} />
      {requests.isPending ? (
        <PageLoader label={t('admin.privacy.loading')} />
      ) : requests.isError ? (
        <ErrorState
          title={t('admin.privacy.errorTitle')}
          message={t('admin.common.loadFailed')}
          retryLabel={t('common.actions.retry')}
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      ) : (
        <>
          <Deletions deletions={requests.data.deletions} />
          <Exports exports={requests.data.exports} />
        </>
      )}
    </Stack>
  );
}

function Deletions({ deletions }: { deletions: AdminPrivacyRequests['deletions'] }) {
  const { t } = useTranslation();
  return (
    <AdminSection
      id="admin-privacy-deletions"
      title={t('admin.privacy.deletionsHeading')}
      empty={deletions.length === 0 ? t('admin.privacy.noDeletions') : null}
    >
      <AdminTable caption={t('admin.privacy.deletionsHeading')} minWidth="40rem">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.privacy.colName')}</Table.Th>
            <Table.Th scope="col">{t('admin.privacy.colEmail')}</Table.Th>
            <Table.Th scope="col">{t('admin.privacy.colRequested')}</Table.Th>
            <Table.Th scope="col">{t('admin.privacy.colDue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deletions.map((deletion) => (
            <Table.Tr key={deletion.userId}>
              <Table.Th scope="row" fw={600} className={classes.breakable}>
                <Anchor component={Link} to={adminUserLink(deletion.userId)}>
                  <bdi>{deletion.fullName}</bdi>
                </Anchor>
              </Table.Th>
              <Table.Td className={classes.breakable}>
                <Ltr>{deletion.email}</Ltr>
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <DateTime value={deletion.requestedAt} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <DateTime value={deletion.dueAt} dateOnly />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </AdminTable>
    </AdminSection>
  );
}

function Exports({ exports }: { exports: AdminPrivacyRequests['exports'] }) {
  const { t } = useTranslation();
  return (
    <AdminSection
      id="admin-privacy-exports"
      title={t('admin.privacy.exportsHeading')}
      empty={exports.length === 0 ? t('admin.privacy.noExports') : null}
    >
      <AdminTable caption={t('admin.privacy.exportsHeading')} minWidth="36rem">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.privacy.colName')}</Table.Th>
            <Table.Th scope="col">{t('admin.privacy.colStatus')}</Table.Th>
            <Table.Th scope="col">{t('admin.privacy.colRequested')}</Table.Th>
            <Table.Th scope="col">{t('admin.privacy.colReady')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exports.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Th scope="row" fw={600} className={classes.breakable}>
                <Anchor component={Link} to={adminUserLink(item.userId)}>
                  <bdi>{item.fullName}</bdi>
                </Anchor>
              </Table.Th>
              <Table.Td>
                <ExportStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <DateTime value={item.requestedAt} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <DateTime value={item.readyAt} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </AdminTable>
    </AdminSection>
  );
}
