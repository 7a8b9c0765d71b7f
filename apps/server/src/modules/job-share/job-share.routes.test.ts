import { describe, expect, it } from 'vitest';
import type { ShareJobEmailResponse, ShareJobLimitResponse } from '@talent/contracts';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { MailMessage } from '../../lib/mailer.js';
import { Mailbox } from '../../test/mailbox.js';
import { useTestApp } from '../../test/app.js';
import { buildCity, buildJob, buildOrganisation, buildUser } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();
const MISSING = '0f0f0f0f-0000-4000-8000-000000000000';
const LIMIT = 10; // SHARE_JOB_PER_HOUR's default, which the test app runs with

function share(cookie: string | undefined, jobId: string, payload: unknown, language?: string) {
  const cookies = [cookie, language === undefined ? undefined : `language=${language}`].filter(Boolean);
  return ctx.app.inject({
    method: 'POST',
    url: `/elevate-be/rest/api/job-seeker/job/${jobId}/share/email`,
    headers: cookies.length === 0 ? {} : { cookie: cookies.join('; ') },
    payload: payload as Record<string, unknown>,
  });
}

async function seeker(fullName?: string) {
  const user = await buildUser(ctx.database.db, fullName === undefined ? {} : { fullName });
  return { ...user, cookie: (await signIn(ctx.app, user.email, user.password)).cookie };
}

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { fields?: { field: string }[] }).fields?.map((f) => f.field) ?? [];

/** The mails to this address, once the mail queue has sent what is due (the test app sends on demand). */
async function mailsTo(address: string): Promise<MailMessage[]> {
  await ctx.app.mailQueue.deliverDue();
  return ctx.mailbox.to(address);
}

