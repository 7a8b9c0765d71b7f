import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorResponse,
  HrJobChange,
  HrJobChangeListResponse,
  HrJobDetail,
  JobDetail,
  NotificationPage,
} from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import {
  buildCategory,
  buildCity,
  buildOrganisation,
  buildUser,
  ensureCountry,
  ensureSkill,
  utcDay,
} from '../../test/factories.js';
import { signIn } from '../../test/session.js';

/** Editing a published job (issue 25): the edit, its history, and who is told of it. */

const ctx = useTestApp();
const db = () => ctx.database.db;
const API = '/elevate-be/rest/api';

type Who = { id: string; cookie: string; email: string };
type ApplicationStatus =
  'applied' | 'shortlisted' | 'interviewing' | 'offered' | 'hired' | 'rejected' | 'withdrawn';

async function person(
  memberships: { organisationId: string; role: 'hr' | 'hr_admin' | 'publisher' }[] = [],
): Promise<Who> {
  const user = await buildUser(db(), { memberships });
  const session = await signIn(ctx.app, user.email, user.password);
  return { id: user.id, cookie: session.cookie, email: user.email };
}

function call(
  who: Who | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: url.startsWith('/router') ? url : `${API}${url}`,
    headers: { ...headers, ...(who === null ? {} : { cookie: who.cookie }) },
    ...(payload !== undefined ? { payload } : {}),
  });
}

let orgA: string;
let orgB: string;
let categoryId: string;
let otherCategoryId: string;
let cityId: string;
let skillId: string;
let hr: Who;
let hrAdmin: Who;
let publisher: Who;
let otherOrg: Who;

beforeAll(async () => {
  orgA = await buildOrganisation(db(), { name: 'Job Changes A' });
  orgB = await buildOrganisation(db(), { name: 'Job Changes B' });
  categoryId = await buildCategory(db());
  otherCategoryId = await buildCategory(db());
  cityId = await buildCity(db(), { countryCode: 'OM' });
  await ensureCountry(db(), 'AE');
  skillId = await ensureSkill(db(), `Go ${randomUUID().slice(0, 6)}`);
  hr = await person([{ organisationId: orgA, role: 'hr' }]);
  hrAdmin = await person([{ organisationId: orgA, role: 'hr_admin' }]);
  publisher = await person([{ organisationId: orgA, role: 'publisher' }]);
  otherOrg = await person([{ organisationId: orgB, role: 'hr_admin' }]);
});

function body() {
  return {
    title: 'Backend engineer',
    description: 'Build the services our customers rely on, with a small team that ships every day.',
    textLanguage: 'en',
    category: { id: categoryId },
    location: { countryCode: 'OM', cityId, remote: false },
    employmentType: 'full_time',
    salary: { min: 900, max: 1400, currency: 'OMR', period: 'month' },
    skills: [{ id: skillId, minLevel: 3 }],
    vacancies: 2,
    endDate: utcDay(30),
  };
}

