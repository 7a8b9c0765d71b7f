import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AnswerInvitationResponse,
  ErrorResponse,
  HrApplicant,
  HrInvitation,
  HrInvitationPage,
  MyInvitationPage,
  PipelinePage,
  SourcingPoolResponse,
} from '@talent/contracts';
import { INVITATION_EXPIRY_DAYS, linkNameOf } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildJob } from '../../test/factories.js';
import { type PipelinePerson as Person, pipelineKit } from '../../test/pipeline-world.js';

const ctx = useTestApp();
const kit = pipelineKit(ctx);
const { db, seeker, call, ok, notificationsOf } = kit;

let orgA: string;
let categoryId: string;
let hrA: Person;
let adminA: Person;
let hrB: Person;

beforeAll(async () => {
  ({ orgA, categoryId, hrA, adminA, hrB } = await kit.organisations('Invitations'));
});

const newJob = (overrides: Parameters<typeof buildJob>[1] = {}) =>
  buildJob(db(), { organisationId: orgA, categoryId, skills: ['Go'], ...overrides });

const invite = (who: Person, jobId: string, subject: string, message?: string) =>
  call(who.session, 'POST', `/hr/job-invitation/${jobId}`, {
    payload: { subject, ...(message === undefined ? {} : { message }) },
  });

const answer = (who: Person, invitationId: string, accept: boolean, reason?: string) =>
  call(who.session, 'PUT', '/job-seeker/my-invitation/acceptOrReject', {
    payload: { invitationId, accept, ...(reason === undefined ? {} : { reason }) },
  });

