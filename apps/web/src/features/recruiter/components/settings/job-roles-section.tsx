import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Card, Group, Modal, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { JobRole, JobRoleConfig } from '@talent/contracts';
import { IconBriefcase, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../../../app/theme';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { PageLoader } from '../../../../components/page-loader';
import { useLocale } from '../../../../lib/i18n';
import { pickLocalized } from '../../../../lib/localized-text';
import { showToast } from '../../../../lib/ui-store';
import {
  useGiveJobRole,
  useJobRoleConfigs,
  useJobRoleLabels,
  useMembers,
  useOrganisationJobs,
  useRemoveJobRole,
} from '../../api/settings';
import { useRoleName } from './members-section';
import classes from './settings.module.css';

interface JobRolesSectionProps {
  orgId: string;
  /** The job chosen (from the address), or ''. */
  jobId: string;
  onJobChange: (jobId: string | null) => void;
}

/**
 * The job the tab opens on when the address names none: the newest open (published) job, else the
 * newest of any status (the list comes newest first), so that the tab is never blank.
 */
function defaultRolesJob<J extends { id: string; status?: string }>(jobs: readonly J[]): J | undefined {
  return jobs.find((j) => j.status === 'published') ?? jobs[0];
}

/**
 * Per-job roles: a job (the one in the address, else the newest open one), who holds which role
 * on it; pick another, give a role, take one away.
 */
export function JobRolesSection({ orgId, jobId, onJobChange }: JobRolesSectionProps) {
  const { t } = useTranslation();
  const jobs = useOrganisationJobs(orgId);

  if (jobs.isPending) return <PageLoader label={t('recruiter.settings.rolesLoadingJobs')} />;
  if (jobs.isError) {
    return (
      <ErrorState
        title={t('recruiter.settings.rolesJobsErrorTitle')}
        message={t('recruiter.settings.loadFailed')}
        retryLabel={t('common.actions.retry')}
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
      />
    );
  }
  if (jobs.data.length === 0) {
    return (
      <EmptyState
        icon={IconBriefcase}
        title={t('recruiter.settings.rolesNoJobsTitle')}
        message={t('recruiter.settings.rolesNoJobsMessage')}
      />
    );
  }
  const job = jobs.data.find((j) => j.id === jobId) ?? defaultRolesJob(jobs.data);

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('recruiter.settings.rolesHint')}</Text>
      <Select
        label={t('recruiter.settings.rolesJob')}
        placeholder={t('recruiter.settings.rolesJobPlaceholder')}
        value={job === undefined ? null : job.id}
        onChange={(value) => onJobChange(value)}
        data={jobs.data.map((j) => ({ value: j.id, label: j.title }))}
        searchable
        nothingFoundMessage={t('recruiter.settings.nothingFound')}
        maw={520}
      />
      {job !== undefined && <JobTeam key={job.id} orgId={orgId} jobId={job.id} jobTitle={job.title} />}
    </Stack>
  );
}

