import { describe, expect, it } from 'vitest';
import type { HrAssessment, HrAssessmentPage, SeekerAssessment } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { fieldsOf, HOUR, MISSING, routeKit, slot } from '../../test/pipeline-world.js';
import { backfillSequence } from '../../db/migrations/0009-assessment-time-zone.js';
import { parseProposedTimesNote, splitProposedTimes } from '../../db/migrations/0011-proposed-times.js';
import { localTime } from './assessments.service.js';

const ctx = useTestApp();
const { call, ok, application, notificationsOf } = routeKit(ctx);

const future = (hours: number) => new Date(Date.now() + hours * HOUR);

/** An application to a job of the organisation; its plain member is an interviewer of the job by its per-job role only. */
async function world() {
  const w = await application();
  await w.db
    .insertInto('jobRoleConfigs')
    .values({ jobId: w.jobId, userId: w.member.id, jobRole: 'interviewer' })
    .execute();
  return { ...w, interviewer: w.member };
}
type World = Awaited<ReturnType<typeof world>>;

async function shortlist(w: World) {
  await w.db
    .updateTable('applications')
    .set({ status: 'shortlisted' })
    .where('id', '=', w.applicationId)
    .execute();
}

function scheduleBody(w: World, extra: Record<string, unknown> = {}) {
  return {
    applicationId: w.applicationId,
    kind: 'interview',
    ...slot(48),
    timeZone: 'Asia/Muscat',
    meetingUrl: 'https://meet.example.com/abc',
    participants: [w.recruiter.subject, w.interviewer.subject],
    note: 'Bring your portfolio.',
    ...extra,
  };
}

async function scheduled(w: World) {
  await shortlist(w);
  return ok<HrAssessment>(call(w.recruiter, 'POST', '/hr/assesment/schedule', scheduleBody(w)), 201);
}