/** A published job of organisation A with an application in each given status. */
async function publishedJob(statuses: ApplicationStatus[] = []) {
  const created = await call(hr, 'POST', '/hr/job', body());
  expect(created.statusCode, created.body).toBe(201);
  const job = created.json<HrJobDetail>();
  const published = await call(hrAdmin, 'POST', `/hr/my/job/${job.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  const applicants: Record<string, Who> = {};
  for (const status of statuses) {
    const seeker = await person();
    await db().insertInto('applications').values({ jobId: job.id, seekerId: seeker.id, status }).execute();
    applicants[status] = seeker;
  }
  return { job: published.json<{ job: HrJobDetail }>().job, applicants };
}

async function changesOf(jobId: string, who: Who = hr): Promise<HrJobChange[]> {
  const res = await call(who, 'GET', `/hr/job/${jobId}/changes`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HrJobChangeListResponse>().items;
}

async function notificationsOf(userId: string) {
  return db()
    .selectFrom('notifications')
    .select(['kind', 'title', 'titleZh', 'titleAr', 'url', 'data'])
    .where('userId', '=', userId)
    .where('kind', '=', 'job_changed')
    .execute();
}

async function edit(job: HrJobDetail, change: object, who: Who = hr): Promise<HrJobDetail> {
  const res = await call(who, 'PUT', `/hr/job/${job.id}`, { ...job, ...change });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HrJobDetail>();
}

describe('editing a published job', () => {
  it('changes every field the editor has, in one edit kept in the history', async () => {
    const { job } = await publishedJob(['applied']);
    const edited = await edit(job, {
      title: 'Senior backend engineer',
      category: { id: otherCategoryId },
      description: `${job.description} Now with a yearly conference budget.`,
      location: { countryCode: 'AE', remote: true },
      employmentType: 'contract',
      salary: { min: 1000, max: 1500, currency: 'OMR', period: 'month' },
      endDate: utcDay(45),
    });
    expect(edited).toMatchObject({
      status: 'published',
      title: 'Senior backend engineer',
      category: { id: otherCategoryId },
      location: { countryCode: 'AE', cityId: null, remote: true },
      employmentType: 'contract',
      salary: { min: 1000, max: 1500, currency: 'OMR', period: 'month' },
      endDate: utcDay(45),
      stageCounts: { applied: 1 },
    });

    const [change, ...older] = await changesOf(job.id);
    expect(older).toEqual([]);
    expect(change).toMatchObject({
      changedBy: { id: hr.id },
      material: true,
      notified: 1,
      before: {
        title: 'Backend engineer',
        salary: { min: 900, max: 1400 },
        location: { countryCode: 'OM', cityId },
        employmentType: 'full_time',
        endDate: utcDay(30),
      },
      after: {
        title: 'Senior backend engineer',
        salary: { min: 1000, max: 1500 },
        location: { countryCode: 'AE', cityId: null },
        employmentType: 'contract',
        endDate: utcDay(45),
      },
    });
    expect(change?.fields).toEqual([
      'title',
      'description',
      'category',
      'location',
      'employmentType',
      'salary',
      'endDate',
    ]);
    // fields the edit left alone are not in the row
    expect(change?.before).not.toHaveProperty('vacancies');
    expect(Date.now() - Date.parse(change?.changedAt ?? '')).toBeLessThan(60_000);
    // the job's publisher and admin read the history too
    expect(await changesOf(job.id, publisher)).toHaveLength(1);
    expect(await changesOf(job.id, hrAdmin)).toHaveLength(1);

    // the public job shows the edit at once
    const open = await call(null, 'GET', `/job-seeker/job/${job.id}`);
    expect(open.json<JobDetail>()).toMatchObject({
      title: 'Senior backend engineer',
      employmentType: 'contract',
      // with its latest material edit, for the seeker's "Updated on …" note
      materialChange: { changedAt: change?.changedAt, fields: ['location', 'employmentType', 'salary'] },
    });
  });

  it('tells every active applicant of a new salary, in their language, and no one who left', async () => {
    const { job, applicants } = await publishedJob([
      'applied',
      'shortlisted',
      'interviewing',
      'offered',
      'withdrawn',
      'rejected',
      'hired',
    ]);
    await db()
      .updateTable('users')
      .set({ preferredLanguage: 'ar' })
      .where('id', '=', applicants.applied?.id ?? '')
      .execute();
    const raised = await edit(job, { salary: { min: 1100, max: 1600, currency: 'OMR', period: 'month' } });

    for (const status of ['applied', 'shortlisted', 'interviewing', 'offered'] as const) {
      const got = await notificationsOf(applicants[status]?.id ?? '');
      expect(got, status).toHaveLength(1);
      expect(got[0]?.title).toBe('Backend engineer, a job you applied to, has changed: salary');
      expect(got[0]?.titleAr).toBe('تغيّرت وظيفة Backend engineer التي تقدمت إليها: الراتب');
      expect(got[0]?.titleZh).toBe('您申请的职位Backend engineer已更新：薪资');
      expect(got[0]?.url).toMatch(/^\/applications\/[0-9a-f-]{36}$/);
    }
    for (const status of ['withdrawn', 'rejected', 'hired'] as const) {
      expect(await notificationsOf(applicants[status]?.id ?? ''), status).toEqual([]);
    }
    const [change] = await changesOf(job.id);
    expect(change).toMatchObject({ fields: ['salary'], material: true, notified: 4 });

    // the seeker's feed, in the language they read in
    const feed = await call(null, 'GET', '/router/rest/api/v2/notifications?page=0&size=10', undefined, {
      cookie: `${applicants.applied?.cookie ?? ''}; language=ar`,
    });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.json<NotificationPage>().content[0]?.title).toBe(
      'تغيّرت وظيفة Backend engineer التي تقدمت إليها: الراتب',
    );

    // and a mail, in the seeker's language, unless their settings say no
    await db()
      .insertInto('notificationSettings')
      .values({ userId: applicants.shortlisted?.id ?? '', name: 'email.job_changed', value: 'false' })
      .execute();
    await edit(raised, { employmentType: 'part_time', location: { countryCode: 'AE', remote: false } });
    await ctx.app.mailQueue.deliverDue();
    const arabic = ctx.mailbox.to(applicants.applied?.email ?? '');
    expect(arabic.map((m) => m.subject)).toContain(
      'تغيّرت وظيفة Backend engineer التي تقدمت إليها: مكان العمل، نوع التوظيف',
    );
    expect(ctx.mailbox.to(applicants.interviewing?.email ?? '').map((m) => m.subject)).toContain(
      'Backend engineer, a job you applied to, has changed: place of work and employment type',
    );
    // switched off by mail: the feed has it, the inbox does not
    expect(await notificationsOf(applicants.shortlisted?.id ?? '')).toHaveLength(2);
    expect(
      ctx.mailbox.to(applicants.shortlisted?.email ?? '').filter((m) => m.subject.includes('has changed')),
    ).toHaveLength(1);
    expect(ctx.mailbox.to(applicants.withdrawn?.email ?? '')).toEqual([]);
  });

  it('tells no one of a typo fixed in the title or the description, and keeps it in the history', async () => {
    const { job, applicants } = await publishedJob(['applied', 'interviewing']);
    await edit(job, { title: 'Backend engineer (Go)', description: `${job.description} Remote Fridays.` });
    const open = await call(null, 'GET', `/job-seeker/job/${job.id}`);
    expect(open.json<JobDetail>().materialChange).toBeNull();
    expect(await notificationsOf(applicants.applied?.id ?? '')).toEqual([]);
    expect(await notificationsOf(applicants.interviewing?.id ?? '')).toEqual([]);
    const [change] = await changesOf(job.id);
    expect(change).toMatchObject({ fields: ['title', 'description'], material: false, notified: 0 });
  });

  it('writes nothing when the edit changes nothing, lists in another order included', async () => {
    const { job, applicants } = await publishedJob(['applied']);
    await edit(job, { skills: [...job.skills].reverse() });
    // the editor sends a city without its state: the state follows from the city
    await edit(job, { location: { ...job.location, stateId: null } });
    expect(await changesOf(job.id)).toEqual([]);
    expect(await notificationsOf(applicants.applied?.id ?? '')).toEqual([]);
  });

  it('hides another organisation’s job and its history behind 404; a publisher and a seeker get 403', async () => {
    const { job } = await publishedJob();
    const outsider = await call(otherOrg, 'PUT', `/hr/job/${job.id}`, { ...job, title: 'Taken over' });
    expect(outsider.statusCode).toBe(404);
    expect((await call(otherOrg, 'GET', `/hr/job/${job.id}/changes`)).statusCode).toBe(404);
    expect(
      (await call(publisher, 'PUT', `/hr/job/${job.id}`, { ...job, title: 'Reviewed' })).statusCode,
    ).toBe(403);
    const seeker = await person();
    expect((await call(seeker, 'GET', `/hr/job/${job.id}/changes`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/hr/job/${job.id}/changes`)).statusCode).toBe(401);
    expect((await call(hr, 'GET', `/hr/job/${randomUUID()}/changes`)).statusCode).toBe(404);
    const after = (await call(hr, 'GET', `/hr/job/${job.id}`)).json<HrJobDetail>();
    expect(after.title).toBe('Backend engineer');
    expect(await changesOf(job.id)).toEqual([]);
  });

  it('refuses bad input with 400 naming each field, as on creation, and writes nothing', async () => {
    const { job, applicants } = await publishedJob(['applied']);
    const res = await call(hr, 'PUT', `/hr/job/${job.id}`, {
      ...job,
      title: 'x',
      salary: { min: 2000, max: 1000, currency: 'OMR', period: 'month' },
      employmentType: 'sometimes',
      endDate: '2000-01-01',
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json<ErrorResponse>().fields ?? []).map((f) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.title', 'body.salary.max', 'body.employmentType', 'body.endDate']),
    );
    const references = await call(hr, 'PUT', `/hr/job/${job.id}`, {
      ...job,
      category: { id: randomUUID() },
      location: { countryCode: 'AE', cityId },
    });
    expect(references.statusCode).toBe(400);
    expect((references.json<ErrorResponse>().fields ?? []).map((f) => f.field).sort()).toEqual([
      'body.category.id',
      'body.location.cityId',
    ]);
    expect(await changesOf(job.id)).toEqual([]);
    expect(await notificationsOf(applicants.applied?.id ?? '')).toEqual([]);
  });

  it('keeps each edit as its own row, newest first', async () => {
    const { job } = await publishedJob();
    const first = await edit(job, { vacancies: 3 });
    await edit(first, { salary: null });
    const changes = await changesOf(job.id);
    expect(changes.map((c) => c.fields)).toEqual([['salary'], ['vacancies']]);
    expect(changes[0]).toMatchObject({
      before: { salary: { min: 900 } },
      after: { salary: null },
      material: true,
    });
    expect(changes[1]).toMatchObject({ before: { vacancies: 2 }, after: { vacancies: 3 }, material: false });
  });
});
