import { describe, expect, it } from 'vitest';
import type {
  AnswerInvitationResponse,
  FreshoutOffer,
  FreshoutRequest,
  Hire,
  HirePage,
  HrAssessment,
  HrInvitation,
  HrOffer,
  HrOfferPage,
  LatestOffersInterview,
  MyFreshout,
  MyInvitationPage,
  PipelinePage,
  RecentHires,
  SeekerAssessment,
  SeekerOffer,
  SeekerOfferPage,
  SourcingPoolResponse,
} from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildJob, ensureCurrency } from '../../test/factories.js';
import { fieldsOf, HOUR, MISSING, routeKit, slot } from '../../test/pipeline-world.js';

const ctx = useTestApp();
const { person, call, ok, application, organisation } = routeKit(ctx);

const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function world() {
  await ensureCurrency(ctx.database.db, 'OMR');
  return application();
}
type World = Awaited<ReturnType<typeof world>>;

async function setApplication(w: World, status: 'shortlisted' | 'interviewing' | 'offered') {
  await w.db.updateTable('applications').set({ status }).where('id', '=', w.applicationId).execute();
}

const offerBody = (w: Pick<World, 'applicationId'>, extra: Record<string, unknown> = {}) => ({
  applicationId: w.applicationId,
  salary: 1500,
  currency: 'omr',
  period: 'month',
  startDate: '2027-02-01',
  expiresAt: inHours(7 * 24),
  message: 'We would love you to join.',
  ...extra,
});

async function offered(w: World): Promise<HrOffer> {
  await setApplication(w, 'interviewing');
  return ok<HrOffer>(call(w.recruiter, 'POST', '/hr/offer/send', offerBody(w)), 201);
}

