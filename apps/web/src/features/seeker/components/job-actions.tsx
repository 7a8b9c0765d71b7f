import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { JobDetail } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../lib/ui-store';
import { useApplies } from '../api/applications';
import { useIsSaved, useToggleSave } from '../api/saved-jobs';
import { ApplySheet } from './apply-sheet';
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
  const [sheetOpen, setSheetOpen] = useState(false);

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
          <Button onClick={() => setSheetOpen(true)} loading={applies.isPending} disabled={!isOpen}>
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
      <ApplySheet
        opened={sheetOpen}
        onClose={() => setSheetOpen(false)}
        jobId={job.id}
        jobTitle={job.title}
        companyName={job.company.name}
      />
      <FitPanel jobId={job.id} />
    </Stack>
  );
}
