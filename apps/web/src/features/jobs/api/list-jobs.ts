import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmploymentType, JobListResponse, WorkModel } from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';

/**
 * The spec's job list page size (section 9); the same value as JOB_PAGE_SIZE in @talent/contracts,
 * whose values are not imported here because they would bring zod into the bundle.
 */
export const JOB_LIST_PAGE_SIZE = 100;

export interface JobSearch {
  keyword?: string | undefined;
  categoryId?: string | undefined;
  companyId?: string | undefined;
  employmentType?: EmploymentType | undefined;
  workModel?: WorkModel | undefined;
  location?: string | undefined;
  skills?: string[] | undefined;
  languages?: string[] | undefined;
  sort?: 'relevance' | 'newest' | 'salary' | undefined;
  limit: number;
  offset: number;
}

export function listJobs(search: JobSearch, signal?: AbortSignal): Promise<JobListResponse> {
  return apiGet<JobListResponse>('/api/jobs', { query: { ...search }, signal });
}

export function jobsQueryOptions(search: JobSearch) {
  return queryOptions({
    queryKey: ['jobs', 'list', search],
    queryFn: ({ signal }) => listJobs(search, signal),
  });
}

export function useJobs(search: JobSearch) {
  return useQuery(jobsQueryOptions(search));
}
