import { type Kysely, type RawBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/schema.js';
import type { WorkModel } from '@talent/contracts';
import type { JobStatus } from '../../db/types.js';
import { isOpenSql } from '../jobs/jobs.repository.js';

/**
 * What the fit percent needs of candidates, in one round trip for any number of them: skills with
 * levels, languages with level ranks, stated years or the jobs held, the highest degree rank, the
 * home place and the preferred places of the career aspirations. A place's country is taken from
 * its city when only the city is given.
 */
export async function findCandidateProfiles(db: Kysely<DB>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('profiles as p')
    .leftJoin('cities as ci', 'ci.id', 'p.cityId')
    .where('p.userId', 'in', userIds)
    .select((eb) => [
      'p.userId',
      'p.yearsOfExperience',
      'p.cityId',
      eb.fn.coalesce('p.countryCode', 'ci.countryCode').as('countryCode'),
      jsonArrayFrom(
        eb
          .selectFrom('userSkills as us')
          .innerJoin('skills as s', 's.id', 'us.skillId')
          .select(['us.skillId', 's.name', 'us.level'])
          .whereRef('us.userId', '=', 'p.userId')
          .orderBy('s.name'),
      ).as('skills'),
      jsonArrayFrom(
        eb
          .selectFrom('userLanguages as ul')
          .innerJoin('languageLevels as ll', 'll.id', 'ul.levelId')
          .select(['ul.languageCode as code', 'll.rank'])
          .whereRef('ul.userId', '=', 'p.userId')
          .orderBy('ul.languageCode'),
      ).as('languages'),
      eb
        .selectFrom('educations as ed')
        .innerJoin('degreeLevels as dl', 'dl.id', 'ed.degreeLevelId')
        .select((e) => e.fn.max('dl.rank').as('rank'))
        .whereRef('ed.userId', '=', 'p.userId')
        .as('educationRank'),
      jsonArrayFrom(
        eb
          .selectFrom('experiences as ex')
          .select(['ex.dateFrom', 'ex.dateTo'])
          .whereRef('ex.userId', '=', 'p.userId'),
      ).as('experiences'),
      jsonArrayFrom(
        eb
          .selectFrom('careerAspirations as ca')
          .leftJoin('cities as pc', 'pc.id', 'ca.preferredCityId')
          .select((e) => [
            e.fn.coalesce('ca.preferredCountry', 'pc.countryCode').as('countryCode'),
            'ca.preferredCityId as cityId',
          ])
          .whereRef('ca.userId', '=', 'p.userId'),
      ).as('preferredLocations'),
    ])
    .execute();
}

export type CandidateProfileRow = Awaited<ReturnType<typeof findCandidateProfiles>>[number];

const fitJobColumns = [
  'j.id',
  'j.organisationId',
  'j.status',
  'j.publishedAt',
  'j.countryCode',
  'j.cityId',
  'j.remote',
  'j.workModel',
  'j.remoteCountries',
  'j.minExperienceYears',
  'dl.code as degreeCode',
  'dl.rank as degreeRank',
] as const;

export interface FitJobRow {
  id: string;
  organisationId: string;
  status: JobStatus;
  publishedAt: Date | null;
  countryCode: string;
  cityId: string | null;
  remote: boolean;
  workModel: WorkModel;
  remoteCountries: string[];
  minExperienceYears: number;
  degreeCode: string | null;
  degreeRank: number | null;
  skills: { name: string; minLevel: number | null }[];
  languages: { code: string; minLevel: number | null }[];
}

/**
 * The requirements of these jobs, whatever their status. Skills and languages are read as two flat
 * lists for all the jobs at once: a correlated subquery per job would join the whole skills table
 * once per job, which for a pool of thousands of jobs costs a second.
 */
export async function findFitJobs(db: Kysely<DB>, jobIds: readonly string[]): Promise<FitJobRow[]> {
  if (jobIds.length === 0) return [];
  const ids = sql<boolean>`= any(${jobIds}::uuid[])`;
  const [jobs, skills, languages] = await Promise.all([
    db
      .selectFrom('jobs as j')
      .leftJoin('degreeLevels as dl', 'dl.id', 'j.degreeLevelId')
      .select(fitJobColumns)
      .where(sql<boolean>`j.id ${ids}`)
      .execute(),
    db
      .selectFrom('jobSkills as js')
      .innerJoin('skills as s', 's.id', 'js.skillId')
      .select(['js.jobId', 's.name', 'js.minLevel'])
      .where(sql<boolean>`js.job_id ${ids}`)
      .orderBy('js.jobId')
      .orderBy('s.name')
      .execute(),
    db
      .selectFrom('jobLanguages as jl')
      .leftJoin('languageLevels as ll', 'll.id', 'jl.minLevelId')
      .select(['jl.jobId', 'jl.languageCode as code', 'll.rank as minLevel'])
      .where(sql<boolean>`jl.job_id ${ids}`)
      .orderBy('jl.jobId')
      .orderBy('jl.languageCode')
      .execute(),
  ]);
  const byJob = new Map<string, FitJobRow>(jobs.map((j) => [j.id, { ...j, skills: [], languages: [] }]));
  for (const { jobId, ...skill } of skills) byJob.get(jobId)?.skills.push(skill);
  for (const { jobId, ...language } of languages) byJob.get(jobId)?.languages.push(language);
  return [...byJob.values()];
}

export async function findFitJob(db: Kysely<DB>, jobId: string): Promise<FitJobRow | undefined> {
  const [job] = await findFitJobs(db, [jobId]);
  return job;
}

export interface LocalizedNames {
  en: string;
  zh: string;
  ar: string;
}

/**
 * The names, in the three interface languages, of the countries, cities and degree levels (by rank)
 * a fit explanation mentions.
 */
export async function findFitNames(
  db: Kysely<DB>,
  wanted: { countryCodes: readonly string[]; cityIds: readonly string[]; degreeRanks: readonly number[] },
) {
  const names = ['nameEn as en', 'nameZh as zh', 'nameAr as ar'] as const;
  const [countries, cities, degrees] = await Promise.all([
    wanted.countryCodes.length === 0
      ? []
      : db
          .selectFrom('countries')
          .select(['code', ...names])
          .where('code', 'in', [...wanted.countryCodes])
          .execute(),
    wanted.cityIds.length === 0
      ? []
      : db
          .selectFrom('cities')
          .select(['id', ...names])
          .where('id', 'in', [...wanted.cityIds])
          .execute(),
    wanted.degreeRanks.length === 0
      ? []
      : db
          .selectFrom('degreeLevels')
          .select(['rank', ...names])
          .where('rank', 'in', [...wanted.degreeRanks])
          .orderBy('rank')
          .orderBy('code')
          .execute(),
  ]);
  const pick = ({ en, zh, ar }: LocalizedNames): LocalizedNames => ({ en, zh, ar });
  const byRank = new Map<number, LocalizedNames>();
  for (const d of degrees) if (!byRank.has(d.rank)) byRank.set(d.rank, pick(d));
  return {
    countries: new Map(countries.map((c) => [c.code.trim().toUpperCase(), pick(c)])),
    cities: new Map(cities.map((c) => [c.id, pick(c)])),
    degrees: byRank,
  };
}

export type FitNames = Awaited<ReturnType<typeof findFitNames>>;

export interface PlaceMatch {
  countryCodes: string[];
  cityIds: string[];
}

/** The countries and cities a location filter names: a country code, or part of a name in any language. */
export async function findPlacesMatching(db: Kysely<DB>, text: string): Promise<PlaceMatch> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [countries, cities] = await Promise.all([
    db
      .selectFrom('countries')
      .select('code')
      .where((eb) =>
        eb.or([
          eb('code', '=', text.toUpperCase()),
          eb('nameEn', 'ilike', pattern),
          eb('nameZh', 'ilike', pattern),
          eb('nameAr', 'ilike', pattern),
        ]),
      )
      .execute(),
    db
      .selectFrom('cities')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('nameEn', 'ilike', pattern),
          eb('nameZh', 'ilike', pattern),
          eb('nameAr', 'ilike', pattern),
        ]),
      )
      .execute(),
  ]);
  return { countryCodes: countries.map((c) => c.code), cityIds: cities.map((c) => c.id) };
}

