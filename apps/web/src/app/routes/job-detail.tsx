import { JobDetailScreen } from '../../features/jobs';

export function JobDetailRoute() {
  return <JobDetailScreen />;
}
