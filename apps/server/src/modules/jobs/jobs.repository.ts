import {
  CompiledQuery,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ListJobsQuery } from '@talent/contracts';
import type { DB, Jobs } from '../../db/schema.js';
import type { JobStatus } from '../../db/types.js';
import { buildTsQuery, titleHasSynonym, titleHasTerms } from './job-search-query.js';

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
export interface ResolvedFilters {
  /** One skill id per skill filter; every one must be on the job. */
  skillIds: string[];
  /** The places a location filter names: countries by code or name, cities by name. */
  place?: { countryCodes: string[]; cityIds: string[] };
}

export async function resolveFilters(
  db: Kysely<DB>,
  filters: ListJobsQuery,
): Promise<ResolvedFilters | undefined> {
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

/** Open jobs that pass every filter but the keyword. */
function applyFilters(query: JobsQuery, filters: ListJobsQuery, resolved: ResolvedFilters): JobsQuery {
  return applySearchFilters(query.where(isOpenSql), filters, resolved);
}

/**
 * Jobs that pass every filter of the public search but the keyword, whatever their status: the
 * public search's open jobs, and the recruiter's search of their organisation's jobs.
 */
export function applySearchFilters(
  query: JobsQuery,
  filters: ListJobsQuery,
  resolved: ResolvedFilters,
): JobsQuery {
  let q = query;
  if (filters.categoryId !== undefined) {
    const id = filters.categoryId;
    q = q.where((eb) => eb.or([eb('j.categoryId', '=', id), eb('j.subCategoryId', '=', id)]));
  }
  if (filters.companyId !== undefined) q = q.where('j.organisationId', '=', filters.companyId);
  if (filters.employmentType !== undefined) q = q.where('j.employmentType', '=', filters.employmentType);
  if (filters.workModel !== undefined) q = q.where('j.workModel', '=', filters.workModel);
  const place = resolved.place;
  if (place !== undefined) {
    // jobs there, and remote jobs open to candidates in a country it names
    q = q.where((eb) =>
      eb.or([
        ...(place.countryCodes.length > 0
          ? [
              eb('j.countryCode', 'in', place.countryCodes),
              sql<boolean>`j.remote_countries && ${place.countryCodes}::text[]`,
            ]
          : []),
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
      'j.workModel',
      'j.remoteCountries',
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
 * A keyword search the planner expects to match at least this many jobs is not counted: it is
 * "more than EXACT_COUNT_LIMIT" unless its pages show otherwise (see findOpenJobs).
 */
export const UNCOUNTED_ESTIMATE = 10 * EXACT_COUNT_LIMIT;

/** How many of the newest jobs passing the other filters a broad keyword is tested on first. */
const STREAMED_CANDIDATES = 5_000;

type IdQuery = SelectQueryBuilder<JobsDB, 'j', { id: string }>;

const newestFirst = <O extends { id: string }>(query: SelectQueryBuilder<JobsDB, 'j', O>) =>
  query.orderBy('j.publishedAt', 'desc').orderBy('j.id');
const idsOf = async (query: IdQuery) => (await query.execute()).map((row) => row.id);

/** A value written as an SQL literal, for a statement that is planned but never run. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value))
    return literal(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * The number of rows the planner expects a query to give (EXPLAIN, nothing is run). The values
 * are written into the statement, as the planner of a one-off statement sees them anyway: a
 * driver that plans a parameterised statement once for any value (PGlite's does) would otherwise
 * get the planner's default guess, not its statistics.
 */
async function plannedRows(db: Kysely<DB>, query: IdQuery): Promise<number> {
  const { sql: text, parameters } = query.compile();
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => literal(parameters[Number(n) - 1]));
  const { rows } = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`explain (format json) ${inlined}`),
  );
  // one json value; a driver may hand it over parsed or as text
  const value = Object.values(rows[0] ?? {})[0];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'];
}

/**
 * How many open jobs match, counted up to EXACT_COUNT_LIMIT + 1: the newest matches are counted,
 * and the count stops there. (A broad keyword is not counted at all: reaching 1,001 matches of a
 * broad word means reading tens of thousands of rows, most of a search's time, to print "more
 * than 1,000".)
 */
async function countMatches(db: Kysely<DB>, filtered: IdQuery): Promise<number> {
  const { n } = await db
    .selectFrom(
      newestFirst(filtered)
        .limit(EXACT_COUNT_LIMIT + 1)
        .as('w'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * One page of open jobs and how many match.
 *
 * Order: newest first; by salary (highest first, none last); or, for a keyword, by relevance:
 * jobs whose title holds the words as typed first ("developer" in "Java Developer"), then those
 * whose title matches by stems only ("Business Development Executive"), then those matching in
 * the description only, each group newest first.
 *
 * How a keyword search is run depends on the planner's guess of its size:
 * - a narrow keyword (fewer than UNCOUNTED_ESTIMATE matches expected, or other filters expected
 *   to leave at most EXACT_COUNT_LIMIT): all its matches are read once through the search index,
 *   which gives the page and the exact total in one statement;
 * - a broad keyword: jobs are read newest first and the reading stops at the page's end (title
 *   matches, then the others); the total is not counted (countMatches). With other filters, the
 *   newest STREAMED_CANDIDATES jobs passing them are tested first; when they hold too few
 *   matches, the filters and the keyword together are narrow after all, and are read whole.
 * Without a keyword every filter is in jobs_open_idx, and the newest matches are counted there.
 *
 * Count: exact up to EXACT_COUNT_LIMIT; beyond it `total` is EXACT_COUNT_LIMIT + 1 with
 * `totalIsEstimate` ("more than 1,000"). A page that comes back short gives the exact total
 * (offset + its rows), and an empty page past the first is counted, so a pager offering too many
 * pages corrects itself on the way.
 */
export async function findOpenJobs(
  db: Kysely<DB>,
  filters: ListJobsQuery,
): Promise<{ rows: JobSummaryRow[]; total: number; totalIsEstimate: boolean }> {
  const resolved = await resolveFilters(db, filters);
  if (resolved === undefined) return { rows: [], total: 0, totalIsEstimate: false };
  const tsQuery = filters.keyword === undefined ? undefined : buildTsQuery(filters.keyword);
  const open = applyFilters(db.selectFrom('jobs as j'), filters, resolved).select('j.id');
  const sort = filters.sort ?? (tsQuery !== undefined ? 'relevance' : 'newest');
  const { limit, offset } = filters;
  const end = offset + limit;

  /** The page of a query in the order asked for (relevance aside), newest first within it. */
  const pageOf = (query: IdQuery) =>
    idsOf(
      newestFirst(sort === 'salary' ? query.orderBy(sql`j.salary_max`, (ob) => ob.desc().nullsLast()) : query)
        .limit(limit)
        .offset(offset),
    );

  if (tsQuery === undefined) {
    const [ids, counted] = await Promise.all([pageOf(open), countMatches(db, open)]);
    return finish(db, filters, ids, open, counted);
  }

  const matchesKeyword = sql<boolean>`j.search_vector @@ (${tsQuery})`;
  const inTitle = sql<boolean>`j.search_vector @@ wf_title_query(${tsQuery})`;
  // the words as typed in the title: a subset of the title matches, so only tested on those
  const titleWords = titleHasTerms(filters.keyword ?? '', sql<string>`j.title`) ?? sql<boolean>`false`;
  const wholeInTitle = sql<boolean>`(${inTitle} and ${titleWords})`;
  // another wording of the role in the title ("Java Developer" for "software engineer"), next:
  // those in the keyword's script, then those in another
  const synonyms = titleHasSynonym(filters.keyword ?? '', sql<string>`j.title`);
  const synonymTiers = [synonyms.same, synonyms.other].filter((words) => words !== undefined);
  const inTier = (words: RawBuilder<boolean> | undefined) =>
    words === undefined ? sql<boolean>`false` : sql<boolean>`(${inTitle} and ${words} and not ${titleWords})`;
  const filtered = open.where(matchesKeyword);
  const otherFilters =
    filters.categoryId !== undefined ||
    filters.companyId !== undefined ||
    filters.employmentType !== undefined ||
    filters.workModel !== undefined ||
    resolved.place !== undefined ||
    resolved.skillIds.length > 0 ||
    (filters.languages ?? []).length > 0;
  const anyOpenJob = db.selectFrom('jobs as j').where(isOpenSql).select('j.id');
  const broad =
    (await plannedRows(db, anyOpenJob.where(matchesKeyword))) >= UNCOUNTED_ESTIMATE &&
    (!otherFilters || (await plannedRows(db, filtered)) > EXACT_COUNT_LIMIT);

  /** Every match read once: the page and the exact total in one statement. */
  const readWhole = async () => {
    const rows = await db
      .with('m', () =>
        filtered.select([
          'j.publishedAt',
          'j.salaryMax',
          inTitle.as('inTitle'),
          wholeInTitle.as('wholeInTitle'),
          inTier(synonyms.same).as('sameSynonymInTitle'),
          inTier(synonyms.other).as('otherSynonymInTitle'),
        ]),
      )
      .selectFrom('m')
      .select((eb) => [
        'm.id',
        eb
          .selectFrom('m as c')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('total'),
      ])
      .$if(sort === 'relevance', (q) =>
        q
          .orderBy('m.wholeInTitle', 'desc')
          .orderBy('m.sameSynonymInTitle', 'desc')
          .orderBy('m.otherSynonymInTitle', 'desc')
          .orderBy('m.inTitle', 'desc'),
      )
      .$if(sort === 'salary', (q) => q.orderBy('m.salaryMax', (ob) => ob.desc().nullsLast()))
      .orderBy('m.publishedAt', 'desc')
      .orderBy('m.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const ids = rows.map((row) => row.id);
    if (rows[0] === undefined) return finish(db, filters, ids, filtered);
    // every match was counted, however many
    return { rows: await summariesInOrder(db, ids), total: Number(rows[0].total), totalIsEstimate: false };
  };

  /**
   * The newest `count` jobs passing the filters and `condition`, found among the newest
   * STREAMED_CANDIDATES jobs passing the other filters, or undefined when they are not all there.
   * The candidates come from jobs_open_idx alone (it covers the filters' columns) and only they
   * are read to test the keyword. The planner, which multiplies its guesses of the keyword and the
   * filters, would either collect every match of the word or, when the two rarely meet, read the
   * whole table newest first.
   */
  const streamed = async (condition: RawBuilder<boolean>, count: number) => {
    const candidates = newestFirst(open.select('j.publishedAt')).limit(STREAMED_CANDIDATES);
    const rows = await db
      .selectFrom(candidates.as('c'))
      .innerJoin('jobs as j', 'j.id', 'c.id')
      .select('c.id')
      .where(condition)
      .orderBy('c.publishedAt', 'desc')
      .orderBy('c.id')
      .limit(count)
      .execute();
    return rows.length >= count ? rows.map((row) => row.id) : undefined;
  };

  if (!broad || (otherFilters && sort === 'salary')) return readWhole();

  let ids: string[];
  if (otherFilters) {
    // titles with the words as typed first, only when there is a page of them; otherwise it is
    // narrow after all
    const newest =
      sort === 'relevance' ? await streamed(wholeInTitle, end) : await streamed(matchesKeyword, end);
    if (newest === undefined) return readWhole();
    ids = newest.slice(offset);
  } else if (sort === 'relevance') {
    // a title match is a match (the title is part of the document); not repeating the whole
    // query beside it keeps the planner's estimate of the group right. Groups: the words as typed
    // in the title, then other wordings of the role in it (the keyword's script, then others),
    // then the title's stems only, then the description only.
    let rest = open.where(inTitle).where(sql<boolean>`not (${titleWords})`);
    const tiers: IdQuery[] = [open.where(wholeInTitle)];
    for (const words of synonymTiers) {
      tiers.push(rest.where(words));
      rest = rest.where(sql<boolean>`not (${words})`);
    }
    ids = await pageOfGroups([...tiers, rest, filtered.where(sql<boolean>`not (${inTitle})`)], offset, limit);
  } else {
    ids = await pageOf(filtered);
  }
  return finish(db, filters, ids, filtered);
}

/**
 * One page of the concatenation of disjoint groups, each newest first: a group is read only as far
 * as the page reaches, and one the page starts after is skipped by its count of ids read.
 */
async function pageOfGroups(groups: IdQuery[], offset: number, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let skip = offset;
  for (const group of groups) {
    const wanted = limit - ids.length;
    if (wanted <= 0) break;
    const read = await idsOf(newestFirst(group).limit(skip + wanted));
    ids.push(...read.slice(skip));
    skip = Math.max(0, skip - read.length);
  }
  return ids;
}

/**
 * The answer for a page of ids of `matches`, with their capped count if one was taken: a page
 * that comes back short tells the exact total, and an empty page past the first is counted.
 */
async function finish(
  db: Kysely<DB>,
  filters: ListJobsQuery,
  ids: string[],
  matches: IdQuery,
  counted?: number,
): Promise<{ rows: JobSummaryRow[]; total: number; totalIsEstimate: boolean }> {
  const { limit, offset } = filters;
  const rows = await summariesInOrder(db, ids);
  if (ids.length < limit && (ids.length > 0 || offset === 0)) {
    // the last page: everything before it and on it is all there is
    return { rows, total: offset + ids.length, totalIsEstimate: false };
  }
  const total = counted ?? (ids.length === 0 ? await countMatches(db, matches) : EXACT_COUNT_LIMIT + 1);
  return { rows, total, totalIsEstimate: total > EXACT_COUNT_LIMIT };
}

async function summariesInOrder(db: Kysely<DB>, ids: string[]): Promise<JobSummaryRow[]> {
  const byId = new Map((await findJobSummaries(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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
      // the latest edit of the salary, the place or the employment type (modules/hr-jobs)
      eb
        .selectFrom('jobChanges as c')
        .select(['c.changedAt'])
        .whereRef('c.jobId', '=', 'j.id')
        .where('c.material', '=', true)
        .orderBy('c.changedAt', 'desc')
        .limit(1)
        .as('materialChangedAt'),
      eb
        .selectFrom('jobChanges as c')
        .select(['c.fields'])
        .whereRef('c.jobId', '=', 'j.id')
        .where('c.material', '=', true)
        .orderBy('c.changedAt', 'desc')
        .limit(1)
        .as('materialChangedFields'),
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
