import { JobListScreen } from '../../features/jobs';

export function JobsRoute() {
  return <JobListScreen />;
}
