import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CandidatesFilterResponse,
  ErrorResponse,
  HrApplicant,
  PipelinePage,
  ShortlistResponse,
  SourcingPoolResponse,
} from '@talent/contracts';
import { computeFit, FIT_WEIGHTS } from '@talent/domain';

/** What no candidate holding none of a job's skills can reach: the other parts' weights. */
const WITHOUT_SKILLS_MAX_FIT = 100 - FIT_WEIGHTS.skills;
import { useTestApp } from '../../test/app.js';
import { buildJob } from '../../test/factories.js';
import { type PipelinePerson as Person, pipelineKit } from '../../test/pipeline-world.js';
import { canMoveApplication } from '../applications/application-status.js';

const ctx = useTestApp();
const kit = pipelineKit(ctx);
const { db, seeker, call, ok, notificationsOf } = kit;

let orgA: string;
let orgB: string;
let categoryId: string;
let hrA: Person;
let adminA: Person;
let publisherA: Person;
let hrB: Person;
/** A published job of organisation A asking for SQL and Python and three years. */
let jobA: string;

beforeAll(async () => {
  ({ orgA, orgB, categoryId, hrA, adminA, publisherA, hrB } = await kit.organisations('Pipeline'));
  jobA = await buildJob(db(), {
    organisationId: orgA,
    categoryId,
    skills: ['SQL', 'Python'],
    minExperienceYears: 3,
    countryCode: 'OM',
  });
});

const sourcing = (who: Person, jobId: string, query: Record<string, string> = {}) =>
  call(who.session, 'GET', `/hr/wf/job/${jobId}/sourcing-pool`, { query });

async function applyAs(who: Person, jobId: string) {
  return ok<{ id: string }>(
    call(who.session, 'POST', `/job-seeker/job/${jobId}/apply`, { payload: {} }),
    201,
  );
}

describe('the application transitions', () => {
  it('lets a shortlisted application go back to applied, and nothing else go back', () => {
    expect(canMoveApplication('shortlisted', 'applied')).toBe(true);
    expect(canMoveApplication('applied', 'applied')).toBe(false);
    expect(canMoveApplication('interviewing', 'applied')).toBe(false);
    expect(canMoveApplication('rejected', 'applied')).toBe(false);
  });
});

