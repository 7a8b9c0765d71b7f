import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './tokens.js';
import type { IssuedTokens } from './auth.service.js';

/** The refresh token goes only to the token service; access and id tokens to the whole origin. */
export const REFRESH_COOKIE_PATH = '/uaa/oauth';

export interface CookieNames {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  /** The enterprise sign-in's state, between /sso/oidc/start and /sso/oidc/callback. */
  oidcState: string;
  /** The browser's device id, remembered at sign-in. */
  deviceId: string;
}

const PLAIN: CookieNames = {
  accessToken: 'access_token',
  idToken: 'id_token',
  refreshToken: 'refresh_token',
  oidcState: 'sso_oidc',
  deviceId: 'device_id',
};

/**
 * On https the names carry the browser-enforced prefixes, so that a cookie planted over plain http,
 * by a sibling subdomain or with a wider Domain or Path can never stand in for ours: `__Host-` (Secure,
 * Path=/, no Domain) where the cookie is for the whole origin, `__Secure-` (Secure) where it has a
 * narrower path. The id token keeps the `__Secure-` name the sibling apps read (spec section 7: "the
 * auth token is read from a secure cookie: the id token, else the access token"). Over plain http
 * (development) browsers refuse prefixed cookies, so the plain names stay.
 */
const PREFIXED: CookieNames = {
  accessToken: '__Host-access_token',
  idToken: '__Secure-id_token',
  refreshToken: '__Secure-refresh_token',
  oidcState: '__Secure-sso_oidc',
  deviceId: '__Host-device_id',
};

/** The cookie names for this deployment: prefixed when PUBLIC_URL is https. Every reader and writer uses these. */
export function cookieNames(secure: boolean): CookieNames {
  return secure ? PREFIXED : PLAIN;
}

export function setAuthCookies(reply: FastifyReply, tokens: IssuedTokens, secure: boolean): void {
  const names = cookieNames(secure);
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  reply.setCookie(names.accessToken, tokens.accessToken, {
    ...base,
    path: '/',
    maxAge: ACCESS_TOKEN_SECONDS,
  });
  reply.setCookie(names.idToken, tokens.idToken, { ...base, path: '/', maxAge: ACCESS_TOKEN_SECONDS });
  reply.setCookie(names.refreshToken, tokens.refreshToken, {
    ...base,
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_SECONDS,
  });
}

export function clearAuthCookies(reply: FastifyReply, secure: boolean): void {
  const names = cookieNames(secure);
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  reply.clearCookie(names.accessToken, { ...base, path: '/' });
  reply.clearCookie(names.idToken, { ...base, path: '/' });
  reply.clearCookie(names.refreshToken, { ...base, path: REFRESH_COOKIE_PATH });
}
