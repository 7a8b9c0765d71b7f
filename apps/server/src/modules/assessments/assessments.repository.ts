import { type Kysely, type Transaction, sql } from 'kysely';
import type { AssessmentStatus } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import {
  APPLICATION_CONTEXT_COLUMNS,
  applicationsInContext,
} from '../applications/organisation-application.js';

type Db = Kysely<DB> | Transaction<DB>;

const ASSESSMENT_COLUMNS = [
  's.id',
  's.applicationId',
  's.kind',
  's.title',
  's.mode',
  's.status',
  's.startsAt',
  's.durationMinutes',
  's.timeZone',
  's.sequence',
  's.locationText',
  's.meetingUrl',
  's.instructions',
  's.seekerNote',
  's.proposedTimes',
  's.proposedTimeZone',
  's.createdBy',
  's.createdAt',
  's.updatedAt',
  ...APPLICATION_CONTEXT_COLUMNS,
] as const;

function assessments(db: Db) {
  return applicationsInContext(db).innerJoin('assessments as s', 's.applicationId', 'a.id');
}

/** One assessment with its application, job and candidate; locked (the assessment row) when `lock`. */
export async function findAssessment(db: Db, id: string, lock = false) {
  return assessments(db)
    .select(ASSESSMENT_COLUMNS)
    .where('s.id', '=', id)
    .$if(lock, (q) => q.forUpdate('s'))
    .executeTakeFirst();
}
export type AssessmentRow = NonNullable<Awaited<ReturnType<typeof findAssessment>>>;

export interface AssessmentFilter {
  /** Organisations whose every assessment the caller sees (their recruiters). */
  organisationIds: readonly string[];
  /** The caller: also the assessments they take part in as a per-job interviewer. */
  userId: string;
  jobId?: string | undefined;
  status?: AssessmentStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  participantSubject?: string | undefined;
  limit: number;
  offset: number;
}

