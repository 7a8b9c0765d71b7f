import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../../../../../e2e/support/oidc-provider.js';
import { buildTestApp, failOnResponseMismatches } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrganisation, buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { signIn } from '../../test/session.js';
import { cookieNames } from './cookies.js';

const PUBLIC_URL = 'https://jobs.example.com';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * One database, two deployments of it: the product on https (the subject here) and the same product
 * on plain http, used only to register an identity provider that listens on 127.0.0.1 over http
 * (an https product refuses to register such a provider, but signs in through one already there).
 */
let database: TestDatabase;
let https: FastifyInstance;
let http: FastifyInstance;
/** The https app's log lines, parsed. */
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  // the test's identity provider listens on 127.0.0.1 over plain http
  https = await buildTestApp(
    { LOG_LEVEL: 'info', PUBLIC_URL, SSO_ALLOW_INSECURE_LOOPBACK: 'true' },
    { database, logStream, authLimits: { perAddress: 100_000 } },
  );
  http = await buildTestApp(
    { PUBLIC_URL: 'http://127.0.0.1:9' },
    { database, authLimits: { perAddress: 100_000 } },
  );
});
afterEach(failOnResponseMismatches);
afterAll(async () => {
  try {
    await https?.close();
  } finally {
    try {
      await http?.close();
    } finally {
      await database?.dispose();
    }
  }
});

function byName(res: LightMyRequestResponse) {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c]));
}