describe('sharing a job by e-mail', () => {
  it('records the share and mails the job, in the sharer’s language, without their address', async () => {
    const sharer = await seeker('Layla Haddad');
    const organisationId = await buildOrganisation(ctx.database.db, { name: 'Harbour Logistics' });
    const cityId = await buildCity(ctx.database.db, {
      countryCode: 'XQ',
      nameEn: 'Share Harbour',
      nameZh: '分享港',
      nameAr: 'ميناء المشاركة',
    });
    const jobId = await buildJob(ctx.database.db, {
      organisationId,
      countryCode: 'XQ',
      cityId,
      remote: true,
      title: 'Fleet planner <lead>',
    });

    const res = await share(sharer.cookie, jobId, {
      to: '  Friend.One@Example.COM ',
      message: 'Thought of you!\nApply <b>soon</b>.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<ShareJobEmailResponse>();
    expect(body).toMatchObject({ jobId, to: 'friend.one@example.com', remaining: LIMIT - 1 });

    const rows = await ctx.database.db
      .selectFrom('jobShares')
      .selectAll()
      .where('jobId', '=', jobId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: sharer.id,
      recipient: 'friend.one@example.com',
      message: 'Thought of you!\nApply <b>soon</b>.',
    });

    // queued with the share, not sent in the request
    expect(ctx.mailbox.to('friend.one@example.com')).toEqual([]);
    const [mail] = await mailsTo('friend.one@example.com');
    expect(mail?.subject).toBe('Layla Haddad shared a job with you: Fleet planner <lead>');
    const text = mail?.text ?? '';
    expect(text).toContain('Layla Haddad thinks this job on Talent Sourcing may interest you.');
    expect(text).toContain('Fleet planner <lead>');
    expect(text).toContain('at Harbour Logistics');
    expect(text).toContain('Share Harbour, Country XQ, Remote');
    expect(text).toContain('> Thought of you!\n> Apply <b>soon</b>.');
    expect(text).toContain(`http://localhost:8080/jobs/${jobId}`);
    expect(text).toContain('Talent Sourcing');
    expect(text).not.toContain(sharer.email);
    const html = mail?.html ?? '';
    expect(html).toContain('<bdi>Fleet planner &lt;lead&gt;</bdi>');
    expect(html).toContain('Thought of you!<br>Apply &lt;b&gt;soon&lt;/b&gt;.');
    expect(html).toContain(`href="http://localhost:8080/jobs/${jobId}"`);
    expect(html).not.toContain(sharer.email);
  });

  it('writes the mail in the sharer’s interface language (Arabic, right to left)', async () => {
    const sharer = await seeker('ليلى حداد');
    const cityId = await buildCity(ctx.database.db, {
      countryCode: 'XQ',
      nameEn: 'Share Oasis',
      nameZh: '分享绿洲',
      nameAr: 'واحة المشاركة',
    });
    const jobId = await buildJob(ctx.database.db, { countryCode: 'XQ', cityId, title: 'محاسب' });
    const res = await share(sharer.cookie, jobId, { to: 'ar.friend@example.com' }, 'ar');
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo('ar.friend@example.com');
    expect(mail?.subject).toBe('شارك ليلى حداد وظيفة معك: محاسب');
    expect(mail?.text).toContain('واحة المشاركة، دولة XQ');
    expect(mail?.text).not.toContain('>'); // no message, nothing quoted
    expect(mail?.html).toContain('dir="rtl"');
  });

  it('names each field that is not valid (400)', async () => {
    const { cookie } = await seeker();
    const jobId = await buildJob(ctx.database.db);
    for (const [payload, fields] of [
      [{}, ['body.to']],
      [{ to: 'not-an-address' }, ['body.to']],
      [{ to: 'two@example.com, three@example.com' }, ['body.to']],
      [{ to: `${'a'.repeat(245)}@example.com` }, ['body.to']],
      [{ to: 'ok@example.com', message: 'x'.repeat(501) }, ['body.message']],
      [{ to: 'nobody', message: 42 }, ['body.to', 'body.message']],
    ] as const) {
      const res = await share(cookie, jobId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(res.body).sort()).toEqual([...fields].sort());
    }
    // a note of exactly 500 characters, and a blank one, are fine
    expect((await share(cookie, jobId, { to: 'ok@example.com', message: 'x'.repeat(500) })).statusCode).toBe(
      201,
    );
    expect((await share(cookie, jobId, { to: 'ok@example.com', message: '   ' })).statusCode).toBe(201);
    expect((await share(cookie, 'not-a-uuid', { to: 'ok@example.com' })).statusCode).toBe(400);
  });

  it('asks for a sign-in (401) and refuses other accounts than job seekers (403)', async () => {
    const jobId = await buildJob(ctx.database.db);
    expect((await share(undefined, jobId, { to: 'ok@example.com' })).statusCode).toBe(401);
    const organisationId = await buildOrganisation(ctx.database.db);
    const recruiter = await buildUser(ctx.database.db, { memberships: [{ organisationId, role: 'hr' }] });
    const cookie = (await signIn(ctx.app, recruiter.email, recruiter.password)).cookie;
    expect((await share(cookie, jobId, { to: 'ok@example.com' })).statusCode).toBe(403);
  });

  it('answers 404 alike for a missing job and one seekers cannot see, and records nothing', async () => {
    const sharer = await seeker();
    const hidden = await Promise.all(
      (['draft', 'closed', 'withdrawn'] as const).map((status) => buildJob(ctx.database.db, { status })),
    );
    const answers = [];
    for (const jobId of [MISSING, ...hidden]) {
      const res = await share(sharer.cookie, jobId, { to: 'ok@example.com' });
      expect(res.statusCode).toBe(404);
      answers.push(res.json<{ error: string; message: string }>());
    }
    expect(new Set(answers.map((a) => `${a.error}: ${a.message}`)).size).toBe(1);
    const rows = await ctx.database.db
      .selectFrom('jobShares')
      .select('id')
      .where('userId', '=', sharer.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it(`allows ${LIMIT} shares an hour, then answers 429 with Retry-After, per sharer`, async () => {
    const sharer = await seeker();
    const jobId = await buildJob(ctx.database.db);
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await share(sharer.cookie, jobId, { to: `limit-${i}@example.com` });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<ShareJobEmailResponse>().remaining).toBe(LIMIT - i - 1);
    }
    const over = await share(sharer.cookie, jobId, { to: 'limit-over@example.com' });
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = over.json<ShareJobLimitResponse>();
    expect(body).toMatchObject({ error: 'too_many_requests', retryAfterSeconds: retryAfter });
    expect(body.message).toMatch(/up to 10 jobs an hour\. Try again in 60 minutes\./);
    expect(await mailsTo('limit-over@example.com')).toHaveLength(0);

    // shares older than an hour no longer count, and the wait is measured from the oldest one left
    await ctx.database.db
      .updateTable('jobShares')
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where('userId', '=', sharer.id)
      .where('recipient', '=', 'limit-0@example.com')
      .execute();
    expect((await share(sharer.cookie, jobId, { to: 'limit-again@example.com' })).statusCode).toBe(201);
    await ctx.database.db
      .updateTable('jobShares')
      .set({ createdAt: new Date(Date.now() - 50 * 60_000) })
      .where('userId', '=', sharer.id)
      .where('recipient', '=', 'limit-1@example.com')
      .execute();
    const again = await share(sharer.cookie, jobId, { to: 'limit-over@example.com' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(600);

    // another seeker has a limit of their own
    const other = await seeker();
    expect((await share(other.cookie, jobId, { to: 'limit-other@example.com' })).statusCode).toBe(201);
  });

  it('takes its limit from SHARE_JOB_PER_HOUR', async () => {
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SHARE_JOB_PER_HOUR: '2' }), {
      database: ctx.database,
      mailer: new Mailbox(),
      mailQueue: 'manual',
    });
    try {
      const sharer = await seeker();
      const jobId = await buildJob(ctx.database.db);
      const send = (to: string) =>
        app.inject({
          method: 'POST',
          url: `/elevate-be/rest/api/job-seeker/job/${jobId}/share/email`,
          headers: { cookie: sharer.cookie },
          payload: { to },
        });
      expect((await send('cap-1@example.com')).statusCode).toBe(201);
      expect((await send('cap-2@example.com')).statusCode).toBe(201);
      const over = await send('cap-3@example.com');
      expect(over.statusCode).toBe(429);
      expect(over.json<ShareJobLimitResponse>().message).toContain('up to 2 jobs an hour');
    } finally {
      await app.close();
    }
  });

  it('lets only as many simultaneous shares through as the limit allows', async () => {
    const sharer = await seeker();
    const jobId = await buildJob(ctx.database.db);
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 4 }, (_, i) =>
        share(sharer.cookie, jobId, { to: `race-${i}@example.com` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const rows = await ctx.database.db
      .selectFrom('jobShares')
      .select('id')
      .where('userId', '=', sharer.id)
      .execute();
    expect(rows).toHaveLength(LIMIT);
  });
});
