import { JobListScreen, useCategories } from '../../features/jobs';
import { JobsHome, SearchTools, useSearchRecorder } from '../../features/seeker';
import { useIsSeeker } from './seeker-job-detail';

/**
 * /jobs: the job search; for a job seeker also the home under the search (recommended jobs and
 * companies, categories: the search leads, so it is never below the fold), recent searches kept from
 * each search, and a way to save the search.
 */
export function JobsRoute() {
  const seeker = useIsSeeker();
  const record = useSearchRecorder(seeker);
  const categories = useCategories();
  return (
    <JobListScreen
      onSearch={record}
      {...(seeker
        ? {
            afterSearch: <JobsHome categories={categories.data?.items ?? []} />,
            searchActions: <SearchTools listPath="/jobs" />,
          }
        : {})}
    />
  );
}
