import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { JobDetail } from '@talent/contracts';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../lib/ui-store';
import { useApplies } from '../api/applications';
import { jobFitQuery } from '../api/fit';
import { useIsSaved, useToggleSave } from '../api/saved-jobs';
import { ApplySheet } from './apply-sheet';
import { FitPanel } from './fit-panel';
import { ShareJobDialog } from './share-job-dialog';
import { STATUS_LABEL_KEYS } from './status-labels';

interface JobActionsProps {
  job: JobDetail;
  /** A signed-in job seeker; anyone else is offered the sign-in. */
  seeker: boolean;
  /** The login page with this page as the return address. */
  loginHref: string;
}

/**
 * Suspends (React Suspense) until the job's fit has been answered, successfully or not, without
 * throwing its error: "Why this job" sits above the job's details and description (below its key
 * facts), and appearing after them it pushed them down (a layout shift of 0.35 in Lighthouse). The job's page (job-detail-screen.tsx)
 * shows its loader meanwhile. The fit goes into the same cache entry as `useJobFit`, so the panel and
 * the apply sheet find it there.
 */
function useFitSettled(jobId: string): void {
  const client = useQueryClient();
  useSuspenseQuery({
    queryKey: ['seeker', 'fit', jobId, 'settled'],
    queryFn: () =>
      client.fetchQuery(jobFitQuery(jobId)).then(
        () => true,
        () => false,
      ),
  });
}

/** Save / Saved, Apply (or the application's status), Share by e-mail and "Why this job" on a job's page. */
export function JobActions({ job, seeker, loginHref }: JobActionsProps) {
  const { t } = useTranslation();
  if (!seeker) {
    return (
      <Group gap="sm">
        <Button component={Link} to={loginHref} variant="outline">
          {t('jobs.actions.signInToSave')}
        </Button>
        <Button component={Link} to={loginHref}>
          {t('jobs.actions.signInToApply')}
        </Button>
        {job.status === 'published' && (
          <Button component={Link} to={loginHref} variant="subtle">
            {t('jobs.actions.signInToShare')}
          </Button>
        )}
      </Group>
    );
  }
  return <SeekerJobActions job={job} />;
}

function SeekerJobActions({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  useFitSettled(job.id);
  const saved = useIsSaved(job.id, true);
  const toggle = useToggleSave();
  const applies = useApplies(true);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);

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
        {isOpen && (
          <Button variant="subtle" onClick={() => setShareOpen(true)}>
            {t('jobs.actions.share')}
          </Button>
        )}
      </Group>
      <ShareJobDialog
        opened={shareOpen}
        onClose={() => setShareOpen(false)}
        jobId={job.id}
        jobTitle={job.title}
      />
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