/** The assessments the caller may see, filtered, earliest start first, and their total. */
export async function searchAssessments(db: Db, f: AssessmentFilter) {
  const base = assessments(db)
    .where((eb) =>
      eb.or([
        ...(f.organisationIds.length > 0 ? [eb('j.organisationId', 'in', f.organisationIds)] : []),
        eb.and([
          eb.exists(
            eb
              .selectFrom('assessmentParticipants as p')
              .select(sql`1`.as('one'))
              .whereRef('p.assessmentId', '=', 's.id')
              .where('p.userId', '=', f.userId),
          ),
          eb.exists(
            eb
              .selectFrom('jobRoleConfigs as c')
              .select(sql`1`.as('one'))
              .whereRef('c.jobId', '=', 'j.id')
              .where('c.userId', '=', f.userId)
              .where('c.jobRole', '=', 'interviewer'),
          ),
        ]),
      ]),
    )
    .$if(f.jobId !== undefined, (q) => q.where('j.id', '=', f.jobId as string))
    .$if(f.status !== undefined, (q) => q.where('s.status', '=', f.status as AssessmentStatus))
    .$if(f.from !== undefined, (q) => q.where('s.startsAt', '>=', new Date(f.from as string)))
    .$if(f.to !== undefined, (q) => q.where('s.startsAt', '<=', new Date(f.to as string)))
    .$if(f.participantSubject !== undefined, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('assessmentParticipants as p')
            .innerJoin('users as pu', 'pu.id', 'p.userId')
            .select(sql`1`.as('one'))
            .whereRef('p.assessmentId', '=', 's.id')
            .where('pu.subject', '=', f.participantSubject as string),
        ),
      ),
    );
  const [rows, count] = await Promise.all([
    base
      .select(ASSESSMENT_COLUMNS)
      .orderBy('s.startsAt')
      .orderBy('s.id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findParticipants(db: Db, assessmentIds: readonly string[]) {
  if (assessmentIds.length === 0) return [];
  return db
    .selectFrom('assessmentParticipants as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select(['p.assessmentId', 'p.userId', 'p.role', 'u.subject', 'u.fullName'])
    .where('p.assessmentId', 'in', assessmentIds)
    .orderBy('u.fullName')
    .orderBy('u.subject')
    .execute();
}

export async function findFeedback(db: Db, assessmentIds: readonly string[]) {
  if (assessmentIds.length === 0) return [];
  return db
    .selectFrom('assessmentFeedback as f')
    .innerJoin('users as u', 'u.id', 'f.authorId')
    .select([
      'f.assessmentId',
      'f.authorId',
      'f.rating',
      'f.recommendation',
      'f.comments',
      'f.createdAt',
      'u.subject',
      'u.fullName',
    ])
    .where('f.assessmentId', 'in', assessmentIds)
    .orderBy('f.createdAt')
    .orderBy('f.id')
    .execute();
}

export async function findHistory(db: Db, assessmentIds: readonly string[]) {
  if (assessmentIds.length === 0) return [];
  return db
    .selectFrom('assessmentStatusHistory as h')
    .leftJoin('users as u', 'u.id', 'h.changedBy')
    .select([
      'h.assessmentId',
      'h.fromStatus',
      'h.toStatus',
      'h.changedAt',
      'h.startsAt',
      'h.note',
      'u.subject',
      'u.fullName',
    ])
    .where('h.assessmentId', 'in', assessmentIds)
    .orderBy('h.changedAt')
    .orderBy('h.id')
    .execute();
}

export async function insertHistory(
  db: Db,
  row: {
    assessmentId: string;
    fromStatus: AssessmentStatus | null;
    toStatus: AssessmentStatus;
    changedBy: string;
    startsAt?: Date | null;
    note?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('assessmentStatusHistory')
    .values({ ...row, startsAt: row.startsAt ?? null, note: row.note ?? null, changedAt: sql<Date>`now()` })
    .execute();
}

export async function setStatus(
  db: Db,
  id: string,
  status: AssessmentStatus,
  extra: {
    startsAt?: Date;
    durationMinutes?: number;
    seekerNote?: string | null;
    proposed?: { times: readonly { startsAt: string; endsAt: string }[]; timeZone: string } | null;
  } = {},
): Promise<void> {
  const { proposed, ...rest } = extra;
  await db
    .updateTable('assessments')
    .set({
      status,
      ...rest,
      ...(proposed === undefined
        ? {}
        : {
            proposedTimes: proposed === null ? null : JSON.stringify(proposed.times),
            proposedTimeZone: proposed?.timeZone ?? null,
          }),
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Schedules it again at a new time and zone, its calendar sequence one up (a re-schedule); the
 * times the candidate proposed are answered, so cleared.
 */
export async function reschedule(
  db: Db,
  id: string,
  at: { startsAt: Date; durationMinutes: number; timeZone: string },
): Promise<void> {
  await db
    .updateTable('assessments')
    .set((eb) => ({
      status: 'scheduled' as const,
      ...at,
      proposedTimes: null,
      proposedTimeZone: null,
      sequence: eb('sequence', '+', 1),
      updatedAt: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .execute();
}

/** The users with these subjects, and whether each belongs to the organisation or holds a role on the job. */
export async function findPossibleParticipants(
  db: Db,
  subjects: readonly string[],
  organisationId: string,
  jobId: string,
) {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.subject',
      'u.fullName',
      eb
        .exists(
          eb
            .selectFrom('organisationMembers as m')
            .select(sql`1`.as('one'))
            .whereRef('m.userId', '=', 'u.id')
            .where('m.organisationId', '=', organisationId),
        )
        .as('isMember'),
      eb
        .selectFrom('jobRoleConfigs as c')
        .select((e) => e.fn.agg<string[]>('array_agg', ['c.jobRole']).as('roles'))
        .whereRef('c.userId', '=', 'u.id')
        .where('c.jobId', '=', jobId)
        .as('jobRoles'),
    ])
    .where('u.subject', 'in', subjects)
    .execute();
}

export async function insertAssessment(
  db: Db,
  row: {
    applicationId: string;
    kind: 'interview' | 'technical_test';
    title: string;
    mode: 'onsite' | 'online' | 'phone';
    startsAt: Date;
    durationMinutes: number;
    timeZone: string;
    locationText: string | null;
    meetingUrl: string | null;
    instructions: string | null;
    createdBy: string;
  },
): Promise<string> {
  const inserted = await db.insertInto('assessments').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertParticipants(
  db: Db,
  assessmentId: string,
  people: readonly { userId: string; role: 'interviewer' | 'coordinator' | 'observer' }[],
): Promise<void> {
  if (people.length === 0) return;
  await db
    .insertInto('assessmentParticipants')
    .values(people.map((p) => ({ assessmentId, ...p })))
    .execute();
}

export async function insertFeedback(
  db: Db,
  row: {
    assessmentId: string;
    authorId: string;
    rating: number;
    recommendation: 'strong_yes' | 'yes' | 'no' | 'strong_no';
    comments: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('assessmentFeedback')
    .values(row)
    .onConflict((oc) => oc.columns(['assessmentId', 'authorId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
