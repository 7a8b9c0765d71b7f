import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import {
  type AnswerOfferBody,
  type ApplicationStatus,
  type DirectHireBody,
  type FreshoutAcceptBody,
  type FreshoutOffer,
  type FreshoutRejectBody,
  type FreshoutRequest,
  type FreshoutRequestBody,
  type Hire,
  type HirePage,
  type HrOffer,
  type HrOfferPage,
  type LatestOffersInterview,
  type MyFreshout,
  OFFER_RENEW_DAYS,
  type OfferListQuery,
  type RecentHires,
  type ResendOfferBody,
  type Role,
  type SeekerOffer,
  type SeekerOfferListQuery,
  type SeekerOfferPage,
  type SendOfferBody,
} from '@talent/contracts';
import type { DB, FreshoutRequests } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertOrganisationRole, organisationsWithRole } from '../../plugins/auth.js';
import { candidatePerson } from '../account/erased.js';
import { statusChange } from '../applications/application-history.js';
import { assertApplicationMove } from '../applications/application-status.js';
import { lockOrganisationApplication } from '../applications/organisation-application.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findJobHead } from '../hr-jobs/hr-jobs.repository.js';
import { insertNotifications } from '../notifications/notify.js';
import {
  freshoutAnsweredNotifications,
  hiredNotification,
  offerAnsweredNotifications,
  offerSentNotification,
} from './offer-notifications.js';
import {
  currencyExists,
  findHire,
  findJobHires,
  findLiveOffers,
  findOffer,
  findOfferHistories,
  findOfferSends,
  findOrganisationRecruiters,
  findRecentHires,
  type HireRow,
  insertHire,
  insertOfferHistory,
  moveApplication,
  type OfferRow,
  searchOffers,
} from './offers.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Who sends offers and hires: the organisation's recruiters (docs/decisions.md, "Offers and hiring"). */
export const OFFER_ROLES: readonly Role[] = ['hr', 'hr_admin'];
/** An offer may be sent for an application in these states (interviewing moves on to offered). */
const OFFERABLE: readonly ApplicationStatus[] = ['interviewing', 'offered'];
/** A direct hire (no offer through the system) from these states. */
const DIRECTLY_HIRABLE: readonly ApplicationStatus[] = ['interviewing', 'offered'];

const iso = (d: Date | string): string => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));
const conflict = (message: string) => new AppError(409, 'conflict', message);
const badField = (field: string, message: string, summary: string) =>
  new AppError(400, 'bad_request', summary, {}, [{ field, message }]);

const REFUSAL = "Only the organisation's recruiters make offers and hire.";

function assertRecruiter(auth: AuthContext, organisationId: string, what: string): void {
  assertOrganisationRole(auth, organisationId, OFFER_ROLES, what, REFUSAL);
}

async function present(db: Db, rows: readonly OfferRow[]): Promise<HrOffer[]> {
  const ids = rows.map((r) => r.id);
  const [history, sends] = await Promise.all([findOfferHistories(db, ids), findOfferSends(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    applicationId: r.applicationId,
    job: {
      id: r.jobId,
      title: r.jobTitle,
      organisationId: r.organisationId,
      organisationName: r.organisationName,
    },
    candidate: candidatePerson(
      {
        subject: r.seekerSubject,
        fullName: r.seekerName,
        erasedAt: r.seekerErasedAt,
        anonymisedAt: r.applicationAnonymisedAt,
      },
      r.applicationId,
    ),
    status: r.status,
    salary: Number(r.salaryAmount),
    currency: r.salaryCurrency.trim(),
    period: r.salaryPeriod,
    startDate: r.startDate,
    expiresAt: iso(r.expiresAt),
    message: r.message,
    sendCount: r.sendCount,
    lastSentAt: iso(r.lastSentAt),
    respondedAt: isoOrNull(r.respondedAt),
    rejectReason: r.rejectReason,
    createdAt: iso(r.createdAt),
    history: history.filter((h) => h.offerId === r.id).map((h) => statusChange(h)),
    sends: sends
      .filter((s) => s.offerId === r.id)
      .map((s) => ({
        sentAt: iso(s.sentAt),
        expiresAt: iso(s.expiresAt),
        sentBy:
          s.subject === null || s.fullName === null ? null : { subject: s.subject, fullName: s.fullName },
      })),
  }));
}

