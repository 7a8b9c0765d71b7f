import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorResponse,
  HrJobCardListResponse,
  HrJobChange,
  HrJobChangeListResponse,
  HrJobDetail,
  JobListResponse,
  JobTransitionResponse,
} from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import {
  buildCategory,
  buildCity,
  buildJob,
  buildOrganisation,
  buildUser,
  ensureCountry,
  ensureSkill,
  utcDay,
} from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const API = '/elevate-be/rest/api';

type Who = { id: string; cookie: string };

async function person(memberships: { organisationId: string; role: 'hr' | 'hr_admin' | 'publisher' }[] = []) {
  const user = await buildUser(db(), { memberships });
  const session = await signIn(ctx.app, user.email, user.password);
  return { id: user.id, cookie: session.cookie };
}

function call(
  who: Who | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `${API}${url}`,
    headers: who === null ? {} : { cookie: who.cookie },
    ...(payload !== undefined ? { payload } : {}),
  });
}

let orgA: string;
let orgB: string;
let categoryId: string;
let subCategoryId: string;
let cityId: string;
let skillId: string;
let levelId: string;
let hr: Who;
let colleague: Who;
let hrAdmin: Who;
let publisher: Who;
let otherOrg: Who;
let seeker: Who;

beforeAll(async () => {
  orgA = await buildOrganisation(db(), { name: 'Hr Jobs A' });
  orgB = await buildOrganisation(db(), { name: 'Hr Jobs B' });
  categoryId = await buildCategory(db());
  subCategoryId = await buildCategory(db(), { parentId: categoryId });
  cityId = await buildCity(db(), { countryCode: 'OM' });
  await ensureCountry(db(), 'AE');
  skillId = await ensureSkill(db(), `Kubernetes ${randomUUID().slice(0, 6)}`);
  levelId = (
    await db()
      .selectFrom('languageLevels')
      .select('id')
      .where('code', '=', 'professional')
      .executeTakeFirstOrThrow()
  ).id;
  hr = await person([{ organisationId: orgA, role: 'hr' }]);
  colleague = await person([{ organisationId: orgA, role: 'hr' }]);
  hrAdmin = await person([{ organisationId: orgA, role: 'hr_admin' }]);
  publisher = await person([{ organisationId: orgA, role: 'publisher' }]);
  otherOrg = await person([
    { organisationId: orgB, role: 'hr' },
    { organisationId: orgB, role: 'hr_admin' },
  ]);
  seeker = await person();
});

/** A complete job body; `word` makes it findable by keyword. */
function body(word = `zq${randomUUID().slice(0, 8)}`) {
  return {
    title: `Platform engineer ${word}`,
    description: `Run the ${word} platform: clusters, pipelines and the people who use them every day.`,
    textLanguage: 'en',
    category: { id: categoryId },
    subCategory: { id: subCategoryId },
    location: { countryCode: 'OM', cityId, remote: true },
    employmentType: 'full_time',
    salary: { min: 900, max: 1400, currency: 'OMR', period: 'month' },
    skills: [{ id: skillId, minLevel: 3 }],
    languages: [{ code: 'en', minLevelId: levelId }],
    minExperienceYears: 3,
    vacancies: 2,
    endDate: utcDay(30),
    eligibility: { nationalsOnly: false, requiresWorkPermit: true, requiresResidentCard: false },
  };
}

