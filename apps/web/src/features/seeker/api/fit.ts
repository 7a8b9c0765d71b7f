import { useQuery } from '@tanstack/react-query';
import type { JobFitResponse } from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';

export function useJobFit(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['seeker', 'fit', jobId],
    queryFn: ({ signal }) =>
      apiGet<JobFitResponse>(`/api/job-seeker/job/${encodeURIComponent(jobId)}/fit`, { signal }),
    enabled,
  });
}
