import '@mantine/core/styles/Tabs.css';
import { Button, NativeSelect, Stack, Tabs } from '@mantine/core';
import type { MeResponse } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { usePageTitle } from '../../../../lib/use-page-title';
import { AddressesSection } from './addresses-section';
import { JobRolesSection } from './job-roles-section';
import { MembersSection } from './members-section';
import { RetentionSection } from './retention-section';
import { SsoSection } from './sso-section';

/** The sections of the settings, each a tab named in the address (`?tab=`). */
export const SETTINGS_TABS = ['addresses', 'roles', 'members', 'sso', 'retention'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const TAB_LABEL_KEYS = {
  addresses: 'recruiter.settings.tabsAddresses',
  roles: 'recruiter.settings.tabsRoles',
  members: 'recruiter.settings.tabsMembers',
  sso: 'recruiter.settings.tabsSso',
  retention: 'recruiter.settings.tabsRetention',
} as const satisfies Record<SettingsTab, string>;

export function readSettingsTab(value: string | null): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '') ? (value as SettingsTab) : 'addresses';
}

/**
 * /hr/settings: an organisation's settings for its administrators (hr_admin) — addresses, per-job
 * roles, members, enterprise sign-in and how long candidates' details are kept. Others see why not
 * (the server refuses them anyway); a recruiter (hr) also sees the retention, read-only.
 */
export function SettingsScreen({ user }: { user: MeResponse }) {
  const { t } = useTranslation();
  usePageTitle(t('recruiter.settings.title'));
  const [params, setParams] = useSearchParams();
  const adminOf = user.organisations.filter((o) => o.roles.includes('hr_admin'));

  if (adminOf.length === 0) {
    // a recruiter (hr) still sees how long the organisation keeps its candidates, without changing it
    const recruiterOf = user.organisations.find((o) => o.roles.includes('hr'));
    return (
      <Stack gap="md">
        <Stack align="flex-start" gap="sm">
          <PageHeader
            title={t('recruiter.settings.title')}
            description={t('recruiter.settings.adminsOnly')}
          />
          <Button component={Link} to="/hr">
            {t('recruiter.settings.backToDashboard')}
          </Button>
        </Stack>
        {recruiterOf !== undefined && <RetentionSection orgId={recruiterOf.id} canEdit={false} />}
      </Stack>
    );
  }

  const tab = readSettingsTab(params.get('tab'));
  const organisation = adminOf.find((o) => o.id === params.get('org')) ?? adminOf[0];
  if (organisation === undefined) return null;
  const orgId = organisation.id;

  const change = (next: Record<string, string | null>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null || value === '') merged.delete(key);
        else merged.set(key, value);
      }
      return merged;
    });

  return (
    <Stack gap="md">
      <PageHeader
        title={t('recruiter.settings.title')}
        description={t('recruiter.settings.description', { organisation: organisation.name })}
      />
      {adminOf.length > 1 && (
        <NativeSelect
          label={t('recruiter.settings.organisation')}
          value={orgId}
          onChange={(event) => change({ org: event.currentTarget.value, job: null })}
          data={adminOf.map((o) => ({ value: o.id, label: o.name }))}
          maw={360}
        />
      )}
      <Tabs
        value={tab}
        onChange={(value) => change({ tab: value === 'addresses' ? null : value, job: null })}
        keepMounted={false}
      >
        <Tabs.List>
          {SETTINGS_TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(TAB_LABEL_KEYS[key])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="addresses" pt="md">
          <AddressesSection orgId={orgId} />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <JobRolesSection
            orgId={orgId}
            jobId={params.get('job') ?? ''}
            onJobChange={(jobId) => change({ job: jobId })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="members" pt="md">
          <MembersSection orgId={orgId} />
        </Tabs.Panel>
        <Tabs.Panel value="sso" pt="md">
          <SsoSection orgId={orgId} />
        </Tabs.Panel>
        <Tabs.Panel value="retention" pt="md">
          <RetentionSection orgId={orgId} canEdit />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