describe('GET /api/hr/wf/job/{id}/sourcing-pool', () => {
  let strong: Person;
  let sqlOnly: Person;
  let noSkills: Person;
  let hidden: Person;
  let applicant: Person;
  let invited: Person;
  let expiredInvite: Person;
  let jobId: string;

  beforeAll(async () => {
    jobId = await buildJob(db(), {
      organisationId: orgA,
      categoryId,
      skills: ['SQL', 'Python'],
      minExperienceYears: 3,
      countryCode: 'OM',
    });
    strong = await seeker({ skills: { SQL: 5, Python: 4 }, years: 4, countryCode: 'OM' });
    sqlOnly = await seeker({ skills: { sql: 2 }, years: 1, countryCode: 'AE' });
    noSkills = await seeker({ years: 10, countryCode: 'OM' });
    hidden = await seeker({ skills: { SQL: 5, Python: 5 }, years: 9, searchable: false });
    applicant = await seeker({ skills: { SQL: 5 }, years: 5 });
    invited = await seeker({ skills: { Python: 3 }, years: 2 });
    expiredInvite = await seeker({ skills: { Python: 1 } });
    await applyAs(applicant, jobId);
    await db()
      .insertInto('invitations')
      .values([
        { jobId, seekerId: invited.id, invitedBy: hrA.id, expiresAt: new Date(Date.now() + 86_400_000) },
        { jobId, seekerId: expiredInvite.id, invitedBy: hrA.id, expiresAt: new Date(Date.now() - 1000) },
      ])
      .execute();
  });

  it("lists searchable candidates not in the job's pipeline, best fit first, with computeFit's answer", async () => {
    const pool = await ok<SourcingPoolResponse>(sourcing(hrA, jobId));
    const subjects = pool.items.map((i) => i.candidate.subject);
    expect(subjects).toEqual(expect.arrayContaining([strong.subject, sqlOnly.subject, noSkills.subject]));
    // an applicant, a pending invitation and a hidden profile are not in it; an expired invitation no longer holds
    expect(subjects).not.toContain(applicant.subject);
    expect(subjects).not.toContain(invited.subject);
    expect(subjects).not.toContain(hidden.subject);
    expect(subjects).toContain(expiredInvite.subject);
    const percents = pool.items.map((i) => i.fit.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(pool.total).toBe(pool.items.length);

    // the sample, scored by the domain function itself from what the test wrote
    const job = {
      skills: [
        { name: 'Python', minLevel: null },
        { name: 'SQL', minLevel: null },
      ],
      languages: [],
      minExperienceYears: 3,
      education: null,
      location: { countryCode: 'OM', cityId: null, remote: false },
    };
    const expected = new Map([
      [
        strong.subject,
        computeFit(job, {
          skills: [
            { name: 'Python', level: 4 },
            { name: 'SQL', level: 5 },
          ],
          languages: [],
          yearsOfExperience: 4,
          location: { countryCode: 'OM', cityId: null },
          preferredLocations: [],
        }),
      ],
      [
        sqlOnly.subject,
        computeFit(job, {
          skills: [{ name: 'sql', level: 2 }],
          languages: [],
          yearsOfExperience: 1,
          location: { countryCode: 'AE', cityId: null },
          preferredLocations: [],
        }),
      ],
      [
        noSkills.subject,
        computeFit(job, {
          skills: [],
          languages: [],
          yearsOfExperience: 10,
          location: { countryCode: 'OM', cityId: null },
          preferredLocations: [],
        }),
      ],
    ]);
    for (const [subject, fit] of expected) {
      expect(pool.items.find((i) => i.candidate.subject === subject)?.fit, subject).toEqual(fit);
    }
    expect(pool.items[0]?.candidate.subject).toBe(strong.subject);
    // a sourced candidate's contact details are not the organisation's yet
    expect(pool.items.every((i) => i.candidate.contact === null)).toBe(true);
  });

  it('keeps to the fit range, the skill-less candidates left out above what they can reach', async () => {
    const all = await ok<SourcingPoolResponse>(sourcing(hrA, jobId));
    const above = await ok<SourcingPoolResponse>(
      sourcing(hrA, jobId, { minFitPercent: String(WITHOUT_SKILLS_MAX_FIT + 1) }),
    );
    expect(above.items.map((i) => i.candidate.subject)).toEqual(
      all.items.filter((i) => i.fit.percent > WITHOUT_SKILLS_MAX_FIT).map((i) => i.candidate.subject),
    );
    expect(above.items.map((i) => i.candidate.subject)).not.toContain(noSkills.subject);
    const noSkillsFit = all.items.find((i) => i.candidate.subject === noSkills.subject)?.fit.percent ?? -1;
    const band = await ok<SourcingPoolResponse>(
      sourcing(hrA, jobId, { minFitPercent: String(noSkillsFit), maxFitPercent: String(noSkillsFit) }),
    );
    expect(band.items.map((i) => i.candidate.subject)).toContain(noSkills.subject);
    expect(band.items.every((i) => i.fit.percent === noSkillsFit)).toBe(true);
  });

  it('pages the same whether or not the skill-less part is scanned', async () => {
    const all = await ok<SourcingPoolResponse>(sourcing(hrA, jobId));
    const first = await ok<SourcingPoolResponse>(sourcing(hrA, jobId, { limit: '1' }));
    const second = await ok<SourcingPoolResponse>(sourcing(hrA, jobId, { limit: '1', offset: '1' }));
    expect(first.total).toBe(all.total);
    expect(second.total).toBe(all.total);
    expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 2));
    const last = await ok<SourcingPoolResponse>(
      sourcing(hrA, jobId, { limit: '1', offset: String(all.total - 1) }),
    );
    expect(last.items).toEqual(all.items.slice(-1));
  });

  it('refuses bad filters and pages with 400 naming the field', async () => {
    const queries: Record<string, string>[] = [
      { minFitPercent: '101' },
      { maxFitPercent: '-1' },
      { minFitPercent: '60', maxFitPercent: '40' },
      { limit: '51' },
      { offset: '-1' },
    ];
    for (const query of queries) {
      const res = await sourcing(hrA, jobId, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await call(hrA.session, 'GET', '/hr/wf/job/not-a-uuid/sourcing-pool')).statusCode).toBe(400);
  });

  it('answers 401, 403 and 404 to those who may not see the job', async () => {
    const someone = await seeker();
    expect((await call(null, 'GET', `/hr/wf/job/${jobId}/sourcing-pool`)).statusCode).toBe(401);
    expect((await sourcing(someone, jobId)).statusCode).toBe(403);
    expect((await sourcing(publisherA, jobId)).statusCode).toBe(403);
    expect((await sourcing(hrB, jobId)).statusCode).toBe(404);
    expect((await sourcing(hrA, '0f0f0f0f-0000-4000-8000-00000000beef')).statusCode).toBe(404);
    expect((await sourcing(adminA, jobId)).statusCode).toBe(200);
  });
});

