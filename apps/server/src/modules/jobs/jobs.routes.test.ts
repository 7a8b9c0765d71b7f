import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { JobDetail, JobListResponse } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildCategory, buildCity, buildJob, buildOrganisation, utcDay } from '../../test/factories.js';

const ctx = useTestApp();
const JOBS = '/elevate-be/rest/api/jobs';

async function list(query: Record<string, string | string[]>): Promise<JobListResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: JOBS, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JobListResponse>();
}

const titles = (r: JobListResponse) => r.items.map((j) => j.title).sort();

describe('GET /elevate-be/rest/api/jobs', () => {
  it('lists open published jobs with their company, category, place and skills', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db, { name: 'Acme Oman' });
    const categoryId = await buildCategory(db, { nameEn: 'Technology' });
    const cityId = await buildCity(db, { nameEn: 'Al Mouj', nameAr: 'الموج' });
    const jobId = await buildJob(db, {
      organisationId: companyId,
      categoryId,
      cityId,
      title: 'Backend Developer',
      skills: ['TypeScript', 'PostgreSQL'],
      salary: { min: 900, max: 1500, currency: 'OMR', period: 'month' },
      endDate: utcDay(30),
    });

    const result = await list({ companyId });
    expect(result.total).toBe(1);
    expect(result.limit).toBe(100);
    expect(result.offset).toBe(0);
    const [job] = result.items;
    expect(job).toMatchObject({
      id: jobId,
      title: 'Backend Developer',
      textLanguage: 'en',
      company: { id: companyId, name: 'Acme Oman' },
      category: { id: categoryId, name: { en: 'Technology' } },
      location: { countryCode: 'OM', city: { en: 'Al Mouj', ar: 'الموج' }, remote: false },
      employmentType: 'full_time',
      salary: { min: 900, max: 1500, currency: 'OMR', period: 'month' },
      endDate: utcDay(30),
    });
    expect(job?.skills.map((s) => s.skillName)).toEqual(['PostgreSQL', 'TypeScript']);
  });

  it('hides drafts, closed, withdrawn and ended jobs but keeps one ending today', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    await buildJob(db, { organisationId: companyId, title: 'Open role' });
    await buildJob(db, { organisationId: companyId, title: 'Ends today', endDate: utcDay(0) });
    await buildJob(db, { organisationId: companyId, title: 'Ended yesterday', endDate: utcDay(-1) });
    await buildJob(db, { organisationId: companyId, title: 'Draft role', status: 'draft' });
    await buildJob(db, { organisationId: companyId, title: 'Closed role', status: 'closed' });
    await buildJob(db, { organisationId: companyId, title: 'Withdrawn role', status: 'withdrawn' });

    expect(titles(await list({ companyId }))).toEqual(['Ends today', 'Open role']);
  });

  it('finds English titles by word, by stem and by prefix', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    await buildJob(db, { organisationId: companyId, title: 'Senior Software Engineers' });
    await buildJob(db, { organisationId: companyId, title: 'Registered Nurse' });

    expect(titles(await list({ companyId, keyword: 'engineer' }))).toEqual(['Senior Software Engineers']);
    expect(titles(await list({ companyId, keyword: 'ENGINEERING' }))).toEqual(['Senior Software Engineers']);
    expect(titles(await list({ companyId, keyword: 'soft' }))).toEqual(['Senior Software Engineers']);
    expect(titles(await list({ companyId, keyword: 'nurse registered' }))).toEqual(['Registered Nurse']);
    expect((await list({ companyId, keyword: 'nurse engineer' })).total).toBe(0);
  });

  it('matches the last word as a prefix and the words before it whole', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    await buildJob(db, { organisationId: companyId, title: 'Senior Accountants' });
    await buildJob(db, { organisationId: companyId, title: 'Seniority Analyst' });

    expect(titles(await list({ companyId, keyword: 'senior acc' }))).toEqual(['Senior Accountants']);
    // "accountant" is stemmed, so the plural matches it whole
    expect(titles(await list({ companyId, keyword: 'accountant senior' }))).toEqual(['Senior Accountants']);
    expect(titles(await list({ companyId, keyword: 'senior' }))).toEqual([
      'Senior Accountants',
      'Seniority Analyst',
    ]);
    // a word before the last is not a prefix: "sen" is no word of either title
    expect((await list({ companyId, keyword: 'sen accountants' })).total).toBe(0);
  });

  it('keeps a phrase of Chinese characters a substring when its pairs appear apart', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    await buildJob(db, { organisationId: companyId, title: '土木工程师', textLanguage: 'zh' });
    // holds the pairs 工程 and 程师, but not 工程师
    await buildJob(db, { organisationId: companyId, title: '工程管理与程师培训', textLanguage: 'zh' });

    expect(titles(await list({ companyId, keyword: '工程师' }))).toEqual(['土木工程师']);
    expect(titles(await list({ companyId, keyword: '程师' }))).toEqual(['土木工程师', '工程管理与程师培训']);
    expect(titles(await list({ companyId, keyword: '木工程' }))).toEqual(['土木工程师']);
  });

  it('finds Arabic titles by their words', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    await buildJob(db, { organisationId: companyId, title: 'مهندس برمجيات أول', textLanguage: 'ar' });
    await buildJob(db, { organisationId: companyId, title: 'محاسب مالي', textLanguage: 'ar' });

    expect(titles(await list({ companyId, keyword: 'برمجيات' }))).toEqual(['مهندس برمجيات أول']);
    expect(titles(await list({ companyId, keyword: 'مهندس' }))).toEqual(['مهندس برمجيات أول']);
    expect(titles(await list({ companyId, keyword: 'محاسب' }))).toEqual(['محاسب مالي']);
  });

  it('finds Chinese titles by any substring', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    await buildJob(db, { organisationId: companyId, title: '高级软件工程师', textLanguage: 'zh' });
    await buildJob(db, { organisationId: companyId, title: '注册护士', textLanguage: 'zh' });

    for (const keyword of ['工程', '软件工程师', '高级', '师', '软件']) {
      expect(titles(await list({ companyId, keyword })), keyword).toEqual(['高级软件工程师']);
    }
    expect(titles(await list({ companyId, keyword: '护士' }))).toEqual(['注册护士']);
    // characters that are present but not next to each other are not a substring
    expect((await list({ companyId, keyword: '工师' })).total).toBe(0);
  });

  it('searches descriptions too and ranks title matches first', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    await buildJob(db, {
      organisationId: companyId,
      title: 'Site Supervisor',
      description: 'You will coordinate welding crews.',
      publishedAt: new Date(),
    });
    await buildJob(db, {
      organisationId: companyId,
      title: 'Welding Inspector',
      description: 'Inspect joints.',
      publishedAt: new Date(Date.now() - 86_400_000 * 10),
    });

    expect((await list({ companyId, keyword: 'welding' })).items.map((j) => j.title)).toEqual([
      'Welding Inspector',
      'Site Supervisor',
    ]);
    expect((await list({ companyId, keyword: 'welding', sort: 'newest' })).items.map((j) => j.title)).toEqual(
      ['Site Supervisor', 'Welding Inspector'],
    );
  });

  it('filters by category (main or sub), employment type, location, skills and languages', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    const main = await buildCategory(db);
    const sub = await buildCategory(db, { parentId: main });
    const other = await buildCategory(db);
    const sohar = await buildCity(db, { nameEn: 'Qurum Heights', nameAr: 'مرتفعات القرم', nameZh: '古鲁姆' });
    await buildJob(db, {
      organisationId: companyId,
      categoryId: main,
      subCategoryId: sub,
      cityId: sohar,
      title: 'Alpha',
      employmentType: 'contract',
      skills: ['Java', 'SQL'],
      languages: ['en', 'ar'],
    });
    await buildJob(db, {
      organisationId: companyId,
      categoryId: other,
      countryCode: 'AE',
      title: 'Beta',
      skills: ['Java'],
      languages: ['en'],
    });

    expect(titles(await list({ companyId, categoryId: main }))).toEqual(['Alpha']);
    expect(titles(await list({ companyId, categoryId: sub }))).toEqual(['Alpha']);
    expect(titles(await list({ companyId, employmentType: 'contract' }))).toEqual(['Alpha']);
    expect(titles(await list({ companyId, location: 'القرم' }))).toEqual(['Alpha']);
    expect(titles(await list({ companyId, location: '古鲁' }))).toEqual(['Alpha']);
    expect(titles(await list({ companyId, location: 'qurum' }))).toEqual(['Alpha']);
    expect(titles(await list({ companyId, location: 'ae' }))).toEqual(['Beta']);
    expect(titles(await list({ companyId, location: '100%' }))).toEqual([]);
    expect(titles(await list({ companyId, skills: 'java' }))).toEqual(['Alpha', 'Beta']);
    expect(titles(await list({ companyId, skills: 'java,sql' }))).toEqual(['Alpha']);
    expect(titles(await list({ companyId, skills: ['Java', 'SQL'] }))).toEqual(['Alpha']);
    expect(titles(await list({ companyId, languages: 'ar' }))).toEqual(['Alpha']);
    expect(titles(await list({ companyId, languages: ['en'] }))).toEqual(['Alpha', 'Beta']);
  });

  it('skips empty filter values, keeps the number zero, and pages with a total', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    for (let i = 0; i < 5; i += 1) {
      await buildJob(db, { organisationId: companyId, publishedAt: new Date(Date.now() - i * 60_000) });
    }
    const all = await list({
      companyId,
      keyword: '',
      location: '  ',
      skills: '',
      categoryId: '',
      offset: '0',
    });
    expect(all.total).toBe(5);

    const page1 = await list({ companyId, limit: '2', offset: '0' });
    const page3 = await list({ companyId, limit: '2', offset: '4' });
    expect(page1.items).toHaveLength(2);
    expect(page3.items).toHaveLength(1);
    expect(page1.total).toBe(5);
    expect(page3.total).toBe(5);
    expect(new Set([...page1.items, ...page3.items].map((j) => j.id)).size).toBe(3);
  });

  it('sorts by salary, highest first, jobs without salary last', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    await buildJob(db, {
      organisationId: companyId,
      title: 'Low',
      salary: { min: 1, max: 10, currency: 'OMR', period: 'month' },
    });
    await buildJob(db, { organisationId: companyId, title: 'None', salary: null });
    await buildJob(db, {
      organisationId: companyId,
      title: 'High',
      salary: { min: 1, max: 99, currency: 'OMR', period: 'month' },
    });
    const result = await list({ companyId, sort: 'salary' });
    expect(result.items.map((j) => j.title)).toEqual(['High', 'Low', 'None']);
    expect(result.items[2]?.salary).toBeNull();
  });

  it.each([
    [{ limit: '101' }, 'querystring.limit'],
    [{ limit: '0' }, 'querystring.limit'],
    [{ offset: '-1' }, 'querystring.offset'],
    [{ limit: 'ten' }, 'querystring.limit'],
    [{ categoryId: 'not-a-uuid' }, 'querystring.categoryId'],
    [{ companyId: '123' }, 'querystring.companyId'],
    [{ employmentType: 'forever' }, 'querystring.employmentType'],
    [{ sort: 'random' }, 'querystring.sort'],
    [{ keyword: 'x'.repeat(201) }, 'querystring.keyword'],
  ])('refuses %j with 400 naming %s', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: JOBS, query });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; fields: { field: string }[] }>();
    expect(body.error).toBe('bad_request');
    expect(body.fields.map((f) => f.field)).toContain(field);
  });

  /**
   * `count` more jobs like `template`, the nth titled `${prefix} ${n}` and n minutes older, with
   * a few hundred words among them (the planner trusts its statistics of word prefixes only then).
   */
  async function copies(
    template: string,
    count: number,
    prefix: string,
    description = 'Work made by a test.',
  ) {
    await sql`
      insert into jobs (organisation_id, category_id, title, description, text_language, country_code,
                        employment_type, status, published_at)
      select organisation_id, category_id, ${prefix} || ' ' || n,
             ${description} || ' task' || (n % 150) || ' tool' || (n % 130) || ' site' || (n % 120),
             text_language, country_code,
             employment_type, status, published_at - make_interval(mins => n)
      from jobs, generate_series(1, ${count}::int) as n
      where id = ${template}
    `.execute(ctx.database.db);
    await sql`analyze jobs`.execute(ctx.database.db);
  }

  it('counts up to 1,000 matches exactly and says "more than 1,000" beyond, paging past it', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    const template = await buildJob(db, { organisationId: companyId, title: 'Welder 0' });
    await copies(template, 1004, 'Welder');

    const first = await list({ companyId });
    expect(first).toMatchObject({ total: 1001, totalIsEstimate: true });
    expect(first.items[0]?.title).toBe('Welder 0');

    // the last page lies beyond the counted window and is still there, newest first, and being
    // short it tells the exact total
    const last = await list({ companyId, offset: '1000' });
    expect(last.items.map((j) => j.title)).toEqual([
      'Welder 1000',
      'Welder 1001',
      'Welder 1002',
      'Welder 1003',
      'Welder 1004',
    ]);
    expect(last).toMatchObject({ total: 1005, totalIsEstimate: false });

    // a keyword with a few thousand matches at most is read whole, and counted exactly
    const keyword = await list({ companyId, keyword: 'welder', limit: '10' });
    expect(keyword).toMatchObject({ total: 1005, totalIsEstimate: false });
    expect(keyword.items.map((j) => j.title)).toEqual([...Array(10).keys()].map((n) => `Welder ${n}`));
    expect((await list({ companyId, keyword: 'welder', offset: '1000' })).items).toHaveLength(5);

    await sql`update jobs set status = 'closed', closed_at = now() where organisation_id = ${companyId} and title <> 'Welder 0' and title not like 'Welder 1%'`.execute(
      db,
    );
    const fewer = await list({ companyId });
    expect(fewer).toMatchObject({ totalIsEstimate: false });
    // Welder 0, 1, 10 to 19, 100 to 199 and 1000 to 1004
    expect(fewer.total).toBe(117);
  });

  it('does not count a broad keyword, lists its title matches first, and corrects the total on the way', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    const template = await buildJob(db, {
      organisationId: companyId,
      title: 'Rigger 0',
      publishedAt: new Date(Date.now() - 86_400_000 * 30),
    });
    // 20,000 jobs the planner expects to match "rigger" (over UNCOUNTED_ESTIMATE), all of them
    // with it in the title
    await copies(template, 20_000, 'Rigger');
    // and the newest three, which have it in the description only
    const newest = await buildJob(db, { organisationId: companyId, title: 'Crane crew lead' });
    await sql`update jobs set description = 'Leads the rigger team.' where id = ${newest}`.execute(db);

    const first = await list({ companyId, keyword: 'rigger', limit: '5' });
    expect(first).toMatchObject({ total: 1001, totalIsEstimate: true });
    expect(first.items.map((j) => j.title)).toEqual([
      'Rigger 0',
      'Rigger 1',
      'Rigger 2',
      'Rigger 3',
      'Rigger 4',
    ]);
    // the description-only match comes after every title match, on the last page
    const last = await list({ companyId, keyword: 'rigger', offset: '19995', limit: '10' });
    expect(last.items.map((j) => j.title)).toEqual([
      'Rigger 19995',
      'Rigger 19996',
      'Rigger 19997',
      'Rigger 19998',
      'Rigger 19999',
      'Rigger 20000',
      'Crane crew lead',
    ]);
    expect(last).toMatchObject({ total: 20_002, totalIsEstimate: false });
    // newest first is newest first
    expect((await list({ companyId, keyword: 'rigger', sort: 'newest', limit: '1' })).items[0]?.title).toBe(
      'Crane crew lead',
    );
    // a page past the end is empty and counts the matches
    expect(await list({ companyId, keyword: 'rigger', offset: '30000' })).toMatchObject({
      items: [],
      total: 1001,
      totalIsEstimate: true,
    });
    // the planner's guess is not the answer: when the jobs close, the pages say so
    await sql`update jobs set status = 'closed', closed_at = now() where organisation_id = ${companyId} and title <> 'Rigger 7'`.execute(
      db,
    );
    expect(await list({ companyId, keyword: 'rigger' })).toMatchObject({ total: 1, totalIsEstimate: false });
  });

  it('treats a keyword of punctuation only as no keyword', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    await buildJob(db, { organisationId: companyId });
    expect((await list({ companyId, keyword: "&|!:*()'" })).total).toBe(1);
  });
});

