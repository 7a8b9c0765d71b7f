import { describe, expect, it } from 'vitest';
import {
  type Address,
  type AddressListResponse,
  type JobRoleConfig,
  type JobRoleConfigListResponse,
  type JobRoleListResponse,
  jobRoles,
  type MeResponse,
  type PlatformRoleListResponse,
  roles,
} from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildCity, buildJob, ensureCountry } from '../../test/factories.js';
import { fieldsOf, MISSING, routeKit } from '../../test/pipeline-world.js';
import { jobRolesOf } from './job-roles.js';

const ctx = useTestApp();
const { person, call, organisation } = routeKit(ctx);

describe('addresses', () => {
  it('adds, replaces and lists an organisation’s addresses, one primary at a time', async () => {
    const o = await organisation();
    const cityId = await buildCity(ctx.database.db);
    const head = await call(o.admin, 'POST', '/hr/address/upsert', {
      orgId: o.orgId,
      label: 'Head office',
      line1: 'Way 3021, building 7',
      countryCode: 'om',
      cityId,
      phone: '+968 2412 3456',
      isPrimary: true,
    });
    expect(head.statusCode, head.body).toBe(201);
    const headOffice = head.json<Address>();
    expect(headOffice).toMatchObject({
      orgId: o.orgId,
      countryCode: 'OM',
      cityId,
      isPrimary: true,
      line2: null,
    });

    const branch = await call(o.admin, 'POST', '/hr/address/upsert', {
      orgId: o.orgId,
      label: 'Branch',
      line1: 'Sultan Qaboos Street',
      countryCode: 'OM',
      line2: '',
    });
    expect(branch.statusCode, branch.body).toBe(201);
    expect(branch.json<Address>()).toMatchObject({ isPrimary: false, line2: null });

    // making the branch primary makes the head office an ordinary address, in one step
    const promoted = await call(o.admin, 'POST', '/hr/address/upsert', {
      id: branch.json<Address>().id,
      orgId: o.orgId,
      label: 'Main branch',
      line1: 'Sultan Qaboos Street',
      countryCode: 'OM',
      isPrimary: true,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<Address>()).toMatchObject({ label: 'Main branch', isPrimary: true });

    // every member reads them, the primary one first
    for (const who of [o.admin, o.recruiter, o.publisher]) {
      const list = await call(who, 'GET', `/hr/address/list?orgId=${o.orgId}`);
      expect(list.statusCode, list.body).toBe(200);
      const { addresses } = list.json<AddressListResponse>();
      expect(addresses.map((a) => [a.label, a.isPrimary])).toEqual([
        ['Main branch', true],
        ['Head office', false],
      ]);
    }
  });

  it('refuses bad input naming each field, and a city of another country', async () => {
    const o = await organisation();
    const bad = await call(o.admin, 'POST', '/hr/address/upsert', {
      orgId: 'nope',
      label: '',
      line1: 'x'.repeat(201),
      countryCode: 'Oman',
      phone: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(
      ['body.countryCode', 'body.label', 'body.line1', 'body.orgId', 'body.phone'].sort(),
    );
    await ensureCountry(ctx.database.db, 'AE');
    const elsewhere = await buildCity(ctx.database.db, { countryCode: 'AE' });
    const wrongCity = await call(o.admin, 'POST', '/hr/address/upsert', {
      orgId: o.orgId,
      label: 'Office',
      line1: 'Street 1',
      countryCode: 'OM',
      cityId: elsewhere,
    });
    expect(wrongCity.statusCode).toBe(400);
    expect(fieldsOf(wrongCity.body)).toEqual(['body.cityId']);
    const noCountry = await call(o.admin, 'POST', '/hr/address/upsert', {
      orgId: o.orgId,
      label: 'Office',
      line1: 'Street 1',
      countryCode: 'ZZ',
    });
    expect(noCountry.statusCode).toBe(400);
    expect(fieldsOf(noCountry.body)).toEqual(['body.countryCode']);
  });

  it('keeps another organisation’s addresses out of reach (404), and upserting to its admin', async () => {
    const o = await organisation();
    const made = await call(o.admin, 'POST', '/hr/address/upsert', {
      orgId: o.orgId,
      label: 'Office',
      line1: 'Street 1',
      countryCode: 'OM',
    });
    const address = made.json<Address>();
    // the other organisation's admin: not their organisation, not their address
    expect((await call(o.outsider, 'GET', `/hr/address/list?orgId=${o.orgId}`)).statusCode).toBe(404);
    const hijack = await call(o.outsider, 'POST', '/hr/address/upsert', {
      id: address.id,
      orgId: o.otherOrgId,
      label: 'Mine now',
      line1: 'Street 1',
      countryCode: 'OM',
    });
    expect(hijack.statusCode).toBe(404);
    expect(
      (await call(o.outsider, 'POST', '/hr/address/upsert', { ...address, orgId: o.orgId })).statusCode,
    ).toBe(404);
    // a recruiter or publisher of the organisation may read but not change; a seeker may do neither
    for (const who of [o.recruiter, o.publisher, o.seeker]) {
      const res = await call(who, 'POST', '/hr/address/upsert', { ...address, label: 'Changed' });
      expect(res.statusCode).toBe(403);
    }
    expect((await call(o.seeker, 'GET', `/hr/address/list?orgId=${o.orgId}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/hr/address/list?orgId=${o.orgId}`)).statusCode).toBe(401);
    const missing = await call(o.admin, 'POST', '/hr/address/upsert', {
      id: MISSING,
      orgId: o.orgId,
      label: 'Office',
      line1: 'Street 1',
      countryCode: 'OM',
    });
    expect(missing.statusCode).toBe(404);
    const list = (
      await call(o.admin, 'GET', `/hr/address/list?orgId=${o.orgId}`)
    ).json<AddressListResponse>();
    expect(list.addresses.map((a) => a.label)).toEqual(['Office']);
  });
});

describe('per-job roles', () => {
  it('lists the per-job roles with labels in three languages', async () => {
    const o = await organisation();
    const res = await call(o.recruiter, 'GET', '/hr/configure/roles');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<JobRoleListResponse>();
    expect(list.roles.map((r) => r.role)).toEqual([...jobRoles]);
    for (const r of list.roles) {
      expect(r.label.en).not.toBe('');
      expect(r.label.zh).toMatch(/[\u4e00-\u9fff]/u);
      expect(r.label.ar).toMatch(/[\u0600-\u06ff]/u);
    }
    expect((await call(o.seeker, 'GET', '/hr/configure/roles')).statusCode).toBe(403);
    expect((await call(o.publisher, 'GET', '/hr/configure/roles')).statusCode).toBe(403);
  });

  it('gives members roles on a job (by id or subject), lists them and takes them away', async () => {
    const o = await organisation();
    const db = ctx.database.db;
    const jobId = await buildJob(db, { organisationId: o.orgId });
    const byId = await call(o.admin, 'POST', '/hr/configure/update', {
      jobId,
      userId: o.recruiter.id,
      role: 'hiring_manager',
    });
    expect(byId.statusCode, byId.body).toBe(201);
    expect(byId.json<JobRoleConfig>()).toMatchObject({
      jobId,
      userId: o.recruiter.id,
      subject: o.recruiter.subject,
      role: 'hiring_manager',
    });
    // the same again answers the same configuration
    const again = await call(o.admin, 'POST', '/hr/configure/update', {
      jobId,
      userId: o.recruiter.id,
      role: 'hiring_manager',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<JobRoleConfig>().id).toBe(byId.json<JobRoleConfig>().id);
    // a publisher member as the job's interviewer, named by subject
    const bySubject = await call(o.admin, 'POST', '/hr/configure/update', {
      jobId,
      subject: o.publisher.subject,
      role: 'interviewer',
    });
    expect(bySubject.statusCode, bySubject.body).toBe(201);
    expect(await jobRolesOf(db, o.publisher.id, jobId)).toEqual(['interviewer']);
    expect(await jobRolesOf(db, o.recruiter.id, jobId)).toEqual(['hiring_manager']);
    expect(await jobRolesOf(db, o.admin.id, jobId)).toEqual([]);

    const list = await call(o.recruiter, 'GET', `/hr/configure/list/${jobId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json<JobRoleConfigListResponse>()
        .configs.map((c) => [c.userId, c.role])
        .sort(),
    ).toEqual(
      [
        [o.recruiter.id, 'hiring_manager'],
        [o.publisher.id, 'interviewer'],
      ].sort(),
    );

    const removed = await call(
      o.admin,
      'DELETE',
      `/hr/configure/delete/${bySubject.json<JobRoleConfig>().id}`,
    );
    expect(removed.statusCode).toBe(204);
    expect(await jobRolesOf(db, o.publisher.id, jobId)).toEqual([]);
    // a second time: gone
    expect(
      (await call(o.admin, 'DELETE', `/hr/configure/delete/${bySubject.json<JobRoleConfig>().id}`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses someone outside the organisation, bad input, the wrong role and another organisation', async () => {
    const o = await organisation();
    const db = ctx.database.db;
    const jobId = await buildJob(db, { organisationId: o.orgId });
    const otherJob = await buildJob(db, { organisationId: o.otherOrgId });
    // a job seeker, and the other organisation's member, are no members of this one
    for (const userId of [o.seeker.id, o.outsider.id]) {
      const res = await call(o.admin, 'POST', '/hr/configure/update', { jobId, userId, role: 'interviewer' });
      expect(res.statusCode).toBe(404);
    }
    const bad = await call(o.admin, 'POST', '/hr/configure/update', { jobId: 'x', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(['body.jobId', 'body.role']);
    const both = await call(o.admin, 'POST', '/hr/configure/update', {
      jobId,
      userId: o.recruiter.id,
      subject: o.recruiter.subject,
      role: 'recruiter',
    });
    expect(both.statusCode).toBe(400);
    expect(fieldsOf(both.body)).toEqual(['body.userId']);
    // only the admin configures
    const byRecruiter = await call(o.recruiter, 'POST', '/hr/configure/update', {
      jobId,
      userId: o.recruiter.id,
      role: 'recruiter',
    });
    expect(byRecruiter.statusCode).toBe(403);
    // another organisation's job, list and configuration: not found
    const made = (
      await call(o.admin, 'POST', '/hr/configure/update', {
        jobId,
        userId: o.recruiter.id,
        role: 'recruiter',
      })
    ).json<JobRoleConfig>();
    expect(
      (
        await call(o.outsider, 'POST', '/hr/configure/update', {
          jobId,
          userId: o.outsider.id,
          role: 'recruiter',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(o.outsider, 'GET', `/hr/configure/list/${jobId}`)).statusCode).toBe(404);
    expect((await call(o.outsider, 'DELETE', `/hr/configure/delete/${made.id}`)).statusCode).toBe(404);
    expect(
      (
        await call(o.admin, 'POST', '/hr/configure/update', {
          jobId: otherJob,
          userId: o.recruiter.id,
          role: 'recruiter',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(o.recruiter, 'GET', `/hr/configure/list/${MISSING}`)).statusCode).toBe(404);
    expect((await call(o.publisher, 'GET', `/hr/configure/list/${jobId}`)).statusCode).toBe(403);
    expect(await jobRolesOf(db, o.recruiter.id, jobId)).toEqual(['recruiter']);
  });
});

describe('the platform’s roles', () => {
  it('lists every role with its scope and labels, to any signed-in account', async () => {
    const seeker = await person();
    const res = await call(seeker, 'GET', '/roles');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<PlatformRoleListResponse>();
    expect(list.roles.map((r) => r.role).sort()).toEqual([...roles].sort());
    expect(list.roles.find((r) => r.role === 'hr_admin')).toMatchObject({ scope: 'organisation' });
    expect(list.roles.find((r) => r.role === 'jobseeker')).toMatchObject({ scope: 'platform' });
    expect((await call(null, 'GET', '/roles')).statusCode).toBe(401);
    expect(list.roles.find((r) => r.role === 'member')).toEqual({
      role: 'member',
      scope: 'organisation',
      label: { en: 'Organisation member', zh: '机构成员', ar: 'عضو في المؤسسة' },
    });
  });
});

describe('a plain member of the organisation', () => {
  it('is given per-job roles, and holds nothing else of the organisation', async () => {
    const o = await organisation();
    const db = ctx.database.db;
    const jobId = await buildJob(db, { organisationId: o.orgId, status: 'draft' });
    const given = await call(o.admin, 'POST', '/hr/configure/update', {
      jobId,
      subject: o.member.subject,
      role: 'interviewer',
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(await jobRolesOf(db, o.member.id, jobId)).toEqual(['interviewer']);
    const me = await ctx.app.inject({ method: 'GET', url: '/uaa/me', headers: { cookie: o.member.cookie } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<MeResponse>()).toMatchObject({
      roles: ['member'],
      primaryRole: 'member',
      organisations: [{ id: o.orgId, roles: ['member'] }],
    });
    // no recruiter's, publisher's or admin's calls: 403 (not a member's role)
    for (const [method, path] of [
      ['GET', `/hr/address/list?orgId=${o.orgId}`],
      ['GET', `/hr/configure/list/${jobId}`],
      ['GET', '/hr/configure/roles'],
      ['GET', '/hr/job'],
      ['GET', `/hr/job/${jobId}`],
      ['GET', '/publisher/job'],
      ['POST', `/hr/my/job/${jobId}/publish`],
    ] as const) {
      expect((await call(o.member, method, path)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect(
      (
        await call(o.member, 'POST', '/hr/configure/update', {
          jobId,
          subject: o.member.subject,
          role: 'hiring_manager',
        })
      ).statusCode,
    ).toBe(403);
    const job = await db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('draft');
  });
});
