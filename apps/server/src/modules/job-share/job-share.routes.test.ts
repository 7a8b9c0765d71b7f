import { describe, expect, it, afterEach } from 'vitest';
import type { ShareJobEmailResponse, ShareJobLimitResponse } from '@talent/contracts';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { MailMessage } from '../../lib/mailer.js';
import { Mailbox } from '../../test/mailbox.js';
import { useTestApp, failOnResponseMismatches, watchResponses } from '../../test/app.js';
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

afterEach(failOnResponseMismatches);

describe('sharing a job by e-mail', () => {
  it('records the share and mails the job, in the sharer’s language, with nothing the sharer typed', async () => {
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
    // a fixed subject around the employer's title: no sharer name (issue 22)
    expect(mail?.subject).toBe('A job was shared with you: Fleet planner <lead>');
    const text = mail?.text ?? '';
    expect(text).toContain('Someone who uses Talent Sourcing thinks this job may interest you.');
    expect(text).toContain('Fleet planner <lead>');
    expect(text).toContain('at Harbour Logistics');
    expect(text).toContain('Share Harbour, Country XQ, Remote');
    expect(text).toContain(`http://localhost:8080/jobs/${jobId}`);
    expect(text).toContain('Talent Sourcing');
    const html = mail?.html ?? '';
    expect(html).toContain('<bdi>Fleet planner &lt;lead&gt;</bdi>');
    expect(html).toContain(`href="http://localhost:8080/jobs/${jobId}"`);
    // neither the sharer's address, nor their (typed) name, nor their note: the recipient is unverified
    for (const part of [mail?.subject ?? '', text, html]) {
      expect(part).not.toContain(sharer.email);
      expect(part).not.toContain('Layla');
      expect(part).not.toContain('Haddad');
      expect(part).not.toContain('Thought of you');
      expect(part).not.toContain('soon');
    }
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
    expect(mail?.subject).toBe('تمت مشاركة وظيفة معك: محاسب');
    expect(mail?.text).toContain('واحة المشاركة، دولة XQ');
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toContain('ليلى');
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
    expect(
      (await share(cookie, jobId, { to: 'ok-500@example.com', message: 'x'.repeat(500) })).statusCode,
    ).toBe(201);
    expect((await share(cookie, jobId, { to: 'ok-blank@example.com', message: '   ' })).statusCode).toBe(201);
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
    expect(body).toMatchObject({ error: 'share_limit_hourly', retryAfterSeconds: retryAfter });
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
    expect(again.json<ShareJobLimitResponse>().error).toBe('share_limit_hourly');

    // another seeker has a limit of their own
    const other = await seeker();
    expect((await share(other.cookie, jobId, { to: 'limit-other@example.com' })).statusCode).toBe(201);
  });

  it('takes its limit from SHARE_JOB_PER_HOUR', async () => {
    const app = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', OVERLOAD_SHEDDING: 'false', SHARE_JOB_PER_HOUR: '2' }),
      {
        database: ctx.database,
        mailer: new Mailbox(),
        mailQueue: 'manual',
      },
    );
    watchResponses(app);
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
      expect(over.json<ShareJobLimitResponse>()).toMatchObject({ error: 'share_limit_hourly' });
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
    for (const refused of answers.filter((a) => a.statusCode === 429))
      expect(refused.json<ShareJobLimitResponse>().error).toBe('share_limit_hourly');
    const rows = await ctx.database.db
      .selectFrom('jobShares')
      .select('id')
      .where('userId', '=', sharer.id)
      .execute();
    expect(rows).toHaveLength(LIMIT);
  });
});

