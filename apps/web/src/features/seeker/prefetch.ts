import type { MeResponse } from '@talent/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { jobQueryOptions } from '../jobs/api/get-job';
import { categoriesQueryOptions } from '../jobs/api/list-categories';
import { jobsQueryOptions } from '../jobs/api/list-jobs';
import { jobSearchOf, parseJobListParams } from '../jobs/hooks/use-job-list-params';
import { jobSeekerCheckQueryOptions } from '../session/api/check-job-seeker';
import { appliesQuery } from './api/applications';
import { jobFitQuery } from './api/fit';
import { recommendedCompaniesQuery, recommendedJobsQuery } from './api/recommendations';
import { savedJobsQueryOptions } from './api/saved-jobs';
import { recentSearchesQuery } from './api/searches';
import { seekerStatisticsQuery } from './api/statistics';

/**
 * What the job search and a job's page show, asked for as soon as the session is known, while the
 * screen's code is still on its way (app/landing-screen.ts, `prefetchScreen`): the list of the
 * address's search, or the job, for everyone; for a job seeker also the home under the search (the
 * jobs route shows it only while the address holds no search) or the job's fit, saved state and
 * applications. The same queries the screens read, so nothing is asked twice.
 */
export function prefetchJobsScreen(
  client: QueryClient,
  search: URLSearchParams,
  me: MeResponse | null,
): void {
  void client.prefetchQuery(jobsQueryOptions(jobSearchOf(parseJobListParams(search))));
  void client.prefetchQuery(categoriesQueryOptions());
  if (!isSeeker(me)) return;
  void client.prefetchQuery(jobSeekerCheckQueryOptions(me.id));
  if (search.size > 0) return;
  void client.prefetchQuery(recommendedJobsQuery());
  void client.prefetchQuery(recommendedCompaniesQuery());
  void client.prefetchQuery(recentSearchesQuery());
  void client.prefetchQuery(seekerStatisticsQuery());
}

export function prefetchJobScreen(client: QueryClient, jobId: string, me: MeResponse | null): void {
  void client.prefetchQuery(jobQueryOptions(jobId));
  if (!isSeeker(me)) return;
  void client.prefetchQuery(jobSeekerCheckQueryOptions(me.id));
  void client.prefetchQuery(jobFitQuery(jobId));
  void client.prefetchQuery(savedJobsQueryOptions(0));
  void client.prefetchQuery(appliesQuery());
}

function isSeeker(me: MeResponse | null): me is MeResponse {
  return me !== null && me.roles.includes('jobseeker');
}