function JobTeam({ orgId, jobId, jobTitle }: { orgId: string; jobId: string; jobTitle: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const configs = useJobRoleConfigs(jobId);
  const labels = useJobRoleLabels();
  const roleName = useRoleName(labels.data?.roles);
  const remove = useRemoveJobRole(jobId);
  const [removing, setRemoving] = useState<JobRoleConfig | null>(null);

  if (configs.isPending) return <PageLoader label={t('recruiter.settings.rolesLoadingTeam')} />;
  if (configs.isError) {
    return (
      <ErrorState
        title={t('recruiter.settings.rolesTeamErrorTitle')}
        message={t('recruiter.settings.loadFailed')}
        retryLabel={t('common.actions.retry')}
        error={configs.error}
        onRetry={() => void configs.refetch()}
      />
    );
  }

  const roles = labels.data?.roles ?? [];
  const holders = configs.data.configs;
  const confirmRemove = () => {
    if (removing === null) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        showToast(
          t('recruiter.settings.rolesRemoved', { name: removing.fullName, role: roleName(removing.role) }),
        );
        setRemoving(null);
      },
    });
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('recruiter.settings.rolesTeamOf', { title: jobTitle })}
      </Title>
      {holders.length === 0 && <Text>{t('recruiter.settings.rolesNoneYet')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {roles
          .filter((r) => holders.some((h) => h.role === r.role))
          .map((r) => (
            <Card
              key={r.role}
              withBorder
              radius="md"
              padding="md"
              component="section"
              aria-label={roleName(r.role)}
            >
              <Title order={3} size="h4">
                {roleName(r.role)}
              </Title>
              <Text size="sm" c="dimmed" mb="xs">
                {pickLocalized(r.description, locale)}
              </Text>
              <Stack component="ul" gap={4} className={classes.list}>
                {holders
                  .filter((h) => h.role === r.role)
                  .map((h) => (
                    <Group component="li" key={h.id} justify="space-between" gap="xs" wrap="nowrap">
                      <Text className={classes.breakable}>{h.fullName}</Text>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        leftSection={<IconTrash size={iconSize.sm} aria-hidden />}
                        aria-label={t('recruiter.settings.rolesRemoveLabel', {
                          name: h.fullName,
                          role: roleName(h.role),
                        })}
                        onClick={() => {
                          remove.reset();
                          setRemoving(h);
                        }}
                      >
                        {t('recruiter.settings.rolesRemove')}
                      </Button>
                    </Group>
                  ))}
              </Stack>
            </Card>
          ))}
      </SimpleGrid>
      <GiveRoleForm orgId={orgId} jobId={jobId} roles={roles.map((r) => r.role)} roleName={roleName} />
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('recruiter.settings.rolesConfirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        centered
      >
        {removing !== null && (
          <Stack gap="md">
            <Text>
              {t('recruiter.settings.rolesConfirmMessage', {
                name: removing.fullName,
                role: roleName(removing.role),
                title: jobTitle,
              })}
            </Text>
            {remove.isError && (
              <Alert color="red" role="alert">
                {t('recruiter.settings.rolesRemoveFailed')}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRemoving(null)}>
                {t('recruiter.settings.cancel')}
              </Button>
              <Button color="red" loading={remove.isPending} onClick={confirmRemove}>
                {t('recruiter.settings.rolesConfirmRemove')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function GiveRoleForm({
  orgId,
  jobId,
  roles,
  roleName,
}: {
  orgId: string;
  jobId: string;
  roles: readonly JobRole[];
  roleName: (role: string) => string;
}) {
  const { t } = useTranslation();
  const members = useMembers(orgId);
  const give = useGiveJobRole(jobId);
  const [userId, setUserId] = useState<string | null>(null);
  const [role, setRole] = useState<JobRole | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (userId === null || role === null) return;
    const name = members.data?.members.find((m) => m.userId === userId)?.fullName ?? '';
    give.mutate(
      { userId, role },
      {
        onSuccess: () => {
          showToast(t('recruiter.settings.rolesGiven', { name, role: roleName(role) }));
          setUserId(null);
          setRole(null);
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="give-role-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="give-role-heading">
            {t('recruiter.settings.rolesGiveHeading')}
          </Title>
          {members.isError && (
            <Alert color="red" role="alert">
              {t('recruiter.settings.rolesMembersFailed')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('recruiter.settings.rolesMember')}
              value={userId}
              onChange={setUserId}
              data={(members.data?.members ?? []).map((m) => ({ value: m.userId, label: m.fullName }))}
              searchable
              nothingFoundMessage={t('recruiter.settings.nothingFound')}
              disabled={members.isPending}
              error={submitted && userId === null ? t('recruiter.settings.rolesChooseMember') : undefined}
              required
            />
            <Select
              label={t('recruiter.settings.rolesRole')}
              value={role}
              onChange={(value) => setRole(roles.find((r) => r === value) ?? null)}
              data={roles.map((r) => ({ value: r, label: roleName(r) }))}
              error={submitted && role === null ? t('recruiter.settings.rolesChooseRole') : undefined}
              required
            />
          </SimpleGrid>
          {give.isError && (
            <Alert color="red" role="alert">
              {t('recruiter.settings.rolesGiveFailed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={give.isPending}
              leftSection={<IconUserPlus size={iconSize.sm} aria-hidden />}
            >
              {t('recruiter.settings.rolesGive')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
