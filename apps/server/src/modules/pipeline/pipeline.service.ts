import type { Kysely, Transaction } from 'kysely';
import type {
  ApplicantMoveBody,
  ApplicationStatus,
  CandidatesFilterBody,
  CandidatesFilterResponse,
  HrApplicant,
  HrInvitation,
  HrInvitationPage,
  InviteBody,
  PipelineCandidate,
  PipelinePage,
  PipelinePageQuery,
  Role,
  ShortlistResponse,
  SourcingPoolQuery,
  SourcingPoolResponse,
} from '@talent/contracts';
import { INVITATION_EXPIRY_DAYS } from '@talent/contracts';
import { isEndDateReached } from '@talent/domain';
import type { DB } from '../../db/schema.js';
import { localized } from '../../lib/localized.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertOrganisationRole, organisationsWithRole } from '../../plugins/auth.js';
import { ERASED_NAME } from '../account/erased.js';
import { applicationTimeline } from '../applications/application-history.js';
import { assertApplicationMove } from '../applications/application-status.js';
import {
  cancelOpenAssessments,
  declineWaitingOffers,
  insertApplicationHistory,
  setApplicationStatus,
} from '../applications/applications.repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findJobHead } from '../hr-jobs/hr-jobs.repository.js';
import { insertNotifications } from '../notifications/notify.js';
import {
  findFitJob,
  findPlacesMatching,
  findSeekersVisibleTo,
  type FitJobRow,
} from '../recommendations/recommendations.repository.js';
import { fitsFor } from './fit-inputs.js';
import { rankSourcing } from './sourcing.js';
import { applicationMovedNotification, invitationReceivedNotification } from './pipeline-notifications.js';
import {
  type CandidateCardRow,
  deleteShortlist,
  findApplicationForHr,
  findCandidateCards,
  findDegreeRank,
  findJobApplicationOf,
  findJobInvitations,
  findOrganisationName,
  findPoolPage,
  findSeekerBySubject,
  insertInvitation,
  insertInvitationHistory,
  insertShortlist,
  isShortlisted,
  lockPendingInvitation,
  type PoolKind,
  type PoolQuery,
  searchCandidates,
} from './pipeline.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Who works a job's pipeline: the organisation's `hr` and `hr_admin` members. A per-job role
 * (recruiter, hiring_manager) does not widen this: those members already see every job of the
 * organisation, and a member without a recruiting role (a publisher) gets 403 on it
 * (docs/decisions.md, "The pipeline of a job").
 */
export const PIPELINE_ROLES: readonly Role[] = ['hr', 'hr_admin'];

const iso = (d: Date | string): string => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

/** Another organisation's things do not exist for the caller (404); a member without a recruiting role gets 403. */
function assertPipelineAccess(auth: AuthContext, organisationId: string, what: string): void {
  assertOrganisationRole(
    auth,
    organisationId,
    PIPELINE_ROLES,
    what,
    "Only the organisation's recruiters work a job's pipeline.",
  );
}

/** A job of the caller's organisation, or 404. */
async function pipelineJob(db: Db, auth: AuthContext, jobId: string, lock = false) {
  const job = await findJobHead(db, jobId, lock);
  if (job === undefined) throw notFound('Job');
  assertPipelineAccess(auth, job.organisationId, 'Job');
  return job;
}

async function fitJobOf(db: Db, jobId: string): Promise<FitJobRow> {
  const job = await findFitJob(db as Kysely<DB>, jobId);
  if (job === undefined) throw notFound('Job');
  return job;
}

/**
 * The card of a candidate of whom nothing may be shown: an erased account, or an application the
 * organisation's retention anonymised (`key` tells such cards apart).
 */
export function anonymousCandidate(key: string): PipelineCandidate {
  return {
    subject: `anonymised-${key}`,
    fullName: ERASED_NAME,
    headline: null,
    photoUrl: null,
    location: { countryCode: null, country: null, city: null },
    yearsOfExperience: null,
    contact: null,
    anonymised: true,
  };
}

/** The candidate card every pipeline answer shows (hr-candidates shows the same). */
export function toCandidate(row: CandidateCardRow): PipelineCandidate {
  if (row.erasedAt !== null) return anonymousCandidate(row.id);
  return {
    subject: row.subject,
    fullName: row.profileName ?? row.fullName,
    headline: row.title ?? null,
    photoUrl: row.photoFileId ? `/fm/download/preview/${row.photoFileId}` : null,
    location: {
      countryCode: row.countryCode?.trim() ?? null,
      country: localized(row.countryEn, row.countryZh, row.countryAr),
      city: localized(row.cityEn, row.cityZh, row.cityAr),
    },
    yearsOfExperience: row.yearsOfExperience ?? null,
    // contact details only once the candidate applied to (or accepted an invitation of) the organisation
    contact: row.shared
      ? { email: row.email ?? row.accountEmail, phone: row.phoneMobile ?? row.phoneHome ?? null }
      : null,
  };
}

