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

/**
 * What the filters name, looked up before the search so that the planner sees constants it has
 * statistics for (a skill's id, a country's code), not a join it must guess the size of.
 * Undefined when a filter names nothing that exists, so no job can match.
 */
interface ResolvedFilters {
  /** One skill id per skill filter; every one must be on the job. */
  skillIds: string[];
  /** The places a location filter names: countries by code or name, cities by name. */
  place?: { countryCodes: string[]; cityIds: string[] };
}

async function resolveFilters(db: Kysely<DB>, filters: ListJobsQuery): Promise<ResolvedFilters | undefined> {
  const skillNames = [...new Set((filters.skills ?? []).map((name) => name.toLowerCase()))];
  const skills =
    skillNames.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('skills')
          .select('id')
          .where(sql<string>`lower(name)`, 'in', skillNames)
          .execute();
  let place: Promise<ResolvedFilters['place']> = Promise.resolve(undefined);
  if (filters.location !== undefined) {
    const code = filters.location.toUpperCase();
    const pattern = `%${escapeLike(filters.location)}%`;
    const countries = db
      .selectFrom('countries')
      .select('code')
      .where((w) =>
        w.or([
          w('code', '=', code),
          w('nameEn', 'ilike', pattern),
          w('nameZh', 'ilike', pattern),
          w('nameAr', 'ilike', pattern),
        ]),
      )
      .execute();
    const cities = db
      .selectFrom('cities')
      .select('id')
      .where((w) =>
        w.or([w('nameEn', 'ilike', pattern), w('nameZh', 'ilike', pattern), w('nameAr', 'ilike', pattern)]),
      )
      .execute();
    place = Promise.all([countries, cities]).then(([co, ci]) => ({
      countryCodes: co.map((row) => row.code),
      cityIds: ci.map((row) => row.id),
    }));
  }
  const [skillRows, places] = await Promise.all([skills, place]);
  if (skillRows.length < skillNames.length) return undefined;
  if (places !== undefined && places.countryCodes.length + places.cityIds.length === 0) return undefined;
  return { skillIds: skillRows.map((row) => row.id), ...(places !== undefined ? { place: places } : {}) };
}

function applyFilters(query: JobsQuery, filters: ListJobsQuery, resolved: ResolvedFilters): JobsQuery {
  let q = query.where(isOpenSql);
  const tsQuery = filters.keyword === undefined ? undefined : buildTsQuery(filters.keyword);
  if (tsQuery !== undefined) q = q.where(sql<boolean>`j.search_vector @@ (${tsQuery})`);
  if (filters.categoryId !== undefined) {
    const id = filters.categoryId;
    q = q.where((eb) => eb.or([eb('j.categoryId', '=', id), eb('j.subCategoryId', '=', id)]));
  }
  if (filters.companyId !== undefined) q = q.where('j.organisationId', '=', filters.companyId);
  if (filters.employmentType !== undefined) q = q.where('j.employmentType', '=', filters.employmentType);
  const place = resolved.place;
  if (place !== undefined) {
    q = q.where((eb) =>
      eb.or([
        ...(place.countryCodes.length > 0 ? [eb('j.countryCode', 'in', place.countryCodes)] : []),
        ...(place.cityIds.length > 0 ? [eb('j.cityId', 'in', place.cityIds)] : []),
      ]),
    );
  }
  if (resolved.skillIds.length > 0) {
    // jobs.skill_ids mirrors job_skills (migration 0005) and is in jobs_open_idx
    q = q.where(sql<boolean>`j.skill_ids @> ${resolved.skillIds}::uuid[]`);
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

/**
 * One page of open jobs and how many match.
 *
 * The newest EXACT_COUNT_LIMIT + 1 matches are found once (the "window"). Their number is the
 * total: exact up to EXACT_COUNT_LIMIT; beyond it the count stops and answers
 * EXACT_COUNT_LIMIT + 1 with `totalIsEstimate`, so a pager never offers a page that is not there
 * (counting every match of a broad word over a million jobs took most of a search's time). For a
 * keyword search sorted by relevance they are also what is ranked (ranking reads each row's
 * document). A newest-first or relevance page inside the window is taken from it in the same
 * statement; a salary-sorted page, or one beyond the window, is a query of its own beside the
 * count. The page's summaries are then read by id.
 */
export async function findOpenJobs(
  db: Kysely<DB>,
  filters: ListJobsQuery,
): Promise<{ rows: JobSummaryRow[]; total: number; totalIsEstimate: boolean }> {
  const resolved = await resolveFilters(db, filters);
  if (resolved === undefined) return { rows: [], total: 0, totalIsEstimate: false };
  const filtered = applyFilters(db.selectFrom('jobs as j'), filters, resolved);
  const tsQuery = filters.keyword === undefined ? undefined : buildTsQuery(filters.keyword);
  const sort = filters.sort ?? (tsQuery !== undefined ? 'relevance' : 'newest');
  const ranked = sort === 'relevance' && tsQuery !== undefined;
  const inWindow = sort !== 'salary' && filters.offset + filters.limit <= EXACT_COUNT_LIMIT;

  const rank = ranked ? sql<number>`ts_rank_cd(j.search_vector, ${tsQuery})` : sql<number>`0`;
  const window = filtered
    .select(['j.id', 'j.publishedAt', rank.as('rank')])
    .orderBy('j.publishedAt', 'desc')
    .orderBy('j.id')
    .limit(EXACT_COUNT_LIMIT + 1);
  const countWindow = () =>
    db
      .selectFrom(window.as('w'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));

  let ids: string[];
  let total: number;
  if (inWindow) {
    const rows = await db
      .with('w', () => window)
      .selectFrom('w')
      .select((eb) => [
        'w.id',
        eb
          .selectFrom('w as c')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('total'),
      ])
      .orderBy('w.rank', 'desc')
      .orderBy('w.publishedAt', 'desc')
      .orderBy('w.id')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute();
    ids = rows.map((row) => row.id);
    // a page past the last match has no row to carry the count
    total = rows[0] === undefined ? await countWindow() : Number(rows[0].total);
  } else {
    let page = filtered.select('j.id');
    if (ranked) page = page.orderBy(rank, 'desc');
    else if (sort === 'salary') page = page.orderBy(sql`j.salary_max`, (ob) => ob.desc().nullsLast());
    page = page.orderBy('j.publishedAt', 'desc').orderBy('j.id').limit(filters.limit).offset(filters.offset);
    const [rows, counted] = await Promise.all([page.execute(), countWindow()]);
    ids = rows.map((row) => row.id);
    total = counted;
  }

  const byId = new Map((await findJobSummaries(db, ids)).map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, total, totalIsEstimate: total > EXACT_COUNT_LIMIT };
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
