import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../../../../../e2e/support/oidc-provider.js';
import { freePort } from '../../../../../e2e/support/server.js';
import { buildTestApp, failOnResponseMismatches } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrganisation, buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { type Session, signIn } from '../../test/session.js';
import type { DomainVerifier } from './domain-verifier.js';
import { type HostResolver, type ResolvedAddress, systemResolver } from './outbound.js';

/**
 * What the tests publish for domains being verified: DNS TXT records by name and files by URL.
 * The real checks (node:dns and the guarded fetch) are proven in domain-verifier.test.ts.
 */
const published = { txt: new Map<string, string[]>(), files: new Map<string, string>() };
const testVerifier: DomainVerifier = {
  dnsTxt: (name) => Promise.resolve(published.txt.get(name) ?? []),
  fetchWellKnown: (url) => Promise.resolve(published.files.get(url)),
};

/** Host names the tests make up, and what they resolve to; any other name goes to the system. */
const hosts = new Map<string, string[]>([
  ['rebind.test', ['127.0.0.1']],
  ['metadata.test', ['169.254.169.254']],
  ['mixed.test', ['93.184.216.34', '10.0.0.7']],
  ['aws-v6.test', ['fd00:ec2::254']],
  ['mapped.test', ['::ffff:192.168.1.1']],
  ['public.test', ['93.184.216.34']],
  ['internal.test', ['192.168.10.20']],
]);
const testResolver: HostResolver = (hostname) => {
  const addresses = hosts.get(hostname);
  if (addresses === undefined) return systemResolver(hostname);
  return Promise.resolve(
    addresses.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
};

/**
 * The product listens on a real port here (not inject only): the identity provider sends the
 * browser back to it, and the product calls the provider over HTTP.
 */
interface ListeningApp {
  app: FastifyInstance;
  database: TestDatabase;
  baseUrl: string;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  rawLogs: string[];
}

function useListeningApp(): ListeningApp {
  const ctx = { logs: [], rawLogs: [] } as unknown as ListeningApp;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    const port = await freePort();
    ctx.baseUrl = `http://127.0.0.1:${port}`;
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          ctx.rawLogs.push(line);
          ctx.logs.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    ctx.app = await buildTestApp(
      { LOG_LEVEL: 'info', PUBLIC_URL: ctx.baseUrl },
      {
        database: ctx.database,
        logStream,
        authLimits: { perAddress: 100_000 },
        enterpriseSso: { domainVerifier: testVerifier, resolve: testResolver },
      },
    );
    await ctx.app.listen({ port, host: '127.0.0.1' });
  });
  afterEach(failOnResponseMismatches);
  afterAll(async () => {
    try {
      await ctx.app?.close();
    } finally {
      await ctx.database?.dispose();
    }
  });
  return ctx;
}

const ctx = useListeningApp();
const IDP_PATH = '/elevate-be/rest/api/hr/identity-provider';
const FAILED = '/sso/login?error=enterprise_failed';
const callbackUri = () => `${ctx.baseUrl}/sso/oidc/callback`;
const uniqueDomain = () => `corp-${randomUUID().slice(0, 8)}.test`;

/** A browser in miniature: one cookie jar per origin, redirects followed by the caller. */
class MiniBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  private jar(url: string): Map<string, string> {
    const origin = new URL(url).origin;
    let jar = this.jars.get(origin);
    if (jar === undefined) {
      jar = new Map();
      this.jars.set(origin, jar);
    }
    return jar;
  }

  cookies(url: string): Record<string, string> {
    return Object.fromEntries(this.jar(url));
  }

  cookieHeader(url: string): string {
    return [...this.jar(url)].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie !== '') headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    const jar = this.jar(url);
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(val).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  get(url: string): Promise<Response> {
    return this.send(url);
  }

  post(url: string, fields: Record<string, string>): Promise<Response> {
    return this.send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

function locationOf(res: Response, from: string): string {
  const location = res.headers.get('location');
  if (location === null) throw new Error(`expected a redirect from ${from}, got ${res.status}`);
  return new URL(location, from).toString();
}

/**
 * Opens the product's start URL and goes through the provider like a person would: the login
 * form (any password), then the consent form, until the provider sends the browser back to the
 * product. Answers the product's response to that return.
 */
async function signInThroughProvider(
  browser: MiniBrowser,
  email: string,
  options: { redirectUri?: string; login?: string } = {},
): Promise<Response> {
  const query = new URLSearchParams({
    email,
    ...(options.redirectUri ? { redirect_uri: options.redirectUri } : {}),
  });
  let url = `${ctx.baseUrl}/sso/oidc/start?${query.toString()}`;
  let res = await browser.get(url);
  for (let hop = 0; hop < 20; hop++) {
    if (res.status >= 300 && res.status < 400) {
      const next = locationOf(res, url);
      // back on the product: the start refused, or the provider returned to the callback
      if (next.startsWith(`${ctx.baseUrl}/`) && !url.startsWith(`${ctx.baseUrl}/sso/oidc/start`)) {
        return browser.get(next);
      }
      if (next.startsWith(`${ctx.baseUrl}/`)) return res;
      url = next;
      res = await browser.get(url);
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (res.status !== 200 || action === undefined || prompt === undefined) {
      throw new Error(`unexpected page from ${url} (${res.status}): ${html.slice(0, 2000)}`);
    }
    url = new URL(action, url).toString();
    res = await browser.post(
      url,
      prompt === 'login' ? { prompt, login: options.login ?? email, password: 'any password' } : { prompt },
    );
  }
  throw new Error('too many redirects');
}

async function hrAdmin(organisationId?: string) {
  const orgId = organisationId ?? (await buildOrganisation(ctx.database.db));
  const user = await buildUser(ctx.database.db, {
    memberships: [{ organisationId: orgId, role: 'hr_admin' }],
  });
  return { organisationId: orgId, user, session: await signIn(ctx.app, user.email, TEST_PASSWORD) };
}

let platformAdminSession: Promise<Session> | undefined;

/** The platform admin, made once for the file. */
function platformAdmin(): Promise<Session> {
  platformAdminSession ??= buildUser(ctx.database.db, { platformRoles: ['admin'] }).then((u) =>
    signIn(ctx.app, u.email, TEST_PASSWORD),
  );
  return platformAdminSession;
}

const DOMAIN_PATH = `${IDP_PATH}/domain`;
const APPROVE_PATH = '/elevate-be/rest/api/admin/identity-provider/domain/approve';

function approve(session: Session, organisationId: string, domain: string) {
  return ctx.app.inject({
    method: 'POST',
    url: APPROVE_PATH,
    payload: { organisationId, domain },
    headers: { cookie: session.cookie },
  });
}

/** The platform admin approves the organisation's domain, as the takeover fix requires before use. */
async function approveOk(organisationId: string, domain: string): Promise<void> {
  const res = await approve(await platformAdmin(), organisationId, domain);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ domain, verified: true, verificationMethod: 'admin' });
}

