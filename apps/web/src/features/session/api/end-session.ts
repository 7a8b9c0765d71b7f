import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, isSessionRefreshed, requestOrThrow } from '../../../lib/api-client';
import { SESSIONS_QUERY_KEY, SESSIONS_URL } from './list-sessions';

export type EndSessionOutcome = 'ended' | 'already_ended';

/** Ends one of the user's sessions; one that had already ended (404) counts as ended. */
export async function endSession(sessionId: string): Promise<EndSessionOutcome> {
  const send = () =>
    requestOrThrow<{ ok: true }>('DELETE', `${SESSIONS_URL}/${encodeURIComponent(sessionId)}`);
  try {
    try {
      await send();
    } catch (error) {
      // the access token had expired and was refreshed: the same call now goes through
      if (!isSessionRefreshed(error)) throw error;
      await send();
    }
    return 'ended';
  } catch (error) {
    if (isApiError(error, 404)) return 'already_ended';
    throw error;
  }
}

/** Ends every session in the list (one request each: there is no call for "all but this one"). */
export async function endSessions(sessionIds: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(sessionIds.map((id) => endSession(id)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed !== undefined) throw failed.reason;
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
