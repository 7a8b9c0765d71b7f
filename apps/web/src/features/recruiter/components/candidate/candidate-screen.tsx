import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useHrCandidate } from '../../api/candidate';
import { useHrJob } from '../../api/job';
import { candidateDisplayName } from './anonymised';
import { CandidatePanel } from './candidate-panel';
import { CandidatePanelSkeleton } from './candidate-skeleton';

/**
 * /hr/candidates/:subject (`?jobId=` for their place in one job): the candidate panel as a page, for
 * links from notifications and collections, and on phones.
 */
export function CandidateScreen({ subject }: { subject: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const jobId = params.get('jobId') ?? undefined;
  const job = useHrJob(jobId);
  const candidate = useHrCandidate(subject, jobId);
  const shown = candidate.data?.candidate;
  usePageTitle(shown === undefined ? t('recruiter.candidate.title') : candidateDisplayName(shown, t));
  const waitingForJob = jobId !== undefined && job.data === undefined && !job.isError;

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/hr/jobs" size="sm" fw={500}>
        {t('recruiter.pipeline.backToJobs')}
      </Anchor>
      {/* the job and the candidate are asked for side by side; the panel waits for both */}
      {waitingForJob ? (
        <CandidatePanelSkeleton actions />
      ) : (
        <CandidatePanel subject={subject} job={job.data} headingOrder={1} />
      )}
    </Stack>
  );
}
