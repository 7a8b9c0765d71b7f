import { type Kysely, sql } from 'kysely';
import {
  RESPONSE_TIME_JOBS_MAX,
  type ResponseTime,
  type ResponseTimeFigure,
  type ResponseTimeQuery,
  type Role,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import type { AuthContext } from '../auth/auth-context.js';
import { organisationsWithRole } from '../../plugins/auth.js';

/** Who sees the organisation's response times: its recruiters. */
export const STATS_ROLES: readonly Role[] = ['hr', 'hr_admin'];

interface FigureRow {
  medianDays: number | string | null;
  answered: number | string;
  waiting: number | string;
}

/** Postgres answers numeric aggregates and counts as strings through some drivers: numbers here. */
function figure(row: FigureRow | undefined): ResponseTimeFigure {
  if (row === undefined) return { medianDays: null, answered: 0, waiting: 0 };
  const median = row.medianDays === null ? null : Number(row.medianDays);
  return {
    medianDays: median === null ? null : Math.round(median * 10) / 10,
    answered: Number(row.answered),
    waiting: Number(row.waiting),
  };
}

/**
 * The applications of the caller's organisations made in the last `days` days, each with the time
 * of its first answer: the first status change that is not the candidate withdrawing.
 */
function answeredApplications(db: Kysely<DB>, organisationIds: readonly string[], days: number) {
  return db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.jobId')
    .where('j.organisationId', 'in', organisationIds)
    .where('a.appliedAt', '>=', sql<Date>`now() - make_interval(days => ${days}::int)`)
    .select((eb) => [
      'a.jobId',
      'a.appliedAt',
      'a.status',
      eb
        .selectFrom('applicationStatusHistory as h')
        .select((h) => h.fn.min('h.changedAt').as('first'))
        .whereRef('h.applicationId', '=', 'a.id')
        .where('h.fromStatus', 'is not', null)
        .where('h.toStatus', '<>', 'withdrawn')
        .as('answeredAt'),
    ]);
}

const answeredAt = sql.ref('x.answeredAt');
const appliedAt = sql.ref('x.appliedAt');
const MEDIAN_DAYS = sql<
  number | null
>`percentile_cont(0.5) within group (order by extract(epoch from (${answeredAt} - ${appliedAt})) / 86400.0) filter (where ${answeredAt} is not null)`;
const ANSWERED = sql<number>`count(${answeredAt})`;
const WAITING = sql<number>`count(*) filter (where ${answeredAt} is null and ${sql.ref('x.status')} = 'applied')`;

export async function responseTime(
  db: Kysely<DB>,
  auth: AuthContext,
  query: ResponseTimeQuery,
): Promise<ResponseTime> {
  const organisationIds = organisationsWithRole(auth, STATS_ROLES);
  if (organisationIds.length === 0) return { days: query.days, overall: figure(undefined), jobs: [] };
  const source = answeredApplications(db, organisationIds, query.days);

  const overall = await db
    .selectFrom(source.as('x'))
    .select([MEDIAN_DAYS.as('medianDays'), ANSWERED.as('answered'), WAITING.as('waiting')])
    .executeTakeFirst();

  const jobs = await db
    .selectFrom(source.as('x'))
    .innerJoin('jobs as j', 'j.id', 'x.jobId')
    .select([
      'x.jobId',
      'j.title',
      'j.status',
      MEDIAN_DAYS.as('medianDays'),
      ANSWERED.as('answered'),
      WAITING.as('waiting'),
    ])
    .groupBy(['x.jobId', 'j.title', 'j.status'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('j.title')
    .orderBy('x.jobId')
    .limit(RESPONSE_TIME_JOBS_MAX)
    .execute();

  return {
    days: query.days,
    overall: figure(overall),
    jobs: jobs.map((row) => ({ jobId: row.jobId, title: row.title, status: row.status, ...figure(row) })),
  };
}
