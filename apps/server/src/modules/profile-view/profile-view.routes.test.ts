import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfileViewResponse } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import {
  buildCategory,
  buildJob,
  buildOrganisation,
  ensureCountry,
  ensureSkill,
} from '../../test/factories.js';
import { API, type Person, routeKit } from '../../test/pipeline-world.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const { person, call, ok } = routeKit(ctx);

const view = (who: Person | null, subject: string) =>
  call(who, 'GET', `/profile/${encodeURIComponent(subject)}`);

/** The view with the `language` cookie the web app sets. */
const viewIn = (who: Person, subject: string, language: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `${API}/profile/${encodeURIComponent(subject)}`,
    headers: { cookie: `${who.cookie}; language=${language}` },
  });

/** A seeker with something in every part of the profile, private things included. */
async function seeker(options: { searchable: boolean }): Promise<Person> {
  const user = await person();
  await ensureCountry(db(), 'OM');
  await db()
    .updateTable('profiles')
    .set({
      isSearchable: options.searchable,
      countryCode: 'OM',
      title: 'Data engineer',
      aboutMe: 'I build data pipelines.',
      phoneMobile: '+96890000002',
      email: `${user.subject}@seeker.test`,
      residentCardNo: '99887766',
      dateOfBirth: '1990-04-05',
      gender: 'female',
      yearsOfExperience: 7,
    })
    .where('userId', '=', user.id)
    .execute();
  const userId = user.id;
  await db()
    .insertInto('userSkills')
    .values([
      { userId, skillId: await ensureSkill(db(), 'SQL'), level: 5 },
      { userId, skillId: await ensureSkill(db(), 'Python'), level: 4 },
    ])
    .execute();
  await db()
    .insertInto('experiences')
    .values({ userId, jobTitle: 'Analyst', companyName: 'Acme', dateFrom: '2020-01-01', isCurrent: true })
    .execute();
  await db()
    .insertInto('certifications')
    .values({ userId, certificationTitle: 'Cloud Practitioner', issuedBy: 'AWS' })
    .execute();
  await db()
    .insertInto('projects')
    .values([
      { userId, projectTitle: 'Open data portal', isPrivate: false },
      { userId, projectTitle: 'Secret merger model', isPrivate: true },
    ])
    .execute();
  await db()
    .insertInto('volunteerWorks')
    .values([
      { userId, title: 'Beach clean-up', isPrivate: false },
      { userId, title: 'Private mentoring', isPrivate: true },
    ])
    .execute();
  await db()
    .insertInto('medicalInfos')
    .values({ userId, bloodGroup: 'AB-', medicalCondition: 'Asthma-condition-secret' })
    .execute();
  return user;
}

