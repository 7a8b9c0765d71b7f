import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, HrJobDetail, JobDetail, JobListResponse } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import {
  buildCategory,
  buildCity,
  buildJob,
  buildOrganisation,
  buildUser,
  ensureCountry,
  utcDay,
} from '../../test/factories.js';
import { signIn } from '../../test/session.js';

/**
 * A job's work model (issue 25): on site, hybrid or remote, and the countries a remote job is open
 * to, written by the recruiter, answered by every job view and searched by (`workModel`, and a
 * place that takes in remote jobs open to it).
 */

const ctx = useTestApp();
const db = () => ctx.database.db;
const API = '/elevate-be/rest/api';

type Who = { cookie: string };

let orgId: string;
let categoryId: string;
let muscat: string;
let hr: Who;
let hrAdmin: Who;

async function person(role: 'hr' | 'hr_admin'): Promise<Who> {
  const user = await buildUser(db(), { memberships: [{ organisationId: orgId, role }] });
  return { cookie: (await signIn(ctx.app, user.email, user.password)).cookie };
}

function call(who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `${API}${url}`,
    headers: who === null ? {} : { cookie: who.cookie },
    ...(payload !== undefined ? { payload } : {}),
  });
}

beforeAll(async () => {
  orgId = await buildOrganisation(db(), { name: 'Work Model Co' });
  categoryId = await buildCategory(db());
  muscat = await buildCity(db(), { countryCode: 'OM' });
  for (const code of ['QA', 'AE', 'SA']) await ensureCountry(db(), code);
  hr = await person('hr');
  hrAdmin = await person('hr_admin');
});

const word = () => `wm${randomUUID().slice(0, 8)}`;

function body(location: object, keyword = word()) {
  return {
    title: `Data engineer ${keyword}`,
    description: `Build the ${keyword} pipelines that every team reads from, day in and day out.`,
    textLanguage: 'en',
    category: { id: categoryId },
    location,
    employmentType: 'full_time',
    endDate: utcDay(30),
  };
}

async function create(location: object, keyword?: string): Promise<HrJobDetail> {
  const res = await call(hr, 'POST', '/hr/job', body(location, keyword));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<HrJobDetail>();
}

const fields = (res: LightMyRequestResponse) => res.json<ErrorResponse>().fields ?? [];

