import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSeekerStatistics } from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';

export function seekerStatisticsQuery() {
  return queryOptions({
    queryKey: ['seeker', 'statistics'],
    queryFn: ({ signal }) => apiGet<JobSeekerStatistics>('/api/job-seeker/statistics', { signal }),
  });
}

/** The seeker's figures for the home: applications by status, saved jobs, what waits, profile views. */
export function useSeekerStatistics() {
  return useQuery(seekerStatisticsQuery());
}