const kindsOf = async (w: Pick<World, 'db'>, userId: string) =>
  (
    await w.db
      .selectFrom('notifications')
      .select(['kind', 'url', 'titleZh', 'titleAr'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute()
  ).map((n) => {
    expect(n.titleZh, n.kind).toBeTruthy();
    expect(n.titleAr, n.kind).toBeTruthy();
    return n.kind;
  });

interface Timeline {
  timeline: { entity: string; toStatus: string; changedBy: { id: string } | null }[];
}
/** Both sides' timelines of the application, as `entity:status`; they must be the same. */
async function timelines(w: Pick<World, 'recruiter' | 'seeker' | 'applicationId'>): Promise<string[]> {
  const hrSide = await ok<Timeline>(call(w.recruiter, 'GET', `/hr/job-applicant/${w.applicationId}`));
  const seekerSide = await ok<Timeline>(
    call(w.seeker, 'GET', `/job-seeker/my-application/${w.applicationId}`),
  );
  const hrEvents = hrSide.timeline.map((e) => `${e.entity}:${e.toStatus}`);
  expect(seekerSide.timeline.map((e) => `${e.entity}:${e.toStatus}`)).toEqual(hrEvents);
  return hrEvents;
}

describe('offers: sending, resending, listing', () => {
  it('sends an offer: the application moves to offered, the seeker is told and sees it', async () => {
    const w = await world();
    const offer = await offered(w);
    expect(offer).toMatchObject({
      status: 'sent',
      salary: 1500,
      currency: 'OMR',
      period: 'month',
      startDate: '2027-02-01',
      sendCount: 1,
      candidate: { subject: w.seeker.subject },
      job: { id: w.jobId },
    });
    expect(offer.sends).toHaveLength(1);
    expect(offer.history.map((h) => h.toStatus)).toEqual(['sent']);
    const app = await w.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', w.applicationId)
      .executeTakeFirstOrThrow();
    expect(app.status).toBe('offered');
    expect(await kindsOf(w, w.seeker.id)).toContain('offer_sent');
    const mine = await ok<SeekerOfferPage>(call(w.seeker, 'GET', '/offers'));
    expect(mine.items.map((o) => o.id)).toEqual([offer.id]);
    expect(mine.items[0]).not.toHaveProperty('candidate');
    expect((await ok<SeekerOfferPage>(call(w.otherSeeker, 'GET', '/offers'))).total).toBe(0);
    // a second offer while one waits: 409
    expect((await call(w.recruiter, 'POST', '/hr/offer/send', offerBody(w))).statusCode).toBe(409);
  });

  it('refuses bad input, the wrong state, the wrong role and another organisation', async () => {
    const w = await world();
    const early = await call(w.recruiter, 'POST', '/hr/offer/send', offerBody(w));
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(/applied/);
    await setApplication(w, 'interviewing');
    const bad = await call(
      w.recruiter,
      'POST',
      '/hr/offer/send',
      offerBody(w, { salary: -1, currency: 'euro', period: 'week', startDate: 'soon' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(
      expect.arrayContaining(['body.salary', 'body.currency', 'body.period', 'body.startDate']),
    );
    const past = await call(w.recruiter, 'POST', '/hr/offer/send', offerBody(w, { expiresAt: inHours(-1) }));
    expect(fieldsOf(past.body)).toEqual(['body.expiresAt']);
    const unknown = await call(w.recruiter, 'POST', '/hr/offer/send', offerBody(w, { currency: 'ZZZ' }));
    expect(fieldsOf(unknown.body)).toEqual(['body.currency']);
    expect((await call(null, 'POST', '/hr/offer/send', offerBody(w))).statusCode).toBe(401);
    expect((await call(w.seeker, 'POST', '/hr/offer/send', offerBody(w))).statusCode).toBe(403);
    expect((await call(w.publisher, 'POST', '/hr/offer/send', offerBody(w))).statusCode).toBe(403);
    expect((await call(w.outsider, 'POST', '/hr/offer/send', offerBody(w))).statusCode).toBe(404);
    expect(
      (await call(w.recruiter, 'POST', '/hr/offer/send', offerBody(w, { applicationId: MISSING })))
        .statusCode,
    ).toBe(404);
    const offer = await ok<HrOffer>(call(w.admin, 'POST', '/hr/offer/send', offerBody(w)), 201);
    expect((await call(w.outsider, 'POST', '/hr/offer/resend', { offerId: offer.id })).statusCode).toBe(404);
    expect((await call(w.outsider, 'POST', '/hr/offer/hire', { offerId: offer.id })).statusCode).toBe(404);
    expect((await call(w.outsider, 'GET', `/hr/job-offer/${w.jobId}`)).statusCode).toBe(404);
    expect((await call(w.outsider, 'GET', `/hr/job-hired/${w.jobId}`)).statusCode).toBe(404);
    expect((await ok<HrOfferPage>(call(w.outsider, 'GET', '/hr/offer/list'))).total).toBe(0);
    expect(
      (
        await call(w.otherSeeker, 'PUT', '/job-seeker/offer/acceptOrReject', {
          offerId: offer.id,
          accept: true,
        })
      ).statusCode,
    ).toBe(404);
    // hiring a sent offer: 409
    const early2 = await call(w.recruiter, 'POST', '/hr/offer/hire', { offerId: offer.id });
    expect(early2.statusCode).toBe(409);
    expect(early2.json<{ message: string }>().message).toMatch(/accepted offer/);
  });

  it('lists by status and job, pages, and the job-offer call answers the offers of one job', async () => {
    const w = await world();
    const offer = await offered(w);
    const all = await ok<HrOfferPage>(call(w.recruiter, 'GET', `/hr/offer/list?jobId=${w.jobId}`));
    expect(all.items.map((o) => o.id)).toEqual([offer.id]);
    expect(
      (await ok<HrOfferPage>(call(w.recruiter, 'GET', `/hr/offer/list?jobId=${w.jobId}&status=accepted`)))
        .total,
    ).toBe(0);
    expect(
      (await ok<HrOfferPage>(call(w.admin, 'GET', `/hr/job-offer/${w.jobId}?status=sent`))).items.map(
        (o) => o.id,
      ),
    ).toEqual([offer.id]);
    const bad = await call(w.recruiter, 'GET', '/hr/offer/list?status=pending&limit=51');
    expect(fieldsOf(bad.body)).toEqual(expect.arrayContaining(['querystring.status', 'querystring.limit']));
  });
});

describe('offers: expiry', () => {
  it('an offer past its deadline is listed as expired at once, cannot be accepted, and a resend renews it', async () => {
    const w = await world();
    const offer = await offered(w);
    await w.db
      .updateTable('offers')
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where('id', '=', offer.id)
      .execute();
    expect(
      (await ok<SeekerOfferPage>(call(w.seeker, 'GET', '/offers?status=expired'))).items.map((o) => o.id),
    ).toEqual([offer.id]);
    expect((await ok<SeekerOfferPage>(call(w.seeker, 'GET', '/offers?status=sent'))).total).toBe(0);
    expect(
      (await ok<HrOfferPage>(call(w.recruiter, 'GET', '/hr/offer/list?status=expired'))).items.map(
        (o) => o.id,
      ),
    ).toEqual([offer.id]);
    const late = await call(w.seeker, 'PUT', '/job-seeker/offer/acceptOrReject', {
      offerId: offer.id,
      accept: true,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/expired/);

    const renewed = await ok<HrOffer>(call(w.recruiter, 'POST', '/hr/offer/resend', { offerId: offer.id }));
    expect(renewed).toMatchObject({ status: 'sent', sendCount: 2 });
    expect(renewed.sends).toHaveLength(2);
    expect(renewed.history.map((h) => `${h.fromStatus}>${h.toStatus}`)).toEqual(['null>sent', 'sent>sent']);
    expect(renewed.history[1]?.note).toMatch(/^Resent \(send 2\); open until /);
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.now() + 6 * 24 * HOUR);
    expect((await kindsOf(w, w.seeker.id)).filter((k) => k.startsWith('offer_'))).toEqual([
      'offer_sent',
      'offer_resent',
    ]);
    const pastResend = await call(w.recruiter, 'POST', '/hr/offer/resend', {
      offerId: offer.id,
      expiresAt: inHours(-2),
    });
    expect(fieldsOf(pastResend.body)).toEqual(['body.expiresAt']);
    expect(
      (
        await ok<SeekerOffer>(
          call(w.seeker, 'PUT', '/job-seeker/offer/acceptOrReject', { offerId: offer.id, accept: true }),
        )
      ).status,
    ).toBe('accepted');
    // an answered offer is not resent
    expect((await call(w.recruiter, 'POST', '/hr/offer/resend', { offerId: offer.id })).statusCode).toBe(409);
  });
});

describe('hiring', () => {
  it('hires directly from interviewing; not from applied; not twice', async () => {
    const w = await world();
    expect((await call(w.recruiter, 'POST', '/hr/hire', { applicationId: w.applicationId })).statusCode).toBe(
      409,
    );
    await setApplication(w, 'interviewing');
    expect((await call(w.outsider, 'POST', '/hr/hire', { applicationId: w.applicationId })).statusCode).toBe(
      404,
    );
    const hire = await ok<Hire>(
      call(w.recruiter, 'POST', '/hr/hire', { applicationId: w.applicationId, startDate: '2027-03-01' }),
      201,
    );
    expect(hire).toMatchObject({
      offerId: null,
      startDate: '2027-03-01',
      candidate: { subject: w.seeker.subject },
    });
    expect((await call(w.recruiter, 'POST', '/hr/hire', { applicationId: w.applicationId })).statusCode).toBe(
      409,
    );
    expect(await kindsOf(w, w.seeker.id)).toContain('hired');
    const page = await ok<HirePage>(call(w.admin, 'GET', `/hr/job-hired/${w.jobId}`));
    expect(page.items.map((h) => h.id)).toEqual([hire.id]);
    const recent = await ok<RecentHires>(call(w.recruiter, 'GET', '/hr/recent-hired'));
    expect(recent.items.map((h) => h.id)).toEqual([hire.id]);
    expect((await ok<RecentHires>(call(w.outsider, 'GET', '/hr/recent-hired'))).items).toEqual([]);
    expect((await call(w.seeker, 'GET', '/hr/recent-hired')).statusCode).toBe(403);
  });

  it('a waiting offer blocks a direct hire', async () => {
    const w = await world();
    await offered(w);
    const res = await call(w.recruiter, 'POST', '/hr/hire', { applicationId: w.applicationId });
    expect(res.statusCode).toBe(409);
  });
});

describe('the whole way, both sides', () => {
  it('sourcing pool → invitation → accepted → applicant → shortlist → interview → another time asked → re-scheduled → accepted → feedback → offer → resent → accepted → hired', async () => {
    await ensureCurrency(ctx.database.db, 'OMR');
    const o = await organisation();
    const jobId = await buildJob(o.db, { organisationId: o.orgId, title: 'Platform engineer' });

    // sourced: the searchable job seeker is in the job's pool, without contact details
    const pool = await ok<SourcingPoolResponse>(
      call(o.recruiter, 'GET', `/hr/wf/job/${jobId}/sourcing-pool`),
    );
    const sourced = pool.items.find((i) => i.candidate.subject === o.seeker.subject);
    expect(sourced?.candidate.contact).toBeNull();

    // invited, told, out of the pool
    const invitation = await ok<HrInvitation>(
      call(o.recruiter, 'POST', `/hr/job-invitation/${jobId}`, {
        subject: o.seeker.subject,
        message: 'Join us.',
      }),
      201,
    );
    expect((await kindsOf(o, o.seeker.id)).at(-1)).toBe('invitation_received');
    const poolAfter = await ok<SourcingPoolResponse>(
      call(o.recruiter, 'GET', `/hr/wf/job/${jobId}/sourcing-pool`),
    );
    expect(poolAfter.items.map((i) => i.candidate.subject)).not.toContain(o.seeker.subject);

    // the seeker accepts, which applies; the recruiters are told, the contact details are shared
    const mine = await ok<MyInvitationPage>(call(o.seeker, 'GET', '/job-seeker/my-invitation'));
    expect(mine.items.map((i) => [i.id, i.status])).toEqual([[invitation.id, 'pending']]);
    const accepted = await ok<AnswerInvitationResponse>(
      call(o.seeker, 'PUT', '/job-seeker/my-invitation/acceptOrReject', {
        invitationId: invitation.id,
        accept: true,
      }),
    );
    expect(accepted.application).toMatchObject({ source: 'invitation', status: 'applied' });
    const w = { ...o, jobId, applicationId: accepted.application?.id ?? '' };
    expect((await kindsOf(w, o.recruiter.id)).at(-1)).toBe('invitation_answered');
    const applicants = await ok<PipelinePage>(call(o.recruiter, 'GET', `/hr/wf/job/${jobId}/applicant-pool`));
    expect(applicants.items.map((i) => [i.candidate.subject, i.applicationId, i.status])).toEqual([
      [o.seeker.subject, w.applicationId, 'applied'],
    ]);
    expect(applicants.items[0]?.candidate.contact).not.toBeNull();

    const interviewer = await person({ memberships: [{ organisationId: w.orgId, role: 'publisher' }] });
    await w.db
      .insertInto('jobRoleConfigs')
      .values({ jobId: w.jobId, userId: interviewer.id, jobRole: 'interviewer' })
      .execute();
    expect(await timelines(w)).toEqual(['application:applied']);

    await ok(call(w.recruiter, 'POST', `/hr/job-applicant/${w.applicationId}/move`, { to: 'shortlisted' }));
    expect((await kindsOf(w, o.seeker.id)).at(-1)).toBe('application_status_changed');
    const a = await ok<HrAssessment>(
      call(w.recruiter, 'POST', '/hr/assesment/schedule', {
        applicationId: w.applicationId,
        kind: 'interview',
        ...slot(48),
        timeZone: 'Asia/Muscat',
        location: 'Head office',
        participants: [w.recruiter.subject, interviewer.subject],
      }),
      201,
    );
    // changes made in one transaction share their time: compared as sets
    expect((await timelines(w)).slice(-3).sort()).toEqual([
      'application:interviewing',
      'application:shortlisted',
      'assessment:scheduled',
    ]);
    expect((await kindsOf(w, w.seeker.id)).at(-1)).toBe('assessment_scheduled');

    await ok<SeekerAssessment>(
      call(w.seeker, 'POST', '/job-seeker/assesment/reschedule', {
        id: a.id,
        proposedTimes: [slot(72)],
        timeZone: 'Asia/Muscat',
      }),
    );
    expect((await timelines(w)).at(-1)).toBe('assessment:reschedule_requested');
    expect((await kindsOf(w, w.recruiter.id)).at(-1)).toBe('assessment_answered');
    expect((await kindsOf(w, interviewer.id)).at(-1)).toBe('assessment_answered');

    await ok<HrAssessment>(
      call(w.recruiter, 'POST', '/hr/assesment/re-schedule', {
        id: a.id,
        ...slot(72),
        timeZone: 'Asia/Muscat',
      }),
    );
    expect((await timelines(w)).at(-1)).toBe('assessment:scheduled');
    expect((await kindsOf(w, w.seeker.id)).at(-1)).toBe('assessment_rescheduled');

    await ok<SeekerAssessment>(
      call(w.seeker, 'POST', '/job-seeker/assesment/acceptOrReject', { id: a.id, accept: true }),
    );
    expect((await timelines(w)).at(-1)).toBe('assessment:accepted');

    await ok<HrAssessment>(
      call(interviewer, 'POST', '/hr/assesment/feedback', {
        id: a.id,
        rating: 5,
        recommendation: 'strong_yes',
        notes: 'Hire.',
      }),
    );
    expect((await timelines(w)).at(-1)).toBe('assessment:completed');
    expect((await kindsOf(w, w.recruiter.id)).at(-1)).toBe('assessment_feedback');
    // the interviewer sees nothing else of the job
    expect((await call(interviewer, 'GET', '/hr/offer/list')).statusCode).toBe(403);

    const offer = await ok<HrOffer>(call(w.recruiter, 'POST', '/hr/offer/send', offerBody(w)), 201);
    expect((await timelines(w)).slice(-2).sort()).toEqual(['application:offered', 'offer:sent']);
    expect((await kindsOf(w, w.seeker.id)).at(-1)).toBe('offer_sent');

    await ok<HrOffer>(call(w.admin, 'POST', '/hr/offer/resend', { offerId: offer.id }));
    expect((await timelines(w)).at(-1)).toBe('offer:sent');
    expect((await timelines(w)).filter((e) => e === 'offer:sent')).toHaveLength(2);
    expect((await kindsOf(w, w.seeker.id)).at(-1)).toBe('offer_resent');

    const latest = await ok<LatestOffersInterview>(
      call(w.seeker, 'POST', '/job-seeker/latest-offers-interview', {}),
    );
    expect(latest.items.map((i) => `${i.type}:${i.id}`)).toEqual([`offer:${offer.id}`]);

    await ok<SeekerOffer>(
      call(w.seeker, 'PUT', '/job-seeker/offer/acceptOrReject', { offerId: offer.id, accept: true }),
    );
    expect((await timelines(w)).at(-1)).toBe('offer:accepted');
    expect((await kindsOf(w, w.recruiter.id)).at(-1)).toBe('offer_answered');

    const hire = await ok<Hire>(call(w.recruiter, 'POST', '/hr/offer/hire', { offerId: offer.id }), 201);
    expect(hire).toMatchObject({ offerId: offer.id, startDate: '2027-02-01' });
    expect((await timelines(w)).slice(-2).sort()).toEqual(['application:hired', 'offer:hired']);
    expect((await kindsOf(w, w.seeker.id)).at(-1)).toBe('hired');
    expect((await call(w.recruiter, 'POST', '/hr/offer/hire', { offerId: offer.id })).statusCode).toBe(409);
  });

  it('the seeker declines the interview and then the offer: the application ends withdrawn', async () => {
    const w = await world();
    await setApplication(w, 'shortlisted');
    const a = await ok<HrAssessment>(
      call(w.recruiter, 'POST', '/hr/assesment/schedule', {
        applicationId: w.applicationId,
        kind: 'test',
        ...slot(30),
        timeZone: 'UTC',
        meetingUrl: 'https://meet.example.com/x',
        participants: [w.recruiter.subject],
      }),
      201,
    );
    await ok(
      call(w.seeker, 'POST', '/job-seeker/assesment/acceptOrReject', {
        id: a.id,
        accept: false,
        reason: 'Not for me.',
      }),
    );
    expect((await timelines(w)).at(-1)).toBe('assessment:rejected');
    expect((await kindsOf(w, w.recruiter.id)).at(-1)).toBe('assessment_answered');

    const latest = await ok<LatestOffersInterview>(
      call(w.seeker, 'POST', '/job-seeker/latest-offers-interview', { limit: 5 }),
    );
    expect(latest.items).toEqual([]);

    const offer = await ok<HrOffer>(call(w.recruiter, 'POST', '/hr/offer/send', offerBody(w)), 201);
    const declined = await ok<SeekerOffer>(
      call(w.seeker, 'PUT', '/job-seeker/offer/acceptOrReject', {
        offerId: offer.id,
        accept: false,
        reason: 'I took another job.',
      }),
    );
    expect(declined).toMatchObject({ status: 'rejected', rejectReason: 'I took another job.' });
    expect((await timelines(w)).slice(-2).sort()).toEqual(['application:withdrawn', 'offer:rejected']);
    expect((await kindsOf(w, w.recruiter.id)).at(-1)).toBe('offer_answered');
    expect(
      (await call(w.seeker, 'PUT', '/job-seeker/offer/acceptOrReject', { offerId: offer.id, accept: true }))
        .statusCode,
    ).toBe(409);
    expect((await call(w.recruiter, 'POST', '/hr/offer/hire', { offerId: offer.id })).statusCode).toBe(409);
    expect((await call(w.recruiter, 'POST', '/hr/hire', { applicationId: w.applicationId })).statusCode).toBe(
      409,
    );
  });
});

describe('freshout', () => {
  it('a graduate asks to be considered once, and answers the offers organisations send', async () => {
    const w = await world();
    const bad = await call(w.seeker, 'POST', '/job-seeker/freshout', {
      universityName: '',
      graduationDate: 'June',
    });
    expect(fieldsOf(bad.body)).toEqual(
      expect.arrayContaining(['body.universityName', 'body.graduationDate']),
    );
    const unknown = await call(w.seeker, 'POST', '/job-seeker/freshout', {
      universityName: 'Sultan Qaboos University',
      graduationDate: '2026-06-30',
      degreeLevelId: MISSING,
    });
    expect(fieldsOf(unknown.body)).toEqual(['body.degreeLevelId']);
    const request = await ok<FreshoutRequest>(
      call(w.seeker, 'POST', '/job-seeker/freshout', {
        universityName: 'Sultan Qaboos University',
        graduationDate: '2026-06-30',
        message: 'Looking for a first job in data.',
      }),
      201,
    );
    expect(request).toMatchObject({ status: 'open', graduationDate: '2026-06-30' });
    expect(
      (
        await call(w.seeker, 'POST', '/job-seeker/freshout', {
          universityName: 'Again',
          graduationDate: '2026-06-30',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(w.recruiter, 'POST', '/job-seeker/freshout', {
          universityName: 'X Y',
          graduationDate: '2026-06-30',
        })
      ).statusCode,
    ).toBe(403);

    const offers = await w.db
      .insertInto('freshoutOffers')
      .values([
        { requestId: request.id, organisationId: w.orgId, title: 'Graduate analyst', sentBy: w.recruiter.id },
        {
          requestId: request.id,
          organisationId: w.orgId,
          title: 'Graduate engineer',
          sentBy: w.recruiter.id,
        },
      ])
      .returning('id')
      .execute();
    const [first, second] = offers.map((o) => o.id);
    const listed = await ok<MyFreshout>(call(w.seeker, 'GET', '/job-seeker/freshout'));
    expect(listed.requests.map((r) => r.id)).toEqual([request.id]);
    expect(listed.offers.map((o) => o.id).sort()).toEqual([first, second].sort());
    expect(listed.offers[0]?.organisation.id).toBe(w.orgId);
    expect((await ok<MyFreshout>(call(w.otherSeeker, 'GET', '/job-seeker/freshout'))).offers).toEqual([]);
    expect(
      (
        await call(w.otherSeeker, 'PUT', '/job-seeker/freshout/offer-reject', {
          offerID: first,
          reason: 'No',
        })
      ).statusCode,
    ).toBe(404);
    const noReason = await call(w.seeker, 'PUT', '/job-seeker/freshout/offer-reject', { offerID: first });
    expect(fieldsOf(noReason.body)).toEqual(['body.reason']);
    const rejected = await ok<FreshoutOffer>(
      call(w.seeker, 'PUT', '/job-seeker/freshout/offer-reject', {
        offerID: first,
        reason: 'I want to stay in Muscat.',
      }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'I want to stay in Muscat.' });
    const accepted = await ok<FreshoutOffer>(
      call(w.seeker, 'PUT', '/job-seeker/freshout/offer-accept', { offerID: second }),
    );
    expect(accepted.status).toBe('accepted');
    expect(
      (await call(w.seeker, 'PUT', '/job-seeker/freshout/offer-accept', { offerID: first })).statusCode,
    ).toBe(409);
    const history = await w.db
      .selectFrom('freshoutOfferStatusHistory')
      .select(['offerId', 'toStatus', 'changedBy'])
      .where('offerId', 'in', [first as string, second as string])
      .execute();
    expect(history).toHaveLength(2);
    expect(history.every((h) => h.changedBy === w.seeker.id)).toBe(true);
    expect((await kindsOf(w, w.recruiter.id)).filter((k) => k === 'offer_answered')).toHaveLength(2);
  });
});
