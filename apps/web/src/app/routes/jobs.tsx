import { useSearchParams } from 'react-router';
import { JobListScreen, useCategories } from '../../features/jobs';
import { JobsHome, SearchTools, useSearchRecorder } from '../../features/seeker';
import { useJobSeekerCheck, useMe } from '../../features/session';

/**
 * /jobs: the job search; for a job seeker also the home under the search (what waits for an answer,
 * then recommended jobs and companies, categories: the search leads, so it is never below the fold),
 * recent searches kept from each search, and a way to save the search. Once the address holds a
 * search, a filter or a page, the results follow the search directly: the home is for arriving.
 */
export function JobsRoute() {
  const me = useMe();
  const user = me.data ?? null;
  const seeker = user?.roles.includes('jobseeker') === true;
  const record = useSearchRecorder(seeker);
  const categories = useCategories();
  // the same query as the shell's check on mount (session-gate.tsx): already in the cache
  const check = useJobSeekerCheck(seeker && user !== null ? user.id : null);
  const [searchParams] = useSearchParams();
  const searching = searchParams.size > 0;
  return (
    <JobListScreen
      onSearch={record}
      {...(seeker
        ? {
            ...(searching
              ? {}
              : {
                  afterSearch: (
                    <JobsHome categories={categories.data?.items ?? []} pending={check.data?.items} />
                  ),
                }),
            searchActions: <SearchTools listPath="/jobs" />,
          }
        : {})}
    />
  );
}
