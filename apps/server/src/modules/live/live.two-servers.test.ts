import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/app.js';
import { buildJob, buildOrganisation, buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { signIn } from '../../test/session.js';
import { openLive } from '../../test/live-client.js';

/**
 * Two app servers on one PostgreSQL (the scale path): a change made through one reaches the tabs
 * connected to the other, through the database's LISTEN/NOTIFY and nothing else. Runs in the API
 * suite on PostgreSQL (TEST_DATABASE_URL); the embedded database has one server by nature.
 */
const t = useTestApp();

describe('live delivery across two app servers on one PostgreSQL', () => {
  let second: FastifyInstance | undefined;
  const urls: string[] = [];

  beforeAll(async () => {
    if (t.database.url === undefined) return;
    second = await buildTestApp(
      { DATABASE_URL: t.database.url },
      { mailer: new Mailbox(), mailQueue: 'manual', authLimits: { perAddress: 100_000 } },
    );
    for (const app of [t.app, second]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });

  afterAll(async () => {
    await second?.close();
  });

  it('sends what happens on one server to the recipient connected to the other', async (context) => {
    if (second === undefined) return context.skip();
    const [urlA = '', urlB = ''] = urls;
    const db = t.database.db;
    const org = await buildOrganisation(db);
    const jobId = await buildJob(db, { organisationId: org });
    const seeker = await buildUser(db);
    const recruiter = await buildUser(db, { memberships: [{ organisationId: org, role: 'hr' }] });
    // each signs in and connects on a different server
    const seekerSession = await signIn(t.app, seeker.email, TEST_PASSWORD);
    const recruiterSession = await signIn(second, recruiter.email, TEST_PASSWORD);
    const onB = await openLive(urlB, recruiterSession.cookie);
    const onA = await openLive(urlA, seekerSession.cookie);
    await Promise.all([onA, onB].map((c) => c.next((m) => m.type === 'hello')));

    // the seeker applies through server A: the recruiter's tab on server B hears of it
    const applied = await t.app.inject({
      method: 'POST',
      url: `/elevate-be/rest/api/job-seeker/job/${jobId}/apply`,
      headers: { cookie: seekerSession.cookie },
      payload: {},
    });
    expect(applied.statusCode, applied.body).toBeLessThan(300);
    expect(await onB.next((m) => m.type === 'pipeline')).toEqual({ type: 'pipeline', jobId });
    await onB.next((m) => m.type === 'notification');

    // the recruiter writes through server B: the seeker's tab on server A receives the message
    const opened = await second.inject({
      method: 'POST',
      url: '/router/rest/api/channels',
      headers: { cookie: recruiterSession.cookie },
      payload: { jobId, seekerId: seeker.id },
    });
    expect(opened.statusCode, opened.body).toBeLessThan(300);
    const channelId = (opened.json() as { id: string }).id;
    const sent = await second.inject({
      method: 'POST',
      url: `/router/rest/api/channels/${channelId}/messages`,
      headers: { cookie: recruiterSession.cookie },
      payload: { text: 'Hello from server B' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = (sent.json() as { id: string }).id;
    expect(await onA.next((m) => m.type === 'message')).toEqual({ type: 'message', channelId, messageId });
    // and the seeker's answer through server A reaches the recruiter on server B
    const answered = await t.app.inject({
      method: 'POST',
      url: `/router/rest/api/channels/${channelId}/messages`,
      headers: { cookie: seekerSession.cookie },
      payload: { text: 'Hello from server A' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const answerId = (answered.json() as { id: string }).id;
    await onB.next((m) => m.type === 'message' && m.messageId === answerId);
    onA.socket.close();
    onB.socket.close();
  });
});
