import { beforeAll, describe, expect, it } from 'vitest';
import type { HrJobDetail, PipelinePage } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildJob } from '../../test/factories.js';
import { openApiDocument } from '../../test/openapi.js';
import { type PipelinePerson as Person, pipelineKit } from '../../test/pipeline-world.js';

const ctx = useTestApp();
const kit = pipelineKit(ctx);
const { db, seeker, call, ok } = kit;

let hrA: Person;
let hrB: Person;
let jobId: string;
const ids: Record<'applied' | 'shortlisted' | 'rejected', string[]> = {
  applied: [],
  shortlisted: [],
  rejected: [],
};

const poolOf = (who: Person, query: Record<string, string> = {}) =>
  call(who.session, 'GET', `/hr/wf/job/${jobId}/applicant-pool`, { query });

beforeAll(async () => {
  const o = await kit.organisations('Applicant status');
  ({ hrA, hrB } = o);
  jobId = await buildJob(db(), { organisationId: o.orgA, categoryId: o.categoryId, countryCode: 'OM' });
  // five applicants: two stay applied, one is shortlisted, two are rejected
  for (const target of ['applied', 'applied', 'shortlisted', 'rejected', 'rejected'] as const) {
    const person = await seeker({ skills: { SQL: 2 } });
    const { id } = await ok<{ id: string }>(
      call(person.session, 'POST', `/job-seeker/job/${jobId}/apply`, { payload: {} }),
      201,
    );
    if (target !== 'applied')
      await ok(
        call(hrA.session, 'POST', `/hr/job-applicant/${id}/move`, {
          payload: { to: target, ...(target === 'rejected' ? { reason: 'Not this time' } : {}) },
        }),
      );
    ids[target].push(id);
  }
});

describe('GET /api/hr/wf/job/{id}/applicant-pool?status=', () => {
  it('keeps the applications in the asked status only, and all of them without it', async () => {
    const all = await ok<PipelinePage>(poolOf(hrA));
    expect(all.total).toBe(5);
    for (const status of ['applied', 'shortlisted', 'rejected'] as const) {
      const page = await ok<PipelinePage>(poolOf(hrA, { status }));
      expect(page.total, status).toBe(ids[status].length);
      expect(page.items.map((i) => i.applicationId).sort(), status).toEqual([...ids[status]].sort());
      expect(
        page.items.every((i) => i.status === status),
        status,
      ).toBe(true);
    }
    const none = await ok<PipelinePage>(poolOf(hrA, { status: 'hired' }));
    expect(none).toMatchObject({ total: 0, items: [] });
    // an empty status is no filter
    expect((await ok<PipelinePage>(poolOf(hrA, { status: '' }))).total).toBe(5);
  });

  it('pages within the status', async () => {
    const first = await ok<PipelinePage>(poolOf(hrA, { status: 'rejected', limit: '1' }));
    const second = await ok<PipelinePage>(poolOf(hrA, { status: 'rejected', limit: '1', offset: '1' }));
    expect(first.total).toBe(2);
    expect(second.total).toBe(2);
    expect([first.items[0]?.applicationId, second.items[0]?.applicationId].sort()).toEqual(
      [...ids.rejected].sort(),
    );
  });

  it('refuses a status that is not an application status, and other organisations', async () => {
    for (const status of ['nope', 'REJECTED', 'invited'])
      expect((await poolOf(hrA, { status })).statusCode, status).toBe(400);
    expect((await poolOf(hrB, { status: 'rejected' })).statusCode).toBe(404);
  });

  it("agrees with the job's stage counts on the applicants and rejected tabs", async () => {
    const job = await ok<HrJobDetail>(call(hrA.session, 'GET', `/hr/job/${jobId}`));
    const applied = await ok<PipelinePage>(poolOf(hrA, { status: 'applied' }));
    const rejected = await ok<PipelinePage>(poolOf(hrA, { status: 'rejected' }));
    const shortlisted = await ok<PipelinePage>(poolOf(hrA, { status: 'shortlisted' }));
    expect(job.stageCounts.applied).toBe(applied.total);
    expect(job.stageCounts.rejected).toBe(rejected.total);
    expect(job.stageCounts.shortlisted).toBe(shortlisted.total);
    expect(job.stageCounts).toMatchObject({ applied: 2, shortlisted: 1, rejected: 2 });
  });

  it('documents the filter in the OpenAPI description', async () => {
    const doc = (await openApiDocument(ctx.app)) as unknown as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string; schema?: { enum?: string[] } }[] }>
      >;
    };
    const path = Object.keys(doc.paths).find((p) => p.endsWith('/hr/wf/job/{id}/applicant-pool'));
    expect(path).toBeDefined();
    const status = doc.paths[path ?? '']?.get?.parameters?.find(
      (p) => p.name === 'status' && p.in === 'query',
    );
    expect(status?.schema?.enum).toContain('rejected');
  });
});

