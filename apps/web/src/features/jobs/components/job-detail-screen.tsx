import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJob } from '../api/get-job';
import { useBackToListHref } from '../hooks/use-back-to-list';
import { JobDetail } from './job-detail';

/** /jobs/:jobId: one published job, with a way back to the search it was found in. */
export function JobDetailScreen() {
  const { t } = useTranslation();
  const { jobId = '' } = useParams();
  const query = useJob(jobId);
  const backHref = useBackToListHref();
  // the API answers 400 for an id that is not a UUID: for the reader that is a job that does not exist
  const notFound = isApiError(query.error, 400, 404);

  let title: string;
  let content;
  if (query.data !== undefined) {
    title = query.data.title;
    content = <JobDetail job={query.data} />;
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
      />
    );
  }
  usePageTitle(title);

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