describe('one candidate through the pipeline', () => {
  it('sourcing pool → invitation → accepted by the seeker → applicant → shortlist → back → rejected', async () => {
    const jobId = await newJob({ title: 'Go developer' });
    const candidate = await seeker({ skills: { Go: 5 }, years: 4, phone: '+968 9333 3333' });

    // sourced: in the pool, no contact details yet
    const pool = await ok<SourcingPoolResponse>(
      call(hrA.session, 'GET', `/hr/wf/job/${jobId}/sourcing-pool`),
    );
    const sourced = pool.items.find((i) => i.candidate.subject === candidate.subject);
    expect(sourced?.candidate.contact).toBeNull();

    // invited
    const sent = await ok<HrInvitation>(
      invite(hrA, jobId, candidate.subject, 'Your Go work caught our eye.'),
      201,
    );
    expect(sent).toMatchObject({
      status: 'pending',
      jobId,
      message: 'Your Go work caught our eye.',
      invitedBy: { id: hrA.id },
    });
    const days = (Date.parse(sent.expiresAt) - Date.parse(sent.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(INVITATION_EXPIRY_DAYS, 3);
    const poolAfter = await ok<SourcingPoolResponse>(
      call(hrA.session, 'GET', `/hr/wf/job/${jobId}/sourcing-pool`),
    );
    expect(poolAfter.items.map((i) => i.candidate.subject)).not.toContain(candidate.subject);
    const invitations = await ok<PipelinePage>(
      call(hrA.session, 'GET', `/hr/wf/job/${jobId}/invitation-pool`),
    );
    expect(invitations.items.map((i) => [i.candidate.subject, i.invitation?.status, i.status])).toEqual([
      [candidate.subject, 'pending', null],
    ]);
    expect((await invite(adminA, jobId, candidate.subject)).statusCode).toBe(409);

    // the seeker sees it and accepts: the application is made through the apply path
    const mine = await ok<MyInvitationPage>(call(candidate.session, 'GET', '/job-seeker/my-invitation'));
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      id: sent.id,
      status: 'pending',
      applicationId: null,
      job: { id: jobId, title: 'Go developer' },
    });
    const accepted = await ok<AnswerInvitationResponse>(answer(candidate, sent.id, true));
    expect(accepted).toMatchObject({
      invitationId: sent.id,
      status: 'accepted',
      application: { source: 'invitation', invitationId: sent.id, status: 'applied' },
    });
    const applicationId = accepted.application?.id ?? '';
    expect((await answer(candidate, sent.id, true)).statusCode).toBe(409);
    const mineAfter = await ok<MyInvitationPage>(call(candidate.session, 'GET', '/job-seeker/my-invitation'));
    expect(mineAfter.items[0]).toMatchObject({ status: 'accepted', applicationId });

    // the applicant, now with contact details
    const applicants = await ok<PipelinePage>(call(hrA.session, 'GET', `/hr/wf/job/${jobId}/applicant-pool`));
    expect(applicants.items).toHaveLength(1);
    expect(applicants.items[0]).toMatchObject({
      applicationId,
      status: 'applied',
      candidate: { subject: candidate.subject, contact: { phone: '+968 9333 3333' } },
      invitation: { id: sent.id, status: 'accepted' },
    });

    // shortlisted, back, rejected
    await ok(call(hrA.session, 'PUT', `/hr/wf/job/${jobId}/shortlist/${candidate.subject}`));
    await ok(call(adminA.session, 'DELETE', `/hr/wf/job/${jobId}/shortlist/${candidate.subject}`));
    const rejected = await ok<HrApplicant>(
      call(hrA.session, 'POST', `/hr/job-applicant/${applicationId}/move`, {
        payload: { to: 'rejected', reason: 'The role was filled internally.' },
      }),
    );
    expect(rejected.status).toBe('rejected');

    // both sides' timelines
    const steps = [
      [null, 'applied', candidate.id],
      ['applied', 'shortlisted', hrA.id],
      ['shortlisted', 'applied', adminA.id],
      ['applied', 'rejected', hrA.id],
    ];
    expect(rejected.timeline.map((e) => [e.fromStatus, e.toStatus, e.changedBy?.id])).toEqual(steps);
    const seekerView = await ok<{
      timeline: {
        fromStatus: string | null;
        toStatus: string;
        changedBy: { id: string } | null;
        note: string | null;
      }[];
    }>(call(candidate.session, 'GET', `/job-seeker/my-application/${applicationId}`));
    expect(seekerView.timeline.map((e) => [e.fromStatus, e.toStatus, e.changedBy?.id])).toEqual(steps);
    expect(seekerView.timeline.at(-1)?.note).toBe('The role was filled internally.');
    const invitationHistory = await db()
      .selectFrom('invitationStatusHistory')
      .select(['fromStatus', 'toStatus', 'changedBy'])
      .where('invitationId', '=', sent.id)
      .orderBy('changedAt')
      .execute();
    expect(invitationHistory).toEqual([
      { fromStatus: null, toStatus: 'pending', changedBy: hrA.id },
      { fromStatus: 'pending', toStatus: 'accepted', changedBy: candidate.id },
    ]);

    // both sides' notifications, each link one of the shared list
    const seekerNotes = await notificationsOf(candidate.id);
    expect(seekerNotes.map((n) => n.kind).sort()).toEqual([
      'application_status_changed',
      'application_status_changed',
      'application_status_changed',
      'invitation_received',
    ]);
    expect(seekerNotes.find((n) => n.kind === 'invitation_received')).toMatchObject({
      title: 'Invitations A invited you to apply for Go developer',
      url: `/invitations/${jobId}`,
    });
    for (const recruiterId of [hrA.id, adminA.id]) {
      const notes = await notificationsOf(recruiterId);
      expect(notes.map((n) => n.kind)).toEqual(['invitation_answered']);
      expect(notes[0]?.title).toBe(`${candidate.fullName} accepted your invitation for Go developer`);
    }
    for (const n of [...seekerNotes, ...(await notificationsOf(hrA.id))]) {
      expect(linkNameOf(n.url ?? ''), n.url ?? '').toBeDefined();
      expect(n.titleZh).not.toBeNull();
      expect(n.titleAr).not.toBeNull();
    }
    expect(await notificationsOf(hrB.id)).toEqual([]);
  });
});

