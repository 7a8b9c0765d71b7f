import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { JobListScreen } from '../../features/jobs';
import { CompanyHeader } from '../../features/seeker';
import { loginUrl } from '../../lib/login-redirect';
import { SeekerJobDetail, useIsSeeker } from './seeker-job-detail';

/** /jobs/companies/:companyId(/:jobId): a company's page (logo, about, Follow) and its open jobs. */
export function CompanyJobsRoute() {
  const { t } = useTranslation();
  const { companyId = '', jobId } = useParams();
  const location = useLocation();
  const seeker = useIsSeeker();
  const base = `/jobs/companies/${companyId}`;
  return (
    <JobListScreen
      basePath={base}
      heading={t('jobs.company.heading')}
      fixed={{ companyId }}
      // the company's name is the page's heading, not a generic "Company jobs" above it
      header={<CompanyHeader companyId={companyId} seeker={seeker} loginHref={loginUrl(location)} />}
      currentJobId={jobId}
      detail={
        jobId === undefined ? null : (
          <SeekerJobDetail key={jobId} headingOrder={2} backTo={`${base}${location.search}`} />
        )
      }
    />
  );
}
