import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { JobDetail } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRefusal } from '../../../lib/api-client';
import { showToast } from '../../../lib/ui-store';
import { useApplies, useApply } from '../api/applications';
import { useIsSaved, useToggleSave } from '../api/saved-jobs';
import { FitPanel } from './fit-panel';
import { STATUS_LABEL_KEYS } from './status-labels';

interface JobActionsProps {
  job: JobDetail;
  /** A signed-in job seeker; anyone else is offered the sign-in. */
  seeker: boolean;
  /** The login page with this page as the return address. */
  loginHref: string;
}

/** Save / Saved, Apply (or the application's status) and "Why this job" on a job's page. */
export function JobActions({ job, seeker, loginHref }: JobActionsProps) {
  const { t } = useTranslation();
  const saved = useIsSaved(job.id, seeker);
  const toggle = useToggleSave();
  const applies = useApplies(seeker);
  const apply = useApply();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (!seeker) {
    return (
      <Group gap="sm">
        <Button component={Link} to={loginHref} variant="outline">
          {t('jobs.actions.signInToSave')}
        </Button>
        <Button component={Link} to={loginHref}>
          {t('jobs.actions.signInToApply')}
        </Button>
      </Group>
    );
  }

  const application = applies.data?.items.find((a) => a.jobId === job.id);
  const isOpen = job.status === 'published';

  const onSave = () => {
    const save = !saved.saved;
    toggle.mutate(
      { jobId: job.id, save },
      {
        onSuccess: () => showToast(t(save ? 'jobs.actions.savedToast' : 'jobs.actions.unsavedToast')),
        onError: () => showToast(t('jobs.actions.saveFailed')),
      },
    );
  };

  const onApply = () => {
    setRefusal(null);
    apply.mutate(job.id, {
      onSuccess: (result) => {
        if (isRefusal(result)) setRefusal(result.message);
        else
          showToast(t('jobs.actions.appliedToast'), {
            label: t('jobs.actions.viewApplication'),
            href: `/applications/${result.id}`,
          });
      },
      onError: () => setRefusal(t('jobs.actions.applyFailed')),
    });
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          variant={saved.saved ? 'light' : 'outline'}
          aria-pressed={saved.saved}
          loading={toggle.isPending || saved.isPending}
          onClick={onSave}
        >
          {saved.saved ? t('jobs.actions.saved') : t('jobs.actions.save')}
        </Button>
        {application === undefined ? (
          <Button onClick={onApply} loading={apply.isPending || applies.isPending} disabled={!isOpen}>
            {t('jobs.actions.apply')}
          </Button>
        ) : (
          <Group gap="xs">
            <Text fw={600}>{t('jobs.actions.applicationStatus')}</Text>
            <Badge variant="light" tt="none" size="lg">
              {t(STATUS_LABEL_KEYS[application.status])}
            </Badge>
            <Button
              component={Link}
              to={`/applications/${application.id}`}
              variant="subtle"
              size="compact-sm"
            >
              {t('jobs.actions.viewApplication')}
            </Button>
          </Group>
        )}
      </Group>
      {refusal !== null && (
        <Alert color="red" variant="light" role="alert" title={t('jobs.actions.applyRefused')}>
          {refusal}
        </Alert>
      )}
      <FitPanel jobId={job.id} />
    </Stack>
  );
}
