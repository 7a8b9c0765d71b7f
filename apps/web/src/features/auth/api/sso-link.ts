import { queryOptions } from '@tanstack/react-query';
import type { PendingSsoLink } from '@talent/contracts';
import { type AuthFailure, describeAuthFailure, fetchAnswer } from './auth-failure';

/** The sign-in waiting for an existing account's password (its cookie is HttpOnly, on /sso/oidc). */
export const SSO_LINK_URL = '/sso/oidc/link';

/** No sign-in is waiting: it expired, was used, or never was. */
export const NO_PENDING_LINK = 'none' as const;

/** The pending link, or `none` (404); any other answer is an error to retry. */
export async function fetchPendingLink(
  signal?: AbortSignal,
): Promise<PendingSsoLink | typeof NO_PENDING_LINK> {
  const init: RequestInit = { headers: { accept: 'application/json' }, credentials: 'include' };
  if (signal !== undefined) init.signal = signal;
  const response = await fetch(SSO_LINK_URL, init);
  if (response.status === 404) return NO_PENDING_LINK;
  if (!response.ok) throw new Error(`pending link: ${response.status}`);
  return (await response.json()) as PendingSsoLink;
}

export function pendingLinkQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'sso-link'],
    queryFn: ({ signal }) => fetchPendingLink(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** Why the link was not made: a sign-in refusal, or the link's own states. */
export type LinkFailure =
  AuthFailure | { code: 'link_expired' } | { code: 'no_password' } | { code: 'refused' };

export type LinkResult = { ok: true; redirectPath: string } | { ok: false; failure: LinkFailure };

/** Sends the account's password; on success the server has set the session cookies. */
export async function confirmSsoLink(password: string): Promise<LinkResult> {
  const answer = await fetchAnswer('POST', SSO_LINK_URL, { password });
  if (!answer.reached) return { ok: false, failure: { code: 'network' } };
  const { payload: body, status } = answer;
  if (answer.ok) {
    const redirectPath = (body as { redirectPath?: unknown } | undefined)?.redirectPath;
    return { ok: true, redirectPath: typeof redirectPath === 'string' ? redirectPath : '/' };
  }
  const error = (body as { error?: unknown } | undefined)?.error;
  if (status === 404) return { ok: false, failure: { code: 'link_expired' } };
  if (error === 'no_password') return { ok: false, failure: { code: 'no_password' } };
  if (status === 403) return { ok: false, failure: { code: 'refused' } };
  return { ok: false, failure: describeAuthFailure(status, body, answer.retryAfter) };
}
