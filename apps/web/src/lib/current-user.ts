import type { MeResponse } from '@talent/contracts';
import { ApiError, refreshSession } from './api-client';
import { ME_URL, takeEarlySessionCheck } from './early-session-check';
import { clearSessionHint, hasSessionHint, setSessionHint } from './session-hint';

export { ME_URL } from './early-session-check';

/** The cache key of the signed-in user, shared by the shell and the sign-in callback. */
export const CURRENT_USER_QUERY_KEY = ['session', 'me'] as const;

export interface FetchCurrentUserOptions {
  signal?: AbortSignal | undefined;
  /**
   * When a 401 should try a token refresh first: `always` right after a sign-in, `if-hinted` on
   * ordinary pages, where most 401s are anonymous visitors (see session-hint.ts).
   */
  refresh: 'always' | 'if-hinted';
}

/**
 * The signed-in user from `/uaa/me`, or null for an anonymous visitor. Unlike the API client, a 401
 * here is an answer ("not signed in"), not a reason to send the browser to the login page: the public
 * pages ask it too. An expired access token is refreshed once, without the user noticing.
 *
 * On ordinary pages a browser without the session hint is anonymous at once, without a request: every
 * anonymous page view would otherwise log a 401 in the console. Every sign-in (password, sign-up
 * link, enterprise sign-in, account link) ends on /sso/callback, which asks with `always` and sets
 * the hint; a session whose hint was lost (storage cleared) comes back at the next sign-in.
 */
export async function fetchCurrentUser(options: FetchCurrentUserOptions): Promise<MeResponse | null> {
  if (options.refresh === 'if-hinted' && !hasSessionHint()) return null;
  let response = await getMe(options.signal);
  if (response.status === 401 && (options.refresh === 'always' || hasSessionHint())) {
    if (await refreshSession()) response = await getMe(options.signal);
  }
  if (response.status === 401) {
    clearSessionHint();
    return null;
  }
  const body = await readJson(response);
  if (!response.ok) throw new ApiError('network-status', response.status, body);
  setSessionHint();
  return body as MeResponse;
}

function getMe(signal: AbortSignal | undefined): Promise<Response> {
  // the boot script's request, sent before the app's files (app/start-after-paint.ts); should it
  // have failed on the way, the question is asked again
  const early = takeEarlySessionCheck();
  if (early !== undefined) return early.catch(() => getMe(signal));
  const init: RequestInit = { headers: { accept: 'application/json' }, credentials: 'include' };
  if (signal !== undefined) init.signal = signal;
  return fetch(ME_URL, init);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
