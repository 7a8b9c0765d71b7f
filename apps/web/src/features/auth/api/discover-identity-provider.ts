import { queryOptions } from '@tanstack/react-query';
import type { IdpDiscoveryResponse } from '@talent/contracts';
import { isValidEmail, toQueryString } from '@talent/domain';

export const IDP_DISCOVERY_URL = '/sso/rest/idp-discovery';

export const NOT_ENTERPRISE: IdpDiscoveryResponse = {
  enterprise: false,
  startUrl: null,
  organisationName: null,
};

/** Mail providers anyone can use: their addresses never belong to an organisation's own sign-in. */
const PUBLIC_MAIL_DOMAINS = new Set([
  '126.com',
  '163.com',
  'aol.com',
  'gmail.com',
  'googlemail.com',
  'gmx.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mail.ru',
  'me.com',
  'msn.com',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  'qq.com',
  'sina.com',
  'yahoo.com',
  'yandex.ru',
]);

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Worth asking the login service about: a valid address whose domain is not a public mail provider. */
export function mayBeEnterprise(email: string): boolean {
  const value = normaliseEmail(email);
  if (!isValidEmail(value)) return false;
  return !PUBLIC_MAIL_DOMAINS.has(value.slice(value.lastIndexOf('@') + 1));
}

/** Only a path on this site or an https address is followed. */
function isFollowable(url: string | null): url is string {
  if (url === null) return false;
  return (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) || url.startsWith('https://');
}

/**
 * Asks whether the address belongs to an organisation with its own identity provider. Any failure
 * (the service missing, a 404, no network) means "not enterprise": the password form still works.
 */
export async function discoverIdentityProvider(
  email: string,
  redirectUri: string | null,
  signal?: AbortSignal,
): Promise<IdpDiscoveryResponse> {
  const query = toQueryString({ email, redirect_uri: redirectUri ?? undefined });
  try {
    const init: RequestInit = { headers: { accept: 'application/json' }, credentials: 'include' };
    if (signal !== undefined) init.signal = signal;
    const response = await fetch(`${IDP_DISCOVERY_URL}${query}`, init);
    if (!response.ok) return NOT_ENTERPRISE;
    const body = (await response.json()) as Partial<IdpDiscoveryResponse>;
    if (body.enterprise !== true || !isFollowable(body.startUrl ?? null)) return NOT_ENTERPRISE;
    return {
      enterprise: true,
      startUrl: body.startUrl ?? null,
      organisationName: body.organisationName ?? null,
    };
  } catch (caught) {
    if (signal?.aborted === true) throw caught;
    return NOT_ENTERPRISE;
  }
}

export function identityProviderQueryOptions(email: string, redirectUri: string | null) {
  return queryOptions({
    queryKey: ['auth', 'identity-provider', normaliseEmail(email), redirectUri],
    queryFn: ({ signal }) => discoverIdentityProvider(normaliseEmail(email), redirectUri, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
