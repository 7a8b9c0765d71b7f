import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryListResponse } from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';

export function listCategories(signal?: AbortSignal): Promise<CategoryListResponse> {
  return apiGet<CategoryListResponse>('/api/category', { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'tree'],
    queryFn: ({ signal }) => listCategories(signal),
    // categories change rarely; one fetch per visit is enough
    staleTime: 30 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
