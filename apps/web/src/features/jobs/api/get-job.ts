import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';

export function getJob(jobId: string, signal?: AbortSignal): Promise<JobDetail> {
  return apiGet<JobDetail>(`/api/job-seeker/job/${encodeURIComponent(jobId)}`, { signal });
}

export function jobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: ['jobs', 'detail', jobId],
    queryFn: ({ signal }) => getJob(jobId, signal),
  });
}

export function useJob(jobId: string) {
  return useQuery(jobQueryOptions(jobId));
}
