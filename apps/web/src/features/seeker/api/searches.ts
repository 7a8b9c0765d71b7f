import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecentSearch, RecentSearchListResponse, SavedSearch } from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';

export function useRecentSearches(enabled: boolean) {
  return useQuery({
    queryKey: ['seeker', 'recent-searches'],
    queryFn: ({ signal }) => apiGet<RecentSearchListResponse>('/api/job-seeker/search-recent', { signal }),
    enabled,
  });
}

export function useRecordRecentSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyword: string) =>
      apiRequestOrThrow<RecentSearch>('POST', '/api/job-seeker/search-recent', {
        body: { keyword, filters: {} },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['seeker', 'recent-searches'] }),
  });
}

export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyword: string) =>
      apiRequestOrThrow<SavedSearch>('POST', '/api/job-seeker/search', {
        body: { name: keyword, filters: { keyword } },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['seeker'] }),
  });
}
