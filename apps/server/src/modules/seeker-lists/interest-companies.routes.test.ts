import { describe, expect, it } from 'vitest';
import type {
  AppliedOrganisationListResponse,
  InterestCompany,
  InterestCompanyListResponse,
} from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildJob, buildOrganisation, buildUser, utcDay } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();
const API = '/elevate-be/rest/api';
const MISSING = '0f0f0f0f-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PUT';

function call(cookie: string | undefined, method: Method, path: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `${API}${path}`,
    headers: cookie === undefined ? {} : { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function seeker(): Promise<{ id: string; cookie: string }> {
  const user = await buildUser(ctx.database.db);
  return { id: user.id, cookie: (await signIn(ctx.app, user.email, user.password)).cookie };
}

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { fields?: { field: string }[] }).fields?.map((f) => f.field) ?? [];

async function followed(cookie: string, query = ''): Promise<InterestCompanyListResponse> {
  const res = await call(cookie, 'GET', `/job-seeker/interest-company${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InterestCompanyListResponse>();
}

describe('followed companies', () => {
  it('follows a company with its open job count, and following twice keeps the first time', async () => {
    const { cookie } = await seeker();
    const organisationId = await buildOrganisation(ctx.database.db, { name: 'Followed Co' });
    await buildJob(ctx.database.db, { organisationId });
    await buildJob(ctx.database.db, { organisationId, endDate: utcDay(5) });
    await buildJob(ctx.database.db, { organisationId, endDate: utcDay(-1) });
    await buildJob(ctx.database.db, { organisationId, status: 'draft' });

    const first = await call(cookie, 'POST', '/job-seeker/interest-company', { organisationId });
    expect(first.statusCode, first.body).toBe(200);
    const item = first.json<InterestCompany>();
    expect(item).toMatchObject({ organisationId, name: 'Followed Co', logoUrl: null, openJobCount: 2 });
    const again = await call(cookie, 'POST', '/job-seeker/interest-company', { organisationId });
    expect(again.json<InterestCompany>()).toEqual(item);

    expect(await followed(cookie)).toEqual({ items: [item], total: 1, limit: 50, offset: 0 });
  });

  it('pages newest first and caps the page at 50', async () => {
    const { cookie } = await seeker();
    const names = ['First', 'Second', 'Third'];
    for (const name of names) {
      const organisationId = await buildOrganisation(ctx.database.db, { name });
      await call(cookie, 'POST', '/job-seeker/interest-company', { organisationId });
    }
    const page = await followed(cookie, '?limit=2&offset=0');
    expect(page.total).toBe(3);
    expect(page.items.map((c) => c.name)).toEqual(['Third', 'Second']);
    expect((await followed(cookie, '?limit=2&offset=2')).items.map((c) => c.name)).toEqual(['First']);

    const tooMany = await call(cookie, 'GET', '/job-seeker/interest-company?limit=51');
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany.body)).toEqual(['querystring.limit']);
  });

  it('unfollows with the spec’s delete-with-a-body, idempotently and only for the caller', async () => {
    const alice = await seeker();
    const bob = await seeker();
    const organisationId = await buildOrganisation(ctx.database.db);
    for (const s of [alice, bob])
      await call(s.cookie, 'POST', '/job-seeker/interest-company', { organisationId });

    for (let i = 0; i < 2; i += 1) {
      const res = await call(alice.cookie, 'PUT', '/job-seeker/interest-company/delete', { organisationId });
      expect(res.statusCode).toBe(204);
    }
    expect((await followed(alice.cookie)).total).toBe(0);
    expect((await followed(bob.cookie)).total).toBe(1);
  });

  it('answers 404 for an unknown company and 400 with the field for bad input', async () => {
    const { cookie } = await seeker();
    const unknown = await call(cookie, 'POST', '/job-seeker/interest-company', { organisationId: MISSING });
    expect(unknown.statusCode).toBe(404);
    for (const [method, path] of [
      ['POST', '/job-seeker/interest-company'],
      ['PUT', '/job-seeker/interest-company/delete'],
    ] as const) {
      const res = await call(cookie, method, path, { organisationId: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.body)).toEqual(['body.organisationId']);
    }
  });
});

describe('applied organisations', () => {
  it('lists the organisations applied to with how many applications each, latest first', async () => {
    const me = await seeker();
    const other = await seeker();
    const db = ctx.database.db;
    const acme = await buildOrganisation(db, { name: 'Acme' });
    const globex = await buildOrganisation(db, { name: 'Globex' });
    const apply = async (seekerId: string, organisationId: string, appliedAt: Date) => {
      const jobId = await buildJob(db, { organisationId });
      await db.insertInto('applications').values({ jobId, seekerId, appliedAt }).execute();
    };
    await apply(me.id, acme, new Date('2026-01-01T00:00:00Z'));
    await apply(me.id, acme, new Date('2026-01-03T00:00:00Z'));
    await apply(me.id, globex, new Date('2026-01-02T00:00:00Z'));
    await apply(other.id, globex, new Date('2026-01-05T00:00:00Z'));

    const res = await call(me.cookie, 'GET', '/job-seeker/applied-organization');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AppliedOrganisationListResponse>()).toEqual({
      items: [
        {
          organisationId: acme,
          name: 'Acme',
          logoUrl: null,
          applicationCount: 2,
          lastAppliedAt: '2026-01-03T00:00:00.000Z',
        },
        {
          organisationId: globex,
          name: 'Globex',
          logoUrl: null,
          applicationCount: 1,
          lastAppliedAt: '2026-01-02T00:00:00.000Z',
        },
      ],
      total: 2,
      limit: 50,
      offset: 0,
    });
    const second = await call(me.cookie, 'GET', '/job-seeker/applied-organization?limit=1&offset=1');
    expect(second.json<AppliedOrganisationListResponse>()).toMatchObject({
      total: 2,
      items: [{ name: 'Globex' }],
    });
    const bad = await call(me.cookie, 'GET', '/job-seeker/applied-organization?limit=0');
    expect(fieldsOf(bad.body)).toEqual(['querystring.limit']);
  });

  it('is empty for someone who never applied', async () => {
    const { cookie } = await seeker();
    const res = await call(cookie, 'GET', '/job-seeker/applied-organization');
    expect(res.json()).toEqual({ items: [], total: 0, limit: 50, offset: 0 });
  });
});

describe('followed companies and applied organisations: who may call', () => {
  it('answers 401 to anonymous callers and 403 to recruiters', async () => {
    const organisationId = await buildOrganisation(ctx.database.db);
    const hr = await buildUser(ctx.database.db, { memberships: [{ organisationId, role: 'hr_admin' }] });
    const { cookie } = await signIn(ctx.app, hr.email, hr.password);
    const routes: [Method, string, unknown][] = [
      ['GET', '/job-seeker/interest-company', undefined],
      ['POST', '/job-seeker/interest-company', { organisationId }],
      ['PUT', '/job-seeker/interest-company/delete', { organisationId }],
      ['GET', '/job-seeker/applied-organization', undefined],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(undefined, method, path, body)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(cookie, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
    }
  });
});
