import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './tokens.js';
import type { IssuedTokens } from './auth.service.js';

/** The refresh token goes only to the token service; access and id tokens to the whole origin. */
export const REFRESH_COOKIE_PATH = '/uaa/oauth';

export function setAuthCookies(reply: FastifyReply, tokens: IssuedTokens, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  reply.setCookie('access_token', tokens.accessToken, { ...base, path: '/', maxAge: ACCESS_TOKEN_SECONDS });
  reply.setCookie('id_token', tokens.idToken, { ...base, path: '/', maxAge: ACCESS_TOKEN_SECONDS });
  reply.setCookie('refresh_token', tokens.refreshToken, {
    ...base,
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_SECONDS,
  });
}

export function clearAuthCookies(reply: FastifyReply, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  reply.clearCookie('access_token', { ...base, path: '/' });
  reply.clearCookie('id_token', { ...base, path: '/' });
  reply.clearCookie('refresh_token', { ...base, path: REFRESH_COOKIE_PATH });
}
