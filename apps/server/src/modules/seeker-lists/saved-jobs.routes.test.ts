import { describe, expect, it } from 'vitest';
import type { JobCollectionListResponse, SavedJobListResponse, SavedJobState } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildJob, buildOrganisation, buildUser, utcDay } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();
const API = '/elevate-be/rest/api';
const MISSING = '0f0f0f0f-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(cookie: string | undefined, method: Method, path: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `${API}${path}`,
    headers: cookie === undefined ? {} : { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function seeker(): Promise<string> {
  const user = await buildUser(ctx.database.db);
  return (await signIn(ctx.app, user.email, user.password)).cookie;
}

async function recruiter(): Promise<string> {
  const organisationId = await buildOrganisation(ctx.database.db);
  const user = await buildUser(ctx.database.db, { memberships: [{ organisationId, role: 'hr' }] });
  return (await signIn(ctx.app, user.email, user.password)).cookie;
}

async function savedList(cookie: string, body: Record<string, unknown> = {}): Promise<SavedJobListResponse> {
  const res = await call(cookie, 'POST', '/job-seeker/my-job-saved', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SavedJobListResponse>();
}

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { fields?: { field: string }[] }).fields?.map((f) => f.field) ?? [];

describe('saving jobs', () => {
  it('saves a job, lists it with its summary and answers the same save twice', async () => {
    const cookie = await seeker();
    const organisationId = await buildOrganisation(ctx.database.db, { name: 'Saved Co' });
    const jobId = await buildJob(ctx.database.db, { organisationId, title: 'Saved role', skills: ['Go'] });

    const first = await call(cookie, 'POST', '/job-seeker/job-save', { jobId });
    expect(first.statusCode, first.body).toBe(200);
    const state = first.json<SavedJobState>();
    expect(state).toMatchObject({ jobId, collection: null });
    const again = await call(cookie, 'POST', '/job-seeker/job-save', { jobId });
    expect(again.statusCode).toBe(200);
    expect(again.json<SavedJobState>()).toEqual(state);

    const list = await savedList(cookie);
    expect(list).toMatchObject({ total: 1, limit: 50, offset: 0 });
    expect(list.items[0]).toMatchObject({
      id: jobId,
      title: 'Saved role',
      company: { id: organisationId, name: 'Saved Co' },
      status: 'published',
      isOpen: true,
      savedAt: state.savedAt,
      collection: null,
      skills: [{ skillName: 'Go' }],
    });
  });

  it('keeps a saved job that closed or ended, marked as no longer open', async () => {
    const cookie = await seeker();
    const ending = await buildJob(ctx.database.db, { endDate: utcDay(3) });
    const closing = await buildJob(ctx.database.db);
    for (const jobId of [ending, closing]) {
      expect((await call(cookie, 'POST', '/job-seeker/job-save', { jobId })).statusCode).toBe(200);
    }
    await ctx.database.db
      .updateTable('jobs')
      .set({ endDate: utcDay(-1) })
      .where('id', '=', ending)
      .execute();
    await ctx.database.db
      .updateTable('jobs')
      .set({ status: 'closed', closedAt: new Date() })
      .where('id', '=', closing)
      .execute();
    const list = await savedList(cookie);
    expect(list.items.map((j) => [j.id, j.status, j.isOpen]).sort()).toEqual(
      [
        [ending, 'published', false],
        [closing, 'closed', false],
      ].sort(),
    );
  });

  it('answers 404 for a job the public cannot see, and 400 for a malformed id', async () => {
    const cookie = await seeker();
    const draft = await buildJob(ctx.database.db, { status: 'draft' });
    const withdrawn = await buildJob(ctx.database.db, { status: 'withdrawn' });
    for (const jobId of [draft, withdrawn, MISSING]) {
      const res = await call(cookie, 'POST', '/job-seeker/job-save', { jobId });
      expect(res.statusCode, jobId).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
    const bad = await call(cookie, 'POST', '/job-seeker/job-save', { jobId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['body.jobId']);
    const missing = await call(cookie, 'POST', '/job-seeker/job-save', {});
    expect(fieldsOf(missing.body)).toEqual(['body.jobId']);
  });

  it('unsaves idempotently, and only for the caller', async () => {
    const alice = await seeker();
    const bob = await seeker();
    const jobId = await buildJob(ctx.database.db);
    for (const cookie of [alice, bob]) await call(cookie, 'POST', '/job-seeker/job-save', { jobId });

    for (let i = 0; i < 2; i += 1) {
      const res = await call(alice, 'DELETE', `/job-seeker/job-save/${jobId}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    expect((await savedList(alice)).total).toBe(0);
    expect((await savedList(bob)).items.map((j) => j.id)).toEqual([jobId]);
    const bad = await call(alice, 'DELETE', '/job-seeker/job-save/abc');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['params.jobId']);
  });

  it('pages newest first, caps the page at 50 and filters by keyword and collection', async () => {
    const cookie = await seeker();
    const acme = await buildOrganisation(ctx.database.db, { name: 'Acme Drilling' });
    const titles = ['Pipeline welder', 'Data analyst', 'Rig manager'];
    for (const title of titles) {
      const jobId = await buildJob(ctx.database.db, { title, organisationId: acme });
      await call(cookie, 'POST', '/job-seeker/job-save', { jobId });
    }
    const other = await buildJob(ctx.database.db, { title: 'Nurse' });
    await call(cookie, 'PUT', `/jobCollection/${other}`, { collection: 'Health' });

    const page = await savedList(cookie, { limit: 2, offset: 1 });
    expect(page.total).toBe(4);
    expect(page.items.map((j) => j.title)).toEqual(['Rig manager', 'Data analyst']);
    expect((await savedList(cookie, { keyword: 'analyst' })).items.map((j) => j.title)).toEqual([
      'Data analyst',
    ]);
    expect((await savedList(cookie, { keyword: 'acme' })).total).toBe(3);
    expect((await savedList(cookie, { collection: 'Health' })).items.map((j) => j.title)).toEqual(['Nurse']);

    const tooMany = await call(cookie, 'POST', '/job-seeker/my-job-saved', { limit: 51 });
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany.body)).toEqual(['body.limit']);
    const negative = await call(cookie, 'POST', '/job-seeker/my-job-saved', { offset: -1 });
    expect(fieldsOf(negative.body)).toEqual(['body.offset']);
  });

  it('lists the first page when the body is empty', async () => {
    const cookie = await seeker();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/job-seeker/my-job-saved`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0, limit: 50, offset: 0 });
  });
});

describe('saved-job collections', () => {
  it('files saved jobs in collections, counts them and takes them out again', async () => {
    const cookie = await seeker();
    const [a, b, c] = [
      await buildJob(ctx.database.db),
      await buildJob(ctx.database.db),
      await buildJob(ctx.database.db),
    ];
    await call(cookie, 'POST', '/job-seeker/job-save', { jobId: a });

    const filed = await call(cookie, 'PUT', `/jobCollection/${a}`, { collection: '  Dream jobs ' });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json<SavedJobState>()).toMatchObject({ jobId: a, collection: 'Dream jobs' });
    // a job not saved yet is saved on the way; putting it again changes nothing
    for (let i = 0; i < 2; i += 1) {
      const res = await call(cookie, 'PUT', `/jobCollection/${b}`, { collection: 'Dream jobs' });
      expect(res.statusCode).toBe(200);
    }
    await call(cookie, 'PUT', `/jobCollection/${c}`, { collection: 'Backup' });

    const collections = await call(cookie, 'GET', '/jobCollections');
    expect(collections.statusCode).toBe(200);
    expect(collections.json<JobCollectionListResponse>()).toEqual({
      items: [
        { name: 'Backup', count: 1 },
        { name: 'Dream jobs', count: 2 },
      ],
      unfiledCount: 0,
      totalCount: 3,
    });

    for (const body of [{ collection: null }, { collection: '' }, {}]) {
      const res = await call(cookie, 'PUT', `/jobCollection/${c}`, body);
      expect(res.json<SavedJobState>().collection).toBeNull();
    }
    const after = (await call(cookie, 'GET', '/jobCollections')).json<JobCollectionListResponse>();
    expect(after).toMatchObject({
      items: [{ name: 'Dream jobs', count: 2 }],
      unfiledCount: 1,
      totalCount: 3,
    });
  });

  it('answers 404 for a job neither saved nor public, but re-files one saved before it closed', async () => {
    const cookie = await seeker();
    const draft = await buildJob(ctx.database.db, { status: 'draft' });
    const res = await call(cookie, 'PUT', `/jobCollection/${draft}`, { collection: 'x' });
    expect(res.statusCode).toBe(404);

    const jobId = await buildJob(ctx.database.db);
    await call(cookie, 'POST', '/job-seeker/job-save', { jobId });
    await ctx.database.db.updateTable('jobs').set({ status: 'withdrawn' }).where('id', '=', jobId).execute();
    const refiled = await call(cookie, 'PUT', `/jobCollection/${jobId}`, { collection: 'Archive' });
    expect(refiled.statusCode).toBe(200);
  });

  it('refuses a collection name that is too long or not text', async () => {
    const cookie = await seeker();
    const jobId = await buildJob(ctx.database.db);
    for (const collection of ['x'.repeat(81), 42]) {
      const res = await call(cookie, 'PUT', `/jobCollection/${jobId}`, { collection });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.body)).toEqual(['body.collection']);
    }
  });

  it("keeps each seeker's collections apart", async () => {
    const alice = await seeker();
    const bob = await seeker();
    const jobId = await buildJob(ctx.database.db);
    await call(alice, 'PUT', `/jobCollection/${jobId}`, { collection: 'Mine' });
    const bobs = (await call(bob, 'GET', '/jobCollections')).json<JobCollectionListResponse>();
    expect(bobs).toEqual({ items: [], unfiledCount: 0, totalCount: 0 });
  });
});

