import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { HrAssessment } from '@talent/contracts';
import { createMailer, type MailMessage } from '../../lib/mailer.js';
import { buildTestApp, useTestApp } from '../../test/app.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { routeKit, slot } from '../../test/pipeline-world.js';
import { insertNotifications } from '../notifications/notify.js';
import { enqueueMail, MAIL_QUEUE } from './queue.js';

const ctx = useTestApp();
const { call, ok, application } = routeKit(ctx);

type World = Awaited<ReturnType<typeof application>>;

async function emailOf(id: string): Promise<string> {
  const row = await ctx.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.email;
}

async function setting(userId: string, name: string, value: boolean) {
  await ctx.database.db
    .insertInto('notificationSettings')
    .values({ userId, name, value: value ? 'true' : 'false' })
    .onConflict((oc) => oc.columns(['userId', 'name']).doUpdateSet({ value: value ? 'true' : 'false' }))
    .execute();
}

async function schedule(w: World, hours = 48): Promise<HrAssessment> {
  await w.db
    .updateTable('applications')
    .set({ status: 'shortlisted' })
    .where('id', '=', w.applicationId)
    .execute();
  return ok<HrAssessment>(
    call(w.recruiter, 'POST', '/hr/assesment/schedule', {
      applicationId: w.applicationId,
      kind: 'interview',
      ...slot(hours),
      timeZone: 'Asia/Muscat',
      meetingUrl: 'https://meet.example.com/abc',
      participants: [w.recruiter.subject],
      note: 'Bring your portfolio.',
    }),
    201,
  );
}