function verifyNow(session: Session, organisationId: string, domain: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `${DOMAIN_PATH}/verify`,
    payload: { organisationId, domain },
    headers: { cookie: session.cookie },
  });
}

function listDomains(session: Session | undefined, organisationId: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `${DOMAIN_PATH}?organisationId=${organisationId}`,
    ...(session ? { headers: { cookie: session.cookie } } : {}),
  });
}

function register(session: Session, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: IDP_PATH,
    payload: body,
    headers: { cookie: session.cookie },
  });
}

async function registerOk(session: Session, body: Record<string, unknown>): Promise<string> {
  const res = await register(session, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** The reasons logged for failed enterprise sign-ins since the given log position. */
function failuresSince(position: number): string[] {
  return ctx.logs
    .slice(position)
    .filter((l) => l.event === 'sign_in_failed')
    .map((l) => String(l.reason));
}

/** The link page's form: the existing account's password, with the pending link's cookie. */
function linkWithPassword(browser: MiniBrowser, password: string): Promise<Response> {
  return browser.send(`${ctx.baseUrl}/sso/oidc/link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
}

async function meWith(browser: MiniBrowser) {
  const res = await browser.get(`${ctx.baseUrl}/uaa/me`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('registering an identity provider', () => {
  it('lets the organisation admin register, list and remove one; the secret is stored encrypted and never echoed', async () => {
    const admin = await hrAdmin();
    const domain = uniqueDomain();
    const body = {
      organisationId: admin.organisationId,
      issuer: 'https://login.example.com/tenant-1/v2.0',
      clientId: 'talent-sourcing',
      clientSecret: 'the very secret client secret',
      emailDomains: [domain, `eng.${domain}`],
    };
    const res = await register(admin.session, body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Record<string, unknown>;
    expect(created).toEqual({
      id: expect.any(String),
      organisationId: admin.organisationId,
      issuer: body.issuer,
      clientId: 'talent-sourcing',
      emailDomains: [domain, `eng.${domain}`],
      enabled: true,
      createdAt: expect.any(String),
    });
    expect(res.body).not.toContain('very secret');

    const row = await ctx.database.db
      .selectFrom('identityProviders')
      .select('clientSecretEncrypted')
      .where('id', '=', String(created.id))
      .executeTakeFirstOrThrow();
    expect(row.clientSecretEncrypted).toMatch(/^v1\./);
    expect(row.clientSecretEncrypted).not.toContain('secret');
    const audit = await ctx.database.db
      .selectFrom('auditLog')
      .select(['action', 'actorUserId'])
      .where('targetId', '=', String(created.id))
      .execute();
    expect(audit).toEqual([{ action: 'identity_provider.create', actorUserId: admin.user.id }]);

    const list = await ctx.app.inject({
      method: 'GET',
      url: `${IDP_PATH}?organisationId=${admin.organisationId}`,
      headers: { cookie: admin.session.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ items: [created] });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${IDP_PATH}/${String(created.id)}`,
      headers: { cookie: admin.session.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `${IDP_PATH}?organisationId=${admin.organisationId}`,
      headers: { cookie: admin.session.cookie },
    });
    expect(after.json()).toEqual({ items: [] });
  });

  it('refuses anyone who is not an admin of that organisation', async () => {
    const owner = await hrAdmin();
    const other = await hrAdmin();
    const recruiter = await buildUser(ctx.database.db, {
      memberships: [{ organisationId: owner.organisationId, role: 'hr' }],
    });
    const recruiterSession = await signIn(ctx.app, recruiter.email, TEST_PASSWORD);
    const body = {
      organisationId: owner.organisationId,
      issuer: 'https://idp.example.com',
      clientId: 'c',
      clientSecret: 's',
      emailDomains: [uniqueDomain()],
    };

    expect((await register(recruiterSession, body)).statusCode).toBe(403);
    expect((await register(other.session, body)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: IDP_PATH, payload: body });
    expect(anonymous.statusCode).toBe(401);
    const otherList = await ctx.app.inject({
      method: 'GET',
      url: `${IDP_PATH}?organisationId=${owner.organisationId}`,
      headers: { cookie: other.session.cookie },
    });
    expect(otherList.statusCode).toBe(403);

    const id = await registerOk(owner.session, body);
    const otherDelete = await ctx.app.inject({
      method: 'DELETE',
      url: `${IDP_PATH}/${id}`,
      headers: { cookie: other.session.cookie },
    });
    expect(otherDelete.statusCode).toBe(404);
    const recruiterDelete = await ctx.app.inject({
      method: 'DELETE',
      url: `${IDP_PATH}/${id}`,
      headers: { cookie: recruiterSession.cookie },
    });
    expect(recruiterDelete.statusCode).toBe(403);
    const still = await ctx.database.db
      .selectFrom('identityProviders')
      .select('id')
      .where('id', '=', id)
      .execute();
    expect(still).toHaveLength(1);
  });

  it('answers 400 naming each bad field', async () => {
    const admin = await hrAdmin();
    const res = await register(admin.session, {
      organisationId: admin.organisationId,
      issuer: 'http://idp.example.com',
      clientId: '',
      emailDomains: ['Acme.com', 'not a domain'],
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json() as { fields: { field: string }[] }).fields.map((f) => f.field).sort();
    expect(fields).toEqual([
      'body.clientId',
      'body.clientSecret',
      'body.emailDomains.0',
      'body.emailDomains.1',
      'body.issuer',
    ]);

    for (const issuer of [
      'ftp://idp.example.com',
      'https://idp.example.com/?tenant=1',
      'https://user:pw@idp.example.com',
    ]) {
      const bad = await register(admin.session, {
        organisationId: admin.organisationId,
        issuer,
        clientId: 'c',
        clientSecret: 's',
        emailDomains: [uniqueDomain()],
      });
      expect(bad.statusCode, issuer).toBe(400);
    }
    const local = await register(admin.session, {
      organisationId: admin.organisationId,
      issuer: 'http://localhost:9999',
      clientId: 'c',
      clientSecret: 's',
      emailDomains: [uniqueDomain()],
    });
    expect(local.statusCode, local.body).toBe(201);
  });

  it('answers 409 for a domain another organisation has verified, or another provider of its own serves', async () => {
    const first = await hrAdmin();
    const second = await hrAdmin();
    const domain = uniqueDomain();
    await registerOk(first.session, {
      organisationId: first.organisationId,
      issuer: 'https://idp-one.example.com',
      clientId: 'c',
      clientSecret: 's',
      emailDomains: [domain],
    });
    // a claim nobody has proven blocks nobody: the domain's owner must not be locked out by a squatter
    await registerOk(second.session, {
      organisationId: second.organisationId,
      issuer: 'https://idp-squat.example.com',
      clientId: 'c',
      clientSecret: 's',
      emailDomains: [domain],
    });
    await approveOk(first.organisationId, domain);
    const res = await register(second.session, {
      organisationId: second.organisationId,
      issuer: 'https://idp-two.example.com',
      clientId: 'c',
      clientSecret: 's',
      emailDomains: [uniqueDomain(), domain],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'domain_taken', message: expect.stringContaining(domain) });
    // and the second organisation cannot have it approved any more
    const approval = await approve(await platformAdmin(), second.organisationId, domain);
    expect(approval.statusCode).toBe(409);
    expect(approval.json()).toMatchObject({ error: 'domain_taken' });

    const sameOrganisation = await register(first.session, {
      organisationId: first.organisationId,
      issuer: 'https://idp-three.example.com',
      clientId: 'c',
      clientSecret: 's',
      emailDomains: [domain],
    });
    expect(sameOrganisation.statusCode).toBe(409);
    expect(sameOrganisation.json()).toMatchObject({ error: 'domain_taken' });
    const again = await register(first.session, {
      organisationId: first.organisationId,
      issuer: 'https://idp-one.example.com',
      clientId: 'c',
      clientSecret: 's',
      emailDomains: [uniqueDomain()],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'issuer_taken' });
  });

  it('lets only one of two organisations verify a domain at the same moment', async () => {
    const [first, second] = await Promise.all([hrAdmin(), hrAdmin()]);
    const domain = uniqueDomain();
    for (const [i, admin] of [first, second].entries()) {
      await registerOk(admin.session, {
        organisationId: admin.organisationId,
        issuer: `https://idp-${i}.example.com`,
        clientId: 'c',
        clientSecret: 's',
        emailDomains: [domain],
      });
    }
    const session = await platformAdmin();
    const results = await Promise.all(
      [first, second].map((admin) => approve(session, admin.organisationId, domain)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('GET /sso/rest/idp-discovery', () => {
  it('tells the login page where an address of a served domain signs in', async () => {
    const admin = await hrAdmin(await buildOrganisation(ctx.database.db, { name: 'Muscat Logistics' }));
    const domain = uniqueDomain();
    await registerOk(admin.session, {
      organisationId: admin.organisationId,
      issuer: 'https://idp.muscat.example',
      clientId: 'c',
      clientSecret: 's',
      emailDomains: [domain],
    });
    const email = `Salim@${domain.toUpperCase()}`;
    const unverified = await ctx.app.inject({
      method: 'GET',
      url: `/sso/rest/idp-discovery?${new URLSearchParams({ email }).toString()}`,
    });
    expect(unverified.json()).toEqual({ enterprise: false, startUrl: null, organisationName: null });
    await approveOk(admin.organisationId, domain);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/sso/rest/idp-discovery?${new URLSearchParams({ email, redirect_uri: '/jobs/42?tab=apply' }).toString()}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enterprise: true,
      startUrl: `/sso/oidc/start?${new URLSearchParams({ email, redirect_uri: '/jobs/42?tab=apply' }).toString()}`,
      organisationName: 'Muscat Logistics',
    });

    const offSite = await ctx.app.inject({
      method: 'GET',
      url: `/sso/rest/idp-discovery?${new URLSearchParams({ email, redirect_uri: 'https://evil.example/x' }).toString()}`,
    });
    expect((offSite.json() as { startUrl: string }).startUrl).toBe(
      `/sso/oidc/start?${new URLSearchParams({ email, redirect_uri: '/' }).toString()}`,
    );
  });

  it('answers not enterprise for any other address, and 400 for a malformed one', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/sso/rest/idp-discovery?email=${encodeURIComponent(`someone@${uniqueDomain()}`)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enterprise: false, startUrl: null, organisationName: null });
    const bad = await ctx.app.inject({ method: 'GET', url: '/sso/rest/idp-discovery?email=nobody' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('signing in through the organisation’s own OpenID Provider', () => {
  const providers: TestOidcProvider[] = [];
  afterAll(async () => {
    await Promise.all(providers.map((p) => p.close()));
  });

  async function organisationWithProvider(
    options: {
      thinIdToken?: boolean;
      post?: boolean;
      secret?: string;
      claims?: (accountId: string) => Record<string, unknown>;
    } = {},
  ) {
    const domain = uniqueDomain();
    const provider = await startOidcProvider({
      redirectUri: callbackUri(),
      emailDomain: domain,
      ...(options.claims ? { claims: options.claims } : {}),
      ...(options.thinIdToken ? { thinIdToken: true } : {}),
      ...(options.post ? { tokenEndpointAuthMethod: 'client_secret_post' as const } : {}),
    });
    providers.push(provider);
    const admin = await hrAdmin();
    const providerId = await registerOk(admin.session, {
      organisationId: admin.organisationId,
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: options.secret ?? provider.clientSecret,
      emailDomains: [domain],
    });
    await approveOk(admin.organisationId, domain);
    return { domain, provider, providerId, admin };
  }

  it.each([
    {
      title: 'an ID token with the e-mail, client_secret_basic',
      thinIdToken: false,
      post: false,
      emailFrom: 'id_token',
    },
    {
      title: 'a thin ID token (e-mail from UserInfo), client_secret_post',
      thinIdToken: true,
      post: true,
      emailFrom: 'userinfo',
    },
  ])('goes there and back, creates the account and signs in as enterprise user ($title)', async (variant) => {
    const { domain, provider, providerId } = await organisationWithProvider(variant);
    const browser = new MiniBrowser();
    const email = `amal.${randomUUID().slice(0, 6)}@${domain}`;

    const start = await browser.get(
      `${ctx.baseUrl}/sso/oidc/start?${new URLSearchParams({ email, redirect_uri: '/jobs?page=2' }).toString()}`,
    );
    expect(start.status).toBe(302);
    const authorize = new URL(locationOf(start, ctx.baseUrl));
    expect(`${authorize.origin}`).toBe(provider.issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'openid email profile',
      client_id: provider.clientId,
      redirect_uri: callbackUri(),
      code_challenge_method: 'S256',
      login_hint: email,
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    const setCookie = start.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/sso_oidc=[^;]+; Max-Age=600; Path=\/sso\/oidc; HttpOnly; SameSite=Lax/);
    expect(setCookie).not.toContain(authorize.searchParams.get('nonce') ?? 'nonce');

    const res = await signInThroughProvider(browser, email, { redirectUri: '/jobs?page=2' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/sso/callback?redirect_uri=${encodeURIComponent('/jobs?page=2')}`,
    );
    const cookies = browser.cookies(ctx.baseUrl);
    expect(Object.keys(cookies).sort()).toEqual(['access_token', 'id_token', 'refresh_token']);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/sso_oidc=;.*Path=\/sso\/oidc/);

    const me = await meWith(browser);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      isEnterpriseUser: true,
      roles: ['jobseeker'],
      primaryRole: 'jobseeker',
    });
    expect(me.body.fullName).toBe(`Test ${email.slice(0, email.indexOf('@'))}`);

    const graphql = await browser.send(`${ctx.baseUrl}/workspace/x/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ isEnterpriseUser }' }),
    });
    expect(await graphql.json()).toEqual({ data: { isEnterpriseUser: true } });

    const user = await ctx.database.db
      .selectFrom('users')
      .select(['id', 'passwordHash'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.passwordHash).toBeNull();
    const profile = await ctx.database.db
      .selectFrom('profiles')
      .select('email')
      .where('userId', '=', user.id)
      .execute();
    expect(profile).toEqual([{ email }]);
    const sessions = await ctx.database.db
      .selectFrom('refreshTokenFamilies')
      .select(['authMethod', 'identityProviderId'])
      .where('userId', '=', user.id)
      .execute();
    expect(sessions).toEqual([{ authMethod: 'oidc', identityProviderId: providerId }]);
    const links = await ctx.database.db
      .selectFrom('externalIdentities')
      .select(['identityProviderId', 'subject', 'linkedBy'])
      .where('userId', '=', user.id)
      .execute();
    expect(links).toEqual([{ identityProviderId: providerId, subject: email, linkedBy: 'created' }]);

    const line = ctx.logs.find((l) => l.event === 'sign_in' && l.userId === user.id);
    expect(line).toMatchObject({
      method: 'oidc',
      identityProviderId: providerId,
      accountCreated: true,
      emailFrom: variant.emailFrom,
    });
    const everything = ctx.rawLogs.join('\n');
    for (const secret of [
      cookies.access_token,
      cookies.id_token,
      cookies.refresh_token,
      provider.clientSecret,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('does not sign an existing account in on the provider’s word: its password links it once; a deleted one is refused', async () => {
    const { domain, providerId, admin } = await organisationWithProvider();
    const existing = await buildUser(ctx.database.db, { email: `Mona.Existing@${domain}` });
    const browser = new MiniBrowser();
    const res = await signInThroughProvider(browser, `mona.existing@${domain}`, {
      redirectUri: '/jobs?page=3',
    });
    expect(res.headers.get('location')).toBe('/sso/link');
    expect(Object.keys(browser.cookies(ctx.baseUrl))).toEqual(['sso_link']);
    expect((await meWith(browser)).status).toBe(401);

    const linked = await linkWithPassword(browser, TEST_PASSWORD);
    expect(linked.status).toBe(200);
    expect(await linked.json()).toEqual({ redirectPath: '/jobs?page=3' });
    const me = await meWith(browser);
    expect(me.body).toMatchObject({ id: existing.id, isEnterpriseUser: true });
    const count = await ctx.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql<string>`lower(email)`, '=', `mona.existing@${domain}`)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);

    const gone = await buildUser(ctx.database.db, { email: `gone@${domain}` });
    await ctx.database.db
      .updateTable('users')
      .set({ deletedAt: new Date() })
      .where('id', '=', gone.id)
      .execute();
    const refused = new MiniBrowser();
    const again = await signInThroughProvider(refused, `gone@${domain}`);
    expect(again.headers.get('location')).toBe(FAILED);
    expect(refused.cookies(ctx.baseUrl)).toEqual({});
    expect(
      ctx.logs.some((l) => l.event === 'sign_in_failed' && String(l.reason).startsWith('user_deleted')),
    ).toBe(true);

    // an account whose deletion is pending: the login page says so, and no session opens
    await ctx.database.db
      .updateTable('users')
      .set({ deletionRequestedAt: new Date(), deletionDueAt: new Date(Date.now() + 86_400_000) })
      .where('id', '=', existing.id)
      .execute();
    const leaving = new MiniBrowser();
    const pending = await signInThroughProvider(leaving, `mona.existing@${domain}`);
    expect(pending.headers.get('location')).toBe('/sso/login?error=account_deletion_pending');
    expect(leaving.cookies(ctx.baseUrl)).toEqual({});
    await ctx.database.db
      .updateTable('users')
      .set({ deletionRequestedAt: null, deletionDueAt: null })
      .where('id', '=', existing.id)
      .execute();

    // removing the provider ends the sessions opened through it, and forgets its links
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${IDP_PATH}/${providerId}`,
      headers: { cookie: admin.session.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await meWith(browser)).status).toBe(401);
    const links = await ctx.database.db
      .selectFrom('externalIdentities')
      .select('userId')
      .where('identityProviderId', '=', providerId)
      .execute();
    expect(links).toEqual([]);
  });

  it('links by the provider’s subject: another subject with the same e-mail must prove the password again', async () => {
    const { domain } = await organisationWithProvider({
      // the provider's account "impostor" claims the address of an existing account
      claims: (accountId) => (accountId === 'impostor' ? { email: `lina@${domain}` } : {}),
    });
    const lina = await buildUser(ctx.database.db, { email: `lina@${domain}` });
    const owner = new MiniBrowser();
    expect((await signInThroughProvider(owner, `lina@${domain}`)).headers.get('location')).toBe('/sso/link');
    expect((await linkWithPassword(owner, TEST_PASSWORD)).status).toBe(200);

    const impostor = new MiniBrowser();
    const res = await signInThroughProvider(impostor, `lina@${domain}`, { login: 'impostor' });
    expect(res.headers.get('location')).toBe('/sso/link');
    expect((await meWith(impostor)).status).toBe(401);
    const rows = await ctx.database.db
      .selectFrom('externalIdentities')
      .select(['subject', 'linkedBy'])
      .where('userId', '=', lina.id)
      .execute();
    expect(rows).toEqual([{ subject: `lina@${domain}`, linkedBy: 'password' }]);
  });

  it('tells an account without a password to contact support, and links one made through the same provider before', async () => {
    const { domain, providerId } = await organisationWithProvider();
    const [passwordless, legacy] = await Promise.all(
      ['nopass', 'legacy'].map((name) => buildUser(ctx.database.db, { email: `${name}@${domain}` })),
    );
    await ctx.database.db
      .updateTable('users')
      .set({ passwordHash: null })
      .where('id', 'in', [passwordless?.id ?? '', legacy?.id ?? ''])
      .execute();

    const browser = new MiniBrowser();
    expect((await signInThroughProvider(browser, `nopass@${domain}`)).headers.get('location')).toBe(
      '/sso/link',
    );
    const info = await browser.get(`${ctx.baseUrl}/sso/oidc/link`);
    expect(await info.json()).toEqual({
      email: `nopass@${domain}`,
      organisationName: expect.any(String),
      canLink: false,
    });
    const refused = await linkWithPassword(browser, 'anything at all');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'no_password' });
    expect((await meWith(browser)).status).toBe(401);

    // an account this provider made before linked identities were kept: it signed in through it then
    await ctx.database.db
      .insertInto('refreshTokenFamilies')
      .values({ userId: legacy?.id ?? '', authMethod: 'oidc', identityProviderId: providerId })
      .execute();
    const returning = new MiniBrowser();
    const res = await signInThroughProvider(returning, `legacy@${domain}`);
    expect(res.headers.get('location')).toBe('/sso/callback?redirect_uri=%2F');
    expect((await meWith(returning)).body).toMatchObject({ id: legacy?.id });
    const link = await ctx.database.db
      .selectFrom('externalIdentities')
      .select('linkedBy')
      .where('userId', '=', legacy?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(link.linkedBy).toBe('legacy');
  });

  it('answers 404 for a link without, or with a forged, pending cookie', async () => {
    const none = new MiniBrowser();
    expect((await none.get(`${ctx.baseUrl}/sso/oidc/link`)).status).toBe(404);
    const post = await linkWithPassword(none, TEST_PASSWORD);
    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ error: 'no_pending_link' });
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/sso/oidc/link',
      payload: { password: TEST_PASSWORD },
      headers: { cookie: 'sso_link=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.BBBB.CCCC' },
    });
    expect(forged.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'POST', url: '/sso/oidc/link', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
      'body.password',
    ]);
  });

  it('never signs in a platform admin or a member of another organisation, whatever their domain', async () => {
    const { domain } = await organisationWithProvider();
    const otherOrganisation = await buildOrganisation(ctx.database.db);
    await buildUser(ctx.database.db, { email: `root@${domain}`, platformRoles: ['admin'] });
    await buildUser(ctx.database.db, {
      email: `recruiter@${domain}`,
      memberships: [{ organisationId: otherOrganisation, role: 'hr' }],
    });
    for (const email of [`root@${domain}`, `recruiter@${domain}`]) {
      const browser = new MiniBrowser();
      const before = ctx.logs.length;
      const res = await signInThroughProvider(browser, email);
      expect(res.headers.get('location'), email).toBe(FAILED);
      expect(browser.cookies(ctx.baseUrl)).toEqual({});
      expect(failuresSince(before)).toEqual(['account_protected']);
    }
  });

  it('refuses to let an organisation claim a public mail service', async () => {
    const admin = await hrAdmin();
    const res = await register(admin.session, {
      organisationId: admin.organisationId,
      issuer: 'https://idp.example.com',
      clientId: 'c',
      clientSecret: 's',
      emailDomains: ['gmail.com'],
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
      'body.emailDomains.0',
    ]);
  });

  it('refuses an account outside the provider’s domains and a wrong client secret', async () => {
    const { domain } = await organisationWithProvider();
    const outside = new MiniBrowser();
    const logged = ctx.logs.length;
    // the person signs in at the provider as someone of another domain
    const res = await signInThroughProvider(outside, `ali@${domain}`, { login: `ali@elsewhere-${domain}` });
    expect(res.headers.get('location')).toBe(FAILED);
    expect(outside.cookies(ctx.baseUrl)).toEqual({});
    expect(failuresSince(logged)).toEqual([`email_domain_not_served: elsewhere-${domain}`]);

    const wrongSecret = await organisationWithProvider({ secret: 'not the secret' });
    const browser = new MiniBrowser();
    const before = ctx.logs.length;
    const denied = await signInThroughProvider(browser, `ali@${wrongSecret.domain}`);
    expect(denied.headers.get('location')).toBe(FAILED);
    expect(browser.cookies(ctx.baseUrl)).toEqual({});
    expect(failuresSince(before)).toEqual(['token_refused: status 401 invalid_client']);
  });

  it('sends the browser back to the login page when the provider cannot be reached', async () => {
    const admin = await hrAdmin();
    const domain = uniqueDomain();
    await registerOk(admin.session, {
      organisationId: admin.organisationId,
      issuer: `http://127.0.0.1:${await freePort()}`,
      clientId: 'c',
      clientSecret: 's',
      emailDomains: [domain],
    });
    await approveOk(admin.organisationId, domain);
    const before = ctx.logs.length;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/sso/oidc/start?email=${encodeURIComponent(`x@${domain}`)}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(FAILED);
    expect(res.cookies.find((c) => c.name === 'sso_oidc')?.value ?? '').toBe('');
    expect(failuresSince(before)[0]).toMatch(/^discovery_unreachable/);
  });

  it('sends an address without a provider back to the login page', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/sso/oidc/start?email=${encodeURIComponent(`x@${uniqueDomain()}`)}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sso/login?error=no_provider');
    const malformed = await ctx.app.inject({ method: 'GET', url: '/sso/oidc/start?email=x&email=y' });
    expect(malformed.statusCode).toBe(302);
  });

  it('answers a callback without, or with a forged, state by the login page with an error', async () => {
    const { domain } = await organisationWithProvider();
    const missing = await ctx.app.inject({ method: 'GET', url: '/sso/oidc/callback?code=abc&state=xyz' });
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toBe(FAILED);

    const start = await ctx.app.inject({
      method: 'GET',
      url: `/sso/oidc/start?email=${encodeURIComponent(`ali@${domain}`)}`,
    });
    const stateCookie = start.cookies.find((c) => c.name === 'sso_oidc');
    expect(stateCookie?.value).toBeTruthy();
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';

    const wrongState = await ctx.app.inject({
      method: 'GET',
      url: '/sso/oidc/callback?code=abc&state=not-the-state',
      headers: { cookie: `sso_oidc=${stateCookie?.value ?? ''}` },
    });
    expect(wrongState.headers.location).toBe(FAILED);

    const forgedCookie = await ctx.app.inject({
      method: 'GET',
      url: `/sso/oidc/callback?code=abc&state=${state}`,
      headers: { cookie: `sso_oidc=${(stateCookie?.value ?? '').slice(0, -4)}AAAA` },
    });
    expect(forgedCookie.headers.location).toBe(FAILED);
    for (const res of [missing, wrongState, forgedCookie]) {
      expect(res.cookies.map((c) => c.name)).not.toContain('access_token');
    }
    const reasons = ctx.logs.filter((l) => l.event === 'sign_in_failed').map((l) => String(l.reason));
    expect(reasons).toEqual(
      expect.arrayContaining(['state_cookie_missing', 'state_mismatch', 'state_cookie_invalid']),
    );
  });
});

/**
 * A provider under the test's control, to hand the product ID tokens a real provider would never
 * issue: for another audience, with another nonce, signed with the client secret, expired.
 */
async function startStubProvider(domain: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stub', alg: 'RS256', use: 'sig' };
  const clientId = 'stub-client';
  const clientSecret = 'stub-secret-that-is-long-enough-for-hs256';
  const nonces = new Map<string, string>();
  const stub = {
    issuer: '',
    clientId,
    clientSecret,
    /** Changes the claims of the next ID tokens. */
    claims: (base: JWTPayload): JWTPayload => base,
    /** Changes the discovery document. */
    discovery: (doc: Record<string, unknown>): Record<string, unknown> => doc,
    sign: (payload: JWTPayload): Promise<string> =>
      new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'stub' }).sign(privateKey),
    close: () => Promise.resolve(),
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', stub.issuer);
    const json = (value: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(value));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(
        stub.discovery({
          issuer: stub.issuer,
          authorization_endpoint: `${stub.issuer}/authorize`,
          token_endpoint: `${stub.issuer}/token`,
          jwks_uri: `${stub.issuer}/jwks`,
          id_token_signing_alg_values_supported: ['RS256', 'HS256', 'none'],
          token_endpoint_auth_methods_supported: ['client_secret_basic'],
        }),
      );
    }
    if (url.pathname === '/jwks') return json({ keys: [jwk] });
    if (url.pathname === '/authorize') {
      const code = randomUUID();
      nonces.set(code, url.searchParams.get('nonce') ?? '');
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.statusCode = 302;
      res.setHeader('location', back.toString());
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      void readBody(req).then(async (body) => {
        const code = new URLSearchParams(body).get('code') ?? '';
        const now = Math.floor(Date.now() / 1000);
        const payload = stub.claims({
          iss: stub.issuer,
          aud: clientId,
          sub: 'stub-user',
          email: `stub.user@${domain}`,
          nonce: nonces.get(code),
          iat: now,
          exp: now + 300,
        });
        json({ id_token: await stub.sign(payload), access_token: 'stub-access', token_type: 'Bearer' });
      });
      return undefined;
    }
    res.statusCode = 404;
    return res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  stub.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}

describe('the ID token checks', () => {
  const domain = uniqueDomain();
  let stub: Awaited<ReturnType<typeof startStubProvider>>;
  let properSignature: (payload: JWTPayload) => Promise<string>;
  beforeAll(async () => {
    stub = await startStubProvider(domain);
    properSignature = stub.sign;
    const admin = await hrAdmin();
    await registerOk(admin.session, {
      organisationId: admin.organisationId,
      issuer: stub.issuer,
      clientId: stub.clientId,
      clientSecret: stub.clientSecret,
      emailDomains: [domain],
    });
    await approveOk(admin.organisationId, domain);
  });
  afterAll(async () => {
    await stub?.close();
  });
  beforeEach(() => {
    stub.claims = (base) => base;
    stub.sign = properSignature;
  });

  async function roundTrip(): Promise<{ location: string | null; browser: MiniBrowser }> {
    const browser = new MiniBrowser();
    const start = await browser.get(
      `${ctx.baseUrl}/sso/oidc/start?email=${encodeURIComponent(`stub.user@${domain}`)}`,
    );
    const authorize = await browser.get(locationOf(start, ctx.baseUrl));
    const callback = await browser.get(locationOf(authorize, stub.issuer));
    return { location: callback.headers.get('location'), browser };
  }

  it('accepts a proper one (so the refusals below are the checks at work)', async () => {
    const { location, browser } = await roundTrip();
    expect(location).toBe('/sso/callback?redirect_uri=%2F');
    expect((await meWith(browser)).body).toMatchObject({
      email: `stub.user@${domain}`,
      isEnterpriseUser: true,
    });
  });

  it.each([
    [
      'for another audience',
      (b: JWTPayload) => ({ ...b, aud: 'another-client' }),
      /^id_token_invalid: .*"aud"/,
    ],
    ['with another nonce', (b: JWTPayload) => ({ ...b, nonce: 'replayed' }), /^id_token_invalid: nonce/],
    [
      'from another issuer',
      (b: JWTPayload) => ({ ...b, iss: 'https://evil.example' }),
      /^id_token_invalid: .*"iss"/,
    ],
    ['that has expired', (b: JWTPayload) => ({ ...b, iat: 1_000_000, exp: 1_000_300 }), /ERR_JWT_EXPIRED/],
    [
      'with an e-mail of another domain',
      (b: JWTPayload) => ({ ...b, email: 'ceo@elsewhere.test' }),
      /^email_domain_not_served/,
    ],
    ['with an unverified e-mail', (b: JWTPayload) => ({ ...b, email_verified: false }), /^email_unverified$/],
  ])('refuses one %s', async (_what, change, reason) => {
    stub.claims = change;
    const before = ctx.logs.length;
    const { location, browser } = await roundTrip();
    expect(location).toBe(FAILED);
    expect(browser.cookies(ctx.baseUrl)).toEqual({});
    const failures = failuresSince(before);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(reason);
  });

  it('refuses one signed with the client secret (HS256) or not signed at all', async () => {
    const before = ctx.logs.length;
    stub.sign = (payload) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(stub.clientSecret));
    expect((await roundTrip()).location).toBe(FAILED);
    stub.sign = async (payload) =>
      `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
    expect((await roundTrip()).location).toBe(FAILED);
    const failures = failuresSince(before);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/^id_token_invalid: ERR_JOSE_ALG_NOT_ALLOWED/);
    expect(failures[1]).toMatch(/^id_token_invalid: /);
  });
});

describe('account takeover through an organisation’s provider (reproduction)', () => {
  let provider: TestOidcProvider | undefined;
  afterAll(async () => {
    await provider?.close();
  });

  it('an HR admin’s provider for someone else’s domain signs nobody in unverified, and never as an existing account without its password', async () => {
    // the victim: a job seeker with a password, on a domain the attacker's organisation does not own
    const domain = uniqueDomain();
    const seeker = await buildUser(ctx.database.db, { email: `seeker@${domain}` });
    const attacker = await hrAdmin();
    provider = await startOidcProvider({ redirectUri: callbackUri(), emailDomain: domain });
    const providerId = await registerOk(attacker.session, {
      organisationId: attacker.organisationId,
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      emailDomains: [domain],
    });

    // 1. unverified: the provider is not offered and cannot be started
    const discovery = await ctx.app.inject({
      method: 'GET',
      url: `/sso/rest/idp-discovery?email=${encodeURIComponent(`seeker@${domain}`)}`,
    });
    expect(discovery.json()).toMatchObject({ enterprise: false });
    const before = ctx.logs.length;
    const blocked = new MiniBrowser();
    const start = await signInThroughProvider(blocked, `seeker@${domain}`);
    expect(start.headers.get('location')).toBe('/sso/login?error=no_provider');
    expect(blocked.cookies(ctx.baseUrl)).toEqual({});
    expect(failuresSince(before)).toEqual([]);

    // the organisation sees what it would have to publish, and its own check finds nothing
    const listed = await listDomains(attacker.session, attacker.organisationId);
    expect(listed.statusCode).toBe(200);
    const [entry] = (listed.json() as { items: Record<string, unknown>[] }).items;
    expect(entry).toMatchObject({ domain, verified: false, verificationMethod: null });
    const check = await verifyNow(attacker.session, attacker.organisationId, domain);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ domain, verified: false, lastCheckedAt: expect.any(String) });

    // 2. even approved (say the platform admin was misled), the e-mail alone links nothing
    await approveOk(attacker.organisationId, domain);
    const browser = new MiniBrowser();
    const res = await signInThroughProvider(browser, `seeker@${domain}`);
    expect(res.headers.get('location')).toBe('/sso/link');
    expect(res.headers.get('location')).not.toContain(domain);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/sso_link=[^;]+; Max-Age=600; Path=\/sso\/oidc; HttpOnly; SameSite=Lax/);
    expect(setCookie).not.toMatch(/access_token=[^;]/);
    expect((await meWith(browser)).status).toBe(401);
    const info = await browser.get(`${ctx.baseUrl}/sso/oidc/link`);
    expect(await info.json()).toEqual({
      email: `seeker@${domain}`,
      organisationName: expect.any(String),
      canLink: true,
    });
    const wrong = await linkWithPassword(browser, 'not the password');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await meWith(browser)).status).toBe(401);
    const sessions = await ctx.database.db
      .selectFrom('refreshTokenFamilies')
      .select('id')
      .where('userId', '=', seeker.id)
      .where('authMethod', '=', 'oidc')
      .execute();
    expect(sessions).toEqual([]);

    // 3. the owner, knowing the password, links it once; later sign-ins go straight through
    const linked = await linkWithPassword(browser, TEST_PASSWORD);
    expect(linked.status).toBe(200);
    expect(linked.headers.getSetCookie().join('\n')).toMatch(/sso_link=;/);
    expect((await meWith(browser)).body).toMatchObject({ id: seeker.id, isEnterpriseUser: true });
    const audit = await ctx.database.db
      .selectFrom('auditLog')
      .select(['action', 'actorUserId'])
      .where('action', '=', 'external_identity.link')
      .where('targetId', '=', seeker.id)
      .execute();
    expect(audit).toEqual([{ action: 'external_identity.link', actorUserId: seeker.id }]);
    const session = await ctx.database.db
      .selectFrom('refreshTokenFamilies')
      .select(['authMethod', 'identityProviderId'])
      .where('userId', '=', seeker.id)
      .execute();
    expect(session).toContainEqual({ authMethod: 'oidc', identityProviderId: providerId });

    const later = new MiniBrowser();
    const straight = await signInThroughProvider(later, `seeker@${domain}`);
    expect(straight.headers.get('location')).toBe('/sso/callback?redirect_uri=%2F');
    expect((await meWith(later)).body).toMatchObject({ id: seeker.id });
  });
});

describe('verifying an organisation’s e-mail domains', () => {
  async function claim() {
    const admin = await hrAdmin();
    const domain = uniqueDomain();
    await registerOk(admin.session, {
      organisationId: admin.organisationId,
      issuer: `https://idp.${domain}`,
      clientId: 'c',
      clientSecret: 's',
      emailDomains: [domain],
    });
    const listed = await listDomains(admin.session, admin.organisationId);
    const [entry] = (listed.json() as { items: { verification: Record<string, string> }[] }).items;
    if (entry === undefined) throw new Error('the claimed domain is not listed');
    return { ...admin, domain, verification: entry.verification };
  }

  /** Lets the next check run at once (the interval between checks is proven below). */
  async function forgetLastCheck(organisationId: string) {
    await ctx.database.db
      .updateTable('organisationDomains')
      .set({ lastCheckedAt: null })
      .where('organisationId', '=', organisationId)
      .execute();
  }

  it('lists each domain with its token and where to publish it', async () => {
    const { session, organisationId, domain, verification } = await claim();
    const res = await listDomains(session, organisationId);
    expect(res.statusCode).toBe(200);
    const token = verification.token ?? '';
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(res.json()).toEqual({
      items: [
        {
          domain,
          organisationId,
          verified: false,
          verifiedAt: null,
          verificationMethod: null,
          lastCheckedAt: null,
          verification: {
            token,
            dnsRecordName: `_talent-verification.${domain}`,
            dnsRecordValue: `talent-domain-verification=${token}`,
            wellKnownUrl: `https://${domain}/.well-known/talent-domain-verification.txt`,
            wellKnownContent: token,
          },
        },
      ],
    });
  });

  it('verifies a domain by its DNS TXT record, and another by its file, and audits both', async () => {
    const first = await claim();
    published.txt.set(first.verification.dnsRecordName ?? '', ['talent-domain-verification=someone-elses']);
    const wrong = await verifyNow(first.session, first.organisationId, first.domain);
    expect(wrong.json()).toMatchObject({ verified: false });

    await forgetLastCheck(first.organisationId);
    published.txt.set(first.verification.dnsRecordName ?? '', [
      'v=spf1 -all',
      first.verification.dnsRecordValue ?? '',
    ]);
    const byDns = await verifyNow(first.session, first.organisationId, first.domain.toUpperCase());
    expect(byDns.statusCode, byDns.body).toBe(200);
    expect(byDns.json()).toMatchObject({ verified: true, verificationMethod: 'dns_txt' });

    const second = await claim();
    published.files.set(second.verification.wellKnownUrl ?? '', `${second.verification.token ?? ''}\n`);
    const byFile = await verifyNow(second.session, second.organisationId, second.domain);
    expect(byFile.json()).toMatchObject({ verified: true, verificationMethod: 'well_known' });

    const audit = await ctx.database.db
      .selectFrom('auditLog')
      .select(['action', 'actorUserId', 'details'])
      .where('action', '=', 'organisation_domain.verify')
      .where('actorUserId', 'in', [first.user.id, second.user.id])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.actorUserId, (a.details as { method: string }).method])).toEqual([
      [first.user.id, 'dns_txt'],
      [second.user.id, 'well_known'],
    ]);
    // verified, the provider is offered
    const discovery = await ctx.app.inject({
      method: 'GET',
      url: `/sso/rest/idp-discovery?email=${encodeURIComponent(`x@${first.domain}`)}`,
    });
    expect(discovery.json()).toMatchObject({ enterprise: true });
  });

  it('does not check one domain again within the interval', async () => {
    const { session, organisationId, domain } = await claim();
    expect((await verifyNow(session, organisationId, domain)).statusCode).toBe(200);
    const again = await verifyNow(session, organisationId, domain);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('10');
  });

  it('answers 401, 403, 404 and 400 as for any other endpoint', async () => {
    const owner = await claim();
    const other = await hrAdmin();
    const recruiter = await buildUser(ctx.database.db, {
      memberships: [{ organisationId: owner.organisationId, role: 'hr' }],
    });
    const recruiterSession = await signIn(ctx.app, recruiter.email, TEST_PASSWORD);

    expect((await listDomains(undefined, owner.organisationId)).statusCode).toBe(401);
    expect((await listDomains(other.session, owner.organisationId)).statusCode).toBe(403);
    expect((await listDomains(recruiterSession, owner.organisationId)).statusCode).toBe(403);
    expect((await listDomains(await platformAdmin(), owner.organisationId)).statusCode).toBe(200);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `${DOMAIN_PATH}/verify`,
      payload: { organisationId: owner.organisationId, domain: owner.domain },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await verifyNow(other.session, owner.organisationId, owner.domain)).statusCode).toBe(403);
    expect((await verifyNow(recruiterSession, owner.organisationId, owner.domain)).statusCode).toBe(403);
    expect((await verifyNow(owner.session, owner.organisationId, uniqueDomain())).statusCode).toBe(404);

    // only the platform admin approves
    expect((await approve(owner.session, owner.organisationId, owner.domain)).statusCode).toBe(403);
    const admin = await platformAdmin();
    expect((await approve(admin, owner.organisationId, uniqueDomain())).statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: APPROVE_PATH,
      payload: { organisationId: 'nope', domain: 'not a domain' },
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { fields: { field: string }[] }).fields.map((f) => f.field).sort()).toEqual([
      'body.domain',
      'body.organisationId',
    ]);
    const approved = await approve(admin, owner.organisationId, owner.domain);
    expect(approved.statusCode).toBe(200);
    const audit = await ctx.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'organisation_domain.approve')
      .where(sql<string>`details->>'domain'`, '=', owner.domain)
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('addresses this server refuses to call (server-side request forgery)', () => {
  /** A product that allows no plain http and no loopback, as in production. */
  let strict: FastifyInstance;
  let strictAdmin: Awaited<ReturnType<typeof hrAdmin>>;
  const strictLogs: Record<string, unknown>[] = [];
  beforeAll(async () => {
    strict = await buildTestApp(
      { LOG_LEVEL: 'info', PUBLIC_URL: ctx.baseUrl, SSO_ALLOW_INSECURE_LOOPBACK: 'false' },
      {
        database: ctx.database,
        logStream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            for (const line of chunk.toString().split('\n').filter(Boolean)) {
              strictLogs.push(JSON.parse(line) as Record<string, unknown>);
            }
            done();
          },
        }),
        authLimits: { perAddress: 100_000 },
        enterpriseSso: { domainVerifier: testVerifier, resolve: testResolver },
      },
    );
    await strict.ready();
    const organisationId = await buildOrganisation(ctx.database.db);
    const user = await buildUser(ctx.database.db, {
      memberships: [{ organisationId, role: 'hr_admin' }],
    });
    strictAdmin = { organisationId, user, session: await signIn(strict, user.email, TEST_PASSWORD) };
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('refuses loopback, private, link-local, metadata and plain http issuers with 400 naming the field', async () => {
    for (const issuer of [
      'http://127.0.0.1:9999',
      'http://localhost:8080/realms/x',
      'https://127.0.0.1',
      'https://0x7f000001',
      'https://169.254.169.254',
      'https://10.1.2.3',
      'https://172.16.5.4',
      'https://192.168.1.10',
      'https://100.100.100.200',
      'https://0.0.0.0',
      'https://224.0.0.1',
      'https://rebind.test',
      'https://metadata.test/latest',
      'https://mixed.test',
      'https://aws-v6.test',
      'https://mapped.test',
    ]) {
      const res = await strict.inject({
        method: 'POST',
        url: IDP_PATH,
        payload: {
          organisationId: strictAdmin.organisationId,
          issuer,
          clientId: 'c',
          clientSecret: 's',
          emailDomains: [uniqueDomain()],
        },
        headers: { cookie: strictAdmin.session.cookie },
      });
      expect(res.statusCode, issuer).toBe(400);
      expect(
        (res.json() as { fields: { field: string }[] }).fields.map((f) => f.field),
        issuer,
      ).toEqual(['body.issuer']);
    }
    const fine = await strict.inject({
      method: 'POST',
      url: IDP_PATH,
      payload: {
        organisationId: strictAdmin.organisationId,
        issuer: 'https://public.test/tenant',
        clientId: 'c',
        clientSecret: 's',
        emailDomains: [uniqueDomain()],
      },
      headers: { cookie: strictAdmin.session.cookie },
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('never calls a provider registered before on a blocked address, whoever starts a sign-in', async () => {
    let connections = 0;
    const target = createServer((_req, res) => res.end('{}'));
    target.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', () => resolve()));
    try {
      const port = (target.address() as AddressInfo).port;
      // rows as the old code let them in: the issuer on this machine, by address or by a name
      for (const issuer of [`http://127.0.0.1:${port}`, `https://rebind.test:${port}`]) {
        const domain = uniqueDomain();
        await ctx.database.db
          .insertInto('identityProviders')
          .values({
            organisationId: strictAdmin.organisationId,
            issuer,
            clientId: 'c',
            clientSecretEncrypted: 'v1.x.y.z.w',
            emailDomains: [domain],
          })
          .execute();
        await ctx.database.db
          .insertInto('organisationDomains')
          .values({
            organisationId: strictAdmin.organisationId,
            domain,
            verificationToken: 'x'.repeat(32),
            verifiedAt: new Date(),
            verificationMethod: 'admin',
          })
          .execute();
        const before = strictLogs.length;
        const res = await strict.inject({
          method: 'GET',
          url: `/sso/oidc/start?email=${encodeURIComponent(`x@${domain}`)}`,
        });
        expect(res.headers.location, issuer).toBe(FAILED);
        const reasons = strictLogs
          .slice(before)
          .filter((l) => l.event === 'sign_in_failed')
          .map((l) => String(l.reason));
        expect(reasons, issuer).toEqual([expect.stringMatching(/^discovery_blocked: address_blocked/)]);
      }
      expect(connections).toBe(0);
    } finally {
      target.closeAllConnections();
      await new Promise<void>((resolve) => target.close(() => resolve()));
    }
  });
});

describe('a discovery document that points elsewhere', () => {
  const domain = uniqueDomain();
  let stub: Awaited<ReturnType<typeof startStubProvider>>;
  beforeAll(async () => {
    stub = await startStubProvider(domain);
    const admin = await hrAdmin();
    await registerOk(admin.session, {
      organisationId: admin.organisationId,
      issuer: stub.issuer,
      clientId: stub.clientId,
      clientSecret: stub.clientSecret,
      emailDomains: [domain],
    });
    await approveOk(admin.organisationId, domain);
  });
  afterAll(async () => {
    await stub?.close();
  });

  it.each([
    ['token_endpoint', 'https://10.0.0.5/token'],
    ['token_endpoint', 'https://internal.test/token'],
    ['jwks_uri', 'https://169.254.169.254/latest/meta-data/'],
    ['userinfo_endpoint', 'https://aws-v6.test/userinfo'],
    ['authorization_endpoint', 'https://192.168.0.1/authorize'],
  ])('is refused when its %s is %s', async (name, address) => {
    stub.discovery = (doc) => ({ ...doc, [name]: address });
    try {
      const before = ctx.logs.length;
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/sso/oidc/start?email=${encodeURIComponent(`stub.user@${domain}`)}`,
      });
      expect(res.headers.location).toBe(FAILED);
      expect(failuresSince(before)).toEqual([
        expect.stringMatching(new RegExp(`^discovery_endpoint_blocked: ${name}: address_blocked`)),
      ]);
    } finally {
      stub.discovery = (doc) => doc;
    }
  });
});
