import { Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Table, Title } from '@mantine/core';
import type { AdminOrganisationDetail } from '@talent/contracts';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { showToast } from '../../../lib/ui-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { auditForTarget } from '../api/audit';
import {
  isPlan,
  PLANS,
  type OrganisationPlan,
  useAdminOrganisation,
  useApproveDomain,
  useSetPlan,
} from '../api/organisations';
import { ADMIN_ORGANISATIONS, adminUserLink } from '../links';
import { AdminBackLink, AdminDetail } from './admin-detail';
import { AdminSection } from './admin-section';
import { AdminTable } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';
import { DateTime, Ltr, NoValue, PLAN_LABEL_KEYS, PlanBadge, RoleBadges } from './labels';
import classes from './admin.module.css';

const METHOD_KEYS = {
  dns_txt: 'admin.organisation.methodDns',
  well_known: 'admin.organisation.methodFile',
  admin: 'admin.organisation.methodAdmin',
} as const;

/** /admin/organisations/:organisationId: members, domains, plan and retention of one organisation. */
export function AdminOrganisationScreen({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const organisation = useAdminOrganisation(organisationId);
  usePageTitle(organisation.data?.name ?? t('admin.organisation.title'));

  return (
    <AdminDetail
      query={organisation}
      loading={t('admin.organisation.loading')}
      notFoundTitle={t('admin.organisation.notFoundTitle')}
      notFoundMessage={t('admin.organisation.notFoundMessage')}
      errorTitle={t('admin.organisation.errorTitle')}
      back={{ to: ADMIN_ORGANISATIONS, label: t('admin.organisation.back') }}
    >
      {(data) => <OrganisationDetail organisation={data} />}
    </AdminDetail>
  );
}

function OrganisationDetail({ organisation }: { organisation: AdminOrganisationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const verified = organisation.domains.filter((d) => d.verified).length;

  return (
    <Stack gap="lg">
      <AdminBackLink to={ADMIN_ORGANISATIONS} label={t('admin.organisation.back')} />
      <PageHeader
        title={<bdi>{organisation.name}</bdi>}
        description={t('admin.organisation.summary', {
          members: number.format(organisation.members),
          verified: number.format(verified),
          total: number.format(organisation.domains.length),
        })}
        actions={
          <Button
            component={Link}
            to={auditForTarget(organisation.id)}
            variant="subtle"
            leftSection={<IconHistory size={iconSize.sm} aria-hidden />}
          >
            {t('admin.organisation.auditLink')}
          </Button>
        }
      />

      <Card withBorder padding="md" component="section" aria-labelledby="admin-organisation-plan">
        <Stack gap="sm">
          <Title order={2} size="h3" id="admin-organisation-plan">
            {t('admin.organisation.planHeading')}
          </Title>
          <dl className={classes.facts}>
            <dt>{t('admin.organisation.currentPlan')}</dt>
            <dd>
              <PlanBadge plan={organisation.plan} />
            </dd>
            <dt>{t('admin.organisation.retention')}</dt>
            <dd>
              {organisation.retentionMonths === null
                ? t('admin.organisation.retentionDefault')
                : t('admin.organisation.retentionMonths', {
                    count: organisation.retentionMonths,
                    formatParams: { count: { locale } },
                  })}
            </dd>
            <dt>{t('admin.organisation.createdAt')}</dt>
            <dd>
              <DateTime value={organisation.createdAt} />
            </dd>
          </dl>
          <PlanForm organisation={organisation} />
        </Stack>
      </Card>

      <AdminSection
        id="admin-organisation-members"
        title={t('admin.organisation.membersHeading')}
        empty={organisation.memberList.length === 0 ? t('admin.organisation.noMembers') : null}
      >
        <AdminTable
          caption={t('admin.organisation.membersCaption', { name: organisation.name })}
          minWidth="36rem"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.organisation.colName')}</Table.Th>
              <Table.Th scope="col">{t('admin.organisation.colEmail')}</Table.Th>
              <Table.Th scope="col">{t('admin.organisation.colRoles')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {organisation.memberList.map((member) => (
              <Table.Tr key={member.userId}>
                <Table.Th scope="row" fw={600} className={classes.breakable}>
                  <Anchor component={Link} to={adminUserLink(member.userId)}>
                    <bdi>{member.fullName}</bdi>
                  </Anchor>
                </Table.Th>
                <Table.Td className={classes.breakable}>
                  <Ltr>{member.email}</Ltr>
                </Table.Td>
                <Table.Td>
                  <RoleBadges roles={member.roles} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </AdminTable>
      </AdminSection>

      <DomainsSection organisation={organisation} />
    </Stack>
  );
}

/** The plan select and its Save, which asks first. */
function PlanForm({ organisation }: { organisation: AdminOrganisationDetail }) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState<OrganisationPlan>(organisation.plan);
  // the organisation changed (saved, read again): the select follows
  const [seen, setSeen] = useState(organisation.plan);
  if (seen !== organisation.plan) {
    setSeen(organisation.plan);
    setPlan(organisation.plan);
  }
  const [asking, setAsking] = useState(false);
  const save = useSetPlan(organisation.id);
  const from = t(PLAN_LABEL_KEYS[organisation.plan]);
  const to = t(PLAN_LABEL_KEYS[plan]);

  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (plan === organisation.plan) return;
          save.reset();
          setAsking(true);
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('admin.organisation.planLabel')}
            value={plan}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isPlan(value)) setPlan(value);
            }}
          >
            {PLANS.map((p) => (
              <option key={p} value={p}>
                {t(PLAN_LABEL_KEYS[p])}
              </option>
            ))}
          </NativeSelect>
          <Button type="submit" disabled={plan === organisation.plan}>
            {t('admin.organisation.savePlan')}
          </Button>
        </Group>
      </form>
      <ConfirmDialog
        opened={asking}
        title={t('admin.organisation.planConfirmTitle', { name: organisation.name })}
        message={t('admin.organisation.planConfirmMessage', { from, to })}
        confirmLabel={t('admin.organisation.planConfirm')}
        mutation={save}
        onConfirm={() =>
          save.mutate(plan, {
            onSuccess: () => {
              setAsking(false);
              showToast(t('admin.organisation.planSavedToast', { name: organisation.name, plan: to }));
            },
          })
        }
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** The organisation's e-mail domains; an unverified one can be approved (after a question). */
function DomainsSection({ organisation }: { organisation: AdminOrganisationDetail }) {
  const { t } = useTranslation();
  const [approving, setApproving] = useState<string | null>(null);
  const approve = useApproveDomain(organisation.id);

  return (
    <>
      <AdminSection
        id="admin-organisation-domains"
        title={t('admin.organisation.domainsHeading')}
        empty={organisation.domains.length === 0 ? t('admin.organisation.noDomains') : null}
      >
        <AdminTable
          caption={t('admin.organisation.domainsCaption', { name: organisation.name })}
          minWidth="40rem"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.organisation.colDomain')}</Table.Th>
              <Table.Th scope="col">{t('admin.organisation.colStatus')}</Table.Th>
              <Table.Th scope="col">{t('admin.organisation.colMethod')}</Table.Th>
              <Table.Th scope="col">{t('admin.organisation.colAdded')}</Table.Th>
              <Table.Th scope="col">{t('admin.organisation.colActions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {organisation.domains.map((domain) => (
              <Table.Tr key={domain.domain}>
                <Table.Th scope="row" fw={600} className={classes.breakable}>
                  <Ltr>{domain.domain}</Ltr>
                </Table.Th>
                <Table.Td>
                  {domain.verified ? (
                    <Badge color="green" variant="light" tt="none">
                      {t('admin.organisation.verified')}
                    </Badge>
                  ) : (
                    <Badge color="yellow" variant="light" tt="none">
                      {t('admin.organisation.unverified')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {domain.verificationMethod === null ? (
                    <NoValue />
                  ) : (
                    t(METHOD_KEYS[domain.verificationMethod])
                  )}
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <DateTime value={domain.createdAt} dateOnly />
                </Table.Td>
                <Table.Td>
                  {domain.verified ? (
                    <NoValue />
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('admin.organisation.approveNamed', { domain: domain.domain })}
                      onClick={() => {
                        approve.reset();
                        setApproving(domain.domain);
                      }}
                    >
                      {t('admin.organisation.approve')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </AdminTable>
      </AdminSection>
      <ConfirmDialog
        opened={approving !== null}
        title={t('admin.organisation.approveTitle', { domain: approving ?? '' })}
        message={t('admin.organisation.approveMessage', { name: organisation.name })}
        confirmLabel={t('admin.organisation.approve')}
        mutation={approve}
        failure={isApiError(approve.error, 409) ? t('admin.organisation.approveConflict') : undefined}
        onConfirm={() => {
          if (approving === null) return;
          const domain = approving;
          approve.mutate(domain, {
            onSuccess: () => {
              setApproving(null);
              showToast(t('admin.organisation.approvedToast', { domain }));
            },
          });
        }}
        onClose={() => setApproving(null)}
      />
    </>
  );
}
