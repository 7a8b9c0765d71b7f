import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchListResponse } from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';

const SAVED_SEARCHES_KEY = ['seeker', 'saved-searches'] as const;

/** GET /api/job-seeker/search: the saved searches, newest first. */
export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: ({ signal }) => apiGet<SavedSearchListResponse>('/api/job-seeker/search', { signal }),
    enabled,
  });
}

/** What PATCH /api/job-seeker/search/{id} changes: the name, the alert switch, or both. */
export interface SavedSearchChanges {
  id: string;
  name?: string;
  notify?: boolean;
}

/**
 * PATCH /api/job-seeker/search/{id}. The list shows the change at once and goes back to what the
 * server holds when it fails (a 409 for a name another search has).
 */
export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: SavedSearchChanges) =>
      apiRequestOrThrow<SavedSearch>('PATCH', `/api/job-seeker/search/${encodeURIComponent(id)}`, {
        body: changes,
      }),
    onMutate: async ({ id, ...changes }) => {
      await client.cancelQueries({ queryKey: SAVED_SEARCHES_KEY });
      const before = client.getQueryData<SavedSearchListResponse>(SAVED_SEARCHES_KEY);
      if (before !== undefined) {
        client.setQueryData<SavedSearchListResponse>(SAVED_SEARCHES_KEY, {
          items: before.items.map((s) => (s.id === id ? { ...s, ...changes } : s)),
        });
      }
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before !== undefined) client.setQueryData(SAVED_SEARCHES_KEY, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}

/** DELETE /api/job-seeker/search/{id}. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequestOrThrow<unknown>('DELETE', `/api/job-seeker/search/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
