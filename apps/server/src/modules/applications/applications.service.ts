import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type {
  AppliesResponse,
  Application,
  ApplicationDetail,
  ApplyBody,
  ApplyErrorCode,
  ApplyFile,
  ApplyFilesResponse,
  JobSeekerStatistics,
  MyApplicationItem,
  MyApplicationListResponse,
  MyApplicationsQuery,
  MyJobsBody,
  MyJobsResponse,
  OwnJobSummary,
} from '@talent/contracts';
import { isEndDateReached } from '@talent/domain';
import type { DB, Notifications } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../auth/auth-context.js';
import type { EligibilityChecker } from '../eligibility/eligibility.js';
import { newApplicantNotifications, withdrawnNotifications } from './application-notifications.js';
import { applicationTimeline } from './application-history.js';
import { type ApplicationStatus, assertApplicationMove } from './application-status.js';
import {
  acceptInvitation,
  type ApplicationRow,
  cancelOpenAssessments,
  countApplicationsByStatus,
  countSeekerActivity,
  declineWaitingOffers,
  findApplicationAssessments,
  findApplicationBadges,
  findApplicationByJob,
  findApplicationOffers,
  findApplyFiles,
  findJobForApply,
  findMyApplications,
  findMyJobs,
  findOwnApplication,
  findOwnJobSummaries,
  findRecruitersToNotify,
  findSeekerEligibility,
  insertApplication,
  insertApplicationHistory,
  insertNotifications,
  lockApplyFile,
  lockOpenInvitation,
  lockOwnApplication,
  type OwnJobSummaryRow,
  setApplicationStatus,
} from './applications.repository.js';
import { publicLogoUrl } from '../../lib/organisation-logo.js';
import { jobPlace } from '../jobs/jobs.service.js';

/** How an apply made by answering an invitation (modules/pipeline) tells the recruiters. */
export interface ApplyOptions {
  /** Instead of the new-applicant notification: the in-app setting that switches it off, and the rows. */
  recruiterNotice?: {
    setting: string;
    rows: (
      recipients: readonly string[],
      event: { seekerName: string; jobId: string; jobTitle: string; applicationId: string },
    ) => Insertable<Notifications>[];
  };
}

export interface ApplicationsDeps {
  db: Kysely<DB>;
  eligibility: EligibilityChecker;
}

function applyError(code: ApplyErrorCode, message: string): AppError {
  return new AppError(code === 'internal' ? 500 : 400, code, message);
}

const JOB_NOT_FOUND =
  'We could not find this job. It may have been taken down; search for similar jobs that are open.';
const JOB_NOT_OPEN =
  'This job is no longer open for applications. Search for similar jobs that are still open.';
const INVITATION_NOT_OPEN =
  'This invitation has expired or has already been answered. You can still apply to the job without it.';
const WITHDRAWN_BY_SEEKER = 'The candidate withdrew the application';
const NOT_AN_APPLY_FILE =
  'The résumé chosen (resumeFileId) is neither the résumé on your profile nor one of your PDF documents. ' +
  'Choose one of those, or apply with your profile only.';

/** 400 naming `resumeFileId`: a file that does not exist, is someone else's, or is not on the profile. */
function notAnApplyFile(): AppError {
  return new AppError(400, 'bad_request', NOT_AN_APPLY_FILE, {}, [
    {
      field: 'body.resumeFileId',
      message: 'must be the résumé on your profile or one of your PDF documents',
    },
  ]);
}

function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    jobId: row.jobId,
    status: row.status,
    source: row.source,
    invitationId: row.invitationId,
    coverLetter: row.coverLetter,
    appliedAt: row.appliedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toOwnJob(row: OwnJobSummaryRow): OwnJobSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    company: {
      id: row.companyId,
      name: row.companyName,
      logoUrl: publicLogoUrl(row.companyId, row.companyLogoUrl),
    },
    location: jobPlace(row),
    endDate: row.endDate,
  };
}

/** The job summaries of the given jobs, by id, as the seeker's own lists show them (applications, invitations). */
export async function ownJobs(
  db: Kysely<DB>,
  jobIds: readonly string[],
): Promise<Map<string, OwnJobSummary>> {
  const rows = await findOwnJobSummaries(db, jobIds);
  return new Map(rows.map((row) => [row.id, toOwnJob(row)]));
}

function jobOf(jobs: Map<string, OwnJobSummary>, jobId: string): OwnJobSummary {
  const job = jobs.get(jobId);
  // the foreign key guarantees the job; a miss means the rows changed under the request
  if (job === undefined) throw new Error(`job ${jobId} vanished while listing`);
  return job;
}

/**
 * Applies the seeker to the job. Applying again answers the application already made (in any
 * status: a withdrawn one is not reopened). The apply checks run before the transaction, because a
 * provider may call out for up to its time limit and no row should stay locked that long; the
 * application, its first history row, the accepted invitation and the recruiters' notifications
 * are then written together or not at all.
 */