async function create(who: Who = hr, payload: object = body()): Promise<HrJobDetail> {
  const res = await call(who, 'POST', '/hr/job', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<HrJobDetail>();
}

async function publish(jobId: string, who: Who = hrAdmin): Promise<JobTransitionResponse> {
  const res = await call(who, 'POST', `/hr/my/job/${jobId}/publish`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JobTransitionResponse>();
}

async function changesOf(jobId: string, who: Who = hr): Promise<HrJobChange[]> {
  const res = await call(who, 'GET', `/hr/job/${jobId}/changes`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HrJobChangeListResponse>().items;
}

const fieldsOf = (res: LightMyRequestResponse) =>
  (res.json<ErrorResponse>().fields ?? []).map((f) => f.field);

describe('creating, reading and copying a job', () => {
  it('creates a draft of the caller’s organisation, with its creator and a history row', async () => {
    const job = await create();
    expect(job).toMatchObject({
      status: 'draft',
      company: { id: orgA, name: 'Hr Jobs A' },
      createdBy: { id: hr.id },
      publishedAt: null,
      category: { id: categoryId },
      subCategory: { id: subCategoryId },
      location: { countryCode: 'OM', cityId, remote: true },
      salary: { min: 900, max: 1400, currency: 'OMR', period: 'month' },
      skills: [{ id: skillId, minLevel: 3 }],
      languages: [{ code: 'en', minLevelId: levelId, name: { en: 'English' } }],
      vacancies: 2,
      eligibility: { requiresWorkPermit: true },
      stageCounts: { invited: 0, applied: 0, hired: 0 },
    });
    const history = await db()
      .selectFrom('jobStatusHistory')
      .selectAll()
      .where('jobId', '=', job.id)
      .execute();
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'draft', changedBy: hr.id }),
    ]);

    const read = await call(hr, 'GET', `/hr/job/${job.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(job);
  });

  it('makes a copy when a job read back is posted again, ignoring every server-set field', async () => {
    const original = await create();
    await publish(original.id);
    const read = (await call(hr, 'GET', `/hr/job/${original.id}`)).json<HrJobDetail>();
    // the answer as it is, with its server fields bent: none of them is taken
    const tampered = {
      ...read,
      status: 'published',
      company: { id: orgB, name: 'Someone else', logoUrl: null },
      createdBy: { id: otherOrg.id, fullName: 'Someone else' },
      publishedAt: new Date(0).toISOString(),
      closedAt: new Date(0).toISOString(),
      stageCounts: { ...read.stageCounts, applied: 99 },
      createdAt: new Date(0).toISOString(),
    };
    const copy = await create(colleague, tampered);
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      status: 'draft',
      company: { id: orgA },
      createdBy: { id: colleague.id },
      publishedAt: null,
      closedAt: null,
      stageCounts: { applied: 0 },
    });
    expect(new Date(copy.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const content = (j: HrJobDetail) => {
      const {
        id,
        status,
        company,
        createdBy,
        createdAt,
        updatedAt,
        publishedAt,
        closedAt,
        withdrawnAt,
        stageCounts,
        ...rest
      } = j;
      void [
        id,
        status,
        company,
        createdBy,
        createdAt,
        updatedAt,
        publishedAt,
        closedAt,
        withdrawnAt,
        stageCounts,
      ];
      return rest;
    };
    expect(content(copy)).toEqual(content(read));
  });

  it('asks a recruiter of several organisations which one, and refuses one that is not theirs', async () => {
    const both = await person([
      { organisationId: orgA, role: 'hr' },
      { organisationId: orgB, role: 'hr' },
    ]);
    const unnamed = await call(both, 'POST', '/hr/job', body());
    expect(unnamed.statusCode).toBe(400);
    expect(fieldsOf(unnamed)).toEqual(['body.organisationId']);
    const named = await call(both, 'POST', '/hr/job', { ...body(), organisationId: orgB });
    expect(named.statusCode).toBe(201);
    expect(named.json<HrJobDetail>().company.id).toBe(orgB);
    const notTheirs = await call(hr, 'POST', '/hr/job', { ...body(), organisationId: orgB });
    expect(notTheirs.statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('names each field the schema refuses', async () => {
    const res = await call(hr, 'POST', '/hr/job', {
      ...body(),
      title: 'x',
      description: 'too short',
      employmentType: 'gig',
      salary: { min: 2000, max: 1000, currency: 'OMR', period: 'month' },
      endDate: '2001-01-01',
      skills: [{ id: skillId }, { id: skillId }],
      vacancies: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        'body.title',
        'body.description',
        'body.employmentType',
        'body.salary.max',
        'body.endDate',
        'body.skills',
        'body.vacancies',
      ]),
    );
  });

  it('refuses a salary above what the column holds (numeric(12, 2))', async () => {
    const res = await call(hr, 'POST', '/hr/job', {
      ...body(),
      salary: { min: 10_000_000_000, max: 10_000_000_000, currency: 'OMR', period: 'year' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res).sort()).toEqual(['body.salary.max', 'body.salary.min']);
  });

  it('names each reference that does not exist or does not belong', async () => {
    const otherCity = await buildCity(db(), { countryCode: 'AE' });
    const res = await call(hr, 'POST', '/hr/job', {
      ...body(),
      category: { id: subCategoryId },
      subCategory: { id: randomUUID() },
      location: { countryCode: 'OM', cityId: otherCity },
      salary: { min: 1, max: 2, currency: 'ZZZ', period: 'year' },
      skills: [{ id: randomUUID() }],
      languages: [{ code: 'qq' }, { code: 'ar', minLevelId: randomUUID() }],
      degreeLevelId: randomUUID(),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).sort()).toEqual(
      [
        'body.category.id',
        'body.subCategory.id',
        'body.location.cityId',
        'body.salary.currency',
        'body.skills.0.id',
        'body.languages.0.code',
        'body.languages.1.minLevelId',
        'body.degreeLevelId',
      ].sort(),
    );
    const unknownCountry = await call(hr, 'POST', '/hr/job', { ...body(), location: { countryCode: 'QQ' } });
    expect(fieldsOf(unknownCountry)).toEqual(['body.location.countryCode']);
  });
});

describe('who may do what', () => {
  it('answers 401 to anonymous and 403 to a job seeker on every call', async () => {
    const job = await create();
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['POST', '/hr/job', body()],
      ['GET', `/hr/job/${job.id}`],
      ['PUT', `/hr/job/${job.id}`, body()],
      ['DELETE', `/hr/job/${job.id}`],
      ['GET', '/hr/job'],
      ['GET', '/hr/my/job'],
      ['GET', '/hr/my-job/search'],
      ['POST', `/hr/my/job/${job.id}/publish`],
      ['DELETE', `/hr/my/job/${job.id}/close`],
      ['DELETE', `/hr/my/job/${job.id}/withdraw`],
      ['GET', '/publisher/job'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(seeker, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(hr, 'GET', `/hr/job/${job.id}`)).json<HrJobDetail>().status).toBe('draft');
  });

  it('lets a publisher read and publish but not edit; a recruiter edits but does not publish', async () => {
    const job = await create();
    expect((await call(publisher, 'GET', `/hr/job/${job.id}`)).statusCode).toBe(200);
    expect((await call(publisher, 'PUT', `/hr/job/${job.id}`, body())).statusCode).toBe(403);
    expect((await call(publisher, 'DELETE', `/hr/job/${job.id}`)).statusCode).toBe(403);
    expect((await call(publisher, 'POST', '/hr/job', body())).statusCode).toBe(403);
    const refused = await call(hr, 'POST', `/hr/my/job/${job.id}/publish`);
    expect(refused.statusCode).toBe(403);
    const published = await publish(job.id, publisher);
    expect(published.job.status).toBe('published');
  });

  it('hides another organisation’s job behind 404 on every call', async () => {
    const draft = await create();
    const live = await create();
    await publish(live.id);
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', `/hr/job/${draft.id}`],
      ['PUT', `/hr/job/${draft.id}`, body()],
      ['DELETE', `/hr/job/${draft.id}`],
      ['POST', `/hr/my/job/${draft.id}/publish`],
      ['DELETE', `/hr/my/job/${live.id}/close`],
      ['DELETE', `/hr/my/job/${live.id}/withdraw`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(otherOrg, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain(draft.title);
    }
    for (const url of ['/hr/job', '/hr/my/job', '/hr/my-job/search', '/publisher/job']) {
      const res = await call(otherOrg, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(draft.id);
      expect(res.body).not.toContain(live.id);
    }
    expect((await call(hr, 'GET', `/hr/job/${draft.id}`)).json<HrJobDetail>().status).toBe('draft');
    expect((await call(hr, 'GET', `/hr/job/${live.id}`)).json<HrJobDetail>().status).toBe('published');
  });
});

describe('editing and deleting', () => {
  it('edits a draft wholly, with no history row, and refuses to edit a closed or withdrawn job', async () => {
    const job = await create();
    const otherSkill = await ensureSkill(db(), `Terraform ${randomUUID().slice(0, 6)}`);
    const edited = await call(hr, 'PUT', `/hr/job/${job.id}`, {
      ...body(),
      title: 'Site reliability engineer',
      skills: [{ id: otherSkill }],
      salary: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<HrJobDetail>()).toMatchObject({
      title: 'Site reliability engineer',
      skills: [{ id: otherSkill, minLevel: null }],
      salary: null,
    });
    expect(await changesOf(job.id)).toEqual([]);
    const current = edited.json<HrJobDetail>();
    await publish(job.id);

    await call(hr, 'DELETE', `/hr/my/job/${job.id}/close`);
    const closed = await call(hr, 'PUT', `/hr/job/${job.id}`, { ...current, title: 'A closed job' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json<ErrorResponse>().message).toMatch(/closed and can no longer be changed/);

    const other = await create();
    await publish(other.id);
    await call(hr, 'DELETE', `/hr/my/job/${other.id}/withdraw`);
    const withdrawn = await call(hr, 'PUT', `/hr/job/${other.id}`, { ...other, title: 'A withdrawn job' });
    expect(withdrawn.statusCode).toBe(409);
    const after = (await call(hr, 'GET', `/hr/job/${other.id}`)).json<HrJobDetail>();
    expect(after.title).toBe(other.title);
    expect(await changesOf(other.id)).toEqual([]);
  });

  it('deletes a draft, and refuses with 409 to delete a job that was published', async () => {
    const draft = await create();
    const deleted = await call(hrAdmin, 'DELETE', `/hr/job/${draft.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: draft.id, deleted: true });
    expect((await call(hr, 'GET', `/hr/job/${draft.id}`)).statusCode).toBe(404);

    const live = await create();
    await publish(live.id);
    const refused = await call(hr, 'DELETE', `/hr/job/${live.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorResponse>().message).toMatch(/Only a draft can be deleted.*close or withdraw/);
    expect((await call(hr, 'GET', `/hr/job/${live.id}`)).statusCode).toBe(200);
  });
});

describe('publish, close and withdraw', () => {
  const searchFor = async (word: string) =>
    (await ctx.app.inject({ method: 'GET', url: `${API}/jobs?keyword=${word}` })).json<JobListResponse>();

  it('puts a published job on the public search at once and takes a closed one off it', async () => {
    const word = `zq${randomUUID().slice(0, 8)}`;
    const job = await create(hr, body(word));
    expect((await searchFor(word)).items).toEqual([]);
    const draftPage = await ctx.app.inject({ method: 'GET', url: `${API}/job-seeker/job/${job.id}` });
    expect(draftPage.statusCode).toBe(404);

    const published = await publish(job.id);
    expect(published.history).toMatchObject({
      fromStatus: 'draft',
      toStatus: 'published',
      changedBy: hrAdmin.id,
    });
    expect(published.job.publishedAt).not.toBeNull();
    expect((await searchFor(word)).items.map((i) => i.id)).toEqual([job.id]);
    const skillSearch = await ctx.app.inject({
      method: 'GET',
      url: `${API}/jobs?keyword=${word}&skills=${encodeURIComponent(published.job.skills[0]?.skillName ?? '')}`,
    });
    expect(skillSearch.json<JobListResponse>().items.map((i) => i.id)).toEqual([job.id]);

    const page = await ctx.app.inject({ method: 'GET', url: `${API}/job-seeker/job/${job.id}` });
    expect(page.statusCode).toBe(200);

    const closed = await call(hr, 'DELETE', `/hr/my/job/${job.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<JobTransitionResponse>()).toMatchObject({
      job: { status: 'closed' },
      history: { fromStatus: 'published', toStatus: 'closed', changedBy: hr.id },
    });
    expect(closed.json<JobTransitionResponse>().job.closedAt).not.toBeNull();
    expect((await searchFor(word)).items).toEqual([]);

    const history = await db()
      .selectFrom('jobStatusHistory')
      .select(['fromStatus', 'toStatus', 'changedBy'])
      .where('jobId', '=', job.id)
      .orderBy('changedAt')
      .orderBy('toStatus', 'desc')
      .execute();
    expect(history).toEqual([
      { fromStatus: null, toStatus: 'draft', changedBy: hr.id },
      { fromStatus: 'draft', toStatus: 'published', changedBy: hrAdmin.id },
      { fromStatus: 'published', toStatus: 'closed', changedBy: hr.id },
    ]);
  });

  it('withdraws a published job off the board', async () => {
    const word = `zq${randomUUID().slice(0, 8)}`;
    const job = await create(hr, body(word));
    await publish(job.id);
    const res = await call(hrAdmin, 'DELETE', `/hr/my/job/${job.id}/withdraw`);
    expect(res.statusCode).toBe(200);
    expect(res.json<JobTransitionResponse>().job).toMatchObject({ status: 'withdrawn' });
    expect(res.json<JobTransitionResponse>().job.withdrawnAt).not.toBeNull();
    expect((await searchFor(word)).items).toEqual([]);
  });

  it('refuses each illegal transition with 409 and a message, changing nothing', async () => {
    const draft = await create();
    const expectRefusal = async (url: string, method: 'POST' | 'DELETE', pattern: RegExp) => {
      const res = await call(hrAdmin, method, url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json<ErrorResponse>().message).toMatch(pattern);
    };
    await expectRefusal(`/hr/my/job/${draft.id}/close`, 'DELETE', /draft.*delete the draft instead/);
    await expectRefusal(`/hr/my/job/${draft.id}/withdraw`, 'DELETE', /draft/);
    await publish(draft.id);
    await expectRefusal(`/hr/my/job/${draft.id}/publish`, 'POST', /already published/);
    await call(hrAdmin, 'DELETE', `/hr/my/job/${draft.id}/withdraw`);
    await expectRefusal(`/hr/my/job/${draft.id}/close`, 'DELETE', /already withdrawn/);
    await expectRefusal(`/hr/my/job/${draft.id}/withdraw`, 'DELETE', /already withdrawn/);
    await expectRefusal(`/hr/my/job/${draft.id}/publish`, 'POST', /only a draft can be published/);
    const rows = await db()
      .selectFrom('jobStatusHistory')
      .select('toStatus')
      .where('jobId', '=', draft.id)
      .execute();
    expect(rows.map((r) => r.toStatus).sort()).toEqual(['draft', 'published', 'withdrawn']);

    const stale = await buildJob(db(), {
      organisationId: orgA,
      categoryId,
      status: 'draft',
      endDate: utcDay(-1),
    });
    await expectRefusal(`/hr/my/job/${stale}/publish`, 'POST', /end date/);
  });
});