describe('answering an invitation', () => {
  it('declines with the reason in the history and tells the recruiters', async () => {
    const jobId = await newJob();
    const candidate = await seeker({ skills: { Go: 2 } });
    const sent = await ok<HrInvitation>(invite(hrA, jobId, candidate.subject), 201);
    const declined = await ok<AnswerInvitationResponse>(
      answer(candidate, sent.id, false, 'I just started a new job.'),
    );
    expect(declined).toEqual({ invitationId: sent.id, status: 'rejected', application: null });
    const history = await db()
      .selectFrom('invitationStatusHistory')
      .select(['toStatus', 'note', 'changedBy'])
      .where('invitationId', '=', sent.id)
      .where('toStatus', '=', 'rejected')
      .executeTakeFirstOrThrow();
    expect(history).toEqual({
      toStatus: 'rejected',
      note: 'I just started a new job.',
      changedBy: candidate.id,
    });
    const refused = await answer(candidate, sent.id, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorResponse>().message).toBe('You have already declined this invitation.');
    const notes = (await notificationsOf(hrA.id)).filter(
      (n) => (n.data as { invitationId?: string }).invitationId === sent.id,
    );
    expect(notes.map((n) => [n.kind, n.url])).toEqual([
      ['invitation_answered', `/hr/jobs/${jobId}?stage=invitations`],
    ]);
    const list = await ok<HrInvitationPage>(call(hrA.session, 'GET', `/hr/job-invitation/${jobId}`));
    expect(list.items.map((i) => i.status)).toEqual(['rejected']);
  });

  it('shows an invitation past its deadline as expired and refuses it; a new one can be sent', async () => {
    const jobId = await newJob();
    const candidate = await seeker();
    const sent = await ok<HrInvitation>(invite(hrA, jobId, candidate.subject), 201);
    await db()
      .updateTable('invitations')
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where('id', '=', sent.id)
      .execute();
    const mine = await ok<MyInvitationPage>(call(candidate.session, 'GET', '/job-seeker/my-invitation'));
    expect(mine.items.find((i) => i.id === sent.id)?.status).toBe('expired');
    const hrList = await ok<HrInvitationPage>(call(hrA.session, 'GET', `/hr/job-invitation/${jobId}`));
    expect(hrList.items[0]?.status).toBe('expired');
    for (const accept of [true, false]) {
      const res = await answer(candidate, sent.id, accept);
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorResponse>().message).toMatch(/expired/);
    }
    const again = await ok<HrInvitation>(invite(hrA, jobId, candidate.subject), 201);
    const statuses = await db()
      .selectFrom('invitations')
      .select(['id', 'status'])
      .where('jobId', '=', jobId)
      .execute();
    expect(new Map(statuses.map((s) => [s.id, s.status]))).toEqual(
      new Map([
        [sent.id, 'expired'],
        [again.id, 'pending'],
      ]),
    );
  });

  it("answers accepting with the apply path's eligibility refusal, leaving the invitation pending", async () => {
    const jobId = await newJob({ countryCode: 'OM' });
    await db().updateTable('jobs').set({ nationalsOnly: true }).where('id', '=', jobId).execute();
    const candidate = await seeker({ nationality: 'IN' });
    const sent = await ok<HrInvitation>(invite(hrA, jobId, candidate.subject), 201);
    const res = await answer(candidate, sent.id, true);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error).toBe('molapi');
    const row = await db()
      .selectFrom('invitations')
      .select('status')
      .where('id', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it("refuses another seeker's invitation (404), bad input (400) and recruiters (403)", async () => {
    const jobId = await newJob();
    const candidate = await seeker();
    const someoneElse = await seeker();
    const sent = await ok<HrInvitation>(invite(hrA, jobId, candidate.subject), 201);
    expect((await answer(someoneElse, sent.id, true)).statusCode).toBe(404);
    expect(
      (
        await call(candidate.session, 'PUT', '/job-seeker/my-invitation/acceptOrReject', {
          payload: { invitationId: sent.id },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(candidate.session, 'PUT', '/job-seeker/my-invitation/acceptOrReject', {
          payload: { invitationId: 'x', accept: true },
        })
      ).statusCode,
    ).toBe(400);
    expect((await answer(hrA, sent.id, true)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/job-seeker/my-invitation')).statusCode).toBe(401);
    expect(
      (await call(candidate.session, 'GET', '/job-seeker/my-invitation', { query: { limit: '51' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/hr/job-invitation/{jobId}', () => {
  it('refuses an applicant, a closed or draft job, and bad input', async () => {
    const jobId = await newJob();
    const applicant = await seeker();
    await ok(call(applicant.session, 'POST', `/job-seeker/job/${jobId}/apply`, { payload: {} }), 201);
    const res = await invite(hrA, jobId, applicant.subject);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().message).toBe('The candidate already applied to this job.');
    const draft = await newJob({ status: 'draft' });
    expect((await invite(hrA, draft, applicant.subject)).statusCode).toBe(409);
    expect((await call(hrA.session, 'POST', `/hr/job-invitation/${jobId}`, { payload: {} })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call(hrA.session, 'POST', `/hr/job-invitation/${jobId}`, {
          payload: { subject: 'x', message: 'a'.repeat(2001) },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers 401, 403 and 404 to those who may not invite for the job', async () => {
    const jobId = await newJob();
    const candidate = await seeker();
    expect(
      (await call(null, 'POST', `/hr/job-invitation/${jobId}`, { payload: { subject: candidate.subject } }))
        .statusCode,
    ).toBe(401);
    expect((await invite(candidate, jobId, candidate.subject)).statusCode).toBe(403);
    expect((await invite(hrB, jobId, candidate.subject)).statusCode).toBe(404);
    expect((await call(hrB.session, 'GET', `/hr/job-invitation/${jobId}`)).statusCode).toBe(404);
    expect((await call(hrB.session, 'GET', `/hr/wf/job/${jobId}/invitation-pool`)).statusCode).toBe(404);
  });
});