async function skillId(who: Person, name: string): Promise<string> {
  const row = await db()
    .selectFrom('userSkills as us')
    .innerJoin('skills as s', 's.id', 'us.skillId')
    .select('s.id')
    .where('us.userId', '=', who.id)
    .where('s.name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `writer` recommends `owner` and endorses their skill, and the owner answers both with `status`. */
async function note(
  writer: Person,
  owner: Person,
  description: string,
  skill: string,
  status: 'approved' | 'declined' | null,
): Promise<void> {
  const rec = await call(writer, 'POST', `/profile/${owner.subject}/recommendations`, { description });
  expect(rec.statusCode, rec.body).toBe(201);
  const end = await call(writer, 'POST', `/profile/${owner.subject}/endorsements`, {
    skill: { id: await skillId(owner, skill) },
  });
  expect(end.statusCode, end.body).toBe(201);
  if (status === null) return;
  for (const [kind, res] of [
    ['recommendations', rec],
    ['endorsements', end],
  ] as const) {
    const answer = await call(owner, 'PUT', `/job-seeker/profile/${kind}/${res.json<{ id: string }>().id}`, {
      status,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
}

let searchable: Person;
let hidden: Person;
let other: Person;
let approver: Person;
let decliner: Person;
let waiter: Person;
let hrA: Person;
let hrB: Person;
let jobA: string;

beforeAll(async () => {
  const orgA = await buildOrganisation(db(), { name: 'Viewers A' });
  const orgB = await buildOrganisation(db(), { name: 'Viewers B' });
  const categoryId = await buildCategory(db());
  jobA = await buildJob(db(), { organisationId: orgA, categoryId });
  hrA = await person({ memberships: [{ organisationId: orgA, role: 'hr' }] });
  hrB = await person({ memberships: [{ organisationId: orgB, role: 'hr' }] });
  searchable = await seeker({ searchable: true });
  hidden = await seeker({ searchable: false });
  other = await person();
  approver = await person({ fullName: 'Approved Colleague' });
  decliner = await person({ fullName: 'Declined Colleague' });
  waiter = await person({ fullName: 'Waiting Colleague' });
  await note(approver, searchable, 'An approved note about a careful engineer.', 'SQL', 'approved');
  await note(decliner, searchable, 'A declined note that nobody else may read.', 'SQL', 'declined');
  await note(waiter, searchable, 'A pending note that nobody else may read yet.', 'Python', null);
});

/** What no one but the owner may ever read in an answer. */
const NEVER = ['99887766', '1990-04-05', 'female', 'Asthma-condition-secret', 'AB-'];

describe('GET /api/profile/{subject}', () => {
  it('shows a searchable profile to another seeker: no contact, no private items, only approved notes', async () => {
    const res = await view(other, searchable.subject);
    expect(res.statusCode, res.body).toBe(200);
    for (const secret of [
      ...NEVER,
      '+96890000002',
      '@seeker.test',
      'Secret merger model',
      'Private mentoring',
    ])
      expect(res.body).not.toContain(secret);
    for (const note of ['declined note', 'pending note', 'Declined Colleague', 'Waiting Colleague'])
      expect(res.body).not.toContain(note);
    const answer = res.json<ProfileViewResponse>();
    expect(answer).toMatchObject({
      subject: searchable.subject,
      title: 'Data engineer',
      about: 'I build data pipelines.',
      yearsOfExperience: 7,
      own: false,
      canRecommend: true,
      contact: null,
    });
    expect(answer.place?.countryCode).toBe('OM');
    expect(answer.experiences).toEqual([
      expect.objectContaining({ jobTitle: 'Analyst', companyName: 'Acme' }),
    ]);
    expect(answer.certifications).toEqual([
      expect.objectContaining({ title: 'Cloud Practitioner', issuedBy: 'AWS' }),
    ]);
    expect(answer.projects.map((p) => p.title)).toEqual(['Open data portal']);
    expect(answer.volunteerWorks.map((v) => v.title)).toEqual(['Beach clean-up']);
    expect(answer.recommendations).toEqual([
      expect.objectContaining({
        description: 'An approved note about a careful engineer.',
        recommender: expect.objectContaining({ fullName: 'Approved Colleague' }) as unknown,
      }),
    ]);
    // SQL: one approved endorsement and one declined; Python: one pending
    const skills = Object.fromEntries(answer.skills.map((s) => [s.skill.name, s]));
    expect(skills.SQL).toMatchObject({ level: 5, endorsementCount: 1, endorsedByMe: false });
    expect(skills.Python).toMatchObject({ level: 4, endorsementCount: 0, endorsedByMe: false });
  });

  it('tells the caller which skills they endorsed, whatever the owner answered', async () => {
    const skills = (who: Person) =>
      ok<ProfileViewResponse>(view(who, searchable.subject)).then((a) =>
        Object.fromEntries(a.skills.map((s) => [s.skill.name, s.endorsedByMe])),
      );
    expect(await skills(approver)).toEqual({ SQL: true, Python: false });
    expect(await skills(waiter)).toEqual({ SQL: false, Python: true });
  });

  it("names reference data in the caller's language", async () => {
    const country = await db()
      .selectFrom('countries')
      .select(['nameEn', 'nameAr'])
      .where('code', '=', 'OM')
      .executeTakeFirstOrThrow();
    expect((await ok<ProfileViewResponse>(view(other, searchable.subject))).place?.countryName).toBe(
      country.nameEn,
    );
    expect((await ok<ProfileViewResponse>(viewIn(other, searchable.subject, 'ar'))).place?.countryName).toBe(
      country.nameAr,
    );
  });

  it('hides a profile that is not searchable from strangers, and shows it with contact to a recruiter of an organisation they applied to', async () => {
    expect((await view(other, hidden.subject)).statusCode).toBe(404);
    expect((await view(hrA, hidden.subject)).statusCode).toBe(404);
    const applied = await call(hidden, 'POST', `/job-seeker/job/${jobA}/apply`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    const res = await view(hrA, hidden.subject);
    expect(res.statusCode, res.body).toBe(200);
    for (const secret of [...NEVER, 'Secret merger model', 'Private mentoring'])
      expect(res.body).not.toContain(secret);
    expect(res.json<ProfileViewResponse>().contact).toEqual({
      email: `${hidden.subject}@seeker.test`,
      phone: '+96890000002',
    });
    // the recruiter sees the applicant, but notes go only on profiles recruiters can find
    expect(res.json<ProfileViewResponse>().canRecommend).toBe(false);
    // another organisation's recruiter and other seekers still find nobody
    expect((await view(hrB, hidden.subject)).statusCode).toBe(404);
    expect((await view(other, hidden.subject)).statusCode).toBe(404);
    // a searchable profile that did not apply: no contact for a recruiter either
    expect((await ok<ProfileViewResponse>(view(hrA, searchable.subject))).contact).toBeNull();
  });

  it('shows the owner their own profile, hidden or not, with their contact', async () => {
    const answer = await ok<ProfileViewResponse>(view(hidden, hidden.subject));
    expect(answer).toMatchObject({
      own: true,
      canRecommend: false,
      contact: { email: `${hidden.subject}@seeker.test`, phone: '+96890000002' },
    });
    expect(answer.projects.map((p) => p.title)).toEqual(['Open data portal']);
  });

  it('answers 404 for an unknown subject or a user who is not a job seeker, 401 anonymous and 403 locked', async () => {
    expect((await view(other, 'nobody-at-all')).statusCode).toBe(404);
    expect((await view(other, hrA.subject)).statusCode).toBe(404);
    expect((await view(null, searchable.subject)).statusCode).toBe(401);
    const lockedPerson = await person();
    await db()
      .updateTable('users')
      .set({ isLocked: true, lockedAt: new Date() })
      .where('id', '=', lockedPerson.id)
      .execute();
    expect((await view(lockedPerson, searchable.subject)).statusCode).toBe(403);
  });
});
