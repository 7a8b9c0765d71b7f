import { RecruiterJobsList } from '../../features/recruiter/components/jobs-list';

/** /hr/jobs: the organisation's jobs (behind HrGate). */
export function HrJobsRoute() {
  return <RecruiterJobsList />;
}
