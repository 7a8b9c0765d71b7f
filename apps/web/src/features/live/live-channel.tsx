import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { JobSeekerCheckResponse, MeResponse } from '@talent/contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { CURRENT_USER_QUERY_KEY } from '../../lib/current-user';

/**
 * Who the live channel is for: the signed-in user's id, or null (anonymous, locked). Read from the
 * cache the shells fill (`useMe`, the job-seeker check) rather than by asking: this component sits
 * above the router and must follow a sign-out that removes every query.
 */
export function liveUserOf(client: QueryClient): string | null {
  const me = client.getQueryData<MeResponse | null>(CURRENT_USER_QUERY_KEY);
  if (me === undefined || me === null || me.locked) return null;
  const check = client.getQueryData<JobSeekerCheckResponse>(['session', 'job-seeker-check', me.id]);
  return check?.locked === true ? null : me.id;
}

/**
 * Installs the live channel (features/live/live-client.ts) for a signed-in user: its code is
 * loaded then, never for anonymous visitors, and it closes on sign-out or when the account is
 * locked. Renders nothing.
 */
export function LiveChannel() {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const userId = useSyncExternalStore(
    subscribe,
    () => liveUserOf(client),
    () => null,
  );

  useEffect(() => {
    if (userId === null) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./live-client').then(
      (live) => {
        if (!cancelled) stop = live.startLive(client);
      },
      () => {
        // the chunk did not load: the bell keeps polling (live status stays `off`)
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, userId]);

  return null;
}
