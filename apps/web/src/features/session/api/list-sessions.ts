import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionsResponse } from '@talent/contracts';
import { requestOrThrow } from '../../../lib/api-client';

export const SESSIONS_URL = '/uaa/sessions';

/** The signed-in user's open sessions; a password change or an ended session makes it stale. */
export const SESSIONS_QUERY_KEY = ['session', 'sessions'] as const;

export function listSessions(signal?: AbortSignal): Promise<SessionsResponse> {
  return requestOrThrow<SessionsResponse>('GET', SESSIONS_URL, { signal });
}

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => listSessions(signal),
    // "last active" moves on every refresh elsewhere: ask again each time the page is opened
    staleTime: 0,
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