describe('the lists', () => {
  it('counts each pipeline stage per job in every list', async () => {
    const job = await create();
    await publish(job.id);
    const statuses = [
      'applied',
      'applied',
      'shortlisted',
      'interviewing',
      'offered',
      'hired',
      'rejected',
      'withdrawn',
    ] as const;
    for (const status of statuses) {
      const applicant = await buildUser(db());
      await db()
        .insertInto('applications')
        .values({ jobId: job.id, seekerId: applicant.id, status })
        .execute();
    }
    for (const expiresAt of [new Date(Date.now() + 86_400_000), new Date(Date.now() - 1000)]) {
      const invited = await buildUser(db());
      await db()
        .insertInto('invitations')
        .values({ jobId: job.id, seekerId: invited.id, expiresAt })
        .execute();
    }
    const expected = {
      invited: 1,
      applied: 2,
      shortlisted: 1,
      interviewing: 1,
      offered: 1,
      hired: 1,
      rejected: 1,
    };
    expect((await call(hr, 'GET', `/hr/job/${job.id}`)).json<HrJobDetail>().stageCounts).toEqual(expected);
    for (const url of ['/hr/job', '/hr/my/job', '/hr/my-job/search?status=published']) {
      const res = await call(hr, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      const card = res.json<HrJobCardListResponse>().items.find((i) => i.id === job.id);
      expect(card?.stageCounts, url).toEqual(expected);
    }
  });

  it('lists as mine the jobs I created or hold a per-job role on, with filters and status', async () => {
    const mine = await create(colleague, body('zqmine'));
    const theirs = await create(hr, body('zqtheirs'));
    const assigned = await create(hr, body('zqassigned'));
    await db()
      .insertInto('jobRoleConfigs')
      .values({ jobId: assigned.id, userId: colleague.id, jobRole: 'hiring_manager' })
      .execute();
    await publish(assigned.id);

    const ids = async (url: string) => {
      const res = await call(colleague, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<HrJobCardListResponse>().items.map((i) => i.id);
    };
    const all = await ids('/hr/my/job');
    expect(all).toEqual(expect.arrayContaining([mine.id, assigned.id]));
    expect(all).not.toContain(theirs.id);
    expect(await ids('/hr/my/job?status=draft')).not.toContain(assigned.id);
    expect(await ids('/hr/my/job?keyword=zqassigned')).toEqual([assigned.id]);

    // the organisation's search finds every colleague's job
    expect(await ids('/hr/my-job/search?keyword=zqtheirs')).toEqual([theirs.id]);
    expect(await ids('/hr/my-job/search?keyword=zqtheirs&status=published')).toEqual([]);
    const skill = theirs.skills[0]?.skillName ?? '';
    const bySkill = await ids(
      `/hr/my-job/search?skills=${encodeURIComponent(skill)}&languages=en&location=OM&employmentType=full_time&categoryId=${subCategoryId}`,
    );
    expect(bySkill).toEqual(expect.arrayContaining([mine.id, theirs.id, assigned.id]));
    expect(await ids('/hr/my-job/search?skills=NoSuchSkillAnywhere')).toEqual([]);
    expect(await ids('/hr/my-job/search?employmentType=internship&keyword=zqtheirs')).toEqual([]);
    const bad = await call(colleague, 'GET', '/hr/my-job/search?status=open&limit=500');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['querystring.limit', 'querystring.status']);
  });

  it('filters by the day a job was published (a draft: created), both ends included, and refuses a range backwards', async () => {
    const older = await create(hr, body('zqdated'));
    const newer = await create(hr, body('zqdated'));
    const draft = await create(hr, body('zqdated'));
    await publish(older.id);
    await publish(newer.id);
    const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
    await db()
      .updateTable('jobs')
      .set({ publishedAt: at('2026-03-10', '23:30:00') })
      .where('id', '=', older.id)
      .execute();
    await db()
      .updateTable('jobs')
      .set({ publishedAt: at('2026-05-01', '00:10:00') })
      .where('id', '=', newer.id)
      .execute();
    await db()
      .updateTable('jobs')
      .set({ createdAt: at('2026-04-15', '12:00:00') })
      .where('id', '=', draft.id)
      .execute();
    const ids = async (range: string) => {
      const res = await call(hr, 'GET', `/hr/my-job/search?keyword=zqdated&${range}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<HrJobCardListResponse>().items.map((i) => i.id);
    };
    expect(await ids('')).toEqual([newer.id, draft.id, older.id]);
    expect(await ids('dateFrom=2026-03-10&dateTo=2026-03-10')).toEqual([older.id]);
    expect(await ids('dateFrom=2026-03-11')).toEqual([newer.id, draft.id]);
    expect(await ids('dateTo=2026-04-30')).toEqual([draft.id, older.id]);
    expect(await ids('dateFrom=2026-04-01&dateTo=2026-05-01&status=published')).toEqual([newer.id]);
    expect(await ids('dateFrom=&dateTo=')).toHaveLength(3);

    const backwards = await call(hr, 'GET', '/hr/my-job/search?dateFrom=2026-05-02&dateTo=2026-05-01');
    expect(backwards.statusCode).toBe(400);
    expect(fieldsOf(backwards)).toEqual(['querystring.dateTo']);
    const notADay = await call(hr, 'GET', '/hr/my-job/search?dateFrom=2026-02-30&dateTo=yesterday');
    expect(notADay.statusCode).toBe(400);
    expect(fieldsOf(notADay).sort()).toEqual(['querystring.dateFrom', 'querystring.dateTo']);
  });

  it('shows the publisher only the drafts waiting in the organisations they publish for', async () => {
    const waiting = await create(hr, body('zqwaiting'));
    const live = await create(hr, body('zqwaiting'));
    await publish(live.id);
    const res = await call(publisher, 'GET', '/publisher/job?keyword=zqwaiting');
    expect(res.statusCode).toBe(200);
    const items = res.json<HrJobCardListResponse>().items;
    expect(items.map((i) => i.id)).toEqual([waiting.id]);
    expect(items[0]?.status).toBe('draft');
    expect((await call(hr, 'GET', '/publisher/job')).statusCode).toBe(403);
  });
});
