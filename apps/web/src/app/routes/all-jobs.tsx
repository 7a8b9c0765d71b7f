import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { JobListScreen } from '../../features/jobs';
import { SeekerJobDetail } from './seeker-job-detail';

/** /jobs/all and /jobs/all/:jobId: every job, 100 a page, the chosen one beside the list. */
export function AllJobsRoute() {
  const { t } = useTranslation();
  const { jobId } = useParams();
  const { search } = useLocation();
  return (
    <JobListScreen
      basePath="/jobs/all"
      heading={t('jobs.all.heading')}
      currentJobId={jobId}
      detail={
        jobId === undefined ? null : (
          <SeekerJobDetail key={jobId} headingOrder={2} backTo={`/jobs/all${search}`} />
        )
      }
    />
  );
}