describe('POST /elevate-be/rest/api/job-seeker/job', () => {
  const SEARCH = '/elevate-be/rest/api/job-seeker/job';

  it('searches with the filters in a JSON body and answers like GET /api/jobs', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    await buildJob(db, { organisationId: companyId, title: 'Senior Software Engineer', skills: ['Go'] });
    await buildJob(db, { organisationId: companyId, title: 'Registered Nurse' });
    await buildJob(db, { organisationId: companyId, title: 'Software Tester' });

    const res = await ctx.app.inject({
      method: 'POST',
      url: SEARCH,
      payload: { companyId, keyword: 'software', skills: ['go'], limit: 5, offset: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<JobListResponse>();
    expect(titles(body)).toEqual(['Senior Software Engineer']);
    expect(body).toMatchObject({ total: 1, totalIsEstimate: false, limit: 5, offset: 0 });
    expect(body).toEqual(await list({ companyId, keyword: 'software', skills: 'go', limit: '5' }));
  });

  it('applies the defaults to an empty body', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    await buildJob(db, { organisationId: companyId, title: 'Open role' });
    const res = await ctx.app.inject({ method: 'POST', url: SEARCH, payload: { companyId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<JobListResponse>()).toMatchObject({ total: 1, limit: 100, offset: 0 });
  });

  it.each([
    [{ limit: 0 }, 'body.limit'],
    [{ offset: -1 }, 'body.offset'],
    [{ categoryId: 'not-a-uuid' }, 'body.categoryId'],
    [{ sort: 'random' }, 'body.sort'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const res = await ctx.app.inject({ method: 'POST', url: SEARCH, payload });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; fields: { field: string }[] }>();
    expect(body.error).toBe('bad_request');
    expect(body.fields.map((f) => f.field)).toContain(field);
  });
});

describe('GET /elevate-be/rest/api/job-seeker/job/{jobId}', () => {
  const url = (id: string) => `/elevate-be/rest/api/job-seeker/job/${id}`;

  it('answers one job with its description, skills and languages', async () => {
    const db = ctx.database.db;
    const jobId = await buildJob(db, {
      title: 'Data Analyst',
      description: 'First paragraph.\n\nSecond paragraph.',
      skills: ['SQL'],
      languages: ['en', 'ar'],
      minExperienceYears: 3,
    });
    const res = await ctx.app.inject({ method: 'GET', url: url(jobId) });
    expect(res.statusCode).toBe(200);
    const job = res.json<JobDetail>();
    expect(job).toMatchObject({
      id: jobId,
      title: 'Data Analyst',
      description: 'First paragraph.\n\nSecond paragraph.',
      status: 'published',
      minExperienceYears: 3,
      skills: [{ skillName: 'SQL' }],
    });
    expect(job.languages.map((l) => l.code)).toEqual(['ar', 'en']);
  });

  it('shows a closed job, so a link to it still explains itself', async () => {
    const jobId = await buildJob(ctx.database.db, { status: 'closed' });
    const res = await ctx.app.inject({ method: 'GET', url: url(jobId) });
    expect(res.statusCode).toBe(200);
    expect(res.json<JobDetail>().status).toBe('closed');
  });

  it('answers 404 for drafts, withdrawn and unknown jobs', async () => {
    const db = ctx.database.db;
    for (const id of [
      await buildJob(db, { status: 'draft' }),
      await buildJob(db, { status: 'withdrawn' }),
      '7a1c1a52-1111-4a4a-9b9b-123456789abc',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: url(id) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found', message: 'Job not found' });
    }
  });

  it('refuses a malformed id with 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: url('42') });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('params.jobId');
  });
});
