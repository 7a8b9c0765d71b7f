import type { AddressInfo } from 'node:net';
import { decodeJwt, SignJWT } from 'jose';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestApp } from '../../test/app.js';
import { buildJob, buildOrganisation, buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { type Session, signIn } from '../../test/session.js';
import { insertNotifications } from '../notifications/notify.js';
import { openLive } from '../../test/live-client.js';
import { TOKEN_ALGORITHM } from '../auth/signing-key.js';
import { LIVE_PATH } from './live.plugin.js';

/** How an upgrade is refused: the HTTP status, or 'open' when it was accepted. */
async function upgradeStatus(baseUrl: string, headers: Record<string, string>): Promise<number | 'open'> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${LIVE_PATH}`, { headers });
  return new Promise((resolve) => {
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', () => resolve(0));
  });
}

const quiet = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the live channel (one server)', () => {
  const t = useTestApp();
  let baseUrl: string;
  let seeker: { id: string; email: string };
  let seekerSession: Session;
  let recruiterSession: Session;
  let outsiderSession: Session;
  let jobId: string;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const db = t.database.db;
    const org = await buildOrganisation(db);
    const otherOrg = await buildOrganisation(db);
    jobId = await buildJob(db, { organisationId: org });
    seeker = await buildUser(db);
    const recruiter = await buildUser(db, { memberships: [{ organisationId: org, role: 'hr' }] });
    const outsider = await buildUser(db, { memberships: [{ organisationId: otherOrg, role: 'hr' }] });
    seekerSession = await signIn(t.app, seeker.email, TEST_PASSWORD);
    recruiterSession = await signIn(t.app, recruiter.email, TEST_PASSWORD);
    outsiderSession = await signIn(t.app, outsider.email, TEST_PASSWORD);
  });

  it('is a WebSocket for signed-in accounts of this site only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: LIVE_PATH });
    expect(anonymous.statusCode).toBe(401);
    const plain = await t.app.inject({
      method: 'GET',
      url: LIVE_PATH,
      headers: { cookie: seekerSession.cookie },
    });
    expect(plain.statusCode).toBe(426);
    expect(plain.headers.upgrade).toBe('websocket');
    expect(await upgradeStatus(baseUrl, {})).toBe(401);
    expect(await upgradeStatus(baseUrl, { cookie: 'access_token=forged' })).toBe(401);
    // another site's page cannot open one with our cookie (cross-site WebSocket hijacking)
    expect(
      await upgradeStatus(baseUrl, { cookie: seekerSession.cookie, origin: 'https://evil.example' }),
    ).toBe(403);
    expect(await upgradeStatus(baseUrl, { cookie: seekerSession.cookie })).toBe('open');
  });

  it("tells a tab of its account's notifications once the change commits, and never of one rolled back", async () => {
    const live = await openLive(baseUrl, seekerSession.cookie);
    await live.next((m) => m.type === 'hello');
    const other = await openLive(baseUrl, recruiterSession.cookie);
    await other.next((m) => m.type === 'hello');
    const row = {
      userId: seeker.id,
      kind: 'invitation_received' as const,
      title: 'A live test',
      url: '/invitations',
    };
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await insertNotifications(trx, [row]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await quiet(300);
    expect(live.received.filter((m) => m.type === 'notification')).toEqual([]);
    await t.database.db.transaction().execute((trx) => insertNotifications(trx, [row]).then(() => undefined));
    await live.next((m) => m.type === 'notification');
    // reading it tells the account's other tabs too (the bell's count)
    const feed = await t.app.inject({
      method: 'GET',
      url: '/router/rest/api/v2/notifications',
      headers: { cookie: seekerSession.cookie },
    });
    const id = (feed.json() as { content: { id: string }[] }).content[0]?.id;
    const before = live.received.length;
    await t.app.inject({
      method: 'PUT',
      url: `/router/rest/api/v2/notifications/${id}`,
      headers: { cookie: seekerSession.cookie },
    });
    await live.next((m) => live.received.indexOf(m as never) >= before && m.type === 'notification');
    // nobody else heard of it
    expect(other.received.map((m) => m.type)).toEqual(['hello']);
    live.socket.close();
    other.socket.close();
  });

  it("tells the organisation's hiring team when a job's pipeline changes, and no other organisation", async () => {
    const team = await openLive(baseUrl, recruiterSession.cookie);
    const outsider = await openLive(baseUrl, outsiderSession.cookie);
    const candidate = await openLive(baseUrl, seekerSession.cookie);
    await Promise.all([team, outsider, candidate].map((c) => c.next((m) => m.type === 'hello')));
    const applied = await t.app.inject({
      method: 'POST',
      url: `/elevate-be/rest/api/job-seeker/job/${jobId}/apply`,
      headers: { cookie: seekerSession.cookie },
      payload: {},
    });
    expect(applied.statusCode, applied.body).toBeLessThan(300);
    expect(await team.next((m) => m.type === 'pipeline')).toEqual({ type: 'pipeline', jobId });
    await quiet(300);
    expect(outsider.received.some((m) => m.type === 'pipeline')).toBe(false);
    expect(candidate.received.some((m) => m.type === 'pipeline')).toBe(false);
    for (const c of [team, outsider, candidate]) c.socket.close();
  });

  it('closes when the session ends or the account is locked', async () => {
    const person = await buildUser(t.database.db);
    const first = await signIn(t.app, person.email, TEST_PASSWORD);
    const second = await signIn(t.app, person.email, TEST_PASSWORD);
    const a = await openLive(baseUrl, first.cookie);
    const b = await openLive(baseUrl, second.cookie);
    await Promise.all([a, b].map((c) => c.next((m) => m.type === 'hello')));
    // the second session ends the first one from its list of sessions (or the first signs out)
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/uaa/sessions/${String(decodeJwt(first.accessToken).sid)}`,
      headers: { cookie: second.cookie },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await a.closed).code).toBe(4401);
    // the other session of the same account is still open
    expect(b.socket.readyState).toBe(WebSocket.OPEN);
    await t.database.db
      .updateTable('users')
      .set({ isLocked: true, lockedAt: new Date() })
      .where('id', '=', person.id)
      .execute();
    expect((await b.closed).code).toBe(4403);
  });

  it('closes when the access token it was opened with expires', async () => {
    const person = await buildUser(t.database.db);
    const session = await signIn(t.app, person.email, TEST_PASSWORD);
    const claims = decodeJwt(session.accessToken);
    const { key, issuer } = t.app.authDeps;
    // the same token as the server signs, living 2 seconds instead of 10 minutes
    const shortLived = await new SignJWT({ uid: claims.uid, sid: claims.sid, typ: 'access' })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: key.kid })
      .setIssuer(issuer)
      .setAudience(String(claims.aud))
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .setExpirationTime('2s')
      .sign(key.privateKey);
    const live = await openLive(baseUrl, `access_token=${shortLived}`);
    await live.next((m) => m.type === 'hello');
    const started = Date.now();
    const closed = await live.closed;
    expect(closed).toEqual({ code: 4401, reason: 'token expired' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('holds at most LIVE_MAX_CONNECTIONS_PER_USER connections of one account', async () => {
    const person = await buildUser(t.database.db);
    const session = await signIn(t.app, person.email, TEST_PASSWORD);
    const open = [];
    for (let i = 0; i < 20; i += 1) open.push(await openLive(baseUrl, session.cookie));
    const extra = await openLive(baseUrl, session.cookie);
    expect((await extra.closed).code).toBe(4429);
    expect(t.app.liveHub.size).toBeGreaterThanOrEqual(20);
    for (const c of open) c.socket.close();
    await Promise.all(open.map((c) => c.closed));
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/wf/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths[LIVE_PATH]?.get?.responses ?? {}).sort()).toEqual(
      expect.arrayContaining(['401', '403', '426']),
    );
    await sql`select 1`.execute(t.database.db);
  });
});
