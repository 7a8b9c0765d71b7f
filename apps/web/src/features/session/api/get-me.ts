import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser } from '../../../lib/current-user';

export function meQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser({ signal, refresh: 'if-hinted' }),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user (`/uaa/me`): null for an anonymous visitor, who may still browse public pages. */
export function useMe() {
  return useQuery(meQueryOptions());
}
