import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProfileWriteResponse } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildJob, buildOrganisation, buildUser, ensureSkill } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();
const API = '/elevate-be/rest/api/job-seeker/profile';
const MISSING = '0f0f0f0f-0000-4000-8000-000000000000';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function call(cookie: string, method: Method, path: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `${API}${path}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function seeker(): Promise<{ id: string; cookie: string }> {
  const user = await buildUser(ctx.database.db);
  return { id: user.id, cookie: (await signIn(ctx.app, user.email, user.password)).cookie };
}

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { fields?: { field: string }[] }).fields?.map((f) => f.field) ?? [];

async function add(cookie: string, section: string, body: unknown): Promise<ProfileWriteResponse> {
  const res = await call(cookie, 'POST', `/${section}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ProfileWriteResponse>();
}

/** The profile as the GraphQL query reads it (the one reader of the profile). */
async function profile(cookie: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/profile/x/',
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify({
      query: `{ profile { percentageCompleted
        userProfile { title aboutMe isSearchable nationality }
        experiences { id jobTitle companyName dateFrom dateTo isCurrent location { country { countryCode } city { cityName } } }
        userSkills { id skill { skillName } skillLevelID }
        userCertifications { id certificationTitle } } }`,
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ data: { profile: unknown } | null; errors?: unknown }>();
  expect(body.errors, res.body).toBeUndefined();
  return body.data?.profile as {
    percentageCompleted: number;
    userProfile: {
      title: string | null;
      aboutMe: string | null;
      isSearchable: boolean;
      nationality: string | null;
    };
    experiences: {
      id: string;
      jobTitle: string;
      companyName: string;
      dateFrom: string;
      dateTo: string | null;
      isCurrent: boolean;
      location: { country: { countryCode: string } | null; city: { cityName: string } | null } | null;
    }[];
    userSkills: { id: string; skill: { skillName: string }; skillLevelID: number }[];
    userCertifications: { id: string; certificationTitle: string }[];
  };
}

const experience = (overrides: Record<string, unknown> = {}) => ({
  jobTitle: 'Backend Developer',
  companyName: 'Falcon Bay',
  dateFrom: '2021-03-01',
  dateTo: '2023-06-01',
  ...overrides,
});

async function muscat() {
  const db = ctx.database.db;
  const city = await db
    .selectFrom('cities')
    .select(['id', 'countryCode', 'stateId'])
    .where('nameEn', '=', 'Muscat')
    .executeTakeFirstOrThrow();
  const otherCountryCity = await db
    .selectFrom('cities')
    .select('id')
    .where('countryCode', '<>', city.countryCode)
    .executeTakeFirstOrThrow();
  return { city, otherCountryCity: otherCountryCity.id };
}

describe('the profile itself', () => {
  it('changes only the fields sent, and the completion follows', async () => {
    const me = await seeker();
    const before = await profile(me.cookie);
    const res = await call(me.cookie, 'PATCH', '', { title: 'Data engineer', aboutMe: 'I build pipelines.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ percentageCompleted: number }>().percentageCompleted).toBe(
      before.percentageCompleted + 20,
    );
    const after = await profile(me.cookie);
    expect(after.userProfile).toMatchObject({ title: 'Data engineer', aboutMe: 'I build pipelines.' });
    expect(after.userProfile.isSearchable).toBe(before.userProfile.isSearchable);

    // null clears; an unknown country and a someone else's file are refused, naming each field
    expect((await call(me.cookie, 'PATCH', '', { aboutMe: null })).statusCode).toBe(200);
    expect((await profile(me.cookie)).userProfile.aboutMe).toBeNull();
    const other = await buildUser(ctx.database.db);
    const file = await ctx.database.db
      .insertInto('files')
      .values({
        ownerId: other.id,
        storageKey: `test/${randomUUID()}`,
        filename: 'x.png',
        contentType: 'image/png',
        sizeBytes: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bad = await call(me.cookie, 'PATCH', '', { nationality: 'XX', photo: { id: file.id } });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(['body.nationality', 'body.photo.id']);
  });

  it('refuses an empty change, a bad phone and a date of birth in the future (400 naming the field)', async () => {
    const me = await seeker();
    expect((await call(me.cookie, 'PATCH', '', {})).statusCode).toBe(400);
    const res = await call(me.cookie, 'PATCH', '', { phoneMobile: 'call me', dateOfBirth: '2090-01-01' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body).sort()).toEqual(['body.dateOfBirth', 'body.phoneMobile']);
  });

  it('turns searchable off and on, and the recruiters follow it', async () => {
    const me = await seeker();
    expect((await call(me.cookie, 'PATCH', '', { isSearchable: false })).statusCode).toBe(200);
    expect((await profile(me.cookie)).userProfile.isSearchable).toBe(false);
    const row = await ctx.database.db
      .selectFrom('profiles')
      .select(['isSearchable', 'fitChangedAt'])
      .where('userId', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(row.isSearchable).toBe(false);
  });
});

describe('a sub-list: experiences', () => {
  it('adds, replaces, orders and removes entries; the completion follows', async () => {
    const me = await seeker();
    const start = (await profile(me.cookie)).percentageCompleted;
    const { city } = await muscat();
    const first = await add(me.cookie, 'experiences', {
      ...experience(),
      location: { countryCode: city.countryCode, cityId: city.id },
    });
    expect(first.percentageCompleted).toBe(start + 15);
    const second = await add(
      me.cookie,
      'experiences',
      experience({ jobTitle: 'Lead', dateFrom: '2023-07-01', dateTo: null, isCurrent: true }),
    );

    let read = await profile(me.cookie);
    // unordered: newest first
    expect(read.experiences.map((e) => e.id)).toEqual([second.id, first.id]);
    expect(read.experiences[1]?.location?.city?.cityName).toBe('Muscat');

    const replaced = await call(
      me.cookie,
      'PUT',
      `/experiences/${first.id}`,
      experience({ jobTitle: 'Senior Backend Developer' }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    read = await profile(me.cookie);
    const again = read.experiences.find((e) => e.id === first.id);
    expect(again?.jobTitle).toBe('Senior Backend Developer');
    // replace means the whole entry: the place not sent is gone
    expect(again?.location?.city ?? null).toBeNull();

    const order = await call(me.cookie, 'PUT', '/experiences/order', { ids: [first.id, second.id] });
    expect(order.statusCode, order.body).toBe(200);
    expect((await profile(me.cookie)).experiences.map((e) => e.id)).toEqual([first.id, second.id]);
    // a new entry goes last once the list has an order
    const third = await add(
      me.cookie,
      'experiences',
      experience({ jobTitle: 'Intern', dateFrom: '2019-01-01', dateTo: '2019-06-01' }),
    );
    expect((await profile(me.cookie)).experiences.map((e) => e.id)).toEqual([first.id, second.id, third.id]);

    for (const id of [first.id, second.id, third.id]) {
      const res = await call(me.cookie, 'DELETE', `/experiences/${id}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await profile(me.cookie)).percentageCompleted).toBe(start);
  });

  it('refuses a bad entry with a 400 naming each field, and changes nothing', async () => {
    const me = await seeker();
    const { city, otherCountryCity } = await muscat();
    const bad = await call(me.cookie, 'POST', '/experiences', {
      jobTitle: '',
      companyName: 'X',
      dateFrom: '2022-05-01',
      dateTo: '2021-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(['body.dateTo', 'body.jobTitle']);

    const current = await call(me.cookie, 'POST', '/experiences', experience({ isCurrent: true }));
    expect(current.statusCode).toBe(400);
    expect(fieldsOf(current.body)).toEqual(['body.dateTo']);

    const places = await call(me.cookie, 'POST', '/experiences', {
      ...experience(),
      industry: { id: MISSING },
      location: { countryCode: city.countryCode, cityId: otherCountryCity },
    });
    expect(places.statusCode).toBe(400);
    expect(fieldsOf(places.body).sort()).toEqual(['body.industry.id', 'body.location.cityId']);
    expect((await profile(me.cookie)).experiences).toEqual([]);
  });

  it("answers 404 for another seeker's entry, and leaves it as it was", async () => {
    const owner = await seeker();
    const other = await seeker();
    const mine = await add(owner.cookie, 'experiences', experience());
    expect(
      (await call(other.cookie, 'PUT', `/experiences/${mine.id}`, experience({ jobTitle: 'Taken' })))
        .statusCode,
    ).toBe(404);
    expect((await call(other.cookie, 'DELETE', `/experiences/${mine.id}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'PUT', '/experiences/order', { ids: [mine.id] })).statusCode).toBe(400);
    expect((await profile(owner.cookie)).experiences.map((e) => e.jobTitle)).toEqual(['Backend Developer']);
  });

  it('orders only with every entry named once', async () => {
    const me = await seeker();
    const a = await add(me.cookie, 'experiences', experience());
    await add(me.cookie, 'experiences', experience({ jobTitle: 'B' }));
    expect((await call(me.cookie, 'PUT', '/experiences/order', { ids: [a.id] })).statusCode).toBe(400);
    expect((await call(me.cookie, 'PUT', '/experiences/order', { ids: [a.id, a.id] })).statusCode).toBe(400);
  });
});

describe('the other sub-lists', () => {
  it('keeps a skill once, with its level, and the fit input changes', async () => {
    const me = await seeker();
    const skill = await ensureSkill(ctx.database.db, `Kotlin ${randomUUID().slice(0, 6)}`);
    const stampBefore = (
      await ctx.database.db
        .selectFrom('profiles')
        .select('fitChangedAt')
        .where('userId', '=', me.id)
        .executeTakeFirstOrThrow()
    ).fitChangedAt;
    const added = await add(me.cookie, 'skills', { skill: { id: skill }, level: 4 });
    const twice = await call(me.cookie, 'POST', '/skills', { skill: { id: skill }, level: 2 });
    expect(twice.statusCode).toBe(409);
    expect(fieldsOf(twice.body)).toEqual(['body.skill.id']);
    expect(
      (await call(me.cookie, 'PUT', `/skills/${added.id}`, { skill: { id: skill }, level: 5 })).statusCode,
    ).toBe(200);
    const read = await profile(me.cookie);
    expect(read.userSkills).toHaveLength(1);
    expect(read.userSkills[0]?.skillLevelID).toBe(5);
    // the sourcing pool re-scores a profile stamped after its scan
    const stampAfter = (
      await ctx.database.db
        .selectFrom('profiles')
        .select('fitChangedAt')
        .where('userId', '=', me.id)
        .executeTakeFirstOrThrow()
    ).fitChangedAt;
    expect(new Date(stampAfter).getTime()).toBeGreaterThan(new Date(stampBefore).getTime());
    expect((await call(me.cookie, 'POST', '/skills', { skill: { id: MISSING }, level: 3 })).statusCode).toBe(
      400,
    );
  });

  it('writes each list without references: certifications, awards, trainings, volunteering, links, medical', async () => {
    const me = await seeker();
    const bodies: Record<string, unknown> = {
      certifications: {
        certificationTitle: 'AWS Solutions Architect',
        issuedBy: 'Amazon',
        issuedDate: '2024-02-01',
      },
      awards: { awardTitle: 'Employee of the year' },
      trainings: { trainingName: 'Kubernetes', startDate: '2023-01-01', endDate: '2023-02-01' },
      'volunteer-works': { title: 'Code club', link: 'codeclub.example.org' },
      'online-profiles': { linkedin: 'linkedin.com/in/someone' },
      'medical-infos': { bloodGroup: 'A+', height: 172 },
    };
    for (const [section, body] of Object.entries(bodies)) await add(me.cookie, section, body);
    const db = ctx.database.db;
    const link = await db
      .selectFrom('onlineProfiles')
      .select('linkedin')
      .where('userId', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(link.linkedin).toBe('https://linkedin.com/in/someone');
    const medical = await db
      .selectFrom('medicalInfos')
      .select(['height', 'heightUnit'])
      .where('userId', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(medical).toMatchObject({ heightUnit: 'cm' });
    expect((await profile(me.cookie)).userCertifications.map((c) => c.certificationTitle)).toEqual([
      'AWS Solutions Architect',
    ]);

    const badLink = await call(me.cookie, 'POST', '/online-profiles', { linkedin: 'javascript:alert(1)' });
    expect(badLink.statusCode).toBe(400);
    expect(fieldsOf(badLink.body)).toEqual(['body.linkedin']);
  });

  it('refuses the 51st entry of a list (409) and keeps the 50', async () => {
    const me = await seeker();
    for (let i = 0; i < 50; i += 1) await add(me.cookie, 'awards', { awardTitle: `Award ${i}` });
    const res = await call(me.cookie, 'POST', '/awards', { awardTitle: 'One too many' });
    expect(res.statusCode).toBe(409);
    const count = await ctx.database.db
      .selectFrom('awards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(50);
  });

  it('lets only job seekers write a profile', async () => {
    const organisationId = await buildOrganisation(ctx.database.db);
    const recruiter = await buildUser(ctx.database.db, { memberships: [{ organisationId, role: 'hr' }] });
    const cookie = (await signIn(ctx.app, recruiter.email, recruiter.password)).cookie;
    expect((await call(cookie, 'POST', '/awards', { awardTitle: 'No' })).statusCode).toBe(403);
  });
});

describe('the sub-lists with files', () => {
  async function ownFile(ownerId: string, contentType: string) {
    const row = await ctx.database.db
      .insertInto('files')
      .values({ ownerId, storageKey: `test/${randomUUID()}`, filename: 'f', contentType, sizeBytes: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('keeps a project with its skills and files, replaced together with it', async () => {
    const me = await seeker();
    const go = await ensureSkill(ctx.database.db, `Go ${randomUUID().slice(0, 6)}`);
    const sql = await ensureSkill(ctx.database.db, `SQL ${randomUUID().slice(0, 6)}`);
    const pdf = await ownFile(me.id, 'application/pdf');
    const cover = await ownFile(me.id, 'image/png');
    const project = await add(me.cookie, 'projects', {
      projectTitle: 'Payments ledger',
      projectUrl: 'github.com/me/ledger',
      cover: { id: cover },
      skills: [{ id: go }, { id: sql }],
      attachments: [{ id: pdf }],
    });
    const db = ctx.database.db;
    const skillsOf = async () =>
      (
        await db
          .selectFrom('projectUsedSkills')
          .select('skillId')
          .where('projectId', '=', project.id)
          .execute()
      )
        .map((r) => r.skillId)
        .sort();
    expect(await skillsOf()).toEqual([go, sql].sort());
    const replaced = await call(me.cookie, 'PUT', `/projects/${project.id}`, {
      projectTitle: 'Payments ledger',
      skills: [{ id: sql }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await skillsOf()).toEqual([sql]);
    const attachments = await db
      .selectFrom('projectAttachments')
      .select('fileId')
      .where('projectId', '=', project.id)
      .execute();
    expect(attachments).toEqual([]);
  });

  it("refuses another user's file, a file of the wrong kind, and an unknown skill, naming each", async () => {
    const me = await seeker();
    const other = await seeker();
    const theirs = await ownFile(other.id, 'application/pdf');
    const picture = await ownFile(me.id, 'image/png');
    const res = await call(me.cookie, 'POST', '/projects', {
      projectTitle: 'X',
      cover: { id: theirs },
      skills: [{ id: MISSING }],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body).sort()).toEqual(['body.cover.id', 'body.skills.0.id']);
    const video = await call(me.cookie, 'POST', '/video-cvs', { file: { id: picture } });
    expect(video.statusCode).toBe(400);
    expect(fieldsOf(video.body)).toEqual(['body.file.id']);
    const document = await call(me.cookie, 'POST', '/documents', {
      documentType: 'passport',
      file: { id: theirs },
    });
    expect(document.statusCode).toBe(400);
  });

  it('keeps one default video CV: a new default takes the mark from the old', async () => {
    const me = await seeker();
    const first = await add(me.cookie, 'video-cvs', {
      file: { id: await ownFile(me.id, 'video/mp4') },
      isDefault: true,
    });
    const second = await add(me.cookie, 'video-cvs', {
      file: { id: await ownFile(me.id, 'video/webm') },
      isDefault: true,
    });
    const rows = await ctx.database.db
      .selectFrom('profileVideoCvs')
      .select(['id', 'isDefault'])
      .where('userId', '=', me.id)
      .orderBy('isDefault', 'desc')
      .execute();
    expect(rows).toEqual([
      { id: second.id, isDefault: true },
      { id: first.id, isDefault: false },
    ]);
  });

  it('writes signatures (an image or a text), documents, sections and settings once each', async () => {
    const me = await seeker();
    expect((await call(me.cookie, 'POST', '/signatures', { title: 'Empty' })).statusCode).toBe(400);
    await add(me.cookie, 'signatures', { title: 'Formal', text: 'M. Haddad', font: 'Caveat' });
    await add(me.cookie, 'documents', {
      documentType: 'degree',
      file: { id: await ownFile(me.id, 'application/pdf') },
    });
    const db = ctx.database.db;
    const section = await db.selectFrom('sectionKeys').select('id').executeTakeFirstOrThrow();
    await add(me.cookie, 'sections', { section: { id: section.id }, sectionValue: 'Open to relocation.' });
    expect(
      (await call(me.cookie, 'POST', '/sections', { section: { id: section.id }, sectionValue: 'Again' }))
        .statusCode,
    ).toBe(409);
    const setting = await db.selectFrom('settingKeys').select('id').executeTakeFirstOrThrow();
    await add(me.cookie, 'settings', { setting: { id: setting.id }, settingValue: 'true' });
  });
});

describe('a profile change reaches the fit at once', () => {
  it("moves the seeker's own fit and the recruiter's sourcing pool with the next request", async () => {
    const db = ctx.database.db;
    const organisationId = await buildOrganisation(db);
    const name = `Elixir ${randomUUID().slice(0, 6)}`;
    const jobId = await buildJob(db, { organisationId, skills: [name] });
    const me = await seeker();
    const recruiter = await buildUser(db, { memberships: [{ organisationId, role: 'hr' }] });
    const recruiterCookie = (await signIn(ctx.app, recruiter.email, recruiter.password)).cookie;
    const subject = (
      await db.selectFrom('users').select('subject').where('id', '=', me.id).executeTakeFirstOrThrow()
    ).subject;

    const fit = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/elevate-be/rest/api/job-seeker/job/${jobId}/fit`,
        headers: { cookie: me.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ fit: { percent: number } }>().fit.percent;
    };
    const pooled = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/elevate-be/rest/api/hr/wf/job/${jobId}/sourcing-pool?limit=50`,
        headers: { cookie: recruiterCookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const item = res
        .json<{ items: { candidate: { subject: string }; fit: { percent: number } }[] }>()
        .items.find((i) => i.candidate.subject === subject);
      return item?.fit.percent;
    };

    // searchable, so the pool may list them
    expect((await call(me.cookie, 'PATCH', '', { isSearchable: true })).statusCode).toBe(200);
    const before = await fit();
    const poolBefore = await pooled();
    expect(poolBefore).toBe(before);

    const skill = await db
      .selectFrom('skills')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    await add(me.cookie, 'skills', { skill: { id: skill.id }, level: 5 });
    const after = await fit();
    expect(after).toBeGreaterThan(before);
    expect(await pooled()).toBe(after);

    // hidden from recruiters: out of the pool at once
    expect((await call(me.cookie, 'PATCH', '', { isSearchable: false })).statusCode).toBe(200);
    expect(await pooled()).toBeUndefined();
  });
});