describe('writing a work model', () => {
  it('keeps on site as the default, and reads the older remote flag as remote open anywhere', async () => {
    const onSite = await create({ countryCode: 'OM', cityId: muscat });
    expect(onSite.location).toMatchObject({ workModel: 'on_site', remote: false, remoteCountries: [] });
    const remote = await create({ countryCode: 'OM', remote: true });
    expect(remote.location).toMatchObject({ workModel: 'remote', remote: true, remoteCountries: [] });
  });

  it('creates a hybrid job and a remote one open to some countries, and edits one into the other', async () => {
    const hybrid = await create({ countryCode: 'OM', cityId: muscat, workModel: 'hybrid' });
    expect(hybrid.location).toMatchObject({ workModel: 'hybrid', remote: false, remoteCountries: [] });

    const qatarOnly = await create({ countryCode: 'QA', workModel: 'remote', remoteCountries: ['QA'] });
    expect(qatarOnly.location).toMatchObject({ workModel: 'remote', remote: true, remoteCountries: ['QA'] });

    // a job read back can be posted again: the same work model, the same countries
    const copy = await call(hr, 'POST', '/hr/job', qatarOnly);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json<HrJobDetail>().location).toMatchObject({ workModel: 'remote', remoteCountries: ['QA'] });

    const edited = await call(hr, 'PUT', `/hr/job/${hybrid.id}`, {
      ...body({ countryCode: 'OM', workModel: 'remote', remoteCountries: ['AE', 'OM'] }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<HrJobDetail>().location).toMatchObject({
      workModel: 'remote',
      remote: true,
      remoteCountries: ['AE', 'OM'],
    });
    const read = await call(hr, 'GET', `/hr/job/${hybrid.id}`);
    expect(read.json<HrJobDetail>().location).toMatchObject({
      workModel: 'remote',
      remoteCountries: ['AE', 'OM'],
    });

    // back to on site: the countries go with the remote model
    const back = await call(hr, 'PUT', `/hr/job/${hybrid.id}`, {
      ...body({ countryCode: 'OM', cityId: muscat, workModel: 'on_site' }),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<HrJobDetail>().location).toMatchObject({
      workModel: 'on_site',
      remote: false,
      remoteCountries: [],
    });
  });

  it('names in words each field of a work model it refuses', async () => {
    const bad = await call(hr, 'POST', '/hr/job', {
      ...body({ countryCode: 'OM', workModel: 'sometimes', remoteCountries: ['qa', 'QA', 'QA'] }),
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const named = fields(bad);
    expect(named.map((f) => f.field)).toEqual(
      expect.arrayContaining(['body.location.workModel', 'body.location.remoteCountries.0']),
    );
    for (const f of named) expect(f.message).toMatch(/[a-z]{3,} /);

    const twice = await call(hr, 'POST', '/hr/job', {
      ...body({ countryCode: 'OM', workModel: 'remote', remoteCountries: ['QA', 'QA'] }),
    });
    expect(fields(twice)).toEqual([
      { field: 'body.location.remoteCountries', message: 'must not name a country twice' },
    ]);

    const disagree = await call(hr, 'POST', '/hr/job', {
      ...body({ countryCode: 'OM', workModel: 'hybrid', remote: true }),
    });
    expect(fields(disagree)).toEqual([
      { field: 'body.location.remote', message: 'must agree with the work model' },
    ]);

    const notRemote = await call(hr, 'POST', '/hr/job', {
      ...body({ countryCode: 'OM', cityId: muscat, workModel: 'on_site', remoteCountries: ['QA'] }),
    });
    expect(fields(notRemote)).toEqual([
      { field: 'body.location.remoteCountries', message: 'may name countries only for a remote job' },
    ]);

    const unknown = await call(hr, 'POST', '/hr/job', {
      ...body({ countryCode: 'OM', workModel: 'remote', remoteCountries: ['QA', 'QQ'] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown)).toEqual([
      { field: 'body.location.remoteCountries.1', message: 'is not a country' },
    ]);
  });
});

describe('searching by work model', () => {
  it('filters the public search by workModel, and a place takes in the remote jobs open to it', async () => {
    const keyword = word();
    const ids = {
      onSite: (await create({ countryCode: 'OM', cityId: muscat }, keyword)).id,
      hybrid: (await create({ countryCode: 'OM', cityId: muscat, workModel: 'hybrid' }, keyword)).id,
      qatarOnly: (await create({ countryCode: 'QA', workModel: 'remote', remoteCountries: ['QA'] }, keyword))
        .id,
      gulf: (await create({ countryCode: 'AE', workModel: 'remote', remoteCountries: ['SA', 'OM'] }, keyword))
        .id,
    };
    for (const id of Object.values(ids)) {
      const res = await call(hrAdmin, 'POST', `/hr/my/job/${id}/publish`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const search = async (query: string) => {
      const res = await call(null, 'GET', `/jobs?keyword=${keyword}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<JobListResponse>()
        .items.map((j) => j.id)
        .sort();
    };
    expect(await search('workModel=remote')).toEqual([ids.qatarOnly, ids.gulf].sort());
    expect(await search('workModel=hybrid')).toEqual([ids.hybrid]);
    expect(await search('workModel=on_site')).toEqual([ids.onSite]);
    expect(await search('workModel=')).toHaveLength(4);
    // a seeker looking in Oman also finds the remote job open to Oman, not the one for Qatar only
    expect(await search('location=OM')).toEqual([ids.onSite, ids.hybrid, ids.gulf].sort());
    expect(await search('location=OM&workModel=remote')).toEqual([ids.gulf]);
    expect(await search('location=QA')).toEqual([ids.qatarOnly]);

    const bad = await call(null, 'GET', '/jobs?workModel=sometimes');
    expect(bad.statusCode).toBe(400);
    expect(fields(bad).map((f) => f.field)).toEqual(['querystring.workModel']);

    // the public view says it too
    const detail = await call(null, 'GET', `/job-seeker/job/${ids.qatarOnly}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<JobDetail>().location).toMatchObject({
      countryCode: 'QA',
      remote: true,
      workModel: 'remote',
      remoteCountries: ['QA'],
    });
    const card = (
      await call(null, 'GET', `/jobs?keyword=${keyword}&workModel=hybrid`)
    ).json<JobListResponse>();
    expect(card.items[0]?.location).toMatchObject({
      workModel: 'hybrid',
      remote: false,
      remoteCountries: [],
    });
  });

  it('reads jobs written before work models (the remote flag) as remote', async () => {
    const keyword = word();
    const id = await buildJob(db(), { organisationId: orgId, title: `Analyst ${keyword}`, remote: true });
    const res = await call(null, 'GET', `/jobs?keyword=${keyword}&workModel=remote`);
    expect(res.json<JobListResponse>().items.map((j) => j.id)).toEqual([id]);
  });
});
