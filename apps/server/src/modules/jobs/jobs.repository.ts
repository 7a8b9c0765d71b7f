import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ListJobsQuery } from '@talent/contracts';
import type { DB, Jobs } from '../../db/schema.js';
import type { JobStatus } from '../../db/types.js';
import { buildTsQuery } from './job-search-query.js';

type JobsDB = DB & { j: Jobs };
type JobsQuery = SelectQueryBuilder<JobsDB, 'j', object>;

/** Open to the public: published, and the end date (a UTC calendar day) not passed. */
export const isOpenSql = sql<boolean>`(j.status = 'published' and (j.end_date is null or j.end_date >= (now() at time zone 'utc')::date))`;

/** Escapes the wildcards of LIKE so that typed text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function applyFilters(query: JobsQuery, filters: ListJobsQuery): JobsQuery {
  let q = query.where(isOpenSql);
  const tsQuery = filters.keyword === undefined ? undefined : buildTsQuery(filters.keyword);
  if (tsQuery !== undefined) q = q.where(sql<boolean>`j.search_vector @@ (${tsQuery})`);
  if (filters.categoryId !== undefined) {
    const id = filters.categoryId;
    q = q.where((eb) => eb.or([eb('j.categoryId', '=', id), eb('j.subCategoryId', '=', id)]));
  }
  if (filters.companyId !== undefined) q = q.where('j.organisationId', '=', filters.companyId);
  if (filters.employmentType !== undefined) q = q.where('j.employmentType', '=', filters.employmentType);
  if (filters.location !== undefined) {
    const code = filters.location.toUpperCase();
    const pattern = `%${escapeLike(filters.location)}%`;
    // uncorrelated subqueries: each runs once (hashed), not once per job
    q = q.where((eb) =>
      eb.or([
        eb(
          'j.countryCode',
          'in',
          eb
            .selectFrom('countries as co')
            .select('co.code')
            .where((w) =>
              w.or([
                w('co.code', '=', code),
                w('co.nameEn', 'ilike', pattern),
                w('co.nameZh', 'ilike', pattern),
                w('co.nameAr', 'ilike', pattern),
              ]),
            ),
        ),
        eb(
          'j.cityId',
          'in',
          eb
            .selectFrom('cities as ci')
            .select('ci.id')
            .where((w) =>
              w.or([
                w('ci.nameEn', 'ilike', pattern),
                w('ci.nameZh', 'ilike', pattern),
                w('ci.nameAr', 'ilike', pattern),
              ]),
            ),
        ),
      ]),
    );
  }
  for (const skill of filters.skills ?? []) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('jobSkills as js')
          .innerJoin('skills as s', 's.id', 'js.skillId')
          .select(sql`1`.as('one'))
          .whereRef('js.jobId', '=', 'j.id')
          .where(sql<string>`lower(s.name)`, '=', skill.toLowerCase()),
      ),
    );
  }
  for (const language of filters.languages ?? []) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('jobLanguages as jl')
          .select(sql`1`.as('one'))
          .whereRef('jl.jobId', '=', 'j.id')
          .where('jl.languageCode', '=', language.toLowerCase()),
      ),
    );
  }
  return q;
}

function skillsOf(eb: ExpressionBuilder<JobsDB, 'j'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('jobSkills as js')
      .innerJoin('skills as s', 's.id', 'js.skillId')
      .select(['s.id', 's.name as skillName'])
      .whereRef('js.jobId', '=', 'j.id')
      .orderBy('s.name'),
  ).as('skills');
}

/** The columns every job answer carries: company, categories and place joined in. */
function selectSummaryColumns(query: JobsQuery) {
  return query
    .innerJoin('organisations as o', 'o.id', 'j.organisationId')
    .innerJoin('categories as c', 'c.id', 'j.categoryId')
    .leftJoin('categories as sc', 'sc.id', 'j.subCategoryId')
    .innerJoin('countries as co', 'co.code', 'j.countryCode')
    .leftJoin('cities as ci', 'ci.id', 'j.cityId')
    .select([
      'j.id',
      'j.title',
      'j.textLanguage',
      'j.employmentType',
      'j.salaryMin',
      'j.salaryMax',
      'j.salaryCurrency',
      'j.salaryPeriod',
      'j.remote',
      'j.publishedAt',
      'j.endDate',
      'o.id as companyId',
      'o.name as companyName',
      'o.logoUrl as companyLogoUrl',
      'c.id as categoryId',
      'c.nameEn as categoryNameEn',
      'c.nameZh as categoryNameZh',
      'c.nameAr as categoryNameAr',
      'sc.id as subCategoryId',
      'sc.nameEn as subCategoryNameEn',
      'sc.nameZh as subCategoryNameZh',
      'sc.nameAr as subCategoryNameAr',
      'co.code as countryCode',
      'co.nameEn as countryNameEn',
      'co.nameZh as countryNameZh',
      'co.nameAr as countryNameAr',
      'ci.nameEn as cityNameEn',
      'ci.nameZh as cityNameZh',
      'ci.nameAr as cityNameAr',
    ]);
}

/** The summary columns with the job's skills, for pages of search results. */
function selectSummary(query: JobsQuery) {
  return selectSummaryColumns(query).select((eb) => [skillsOf(eb)]);
}

export type JobSummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummary>['executeTakeFirstOrThrow']>>;