async function candidatesOf(
  db: Db,
  organisationIds: readonly string[],
  userIds: readonly string[],
): Promise<Map<string, PipelineCandidate>> {
  const rows = await findCandidateCards(db, organisationIds, userIds);
  return new Map(rows.map((r) => [r.id, toCandidate(r)]));
}

function need<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  // the foreign keys guarantee the user; a miss means the rows changed under the request
  if (value === undefined) throw new Error(`candidate ${key} vanished while listing`);
  return value;
}

// ───────────── the sourcing pool ─────────────

/** The job's sourcing pool, best fit first: ranked by the job's kept scores (sourcing.ts). */
export async function sourcingPool(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
  query: SourcingPoolQuery,
): Promise<SourcingPoolResponse> {
  const head = await pipelineJob(db, auth, jobId);
  const job = await fitJobOf(db, jobId);
  const { page, total } = await rankSourcing(db, job, query);
  const candidates = await candidatesOf(
    db,
    [head.organisationId],
    page.map((s) => s.userId),
  );
  return {
    items: page.map((s) => ({ candidate: need(candidates, s.userId), fit: s.fit })),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

// ───────────── the other pools ─────────────

export async function pool(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
  kind: PoolKind,
  query: PoolQuery,
): Promise<PipelinePage> {
  const head = await pipelineJob(db, auth, jobId);
  const { rows, total } = await findPoolPage(db, head, kind, query);
  const ids = rows.map((r) => r.seekerId);
  const [candidates, fits] = await Promise.all([
    candidatesOf(db, [head.organisationId], ids),
    fitJobOf(db, jobId).then((job) => fitsFor(db, job, ids)),
  ]);
  return {
    items: rows.map((r) => ({
      candidate:
        r.anonymisedAt !== null && r.applicationId !== null
          ? anonymousCandidate(r.applicationId)
          : need(candidates, r.seekerId),
      status: r.status,
      applicationId: r.applicationId,
      appliedAt: isoOrNull(r.appliedAt),
      updatedAt: isoOrNull(r.updatedAt),
      invitation:
        r.invitationId === null || r.invitationStatus === null || r.invitedAt === null || r.expiresAt === null
          ? null
          : {
              id: r.invitationId,
              status: r.invitationStatus,
              createdAt: iso(r.invitedAt),
              expiresAt: iso(r.expiresAt),
              respondedAt: isoOrNull(r.respondedAt),
            },
      shortlistedAt: isoOrNull(r.shortlistedAt),
      fit: need(fits, r.seekerId),
    })),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

// ───────────── moving an application ─────────────

type MoveTarget = ApplicantMoveBody['to'];

/**
 * Moves the application (transition checked: 409 otherwise), keeps the shortlist in step with it,
 * calls off what was still to come when it is rejected, stamps the history and tells the candidate.
 * Runs inside the caller's transaction, the application row locked.
 */
async function moveApplication(
  trx: Transaction<DB>,
  auth: AuthContext,
  app: { id: string; jobId: string; seekerId: string; status: ApplicationStatus; jobTitle: string },
  to: MoveTarget,
  reason: string | undefined,
): Promise<ApplicationStatus> {
  assertApplicationMove(app.status, to);
  await setApplicationStatus(trx, app.id, to);
  if (to === 'shortlisted')
    await insertShortlist(trx, { jobId: app.jobId, seekerId: app.seekerId, addedBy: auth.userId });
  else await deleteShortlist(trx, app.jobId, app.seekerId);
  if (to === 'rejected') {
    const note = reason ?? 'The employer closed the application';
    await cancelOpenAssessments(trx, app.id, auth.userId, note);
    await declineWaitingOffers(trx, app.id, auth.userId, note);
  }
  await insertApplicationHistory(trx, {
    applicationId: app.id,
    fromStatus: app.status,
    toStatus: to,
    changedBy: auth.userId,
    note: reason ?? null,
  });
  await insertNotifications(trx, [
    applicationMovedNotification(app.seekerId, {
      jobId: app.jobId,
      jobTitle: app.jobTitle,
      applicationId: app.id,
      status: to,
    }),
  ]);
  return to;
}

export async function moveApplicant(
  db: Kysely<DB>,
  auth: AuthContext,
  applicationId: string,
  body: ApplicantMoveBody,
): Promise<HrApplicant> {
  await db.transaction().execute(async (trx) => {
    const app = await findApplicationForHr(trx, applicationId, true);
    if (app === undefined) throw notFound('Application');
    assertPipelineAccess(auth, app.organisationId, 'Application');
    await moveApplication(trx, auth, app, body.to, body.reason);
  });
  return getApplicant(db, auth, applicationId);
}

/** One application of the organisation with the timeline the candidate sees too. */
export async function getApplicant(
  db: Kysely<DB>,
  auth: AuthContext,
  applicationId: string,
): Promise<HrApplicant> {
  const app = await findApplicationForHr(db, applicationId);
  if (app === undefined) throw notFound('Application');
  assertPipelineAccess(auth, app.organisationId, 'Application');
  const [candidates, fits, shortlisted, timeline] = await Promise.all([
    candidatesOf(db, [app.organisationId], [app.seekerId]),
    fitJobOf(db, app.jobId).then((job) => fitsFor(db, job, [app.seekerId])),
    isShortlisted(db, app.jobId, app.seekerId),
    applicationTimeline(db, app.id),
  ]);
  return {
    id: app.id,
    jobId: app.jobId,
    jobTitle: app.jobTitle,
    candidate: need(candidates, app.seekerId),
    status: app.status,
    source: app.source,
    invitationId: app.invitationId,
    coverLetter: app.coverLetter,
    appliedAt: iso(app.appliedAt),
    updatedAt: iso(app.updatedAt),
    shortlisted,
    fit: need(fits, app.seekerId),
    timeline,
  };
}

// ───────────── the shortlist ─────────────

/** The candidate named, if the organisation may see them (issue 11, "Privacy"); 404 otherwise. */
async function visibleCandidate(db: Db, organisationId: string, subject: string) {
  const seeker = await findSeekerBySubject(db, subject);
  if (seeker === undefined) throw notFound('Candidate');
  const visible = await findSeekersVisibleTo(db as Kysely<DB>, organisationId, [seeker.id]);
  if (!visible.includes(seeker.id)) throw notFound('Candidate');
  return seeker;
}

/**
 * Puts the candidate on the job's shortlist. An applicant moves applied → shortlisted with history
 * and a notification; one already shortlisted stays as they are; a candidate who has not applied
 * (found in the sourcing pool) is kept on the shortlist without an application. An application
 * that is further on, rejected or withdrawn cannot be shortlisted (409).
 */
export async function addToShortlist(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
  subject: string,
): Promise<ShortlistResponse> {
  return db.transaction().execute(async (trx) => {
    const job = await pipelineJob(trx, auth, jobId);
    const seeker = await visibleCandidate(trx, job.organisationId, subject);
    const app = await findJobApplicationOf(trx, jobId, seeker.id, true);
    let status: ApplicationStatus | null = app?.status ?? null;
    if (app !== undefined && app.status !== 'shortlisted') {
      status = await moveApplication(trx, auth, app, 'shortlisted', undefined);
    }
    await insertShortlist(trx, { jobId, seekerId: seeker.id, addedBy: auth.userId });
    return { jobId, subject, shortlisted: true, applicationStatus: status };
  });
}

/**
 * Takes the candidate off the job's shortlist; a shortlisted application goes back to applied
 * (history, notification). 404 when the candidate is not on it.
 */
export async function removeFromShortlist(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
  subject: string,
): Promise<ShortlistResponse> {
  return db.transaction().execute(async (trx) => {
    const job = await pipelineJob(trx, auth, jobId);
    const seeker = await findSeekerBySubject(trx, subject);
    if (seeker === undefined) throw notFound('Candidate');
    const app = await findJobApplicationOf(trx, jobId, seeker.id, true);
    if (app !== undefined && app.status === 'shortlisted') {
      const status = await moveApplication(trx, auth, app, 'applied', undefined);
      return { jobId, subject, shortlisted: false, applicationStatus: status };
    }
    const removed = await deleteShortlist(trx, job.id, seeker.id);
    if (!removed) throw new AppError(404, 'not_found', "The candidate is not on this job's shortlist.");
    return { jobId, subject, shortlisted: false, applicationStatus: app?.status ?? null };
  });
}

// ───────────── invitations ─────────────

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const ALREADY_INVITED = 'The candidate already has an invitation to this job waiting for an answer.';

/**
 * Invites the candidate to apply (pending, answerable for INVITATION_EXPIRY_DAYS). Refused with
 * 409 when the job is not open, the candidate applied already or has an invitation still waiting;
 * one past its deadline is marked expired first, in its history, and a new one sent.
 */
export async function inviteCandidate(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
  body: InviteBody,
): Promise<HrInvitation> {
  try {
    return await db.transaction().execute(async (trx) => {
      const job = await pipelineJob(trx, auth, jobId, true);
      if (job.status !== 'published' || isEndDateReached(job.endDate)) {
        throw new AppError(409, 'conflict', 'Only candidates for a published, open job can be invited.');
      }
      const seeker = await visibleCandidate(trx, job.organisationId, body.subject);
      if ((await findJobApplicationOf(trx, jobId, seeker.id)) !== undefined) {
        throw new AppError(409, 'conflict', 'The candidate already applied to this job.');
      }
      const waiting = await lockPendingInvitation(trx, jobId, seeker.id);
      if (waiting !== undefined && !waiting.pastDeadline)
        throw new AppError(409, 'conflict', ALREADY_INVITED);
      if (waiting !== undefined) {
        await trx
          .updateTable('invitations')
          .set({ status: 'expired' })
          .where('id', '=', waiting.id)
          .execute();
        await insertInvitationHistory(trx, {
          invitationId: waiting.id,
          fromStatus: 'pending',
          toStatus: 'expired',
          changedBy: null,
          note: 'Expired without an answer',
        });
      }
      const created = await insertInvitation(trx, {
        jobId,
        seekerId: seeker.id,
        invitedBy: auth.userId,
        message: body.message ?? null,
        expiresInDays: INVITATION_EXPIRY_DAYS,
      });
      await insertInvitationHistory(trx, {
        invitationId: created.id,
        fromStatus: null,
        toStatus: 'pending',
        changedBy: auth.userId,
        note: body.message ?? null,
      });
      await insertNotifications(trx, [
        invitationReceivedNotification(seeker.id, {
          organisationName: await findOrganisationName(trx, job.organisationId),
          jobId,
          jobTitle: job.title,
          invitationId: created.id,
        }),
      ]);
      const candidates = await candidatesOf(trx, [job.organisationId], [seeker.id]);
      return {
        id: created.id,
        jobId,
        candidate: need(candidates, seeker.id),
        status: 'pending' as const,
        message: body.message ?? null,
        invitedBy: { id: auth.userId, fullName: auth.fullName },
        createdAt: iso(created.createdAt),
        expiresAt: iso(created.expiresAt),
        respondedAt: null,
      };
    });
  } catch (error) {
    // a concurrent invitation committed first (invitations_pending_key)
    if (isUniqueViolation(error)) throw new AppError(409, 'conflict', ALREADY_INVITED);
    throw error;
  }
}

export async function listJobInvitations(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
  query: PipelinePageQuery,
): Promise<HrInvitationPage> {
  const job = await pipelineJob(db, auth, jobId);
  const { rows, total } = await findJobInvitations(db, jobId, query);
  const candidates = await candidatesOf(
    db,
    [job.organisationId],
    rows.map((r) => r.seekerId),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      jobId: r.jobId,
      candidate: need(candidates, r.seekerId),
      status: r.shownStatus,
      message: r.message,
      invitedBy: r.invitedBy === null ? null : { id: r.invitedBy, fullName: r.invitedByName ?? '' },
      createdAt: iso(r.createdAt),
      expiresAt: iso(r.expiresAt),
      respondedAt: isoOrNull(r.respondedAt),
    })),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

// ───────────── the candidate search ─────────────

function validation(field: string, message: string): AppError {
  return new AppError(400, 'validation', `${field}: ${message}`, {}, [{ field, message }]);
}

/**
 * Job seekers the caller's organisations may see, matching every filter; with `jobId` (a job of
 * those organisations, else 404) each comes with the fit to it.
 */
export async function filterCandidates(
  db: Kysely<DB>,
  auth: AuthContext,
  body: CandidatesFilterBody,
): Promise<CandidatesFilterResponse> {
  let organisationIds = organisationsWithRole(auth, PIPELINE_ROLES);
  let job: FitJobRow | undefined;
  if (body.jobId !== undefined) {
    job = await findFitJob(db, body.jobId);
    if (job === undefined || !organisationIds.includes(job.organisationId)) throw notFound('Job');
    organisationIds = [job.organisationId];
  }
  const empty = { items: [], total: 0, limit: body.limit, offset: body.offset };
  let educationRank: number | undefined;
  if (body.education !== undefined) {
    educationRank = await findDegreeRank(db, body.education);
    if (educationRank === undefined) throw validation('body.education', 'is not a known degree level');
  }
  let place: { countryCodes: string[]; cityIds: string[] } | undefined;
  if (body.location !== undefined) {
    place = await findPlacesMatching(db, body.location);
    if (place.countryCodes.length === 0 && place.cityIds.length === 0) return empty;
  }
  const { ids, total } = await searchCandidates(
    db,
    organisationIds,
    {
      keyword: body.keyword,
      skills: body.skills,
      languages: body.languages,
      minYears: body.minYears,
      maxYears: body.maxYears,
      educationRank,
      place,
    },
    body,
  );
  const [candidates, fits] = await Promise.all([
    candidatesOf(db, organisationIds, ids),
    job === undefined ? Promise.resolve(undefined) : fitsFor(db, job, ids),
  ]);
  return {
    items: ids.map((id) => ({
      candidate: need(candidates, id),
      fit: fits === undefined ? null : need(fits, id),
    })),
    total,
    limit: body.limit,
    offset: body.offset,
  };
}
