import { queryOptions } from '@tanstack/react-query';
import type { PendingSsoLink } from '@talent/contracts';
import { type AuthFailure, describeAuthFailure } from './auth-failure';

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
  let response: Response;
  try {
    response = await fetch(SSO_LINK_URL, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
      credentials: 'include',
    });
  } catch {
    return { ok: false, failure: { code: 'network' } };
  }
  let body: unknown;
  try {
    body = (await response.json()) as unknown;
  } catch {
    body = undefined;
  }
  if (response.ok) {
    const redirectPath = (body as { redirectPath?: unknown } | undefined)?.redirectPath;
    return { ok: true, redirectPath: typeof redirectPath === 'string' ? redirectPath : '/' };
  }
  const error = (body as { error?: unknown } | undefined)?.error;
  if (response.status === 404) return { ok: false, failure: { code: 'link_expired' } };
  if (error === 'no_password') return { ok: false, failure: { code: 'no_password' } };
  if (response.status === 403) return { ok: false, failure: { code: 'refused' } };
  return {
    ok: false,
    failure: describeAuthFailure(response.status, body, response.headers.get('retry-after')),
  };
}
