import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { HrCandidateResponse } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import {
  buildCategory,
  buildJob,
  buildOrganisation,
  buildUser,
  ensureCountry,
  ensureSkill,
} from '../../test/factories.js';
import { type Session, signIn } from '../../test/session.js';

const API = '/elevate-be/rest/api';

interface Person {
  id: string;
  subject: string;
  session: Session;
}

const ctx = useTestApp();
const db = () => ctx.database.db;

async function person(user: {
  id: string;
  subject: string;
  email: string;
  password: string;
}): Promise<Person> {
  return { id: user.id, subject: user.subject, session: await signIn(ctx.app, user.email, user.password) };
}

async function seeker(options: { searchable: boolean; skills?: Record<string, number> }): Promise<Person> {
  const user = await buildUser(db());
  await ensureCountry(db(), 'OM');
  await db()
    .updateTable('profiles')
    .set({
      isSearchable: options.searchable,
      countryCode: 'OM',
      phoneMobile: '+96890000001',
      email: `${user.subject}@seeker.test`,
      aboutMe: 'I build data pipelines.',
    })
    .where('userId', '=', user.id)
    .execute();
  for (const [name, level] of Object.entries(options.skills ?? {})) {
    await db()
      .insertInto('userSkills')
      .values({ userId: user.id, skillId: await ensureSkill(db(), name), level })
      .execute();
  }
  return person(user);
}

function call(
  who: Person,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { query?: Record<string, string>; payload?: object } = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `${API}${url}`,
    headers: { cookie: who.session.cookie },
    ...(options.query === undefined ? {} : { query: options.query }),
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

const candidate = (who: Person, subject: string, jobId?: string) =>
  call(who, 'GET', `/hr/candidate/${encodeURIComponent(subject)}`, {
    ...(jobId === undefined ? {} : { query: { jobId } }),
  });

async function ok(res: Promise<LightMyRequestResponse>): Promise<HrCandidateResponse> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<HrCandidateResponse>();
}

let orgA: string;
let hrA: Person;
let publisherA: Person;
let hrB: Person;
let jobA: string;
let jobB: string;
let searchable: Person;
let hidden: Person;

beforeAll(async () => {
  orgA = await buildOrganisation(db(), { name: 'Candidates A' });
  const orgB = await buildOrganisation(db(), { name: 'Candidates B' });
  const categoryId = await buildCategory(db());
  hrA = await person(await buildUser(db(), { memberships: [{ organisationId: orgA, role: 'hr' }] }));
  publisherA = await person(
    await buildUser(db(), { memberships: [{ organisationId: orgA, role: 'publisher' }] }),
  );
  hrB = await person(await buildUser(db(), { memberships: [{ organisationId: orgB, role: 'hr' }] }));
  jobA = await buildJob(db(), {
    organisationId: orgA,
    categoryId,
    skills: ['SQL', 'Python'],
    countryCode: 'OM',
  });
  jobB = await buildJob(db(), { organisationId: orgB, categoryId });
  searchable = await seeker({ searchable: true, skills: { SQL: 5 } });
  hidden = await seeker({ searchable: false, skills: { Python: 4 } });
});

describe('GET /api/hr/candidate/{subject}', () => {
  it('answers a searchable candidate with the fit to the job, part by part, but no contact details before they apply', async () => {
    const answer = await ok(candidate(hrA, searchable.subject, jobA));
    expect(answer.candidate.subject).toBe(searchable.subject);
    expect(answer.candidate.contact).toBeNull();
    expect(answer.aboutMe).toBe('I build data pipelines.');
    expect(answer.applications).toEqual([]);
    expect(answer.job).toMatchObject({ jobId: jobA, status: null, applicationId: null, shortlisted: false });
    expect(answer.job?.fit.parts.find((p) => p.key === 'skills')).toMatchObject({
      matched: ['SQL'],
      missing: ['Python'],
    });
    expect(answer.job?.facts.skills.candidate).toEqual(['SQL']);
  });

  it('answers without a job: the profile and no standing', async () => {
    const answer = await ok(candidate(hrA, searchable.subject));
    expect(answer.job).toBeNull();
  });

  it('shows the shortlist and the invitation of the job', async () => {
    const put = await call(hrA, 'PUT', `/hr/wf/job/${jobA}/shortlist/${searchable.subject}`);
    expect(put.statusCode, put.body).toBe(200);
    const invite = await call(hrA, 'POST', `/hr/job-invitation/${jobA}`, {
      payload: { subject: searchable.subject, message: 'Join us' },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const answer = await ok(candidate(hrA, searchable.subject, jobA));
    expect(answer.job?.shortlisted).toBe(true);
    expect(answer.job?.invitation).toMatchObject({ id: invite.json<{ id: string }>().id, status: 'pending' });
  });

  it('hides a profile that is not searchable until the candidate applies, then shows the contact details too', async () => {
    expect((await candidate(hrA, hidden.subject, jobA)).statusCode).toBe(404);
    expect((await candidate(hrA, hidden.subject)).statusCode).toBe(404);
    const applied = await call(hidden, 'POST', `/job-seeker/job/${jobA}/apply`, { payload: {} });
    expect(applied.statusCode, applied.body).toBe(201);
    const answer = await ok(candidate(hrA, hidden.subject, jobA));
    expect(answer.candidate.contact).toEqual({
      email: `${hidden.subject}@seeker.test`,
      phone: '+96890000001',
    });
    expect(answer.job).toMatchObject({ status: 'applied', applicationId: applied.json<{ id: string }>().id });
    expect(answer.applications).toEqual([
      expect.objectContaining({ id: applied.json<{ id: string }>().id, jobId: jobA, status: 'applied' }),
    ]);
  });

  it("never shows another organisation the candidate's applications, contact details or hidden profile", async () => {
    // organisation B: the job of A is unknown, the hidden applicant of A does not exist
    expect((await candidate(hrB, hidden.subject, jobA)).statusCode).toBe(404);
    expect((await candidate(hrB, hidden.subject)).statusCode).toBe(404);
    expect((await candidate(hrB, hidden.subject, jobB)).statusCode).toBe(404);
    // a searchable one: the profile, without A's applications or contact details
    const answer = await ok(candidate(hrB, searchable.subject, jobB));
    expect(answer.applications).toEqual([]);
    expect(answer.candidate.contact).toBeNull();
    expect(answer.job).toMatchObject({ shortlisted: false, invitation: null });
  });

  it('answers 404 for an unknown subject, 403 to roles that do not recruit and 400 for a bad job id', async () => {
    expect((await candidate(hrA, 'nobody-at-all', jobA)).statusCode).toBe(404);
    expect((await candidate(publisherA, searchable.subject, jobA)).statusCode).toBe(403);
    expect((await candidate(publisherA, searchable.subject)).statusCode).toBe(403);
    expect((await candidate(searchable, hidden.subject)).statusCode).toBe(403);
    expect((await candidate(hrA, searchable.subject, 'not-a-uuid')).statusCode).toBe(400);
  });
});