describe('the pools, the shortlist and moving an application', () => {
  let candidate: Person;
  let sourced: Person;
  let applicationId: string;

  beforeAll(async () => {
    candidate = await seeker({ skills: { SQL: 4 }, years: 3, phone: '+968 9000 0001' });
    sourced = await seeker({ skills: { Python: 2 } });
    applicationId = (await applyAs(candidate, jobA)).id;
  });

  it('lists the applicants with status, dates, fit and (having applied) contact details', async () => {
    const pool = await ok<PipelinePage>(call(hrA.session, 'GET', `/hr/wf/job/${jobA}/applicant-pool`));
    const item = pool.items.find((i) => i.applicationId === applicationId);
    expect(item).toMatchObject({
      status: 'applied',
      candidate: { subject: candidate.subject, contact: { phone: '+968 9000 0001' } },
      invitation: null,
      shortlistedAt: null,
    });
    expect(item?.candidate.contact?.email).toMatch(/@/);
    expect(item?.fit.parts).toHaveLength(5);
    expect(item?.appliedAt).not.toBeNull();
    expect((await call(hrB.session, 'GET', `/hr/wf/job/${jobA}/applicant-pool`)).statusCode).toBe(404);
    expect((await call(candidate.session, 'GET', `/hr/wf/job/${jobA}/applicant-pool`)).statusCode).toBe(403);
    expect(
      (await call(hrA.session, 'GET', `/hr/wf/job/${jobA}/shortlist`, { query: { limit: '51' } })).statusCode,
    ).toBe(400);
  });

  it('shortlists an applicant (applied → shortlisted, history, notification) and takes them off again', async () => {
    const put = await ok<ShortlistResponse>(
      call(hrA.session, 'PUT', `/hr/wf/job/${jobA}/shortlist/${candidate.subject}`),
    );
    expect(put).toEqual({
      jobId: jobA,
      subject: candidate.subject,
      shortlisted: true,
      applicationStatus: 'shortlisted',
    });
    // again: nothing changes
    await ok(call(adminA.session, 'PUT', `/hr/wf/job/${jobA}/shortlist/${candidate.subject}`));
    const list = await ok<PipelinePage>(call(hrA.session, 'GET', `/hr/wf/job/${jobA}/shortlist`));
    expect(list.items.map((i) => [i.candidate.subject, i.status])).toContainEqual([
      candidate.subject,
      'shortlisted',
    ]);

    const del = await ok<ShortlistResponse>(
      call(hrA.session, 'DELETE', `/hr/wf/job/${jobA}/shortlist/${candidate.subject}`),
    );
    expect(del).toMatchObject({ shortlisted: false, applicationStatus: 'applied' });
    expect(
      (await call(hrA.session, 'DELETE', `/hr/wf/job/${jobA}/shortlist/${candidate.subject}`)).statusCode,
    ).toBe(404);

    const detail = await ok<HrApplicant>(call(hrA.session, 'GET', `/hr/job-applicant/${applicationId}`));
    expect(detail.timeline.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'applied'],
      ['applied', 'shortlisted'],
      ['shortlisted', 'applied'],
    ]);
    expect(detail.timeline[1]?.changedBy?.id).toBe(hrA.id);
    const told = (await notificationsOf(candidate.id)).filter((n) => n.kind === 'application_status_changed');
    expect(told.map((n) => n.url)).toEqual([
      `/applications/${applicationId}`,
      `/applications/${applicationId}`,
    ]);
    expect(told.every((n) => n.titleZh !== null && n.titleAr !== null)).toBe(true);
  });

  it('keeps a sourced candidate on the shortlist without an application', async () => {
    const put = await ok<ShortlistResponse>(
      call(hrA.session, 'PUT', `/hr/wf/job/${jobA}/shortlist/${sourced.subject}`),
    );
    expect(put.applicationStatus).toBeNull();
    const list = await ok<PipelinePage>(call(hrA.session, 'GET', `/hr/wf/job/${jobA}/shortlist`));
    expect(list.items.find((i) => i.candidate.subject === sourced.subject)).toMatchObject({
      status: null,
      applicationId: null,
    });
    // hiding the profile takes a candidate who never applied off what the organisation sees
    await db()
      .updateTable('profiles')
      .set({ isSearchable: false })
      .where('userId', '=', sourced.id)
      .execute();
    const hiddenList = await ok<PipelinePage>(call(hrA.session, 'GET', `/hr/wf/job/${jobA}/shortlist`));
    expect(hiddenList.items.map((i) => i.candidate.subject)).not.toContain(sourced.subject);
    expect(hiddenList.total).toBe(list.total - 1);
    await db().updateTable('profiles').set({ isSearchable: true }).where('userId', '=', sourced.id).execute();
    await ok(call(hrA.session, 'DELETE', `/hr/wf/job/${jobA}/shortlist/${sourced.subject}`));
    expect(
      (await call(hrB.session, 'PUT', `/hr/wf/job/${jobA}/shortlist/${sourced.subject}`)).statusCode,
    ).toBe(404);
    expect((await call(hrA.session, 'PUT', `/hr/wf/job/${jobA}/shortlist/u-nobody`)).statusCode).toBe(404);
  });

  it('moves with the transition checked: rejected with a reason is final (409 after)', async () => {
    const other = await seeker({ skills: { SQL: 1 } });
    const { id } = await applyAs(other, jobA);
    const move = (to: string, reason?: string) =>
      call(hrA.session, 'POST', `/hr/job-applicant/${id}/move`, {
        payload: { to, ...(reason ? { reason } : {}) },
      });
    expect((await move('applied')).statusCode).toBe(409);
    expect((await move('interviewing')).statusCode).toBe(400);
    expect(
      (await call(hrB.session, 'POST', `/hr/job-applicant/${id}/move`, { payload: { to: 'rejected' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(other.session, 'POST', `/hr/job-applicant/${id}/move`, { payload: { to: 'rejected' } }))
        .statusCode,
    ).toBe(403);
    const shortlisted = await ok<HrApplicant>(move('shortlisted'));
    expect(shortlisted).toMatchObject({ status: 'shortlisted', shortlisted: true });
    const rejected = await ok<HrApplicant>(move('rejected', 'We chose someone closer to the role.'));
    expect(rejected).toMatchObject({ status: 'rejected', shortlisted: false });
    expect(rejected.timeline.at(-1)).toMatchObject({
      fromStatus: 'shortlisted',
      toStatus: 'rejected',
      note: 'We chose someone closer to the role.',
      changedBy: { id: hrA.id },
    });
    const refused = await move('shortlisted');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorResponse>().message).toBe(
      'An application that is rejected cannot become shortlisted.',
    );
    expect((await call(hrA.session, 'PUT', `/hr/wf/job/${jobA}/shortlist/${other.subject}`)).statusCode).toBe(
      409,
    );
    // the seeker's own timeline shows the same changes
    const mine = await ok<{ timeline: { toStatus: string; note: string | null }[] }>(
      call(other.session, 'GET', `/job-seeker/my-application/${id}`),
    );
    expect(mine.timeline.map((e) => e.toStatus)).toEqual(['applied', 'shortlisted', 'rejected']);
  });
});