describe('assessments: scheduling', () => {
  it('schedules an interview: the application moves to interviewing, the seeker is told, times in the zone', async () => {
    const w = await world();
    await shortlist(w);
    const body = scheduleBody(w);
    const a = await ok<HrAssessment>(call(w.recruiter, 'POST', '/hr/assesment/schedule', body), 201);
    expect(a).toMatchObject({
      applicationId: w.applicationId,
      kind: 'interview',
      format: 'interview',
      mode: 'online',
      status: 'scheduled',
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      durationMinutes: 60,
      timeZone: 'Asia/Muscat',
      localStartsAt: localTime(new Date(body.startsAt), 'Asia/Muscat'),
      meetingUrl: 'https://meet.example.com/abc',
      note: 'Bring your portfolio.',
      sequence: 0,
      candidate: { subject: w.seeker.subject },
    });
    expect(a.localStartsAt.endsWith('+04:00')).toBe(true);
    expect(a.participants.map((p) => p.subject).sort()).toEqual(
      [w.recruiter.subject, w.interviewer.subject].sort(),
    );
    expect(a.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'scheduled', startsAt: body.startsAt }),
    ]);
    const app = await w.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', w.applicationId)
      .executeTakeFirstOrThrow();
    expect(app.status).toBe('interviewing');
    const appHistory = await w.db
      .selectFrom('applicationStatusHistory')
      .select(['fromStatus', 'toStatus', 'changedBy'])
      .where('applicationId', '=', w.applicationId)
      .where('toStatus', '=', 'interviewing')
      .execute();
    expect(appHistory).toEqual([
      { fromStatus: 'shortlisted', toStatus: 'interviewing', changedBy: w.recruiter.id },
    ]);
    const told = await notificationsOf(w.seeker.id);
    const n = told.find((x) => x.kind === 'assessment_scheduled');
    expect(n?.url).toBe(`/jobs/interview/${w.jobId}/${a.id}`);
    expect(n?.titleZh).toBeTruthy();
    expect(n?.titleAr).toBeTruthy();
    // a second assessment for an application already interviewing: a test, onsite
    const test = await ok<HrAssessment>(
      call(w.admin, 'POST', '/hr/assesment/schedule', {
        ...scheduleBody(w, { kind: 'test', location: 'Head office, room 4' }),
        meetingUrl: undefined,
      }),
      201,
    );
    expect(test).toMatchObject({
      kind: 'test',
      format: 'technical_test',
      mode: 'onsite',
      location: 'Head office, room 4',
    });
  });

  it('refuses bad input naming each field', async () => {
    const w = await world();
    await shortlist(w);
    const past = await call(w.recruiter, 'POST', '/hr/assesment/schedule', scheduleBody(w, slot(-2)));
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past.body)).toContain('body.startsAt');
    const s = slot(24);
    const backwards = await call(
      w.recruiter,
      'POST',
      '/hr/assesment/schedule',
      scheduleBody(w, { startsAt: s.endsAt, endsAt: s.startsAt, timeZone: 'Mars/Olympus', kind: 'lunch' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(fieldsOf(backwards.body)).toEqual(expect.arrayContaining(['body.timeZone', 'body.kind']));
    // the span is checked once the fields themselves are valid
    const reversed = await call(
      w.recruiter,
      'POST',
      '/hr/assesment/schedule',
      scheduleBody(w, { startsAt: s.endsAt, endsAt: s.startsAt }),
    );
    expect(fieldsOf(reversed.body)).toEqual(['body.endsAt']);
    const seconds = await call(
      w.recruiter,
      'POST',
      '/hr/assesment/schedule',
      scheduleBody(w, {
        endsAt: new Date(Date.parse(s.startsAt) + 90_000).toISOString(),
        startsAt: s.startsAt,
      }),
    );
    expect(fieldsOf(seconds.body)).toEqual(['body.endsAt']);
    const offset = await call(
      w.recruiter,
      'POST',
      '/hr/assesment/schedule',
      scheduleBody(w, { timeZone: '+04:00' }),
    );
    expect(fieldsOf(offset.body)).toContain('body.timeZone');
    const stranger = await call(
      w.recruiter,
      'POST',
      '/hr/assesment/schedule',
      scheduleBody(w, { participants: [w.recruiter.subject, w.outsider.subject, 'nobody-at-all'] }),
    );
    expect(stranger.statusCode).toBe(400);
    expect(fieldsOf(stranger.body)).toEqual(['body.participants.1', 'body.participants.2']);
    const none = await w.db
      .selectFrom('assessments')
      .select('id')
      .where('applicationId', '=', w.applicationId)
      .execute();
    expect(none).toEqual([]);
  });

  it('refuses an application that is not shortlisted yet, or is closed (409)', async () => {
    const w = await world();
    const early = await call(w.recruiter, 'POST', '/hr/assesment/schedule', scheduleBody(w));
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(/Shortlist/);
    await w.db
      .updateTable('applications')
      .set({ status: 'rejected' })
      .where('id', '=', w.applicationId)
      .execute();
    const closed = await call(w.recruiter, 'POST', '/hr/assesment/schedule', scheduleBody(w));
    expect(closed.statusCode).toBe(409);
  });

  it('keeps it to the organisation: 401, 403 for seekers and publishers, 404 for another organisation', async () => {
    const w = await world();
    await shortlist(w);
    expect((await call(null, 'POST', '/hr/assesment/schedule', scheduleBody(w))).statusCode).toBe(401);
    expect((await call(w.seeker, 'POST', '/hr/assesment/schedule', scheduleBody(w))).statusCode).toBe(403);
    expect((await call(w.interviewer, 'POST', '/hr/assesment/schedule', scheduleBody(w))).statusCode).toBe(
      403,
    );
    expect((await call(w.outsider, 'POST', '/hr/assesment/schedule', scheduleBody(w))).statusCode).toBe(404);
    expect(
      (await call(w.recruiter, 'POST', '/hr/assesment/schedule', scheduleBody(w, { applicationId: MISSING })))
        .statusCode,
    ).toBe(404);
  });
});