export async function applyToJob(
  deps: ApplicationsDeps,
  auth: AuthContext,
  jobId: string,
  body: ApplyBody,
  log: FastifyBaseLogger,
  options: ApplyOptions = {},
): Promise<{ created: boolean; application: Application }> {
  const existing = await findApplicationByJob(deps.db, auth.userId, jobId);
  if (existing !== undefined) return { created: false, application: toApplication(existing) };

  const job = await findJobForApply(deps.db, jobId);
  // drafts and withdrawn jobs are not public: they answer as if they did not exist
  if (job === undefined || job.status === 'draft' || job.status === 'withdrawn') {
    throw applyError('notfound', JOB_NOT_FOUND);
  }
  if (job.status !== 'published' || isEndDateReached(job.endDate)) throw applyError('notfound', JOB_NOT_OPEN);

  const profile = await findSeekerEligibility(deps.db, auth.userId);
  const outcome = await deps.eligibility.check(
    {
      id: job.id,
      countryCode: job.countryCode,
      countryName: job.countryName,
      nationalsOnly: job.nationalsOnly,
      requiresWorkPermit: job.requiresWorkPermit,
      requiresResidentCard: job.requiresResidentCard,
    },
    {
      userId: auth.userId,
      nationality: profile?.nationality ?? null,
      nationalityName: profile?.nationalityName ?? null,
      hasWorkPermit: profile?.hasWorkPermit ?? false,
      residentCardNo: profile?.residentCardNo ?? null,
    },
    log,
  );
  if (!outcome.ok) throw applyError(outcome.code, outcome.message);

  const result = await deps.db.transaction().execute(async (trx) => {
    const invitation = await lockOpenInvitation(trx, auth.userId, jobId);
    if (body.invitationId !== undefined && invitation?.id !== body.invitationId) {
      // a concurrent apply may have accepted it a moment ago: then that application is the answer
      const made = await findApplicationByJob(trx, auth.userId, jobId);
      if (made !== undefined) return { created: false, row: made };
      throw new AppError(409, 'conflict', INVITATION_NOT_OPEN);
    }
    const resumeFileId = body.resumeFileId ?? null;
    if (resumeFileId !== null && (await lockApplyFile(trx, auth.userId, resumeFileId)) === undefined) {
      throw notAnApplyFile();
    }
    const inserted = await insertApplication(trx, {
      jobId,
      seekerId: auth.userId,
      source: invitation === undefined ? 'direct' : 'invitation',
      invitationId: invitation?.id ?? null,
      coverLetter: body.coverLetter ?? null,
      resumeFileId,
    });
    if (inserted === undefined) {
      // a concurrent apply committed first; the unique key made this insert a no-op
      const made = await findApplicationByJob(trx, auth.userId, jobId);
      if (made === undefined) throw new Error('application neither inserted nor found');
      return { created: false, row: made };
    }
    await insertApplicationHistory(trx, {
      applicationId: inserted.id,
      fromStatus: null,
      toStatus: 'applied',
      changedBy: auth.userId,
      note: null,
    });
    if (invitation !== undefined) await acceptInvitation(trx, invitation.id, auth.userId);
    const notice = options.recruiterNotice;
    const recipients = await findRecruitersToNotify(
      trx,
      job.organisationId,
      notice?.setting ?? 'in_app.new_applicant',
      auth.userId,
    );
    const event = {
      seekerName: auth.fullName,
      jobId,
      jobTitle: job.title,
      applicationId: inserted.id,
      source: inserted.source,
    };
    await insertNotifications(
      trx,
      notice === undefined ? newApplicantNotifications(recipients, event) : notice.rows(recipients, event),
    );
    return { created: true, row: inserted };
  });
  if (result.created) {
    log.info(
      { event: 'applied', applicationId: result.row.id, jobId, source: result.row.source },
      'job seeker applied',
    );
  }
  return { created: result.created, application: toApplication(result.row) };
}

