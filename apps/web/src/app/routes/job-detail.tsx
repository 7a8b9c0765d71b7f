import { SeekerJobDetail } from './seeker-job-detail';

/** /jobs/:jobId and /jobs/recommend/:jobId. */
export function JobDetailRoute() {
  return <SeekerJobDetail />;
}