async function jobsIn(state: string): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and state = ${state}::pgboss.job_state`.execute(
    ctx.database.db,
  );
  return rows[0]?.n ?? 0;
}

const calendarOf = (mail: MailMessage | undefined) =>
  mail?.attachments?.find((a) => a.filename.endsWith('.ics'));

describe('mail through the background queue', () => {
  it('queues the interview mail in the change, sends it after, with the .ics and the way to switch it off', async () => {
    const w = await application();
    const seekerEmail = await emailOf(w.seeker.id);
    const a = await schedule(w);
    // nothing is sent in the request: the mail waits in the queue
    expect(ctx.mailbox.to(seekerEmail)).toEqual([]);
    expect(await ctx.app.mailQueue.deliverDue()).toBeGreaterThanOrEqual(1);
    const [mail] = ctx.mailbox.to(seekerEmail);
    expect(mail?.subject).toMatch(/Interview scheduled for/);
    expect(mail?.text).toContain(`/jobs/interview/${w.jobId}/${a.id}`);
    expect(mail?.text).toContain('/account/notifications');
    // one-click unsubscribe (RFC 8058) from exactly this kind of mail
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/[^>]+\/unsubscribe\?token=[\w-]+\.[\w-]+\.[\w-]+>$/,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const ics = calendarOf(mail);
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics?.content ?? '')).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(a.startsAt);
    expect(event.sequence).toBe(0);
    // sent once: the queue has nothing more for anyone
    expect(await ctx.app.mailQueue.deliverDue()).toBe(0);

    // a new time: a new mail whose .ics has the same UID and a higher SEQUENCE
    const moved = await ok<HrAssessment>(
      call(w.recruiter, 'POST', '/hr/assesment/re-schedule', {
        id: a.id,
        ...slot(72),
        timeZone: 'Asia/Muscat',
      }),
    );
    await ctx.app.mailQueue.deliverDue();
    const second = ctx.mailbox.to(seekerEmail)[1];
    const event2 = new ICAL.Event(
      new ICAL.Component(ICAL.parse(calendarOf(second)?.content ?? '')).getFirstSubcomponent('vevent') ??
        undefined,
    );
    expect(event2.uid).toBe(event.uid);
    expect(event2.sequence).toBe(1);
    expect(event2.startDate.toJSDate().toISOString()).toBe(moved.startsAt);

    // the same .ics as a download for the seeker only
    const download = await call(w.seeker, 'GET', `/job-seeker/assesment/${a.id}/calendar.ics`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/calendar/);
    expect(download.headers['content-disposition']).toMatch(/attachment; filename="interview.ics"/);
    expect(download.body).toContain('SEQUENCE:1');
    expect((await call(w.otherSeeker, 'GET', `/job-seeker/assesment/${a.id}/calendar.ics`)).statusCode).toBe(
      404,
    );
  });

  it('follows each channel’s setting on its own, and writes in the recipient’s language', async () => {
    const w = await application();
    const seekerEmail = await emailOf(w.seeker.id);
    await ctx.app.mailQueue.deliverDue();
    // e-mail off: the feed still has it, no mail
    await setting(w.seeker.id, 'email.assessment_scheduled', false);
    await schedule(w);
    await ctx.app.mailQueue.deliverDue();
    expect(ctx.mailbox.to(seekerEmail)).toEqual([]);
    const feed = await ctx.database.db
      .selectFrom('notifications')
      .select('kind')
      .where('userId', '=', w.seeker.id)
      .execute();
    expect(feed.map((n) => n.kind)).toContain('assessment_scheduled');

    // in-app off, e-mail on: a mail, no row; in Arabic, as the seeker's language now is
    const other = await application();
    const otherEmail = await emailOf(other.seeker.id);
    await setting(other.seeker.id, 'in_app.assessment_scheduled', false);
    await ctx.database.db
      .updateTable('users')
      .set({ preferredLanguage: 'ar' })
      .where('id', '=', other.seeker.id)
      .execute();
    await schedule(other);
    await ctx.app.mailQueue.deliverDue();
    const [mail] = ctx.mailbox.to(otherEmail);
    expect(mail?.subject).toMatch(/^تم تحديد موعد مقابلة/);
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.text).toContain('إعدادات الإشعارات'.slice(0, 4));
    const rows = await ctx.database.db
      .selectFrom('notifications')
      .select('kind')
      .where('userId', '=', other.seeker.id)
      .where('kind', '=', 'assessment_scheduled')
      .execute();
    expect(rows).toEqual([]);
  });

  it('remembers the language a person signs in with, for their mails', async () => {
    const w = await application();
    const email = await emailOf(w.otherSeeker.id);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/uaa/oauth/token',
      headers: { cookie: 'language=zh-CN', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${encodeURIComponent(email)}&password=${encodeURIComponent(TEST_PASSWORD)}`,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const user = await ctx.database.db
      .selectFrom('users')
      .select('preferredLanguage')
      .where('id', '=', w.otherSeeker.id)
      .executeTakeFirstOrThrow();
    expect(user.preferredLanguage).toBe('zh-CN');
  });

  it('keeps a mail whose send failed and sends it on a later try; a change that rolls back queues nothing', async () => {
    await ctx.app.mailQueue.deliverDue();
    const sent = ctx.mailbox.messages.length;
    await enqueueMail(ctx.database.db, { to: 'retry@example.test', subject: 'Once', text: 'hello' });
    ctx.mailbox.failing = true;
    expect(await ctx.app.mailQueue.deliverDue()).toBe(1);
    ctx.mailbox.failing = false;
    expect(ctx.mailbox.to('retry@example.test')).toEqual([]);
    // it waits for its retry (MAIL_RETRY_DELAY_SECONDS): not taken again at once
    expect(await jobsIn('retry')).toBe(1);
    expect(await ctx.app.mailQueue.deliverDue()).toBe(0);
    // …and is sent once its time came
    await sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${MAIL_QUEUE} and state = 'retry'`.execute(
      ctx.database.db,
    );
    expect(await ctx.app.mailQueue.deliverDue()).toBe(1);
    expect(ctx.mailbox.to('retry@example.test')).toHaveLength(1);

    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, { to: 'never@example.test', subject: 'No', text: 'no' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await ctx.app.mailQueue.deliverDue();
    expect(ctx.mailbox.to('never@example.test')).toEqual([]);
    expect(ctx.mailbox.messages.length).toBe(sent + 1);
  });

  it('sends each mail once when two app servers take from one queue at the same time', async () => {
    await ctx.app.mailQueue.deliverDue();
    const { Mailbox } = await import('../../test/mailbox.js');
    const secondBox = new Mailbox();
    const second = await buildTestApp({}, { database: ctx.database, mailer: secondBox, mailQueue: 'manual' });
    try {
      const before = ctx.mailbox.messages.length;
      for (let i = 0; i < 12; i += 1) {
        await enqueueMail(ctx.database.db, { to: `many-${i}@example.test`, subject: `Mail ${i}`, text: 'x' });
      }
      const [one, two] = await Promise.all([ctx.app.mailQueue.deliverDue(), second.mailQueue.deliverDue()]);
      expect(one + two).toBe(12);
      const all = [...ctx.mailbox.messages.slice(before), ...secondBox.messages].map((m) => m.to).sort();
      expect(all).toEqual(Array.from({ length: 12 }, (_, i) => `many-${i}@example.test`).sort());
    } finally {
      await second.close();
    }
  });

  it('sends through a real SMTP server: plain text, HTML, and the .ics as text/calendar; method=REQUEST', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const smtpApp = await buildTestApp(
      {},
      {
        database: ctx.database,
        mailer: createMailer({
          smtpUrl: `smtp://127.0.0.1:${port}`,
          outboxDir: '/nonexistent',
          from: 'Talent Sourcing <no-reply@jobs.example.com>',
          timeoutMs: 5000,
        }),
        mailQueue: 'manual',
      },
    );
    try {
      await ctx.app.mailQueue.deliverDue();
      const w = await application();
      const seekerEmail = await emailOf(w.seeker.id);
      const a = await schedule(w, 30);
      await smtpApp.mailQueue.deliverDue();
      const parsed = await Promise.all(received.map((raw) => simpleParser(raw)));
      const mail = parsed.find((m) => m.to !== undefined && JSON.stringify(m.to).includes(seekerEmail));
      expect(mail?.text).toContain(`/jobs/interview/${w.jobId}/${a.id}`);
      expect(mail?.html).toContain('<a href=');
      expect(JSON.stringify(mail?.headers.get('list'))).toContain('/unsubscribe?token=');
      expect(received.find((raw) => raw.includes(seekerEmail))).toMatch(
        /^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m,
      );
      const ics = mail?.attachments.find((x) => x.filename === 'interview.ics');
      expect(ics?.contentType).toBe('text/calendar');
      expect(received.find((raw) => raw.includes(seekerEmail))).toMatch(
        /Content-Type: text\/calendar; charset=utf-8;\s+method=REQUEST/i,
      );
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? '')).getFirstSubcomponent('vevent') ??
          undefined,
      );
      expect(event.startDate.toJSDate().toISOString()).toBe(a.startsAt);
    } finally {
      try {
        await smtpApp.close();
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    }
  });

  it('the writer queues no mail for a kind the recipient switched off by e-mail, one for each other recipient', async () => {
    await ctx.app.mailQueue.deliverDue();
    const w = await application();
    await ctx.app.mailQueue.deliverDue();
    await setting(w.seeker.id, 'email.offer_sent', false);
    const row = (userId: string) => ({
      userId,
      kind: 'offer_sent' as const,
      title: 'An offer',
      url: '/jobs/offer/x',
    });
    await insertNotifications(ctx.database.db, [row(w.seeker.id), row(w.otherSeeker.id)]);
    expect(await ctx.app.mailQueue.deliverDue()).toBe(1);
    expect(ctx.mailbox.to(await emailOf(w.otherSeeker.id)).map((m) => m.subject)).toEqual(['An offer']);
    expect(ctx.mailbox.to(await emailOf(w.seeker.id)).filter((m) => m.subject === 'An offer')).toEqual([]);
  });
});