describe('saved jobs: who may call', () => {
  const routes: [Method, string, unknown][] = [
    ['POST', '/job-seeker/job-save', { jobId: MISSING }],
    ['DELETE', `/job-seeker/job-save/${MISSING}`, undefined],
    ['POST', '/job-seeker/my-job-saved', {}],
    ['PUT', `/jobCollection/${MISSING}`, { collection: 'x' }],
    ['GET', '/jobCollections', undefined],
  ];

  it('answers 401 to anonymous callers and 403 to recruiters', async () => {
    const hr = await recruiter();
    for (const [method, path, body] of routes) {
      const anonymous = await call(undefined, method, path, body);
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
      const forbidden = await call(hr, method, path, body);
      expect(forbidden.statusCode, `${method} ${path}`).toBe(403);
      expect(forbidden.json()).toMatchObject({ error: 'forbidden' });
    }
  });

  it('answers 403 locked to a locked job seeker', async () => {
    const user = await buildUser(ctx.database.db, { locked: true });
    const { cookie } = await signIn(ctx.app, user.email, user.password);
    const res = await call(cookie, 'GET', '/jobCollections');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'locked' });
  });
});

describe('seeker lists in the OpenAPI document', () => {
  it('describes every route of the module', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wf/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/elevate-be/rest/api/job-seeker/job-save',
      '/elevate-be/rest/api/job-seeker/job-save/{jobId}',
      '/elevate-be/rest/api/job-seeker/my-job-saved',
      '/elevate-be/rest/api/jobCollection/{jobId}',
      '/elevate-be/rest/api/jobCollections',
      '/elevate-be/rest/api/job-seeker/interest-company',
      '/elevate-be/rest/api/job-seeker/interest-company/delete',
      '/elevate-be/rest/api/job-seeker/applied-organization',
      '/elevate-be/rest/api/job-seeker/search',
      '/elevate-be/rest/api/job-seeker/search/{id}',
      '/elevate-be/rest/api/job-seeker/search-recent',
      '/elevate-be/rest/api/job-seeker/search-recent/{id}',
      '/elevate-be/rest/api/job-seeker/my-notification-setting',
      '/elevate-be/rest/api/me/one-time-actions',
      '/elevate-be/rest/api/me/one-time-action/{action}',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