async function passwordSignIn(app: FastifyInstance, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/uaa/oauth/token',
    payload: form({ grant_type: 'password', username: email, password: TEST_PASSWORD }),
    headers: FORM,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const me = (cookie: string) => https.inject({ method: 'GET', url: '/uaa/me', headers: { cookie } });

describe('session cookies when PUBLIC_URL is https', () => {
  it('are named __Host-access_token, __Secure-id_token and __Secure-refresh_token, with the right attributes', async () => {
    const user = await buildUser(database.db);
    const res = await passwordSignIn(https, user.email);
    const cookies = byName(res);
    const access = cookies['__Host-access_token'];
    const id = cookies['__Secure-id_token'];
    const refresh = cookies['__Secure-refresh_token'];
    for (const name of ['access_token', 'id_token', 'refresh_token']) expect(cookies[name]).toBeUndefined();
    expect(access).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    expect(id).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(refresh).toMatchObject({ path: '/uaa/oauth', secure: true, httpOnly: true, sameSite: 'Lax' });
    // __Host- forbids a Domain; none of them widens itself to sibling hosts
    for (const c of [access, id, refresh]) expect(c?.domain).toBeUndefined();
    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(raw.find((l) => l.startsWith('__Host-access_token='))).not.toMatch(/domain=/i);
    expect(access?.value).toBe(res.json<{ accessToken: string }>().accessToken);
  });

  it('authenticate a request carrying the prefixed cookie and ignore an unprefixed access_token', async () => {
    const user = await buildUser(database.db);
    const token = byName(await passwordSignIn(https, user.email))['__Host-access_token']?.value ?? '';
    expect((await me(`__Host-access_token=${token}`)).statusCode).toBe(200);
    // the same valid token under the plain name: a cookie anyone on http or a sibling host could plant
    const planted = await me(`access_token=${token}`);
    expect(planted.statusCode).toBe(401);
    expect(planted.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('refresh only from __Secure-refresh_token, and sign-out clears the prefixed cookies', async () => {
    const user = await buildUser(database.db);
    const refresh = byName(await passwordSignIn(https, user.email))['__Secure-refresh_token']?.value ?? '';
    const refreshWith = (cookie: string) =>
      https.inject({
        method: 'POST',
        url: '/uaa/oauth/token',
        payload: form({ grant_type: 'refresh_token' }),
        headers: { ...FORM, cookie },
      });
    expect((await refreshWith(`refresh_token=${refresh}`)).statusCode).toBe(401);
    const refreshed = await refreshWith(`__Secure-refresh_token=${refresh}`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = byName(refreshed);
    expect(Object.keys(next)).toEqual(
      expect.arrayContaining(['__Host-access_token', '__Secure-id_token', '__Secure-refresh_token']),
    );
    expect(Object.keys(next).filter((name) => !name.startsWith('__'))).toEqual([]);

    const out = await https.inject({
      method: 'POST',
      url: '/uaa/oauth/revoke_token',
      headers: {
        cookie: `__Host-access_token=${next['__Host-access_token']?.value ?? ''}; __Secure-refresh_token=${next['__Secure-refresh_token']?.value ?? ''}`,
      },
    });
    expect(out.statusCode).toBe(200);
    const cleared = byName(out);
    for (const name of ['__Host-access_token', '__Secure-id_token', '__Secure-refresh_token']) {
      expect(cleared[name]?.value, name).toBe('');
      expect(cleared[name]?.secure, name).toBe(true);
    }
    expect(cleared['__Secure-refresh_token']?.path).toBe('/uaa/oauth');
    expect(
      (await refreshWith(`__Secure-refresh_token=${next['__Secure-refresh_token']?.value ?? ''}`)).statusCode,
    ).toBe(401);
  });

  it('keep the plain names over http, where browsers refuse prefixed cookies', async () => {
    const user = await buildUser(database.db);
    const cookies = byName(await passwordSignIn(http, user.email));
    expect(Object.keys(cookies)).toEqual(
      expect.arrayContaining(['access_token', 'id_token', 'refresh_token']),
    );
    expect(Object.keys(cookies).filter((name) => name.startsWith('__'))).toEqual([]);
    expect(cookieNames(false)).toMatchObject({ accessToken: 'access_token', refreshToken: 'refresh_token' });
  });
});

describe("the enterprise sign-in's state cookie when PUBLIC_URL is https", () => {
  /** The reason the callback logged for refusing this request. */
  async function callbackRefusal(cookie: string): Promise<unknown> {
    const from = logs.length;
    const res = await https.inject({
      method: 'GET',
      url: '/sso/oidc/callback?code=c&state=s',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sso/login?error=enterprise_failed');
    const cleared = byName(res)['__Secure-sso_oidc'];
    expect(cleared).toMatchObject({ value: '', path: '/sso/oidc', secure: true, httpOnly: true });
    return logs.slice(from).find((l) => l.event === 'sign_in_failed')?.reason;
  }

  it('is read only under the __Secure- name', async () => {
    // a cookie under our name is opened (and this one is not ours); the plain name is not even looked at
    expect(await callbackRefusal('__Secure-sso_oidc=not-a-sealed-state')).toBe('state_cookie_invalid');
    expect(await callbackRefusal('sso_oidc=not-a-sealed-state')).toBe('state_cookie_missing');
  });
});

describe("the enterprise sign-in's state cookie set by the start, on https", () => {
  let provider: TestOidcProvider;
  let domain: string;

  beforeAll(async () => {
    domain = `corp-${randomUUID().slice(0, 8)}.test`;
    provider = await startOidcProvider({
      redirectUri: `${PUBLIC_URL}/sso/oidc/callback`,
      emailDomain: domain,
    });
    const organisationId = await buildOrganisation(database.db);
    const admin = await buildUser(database.db, { memberships: [{ organisationId, role: 'hr_admin' }] });
    const session = await signIn(http, admin.email, TEST_PASSWORD);
    const res = await http.inject({
      method: 'POST',
      url: '/elevate-be/rest/api/hr/identity-provider',
      payload: {
        organisationId,
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        emailDomains: [domain],
      },
      headers: { cookie: session.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    // the platform admin vouches for the domain, as every provider's domain must be before use
    const platformAdmin = await buildUser(database.db, { platformRoles: ['admin'] });
    const approved = await http.inject({
      method: 'POST',
      url: '/elevate-be/rest/api/admin/identity-provider/domain/approve',
      payload: { organisationId, domain },
      headers: { cookie: (await signIn(http, platformAdmin.email, TEST_PASSWORD)).cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });
  afterAll(async () => {
    await provider?.close();
  });

  /** Through the provider's login and consent pages, as a browser would, to the product's callback URL. */
  async function throughProvider(authorizeUrl: string, email: string): Promise<string> {
    const jar = new Map<string, string>();
    let url = authorizeUrl;
    let init: RequestInit = {};
    for (let hop = 0; hop < 20; hop++) {
      const headers = new Headers(init.headers);
      if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await fetch(url, { ...init, headers, redirect: 'manual' });
      for (const line of res.headers.getSetCookie()) {
        const pair = line.split(';')[0] ?? '';
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      const location = res.headers.get('location');
      if (location !== null) {
        const next = new URL(location, url).toString();
        if (next.startsWith(`${PUBLIC_URL}/`)) return next;
        url = next;
        init = {};
        continue;
      }
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (action === undefined || prompt === undefined)
        throw new Error(`unexpected page: ${html.slice(0, 500)}`);
      url = new URL(action, url).toString();
      init = {
        method: 'POST',
        headers: FORM,
        body: form(prompt === 'login' ? { prompt, login: email, password: 'any' } : { prompt }),
      };
    }
    throw new Error('too many redirects');
  }

  async function start(email: string) {
    const res = await https.inject({
      method: 'GET',
      url: `/sso/oidc/start?email=${encodeURIComponent(email)}`,
    });
    expect(res.statusCode, res.body).toBe(302);
    return res;
  }

  it('is __Secure-sso_oidc (Secure, its own path), and the callback reads only that name', async () => {
    const email = `amal.${randomUUID().slice(0, 6)}@${domain}`;
    const begun = await start(email);
    const state = byName(begun)['__Secure-sso_oidc'];
    expect(byName(begun).sso_oidc).toBeUndefined();
    expect(state).toMatchObject({
      path: '/sso/oidc',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 600,
    });
    const callback = new URL(await throughProvider(String(begun.headers.location), email));

    const done = await https.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `__Secure-sso_oidc=${state?.value ?? ''}` },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toMatch(/^\/sso\/callback\?/);
    const cookies = byName(done);
    expect(cookies['__Host-access_token']?.value).toBeTruthy();
    expect(cookies['__Secure-sso_oidc']).toMatchObject({ value: '', path: '/sso/oidc', secure: true });
    expect((await me(`__Host-access_token=${cookies['__Host-access_token']?.value ?? ''}`)).statusCode).toBe(
      200,
    );
  });

  it('refuses a callback that carries the state under the plain name', async () => {
    const email = `omar.${randomUUID().slice(0, 6)}@${domain}`;
    const begun = await start(email);
    const state = byName(begun)['__Secure-sso_oidc']?.value ?? '';
    const callback = new URL(await throughProvider(String(begun.headers.location), email));
    const refused = await https.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `sso_oidc=${state}` },
    });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/sso/login?error=enterprise_failed');
    expect(byName(refused)['__Host-access_token']).toBeUndefined();
  });
});
