import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface Session {
  /** The Cookie header a browser would send to the whole origin. */
  cookie: string;
  /** The Cookie header a browser would send to /uaa/oauth (it alone carries the refresh token). */
  refreshCookie: string;
  accessToken: string;
  refreshToken: string;
}

export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

export function sessionFrom(res: LightMyRequestResponse): Session {
  const c = cookiesOf(res);
  const access = c.access_token ?? '';
  const refresh = c.refresh_token ?? '';
  return {
    cookie: `access_token=${access}; id_token=${c.id_token ?? ''}`,
    refreshCookie: `refresh_token=${refresh}`,
    accessToken: access,
    refreshToken: refresh,
  };
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/uaa/oauth/token',
    payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionFrom(res);
}