/**
 * How large each source of the recommendation pool may be. Together they keep the pool to a few
 * thousand jobs, and the rows each source reads to some tens of thousands, whatever the size of
 * the job table: scoring the pool in TypeScript then takes milliseconds.
 */
export const POOL_LIMITS = {
  /** Job postings read per skill: this / number of skills, within the bounds below … */
  skillScanBudget: 20_000,
  skillScanMin: 500,
  skillScanMax: 5000,
  /** … and of those, the open jobs kept per skill. */
  skillKeepBudget: 1200,
  skillKeepMin: 50,
  skillKeepMax: 400,
  /** The newest open jobs looked at for a shared skill, and how many of them are kept. */
  recentWindow: 20_000,
  recentWithSkill: 1000,
  /** Interests looked at, and the newest open jobs kept from them. */
  interestCategories: 10,
  interestCompanies: 20,
  interestBudget: 500,
  interestMin: 20,
  /** Newest open jobs whatever they ask, so that a new profile and requirement-free jobs have a pool … */
  newest: 300,
  /** … and more of them when the seeker has narrowed the list with filters. */
  newestFiltered: 1000,
  total: 3000,
} as const;

const share = (budget: number, parts: number, min: number, max: number = budget) =>
  Math.min(max, Math.max(min, Math.floor(budget / Math.max(1, parts))));

