import { type Kysely, type Transaction, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { HrJobSearchQuery, PipelineStageCounts } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import type { JobStatus } from '../../db/types.js';
import { buildTsQuery } from '../jobs/job-search-query.js';
import { applySearchFilters, resolveFilters } from '../jobs/jobs.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The job's organisation and status, locked until the transaction ends when `lock` is set. */
export async function findJobHead(db: Db, jobId: string, lock = false) {
  return db
    .selectFrom('jobs')
    .select(['id', 'organisationId', 'status', 'endDate', 'title'])
    .where('id', '=', jobId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Everything the recruiter's job answer shows, joined in one statement. */
export async function findJobDetailRow(db: Db, jobId: string) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.organisationId')
    .innerJoin('categories as c', 'c.id', 'j.categoryId')
    .leftJoin('categories as sc', 'sc.id', 'j.subCategoryId')
    .innerJoin('countries as co', 'co.code', 'j.countryCode')
    .leftJoin('cities as ci', 'ci.id', 'j.cityId')
    .leftJoin('users as u', 'u.id', 'j.createdBy')
    .where('j.id', '=', jobId)
    .selectAll('j')
    .select((eb) => [
      'o.name as companyName',
      'o.logoUrl as companyLogoUrl',
      'c.nameEn as categoryNameEn',
      'c.nameZh as categoryNameZh',
      'c.nameAr as categoryNameAr',
      'sc.nameEn as subCategoryNameEn',
      'sc.nameZh as subCategoryNameZh',
      'sc.nameAr as subCategoryNameAr',
      'co.nameEn as countryNameEn',
      'co.nameZh as countryNameZh',
      'co.nameAr as countryNameAr',
      'ci.nameEn as cityNameEn',
      'ci.nameZh as cityNameZh',
      'ci.nameAr as cityNameAr',
      'u.fullName as creatorName',
      jsonArrayFrom(
        eb
          .selectFrom('jobSkills as js')
          .innerJoin('skills as s', 's.id', 'js.skillId')
          .select(['s.id', 's.name as skillName', 'js.minLevel'])
          .whereRef('js.jobId', '=', 'j.id')
          .orderBy('s.name'),
      ).as('skills'),
      jsonArrayFrom(
        eb
          .selectFrom('jobLanguages as jl')
          .innerJoin('languages as l', 'l.code', 'jl.languageCode')
          .select(['l.code', 'l.nameEn', 'l.nameZh', 'l.nameAr', 'jl.minLevelId'])
          .whereRef('jl.jobId', '=', 'j.id')
          .orderBy('l.code'),
      ).as('languages'),
    ])
    .executeTakeFirst();
}
export type JobDetailRow = NonNullable<Awaited<ReturnType<typeof findJobDetailRow>>>;

export const NO_STAGE_COUNTS: PipelineStageCounts = {
  invited: 0,
  applied: 0,
  shortlisted: 0,
  interviewing: 0,
  offered: 0,
  hired: 0,
  rejected: 0,
};

/**
 * How many candidates each job has at each stage: its applications by status, and its invitations
 * still waiting for an answer (pending and not past their deadline). The shortlist also counts the
 * candidates kept on it from the sourcing pool without an application, as the job's shortlist
 * (`GET /api/hr/wf/job/{id}/shortlist?current=true`) lists them: the pipeline's tabs show these
 * counts beside those lists (issue 12).
 */
export async function stageCountsOf(
  db: Db,
  jobIds: readonly string[],
): Promise<Map<string, PipelineStageCounts>> {
  const counts = new Map<string, PipelineStageCounts>(jobIds.map((id) => [id, { ...NO_STAGE_COUNTS }]));
  if (jobIds.length === 0) return counts;
  const ids = sql<boolean>`= any(${jobIds}::uuid[])`;
  const [applications, invitations, sourcedShortlist] = await Promise.all([
    db
      .selectFrom('applications')
      .select(['jobId', 'status', (eb) => eb.fn.countAll<string>().as('n')])
      .where(sql<boolean>`job_id ${ids}`)
      .groupBy(['jobId', 'status'])
      .execute(),
    db
      .selectFrom('invitations')
      .select(['jobId', (eb) => eb.fn.countAll<string>().as('n')])
      .where(sql<boolean>`job_id ${ids}`)
      .where('status', '=', 'pending')
      .where('expiresAt', '>', sql<Date>`now()`)
      .groupBy('jobId')
      .execute(),
    // kept from the sourcing pool, no application; gone on hiding the profile unless the candidate
    // applied to or was invited by the organisation (the shortlist's own rule, pipeline.repository.ts)
    sql<{ jobId: string; n: string }>`
      select s.job_id, count(*) as n from shortlists s
      join jobs j on j.id = s.job_id
      join users u on u.id = s.seeker_id join profiles p on p.user_id = s.seeker_id
      where s.job_id ${ids} and u.deleted_at is null
        and not exists (select 1 from applications a where a.job_id = s.job_id and a.seeker_id = s.seeker_id)
        and (p.is_searchable
          or exists (select 1 from applications a join jobs oj on oj.id = a.job_id
                     where a.seeker_id = s.seeker_id and oj.organisation_id = j.organisation_id)
          or exists (select 1 from invitations i join jobs oj on oj.id = i.job_id
                     where i.seeker_id = s.seeker_id and oj.organisation_id = j.organisation_id))
      group by s.job_id
    `
      .execute(db)
      .then((r) => r.rows),
  ]);
  for (const row of applications) {
    const entry = counts.get(row.jobId);
    if (entry !== undefined && row.status in entry)
      entry[row.status as keyof PipelineStageCounts] = Number(row.n);
  }
  for (const row of invitations) {
    const entry = counts.get(row.jobId);
    if (entry !== undefined) entry.invited = Number(row.n);
  }
  for (const row of sourcedShortlist) {
    const entry = counts.get(row.jobId);
    if (entry !== undefined) entry.shortlisted += Number(row.n);
  }
  return counts;
}

export interface JobScope {
  organisationIds: readonly string[];
  /** Only the jobs this user created or holds a per-job role on. */
  mineOf?: string;
  status?: JobStatus;
}

/**
 * One page of the organisation's jobs passing the public search's filters (any status unless one
 * is asked for), with the exact number of matches: an organisation's own jobs are few enough to
 * count. Order: newest first (by publication, a draft by creation), by salary, or for a keyword
 * title matches first.
 */
export async function searchOrganisationJobs(
  db: Kysely<DB>,
  scope: JobScope,
  filters: Omit<HrJobSearchQuery, 'status'>,
): Promise<{ rows: { id: string; status: JobStatus; publishedAt: Date | null }[]; total: number }> {
  if (scope.organisationIds.length === 0) return { rows: [], total: 0 };
  const resolved = await resolveFilters(db, filters);
  if (resolved === undefined) return { rows: [], total: 0 };
  let q = db.selectFrom('jobs as j').where('j.organisationId', 'in', [...scope.organisationIds]);
  if (scope.status !== undefined) q = q.where('j.status', '=', scope.status);
  const mine = scope.mineOf;
  if (mine !== undefined) {
    q = q.where((eb) =>
      eb.or([
        eb('j.createdBy', '=', mine),
        eb.exists(
          eb
            .selectFrom('jobRoleConfigs as rc')
            .select(sql`1`.as('one'))
            .whereRef('rc.jobId', '=', 'j.id')
            .where('rc.userId', '=', mine),
        ),
      ]),
    );
  }
  q = applySearchFilters(q, filters, resolved);
  // the day it was published (a draft: created), as the list sorts; UTC days, both ends included
  const day = sql<Date>`coalesce(j.published_at, j.created_at)`;
  if (filters.dateFrom !== undefined) q = q.where(day, '>=', new Date(`${filters.dateFrom}T00:00:00Z`));
  if (filters.dateTo !== undefined) {
    q = q.where(day, '<', new Date(Date.parse(`${filters.dateTo}T00:00:00Z`) + 86_400_000));
  }
  const tsQuery = filters.keyword === undefined ? undefined : buildTsQuery(filters.keyword);
  if (tsQuery !== undefined) q = q.where(sql<boolean>`j.search_vector @@ (${tsQuery})`);
  const sort = filters.sort ?? (tsQuery !== undefined ? 'relevance' : 'newest');

  const [rows, count] = await Promise.all([
    q
      .select(['j.id', 'j.status', 'j.publishedAt'])
      .$if(sort === 'relevance' && tsQuery !== undefined, (qb) =>
        qb.orderBy(sql`j.search_vector @@ wf_title_query(${tsQuery})`, 'desc'),
      )
      .$if(sort === 'salary', (qb) => qb.orderBy(sql`j.salary_max`, (ob) => ob.desc().nullsLast()))
      .orderBy(sql`coalesce(j.published_at, j.created_at)`, 'desc')
      .orderBy('j.id')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The reference rows a job body names, looked up at once: what is missing is a bad field. */
export async function findReferences(
  db: Db,
  wanted: {
    categoryIds: string[];
    countryCode: string;
    remoteCountries: string[];
    stateId: string | null;
    cityId: string | null;
    skillIds: string[];
    languageCodes: string[];
    languageLevelIds: string[];
    currency: string | null;
    degreeLevelId: string | null;
    careerLevelId: string | null;
    contractTypeId: string | null;
  },
) {
  const none = Promise.resolve([] as never[]);
  const [
    categories,
    country,
    remoteCountries,
    state,
    city,
    skills,
    languages,
    levels,
    currency,
    degree,
    career,
    contract,
  ] = await Promise.all([
    wanted.categoryIds.length === 0
      ? none
      : db
          .selectFrom('categories')
          .select(['id', 'parentId'])
          .where('id', 'in', wanted.categoryIds)
          .execute(),
    db.selectFrom('countries').select('code').where('code', '=', wanted.countryCode).executeTakeFirst(),
    wanted.remoteCountries.length === 0
      ? none
      : db.selectFrom('countries').select('code').where('code', 'in', wanted.remoteCountries).execute(),
    wanted.stateId === null
      ? undefined
      : db
          .selectFrom('states')
          .select(['id', 'countryCode'])
          .where('id', '=', wanted.stateId)
          .executeTakeFirst(),
    wanted.cityId === null
      ? undefined
      : db
          .selectFrom('cities')
          .select(['id', 'countryCode', 'stateId'])
          .where('id', '=', wanted.cityId)
          .executeTakeFirst(),
    wanted.skillIds.length === 0
      ? none
      : db.selectFrom('skills').select('id').where('id', 'in', wanted.skillIds).execute(),
    wanted.languageCodes.length === 0
      ? none
      : db.selectFrom('languages').select('code').where('code', 'in', wanted.languageCodes).execute(),
    wanted.languageLevelIds.length === 0
      ? none
      : db.selectFrom('languageLevels').select('id').where('id', 'in', wanted.languageLevelIds).execute(),
    wanted.currency === null
      ? undefined
      : db.selectFrom('currencies').select('code').where('code', '=', wanted.currency).executeTakeFirst(),
    wanted.degreeLevelId === null
      ? undefined
      : db.selectFrom('degreeLevels').select('id').where('id', '=', wanted.degreeLevelId).executeTakeFirst(),
    wanted.careerLevelId === null
      ? undefined
      : db.selectFrom('careerLevels').select('id').where('id', '=', wanted.careerLevelId).executeTakeFirst(),
    wanted.contractTypeId === null
      ? undefined
      : db
          .selectFrom('contractTypes')
          .select('id')
          .where('id', '=', wanted.contractTypeId)
          .executeTakeFirst(),
  ]);
  return {
    categories: new Map(categories.map((c) => [c.id, c.parentId])),
    countryExists: country !== undefined,
    remoteCountries: new Set(remoteCountries.map((c) => c.code)),
    state,
    city,
    skillIds: new Set(skills.map((s) => s.id)),
    languageCodes: new Set(languages.map((l) => l.code)),
    languageLevelIds: new Set(levels.map((l) => l.id)),
    currencyExists: currency !== undefined,
    degreeLevelExists: degree !== undefined,
    careerLevelExists: career !== undefined,
    contractTypeExists: contract !== undefined,
  };
}

/** The statuses of an application still in progress: its candidate is told when the job changes. */
const ACTIVE_APPLICATION = ['applied', 'shortlisted', 'interviewing', 'offered'] as const;

/** The job's applications still in progress, of candidates whose accounts are not erased. */
export async function findActiveApplications(db: Db, jobId: string) {
  return db
    .selectFrom('applications as a')
    .innerJoin('users as u', 'u.id', 'a.seekerId')
    .select(['a.id', 'a.seekerId'])
    .where('a.jobId', '=', jobId)
    .where('a.status', 'in', ACTIVE_APPLICATION)
    .where('u.erasedAt', 'is', null)
    .where('u.deletedAt', 'is', null)
    .orderBy('a.appliedAt')
    .execute();
}

export async function insertJobChange(
  db: Db,
  change: {
    jobId: string;
    changedBy: string;
    fields: readonly string[];
    before: object;
    after: object;
    material: boolean;
    notified: number;
  },
): Promise<string> {
  const row = await db
    .insertInto('jobChanges')
    .values({
      jobId: change.jobId,
      changedBy: change.changedBy,
      fields: [...change.fields],
      before: JSON.stringify(change.before),
      after: JSON.stringify(change.after),
      material: change.material,
      notified: change.notified,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many of a job's edits its history shows: the newest. */
export const JOB_CHANGES_SHOWN = 100;

/** The job's edits, newest first, with the name of who made each. */
export async function findJobChanges(db: Db, jobId: string) {
  return db
    .selectFrom('jobChanges as c')
    .leftJoin('users as u', 'u.id', 'c.changedBy')
    .select([
      'c.id',
      'c.changedAt',
      'c.changedBy',
      'u.fullName as changedByName',
      'c.fields',
      'c.before',
      'c.after',
      'c.material',
      'c.notified',
    ])
    .where('c.jobId', '=', jobId)
    .orderBy('c.changedAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(JOB_CHANGES_SHOWN)
    .execute();
}
