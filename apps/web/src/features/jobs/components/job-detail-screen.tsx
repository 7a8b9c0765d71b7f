import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { JobDetail as Job } from '@talent/contracts';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJob } from '../api/get-job';
import { useBackToListHref } from '../hooks/use-back-to-list';
import { JobDetail } from './job-detail';

interface JobDetailScreenProps {
  /** Controls shown under the job's heading (save, apply, fit), composed by the route. */
  renderActions?: (job: Job) => ReactNode;
  /** Where the back link goes; the job search by default. */
  backTo?: string;
  /** Whether the page's heading is the job's title (a level 1 heading) or part of a list page. */
  headingOrder?: 1 | 2;
}

/** /jobs/:jobId: one published job, with a way back to the search it was found in. */
export function JobDetailScreen({ renderActions, backTo, headingOrder = 1 }: JobDetailScreenProps) {
  const { t } = useTranslation();
  const { jobId = '' } = useParams();
  const query = useJob(jobId);
  const listHref = useBackToListHref();
  const backHref = backTo ?? listHref;
  // the API answers 400 for an id that is not a UUID: for the reader that is a job that does not exist
  const notFound = isApiError(query.error, 400, 404);
  const job = query.data;

  let title: string;
  let content;
  if (job !== undefined) {
    title = job.title;
    // the actions may wait for what they show (a seeker's fit) before the page appears, so that
    // nothing pushes the job's facts down once they are on the screen
    content = (
      <Suspense fallback={<PageLoader label={t('jobs.detail.loading')} />}>
        <JobDetail job={job} actions={renderActions?.(job)} headingOrder={headingOrder} />
      </Suspense>
    );
  } else if (query.isPending) {
    title = t('jobs.detail.loading');
    content = <PageLoader label={t('jobs.detail.loading')} />;
  } else if (notFound) {
    title = t('jobs.detail.notFoundTitle');
    content = (
      <Stack align="flex-start" gap="sm">
        <Title order={1}>{t('jobs.detail.notFoundTitle')}</Title>
        <Text>{t('jobs.detail.notFoundMessage')}</Text>
        <Button component={Link} to={backHref}>
          {t('jobs.detail.backToList')}
        </Button>
      </Stack>
    );
  } else {
    title = t('jobs.detail.errorTitle');
    content = (
      <ErrorState
        headingOrder={1}
        title={t('jobs.detail.errorTitle')}
        message={t('jobs.detail.errorMessage')}
        retryLabel={t('common.actions.retry')}
        onRetry={() => void query.refetch()}
        error={query.error}
      />
    );
  }
  usePageTitle(title, headingOrder === 1);

  return (
    <Stack gap="lg">
      {!notFound && (
        <Anchor component={Link} to={backHref} size="sm" fw={500}>
          {t('jobs.detail.backToList')}
        </Anchor>
      )}
      {content}
    </Stack>
  );
}
