import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecentSearch,
  RecentSearchListResponse,
  SavedSearch,
  StoredSearchFilters,
} from '@talent/contracts';
import { apiGet, apiRequestOrThrow, isApiError } from '../../../lib/api-client';

const RECENT_KEY = ['seeker', 'recent-searches'] as const;

export function recentSearchesQuery() {
  return queryOptions({
    queryKey: RECENT_KEY,
    queryFn: ({ signal }) => apiGet<RecentSearchListResponse>('/api/job-seeker/search-recent', { signal }),
  });
}

export function useRecentSearches(enabled: boolean) {
  return useQuery({ ...recentSearchesQuery(), enabled });
}

/** POST /api/job-seeker/search-recent: the keyword beside the other filters. */
export function useRecordRecentSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ keyword = '', ...filters }: StoredSearchFilters) =>
      apiRequestOrThrow<RecentSearch>('POST', '/api/job-seeker/search-recent', {
        body: { keyword, filters },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: RECENT_KEY }),
  });
}

/** The recent list without these searches. */
export function withoutRecentSearches(
  list: RecentSearchListResponse | undefined,
  ids: readonly string[],
): RecentSearchListResponse | undefined {
  return list === undefined ? undefined : { ...list, items: list.items.filter((r) => !ids.includes(r.id)) };
}

async function deleteRecentSearch(id: string): Promise<void> {
  try {
    await apiRequestOrThrow<null>('DELETE', `/api/job-seeker/search-recent/${encodeURIComponent(id)}`);
  } catch (error) {
    // gone already: what was asked
    if (!isApiError(error, 404)) throw error;
  }
}

/**
 * DELETE /api/job-seeker/search-recent/{id} for each stored search one shown search stands for: gone
 * from the list at once, back if the server refuses.
 */
export function useRemoveRecentSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      await Promise.all(ids.map(deleteRecentSearch));
    },
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: RECENT_KEY });
      const before = client.getQueryData<RecentSearchListResponse>(RECENT_KEY);
      client.setQueryData<RecentSearchListResponse | undefined>(RECENT_KEY, (list) =>
        withoutRecentSearches(list, ids),
      );
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before !== undefined) client.setQueryData(RECENT_KEY, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: RECENT_KEY }),
  });
}

/** How many times a taken name is tried again with a number ("Nurses (2)"). */
const NAME_ATTEMPTS = 5;

/**
 * POST /api/job-seeker/search with every filter. Names are unique to the seeker: when another
 * search already has this one (409 duplicate_name), the next free "name (2)", "name (3)"… is used.
 * The same name and filters again answer the existing search, which is fine.
 */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, filters }: { name: string; filters: StoredSearchFilters }) => {
      for (let attempt = 1; ; attempt += 1) {
        const candidate = attempt === 1 ? name : `${name.slice(0, 110)} (${attempt})`;
        try {
          return await apiRequestOrThrow<SavedSearch>('POST', '/api/job-seeker/search', {
            body: { name: candidate, filters },
          });
        } catch (error) {
          const taken =
            isApiError(error, 409) &&
            (error.body as { error?: string } | undefined)?.error === 'duplicate_name';
          if (!taken || attempt >= NAME_ATTEMPTS) throw error;
        }
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['seeker'] }),
  });
}
