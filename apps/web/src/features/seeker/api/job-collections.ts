import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobCollectionListResponse, SavedJobState } from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';

/** GET /api/jobCollections: the seeker's collections with their counts. */
export function useJobCollections(enabled = true) {
  return useQuery({
    queryKey: ['seeker', 'collections'],
    queryFn: ({ signal }) => apiGet<JobCollectionListResponse>('/api/jobCollections', { signal }),
    enabled,
  });
}

/** PUT /api/jobCollection/{jobId}: the job ends up saved, filed in `collection` (null: in none). */
export function putJobCollection(jobId: string, collection: string | null): Promise<SavedJobState> {
  return apiRequestOrThrow<SavedJobState>('PUT', `/api/jobCollection/${encodeURIComponent(jobId)}`, {
    body: { collection },
  });
}

export function useMoveToCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, collection }: { jobId: string; collection: string | null }) =>
      putJobCollection(jobId, collection),
    onSettled: () => client.invalidateQueries({ queryKey: ['seeker'] }),
  });
}