describe('privacy', () => {
  it('shows contact details only to organisations the candidate applied to, and hidden profiles only to them', async () => {
    const hiddenApplicant = await seeker({
      searchable: false,
      skills: { Kotlin: 3 },
      phone: '+968 9111 1111',
    });
    const open = await seeker({ skills: { Kotlin: 4 }, phone: '+968 9222 2222' });
    await applyAs(hiddenApplicant, jobA);
    const search = (who: Person) =>
      ok<CandidatesFilterResponse>(
        call(who.session, 'POST', '/candidates/filter', { payload: { skills: ['kotlin'] } }),
      );

    const seenByA = await search(hrA);
    const subjectsA = seenByA.items.map((i) => i.candidate.subject);
    expect(subjectsA).toEqual(expect.arrayContaining([hiddenApplicant.subject, open.subject]));
    expect(
      seenByA.items.find((i) => i.candidate.subject === hiddenApplicant.subject)?.candidate.contact?.phone,
    ).toBe('+968 9111 1111');
    expect(seenByA.items.find((i) => i.candidate.subject === open.subject)?.candidate.contact).toBeNull();
    expect(seenByA.items.every((i) => i.fit === null)).toBe(true);

    const seenByB = await search(hrB);
    expect(seenByB.items.map((i) => i.candidate.subject)).toEqual([open.subject]);
    expect(seenByB.items[0]?.candidate.contact).toBeNull();
    // nor can B reach the hidden profile by its subject
    const jobB = await buildJob(db(), { organisationId: orgB, categoryId });
    expect(
      (
        await call(hrB.session, 'POST', `/hr/job-invitation/${jobB}`, {
          payload: { subject: hiddenApplicant.subject },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/candidates/filter', () => {
  it('filters by keyword, skills, years and location, with the fit to a job when asked', async () => {
    const match = await seeker({ skills: { Rust: 5 }, years: 6, countryCode: 'OM' });
    await db()
      .updateTable('profiles')
      .set({ title: 'Systems engineer' })
      .where('userId', '=', match.id)
      .execute();
    await seeker({ skills: { Rust: 2 }, years: 1, countryCode: 'OM' });
    const res = await ok<CandidatesFilterResponse>(
      call(hrA.session, 'POST', '/candidates/filter', {
        payload: { keyword: 'systems', skills: ['Rust'], minYears: 5, location: 'OM', jobId: jobA },
      }),
    );
    expect(res.items.map((i) => i.candidate.subject)).toEqual([match.subject]);
    expect(res.items[0]?.fit?.parts).toHaveLength(5);
    expect(res.total).toBe(1);
  });

  it('refuses bad input, another organisation’s job and job seekers', async () => {
    for (const payload of [
      { limit: 51 },
      { minYears: 5, maxYears: 2 },
      { skills: 'Rust' },
      { education: 'wizardry' },
    ]) {
      const res = await call(hrA.session, 'POST', '/candidates/filter', { payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await call(hrB.session, 'POST', '/candidates/filter', { payload: { jobId: jobA } })).statusCode,
    ).toBe(404);
    const someone = await seeker();
    expect((await call(someone.session, 'POST', '/candidates/filter', { payload: {} })).statusCode).toBe(403);
    expect((await call(null, 'POST', '/candidates/filter', { payload: {} })).statusCode).toBe(401);
  });
});
