import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type {
  CandidatesFitResponse,
  ErrorResponse,
  JobFitResponse,
  RecommendCompaniesResponse,
  RecommendJobsResponse,
} from '@talent/contracts';
import { computeFit, type FitCandidate, type FitJob } from '@talent/domain';
import type { DB } from '../../db/schema.js';
import { useTestApp } from '../../test/app.js';
import {
  buildCategory,
  buildCity,
  buildJob,
  buildOrganisation,
  buildUser,
  ensureSkill,
  type JobOverrides,
  TEST_PASSWORD,
  utcDay,
} from '../../test/factories.js';
import { signIn } from '../../test/session.js';
import { POOL_LIMITS } from './recommendations.repository.js';

const ctx = useTestApp();
const API = '/elevate-be/rest/api';
const RECOMMEND = `${API}/job-seeker/recommend`;
const CANDIDATES_FIT = `${API}/candidates/fit`;

const unique = () => randomUUID().slice(0, 8);

async function levelId(db: Kysely<DB>, table: 'languageLevels' | 'degreeLevels', code: string) {
  const row = await db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

interface SeekerProfile {
  /** Skill name → level 1–5. */
  skills?: Record<string, number>;
  /** Language code → language-level code (basic … native). */
  languages?: Record<string, string>;
  /** Degree-level code of the one education listed. */
  degree?: string;
  yearsOfExperience?: number | null;
  experiences?: { from: string; to?: string | null }[];
  countryCode?: string | null;
  cityId?: string | null;
  preferred?: { countryCode?: string; cityId?: string }[];
  searchable?: boolean;
}

/** A job seeker with a profile written straight into the profile tables. */
async function buildSeeker(db: Kysely<DB>, profile: SeekerProfile = {}) {
  const user = await buildUser(db);
  await db
    .updateTable('profiles')
    .set({
      yearsOfExperience: profile.yearsOfExperience ?? null,
      countryCode: profile.countryCode ?? null,
      cityId: profile.cityId ?? null,
      isSearchable: profile.searchable ?? true,
    })
    .where('userId', '=', user.id)
    .execute();
  for (const [name, level] of Object.entries(profile.skills ?? {})) {
    await db
      .insertInto('userSkills')
      .values({ userId: user.id, skillId: await ensureSkill(db, name), level })
      .execute();
  }
  for (const [code, level] of Object.entries(profile.languages ?? {})) {
    await db
      .insertInto('userLanguages')
      .values({ userId: user.id, languageCode: code, levelId: await levelId(db, 'languageLevels', level) })
      .execute();
  }
  if (profile.degree !== undefined) {
    await db
      .insertInto('educations')
      .values({
        userId: user.id,
        degreeLevelId: await levelId(db, 'degreeLevels', profile.degree),
        degreeTitle: 'A degree made by a test',
        universityName: 'Test University',
      })
      .execute();
  }
  for (const e of profile.experiences ?? []) {
    await db
      .insertInto('experiences')
      .values({
        userId: user.id,
        jobTitle: 'Engineer',
        companyName: 'Earlier Employer',
        dateFrom: e.from,
        dateTo: e.to ?? null,
        isCurrent: e.to === null || e.to === undefined,
      })
      .execute();
  }
  for (const p of profile.preferred ?? []) {
    await db
      .insertInto('careerAspirations')
      .values({ userId: user.id, preferredCountry: p.countryCode ?? null, preferredCityId: p.cityId ?? null })
      .execute();
  }
  return user;
}

interface JobRequirements extends JobOverrides {
  /** Required skill name → minimum level. */
  skillLevels?: Record<string, number>;
  /** Required language code → minimum language-level code. */
  languageLevels?: Record<string, string>;
  degree?: string;
}

/** A job whose required skills and languages carry minimum levels, and which may ask for a degree. */
async function buildJobWith(db: Kysely<DB>, requirements: JobRequirements): Promise<string> {
  const { skillLevels = {}, languageLevels = {}, degree, ...overrides } = requirements;
  const jobId = await buildJob(db, {
    ...overrides,
    skills: [...(overrides.skills ?? []), ...Object.keys(skillLevels)],
    languages: [...(overrides.languages ?? []), ...Object.keys(languageLevels)],
  });
  for (const [name, minLevel] of Object.entries(skillLevels)) {
    await db
      .updateTable('jobSkills')
      .set({ minLevel })
      .where('jobId', '=', jobId)
      .where('skillId', '=', await ensureSkill(db, name))
      .execute();
  }
  for (const [code, level] of Object.entries(languageLevels)) {
    await db
      .updateTable('jobLanguages')
      .set({ minLevelId: await levelId(db, 'languageLevels', level) })
      .where('jobId', '=', jobId)
      .where('languageCode', '=', code)
      .execute();
  }
  if (degree !== undefined) {
    await db
      .updateTable('jobs')
      .set({ degreeLevelId: await levelId(db, 'degreeLevels', degree) })
      .where('id', '=', jobId)
      .execute();
  }
  return jobId;
}

async function apply(db: Kysely<DB>, jobId: string, seekerId: string): Promise<void> {
  await db.insertInto('applications').values({ jobId, seekerId }).execute();
}

async function sessionOf(user: { email: string }): Promise<string> {
  return (await signIn(ctx.app, user.email, TEST_PASSWORD)).cookie;
}

async function getRecommend(cookie: string, query: Record<string, string>) {
  return ctx.app.inject({ method: 'GET', url: RECOMMEND, query, headers: { cookie } });
}

async function postJson(url: string, cookie: string | undefined, payload: object) {
  return ctx.app.inject({ method: 'POST', url, payload, headers: cookie === undefined ? {} : { cookie } });
}

const fieldsOf = (body: ErrorResponse) => (body.fields ?? []).map((f) => f.field);
const days = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('GET /api/job-seeker/recommend?type=jobs', () => {
  it('ranks open jobs by the fit percent, newest first among equals, without jobs applied to', async () => {
    const db = ctx.database.db;
    const s1 = `Kotlin ${unique()}`;
    const s2 = `Terraform ${unique()}`;
    const elsewhere = `Haskell ${unique()}`;
    const home = await buildCity(db);
    const otherCity = await buildCity(db);
    const seeker = await buildSeeker(db, {
      skills: { [s1]: 4, [s2]: 2 },
      languages: { en: 'fluent' },
      degree: 'bachelor',
      yearsOfExperience: 5,
      countryCode: 'OM',
      cityId: home,
    });
    const companyId = await buildOrganisation(db);
    const inCompany = { organisationId: companyId };

    const perfect = await buildJobWith(db, {
      ...inCompany,
      title: 'Perfect',
      skillLevels: { [s1]: 3 },
      languageLevels: { en: 'professional' },
      minExperienceYears: 3,
      degree: 'bachelor',
      cityId: home,
      publishedAt: days(10),
    });
    const partial = await buildJobWith(db, {
      ...inCompany,
      title: 'Partial',
      skillLevels: { [s1]: 4, [s2]: 4 },
      languages: ['ar'],
      degree: 'master',
      cityId: home,
    });
    const weak = await buildJobWith(db, {
      ...inCompany,
      title: 'Weak',
      skills: [s1, elsewhere],
      minExperienceYears: 10,
      countryCode: 'AE',
      cityId: await buildCity(db, { countryCode: 'AE' }),
    });
    const tieOld = await buildJobWith(db, {
      ...inCompany,
      title: 'Tie, older',
      skills: [s2],
      cityId: otherCity,
      publishedAt: days(2),
    });
    const tieNew = await buildJobWith(db, {
      ...inCompany,
      title: 'Tie, newer',
      skills: [s2],
      cityId: otherCity,
      publishedAt: days(1),
    });
    const applied = await buildJobWith(db, { ...inCompany, title: 'Applied', skills: [s1], cityId: home });
    await apply(db, applied, seeker.id);
    const hidden = [
      await buildJob(db, { ...inCompany, skills: [s1], status: 'closed' }),
      await buildJob(db, { ...inCompany, skills: [s1], status: 'draft' }),
      await buildJob(db, { ...inCompany, skills: [s1], endDate: utcDay(-1) }),
    ];

    const res = await getRecommend(await sessionOf(seeker), { type: 'jobs', limit: '100' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RecommendJobsResponse>();
    expect(body).toMatchObject({ type: 'jobs', limit: 100, offset: 0 });
    const own = body.items.filter((j) => j.company.id === companyId);
    expect(own.map((j) => j.title)).toEqual(['Perfect', 'Tie, newer', 'Tie, older', 'Partial', 'Weak']);
    expect(own.map((j) => j.fit.percent)).toEqual([100, 97, 97, 74, 55]);
    expect(body.items.map((j) => j.id)).not.toContain(applied);
    for (const id of hidden) expect(body.items.map((j) => j.id)).not.toContain(id);
    // the whole list is in fit order, not only this test's jobs
    const percents = body.items.map((j) => j.fit.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));

    // the server's numbers are computeFit's on the same facts
    const candidate: FitCandidate = {
      skills: [
        { name: s1, level: 4 },
        { name: s2, level: 2 },
      ],
      languages: [{ code: 'en', level: 4 }],
      educationRank: 3,
      yearsOfExperience: 5,
      location: { countryCode: 'OM', cityId: home },
    };
    const expected: Record<string, FitJob> = {
      [perfect]: {
        skills: [{ name: s1, minLevel: 3 }],
        languages: [{ code: 'en', minLevel: 3 }],
        minExperienceYears: 3,
        education: { code: 'bachelor', rank: 3 },
        location: { countryCode: 'OM', cityId: home },
      },
      [partial]: {
        skills: [
          { name: s1, minLevel: 4 },
          { name: s2, minLevel: 4 },
        ],
        languages: [{ code: 'ar' }],
        education: { code: 'master', rank: 4 },
        location: { countryCode: 'OM', cityId: home },
      },
      [weak]: {
        skills: [{ name: s1 }, { name: elsewhere }],
        languages: [],
        minExperienceYears: 10,
        location: { countryCode: 'AE', cityId: 'another city' },
      },
      [tieOld]: { skills: [{ name: s2 }], languages: [], location: { countryCode: 'OM', cityId: otherCity } },
      [tieNew]: { skills: [{ name: s2 }], languages: [], location: { countryCode: 'OM', cityId: otherCity } },
    };
    for (const item of own) {
      const job = expected[item.id];
      if (job === undefined) throw new Error(`unexpected job ${item.title}`);
      const want = computeFit(job, candidate);
      expect(item.fit.percent, item.title).toBe(want.percent);
      expect(
        item.fit.parts.map((p) => [p.key, p.score]),
        item.title,
      ).toEqual(want.parts.map((p) => [p.key, p.score]));
    }

    const partialItem = own.find((j) => j.id === partial);
    expect(partialItem).toMatchObject({
      company: { id: companyId },
      location: { countryCode: 'OM', remote: false },
      employmentType: 'full_time',
    });
    expect(partialItem?.fit.parts.find((p) => p.key === 'skills')).toMatchObject({
      matched: [s1],
      partial: [s2],
      missing: [],
    });
  });

  it('pages with a default of 20 and a total for the pool', async () => {
    const db = ctx.database.db;
    const skill = `Elixir ${unique()}`;
    const seeker = await buildSeeker(db, { skills: { [skill]: 3 } });
    const companyId = await buildOrganisation(db);
    for (let i = 0; i < 3; i++) await buildJob(db, { organisationId: companyId, skills: [skill] });
    const cookie = await sessionOf(seeker);

    const first = (await getRecommend(cookie, {})).json<RecommendJobsResponse>();
    expect(first).toMatchObject({ type: 'jobs', limit: 20, offset: 0 });
    expect(first.items.length).toBe(Math.min(20, first.total));
    expect(first.total).toBeGreaterThanOrEqual(3);

    const second = (await getRecommend(cookie, { limit: '2', offset: '1' })).json<RecommendJobsResponse>();
    expect(second.items.map((j) => j.id)).toEqual(first.items.slice(1, 3).map((j) => j.id));
  });

  it('gives a profile without anything the newest open jobs rather than nothing', async () => {
    const db = ctx.database.db;
    const seeker = await buildSeeker(db);
    const jobId = await buildJob(db, { remote: true });
    const body = (
      await getRecommend(await sessionOf(seeker), { limit: '100' })
    ).json<RecommendJobsResponse>();
    const item = body.items.find((j) => j.id === jobId);
    expect(item?.fit.percent).toBe(100);
  });

  it('reaches past the newest jobs into the categories of saved jobs and the companies followed', async () => {
    const db = ctx.database.db;
    const seeker = await buildSeeker(db);
    const category = await buildCategory(db);
    const followed = await buildOrganisation(db);
    const saved = await buildJob(db, { categoryId: category, publishedAt: days(30) });
    const sameCategory = await buildJob(db, { categoryId: category, publishedAt: days(20) });
    const atFollowed = await buildJob(db, { organisationId: followed, publishedAt: days(20) });
    const unrelated = await buildJob(db, { publishedAt: days(20) });
    await db.insertInto('savedJobs').values({ seekerId: seeker.id, jobId: saved }).execute();
    await db
      .insertInto('interestCompanies')
      .values({ seekerId: seeker.id, organisationId: followed })
      .execute();
    // enough newer jobs to push the ones above out of the "newest" source
    const [filler, fillerCategory] = [await buildOrganisation(db), await buildCategory(db)];
    await sql`
      insert into jobs (organisation_id, category_id, title, text_language, country_code, employment_type,
                        status, published_at)
      select ${filler}, ${fillerCategory}, 'Filler ' || g, 'en', 'OM', 'full_time', 'published', ${days(1)}
      from generate_series(1, ${POOL_LIMITS.newest}) g
    `.execute(db);

    const cookie = await sessionOf(seeker);
    const ids: string[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = (
        await getRecommend(cookie, { limit: '100', offset: String(offset) })
      ).json<RecommendJobsResponse>();
      ids.push(...page.items.map((j) => j.id));
      if (offset + 100 >= page.total) break;
    }
    expect(ids).toEqual(expect.arrayContaining([saved, sameCategory, atFollowed]));
    expect(ids).not.toContain(unrelated);
  });

  it('refuses bad input with the failing fields', async () => {
    const cookie = await sessionOf(await buildSeeker(ctx.database.db));
    for (const [query, field] of [
      [{ limit: '500' }, 'querystring.limit'],
      [{ limit: '0' }, 'querystring.limit'],
      [{ offset: '-1' }, 'querystring.offset'],
      [{ type: 'people' }, 'querystring.type'],
    ] as const) {
      const res = await getRecommend(cookie, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(fieldsOf(res.json<ErrorResponse>())).toContain(field);
    }
  });
});

describe('GET /api/job-seeker/recommend?type=companies', () => {
  it('ranks companies by the best fit of their open jobs, with their open and matching jobs', async () => {
    const db = ctx.database.db;
    const skill = `Scala ${unique()}`;
    const other = `Cobol ${unique()}`;
    const home = await buildCity(db);
    const seeker = await buildSeeker(db, { skills: { [skill]: 3 }, countryCode: 'OM', cityId: home });
    const strong = await buildOrganisation(db, { name: 'Strong Fit Co' });
    const weaker = await buildOrganisation(db, { name: 'Weaker Fit Co' });
    await db
      .updateTable('organisations')
      .set({ logoUrl: '/logo/strong.png' })
      .where('id', '=', strong)
      .execute();

    const best = await buildJob(db, { organisationId: strong, skills: [skill], cityId: home });
    // half the skills, in the city: 27.5 + 35 + 10 = 72.5, shown as 73
    await buildJob(db, { organisationId: strong, skills: [skill, other], cityId: home });
    // no skill, in another country: 35, below the 50 of a matching job
    await buildJob(db, { organisationId: strong, skills: [other], countryCode: 'AE' });
    await buildJob(db, { organisationId: strong, skills: [skill], status: 'closed' });
    const weakerBest = await buildJob(db, {
      organisationId: weaker,
      skills: [skill, other],
      countryCode: 'AE',
    });

    const res = await getRecommend(await sessionOf(seeker), { type: 'companies', limit: '100' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RecommendCompaniesResponse>();
    expect(body.type).toBe('companies');
    const own = body.items.filter((c) => c.id === strong || c.id === weaker);
    expect(own).toEqual([
      {
        id: strong,
        name: 'Strong Fit Co',
        logoUrl: '/logo/strong.png',
        openJobs: 3,
        matchingJobs: 2,
        bestFit: 100,
        bestJobId: best,
      },
      {
        id: weaker,
        name: 'Weaker Fit Co',
        logoUrl: null,
        openJobs: 1,
        matchingJobs: 1,
        bestFit: 63,
        bestJobId: weakerBest,
      },
    ]);
    const bestFits = body.items.map((c) => c.bestFit);
    expect(bestFits).toEqual([...bestFits].sort((a, b) => b - a));
  });
});

describe('POST /api/job-seeker/recommend', () => {
  it('narrows the recommendations by category (main or sub), location and employment type', async () => {
    const db = ctx.database.db;
    const skill = `Swift ${unique()}`;
    const seeker = await buildSeeker(db, { skills: { [skill]: 3 } });
    const main = await buildCategory(db);
    const sub = await buildCategory(db, { parentId: main });
    const cityName = `Filter City ${unique()}`;
    const city = await buildCity(db, { nameEn: cityName });
    const wanted = await buildJob(db, {
      categoryId: main,
      subCategoryId: sub,
      cityId: city,
      skills: [skill],
    });
    await buildJob(db, { categoryId: main, cityId: city, skills: [skill], employmentType: 'part_time' });
    await buildJob(db, { categoryId: main, countryCode: 'AE', skills: [skill] });
    await buildJob(db, { cityId: city, skills: [skill] });
    const cookie = await sessionOf(seeker);

    const res = await postJson(RECOMMEND, cookie, {
      type: 'jobs',
      limit: 10,
      offset: 0,
      filters: { categoryId: sub, location: cityName.toLowerCase(), employmentType: 'full_time' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RecommendJobsResponse>();
    expect(body.items.map((j) => j.id)).toEqual([wanted]);
    expect(body).toMatchObject({ total: 1, limit: 10, offset: 0 });

    const byMain = await postJson(RECOMMEND, cookie, {
      type: 'jobs',
      limit: 10,
      offset: 0,
      filters: { categoryId: main },
    });
    expect(byMain.json<RecommendJobsResponse>().total).toBe(3);

    // a place that names nothing finds nothing; empty filter values are no filter at all
    const nowhere = await postJson(RECOMMEND, cookie, { filters: { location: `Atlantis ${unique()}` } });
    expect(nowhere.json<RecommendJobsResponse>()).toMatchObject({ items: [], total: 0 });
    const blank = await postJson(RECOMMEND, cookie, {
      type: 'companies',
      filters: { categoryId: '', location: ' ', employmentType: '' },
    });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json<RecommendCompaniesResponse>()).toMatchObject({ type: 'companies', limit: 20 });
  });

  it('refuses bad input with the failing fields', async () => {
    const cookie = await sessionOf(await buildSeeker(ctx.database.db));
    const res = await postJson(RECOMMEND, cookie, {
      type: 'people',
      limit: 101,
      offset: -5,
      filters: { categoryId: 'not-a-uuid', employmentType: 'forever' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json<ErrorResponse>()).sort()).toEqual(
      [
        'body.filters.categoryId',
        'body.filters.employmentType',
        'body.limit',
        'body.offset',
        'body.type',
      ].sort(),
    );
  });
});

describe('GET /api/job-seeker/job/{jobId}/fit', () => {
  it('explains the fit part by part, with experience counted from the jobs held', async () => {
    const db = ctx.database.db;
    const dubai = await buildCity(db, { countryCode: 'AE' });
    const muscat = await buildCity(db);
    const react = `React ${unique()}`;
    const sql = `SQL ${unique()}`;
    const seeker = await buildSeeker(db, {
      // another spelling of the job's skill: the skill-match rule ignores case and spaces
      skills: { [`  ${react.toUpperCase()} `]: 5, [sql]: 2 },
      languages: { en: 'native', ar: 'basic' },
      degree: 'diploma',
      experiences: [
        { from: utcDay(-3 * 365), to: utcDay(-365) },
        { from: utcDay(-2 * 365), to: null }, // overlaps the first: counted once, about 3 years
      ],
      countryCode: 'AE',
      cityId: dubai,
      preferred: [{ countryCode: 'OM' }],
    });
    const jobId = await buildJobWith(db, {
      skillLevels: { [react]: 3, [sql]: 4 },
      skills: ['Kubernetes'],
      languageLevels: { en: 'fluent', ar: 'professional' },
      languages: ['hi'],
      minExperienceYears: 1,
      degree: 'bachelor',
      cityId: muscat,
    });

    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API}/job-seeker/job/${jobId}/fit`,
      headers: { cookie: await sessionOf(seeker) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<JobFitResponse>();
    expect(body.jobId).toBe(jobId);
    const parts = Object.fromEntries(body.fit.parts.map((p) => [p.key, p]));
    expect(parts.skills).toMatchObject({
      weight: 55,
      required: true,
      matched: [react],
      partial: [sql],
      missing: ['Kubernetes'],
    });
    expect(parts.languages).toMatchObject({ weight: 10, matched: ['en'], partial: ['ar'], missing: ['hi'] });
    expect(parts.experience).toMatchObject({ weight: 15, score: 1, matched: ['1'] });
    expect(parts.education).toMatchObject({ weight: 10, score: 0.667, partial: ['bachelor'] });
    expect(parts.location).toMatchObject({
      weight: 10,
      score: 0.7,
      matched: ['preferred_country'],
      missing: ['city'],
    });
    // skills (1 + 0.5 + 0) / 3 × 55 = 27.5; languages (1 + 1/3 + 0) / 3 × 10 ≈ 4.44;
    // experience 15; education 2/3 × 10 ≈ 6.67; location 7
    expect(body.fit.percent).toBe(61);

    // what both sides hold, by name in the three languages, for the screen that explains it
    const names = ['nameEn as en', 'nameZh as zh', 'nameAr as ar'] as const;
    const cityName = (id: string) =>
      db.selectFrom('cities').select(names).where('id', '=', id).executeTakeFirstOrThrow();
    const countryName = (code: string) =>
      db.selectFrom('countries').select(names).where('code', '=', code).executeTakeFirstOrThrow();
    const degreeName = (code: string) =>
      db.selectFrom('degreeLevels').select(names).where('code', '=', code).executeTakeFirstOrThrow();
    expect(body.facts.skills.job.sort()).toEqual(['Kubernetes', react, sql].sort());
    expect(body.facts.skills.candidate.sort()).toEqual([react.toUpperCase(), sql].sort());
    expect(body.facts.languages).toEqual({ candidate: ['ar', 'en'], job: ['ar', 'en', 'hi'] });
    expect(body.facts.experience.jobMinYears).toBe(1);
    expect(body.facts.experience.candidateYears).toBeCloseTo(3, 0);
    expect(body.facts.education).toEqual({
      candidate: await degreeName('diploma'),
      job: await degreeName('bachelor'),
    });
    expect(body.facts.location).toEqual({
      candidate: { country: await countryName('AE'), city: await cityName(dubai) },
      preferred: [{ country: await countryName('OM'), city: null }],
      job: {
        country: await countryName('OM'),
        city: await cityName(muscat),
        remote: false,
        workModel: 'on_site',
        remoteCountries: [],
      },
    });
  });

  it('answers 404 for a draft or unknown job and 400 for a malformed id', async () => {
    const db = ctx.database.db;
    const cookie = await sessionOf(await buildSeeker(db));
    const draft = await buildJob(db, { status: 'draft' });
    for (const id of [draft, randomUUID()]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${API}/job-seeker/job/${id}/fit`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(404);
    }
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `${API}/job-seeker/job/nope/fit`,
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json<ErrorResponse>())).toEqual(['params.jobId']);
  });
});

describe('POST /api/candidates/fit', () => {
  it("fits the organisation's applicants, invitees and searchable seekers, and no one else", async () => {
    const db = ctx.database.db;
    const skill = `Rust ${unique()}`;
    const organisationId = await buildOrganisation(db);
    const recruiter = await buildUser(db, { memberships: [{ organisationId, role: 'hr' }] });
    const admin = await buildUser(db, { memberships: [{ organisationId, role: 'hr_admin' }] });
    const jobId = await buildJob(db, { organisationId, skills: [skill], remote: true, status: 'draft' });
    const otherJob = await buildJob(db, { organisationId, remote: true });

    const applicant = await buildSeeker(db, { skills: { [skill]: 3 }, searchable: false });
    await apply(db, otherJob, applicant.id);
    const invitee = await buildSeeker(db, { searchable: false });
    await db
      .insertInto('invitations')
      .values({ jobId, seekerId: invitee.id, expiresAt: days(-7) })
      .execute();
    const searchable = await buildSeeker(db, { skills: { [skill]: 1 } });
    const hidden = await buildSeeker(db, { skills: { [skill]: 5 }, searchable: false });
    const hiddenElsewhere = await buildSeeker(db, { searchable: false });
    await apply(db, await buildJob(db, { remote: true }), hiddenElsewhere.id);
    const recruiterAsSeeker = await buildUser(db, { memberships: [{ organisationId, role: 'hr' }] });

    const asked = [
      searchable.id,
      hidden.id,
      applicant.id,
      randomUUID(),
      invitee.id,
      hiddenElsewhere.id,
      recruiterAsSeeker.id,
      applicant.id,
    ];
    for (const user of [recruiter, admin]) {
      const res = await postJson(CANDIDATES_FIT, await sessionOf(user), { jobId, seekerIds: asked });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<CandidatesFitResponse>();
      expect(body.jobId).toBe(jobId);
      expect(body.items.map((i) => [i.seekerId, i.fit.percent])).toEqual([
        [searchable.id, 100],
        [applicant.id, 100],
        [invitee.id, 45],
      ]);
      expect(body.items[2]?.fit.parts[0]).toMatchObject({ key: 'skills', missing: [skill] });
    }
  });

  it("gives a recruiter the same fit as the seeker's own view of the job", async () => {
    const db = ctx.database.db;
    const skill = `Elixir ${unique()}`;
    const home = await buildCity(db);
    const organisationId = await buildOrganisation(db);
    const recruiter = await buildUser(db, { memberships: [{ organisationId, role: 'hr' }] });
    const seeker = await buildSeeker(db, {
      skills: { [skill]: 2, Excel: 4 },
      languages: { en: 'fluent' },
      degree: 'diploma',
      yearsOfExperience: 2,
      countryCode: 'OM',
      cityId: home,
    });
    const jobId = await buildJobWith(db, {
      organisationId,
      skillLevels: { [skill]: 4 },
      skills: ['Kubernetes'],
      languageLevels: { en: 'native' },
      minExperienceYears: 4,
      degree: 'bachelor',
      cityId: await buildCity(db),
    });
    const own = await ctx.app.inject({
      method: 'GET',
      url: `${API}/job-seeker/job/${jobId}/fit`,
      headers: { cookie: await sessionOf(seeker) },
    });
    expect(own.statusCode, own.body).toBe(200);
    const theirs = await postJson(CANDIDATES_FIT, await sessionOf(recruiter), {
      jobId,
      seekerIds: [seeker.id],
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const { fit: seekerFit, facts: seekerFacts } = own.json<JobFitResponse>();
    expect(seekerFit.percent).toBeGreaterThan(0);
    expect(seekerFit.percent).toBeLessThan(100);
    // the facts in human values on both sides, the same as the seeker sees them
    expect(seekerFacts.education.candidate?.en).toMatch(/diploma/i);
    expect(seekerFacts.location.candidate?.country?.en).toBe('Oman');
    expect(theirs.json<CandidatesFitResponse>().items).toEqual([
      { seekerId: seeker.id, fit: seekerFit, facts: seekerFacts },
    ]);
  });

  it("answers 404 for another organisation's job and for an unknown one", async () => {
    const db = ctx.database.db;
    const organisationId = await buildOrganisation(db);
    const recruiter = await buildUser(db, { memberships: [{ organisationId, role: 'hr' }] });
    const publisher = await buildUser(db, { memberships: [{ organisationId, role: 'publisher' }] });
    const theirs = await buildJob(db);
    const seeker = await buildSeeker(db);
    const cookie = await sessionOf(recruiter);
    for (const jobId of [theirs, randomUUID()]) {
      const res = await postJson(CANDIDATES_FIT, cookie, { jobId, seekerIds: [seeker.id] });
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorResponse>()).toMatchObject({ error: 'not_found' });
    }
    const own = await buildJob(db, { organisationId });
    const refused = await postJson(CANDIDATES_FIT, await sessionOf(publisher), {
      jobId: own,
      seekerIds: [seeker.id],
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses bad input with the failing fields', async () => {
    const db = ctx.database.db;
    const organisationId = await buildOrganisation(db);
    const cookie = await sessionOf(await buildUser(db, { memberships: [{ organisationId, role: 'hr' }] }));
    const empty = await postJson(CANDIDATES_FIT, cookie, { jobId: 'x', seekerIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json<ErrorResponse>()).sort()).toEqual(['body.jobId', 'body.seekerIds']);
    const tooMany = await postJson(CANDIDATES_FIT, cookie, {
      jobId: randomUUID(),
      seekerIds: Array.from({ length: 101 }, () => randomUUID()),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany.json<ErrorResponse>())).toEqual(['body.seekerIds']);
  });
});

describe('who may call', () => {
  it('needs a signed-in job seeker for the seeker calls and a recruiter for candidates/fit', async () => {
    const db = ctx.database.db;
    const organisationId = await buildOrganisation(db);
    const jobId = await buildJob(db, { organisationId });
    const recruiter = await buildUser(db, { memberships: [{ organisationId, role: 'hr' }] });
    const seeker = await buildSeeker(db);
    const locked = await buildUser(db, { locked: true });
    const seekerCalls = [
      { method: 'GET' as const, url: RECOMMEND },
      { method: 'POST' as const, url: RECOMMEND, payload: { type: 'jobs' } },
      { method: 'GET' as const, url: `${API}/job-seeker/job/${jobId}/fit` },
    ];
    const recruiterCall = {
      method: 'POST' as const,
      url: CANDIDATES_FIT,
      payload: { jobId, seekerIds: [seeker.id] },
    };

    for (const call of [...seekerCalls, recruiterCall]) {
      const res = await ctx.app.inject(call);
      expect(res.statusCode, call.url).toBe(401);
    }
    const recruiterCookie = await sessionOf(recruiter);
    for (const call of seekerCalls) {
      const res = await ctx.app.inject({ ...call, headers: { cookie: recruiterCookie } });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json<ErrorResponse>()).toMatchObject({ error: 'forbidden' });
    }
    const lockedCookie = await sessionOf(locked);
    for (const call of seekerCalls) {
      const res = await ctx.app.inject({ ...call, headers: { cookie: lockedCookie } });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json<ErrorResponse>()).toMatchObject({ error: 'locked' });
    }
    const seekerRefused = await ctx.app.inject({
      ...recruiterCall,
      headers: { cookie: await sessionOf(seeker) },
    });
    expect(seekerRefused.statusCode).toBe(403);
  });
});

describe('the fit through the skill taxonomy and the work model (issue 25)', () => {
  const fitOf = async (seeker: { email: string }, jobId: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API}/job-seeker/job/${jobId}/fit`,
      headers: { cookie: await sessionOf(seeker) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<JobFitResponse>();
    return { body, part: (key: string) => body.fit.parts.find((p) => p.key === key) };
  };

  it('matches SQL through PostgreSQL, and PostgreSQL partly through MySQL', async () => {
    const db = ctx.database.db;
    const postgresDeveloper = await buildSeeker(db, { skills: { PostgreSQL: 4 } });
    const mysqlDeveloper = await buildSeeker(db, { skills: { MySQL: 4 } });
    const jobId = await buildJobWith(db, { skillLevels: { SQL: 3, PostgreSQL: 4 }, remote: true });

    const postgres = (await fitOf(postgresDeveloper, jobId)).part('skills');
    expect(postgres).toMatchObject({ score: 1, matched: ['PostgreSQL', 'SQL'], partial: [], missing: [] });
    expect(postgres?.via).toEqual([{ item: 'SQL', via: 'PostgreSQL', relation: 'implied' }]);

    const mysql = (await fitOf(mysqlDeveloper, jobId)).part('skills');
    // SQL in full through MySQL, PostgreSQL at half through a related skill: (1 + 0.5) / 2
    expect(mysql).toMatchObject({ score: 0.75, matched: ['SQL'], partial: ['PostgreSQL'], missing: [] });
    expect(mysql?.via).toEqual([
      { item: 'PostgreSQL', via: 'MySQL', relation: 'related' },
      { item: 'SQL', via: 'MySQL', relation: 'implied' },
    ]);
  });

  it('gives a seeker in Oman location 0 for a remote job open only to candidates in Qatar', async () => {
    const db = ctx.database.db;
    const muscat = await buildCity(db, { countryCode: 'OM' });
    const inOman = await buildSeeker(db, { countryCode: 'OM', cityId: muscat });
    const qatarOnly = await buildJob(db, { countryCode: 'QA', workModel: 'remote', remoteCountries: ['QA'] });
    const anywhere = await buildJob(db, { countryCode: 'QA', workModel: 'remote' });

    const { body, part } = await fitOf(inOman, qatarOnly);
    expect(part('location')).toMatchObject({ score: 0, matched: [], missing: ['country'] });
    expect(body.fit.percent).toBe(90);
    expect(body.facts.location.job).toMatchObject({
      remote: true,
      workModel: 'remote',
      remoteCountries: ['QA'],
    });

    expect((await fitOf(inOman, anywhere)).part('location')).toMatchObject({ score: 1, matched: ['remote'] });
    const inQatar = await buildSeeker(db, { countryCode: 'QA' });
    expect((await fitOf(inQatar, qatarOnly)).part('location')).toMatchObject({
      score: 1,
      matched: ['remote', 'country'],
    });
  });
});
