import { Writable } from 'node:stream';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { buildJob, buildOrganisation, buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { cookiesOf, sessionFrom, signIn } from '../../test/session.js';
import { AUDIENCE } from './tokens.js';

const ctx = useTestApp();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function me(cookieOrBearer: { cookie?: string; bearer?: string }) {
  return ctx.app.inject({
    method: 'GET',
    url: '/uaa/me',
    headers: {
      ...(cookieOrBearer.cookie ? { cookie: cookieOrBearer.cookie } : {}),
      ...(cookieOrBearer.bearer ? { authorization: `Bearer ${cookieOrBearer.bearer}` } : {}),
    },
  });
}

async function refresh(refreshCookie: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/uaa/oauth/token',
    payload: form({ grant_type: 'refresh_token' }),
    headers: { ...FORM, cookie: refreshCookie },
  });
}

describe('POST /uaa/oauth/token, grant_type=password', () => {
  it('answers both tokens and sets HttpOnly, SameSite=Lax cookies with narrow paths', async () => {
    const user = await buildUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload: form({ grant_type: 'password', username: user.email, password: TEST_PASSWORD }),
      headers: FORM,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ accessToken: string; refreshToken: string }>();
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(Object.keys(cookies).sort()).toEqual(['access_token', 'device_id', 'id_token', 'refresh_token']);
    for (const c of Object.values(cookies)) {
      expect(c.httpOnly).toBe(true);
      expect(c.sameSite).toBe('Lax');
      expect(c.secure).toBeFalsy();
    }
    expect(cookies.access_token?.path).toBe('/');
    expect(cookies.refresh_token?.path).toBe('/uaa/oauth');
    expect(cookies.access_token?.value).toBe(body.accessToken);
    expect(cookies.refresh_token?.value).toBe(body.refreshToken);
    expect(cookies.access_token?.maxAge).toBe(600);
  });

  it('accepts JSON too, and the e-mail in any case', async () => {
    const user = await buildUser(ctx.database.db, { email: `Mixed.Case-${Date.now()}@Example.test` });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload: { grant_type: 'password', username: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('marks the cookies Secure when served over https', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp({ PUBLIC_URL: 'https://jobs.example.com' }, { database });
    const user = await buildUser(database.db);
    const res = await app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload: form({ grant_type: 'password', username: user.email, password: TEST_PASSWORD }),
      headers: FORM,
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.every((c) => c.secure === true)).toBe(true);
    expect(res.headers['strict-transport-security']).toBeDefined();
    await app.close();
    await database.dispose();
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const user = await buildUser(ctx.database.db);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload: form({ grant_type: 'password', username: user.email, password: 'Wrong@Pass2026' }),
      headers: FORM,
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload: form({ grant_type: 'password', username: 'nobody@example.test', password: 'Wrong@Pass2026' }),
      headers: FORM,
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    const strip = (b: { requestId?: string }) => ({ ...b, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
    expect(wrong.cookies).toEqual([]);
  });

  it('refuses bad input with the failing field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload: form({ grant_type: 'password', username: 'someone@example.test' }),
      headers: FORM,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toContain('body.password');
    const grant = await ctx.app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload: form({ grant_type: 'magic' }),
      headers: FORM,
    });
    expect(grant.statusCode).toBe(400);
  });

  it('locks an account out after five failures, even for the right password, with Retry-After', async () => {
    const user = await buildUser(ctx.database.db);
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/uaa/oauth/token',
        payload: form({ grant_type: 'password', username: user.email, password: `Wrong@Pass${i}` }),
        headers: { ...FORM, 'x-forwarded-for': '10.0.0.1' },
        remoteAddress: `10.0.1.${i}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload: form({ grant_type: 'password', username: user.email, password: TEST_PASSWORD }),
      headers: FORM,
      remoteAddress: '10.0.2.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ error: 'too_many_requests' });
  });

  it('limits token requests per address', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp(
      {},
      { database, authLimits: { perAddress: 3, perAddressWindowSeconds: 60 } },
    );
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/uaa/oauth/token',
        payload: form({
          grant_type: 'password',
          username: `someone${i}@example.test`,
          password: 'Wrong@Pass2026',
        }),
        headers: FORM,
        remoteAddress: '192.0.2.7',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const other = await app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload: form({ grant_type: 'password', username: 'someone@example.test', password: 'Wrong@Pass2026' }),
      headers: FORM,
      remoteAddress: '192.0.2.8',
    });
    expect(other.statusCode).toBe(400);
    await app.close();
    await database.dispose();
  });

  it('writes sign-in and failures to the log without the password or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildTestApp({ LOG_LEVEL: 'info' }, { database, logStream: stream });
    const user = await buildUser(database.db);
    await app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload: form({ grant_type: 'password', username: user.email, password: 'Wrong@Secret77' }),
      headers: FORM,
    });
    const ok = await app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload: form({ grant_type: 'password', username: user.email, password: TEST_PASSWORD }),
      headers: FORM,
    });
    const s = sessionFrom(ok);
    await app.inject({ method: 'GET', url: '/elevate-be/rest/api/hr/job', headers: { cookie: s.cookie } });
    const log = lines.join('');
    expect(log).toContain('"event":"sign_in_failed"');
    expect(log).toContain('"event":"sign_in"');
    expect(log).toContain('"event":"access_denied"');
    expect(log).not.toContain('Wrong@Secret77');
    expect(log).not.toContain(TEST_PASSWORD);
    expect(log).not.toContain(s.accessToken);
    expect(log).not.toContain(s.refreshToken);
    await app.close();
    await database.dispose();
  });
});

describe('POST /uaa/oauth/token, grant_type=refresh_token', () => {
  it('rotates the refresh token from the cookie and from the form', async () => {
    const user = await buildUser(ctx.database.db);
    const first = await signIn(ctx.app, user.email, TEST_PASSWORD);
    const res = await refresh(first.refreshCookie);
    expect(res.statusCode).toBe(200);
    const second = sessionFrom(res);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect((await me({ cookie: second.cookie })).statusCode).toBe(200);

    const viaForm = await ctx.app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload: form({ grant_type: 'refresh_token', refresh_token: second.refreshToken }),
      headers: FORM,
    });
    expect(viaForm.statusCode).toBe(200);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const user = await buildUser(ctx.database.db);
    const first = await signIn(ctx.app, user.email, TEST_PASSWORD);
    const rotated = sessionFrom(await refresh(first.refreshCookie));
    const replay = await refresh(first.refreshCookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    // the legitimate holder of the newer token is signed out too
    expect((await refresh(rotated.refreshCookie)).statusCode).toBe(401);
    expect((await me({ cookie: rotated.cookie })).statusCode).toBe(401);
    const family = await ctx.database.db
      .selectFrom('refreshTokenFamilies')
      .select('revokedReason')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(family.revokedReason).toBe('reuse_detected');
  });

  it('refuses a missing or unknown refresh token with 401', async () => {
    expect((await refresh('')).statusCode).toBe(401);
    expect((await refresh('refresh_token=not-a-real-token')).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('are accepted from the cookie or a Bearer header', async () => {
    const user = await buildUser(ctx.database.db);
    const s = await signIn(ctx.app, user.email, TEST_PASSWORD);
    expect((await me({ cookie: s.cookie })).json()).toMatchObject({ id: user.id, roles: ['jobseeker'] });
    expect((await me({ bearer: s.accessToken })).statusCode).toBe(200);
  });

  it('are refused when expired, tampered with, unsigned or signed with another algorithm', async () => {
    const user = await buildUser(ctx.database.db);
    const s = await signIn(ctx.app, user.email, TEST_PASSWORD);
    const [, payload] = s.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const key = ctx.app.authDeps.key;
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .sign(key.privateKey);
    const res = await me({ bearer: expired });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Your session has expired.' });

    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-guessed-secret-of-32-characters!!'));
    const tampered = s.accessToken.replace(
      /\.[^.]+\./,
      `.${Buffer.from(JSON.stringify({ ...claims, uid: crypto.randomUUID() })).toString('base64url')}.`,
    );
    const otherAudience = await new SignJWT({ ...claims, aud: 'someone-else' })
      .setProtectedHeader({ alg: 'ES256' })
      .sign(key.privateKey);
    for (const token of [unsigned, hmac, tampered, otherAudience, 'garbage']) {
      expect((await me({ bearer: token })).statusCode, token.slice(0, 20)).toBe(401);
    }
    expect(AUDIENCE).toBe('talent-sourcing');
  });
});

describe('POST /uaa/oauth/revoke_token', () => {
  it('ends the session: the refresh token and the access token stop working, cookies are cleared', async () => {
    const user = await buildUser(ctx.database.db);
    const s = await signIn(ctx.app, user.email, TEST_PASSWORD);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/uaa/oauth/revoke_token',
      headers: { cookie: `${s.cookie}; ${s.refreshCookie}` },
    });
    expect(res.statusCode).toBe(200);
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cleared.access_token?.value).toBe('');
    expect(cleared.refresh_token?.path).toBe('/uaa/oauth');
    expect((await refresh(s.refreshCookie)).statusCode).toBe(401);
    expect((await me({ cookie: s.cookie })).statusCode).toBe(401);
  });
});

describe('PUT /sso/rest/update-password', () => {
  it('needs the current password, applies the strength rule and ends the other sessions', async () => {
    const user = await buildUser(ctx.database.db);
    const here = await signIn(ctx.app, user.email, TEST_PASSWORD);
    const elsewhere = await signIn(ctx.app, user.email, TEST_PASSWORD);
    const put = (body: object, cookie = here.cookie) =>
      ctx.app.inject({ method: 'PUT', url: '/sso/rest/update-password', payload: body, headers: { cookie } });

    expect(
      (await put({ currentPassword: 'Wrong@Pass2026', newPassword: 'New@Pass2026!' })).json(),
    ).toMatchObject({
      error: 'invalid_password',
    });
    const weak = await put({ currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: 'weak_password' });
    expect((await put({ currentPassword: TEST_PASSWORD })).statusCode).toBe(400);

    expect((await put({ currentPassword: TEST_PASSWORD, newPassword: 'New@Pass2026!' })).statusCode).toBe(
      200,
    );
    expect((await me({ cookie: here.cookie })).statusCode).toBe(200);
    expect((await me({ cookie: elsewhere.cookie })).statusCode).toBe(401);
    expect((await refresh(elsewhere.refreshCookie)).statusCode).toBe(401);
    expect((await refresh(here.refreshCookie)).statusCode).toBe(200);
    await signIn(ctx.app, user.email, 'New@Pass2026!');
  });

  it('needs a signed-in caller', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/sso/rest/update-password',
      payload: { currentPassword: 'a', newPassword: 'b' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /sso/rest/signup', () => {
  it('creates a job seeker when the mailed link is opened, and signs them in', async () => {
    const email = `new-${Date.now()}@example.test`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sso/rest/signup',
      payload: { fullName: 'Salma Al Harthy', email, password: 'Strong@Pass2026' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'verification_sent' });
    expect(res.cookies).toEqual([]);
    const token = ctx.mailbox.signupToken(email);
    expect(token).toBeDefined();
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/sso/rest/verify-email',
      payload: { token },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const s = sessionFrom(verified);
    expect((await me({ cookie: s.cookie })).json()).toMatchObject({
      email,
      fullName: 'Salma Al Harthy',
      roles: ['jobseeker'],
      primaryRole: 'jobseeker',
      locked: false,
    });
  });

  it('does not echo the typed name in the mail to the new, unverified address (issue 22)', async () => {
    const email = `echo-${Date.now()}@example.test`;
    const typed = 'Win a prize at spam.example now';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sso/rest/signup',
      headers: { cookie: 'language=ar' },
      payload: { fullName: typed, email, password: 'Strong@Pass2026' },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = ctx.mailbox.to(email);
    expect(mail).toBeDefined();
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      expect(part).not.toContain('Win a prize');
      expect(part).not.toContain('spam.example');
    }
    expect(mail?.text).toMatch(/^مرحبًا،\n/);
    expect(ctx.mailbox.signupToken(email)).toBeDefined();
  });

  it('greets the owner of a registered address by the stored name, not the typed one', async () => {
    const owner = await buildUser(ctx.database.db, { fullName: 'Stored Owner' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sso/rest/signup',
      payload: { fullName: 'Typed Stranger', email: owner.email, password: 'Strong@Pass2026' },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = ctx.mailbox.to(owner.email);
    expect(mail?.text).toContain('Hello Stored Owner,');
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toContain('Typed Stranger');
  });

  it('refuses a weak password and a bad e-mail', async () => {
    const weak = await ctx.app.inject({
      method: 'POST',
      url: '/sso/rest/signup',
      payload: { fullName: 'A', email: `weak-${Date.now()}@example.test`, password: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: 'weak_password' });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/sso/rest/signup',
      payload: { fullName: 'A', email: 'not-an-email', password: 'Strong@Pass2026' },
    });
    expect(bad.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toEqual(['body.email']);
  });
});

describe('cross-site request forgery', () => {
  it('refuses a state change from another origin and accepts our own', async () => {
    const user = await buildUser(ctx.database.db);
    const payload = form({ grant_type: 'password', username: user.email, password: TEST_PASSWORD });
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload,
      headers: { ...FORM, origin: 'https://evil.example', host: 'localhost:8080' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: 'cross_site' });
    const fetchMeta = await ctx.app.inject({
      method: 'PUT',
      url: '/sso/rest/update-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'New@Pass2026!' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMeta.statusCode).toBe(403);
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      payload,
      headers: { ...FORM, origin: 'http://localhost:8080', host: 'localhost:8080' },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('keeps job seekers out of the recruiter API and shows recruiters only their organisation', async () => {
    const db = ctx.database.db;
    const orgId = await buildOrganisation(db);
    const otherOrg = await buildOrganisation(db);
    const draft = await buildJob(db, { organisationId: orgId, status: 'draft' });
    const published = await buildJob(db, { organisationId: orgId });
    await buildJob(db, { organisationId: otherOrg });
    const recruiter = await buildUser(db, { memberships: [{ organisationId: orgId, role: 'hr' }] });
    const seeker = await buildUser(db);
    const url = '/elevate-be/rest/api/hr/job';

    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const seekerSession = await signIn(ctx.app, seeker.email, TEST_PASSWORD);
    const refused = await ctx.app.inject({ method: 'GET', url, headers: { cookie: seekerSession.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden' });

    const recruiterSession = await signIn(ctx.app, recruiter.email, TEST_PASSWORD);
    const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: recruiterSession.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ items: { id: string; status: string }[]; total: number }>();
    expect(body.items.map((j) => j.id).sort()).toEqual([draft, published].sort());
    expect(body.total).toBe(2);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `${url}?limit=500`,
      headers: { cookie: recruiterSession.cookie },
    });
    expect(page.statusCode).toBe(400);

    const recruiterMe = await me({ cookie: recruiterSession.cookie });
    expect(recruiterMe.json()).toMatchObject({
      roles: ['hr'],
      primaryRole: 'hr',
      organisations: [{ id: orgId, roles: ['hr'] }],
    });
  });
});

describe('locked accounts', () => {
  it('may sign in and see that they are locked, and nothing else', async () => {
    const db = ctx.database.db;
    const orgId = await buildOrganisation(db);
    const locked = await buildUser(db, {
      locked: true,
      memberships: [{ organisationId: orgId, role: 'hr' }],
    });
    const s = await signIn(ctx.app, locked.email, TEST_PASSWORD);
    expect((await me({ cookie: s.cookie })).json()).toMatchObject({ locked: true });
    const check = await ctx.app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/job-seeker/check?limit=100&offset=0',
      headers: { cookie: s.cookie },
    });
    expect(check.json()).toEqual({ locked: true, total: 0, items: [] });
    const hr = await ctx.app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/hr/job',
      headers: { cookie: s.cookie },
    });
    expect(hr.statusCode).toBe(403);
    expect(hr.json()).toMatchObject({
      error: 'locked',
      message: 'Your account is locked. Please contact your organization admin in order to view the content.',
    });
  });

  it('are locked and unlocked by the admin alone, with an audit record', async () => {
    const db = ctx.database.db;
    const admin = await buildUser(db, { platformRoles: ['admin'] });
    const target = await buildUser(db);
    const adminSession = await signIn(ctx.app, admin.email, TEST_PASSWORD);
    const targetSession = await signIn(ctx.app, target.email, TEST_PASSWORD);
    const lock = (userId: string, cookie: string, action = 'lock') =>
      ctx.app.inject({
        method: 'POST',
        url: `/elevate-be/rest/api/admin/users/${userId}/${action}`,
        payload: { reason: 'Reported by the organisation' },
        headers: { cookie },
      });

    expect((await lock(admin.id, targetSession.cookie)).statusCode).toBe(403);
    expect((await lock('not-a-uuid', adminSession.cookie)).statusCode).toBe(400);
    expect((await lock(crypto.randomUUID(), adminSession.cookie)).statusCode).toBe(404);

    expect((await lock(target.id, adminSession.cookie)).json()).toEqual({ userId: target.id, locked: true });
    // the lock takes effect on the session already open
    expect((await me({ cookie: targetSession.cookie })).json()).toMatchObject({ locked: true });
    expect((await lock(target.id, adminSession.cookie, 'unlock')).json()).toEqual({
      userId: target.id,
      locked: false,
    });
    expect((await me({ cookie: targetSession.cookie })).json()).toMatchObject({ locked: false });

    const audit = await db
      .selectFrom('auditLog')
      .select(['action', 'actorUserId', 'details'])
      .where('targetId', '=', target.id)
      .where('action', 'like', 'user.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['user.lock', 'user.unlock']);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.id,
      details: { reason: 'Reported by the organisation' },
    });
  });
});

describe('the job-seeker check', () => {
  it('lists what waits for an answer, and needs a signed-in caller', async () => {
    const db = ctx.database.db;
    const seeker = await buildUser(db);
    const jobId = await buildJob(db, { title: 'Invited role' });
    await db
      .insertInto('invitations')
      .values({ jobId, seekerId: seeker.id, expiresAt: new Date(Date.now() + 86_400_000) })
      .execute();
    const s = await signIn(ctx.app, seeker.email, TEST_PASSWORD);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/job-seeker/check?limit=100&offset=0',
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      locked: false,
      total: 1,
      items: [{ kind: 'invitation', jobId, title: 'Invited role' }],
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/elevate-be/rest/api/job-seeker/check' })).statusCode,
    ).toBe(401);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/job-seeker/check?limit=101',
      headers: { cookie: s.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the current-user GraphQL query', () => {
  const query =
    '{ user { id subject profile { userID fullName title pictureURL email } } primaryRole isPremium isEnterpriseUser roles }';

  it("answers the spec's shape for the signed-in user", async () => {
    const user = await buildUser(ctx.database.db, { fullName: 'Huda Al Balushi' });
    const s = await signIn(ctx.app, user.email, TEST_PASSWORD);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/workspace/x/graphql',
      payload: { query },
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        user: {
          id: user.id,
          subject: user.subject,
          profile: {
            userID: user.id,
            fullName: 'Huda Al Balushi',
            title: null,
            pictureURL: null,
            email: user.email,
          },
        },
        primaryRole: 'jobseeker',
        isPremium: false,
        isEnterpriseUser: false,
        roles: ['jobseeker'],
      },
    });
  });

  it('answers HTTP 401 to an anonymous caller', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/workspace/x/graphql', payload: { query } });
    expect(res.statusCode).toBe(401);
    expect(cookiesOf(res)).toEqual({});
  });
});