/** Matches up to this many are counted exactly; beyond it `total` says only "more than this". */
export const EXACT_COUNT_LIMIT = 1_000;
/** A keyword search sorted by relevance ranks the newest this many matches (ranking is per row). */
export const RANK_WINDOW = 1_000;

/**
 * How many open jobs match: exact up to EXACT_COUNT_LIMIT; beyond it the count stops and answers
 * EXACT_COUNT_LIMIT + 1 with `totalIsEstimate`, so a pager never offers a page that is not there.
 * Counting every match of a broad word over a million jobs took most of a search's time.
 */
async function countMatches(
  db: Kysely<DB>,
  filtered: JobsQuery,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  const capped = filtered.select(sql`1`.as('one')).limit(EXACT_COUNT_LIMIT + 1);
  const { n } = await db
    .selectFrom(capped.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const counted = Number(n);
  return { total: counted, totalIsEstimate: counted > EXACT_COUNT_LIMIT };
}

export async function findOpenJobs(
  db: Kysely<DB>,
  filters: ListJobsQuery,
): Promise<{ rows: JobSummaryRow[]; total: number; totalIsEstimate: boolean }> {
  const filtered = applyFilters(db.selectFrom('jobs as j'), filters);
  const tsQuery = filters.keyword === undefined ? undefined : buildTsQuery(filters.keyword);
  const sort = filters.sort ?? (tsQuery !== undefined ? 'relevance' : 'newest');

  let page;
  if (sort === 'relevance' && tsQuery !== undefined && filters.offset + filters.limit <= RANK_WINDOW) {
    // ts_rank_cd reads every ranked row's document, so only the newest matches are ranked
    const newest = filtered
      .select('j.id')
      .orderBy('j.publishedAt', 'desc')
      .orderBy('j.id')
      .limit(RANK_WINDOW);
    page = selectSummary(db.selectFrom('jobs as j').where('j.id', 'in', newest)).orderBy(
      sql`ts_rank_cd(j.search_vector, ${tsQuery})`,
      'desc',
    );
  } else if (sort === 'relevance' && tsQuery !== undefined) {
    // a page beyond the window: every match is ranked
    page = selectSummary(filtered).orderBy(sql`ts_rank_cd(j.search_vector, ${tsQuery})`, 'desc');
  } else if (sort === 'salary') {
    page = selectSummary(filtered).orderBy(sql`j.salary_max`, (ob) => ob.desc().nullsLast());
  } else {
    page = selectSummary(filtered);
  }
  page = page.orderBy('j.publishedAt', 'desc').orderBy('j.id').limit(filters.limit).offset(filters.offset);

  const [rows, count] = await Promise.all([page.execute(), countMatches(db, filtered)]);
  return { rows, ...count };
}

/** A job the public may read: open, or closed (its page says so); drafts and withdrawn ones are hidden. */
export async function findPublicJob(db: Kysely<DB>, jobId: string) {
  return selectSummary(db.selectFrom('jobs as j'))
    .where('j.id', '=', jobId)
    .where('j.status', 'in', ['published', 'closed'])
    .select((eb) => [
      'j.description',
      'j.status',
      'j.minExperienceYears',
      jsonArrayFrom(
        eb
          .selectFrom('jobLanguages as jl')
          .innerJoin('languages as l', 'l.code', 'jl.languageCode')
          .select(['l.code', 'l.nameEn', 'l.nameZh', 'l.nameAr'])
          .whereRef('jl.jobId', '=', 'j.id')
          .orderBy('l.code'),
      ).as('languages'),
    ])
    .executeTakeFirst();
}

/** Every job of the given organisations, in any status, newest first (the recruiter's list). */
export async function findOrganisationJobs(
  db: Kysely<DB>,
  organisationIds: string[],
  limit: number,
  offset: number,
): Promise<{ rows: (JobSummaryRow & { status: JobStatus })[]; total: number }> {
  if (organisationIds.length === 0) return { rows: [], total: 0 };
  const base = db.selectFrom('jobs as j').where('j.organisationId', 'in', organisationIds);
  const [rows, count] = await Promise.all([
    selectSummary(base)
      .select('j.status')
      .orderBy(sql`coalesce(j.published_at, j.created_at)`, 'desc')
      .orderBy('j.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Job summaries by id, for lists that page over rows of their own (recommendations, saved jobs).
 * Skills are read in one flat query rather than a subquery per job.
 */
export async function findJobSummaries(db: Kysely<DB>, jobIds: readonly string[]) {
  if (jobIds.length === 0) return [];
  const ids = sql<boolean>`= any(${jobIds}::uuid[])`;
  const cards = selectSummaryColumns(db.selectFrom('jobs as j'))
    .where(sql<boolean>`j.id ${ids}`)
    .execute();
  const skills = db
    .selectFrom('jobSkills as js')
    .innerJoin('skills as s', 's.id', 'js.skillId')
    .select(['js.jobId', 's.id', 's.name as skillName'])
    .where(sql<boolean>`js.job_id ${ids}`)
    .orderBy('js.jobId')
    .orderBy('s.name')
    .execute();
  const [cardRows, skillRows] = await Promise.all([cards, skills]);
  const skillsOf = new Map<string, { id: string; skillName: string }[]>();
  for (const { jobId, ...skill } of skillRows) {
    const list = skillsOf.get(jobId);
    if (list === undefined) skillsOf.set(jobId, [skill]);
    else list.push(skill);
  }
  return cardRows.map((card) => ({ ...card, skills: skillsOf.get(card.id) ?? [] }));
}