describe("every stage of the pipeline lists as many candidates as the job's stage counts say", () => {
  it('agrees stage by stage: invited, applied, shortlisted, interviewing, offered, hired, rejected', async () => {
    const o = await kit.organisations('Stage counts');
    const job = await buildJob(db(), { organisationId: o.orgA, categoryId: o.categoryId, countryCode: 'OM' });
    const hr = o.hrA;
    const apply = async () => {
      const person = await seeker({ skills: { SQL: 2 } });
      const { id } = await ok<{ id: string }>(
        call(person.session, 'POST', `/job-seeker/job/${job}/apply`, { payload: {} }),
        201,
      );
      return { person, id };
    };
    const move = (id: string, to: string) =>
      ok(call(hr.session, 'POST', `/hr/job-applicant/${id}/move`, { payload: { to } }));
    const setStatus = (id: string, status: 'interviewing' | 'offered' | 'hired') =>
      db().updateTable('applications').set({ status }).where('id', '=', id).execute();

    await apply(); // applied
    await move((await apply()).id, 'shortlisted'); // shortlisted
    // moved on from the shortlist: their shortlist entry stays, their stage is the next one
    for (const next of ['interviewing', 'offered', 'hired'] as const) {
      const { id } = await apply();
      await move(id, 'shortlisted');
      await setStatus(id, next);
    }
    const rejected = await apply();
    await move(rejected.id, 'shortlisted');
    await move(rejected.id, 'rejected');
    // kept on the shortlist from the sourcing pool, without an application
    const sourced = await seeker({ skills: { SQL: 3 } });
    await ok(call(hr.session, 'PUT', `/hr/wf/job/${job}/shortlist/${sourced.subject}`));
    // invited: one waiting, one past its deadline
    const invited = await seeker({ skills: { SQL: 1 } });
    await ok(
      call(hr.session, 'POST', `/hr/job-invitation/${job}`, { payload: { subject: invited.subject } }),
      201,
    );
    const late = await seeker({ skills: { SQL: 1 } });
    await db()
      .insertInto('invitations')
      .values({ jobId: job, seekerId: late.id, expiresAt: new Date(Date.now() - 1000) })
      .execute();

    const counts = (await ok<HrJobDetail>(call(hr.session, 'GET', `/hr/job/${job}`))).stageCounts;
    expect(counts).toEqual({
      invited: 1,
      applied: 1,
      shortlisted: 2,
      interviewing: 1,
      offered: 1,
      hired: 1,
      rejected: 1,
    });
    const total = async (path: string, query: Record<string, string>) =>
      (await ok<PipelinePage>(call(hr.session, 'GET', `/hr/wf/job/${job}/${path}`, { query }))).total;
    expect(await total('invitation-pool', { status: 'pending' })).toBe(counts.invited);
    expect(await total('invitation-pool', { status: 'expired' })).toBe(1);
    expect(await total('invitation-pool', {})).toBe(2);
    expect(await total('shortlist', { current: 'true' })).toBe(counts.shortlisted);
    expect(await total('shortlist', {})).toBe(5);
    for (const status of ['applied', 'interviewing', 'offered', 'hired', 'rejected'] as const)
      expect(await total('applicant-pool', { status }), status).toBe(counts[status]);
    // the sourced candidate on the shortlist is listed there
    const shortlist = await ok<PipelinePage>(
      call(hr.session, 'GET', `/hr/wf/job/${job}/shortlist`, { query: { current: 'true' } }),
    );
    expect(shortlist.items.map((i) => i.candidate.subject)).toContain(sourced.subject);
    expect(shortlist.items.every((i) => i.status === null || i.status === 'shortlisted')).toBe(true);
    const refused = async (path: string, query: Record<string, string>) =>
      (await call(hr.session, 'GET', `/hr/wf/job/${job}/${path}`, { query })).statusCode;
    expect(await refused('invitation-pool', { status: 'waiting' })).toBe(400);
    expect(await refused('shortlist', { current: 'yes' })).toBe(400);
  });
});