describe('assessments: reading', () => {
  it('lists with filters and pages; an interviewer sees only theirs, another organisation nothing', async () => {
    const w = await world();
    const a = await scheduled(w);
    const b = await ok<HrAssessment>(
      call(
        w.recruiter,
        'POST',
        '/hr/assesment/schedule',
        scheduleBody(w, { ...slot(96), participants: [w.recruiter.subject] }),
      ),
      201,
    );
    const all = await ok<HrAssessmentPage>(call(w.recruiter, 'GET', `/hr/assesment/list?jobId=${w.jobId}`));
    expect(all.items.map((i) => i.id)).toEqual([a.id, b.id]);
    expect(all.total).toBe(2);
    const paged = await ok<HrAssessmentPage>(
      call(w.recruiter, 'GET', `/hr/assesment/list?jobId=${w.jobId}&limit=1&offset=1`),
    );
    expect(paged.items.map((i) => i.id)).toEqual([b.id]);
    const byTime = await ok<HrAssessmentPage>(
      call(
        w.recruiter,
        'GET',
        `/hr/assesment/list?to=${encodeURIComponent(future(72).toISOString())}&jobId=${w.jobId}`,
      ),
    );
    expect(byTime.items.map((i) => i.id)).toEqual([a.id]);
    const byPerson = await ok<HrAssessmentPage>(
      call(w.admin, 'GET', `/hr/assesment/list?participant=${w.interviewer.subject}&timeZone=Asia/Shanghai`),
    );
    expect(byPerson.items.map((i) => i.id)).toEqual([a.id]);
    expect(byPerson.items[0]?.localStartsAt.endsWith('+08:00')).toBe(true);
    const byStatus = await ok<HrAssessmentPage>(
      call(w.recruiter, 'GET', `/hr/assesment/list?status=completed&jobId=${w.jobId}`),
    );
    expect(byStatus.total).toBe(0);

    const theirs = await ok<HrAssessmentPage>(call(w.interviewer, 'GET', '/hr/assesment/list'));
    expect(theirs.items.map((i) => i.id)).toEqual([a.id]);
    expect((await ok<HrAssessmentPage>(call(w.publisher, 'GET', '/hr/assesment/list'))).total).toBe(0);
    expect((await ok<HrAssessmentPage>(call(w.outsider, 'GET', '/hr/assesment/list'))).total).toBe(0);

    expect((await call(w.interviewer, 'GET', `/hr/assesment/detail?id=${a.id}`)).statusCode).toBe(200);
    expect((await call(w.interviewer, 'GET', `/hr/assesment/detail?id=${b.id}`)).statusCode).toBe(404);
    expect((await call(w.outsider, 'GET', `/hr/assesment/detail?id=${a.id}`)).statusCode).toBe(404);
    expect((await call(w.seeker, 'GET', `/hr/assesment/detail?id=${a.id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/hr/assesment/list')).statusCode).toBe(401);
    const bad = await call(w.recruiter, 'GET', '/hr/assesment/list?status=maybe&from=yesterday&limit=500');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(
      expect.arrayContaining(['querystring.status', 'querystring.from', 'querystring.limit']),
    );
  });

  it("the seeker reads only their own assessment, without the recruiters' feedback", async () => {
    const w = await world();
    const a = await scheduled(w);
    const mine = await ok<SeekerAssessment>(
      call(w.seeker, 'GET', `/job-seeker/assesment/detail?id=${a.id}&timeZone=Europe/London`),
    );
    expect(mine).toMatchObject({ id: a.id, status: 'scheduled', timeZone: 'Europe/London' });
    expect(mine).not.toHaveProperty('feedback');
    expect((await call(w.otherSeeker, 'GET', `/job-seeker/assesment/detail?id=${a.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(w.recruiter, 'GET', `/job-seeker/assesment/detail?id=${a.id}`)).statusCode).toBe(403);
  });
});

describe('assessments: their time zone and calendar sequence', () => {
  const stored = (w: World, id: string) =>
    w.db
      .selectFrom('assessments')
      .select(['timeZone', 'sequence'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('keeps the zone it was scheduled in, answers it unless asked for another, and counts 0 → 1 → 2', async () => {
    const w = await world();
    const a = await scheduled(w);
    expect(a).toMatchObject({ timeZone: 'Asia/Muscat', sequence: 0 });
    expect(await stored(w, a.id)).toEqual({ timeZone: 'Asia/Muscat', sequence: 0 });
    // no ?timeZone=: the assessment's own zone, for the recruiter, the interviewer and the seeker
    const detail = await ok<HrAssessment>(call(w.recruiter, 'GET', `/hr/assesment/detail?id=${a.id}`));
    expect(detail).toMatchObject({ timeZone: 'Asia/Muscat', sequence: 0 });
    expect(detail.localStartsAt).toBe(localTime(new Date(a.startsAt), 'Asia/Muscat'));
    expect(detail.localStartsAt.endsWith('+04:00')).toBe(true);
    const listed = await ok<HrAssessmentPage>(call(w.interviewer, 'GET', '/hr/assesment/list'));
    expect(listed.items.map((i) => [i.id, i.timeZone])).toEqual([[a.id, 'Asia/Muscat']]);
    const seen = await ok<SeekerAssessment>(call(w.seeker, 'GET', `/job-seeker/assesment/detail?id=${a.id}`));
    expect(seen).toMatchObject({ timeZone: 'Asia/Muscat', sequence: 0 });
    // ?timeZone= overrides the display only
    const shown = await ok<HrAssessment>(
      call(w.recruiter, 'GET', `/hr/assesment/detail?id=${a.id}&timeZone=Asia/Shanghai`),
    );
    expect(shown.timeZone).toBe('Asia/Shanghai');
    expect(shown.localStartsAt.endsWith('+08:00')).toBe(true);
    expect(await stored(w, a.id)).toEqual({ timeZone: 'Asia/Muscat', sequence: 0 });

    const once = await ok<HrAssessment>(
      call(w.recruiter, 'POST', '/hr/assesment/re-schedule', {
        id: a.id,
        ...slot(72),
        timeZone: 'Europe/London',
      }),
    );
    expect(once).toMatchObject({ timeZone: 'Europe/London', sequence: 1 });
    expect(await stored(w, a.id)).toEqual({ timeZone: 'Europe/London', sequence: 1 });
    // refused re-schedules change nothing: an interviewer (403), a zone that is not one (400)
    expect(
      (
        await call(w.interviewer, 'POST', '/hr/assesment/re-schedule', {
          id: a.id,
          ...slot(80),
          timeZone: 'Asia/Dubai',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(w.recruiter, 'POST', '/hr/assesment/re-schedule', {
          id: a.id,
          ...slot(80),
          timeZone: '+04:00',
        })
      ).statusCode,
    ).toBe(400);
    expect(await stored(w, a.id)).toEqual({ timeZone: 'Europe/London', sequence: 1 });

    await ok<HrAssessment>(
      call(w.recruiter, 'POST', '/hr/assesment/re-schedule', {
        id: a.id,
        ...slot(96),
        timeZone: 'America/Chicago',
      }),
    );
    const twice = await ok<HrAssessment>(call(w.admin, 'GET', `/hr/assesment/detail?id=${a.id}`));
    expect(twice).toMatchObject({ timeZone: 'America/Chicago', sequence: 2 });
    expect(twice.history.filter((h) => h.toStatus === 'scheduled')).toHaveLength(3);
    expect(await stored(w, a.id)).toEqual({ timeZone: 'America/Chicago', sequence: 2 });
    // a seeker's answer does not count: only re-schedules do
    await ok<SeekerAssessment>(
      call(w.seeker, 'POST', '/job-seeker/assesment/acceptOrReject', { id: a.id, accept: true }),
    );
    expect((await stored(w, a.id)).sequence).toBe(2);
  });

  it("migration 0009 sets existing assessments' sequence from their history", async () => {
    const w = await world();
    const a = await scheduled(w);
    const b = await ok<HrAssessment>(
      call(
        w.recruiter,
        'POST',
        '/hr/assesment/schedule',
        scheduleBody(w, { ...slot(96), participants: [w.recruiter.subject] }),
      ),
      201,
    );
    for (const hours of [72, 80]) {
      await ok<HrAssessment>(
        call(w.recruiter, 'POST', '/hr/assesment/re-schedule', { id: a.id, ...slot(hours), timeZone: 'UTC' }),
      );
    }
    // as the rows were before the column existed
    await w.db.updateTable('assessments').set({ sequence: 0 }).where('id', 'in', [a.id, b.id]).execute();
    await backfillSequence(w.db);
    expect((await stored(w, a.id)).sequence).toBe(2);
    expect((await stored(w, b.id)).sequence).toBe(0);
  });
});

describe('assessments: migration 0011 moves the proposed times out of the note', () => {
  it('reads the line the server used to write, and refuses what it cannot read', () => {
    const note =
      'Proposed times (Asia/Muscat): 2026-11-27T10:00:00+04:00 – 2026-11-27T11:00:00+04:00; ' +
      '2026-11-28T09:30:00+04:00 – 2026-11-28T10:15:00+04:00\nI have an exam.\nSorry!';
    expect(parseProposedTimesNote(note)).toEqual({
      timeZone: 'Asia/Muscat',
      times: [
        { startsAt: '2026-11-27T06:00:00.000Z', endsAt: '2026-11-27T07:00:00.000Z' },
        { startsAt: '2026-11-28T05:30:00.000Z', endsAt: '2026-11-28T06:15:00.000Z' },
      ],
      reason: 'I have an exam.\nSorry!',
    });
    expect(
      parseProposedTimesNote('Proposed times (UTC): 2026-11-27T10:00:00+00:00 – 2026-11-27T11:00:00+00:00'),
    ).toMatchObject({ reason: null });
    expect(parseProposedTimesNote('I cannot come.')).toBeNull();
    expect(parseProposedTimesNote('Proposed times (UTC): tomorrow – later')).toBeNull();
  });

  it('splits the notes of rows written before: the times of those still waiting become data', async () => {
    const w = await world();
    const waiting = await scheduled(w);
    const answered = await ok<HrAssessment>(
      call(
        w.recruiter,
        'POST',
        '/hr/assesment/schedule',
        scheduleBody(w, { ...slot(96), participants: [w.recruiter.subject] }),
      ),
      201,
    );
    const start = future(72);
    const end = new Date(start.getTime() + HOUR);
    const line = `Proposed times (Asia/Muscat): ${localTime(start, 'Asia/Muscat')} – ${localTime(end, 'Asia/Muscat')}`;
    // as the rows were before the columns existed
    await w.db
      .updateTable('assessments')
      .set({ status: 'reschedule_requested', seekerNote: `${line}\nMy exam.` })
      .where('id', '=', waiting.id)
      .execute();
    await w.db.updateTable('assessments').set({ seekerNote: line }).where('id', '=', answered.id).execute();
    await splitProposedTimes(w.db);
    const rows = await w.db
      .selectFrom('assessments')
      .select(['id', 'seekerNote', 'proposedTimes', 'proposedTimeZone'])
      .where('id', 'in', [waiting.id, answered.id])
      .execute();
    expect(rows.find((r) => r.id === waiting.id)).toEqual({
      id: waiting.id,
      seekerNote: 'My exam.',
      proposedTimes: [
        {
          startsAt: start.toISOString().replace(/\.\d{3}Z$/, '.000Z'),
          endsAt: end.toISOString().replace(/\.\d{3}Z$/, '.000Z'),
        },
      ],
      proposedTimeZone: 'Asia/Muscat',
    });
    expect(rows.find((r) => r.id === answered.id)).toEqual({
      id: answered.id,
      seekerNote: null,
      proposedTimes: null,
      proposedTimeZone: null,
    });
  });
});

describe('assessments: answers, re-scheduling and feedback', () => {
  it('the seeker asks for another time, the recruiter re-schedules, the seeker accepts, the interviewer gives feedback', async () => {
    const w = await world();
    const a = await scheduled(w);
    const proposals = [slot(72), slot(96, 45)];
    const asked = await ok<SeekerAssessment>(
      call(w.seeker, 'POST', '/job-seeker/assesment/reschedule', {
        id: a.id,
        proposedTimes: proposals,
        timeZone: 'Asia/Muscat',
        reason: 'I have an exam that morning.',
      }),
    );
    expect(asked.status).toBe('reschedule_requested');
    // the note is the candidate's own words; the times are data, for the recruiter only
    expect(asked.seekerNote).toBe('I have an exam that morning.');
    expect(asked).not.toHaveProperty('proposedTimes');
    const seen = await ok<HrAssessment>(call(w.recruiter, 'GET', `/hr/assesment/detail?id=${a.id}`));
    expect(seen).toMatchObject({
      status: 'reschedule_requested',
      seekerNote: 'I have an exam that morning.',
      proposedTimes: proposals.map((p) => ({ startsAt: p.startsAt, endsAt: p.endsAt })),
      proposedTimeZone: 'Asia/Muscat',
    });
    const listed = await ok<HrAssessmentPage>(
      call(w.recruiter, 'GET', `/hr/assesment/list?status=reschedule_requested&jobId=${w.jobId}`),
    );
    expect(listed.items.find((i) => i.id === a.id)?.proposedTimes).toHaveLength(2);
    const hrTold = await notificationsOf(w.recruiter.id);
    expect(
      hrTold
        .filter((n) => n.kind === 'assessment_answered')
        .map((n) => (n.data as { status: string }).status),
    ).toEqual(['reschedule_requested']);
    // asking twice, or accepting while waiting for a new time: 409
    expect(
      (await call(w.seeker, 'POST', '/job-seeker/assesment/acceptOrReject', { id: a.id, accept: true }))
        .statusCode,
    ).toBe(409);
    // feedback before the new time: 409
    expect(
      (
        await call(w.interviewer, 'POST', '/hr/assesment/feedback', {
          id: a.id,
          rating: 4,
          recommendation: 'yes',
          notes: '',
        })
      ).statusCode,
    ).toBe(409);

    const again = await ok<HrAssessment>(
      call(w.recruiter, 'POST', '/hr/assesment/re-schedule', {
        id: a.id,
        ...proposals[1],
        timeZone: 'Asia/Muscat',
      }),
    );
    expect(again).toMatchObject({
      status: 'scheduled',
      sequence: 1,
      durationMinutes: 45,
      startsAt: proposals[1]?.startsAt,
      // answered: the proposals are cleared, the candidate's reason stays
      proposedTimes: [],
      proposedTimeZone: null,
      seekerNote: 'I have an exam that morning.',
    });
    expect(again.history[1]).toMatchObject({
      toStatus: 'reschedule_requested',
      note: 'I have an exam that morning.',
    });
    expect((await notificationsOf(w.seeker.id)).map((n) => n.kind)).toContain('assessment_rescheduled');

    const accepted = await ok<SeekerAssessment>(
      call(w.seeker, 'POST', '/job-seeker/assesment/acceptOrReject', { id: a.id, accept: true }),
    );
    expect(accepted.status).toBe('accepted');
    expect(accepted.history.map((h) => h.toStatus)).toEqual([
      'scheduled',
      'reschedule_requested',
      'scheduled',
      'accepted',
    ]);
    expect(accepted.history[1]?.changedBy?.subject).toBe(w.seeker.subject);

    const fed = await ok<HrAssessment>(
      call(w.interviewer, 'POST', '/hr/assesment/feedback', {
        id: a.id,
        rating: 5,
        recommendation: 'strong_yes',
        notes: 'Clear thinker.',
      }),
    );
    expect(fed.status).toBe('completed');
    expect(fed.feedback).toEqual([
      expect.objectContaining({
        author: expect.objectContaining({ subject: w.interviewer.subject }),
        rating: 5,
        notes: 'Clear thinker.',
      }),
    ]);
    expect((await notificationsOf(w.recruiter.id)).map((n) => n.kind)).toContain('assessment_feedback');
    // one feedback per author; another participant may add theirs
    expect(
      (
        await call(w.interviewer, 'POST', '/hr/assesment/feedback', {
          id: a.id,
          rating: 3,
          recommendation: 'no',
          notes: '',
        })
      ).statusCode,
    ).toBe(409);
    const second = await ok<HrAssessment>(
      call(w.recruiter, 'POST', '/hr/assesment/feedback', { id: a.id, rating: 4, recommendation: 'yes' }),
    );
    expect(second.feedback).toHaveLength(2);
    expect(second.history.filter((h) => h.toStatus === 'completed')).toHaveLength(1);
    // a completed assessment is not re-scheduled
    const late = await call(w.recruiter, 'POST', '/hr/assesment/re-schedule', {
      id: a.id,
      ...slot(120),
      timeZone: 'UTC',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/completed/);
  });

  it('the seeker declines: nothing more can happen to it', async () => {
    const w = await world();
    const a = await scheduled(w);
    expect(
      (await call(w.otherSeeker, 'POST', '/job-seeker/assesment/acceptOrReject', { id: a.id, accept: false }))
        .statusCode,
    ).toBe(404);
    const declined = await ok<SeekerAssessment>(
      call(w.seeker, 'POST', '/job-seeker/assesment/acceptOrReject', {
        id: a.id,
        accept: false,
        reason: 'I took another job.',
      }),
    );
    expect(declined).toMatchObject({ status: 'rejected', seekerNote: 'I took another job.' });
    const told = await notificationsOf(w.interviewer.id);
    expect(told.map((n) => [n.kind, (n.data as { status?: string }).status])).toEqual([
      ['assessment_answered', 'rejected'],
    ]);
    expect(told[0]?.url).toBe(`/hr/jobs/${w.jobId}?stage=interviews`);
    expect(
      (await call(w.seeker, 'POST', '/job-seeker/assesment/acceptOrReject', { id: a.id, accept: true }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await call(w.recruiter, 'POST', '/hr/assesment/re-schedule', {
          id: a.id,
          ...slot(50),
          timeZone: 'UTC',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(w.recruiter, 'POST', '/hr/assesment/feedback', {
          id: a.id,
          rating: 1,
          recommendation: 'no',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('re-scheduling and feedback keep to who may: interviewer 403 on re-schedule, bystander and outsider 404', async () => {
    const w = await world();
    const a = await scheduled(w);
    const body = { id: a.id, ...slot(30), timeZone: 'UTC' };
    expect((await call(w.interviewer, 'POST', '/hr/assesment/re-schedule', body)).statusCode).toBe(403);
    expect((await call(w.outsider, 'POST', '/hr/assesment/re-schedule', body)).statusCode).toBe(404);
    expect((await call(w.seeker, 'POST', '/hr/assesment/re-schedule', body)).statusCode).toBe(403);
    const bad = await call(w.recruiter, 'POST', '/hr/assesment/re-schedule', {
      id: a.id,
      ...slot(-1),
      timeZone: 'UTC',
    });
    expect(bad.statusCode).toBe(400);
    const fb = { id: a.id, rating: 4, recommendation: 'yes' };
    expect((await call(w.publisher, 'POST', '/hr/assesment/feedback', fb)).statusCode).toBe(404);
    expect((await call(w.outsider, 'POST', '/hr/assesment/feedback', fb)).statusCode).toBe(404);
    const badFb = await call(w.recruiter, 'POST', '/hr/assesment/feedback', {
      id: a.id,
      rating: 6,
      recommendation: 'perhaps',
    });
    expect(fieldsOf(badFb.body)).toEqual(expect.arrayContaining(['body.rating', 'body.recommendation']));
    const tooMany = await call(w.seeker, 'POST', '/job-seeker/assesment/reschedule', {
      id: a.id,
      proposedTimes: [slot(30), slot(31), slot(32), slot(33)],
      timeZone: 'UTC',
    });
    expect(fieldsOf(tooMany.body)).toContain('body.proposedTimes');
  });
});