/**
 * What the seeker has shown interest in: the categories (the sub-category where there is one) of
 * the jobs they applied to or saved lately, and the companies they follow.
 */
export async function findSeekerInterests(
  db: Kysely<DB>,
  seekerId: string,
): Promise<{ categoryIds: string[]; organisationIds: string[] }> {
  const [categories, companies] = await Promise.all([
    sql<{ categoryId: string }>`
      select category_id from (
        select coalesce(j.sub_category_id, j.category_id) as category_id, max(t.at) as last_at
        from (
          select a.job_id, a.applied_at as at from applications a where a.seeker_id = ${seekerId}
          union all
          select sj.job_id, sj.saved_at from saved_jobs sj where sj.seeker_id = ${seekerId}
        ) t
        join jobs j on j.id = t.job_id
        group by 1
      ) c
      order by last_at desc, category_id
      limit ${POOL_LIMITS.interestCategories}
    `.execute(db),
    db
      .selectFrom('interestCompanies')
      .select('organisationId')
      .where('seekerId', '=', seekerId)
      .orderBy('followedAt', 'desc')
      .orderBy('organisationId')
      .limit(POOL_LIMITS.interestCompanies)
      .execute(),
  ]);
  return {
    categoryIds: categories.rows.map((r) => r.categoryId),
    organisationIds: companies.map((r) => r.organisationId),
  };
}

/**
 * Jobs in the countries named or in the cities named. A city is matched by its id alone: adding
 * its country would let jobs_location_idx bound the scan, but the planner would then multiply the
 * two selectivities as if they were independent and take a large city for a small one.
 */
function placeCondition(place: PlaceMatch): RawBuilder<unknown> {
  const forms: RawBuilder<unknown>[] = [];
  if (place.countryCodes.length > 0) forms.push(sql`j.country_code = any(${place.countryCodes}::bpchar[])`);
  if (place.cityIds.length > 0) forms.push(sql`j.city_id = any(${place.cityIds}::uuid[])`);
  return forms.length === 0 ? sql`false` : sql`(${sql.join(forms, sql` or `)})`;
}

export interface PoolRequest {
  seekerId: string;
  skillIds: readonly string[];
  categoryIds: readonly string[];
  organisationIds: readonly string[];
  filters: {
    categoryId?: string | undefined;
    employmentType?: string | undefined;
    place?: PlaceMatch | undefined;
  };
}

/**
 * The ids of the open jobs worth scoring for one seeker. Ranking a million open jobs by a score
 * computed in TypeScript is out of the question, and the score (decisions.md, "Fit percent") is
 * not something an index can order by; so SQL picks a pool of likely jobs and the service ranks
 * only those. A job outside the pool is not recommended, and the answer's `total` counts the pool.
 *
 * The pool is a union of bounded, index-driven sources, each limited to open jobs the seeker has
 * not applied to and to the request's filters:
 * - by skill: for each of the seeker's skills, open jobs requiring it (job_skills_skill_idx). A
 *   rare skill brings all its jobs; a common one a bounded sample, in the index's order, which
 *   for random uuids is no particular order;
 * - recent with a skill: the newest open jobs (jobs_open_idx) requiring any of the seeker's
 *   skills, looking no further back than a fixed window, so that new jobs with common skills come in;
 * - interests: per category of the jobs the seeker applied to or saved, and per company they
 *   follow, the newest open jobs (jobs_sub_category_idx, jobs_category_idx, jobs_organisation_idx);
 * - newest: the newest open jobs, so that nobody gets an empty list.
 * When the seeker narrows the list with filters, those say what they want now: the interests
 * (past applications, saved jobs, follows) are left out, being also the source that filters make
 * most expensive, and the newest matching jobs get a larger share.
 * Each source reads a bounded number of rows: per-value lateral queries with limits, never an OR
 * of unrelated conditions (which would walk the whole published index when nothing matches).
 */