function toApplyFile(row: {
  id: string;
  filename: string;
  contentType: string;
  sizeBytes: number | string;
  createdAt: Date;
}): ApplyFile {
  return {
    id: row.id,
    filename: row.filename,
    contentType: row.contentType,
    sizeBytes: Number(row.sizeBytes),
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** What the apply sheet offers to send: the profile's résumé and the seeker's other PDF documents. */
export async function listApplyFiles(db: Kysely<DB>, auth: AuthContext): Promise<ApplyFilesResponse> {
  const rows = await findApplyFiles(db, auth.userId);
  const resume = rows.find((row) => row.isResume);
  return {
    resume: resume === undefined ? null : toApplyFile(resume),
    documents: rows.filter((row) => !row.isResume).map(toApplyFile),
  };
}

export async function listApplies(db: Kysely<DB>, auth: AuthContext): Promise<AppliesResponse> {
  return { items: await findApplicationBadges(db, auth.userId) };
}

function toItem(row: ApplicationRow, jobs: Map<string, OwnJobSummary>): MyApplicationItem {
  return {
    id: row.id,
    job: jobOf(jobs, row.jobId),
    status: row.status,
    source: row.source,
    appliedAt: row.appliedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listMyApplications(
  db: Kysely<DB>,
  auth: AuthContext,
  query: MyApplicationsQuery,
): Promise<MyApplicationListResponse> {
  const { rows, total } = await findMyApplications(db, auth.userId, query);
  const jobs = await ownJobs(
    db,
    rows.map((r) => r.jobId),
  );
  return { items: rows.map((r) => toItem(r, jobs)), total, limit: query.limit, offset: query.offset };
}

export async function getMyApplication(
  db: Kysely<DB>,
  auth: AuthContext,
  applicationId: string,
): Promise<ApplicationDetail> {
  const row = await findOwnApplication(db, auth.userId, applicationId);
  if (row === undefined) throw notFound('Application');
  const [jobs, timeline, assessments, offers] = await Promise.all([
    ownJobs(db, [row.jobId]),
    applicationTimeline(db, row.id),
    findApplicationAssessments(db, row.id),
    findApplicationOffers(db, row.id),
  ]);
  return {
    ...toItem(row, jobs),
    coverLetter: row.coverLetter,
    invitationId: row.invitationId,
    timeline,
    assessments: assessments.map((a) => ({ ...a, startsAt: a.startsAt.toISOString() })),
    offers: offers.map((o) => ({
      id: o.id,
      status: o.status,
      salary: { amount: Number(o.salaryAmount), currency: o.salaryCurrency, period: o.salaryPeriod },
      startDate: o.startDate,
      expiresAt: o.expiresAt.toISOString(),
      sendCount: o.sendCount,
      lastSentAt: o.lastSentAt.toISOString(),
      respondedAt: o.respondedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Withdraws the application from any open state. What was still to come goes with it: scheduled
 * assessments are cancelled and waiting offers declined, each with its own history row, so that
 * no recruiter acts on a candidate who has left. An offer the seeker already accepted stays as it
 * is (accepted offers only move to hired); the withdrawn application is what the recruiter sees.
 */
export async function withdrawMyApplication(
  db: Kysely<DB>,
  auth: AuthContext,
  applicationId: string,
  reason: string | undefined,
  log: FastifyBaseLogger,
): Promise<Application> {
  const updated = await db.transaction().execute(async (trx) => {
    const row = await lockOwnApplication(trx, auth.userId, applicationId);
    if (row === undefined) throw notFound('Application');
    assertApplicationMove(row.status, 'withdrawn');
    const after = await setApplicationStatus(trx, row.id, 'withdrawn');
    await cancelOpenAssessments(trx, row.id, auth.userId, WITHDRAWN_BY_SEEKER);
    await declineWaitingOffers(trx, row.id, auth.userId, reason ?? WITHDRAWN_BY_SEEKER);
    await insertApplicationHistory(trx, {
      applicationId: row.id,
      fromStatus: row.status,
      toStatus: 'withdrawn',
      changedBy: auth.userId,
      note: reason ?? null,
    });
    const recipients = await findRecruitersToNotify(
      trx,
      row.organisationId,
      'in_app.application_status_changed',
      auth.userId,
    );
    await insertNotifications(
      trx,
      withdrawnNotifications(recipients, {
        seekerName: auth.fullName,
        jobId: row.jobId,
        jobTitle: row.jobTitle,
        applicationId: row.id,
      }),
    );
    return after;
  });
  log.info({ event: 'application_withdrawn', applicationId: updated.id }, 'application withdrawn');
  return toApplication(updated);
}

export async function getStatistics(db: Kysely<DB>, auth: AuthContext): Promise<JobSeekerStatistics> {
  const [byStatusRows, activity] = await Promise.all([
    countApplicationsByStatus(db, auth.userId),
    countSeekerActivity(db, auth.userId),
  ]);
  const byStatus: Record<ApplicationStatus, number> = {
    applied: 0,
    shortlisted: 0,
    interviewing: 0,
    offered: 0,
    hired: 0,
    rejected: 0,
    withdrawn: 0,
  };
  for (const row of byStatusRows) byStatus[row.status] = Number(row.count);
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { applications: { total, byStatus }, ...activity };
}

export async function listMyJobs(
  db: Kysely<DB>,
  auth: AuthContext,
  body: MyJobsBody,
): Promise<MyJobsResponse> {
  const { rows, total } = await findMyJobs(
    db,
    auth.userId,
    { kinds: body.kinds, keyword: body.keyword },
    { limit: body.limit, offset: body.offset },
  );
  const jobs = await ownJobs(
    db,
    rows.map((r) => r.jobId),
  );
  return {
    items: rows.map((r) => ({
      job: jobOf(jobs, r.jobId),
      applied: r.applicationId !== null,
      saved: r.savedAt !== null,
      invited: r.invitationId !== null,
      application:
        r.applicationId === null || r.applicationStatus === null
          ? null
          : { id: r.applicationId, status: r.applicationStatus },
      invitation:
        r.invitationId === null || r.invitationStatus === null
          ? null
          : { id: r.invitationId, status: r.invitationStatus },
      savedAt: r.savedAt?.toISOString() ?? null,
      lastActivityAt: r.lastActivityAt.toISOString(),
    })),
    total,
    limit: body.limit,
    offset: body.offset,
  };
}