/** A share through another app over the same database, with other settings. */
async function withSettings<T>(
  env: Record<string, string>,
  run: (send: (cookie: string, jobId: string, to: string) => Promise<Response>) => Promise<T>,
): Promise<T> {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', OVERLOAD_SHEDDING: 'false', ...env }), {
    database: ctx.database,
    mailer: new Mailbox(),
    mailQueue: 'manual',
  });
  watchResponses(app);
  try {
    return await run(async (cookie, jobId, to) => {
      const res = await app.inject({
        method: 'POST',
        url: `/elevate-be/rest/api/job-seeker/job/${jobId}/share/email`,
        headers: { cookie },
        payload: { to },
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'retry-after': String(res.headers['retry-after'] ?? '') },
      });
    });
  } finally {
    await app.close();
  }
}

describe('share mails are not a relay (issue 22)', () => {
  it('answers 429 to a 2nd share to the same address in a day, from another account, revealing no more', async () => {
    const jobId = await buildJob(ctx.database.db);
    const first = await seeker();
    const second = await seeker();
    expect((await share(first.cookie, jobId, { to: 'once-a-day@example.com' })).statusCode).toBe(201);

    const again = await share(second.cookie, jobId, { to: ' Once-A-Day@Example.com' });
    expect(again.statusCode).toBe(429);
    // a full day whatever the truth: neither who shared with the address nor when
    expect(again.headers['retry-after']).toBe('86400');
    const body = again.json<ShareJobLimitResponse>();
    expect(body).toMatchObject({ error: 'share_limit_recipient', retryAfterSeconds: 86400 });
    expect(body.message).toBe(
      'This address cannot receive another shared job today. Try again tomorrow, or share the job’s link yourself.',
    );
    // the first sharer too, and with another job
    const otherJob = await buildJob(ctx.database.db);
    const firstAgain = await share(first.cookie, otherJob, { to: 'once-a-day@example.com' });
    expect(firstAgain.statusCode).toBe(429);
    expect(firstAgain.json<ShareJobLimitResponse>().error).toBe('share_limit_recipient');
    expect(await mailsTo('once-a-day@example.com')).toHaveLength(1);
    // the refused shares cost the second sharer nothing of their hourly limit
    const next = await share(second.cookie, jobId, { to: 'someone-else@example.com' });
    expect(next.json<ShareJobEmailResponse>().remaining).toBe(LIMIT - 1);

    // a day later the address may get one again
    await ctx.database.db
      .updateTable('jobShares')
      .set({ createdAt: new Date(Date.now() - 24 * 3600_000 - 60_000) })
      .where('recipient', '=', 'once-a-day@example.com')
      .execute();
    expect((await share(second.cookie, jobId, { to: 'once-a-day@example.com' })).statusCode).toBe(201);
  });

  it('lets exactly one of many simultaneous shares from different accounts to one address through', async () => {
    const jobId = await buildJob(ctx.database.db);
    const sharers = await Promise.all(Array.from({ length: 8 }, () => seeker()));
    const answers = await Promise.all(
      sharers.map((s) => share(s.cookie, jobId, { to: 'crowded@example.com' })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    for (const refused of answers.filter((a) => a.statusCode === 429))
      expect(refused.json<ShareJobLimitResponse>().error).toBe('share_limit_recipient');
    const rows = await ctx.database.db
      .selectFrom('jobShares')
      .select('id')
      .where('recipient', '=', 'crowded@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await mailsTo('crowded@example.com')).toHaveLength(1);
  });

  it('takes the per-address limit from SHARE_JOB_PER_RECIPIENT_PER_DAY', async () => {
    const jobId = await buildJob(ctx.database.db);
    const sharers = await Promise.all(Array.from({ length: 3 }, () => seeker()));
    const answers = await withSettings({ SHARE_JOB_PER_RECIPIENT_PER_DAY: '2' }, async (send) => {
      const out = [];
      for (const s of sharers) {
        const res = await send(s.cookie, jobId, 'twice@example.com');
        out.push({ status: res.status, body: (await res.json()) as { error?: string } });
      }
      return out;
    });
    expect(answers.map((a) => a.status)).toEqual([201, 201, 429]);
    expect(answers[2]?.body.error).toBe('share_limit_recipient');
  });

  it('stops every share for the day at SHARE_JOB_PER_DAY_TOTAL, across accounts', async () => {
    const jobId = await buildJob(ctx.database.db);
    const { count } = await ctx.database.db
      .selectFrom('jobShares')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('createdAt', '>', new Date(Date.now() - 23 * 3600_000))
      .executeTakeFirstOrThrow();
    const total = Number(count) + 3;
    const [first, second, third] = [await seeker(), await seeker(), await seeker()];
    const answers = await withSettings({ SHARE_JOB_PER_DAY_TOTAL: String(total) }, async (send) => [
      // two accounts fill the day's total; a third account, and the first again, are refused
      await send(first.cookie, jobId, 'total-1@example.com'),
      await send(first.cookie, jobId, 'total-2@example.com'),
      await send(second.cookie, jobId, 'total-3@example.com'),
      await send(third.cookie, jobId, 'total-4@example.com'),
      await send(first.cookie, jobId, 'total-5@example.com'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429, 429]);
    const over = answers[3];
    if (over === undefined) throw new Error('no fourth answer');
    const body = (await over.json()) as ShareJobLimitResponse;
    expect(body.error).toBe('share_limit_daily');
    expect(body.message).toMatch(/^Sharing by e-mail is paused for now: too many jobs were shared today\./);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBe(body.retryAfterSeconds);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86400);
    const fifth = answers[4];
    if (fifth === undefined) throw new Error('no fifth answer');
    expect(((await fifth.json()) as ShareJobLimitResponse).error).toBe('share_limit_daily');
  });

  it('tells API readers that the mail holds nothing the sharer typed, and names each limit’s code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wf/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<string, Record<string, { summary?: string; description?: string }>>;
    }>();
    const operation = doc.paths['/elevate-be/rest/api/job-seeker/job/{jobId}/share/email']?.post;
    const text = `${operation?.summary ?? ''} ${operation?.description ?? ''}`;
    expect(text).toContain('The mail holds no text of the sharer’s');
    expect(text).toContain('kept with the share, but it is never mailed');
    for (const code of ['share_limit_hourly', 'share_limit_recipient', 'share_limit_daily'])
      expect(text).toContain(code);
  });

  it('writes to a registered address in its owner’s language, still without the sharer’s name', async () => {
    const sharer = await seeker('Omar Sender');
    const owner = await buildUser(ctx.database.db, { email: 'registered.zh@example.com' });
    await ctx.database.db
      .updateTable('users')
      .set({ preferredLanguage: 'zh-CN' })
      .where('id', '=', owner.id)
      .execute();
    const jobId = await buildJob(ctx.database.db, { title: 'Harbour pilot' });
    expect((await share(sharer.cookie, jobId, { to: 'Registered.ZH@example.com' })).statusCode).toBe(201);
    const [mail] = await mailsTo('registered.zh@example.com');
    expect(mail?.subject).toBe('有人与您分享了一个职位：Harbour pilot');
    expect(`${mail?.text} ${mail?.html}`).not.toContain('Omar');
  });
});

describe('one-click unsubscribe from shared jobs', () => {
  it('an address with no account turns shared jobs off with the mail’s link; later shares to it are refused in words', async () => {
    const sharer = await seeker();
    const organisationId = await buildOrganisation(ctx.database.db);
    const jobId = await buildJob(ctx.database.db, { organisationId });
    const to = `nobody-${Date.now()}@example.com`;
    expect((await share(sharer.cookie, jobId, { to })).statusCode).toBe(201);
    const [mail] = await mailsTo(to);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? 'http://x/');
    expect(mail?.text).toContain(url.toString());
    const off = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ setting: 'mail.job_share', kind: 'job_share' });
    const again = await share(sharer.cookie, jobId, { to: to.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'recipient_unsubscribed' });
    expect(await mailsTo(to)).toHaveLength(1);
  });
});
