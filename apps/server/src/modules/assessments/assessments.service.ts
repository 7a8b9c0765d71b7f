import type { Kysely, Transaction } from 'kysely';
import type {
  AnswerAssessmentBody,
  ApplicationStatus,
  AssessmentFeedbackBody,
  AssessmentListQuery,
  AssessmentStatus,
  HrAssessment,
  HrAssessmentPage,
  RequestRescheduleBody,
  RescheduleAssessmentBody,
  Role,
  ScheduleAssessmentBody,
  SeekerAssessment,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { organisationsWithRole } from '../../plugins/auth.js';
import { statusChange } from '../applications/application-history.js';
import { assertApplicationMove } from '../applications/application-status.js';
import { lockOrganisationApplication } from '../applications/organisation-application.js';
import type { AuthContext } from '../auth/auth-context.js';
import { candidatePerson } from '../account/erased.js';
import { insertNotifications } from '../notifications/notify.js';
import { jobRolesOf } from '../organisation/job-roles.js';
import {
  type AssessmentEvent,
  assessmentAnsweredNotifications,
  assessmentFeedbackNotifications,
  assessmentScheduledNotification,
} from './assessment-notifications.js';
import {
  type AssessmentRow,
  findAssessment,
  findFeedback,
  findHistory,
  findParticipants,
  findPossibleParticipants,
  insertAssessment,
  insertFeedback,
  insertHistory,
  insertParticipants,
  reschedule,
  searchAssessments,
  setStatus,
} from './assessments.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Who schedules and re-schedules: the organisation's recruiters (docs/decisions.md, "Assessments"). */
export const ASSESSMENT_ROLES: readonly Role[] = ['hr', 'hr_admin'];

/** The application states an assessment may be scheduled from; shortlisted moves on to interviewing. */
export const SCHEDULABLE_APPLICATION: readonly ApplicationStatus[] = ['shortlisted', 'interviewing'];

/** The assessment moves of decisions.md, with who makes them. */
const NEXT: Record<AssessmentStatus, readonly AssessmentStatus[]> = {
  scheduled: ['accepted', 'rejected', 'reschedule_requested', 'scheduled', 'completed', 'cancelled'],
  accepted: ['scheduled', 'completed', 'cancelled', 'reschedule_requested'],
  reschedule_requested: ['scheduled', 'cancelled'],
  rejected: [],
  completed: ['completed'],
  cancelled: [],
};

const REFUSALS: Partial<Record<AssessmentStatus, string>> = {
  rejected: 'The candidate declined this assessment, so it can no longer change.',
  cancelled: 'This assessment was cancelled, so it can no longer change.',
  completed: 'This assessment is completed: feedback was given.',
};

function assertMove(from: AssessmentStatus, to: AssessmentStatus, what: string): void {
  if (NEXT[from].includes(to)) return;
  throw new AppError(
    409,
    'conflict',
    REFUSALS[from] ?? `An assessment that is ${from.replace('_', ' ')} cannot be ${what}.`,
  );
}

const iso = (d: Date | string): string => new Date(d).toISOString();

/** The wall-clock time of an instant in a zone, with the zone's offset: `2026-12-01T10:00:00+04:00`. */
export function localTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const wall = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const offsetMinutes = Math.round(
    (Date.parse(`${wall}Z`) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${wall}${offset}`;
}

const apiKind = (format: AssessmentRow['kind']): 'interview' | 'test' =>
  format === 'technical_test' || format === 'assignment' ? 'test' : 'interview';

function eventOf(row: AssessmentRow): AssessmentEvent {
  return {
    assessmentId: row.id,
    applicationId: row.applicationId,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    format: row.kind,
  };
}

/**
 * Builds the answers of these assessments, in one query per part: in `timeZone` when the caller
 * asked for one (a display override), else in each assessment's own zone.
 */
async function present(
  db: Db,
  rows: readonly AssessmentRow[],
  timeZone: string | undefined,
  withFeedback: boolean,
): Promise<HrAssessment[]> {
  const ids = rows.map((r) => r.id);
  const [participants, feedback, history] = await Promise.all([
    findParticipants(db, ids),
    withFeedback ? findFeedback(db, ids) : Promise.resolve([]),
    findHistory(db, ids),
  ]);
  return rows.map((row) => {
    const starts = new Date(row.startsAt);
    const ends = new Date(starts.getTime() + row.durationMinutes * 60_000);
    const own = history.filter((h) => h.assessmentId === row.id);
    const zone = timeZone ?? row.timeZone;
    return {
      id: row.id,
      applicationId: row.applicationId,
      job: {
        id: row.jobId,
        title: row.jobTitle,
        organisationId: row.organisationId,
        organisationName: row.organisationName,
      },
      candidate: candidatePerson(
        {
          subject: row.seekerSubject,
          fullName: row.seekerName,
          erasedAt: row.seekerErasedAt,
          anonymisedAt: row.applicationAnonymisedAt,
        },
        row.applicationId,
      ),
      kind: apiKind(row.kind),
      format: row.kind,
      title: row.title,
      mode: row.mode,
      status: row.status,
      startsAt: starts.toISOString(),
      endsAt: ends.toISOString(),
      durationMinutes: row.durationMinutes,
      timeZone: zone,
      localStartsAt: localTime(starts, zone),
      localEndsAt: localTime(ends, zone),
      location: row.locationText,
      meetingUrl: row.meetingUrl,
      note: row.instructions,
      seekerNote: row.seekerNote,
      proposedTimes: proposedTimesOf(row.proposedTimes),
      proposedTimeZone: row.proposedTimes === null ? null : row.proposedTimeZone,
      sequence: row.sequence,
      participants: participants
        .filter((p) => p.assessmentId === row.id)
        .map((p) => ({ subject: p.subject, fullName: p.fullName, role: p.role })),
      history: own.map((h) => ({
        ...statusChange(h),
        startsAt: h.startsAt === null ? null : iso(h.startsAt),
      })),
      feedback: feedback
        .filter((f) => f.assessmentId === row.id)
        .map((f) => ({
          author: { subject: f.subject, fullName: f.fullName },
          rating: f.rating,
          recommendation: f.recommendation,
          notes: f.comments,
          createdAt: iso(f.createdAt),
        })),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
}

/** The stored proposals (`assessments.proposed_times`), earliest first; anything unreadable is left out. */
function proposedTimesOf(stored: unknown): HrAssessment['proposedTimes'] {
  if (!Array.isArray(stored)) return [];
  return stored
    .flatMap((t: unknown) => {
      if (typeof t !== 'object' || t === null) return [];
      const { startsAt, endsAt } = t as Record<string, unknown>;
      if (typeof startsAt !== 'string' || typeof endsAt !== 'string') return [];
      const from = Date.parse(startsAt);
      const to = Date.parse(endsAt);
      if (Number.isNaN(from) || Number.isNaN(to)) return [];
      return [{ startsAt: new Date(from).toISOString(), endsAt: new Date(to).toISOString() }];
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

async function presentOne(db: Db, row: AssessmentRow, timeZone?: string): Promise<HrAssessment> {
  const [one] = await present(db, [row], timeZone, true);
  if (one === undefined) throw new Error('an assessment vanished while answering');
  return one;
}

function isRecruiterOf(auth: AuthContext, organisationId: string): boolean {
  return organisationsWithRole(auth, ASSESSMENT_ROLES).includes(organisationId);
}

/**
 * How the caller reaches the assessment: a recruiter of the job's organisation, or a participant
 * holding the per-job `interviewer` role on its job. Anyone else: 404 (another organisation's
 * assessments do not exist for them).
 */
async function reach(db: Db, auth: AuthContext, row: AssessmentRow): Promise<'recruiter' | 'interviewer'> {
  if (isRecruiterOf(auth, row.organisationId)) return 'recruiter';
  const [participants, roles] = await Promise.all([
    findParticipants(db, [row.id]),
    jobRolesOf(db, auth.userId, row.jobId),
  ]);
  if (roles.includes('interviewer') && participants.some((p) => p.userId === auth.userId))
    return 'interviewer';
  throw notFound('Assessment');
}

async function assessmentForRecruiter(
  db: Db,
  auth: AuthContext,
  id: string,
  lock = false,
): Promise<AssessmentRow> {
  const row = await findAssessment(db, id, lock);
  if (row === undefined) throw notFound('Assessment');
  if ((await reach(db, auth, row)) !== 'recruiter') {
    throw forbidden(
      "Only the organisation's recruiters schedule assessments; an interviewer gives feedback.",
    );
  }
  return row;
}

/** Those who hear about the candidate's answers: who scheduled it and its participants. */
async function recruitersOf(db: Db, row: AssessmentRow, except: string): Promise<string[]> {
  const participants = await findParticipants(db, [row.id]);
  const ids = new Set<string>(participants.map((p) => p.userId));
  if (row.createdBy !== null) ids.add(row.createdBy);
  ids.delete(except);
  ids.delete(row.seekerId);
  return [...ids].sort();
}

// ───────────── the recruiter's calls ─────────────

/** The start and length of a slot asked for, which must start in the future (400 otherwise). */
function futureSlot(body: { startsAt: string; endsAt: string }) {
  const startsAt = new Date(body.startsAt);
  if (startsAt.getTime() <= Date.now()) {
    throw new AppError(400, 'bad_request', 'The assessment must start in the future.', {}, [
      { field: 'body.startsAt', message: 'must be in the future' },
    ]);
  }
  return { startsAt, durationMinutes: (Date.parse(body.endsAt) - startsAt.getTime()) / 60_000 };
}

export async function scheduleAssessment(
  db: Kysely<DB>,
  auth: AuthContext,
  body: ScheduleAssessmentBody,
): Promise<HrAssessment> {
  const { startsAt, durationMinutes } = futureSlot(body);
  const id = await db.transaction().execute(async (trx) => {
    const application = await lockOrganisationApplication(
      trx,
      auth,
      body.applicationId,
      ASSESSMENT_ROLES,
      "Only the organisation's recruiters schedule assessments.",
    );
    if (!SCHEDULABLE_APPLICATION.includes(application.status)) {
      throw new AppError(
        409,
        'conflict',
        application.status === 'applied'
          ? 'Shortlist the candidate before scheduling an assessment.'
          : `An application that is ${application.status} cannot have an assessment scheduled.`,
      );
    }
    const subjects = [...new Set(body.participants)];
    const people = await findPossibleParticipants(
      trx,
      subjects,
      application.organisationId,
      application.jobId,
    );
    const fields = subjects.flatMap((subject, index) => {
      const person = people.find((p) => p.subject === subject);
      if (person === undefined) return [{ field: `body.participants.${index}`, message: 'no such user' }];
      if (!person.isMember && (person.jobRoles ?? []).length === 0) {
        return [
          {
            field: `body.participants.${index}`,
            message: "is neither a member of the job's organisation nor on its roles",
          },
        ];
      }
      if (person.id === application.seekerId) {
        return [{ field: `body.participants.${index}`, message: 'is the candidate' }];
      }
      return [];
    });
    if (fields.length > 0) {
      throw new AppError(
        400,
        'bad_request',
        'Some participants cannot take part in this assessment.',
        {},
        fields,
      );
    }
    if (application.status !== 'interviewing') {
      assertApplicationMove(application.status, 'interviewing');
      await trx
        .updateTable('applications')
        .set({ status: 'interviewing', updatedAt: new Date() })
        .where('id', '=', application.id)
        .execute();
      await trx
        .insertInto('applicationStatusHistory')
        .values({
          applicationId: application.id,
          fromStatus: application.status,
          toStatus: 'interviewing',
          changedBy: auth.userId,
        })
        .execute();
    }
    const format = body.kind === 'test' ? 'technical_test' : 'interview';
    const id = await insertAssessment(trx, {
      applicationId: application.id,
      kind: format,
      title: `${body.kind === 'test' ? 'Technical test' : 'Interview'} – ${application.jobTitle}`.slice(
        0,
        200,
      ),
      mode: body.meetingUrl !== undefined ? 'online' : body.location !== undefined ? 'onsite' : 'phone',
      startsAt,
      durationMinutes,
      timeZone: body.timeZone,
      locationText: body.location ?? null,
      meetingUrl: body.meetingUrl ?? null,
      instructions: body.note ?? null,
      createdBy: auth.userId,
    });
    await insertParticipants(
      trx,
      id,
      people.map((p) => ({
        userId: p.id,
        role:
          (p.jobRoles ?? []).includes('coordinator') && !(p.jobRoles ?? []).includes('interviewer')
            ? ('coordinator' as const)
            : ('interviewer' as const),
      })),
    );
    await insertHistory(trx, {
      assessmentId: id,
      fromStatus: null,
      toStatus: 'scheduled',
      changedBy: auth.userId,
      startsAt,
    });
    await insertNotifications(trx, [
      assessmentScheduledNotification(
        application.seekerId,
        {
          assessmentId: id,
          applicationId: application.id,
          jobId: application.jobId,
          jobTitle: application.jobTitle,
          format,
        },
        false,
      ),
    ]);
    return id;
  });
  const row = await findAssessment(db, id);
  if (row === undefined) throw notFound('Assessment');
  return presentOne(db, row, body.timeZone);
}

export async function rescheduleAssessment(
  db: Kysely<DB>,
  auth: AuthContext,
  body: RescheduleAssessmentBody,
): Promise<HrAssessment> {
  const { startsAt, durationMinutes } = futureSlot(body);
  await db.transaction().execute(async (trx) => {
    const row = await assessmentForRecruiter(trx, auth, body.id, true);
    assertMove(row.status, 'scheduled', 're-scheduled');
    await reschedule(trx, row.id, { startsAt, durationMinutes, timeZone: body.timeZone });
    await insertHistory(trx, {
      assessmentId: row.id,
      fromStatus: row.status,
      toStatus: 'scheduled',
      changedBy: auth.userId,
      startsAt,
    });
    await insertNotifications(trx, [assessmentScheduledNotification(row.seekerId, eventOf(row), true)]);
  });
  const row = await findAssessment(db, body.id);
  if (row === undefined) throw notFound('Assessment');
  return presentOne(db, row, body.timeZone);
}

export async function listAssessments(
  db: Kysely<DB>,
  auth: AuthContext,
  query: AssessmentListQuery,
): Promise<HrAssessmentPage> {
  const { rows, total } = await searchAssessments(db, {
    organisationIds: organisationsWithRole(auth, ASSESSMENT_ROLES),
    userId: auth.userId,
    jobId: query.jobId,
    status: query.status,
    from: query.from,
    to: query.to,
    participantSubject: query.participant,
    limit: query.limit,
    offset: query.offset,
  });
  return {
    items: await present(db, rows, query.timeZone, true),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

export async function assessmentDetail(
  db: Kysely<DB>,
  auth: AuthContext,
  id: string,
  timeZone?: string,
): Promise<HrAssessment> {
  const row = await findAssessment(db, id);
  if (row === undefined) throw notFound('Assessment');
  await reach(db, auth, row);
  return presentOne(db, row, timeZone);
}

export async function giveFeedback(
  db: Kysely<DB>,
  auth: AuthContext,
  body: AssessmentFeedbackBody,
): Promise<HrAssessment> {
  await db.transaction().execute(async (trx) => {
    const row = await findAssessment(trx, body.id, true);
    if (row === undefined) throw notFound('Assessment');
    await reach(trx, auth, row);
    if (row.status !== 'scheduled' && row.status !== 'accepted' && row.status !== 'completed') {
      throw new AppError(
        409,
        'conflict',
        REFUSALS[row.status] ??
          'The candidate asked for another time: re-schedule the assessment before giving feedback.',
      );
    }
    const added = await insertFeedback(trx, {
      assessmentId: row.id,
      authorId: auth.userId,
      rating: body.rating,
      recommendation: body.recommendation,
      comments: body.notes,
    });
    if (!added) throw new AppError(409, 'conflict', 'You have already given feedback on this assessment.');
    if (row.status !== 'completed') {
      await setStatus(trx, row.id, 'completed');
      await insertHistory(trx, {
        assessmentId: row.id,
        fromStatus: row.status,
        toStatus: 'completed',
        changedBy: auth.userId,
      });
    }
    await insertNotifications(
      trx,
      assessmentFeedbackNotifications(await recruitersOf(trx, row, auth.userId), {
        ...eventOf(row),
        seekerName: row.seekerName,
      }),
    );
  });
  return assessmentDetail(db, auth, body.id);
}

// ───────────── the job seeker's calls ─────────────

async function ownAssessment(db: Db, auth: AuthContext, id: string, lock = false): Promise<AssessmentRow> {
  const row = await findAssessment(db, id, lock);
  // someone else's assessment does not exist for the caller
  if (row === undefined || row.seekerId !== auth.userId) throw notFound('Assessment');
  return row;
}

function forSeeker(a: HrAssessment): SeekerAssessment {
  const {
    candidate: _candidate,
    feedback: _feedback,
    proposedTimes: _proposedTimes,
    proposedTimeZone: _proposedTimeZone,
    ...rest
  } = a;
  return rest;
}

export async function seekerAssessmentDetail(
  db: Kysely<DB>,
  auth: AuthContext,
  id: string,
  timeZone?: string,
): Promise<SeekerAssessment> {
  const row = await ownAssessment(db, auth, id);
  const [one] = await present(db, [row], timeZone, false);
  if (one === undefined) throw notFound('Assessment');
  return forSeeker(one);
}

async function answer(
  db: Kysely<DB>,
  auth: AuthContext,
  id: string,
  to: 'accepted' | 'rejected' | 'reschedule_requested',
  note: string | null,
  proposed?: { times: readonly { startsAt: string; endsAt: string }[]; timeZone: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await ownAssessment(trx, auth, id, true);
    if (row.status === to) {
      throw new AppError(
        409,
        'conflict',
        `You have already ${to === 'reschedule_requested' ? 'asked for another time for' : to} this assessment.`,
      );
    }
    const allowedFrom: readonly AssessmentStatus[] =
      to === 'reschedule_requested' ? ['scheduled', 'accepted'] : ['scheduled'];
    if (!allowedFrom.includes(row.status)) {
      throw new AppError(
        409,
        'conflict',
        REFUSALS[row.status] ??
          (row.status === 'reschedule_requested'
            ? 'You asked for another time: wait for the employer to re-schedule it.'
            : `An assessment that is ${row.status} cannot be ${to === 'reschedule_requested' ? 're-scheduled' : to}.`),
      );
    }
    await setStatus(
      trx,
      row.id,
      to,
      proposed === undefined ? { seekerNote: note ?? row.seekerNote } : { seekerNote: note, proposed },
    );
    await insertHistory(trx, {
      assessmentId: row.id,
      fromStatus: row.status,
      toStatus: to,
      changedBy: auth.userId,
      note,
    });
    await insertNotifications(
      trx,
      assessmentAnsweredNotifications(await recruitersOf(trx, row, auth.userId), {
        ...eventOf(row),
        seekerName: row.seekerName,
        answer: to,
      }),
    );
  });
}

export async function answerAssessment(
  db: Kysely<DB>,
  auth: AuthContext,
  body: AnswerAssessmentBody,
): Promise<SeekerAssessment> {
  await answer(db, auth, body.id, body.accept ? 'accepted' : 'rejected', body.reason ?? null);
  return seekerAssessmentDetail(db, auth, body.id);
}

export async function requestReschedule(
  db: Kysely<DB>,
  auth: AuthContext,
  body: RequestRescheduleBody,
): Promise<SeekerAssessment> {
  const now = Date.now();
  const past = body.proposedTimes.findIndex((t) => Date.parse(t.startsAt) <= now);
  if (past >= 0) {
    throw new AppError(400, 'bad_request', 'Propose times in the future.', {}, [
      { field: `body.proposedTimes.${past}.startsAt`, message: 'must be in the future' },
    ]);
  }
  const times = body.proposedTimes
    .map((t) => ({ startsAt: iso(t.startsAt), endsAt: iso(t.endsAt) }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  // the note keeps the candidate's own words only; a request without a reason clears an older one
  await answer(db, auth, body.id, 'reschedule_requested', body.reason ?? null, {
    times,
    timeZone: body.timeZone,
  });
  return seekerAssessmentDetail(db, auth, body.id, body.timeZone);
}
