import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ErrorResponse, HrAssessment, HrInvitation, HrOffer } from '@talent/contracts';
import { buildTestApp, useTestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { buildJob, ensureCurrency } from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { HOUR, pipelineKit, routeKit, slot } from '../../test/pipeline-world.js';
import { TIMED_WORK_QUEUE } from '../mail/queue.js';

const ctx = useTestApp();
const kit = routeKit(ctx);
const pipeline = pipelineKit(ctx);
const db = () => ctx.database.db;
const MINUTE = 60_000;

/** A candidate invited (through the API) to a job of a new organisation. */
async function invited() {
  const { orgA, categoryId, hrA } = await pipeline.organisations('Deadlines');
  const jobId = await buildJob(db(), { organisationId: orgA, categoryId, title: 'Lab technician' });
  const candidate = await pipeline.seeker();
  const invitation = await pipeline.ok<HrInvitation>(
    pipeline.call(hrA.session, 'POST', `/hr/job-invitation/${jobId}`, {
      payload: { subject: candidate.subject },
    }),
    201,
  );
  return { hrA, candidate, jobId, invitation };
}

/** An application with an offer sent (through the API), answerable until `hours` from now. */
async function offered(hours = 24) {
  await ensureCurrency(db(), 'OMR');
  const w = await kit.application();
  await db()
    .updateTable('applications')
    .set({ status: 'interviewing' })
    .where('id', '=', w.applicationId)
    .execute();
  const offer = await kit.ok<HrOffer>(
    kit.call(w.recruiter, 'POST', '/hr/offer/send', {
      applicationId: w.applicationId,
      salary: 1500,
      currency: 'omr',
      period: 'month',
      startDate: '2027-02-01',
      expiresAt: new Date(Date.now() + hours * HOUR).toISOString(),
    }),
    201,
  );
  return { ...w, offer };
}

/** An application with an interview scheduled (through the API) `hours` from now, the admin taking part. */
async function interviewed(hours: number) {
  const w = await kit.application();
  await db()
    .updateTable('applications')
    .set({ status: 'shortlisted' })
    .where('id', '=', w.applicationId)
    .execute();
  const assessment = await kit.ok<HrAssessment>(
    kit.call(w.recruiter, 'POST', '/hr/assesment/schedule', {
      applicationId: w.applicationId,
      kind: 'interview',
      ...slot(hours),
      timeZone: 'Asia/Muscat',
      meetingUrl: 'https://meet.example.com/abc',
      participants: [w.recruiter.subject, w.admin.subject],
    }),
    201,
  );
  return { ...w, assessment };
}

async function kindsOf(userId: string, kind: string) {
  return db()
    .selectFrom('notifications')
    .select(['title', 'titleZh', 'titleAr', 'url', 'data'])
    .where('userId', '=', userId)
    .where('kind', '=', kind as never)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

// first in the file: the database holds no other due work yet, so the counts are exact
describe('two sweeps at once', () => {
  it('do each piece of work once: an invitation, an offer and an interview reminder', async () => {
    const inv = await invited();
    const now = new Date(Date.parse(inv.invitation.expiresAt) + MINUTE);
    const hoursAhead = (now.getTime() - Date.now()) / HOUR;
    const off = await offered(hoursAhead - 1);
    const interview = await interviewed(Math.ceil(hoursAhead) + 10);

    const runs = await Promise.all([ctx.app.timedWork.runDue(now), ctx.app.timedWork.runDue(now)]);
    const total = (key: string) => runs.reduce((sum, r) => sum + (r[key] ?? 0), 0);
    expect(total('invitationsExpired')).toBe(1);
    expect(total('offersExpired')).toBe(1);
    expect(total('interviewReminders')).toBe(1);
    expect(total('jobAlerts')).toBe(0);

    expect(await kindsOf(inv.candidate.id, 'invitation_expired')).toHaveLength(1);
    expect(await kindsOf(off.seeker.id, 'offer_expired')).toHaveLength(1);
    expect(await kindsOf(interview.seeker.id, 'assessment_reminder')).toHaveLength(1);
    expect(await kindsOf(interview.admin.id, 'assessment_reminder')).toHaveLength(1);
  });
});

describe('deadlines', () => {
  it('expires an invitation at its deadline: status, history, both sides told (in the app and by mail), once', async () => {
    const { hrA, candidate, invitation } = await invited();
    const deadline = Date.parse(invitation.expiresAt);

    // before the deadline: nothing
    await ctx.app.timedWork.runDue(new Date(deadline - MINUTE));
    expect(await kindsOf(candidate.id, 'invitation_expired')).toEqual([]);

    const now = new Date(deadline + MINUTE);
    expect((await ctx.app.timedWork.runDue(now)).invitationsExpired).toBeGreaterThanOrEqual(1);
    await ctx.app.timedWork.runDue(now);

    const row = await db()
      .selectFrom('invitations')
      .select(['status', 'respondedAt'])
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'expired', respondedAt: null });
    const history = await db()
      .selectFrom('invitationStatusHistory')
      .select(['fromStatus', 'toStatus', 'changedBy'])
      .where('invitationId', '=', invitation.id)
      .orderBy('changedAt')
      .execute();
    expect(history).toEqual([
      { fromStatus: null, toStatus: 'pending', changedBy: hrA.id },
      { fromStatus: 'pending', toStatus: 'expired', changedBy: null },
    ]);

    const toSeeker = await kindsOf(candidate.id, 'invitation_expired');
    expect(toSeeker).toHaveLength(1);
    expect(toSeeker[0]?.title).toBe('Your invitation to apply for Lab technician has expired');
    expect(toSeeker[0]?.titleZh).toBeTruthy();
    expect(toSeeker[0]?.titleAr).toBeTruthy();
    const toRecruiter = await kindsOf(hrA.id, 'invitation_expired');
    expect(toRecruiter).toHaveLength(1);
    expect(toRecruiter[0]?.title).toContain(candidate.fullName);
    expect(toRecruiter[0]?.url).toMatch(/\?stage=invitations$/);

    await ctx.app.mailQueue.deliverDue();
    const email = (
      await db().selectFrom('users').select('email').where('id', '=', candidate.id).executeTakeFirstOrThrow()
    ).email;
    expect(ctx.mailbox.to(email).filter((m) => /has expired/.test(m.subject))).toHaveLength(1);

    // answering it now is refused, as it was from the deadline on
    const late = await pipeline.call(candidate.session, 'PUT', '/job-seeker/my-invitation/acceptOrReject', {
      payload: { invitationId: invitation.id, accept: true },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorResponse>().message).toMatch(/expired/);
  });

  it('expires an offer at its deadline: status, history in both timelines, both sides told, once', async () => {
    const w = await offered(48);
    const now = new Date(Date.parse(w.offer.expiresAt) + MINUTE);
    await ctx.app.timedWork.runDue(new Date(Date.parse(w.offer.expiresAt) - MINUTE));
    expect(await kindsOf(w.seeker.id, 'offer_expired')).toEqual([]);

    expect((await ctx.app.timedWork.runDue(now)).offersExpired).toBeGreaterThanOrEqual(1);
    await ctx.app.timedWork.runDue(now);

    const offer = await db()
      .selectFrom('offers')
      .select('status')
      .where('id', '=', w.offer.id)
      .executeTakeFirstOrThrow();
    expect(offer.status).toBe('expired');
    const history = await db()
      .selectFrom('offerStatusHistory')
      .select(['fromStatus', 'toStatus'])
      .where('offerId', '=', w.offer.id)
      .orderBy('changedAt')
      .execute();
    expect(history.map((h) => `${h.fromStatus}→${h.toStatus}`)).toEqual(['null→sent', 'sent→expired']);
    interface Timeline {
      timeline: { entity: string; toStatus: string }[];
    }
    for (const [who, path] of [
      [w.recruiter, `/hr/job-applicant/${w.applicationId}`],
      [w.seeker, `/job-seeker/my-application/${w.applicationId}`],
    ] as const) {
      const { timeline } = await kit.ok<Timeline>(kit.call(who, 'GET', path));
      expect(timeline.map((e) => `${e.entity}:${e.toStatus}`)).toContain('offer:expired');
    }
    // the application stays offered: the employer may send the offer again
    const application = await db()
      .selectFrom('applications')
      .select('status')
      .where('id', '=', w.applicationId)
      .executeTakeFirstOrThrow();
    expect(application.status).toBe('offered');

    const toSeeker = await kindsOf(w.seeker.id, 'offer_expired');
    expect(toSeeker).toHaveLength(1);
    expect(toSeeker[0]?.url).toBe(`/jobs/offer/${w.jobId}`);
    const toRecruiter = await kindsOf(w.recruiter.id, 'offer_expired');
    expect(toRecruiter).toHaveLength(1);
    expect(toRecruiter[0]?.url).toBe(`/hr/jobs/${w.jobId}?stage=offers`);
    // who sent it is told, not every recruiter
    expect(await kindsOf(w.admin.id, 'offer_expired')).toEqual([]);

    const late = await kit.call(w.seeker, 'PUT', '/job-seeker/offer/acceptOrReject', {
      offerId: w.offer.id,
      accept: true,
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('interview reminders', () => {
  it('reminds the candidate and every participant 24 hours and 1 hour before, once each, and again after a new time', async () => {
    const w = await interviewed(48);
    const startsAt = Date.parse(w.assessment.startsAt);
    const at = (msBefore: number) => new Date(startsAt - msBefore);
    const reminders = async () => (await kindsOf(w.seeker.id, 'assessment_reminder')).map((n) => n.data);

    await ctx.app.timedWork.runDue(at(30 * HOUR));
    expect(await reminders()).toEqual([]);

    expect((await ctx.app.timedWork.runDue(at(23 * HOUR))).interviewReminders).toBeGreaterThanOrEqual(1);
    await ctx.app.timedWork.runDue(at(22 * HOUR));
    expect(await reminders()).toEqual([
      expect.objectContaining({ window: '24h', assessmentId: w.assessment.id }),
    ]);
    const [first] = await kindsOf(w.seeker.id, 'assessment_reminder');
    // the time in the interview's own zone, named (Asia/Muscat is UTC+4)
    const local = new Date(startsAt + 4 * HOUR);
    const hh = String(local.getUTCHours() % 12 || 12).padStart(2, '0');
    expect(first?.title).toMatch(/^Reminder: your interview for .+ is on .+\(Asia\/Muscat\)$/);
    expect(first?.title).toContain(`${hh}:${String(local.getUTCMinutes()).padStart(2, '0')}`);
    expect(first?.titleZh).toContain('Asia/Muscat');
    expect(first?.titleAr).toContain('Asia/Muscat');
    expect(first?.url).toBe(`/jobs/interview/${w.jobId}/${w.assessment.id}`);
    for (const participant of [w.recruiter, w.admin]) {
      const got = await kindsOf(participant.id, 'assessment_reminder');
      expect(got).toHaveLength(1);
      expect(got[0]?.url).toBe(`/hr/jobs/${w.jobId}?stage=interviews`);
    }

    await ctx.app.timedWork.runDue(at(50 * MINUTE));
    await ctx.app.timedWork.runDue(at(20 * MINUTE));
    expect((await reminders()).map((d) => (d as { window: string }).window)).toEqual(['24h', '1h']);
    expect((await kindsOf(w.seeker.id, 'assessment_reminder'))[1]?.title).toMatch(
      /^Starting within the hour/,
    );
    expect(await kindsOf(w.admin.id, 'assessment_reminder')).toHaveLength(2);

    // a new time: reminded again for it
    const moved = await kit.ok<HrAssessment>(
      kit.call(w.recruiter, 'POST', '/hr/assesment/re-schedule', {
        id: w.assessment.id,
        ...slot(72),
        timeZone: 'Asia/Muscat',
      }),
    );
    const movedAt = Date.parse(moved.startsAt);
    await ctx.app.timedWork.runDue(new Date(movedAt - 23 * HOUR));
    await ctx.app.timedWork.runDue(new Date(movedAt - 23 * HOUR));
    const all = await reminders();
    expect(all).toHaveLength(3);
    expect(all[2]).toMatchObject({ window: '24h', startsAt: moved.startsAt });

    await ctx.app.mailQueue.deliverDue();
    const email = (
      await db().selectFrom('users').select('email').where('id', '=', w.seeker.id).executeTakeFirstOrThrow()
    ).email;
    expect(ctx.mailbox.to(email).filter((m) => /^(Reminder|Starting within)/.test(m.subject))).toHaveLength(
      3,
    );
  });

  it('sends only the hour’s reminder to an interview already within the hour', async () => {
    const w = await interviewed(48);
    const startsAt = Date.parse(w.assessment.startsAt);
    await ctx.app.timedWork.runDue(new Date(startsAt - 30 * MINUTE));
    const got = await kindsOf(w.seeker.id, 'assessment_reminder');
    expect(got.map((n) => (n.data as { window: string }).window)).toEqual(['1h']);
  });

  it('reminds no one of a cancelled or past interview', async () => {
    const w = await interviewed(48);
    await db()
      .updateTable('assessments')
      .set({ status: 'cancelled' })
      .where('id', '=', w.assessment.id)
      .execute();
    const startsAt = Date.parse(w.assessment.startsAt);
    await ctx.app.timedWork.runDue(new Date(startsAt - 23 * HOUR));
    await ctx.app.timedWork.runDue(new Date(startsAt + MINUTE));
    expect(await kindsOf(w.seeker.id, 'assessment_reminder')).toEqual([]);
  });
});

describe('in worker mode', () => {
  it('schedules the sweep in the database queue on TIMED_WORK_CRON, once, and keeps it across a restart', async () => {
    const database = await createTestDatabase();
    try {
      for (let start = 0; start < 2; start++) {
        const app = await buildTestApp(
          { TIMED_WORK_CRON: '*/5 * * * *' },
          { database, mailer: new Mailbox(), mailQueue: 'worker', timedWork: 'worker' },
        );
        await app.ready();
        await app.close();
      }
      const { rows: schedules } = await sql<{
        cron: string;
        timezone: string;
      }>`select cron, timezone from pgboss.schedule where name = ${TIMED_WORK_QUEUE}`.execute(database.db);
      expect(schedules).toEqual([{ cron: '*/5 * * * *', timezone: 'UTC' }]);
      const { rows: queues } = await sql<{
        policy: string;
      }>`select policy from pgboss.queue where name = ${TIMED_WORK_QUEUE}`.execute(database.db);
      expect(queues).toEqual([{ policy: 'stately' }]);
    } finally {
      await database.dispose();
    }
  });
});
