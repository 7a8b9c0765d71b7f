import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobFitResponse } from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';

/** How a job fits the signed-in seeker; not retried: the page shows the job without it. */
export function jobFitQuery(jobId: string) {
  return queryOptions({
    queryKey: ['seeker', 'fit', jobId],
    queryFn: ({ signal }) =>
      apiGet<JobFitResponse>(`/api/job-seeker/job/${encodeURIComponent(jobId)}/fit`, { signal }),
    retry: false,
  });
}

export function useJobFit(jobId: string, enabled: boolean) {
  return useQuery({ ...jobFitQuery(jobId), enabled });
}