async function presentOne(db: Db, id: string): Promise<HrOffer> {
  const row = await findOffer(db, id);
  if (row === undefined) throw notFound('Offer');
  const [one] = await present(db, [row]);
  if (one === undefined) throw notFound('Offer');
  return one;
}

function forSeeker(offer: HrOffer): SeekerOffer {
  const { candidate: _candidate, sends: _sends, ...rest } = offer;
  return rest;
}

const eventOf = (r: { jobId: string; jobTitle: string; applicationId: string; id: string }) => ({
  jobId: r.jobId,
  jobTitle: r.jobTitle,
  applicationId: r.applicationId,
  offerId: r.id,
});

function presentHire(h: HireRow): Hire {
  return {
    id: h.id,
    job: { id: h.jobId, title: h.jobTitle },
    candidate: candidatePerson(h, h.id),
    applicationId: h.applicationId,
    offerId: h.offerId,
    hiredAt: iso(h.hiredAt),
    hiredBy:
      h.hiredBySubject === null || h.hiredByName === null
        ? null
        : { subject: h.hiredBySubject, fullName: h.hiredByName },
    startDate: h.startDate,
  };
}

// ───────────── the recruiter's calls ─────────────

export async function sendOffer(db: Kysely<DB>, auth: AuthContext, body: SendOfferBody): Promise<HrOffer> {
  if (Date.parse(body.expiresAt) <= Date.now()) {
    throw badField('body.expiresAt', 'must be in the future', 'The offer must be open for an answer.');
  }
  const id = await db.transaction().execute(async (trx) => {
    const application = await lockOrganisationApplication(
      trx,
      auth,
      body.applicationId,
      OFFER_ROLES,
      REFUSAL,
    );
    if (!OFFERABLE.includes(application.status)) {
      throw conflict(
        `An application that is ${application.status} cannot get an offer: offers follow an interview.`,
      );
    }
    const live = await findLiveOffers(trx, application.id);
    if (live.some((o) => o.status === 'accepted'))
      throw conflict('The candidate already accepted an offer for this job: hire them.');
    if (live.some((o) => o.status === 'sent' && !o.pastDeadline)) {
      throw conflict('An offer for this application is still waiting for an answer: resend it instead.');
    }
    if (!(await currencyExists(trx, body.currency))) {
      throw badField('body.currency', 'is not a known currency', 'Some fields are not valid.');
    }
    // an earlier offer whose deadline passed is marked expired now that a new one replaces it
    for (const old of live.filter((o) => o.status === 'sent' && o.pastDeadline)) {
      await trx.updateTable('offers').set({ status: 'expired' }).where('id', '=', old.id).execute();
      await insertOfferHistory(trx, {
        offerId: old.id,
        fromStatus: 'sent',
        toStatus: 'expired',
        changedBy: null,
        note: 'Expired without an answer',
      });
    }
    const expiresAt = new Date(body.expiresAt);
    const inserted = await trx
      .insertInto('offers')
      .values({
        applicationId: application.id,
        salaryAmount: body.salary,
        salaryCurrency: body.currency,
        salaryPeriod: body.period,
        startDate: body.startDate,
        expiresAt,
        message: body.message ?? null,
        createdBy: auth.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('offerSends')
      .values({ offerId: inserted.id, sentBy: auth.userId, expiresAt })
      .execute();
    await insertOfferHistory(trx, {
      offerId: inserted.id,
      fromStatus: null,
      toStatus: 'sent',
      changedBy: auth.userId,
    });
    if (application.status !== 'offered') {
      assertApplicationMove(application.status, 'offered');
      await moveApplication(trx, application.id, application.status, 'offered', auth.userId);
    }
    await insertNotifications(trx, [
      offerSentNotification(
        application.seekerId,
        { ...eventOf({ ...application, applicationId: application.id, id: inserted.id }) },
        false,
      ),
    ]);
    return inserted.id;
  });
  return presentOne(db, id);
}

async function offerForRecruiter(db: Db, auth: AuthContext, id: string, lock = false): Promise<OfferRow> {
  const row = await findOffer(db, id, lock);
  if (row === undefined) throw notFound('Offer');
  assertRecruiter(auth, row.organisationId, 'Offer');
  return row;
}

export async function resendOffer(
  db: Kysely<DB>,
  auth: AuthContext,
  body: ResendOfferBody,
): Promise<HrOffer> {
  const expiresAt =
    body.expiresAt === undefined
      ? new Date(Date.now() + OFFER_RENEW_DAYS * 86_400_000)
      : new Date(body.expiresAt);
  if (expiresAt.getTime() <= Date.now()) {
    throw badField('body.expiresAt', 'must be in the future', 'The offer must be open for an answer.');
  }
  await db.transaction().execute(async (trx) => {
    const row = await offerForRecruiter(trx, auth, body.offerId, true);
    // a sent offer, before or after its deadline, and one marked expired can be renewed
    if (row.storedStatus !== 'sent' && row.storedStatus !== 'expired') {
      throw conflict(`An offer that is ${row.storedStatus} cannot be resent.`);
    }
    if (row.applicationStatus !== 'offered') {
      throw conflict(`The application is ${row.applicationStatus}, so its offer cannot be resent.`);
    }
    await trx
      .updateTable('offers')
      .set({
        status: 'sent',
        expiresAt,
        sendCount: sql<number>`send_count + 1`,
        lastSentAt: sql<Date>`now()`,
      })
      .where('id', '=', row.id)
      .execute();
    await trx.insertInto('offerSends').values({ offerId: row.id, sentBy: auth.userId, expiresAt }).execute();
    // the resend is in both sides' timelines: sent → sent (or expired → sent), with the new deadline
    await insertOfferHistory(trx, {
      offerId: row.id,
      fromStatus: row.storedStatus,
      toStatus: 'sent',
      changedBy: auth.userId,
      note: `Resent (send ${row.sendCount + 1}); open until ${expiresAt.toISOString()}`,
    });
    await insertNotifications(trx, [offerSentNotification(row.seekerId, eventOf(row), true)]);
  });
  return presentOne(db, body.offerId);
}

async function hire(
  trx: Transaction<DB>,
  auth: AuthContext,
  application: { id: string; seekerId: string; status: ApplicationStatus; jobId: string; jobTitle: string },
  offer: { id: string; startDate: string | null } | null,
  startDate: string | null,
): Promise<string> {
  assertApplicationMove(application.status, 'hired');
  if (offer !== null) {
    await trx.updateTable('offers').set({ status: 'hired' }).where('id', '=', offer.id).execute();
    await insertOfferHistory(trx, {
      offerId: offer.id,
      fromStatus: 'accepted',
      toStatus: 'hired',
      changedBy: auth.userId,
    });
  }
  await moveApplication(trx, application.id, application.status, 'hired', auth.userId);
  const taken = await trx
    .selectFrom('hires')
    .select('id')
    .where('jobId', '=', application.jobId)
    .where('seekerId', '=', application.seekerId)
    .executeTakeFirst();
  if (taken !== undefined) throw conflict('This candidate is already hired for this job.');
  const id = await insertHire(trx, {
    jobId: application.jobId,
    seekerId: application.seekerId,
    applicationId: application.id,
    offerId: offer?.id ?? null,
    hiredBy: auth.userId,
    startDate: startDate ?? offer?.startDate ?? null,
  });
  await insertNotifications(trx, [
    hiredNotification(application.seekerId, {
      jobId: application.jobId,
      jobTitle: application.jobTitle,
      applicationId: application.id,
      offerId: offer?.id ?? null,
    }),
  ]);
  return id;
}

async function presentHireById(db: Db, id: string): Promise<Hire> {
  const row = await findHire(db, id);
  if (row === undefined) throw notFound('Hire');
  return presentHire(row);
}

export async function hireOffer(db: Kysely<DB>, auth: AuthContext, offerId: string): Promise<Hire> {
  const id = await db.transaction().execute(async (trx) => {
    const row = await offerForRecruiter(trx, auth, offerId, true);
    if (row.storedStatus !== 'accepted') {
      throw conflict(
        row.storedStatus === 'hired'
          ? 'The candidate is already hired through this offer.'
          : `Only an accepted offer leads to a hire; this one is ${row.status}.`,
      );
    }
    return hire(
      trx,
      auth,
      {
        id: row.applicationId,
        seekerId: row.seekerId,
        status: row.applicationStatus,
        jobId: row.jobId,
        jobTitle: row.jobTitle,
      },
      { id: row.id, startDate: row.startDate },
      null,
    );
  });
  return presentHireById(db, id);
}

export async function directHire(db: Kysely<DB>, auth: AuthContext, body: DirectHireBody): Promise<Hire> {
  const id = await db.transaction().execute(async (trx) => {
    const application = await lockOrganisationApplication(
      trx,
      auth,
      body.applicationId,
      OFFER_ROLES,
      REFUSAL,
    );
    if (!DIRECTLY_HIRABLE.includes(application.status)) {
      throw conflict(
        application.status === 'hired'
          ? 'This candidate is already hired for this job.'
          : `An application that is ${application.status} cannot be hired: interview the candidate first.`,
      );
    }
    const live = await findLiveOffers(trx, application.id);
    if (live.some((o) => o.status === 'sent' && !o.pastDeadline)) {
      throw conflict('An offer is waiting for the candidate’s answer: hire once they accept it.');
    }
    const accepted = live.find((o) => o.status === 'accepted');
    return hire(
      trx,
      auth,
      application,
      accepted === undefined ? null : { id: accepted.id, startDate: accepted.startDate },
      body.startDate ?? null,
    );
  });
  return presentHireById(db, id);
}

export async function listOffers(
  db: Kysely<DB>,
  auth: AuthContext,
  query: OfferListQuery,
): Promise<HrOfferPage> {
  const { rows, total } = await searchOffers(db, {
    organisationIds: organisationsWithRole(auth, OFFER_ROLES),
    jobId: query.jobId,
    status: query.status,
    limit: query.limit,
    offset: query.offset,
  });
  return { items: await present(db, rows), total, limit: query.limit, offset: query.offset };
}

async function recruiterJob(db: Db, auth: AuthContext, jobId: string) {
  const job = await findJobHead(db, jobId);
  if (job === undefined) throw notFound('Job');
  assertRecruiter(auth, job.organisationId, 'Job');
  return job;
}

/** `GET /api/hr/job-offer/{jobId}`: the offers of one job, 50 a page (docs/decisions.md). */
export async function jobOffers(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
  query: OfferListQuery,
): Promise<HrOfferPage> {
  await recruiterJob(db, auth, jobId);
  const { rows, total } = await searchOffers(db, {
    jobId,
    status: query.status,
    limit: query.limit,
    offset: query.offset,
  });
  return { items: await present(db, rows), total, limit: query.limit, offset: query.offset };
}

export async function jobHired(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
  page: { limit: number; offset: number },
): Promise<HirePage> {
  await recruiterJob(db, auth, jobId);
  const { rows, total } = await findJobHires(db, jobId, page.limit, page.offset);
  return { items: rows.map(presentHire), total, limit: page.limit, offset: page.offset };
}

export async function recentHired(db: Kysely<DB>, auth: AuthContext, limit: number): Promise<RecentHires> {
  const rows = await findRecentHires(db, organisationsWithRole(auth, OFFER_ROLES), limit);
  return { items: rows.map(presentHire) };
}

// ───────────── the job seeker's calls ─────────────

export async function myOffers(
  db: Kysely<DB>,
  auth: AuthContext,
  query: SeekerOfferListQuery,
): Promise<SeekerOfferPage> {
  const { rows, total } = await searchOffers(db, {
    seekerId: auth.userId,
    status: query.status,
    limit: query.limit,
    offset: query.offset,
  });
  return { items: (await present(db, rows)).map(forSeeker), total, limit: query.limit, offset: query.offset };
}

export async function answerOffer(
  db: Kysely<DB>,
  auth: AuthContext,
  body: AnswerOfferBody,
): Promise<SeekerOffer> {
  await db.transaction().execute(async (trx) => {
    const row = await findOffer(trx, body.offerId, true);
    if (row === undefined || row.seekerId !== auth.userId) throw notFound('Offer');
    if (row.status === 'expired') {
      throw conflict(
        'This offer has expired and can no longer be answered. Ask the employer to send it again.',
      );
    }
    if (row.status !== 'sent') throw conflict(`You have already answered this offer: it is ${row.status}.`);
    const to = body.accept ? 'accepted' : 'rejected';
    const reason = body.reason ?? null;
    await trx
      .updateTable('offers')
      .set({ status: to, respondedAt: sql<Date>`now()`, rejectReason: body.accept ? null : reason })
      .where('id', '=', row.id)
      .execute();
    await insertOfferHistory(trx, {
      offerId: row.id,
      fromStatus: 'sent',
      toStatus: to,
      changedBy: auth.userId,
      note: reason,
    });
    if (!body.accept && row.applicationStatus === 'offered') {
      // declining the offer ends the candidate's application, as the demo world does
      await moveApplication(trx, row.applicationId, row.applicationStatus, 'withdrawn', auth.userId, reason);
    }
    const recipients =
      row.createdBy !== null ? [row.createdBy] : await findOrganisationRecruiters(trx, row.organisationId);
    await insertNotifications(
      trx,
      offerAnsweredNotifications(recipients, {
        ...eventOf(row),
        seekerName: row.seekerName,
        accepted: body.accept,
      }),
    );
  });
  return forSeeker(await presentOne(db, body.offerId));
}

export async function createFreshoutRequest(
  db: Kysely<DB>,
  auth: AuthContext,
  body: FreshoutRequestBody,
): Promise<FreshoutRequest> {
  const check = async (
    table: 'degreeLevels' | 'specializations' | 'categories',
    id: string | undefined,
    field: string,
  ) => {
    if (id === undefined) return;
    const found = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
    if (found === undefined) throw badField(field, 'does not exist', 'Some fields are not valid.');
  };
  await check('degreeLevels', body.degreeLevelId, 'body.degreeLevelId');
  await check('specializations', body.specializationId, 'body.specializationId');
  await check('categories', body.preferredCategoryId, 'body.preferredCategoryId');
  const row = await db.transaction().execute(async (trx) => {
    // the seeker's row, locked: two requests sent at once cannot both find none open
    await trx.selectFrom('users').select('id').where('id', '=', auth.userId).forUpdate().execute();
    const open = await trx
      .selectFrom('freshoutRequests')
      .select('id')
      .where('seekerId', '=', auth.userId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (open !== undefined)
      throw conflict('You already have an open request to be considered as a graduate.');
    return trx
      .insertInto('freshoutRequests')
      .values({
        seekerId: auth.userId,
        universityName: body.universityName,
        graduationDate: body.graduationDate,
        degreeLevelId: body.degreeLevelId ?? null,
        specializationId: body.specializationId ?? null,
        preferredCategoryId: body.preferredCategoryId ?? null,
        message: body.message ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return presentRequest(row);
}

function presentRequest(row: Selectable<FreshoutRequests>): FreshoutRequest {
  return {
    id: row.id,
    universityName: row.universityName,
    graduationDate: String(row.graduationDate).slice(0, 10),
    degreeLevelId: row.degreeLevelId,
    specializationId: row.specializationId,
    preferredCategoryId: row.preferredCategoryId,
    message: row.message,
    status: row.status,
    createdAt: iso(row.createdAt),
  };
}

function freshoutOffers(db: Db) {
  return db
    .selectFrom('freshoutOffers as f')
    .innerJoin('freshoutRequests as r', 'r.id', 'f.requestId')
    .innerJoin('organisations as o', 'o.id', 'f.organisationId')
    .selectAll('f')
    .select('o.name as organisationName');
}

function presentFreshoutOffer(
  f: Awaited<ReturnType<ReturnType<typeof freshoutOffers>['executeTakeFirstOrThrow']>>,
): FreshoutOffer {
  return {
    id: f.id,
    requestId: f.requestId,
    organisation: { id: f.organisationId, name: f.organisationName },
    jobId: f.jobId,
    title: f.title,
    message: f.message,
    salary: f.salaryAmount === null ? null : Number(f.salaryAmount),
    currency: f.salaryCurrency === null ? null : f.salaryCurrency.trim(),
    status: f.status,
    rejectReason: f.rejectReason,
    sentAt: iso(f.sentAt),
    respondedAt: isoOrNull(f.respondedAt),
  };
}

/** The seeker's graduate requests and the freshout offers sent to them, newest first. */
export async function myFreshout(db: Kysely<DB>, auth: AuthContext): Promise<MyFreshout> {
  const [requests, offers] = await Promise.all([
    db
      .selectFrom('freshoutRequests')
      .selectAll()
      .where('seekerId', '=', auth.userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .execute(),
    freshoutOffers(db)
      .where('r.seekerId', '=', auth.userId)
      .orderBy('f.sentAt', 'desc')
      .orderBy('f.id')
      .execute(),
  ]);
  return { requests: requests.map(presentRequest), offers: offers.map(presentFreshoutOffer) };
}

async function answerFreshout(
  db: Kysely<DB>,
  auth: AuthContext,
  offerId: string,
  accept: boolean,
  reason: string | null,
): Promise<FreshoutOffer> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('freshoutOffers as f')
      .innerJoin('freshoutRequests as r', 'r.id', 'f.requestId')
      .select(['f.id', 'f.status', 'f.title', 'f.organisationId', 'f.sentBy', 'r.seekerId'])
      .where('f.id', '=', offerId)
      .forUpdate('f')
      .executeTakeFirst();
    if (row === undefined || row.seekerId !== auth.userId) throw notFound('Offer');
    if (row.status !== 'sent') throw conflict(`You have already answered this offer: it is ${row.status}.`);
    const to = accept ? 'accepted' : 'rejected';
    await trx
      .updateTable('freshoutOffers')
      .set({ status: to, respondedAt: sql<Date>`now()`, rejectReason: reason })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('freshoutOfferStatusHistory')
      .values({ offerId: row.id, fromStatus: 'sent', toStatus: to, changedBy: auth.userId, note: reason })
      .execute();
    const recipients =
      row.sentBy !== null ? [row.sentBy] : await findOrganisationRecruiters(trx, row.organisationId);
    await insertNotifications(
      trx,
      freshoutAnsweredNotifications(recipients, {
        seekerName: auth.fullName,
        title: row.title,
        offerId: row.id,
        accepted: accept,
      }),
    );
  });
  return presentFreshoutOffer(await freshoutOffers(db).where('f.id', '=', offerId).executeTakeFirstOrThrow());
}

export const rejectFreshoutOffer = (db: Kysely<DB>, auth: AuthContext, body: FreshoutRejectBody) =>
  answerFreshout(db, auth, body.offerID, false, body.reason);
export const acceptFreshoutOffer = (db: Kysely<DB>, auth: AuthContext, body: FreshoutAcceptBody) =>
  answerFreshout(db, auth, body.offerID, true, null);

/**
 * The seeker's upcoming interviews (soonest first) followed by their newest offers (last sent
 * first), at most `limit` of each (docs/decisions.md, "Offers and hiring").
 */
export async function latestOffersInterview(
  db: Kysely<DB>,
  auth: AuthContext,
  limit: number,
): Promise<LatestOffersInterview> {
  const [interviews, offers] = await Promise.all([
    db
      .selectFrom('assessments as s')
      .innerJoin('applications as a', 'a.id', 's.applicationId')
      .innerJoin('jobs as j', 'j.id', 'a.jobId')
      .innerJoin('organisations as o', 'o.id', 'j.organisationId')
      .select([
        's.id',
        's.kind',
        's.status',
        's.startsAt',
        's.durationMinutes',
        'j.id as jobId',
        'j.title as jobTitle',
        'o.name as organisationName',
      ])
      .where('a.seekerId', '=', auth.userId)
      .where('s.status', 'in', ['scheduled', 'accepted', 'reschedule_requested'])
      .where('s.startsAt', '>', sql<Date>`now()`)
      .orderBy('s.startsAt')
      .orderBy('s.id')
      .limit(limit)
      .execute(),
    searchOffers(db, { seekerId: auth.userId, limit, offset: 0 }),
  ]);
  return {
    items: [
      ...interviews.map((s) => {
        const starts = new Date(s.startsAt);
        return {
          type: 'interview' as const,
          at: starts.toISOString(),
          id: s.id,
          job: { id: s.jobId, title: s.jobTitle, organisationName: s.organisationName },
          kind:
            s.kind === 'technical_test' || s.kind === 'assignment'
              ? ('test' as const)
              : ('interview' as const),
          status: s.status,
          endsAt: new Date(starts.getTime() + s.durationMinutes * 60_000).toISOString(),
        };
      }),
      ...offers.rows.map((f) => ({
        type: 'offer' as const,
        at: iso(f.lastSentAt),
        id: f.id,
        job: { id: f.jobId, title: f.jobTitle, organisationName: f.organisationName },
        status: f.status,
        expiresAt: iso(f.expiresAt),
      })),
    ],
  };
}
