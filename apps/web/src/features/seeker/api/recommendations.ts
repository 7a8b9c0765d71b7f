import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendCompaniesResponse, RecommendJobsResponse } from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';

/** How many of each the jobs home shows. */
export const HOME_RECOMMEND_LIMIT = 6;

export function recommendedJobsQuery() {
  return queryOptions({
    queryKey: ['seeker', 'recommend', 'jobs'],
    queryFn: ({ signal }) =>
      apiGet<RecommendJobsResponse>('/api/job-seeker/recommend', {
        query: { type: 'jobs', limit: HOME_RECOMMEND_LIMIT, offset: 0 },
        signal,
      }),
  });
}

export function recommendedCompaniesQuery() {
  return queryOptions({
    queryKey: ['seeker', 'recommend', 'companies'],
    queryFn: ({ signal }) =>
      apiGet<RecommendCompaniesResponse>('/api/job-seeker/recommend', {
        query: { type: 'companies', limit: HOME_RECOMMEND_LIMIT, offset: 0 },
        signal,
      }),
  });
}

export function useRecommendedJobs() {
  return useQuery(recommendedJobsQuery());
}

export function useRecommendedCompanies() {
  return useQuery(recommendedCompaniesQuery());
}
