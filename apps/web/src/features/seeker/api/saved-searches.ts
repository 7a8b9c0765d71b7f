import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchListResponse } from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';

/** GET /api/job-seeker/search: the saved searches, newest first. */
export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: ['seeker', 'saved-searches'],
    queryFn: ({ signal }) => apiGet<SavedSearchListResponse>('/api/job-seeker/search', { signal }),
    enabled,
  });
}

/** DELETE /api/job-seeker/search/{id}. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequestOrThrow<unknown>('DELETE', `/api/job-seeker/search/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: ['seeker', 'saved-searches'] }),
  });
}