export async function findRecommendationPool(db: Kysely<DB>, request: PoolRequest): Promise<string[]> {
  const { seekerId, skillIds, categoryIds, organisationIds, filters } = request;
  const conditions: RawBuilder<unknown>[] = [
    isOpenSql,
    sql`not exists (select 1 from applications a where a.job_id = j.id and a.seeker_id = ${seekerId})`,
  ];
  if (filters.categoryId !== undefined) {
    conditions.push(
      sql`(j.category_id = ${filters.categoryId} or j.sub_category_id = ${filters.categoryId})`,
    );
  }
  if (filters.employmentType !== undefined)
    conditions.push(sql`j.employment_type = ${filters.employmentType}`);
  if (filters.place !== undefined) conditions.push(placeCondition(filters.place));
  const eligible = sql.join(conditions, sql` and `);

  const sources: RawBuilder<unknown>[] = [];
  if (skillIds.length > 0) {
    const scan = share(
      POOL_LIMITS.skillScanBudget,
      skillIds.length,
      POOL_LIMITS.skillScanMin,
      POOL_LIMITS.skillScanMax,
    );
    const keep = share(
      POOL_LIMITS.skillKeepBudget,
      skillIds.length,
      POOL_LIMITS.skillKeepMin,
      POOL_LIMITS.skillKeepMax,
    );
    sources.push(sql`
      (select x.id from unnest(${skillIds}::uuid[]) as s (skill_id)
       cross join lateral (
         select j.id
         from (select js.job_id from job_skills js where js.skill_id = s.skill_id limit ${scan}) js
         join jobs j on j.id = js.job_id
         where ${eligible}
         limit ${keep}
       ) x)`);
    sources.push(sql`
      (select r.id from (
         select j.id from jobs j where ${eligible}
         order by j.published_at desc, j.id limit ${POOL_LIMITS.recentWindow}
       ) r
       where exists (select 1 from job_skills js where js.job_id = r.id and js.skill_id = any(${skillIds}::uuid[]))
       limit ${POOL_LIMITS.recentWithSkill})`);
  }
  const filtered =
    filters.categoryId !== undefined || filters.employmentType !== undefined || filters.place !== undefined;
  const interestCategories = filtered ? [] : categoryIds;
  const interestCompanies = filtered ? [] : organisationIds;
  const interests = interestCategories.length + interestCompanies.length;
  const perInterest = share(POOL_LIMITS.interestBudget, interests, POOL_LIMITS.interestMin);
  if (interestCategories.length > 0) {
    // a category id may be a sub-category or a main one: each column has its own ordered index
    for (const column of [sql.ref('j.sub_category_id'), sql.ref('j.category_id')]) {
      sources.push(sql`
        (select x.id from unnest(${interestCategories}::uuid[]) as c (id)
         cross join lateral (
           select j.id from jobs j where ${column} = c.id and ${eligible}
           order by j.published_at desc, j.id limit ${perInterest}
         ) x)`);
    }
  }
  if (interestCompanies.length > 0) {
    sources.push(sql`
      (select x.id from unnest(${interestCompanies}::uuid[]) as o (id)
       cross join lateral (
         select j.id from jobs j where j.organisation_id = o.id and ${eligible}
         order by j.published_at desc, j.id limit ${perInterest}
       ) x)`);
  }
  sources.push(sql`
    (select j.id from jobs j where ${eligible}
     order by j.published_at desc, j.id limit ${filtered ? POOL_LIMITS.newestFiltered : POOL_LIMITS.newest})`);

  const { rows } = await sql<{ id: string }>`
    select pool.id from (${sql.join(sources, sql` union `)}) pool
    limit ${POOL_LIMITS.total}
  `.execute(db);
  return rows.map((r) => r.id);
}

/** Name, logo and number of open jobs of these organisations. */
export async function findCompanyCards(db: Kysely<DB>, organisationIds: readonly string[]) {
  if (organisationIds.length === 0) return [];
  return db
    .selectFrom('organisations as o')
    .where('o.id', 'in', organisationIds)
    .select((eb) => [
      'o.id',
      'o.name',
      'o.logoUrl',
      eb
        .selectFrom('jobs as j')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('j.organisationId', '=', 'o.id')
        .where(isOpenSql)
        .as('openJobs'),
    ])
    .execute();
}

/**
 * Of these users, the job seekers whose data the organisation may see (decisions.md, roles): those
 * who applied to or were invited to one of its jobs, and those whose profile is searchable.
 */
export async function findSeekersVisibleTo(
  db: Kysely<DB>,
  organisationId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.userId', 'u.id')
    .select('u.id')
    .where('u.id', 'in', userIds)
    .where('u.deletedAt', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('userRoles as r')
          .select(sql`1`.as('one'))
          .whereRef('r.userId', '=', 'u.id')
          .where('r.role', '=', 'jobseeker'),
      ),
    )
    .where((eb) =>
      eb.or([
        eb('p.isSearchable', '=', true),
        eb.exists(
          eb
            .selectFrom('applications as a')
            .innerJoin('jobs as aj', 'aj.id', 'a.jobId')
            .select(sql`1`.as('one'))
            .whereRef('a.seekerId', '=', 'u.id')
            .where('aj.organisationId', '=', organisationId),
        ),
        eb.exists(
          eb
            .selectFrom('invitations as i')
            .innerJoin('jobs as ij', 'ij.id', 'i.jobId')
            .select(sql`1`.as('one'))
            .whereRef('i.seekerId', '=', 'u.id')
            .where('ij.organisationId', '=', organisationId),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}
