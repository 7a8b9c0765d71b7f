import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SourcingPoolResponse } from '@talent/contracts';
import { type FitJob, yearsOfExperience } from '@talent/domain';
import { useTestApp } from '../../test/app.js';
import { buildJob, buildOrganisation, buildUser, ensureSkill } from '../../test/factories.js';
import { type Session, signIn } from '../../test/session.js';
import { findFitJob } from '../recommendations/recommendations.repository.js';
import { fitsFor } from './fit-inputs.js';
import { fitChangesOn } from './sourcing.js';

/**
 * The scores the sourcing pool keeps per job follow every change at once: a profile's skills, its
 * searchable flag, a deleted account, the job's requirements, and the days that make experience
 * grow. After each change the kept scores are compared with computeFit run afresh.
 */

const ctx = useTestApp();
const db = () => ctx.database.db;

let session: Session;
let orgId: string;
let jobId: string;
const people: { id: string; subject: string }[] = [];

async function pool(job = jobId, query: Record<string, string> = {}): Promise<SourcingPoolResponse> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/elevate-be/rest/api/hr/wf/job/${job}/sourcing-pool`,
    query,
    headers: { cookie: session.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SourcingPoolResponse>();
}

async function kept(job = jobId): Promise<Map<string, { percent: number; eligible: boolean }>> {
  const rows = await sql<{ userId: string; percent: number; eligible: boolean }>`
    select user_id, percent, eligible from job_candidate_fits where job_id = ${job}
  `.execute(db());
  return new Map(rows.rows.map((r) => [r.userId, { percent: Number(r.percent), eligible: r.eligible }]));
}

/** Every kept score equals computeFit run now on what the database holds. */
async function expectKeptIsFresh(job = jobId) {
  const scores = await kept(job);
  const fitJob = await findFitJob(db(), job);
  if (fitJob === undefined) throw new Error('no job');
  const fresh = await fitsFor(db(), fitJob, [...scores.keys()]);
  for (const [userId, score] of scores) expect(score.percent, userId).toBe(fresh.get(userId)?.percent);
  const profiles = await db().selectFrom('profiles').select('userId').execute();
  expect(scores.size).toBe(profiles.length);
  // the counts per percent the totals are summed from
  const counts = await sql<{
    counts: number[];
  }>`select counts from job_fit_scans where job_id = ${job}`.execute(db());
  const expected = new Array<number>(101).fill(0);
  for (const score of scores.values())
    if (score.eligible) expected[score.percent] = (expected[score.percent] ?? 0) + 1;
  expect(counts.rows[0]?.counts.map(Number)).toEqual(expected);
}

async function giveSkill(userId: string, name: string, level: number) {
  const skillId = await ensureSkill(db(), name);
  await db().insertInto('userSkills').values({ userId, skillId, level }).execute();
}

/** Sets a kept score by hand, its count moved with it, as if it had been computed so. */
async function setKept(userId: string, percent: number, changesOnToday = false) {
  const [before] = (
    await sql<{ percent: number; eligible: boolean }>`
      select percent, eligible from job_candidate_fits where job_id = ${jobId} and user_id = ${userId}`.execute(
      db(),
    )
  ).rows;
  if (before === undefined) throw new Error('not kept');
  await sql`update job_candidate_fits set percent = ${percent},
    changes_on = ${changesOnToday ? sql`current_date` : sql`changes_on`}
    where job_id = ${jobId} and user_id = ${userId}`.execute(db());
  if (before.eligible) {
    await sql`update job_fit_scans set counts[${Number(before.percent) + 1}] = counts[${Number(before.percent) + 1}] - 1
      where job_id = ${jobId}`.execute(db());
    await sql`update job_fit_scans set counts[${percent + 1}] = counts[${percent + 1}] + 1 where job_id = ${jobId}`.execute(
      db(),
    );
  }
}

const subjects = (answer: SourcingPoolResponse) => answer.items.map((i) => i.candidate.subject);

beforeAll(async () => {
  orgId = await buildOrganisation(db());
  const hr = await buildUser(db(), { memberships: [{ organisationId: orgId, role: 'hr' }] });
  session = await signIn(ctx.app, hr.email, hr.password);
  jobId = await buildJob(db(), { organisationId: orgId, skills: ['Alpha', 'Beta'], minExperienceYears: 3 });
  for (let i = 0; i < 6; i += 1) {
    const user = await buildUser(db());
    people.push(user);
    await db()
      .updateTable('profiles')
      .set({ yearsOfExperience: i, countryCode: 'OM' })
      .where('userId', '=', user.id)
      .execute();
  }
  const [first, second] = people;
  if (first === undefined || second === undefined) throw new Error('no people');
  await giveSkill(first.id, 'Alpha', 4);
  await giveSkill(second.id, 'Beta', 2);
});

describe('the sourcing pool keeps its scores up to date', () => {
  it('scores the whole job once, then reads what it kept', async () => {
    const answer = await pool();
    expect(answer.total).toBe(people.length);
    await expectKeptIsFresh();
    // a kept score stays as it was until something changes: proof that the pool reads it
    const last = people[5];
    if (last === undefined) throw new Error('no person');
    await setKept(last.id, 100);
    expect(subjects(await pool())[0]).toBe(last.subject);
    await sql`update profiles set title = 'Engineer' where user_id = ${last.id}`.execute(db());
    expect(subjects(await pool())[0], 'a change computeFit does not read scores nobody again').toBe(
      last.subject,
    );
    await sql`update profiles set years_of_experience = 6 where user_id = ${last.id}`.execute(db());
    await pool();
    await expectKeptIsFresh();
  });

  it('scores a profile again as soon as its skills change', async () => {
    const candidate = people[4];
    if (candidate === undefined) throw new Error('no person');
    const before = (await kept()).get(candidate.id)?.percent ?? -1;
    await giveSkill(candidate.id, 'Alpha', 5);
    await giveSkill(candidate.id, 'Beta', 5);
    const answer = await pool();
    expect(subjects(answer)[0]).toBe(candidate.subject);
    expect(answer.items[0]?.fit.percent).toBeGreaterThan(before);
    await expectKeptIsFresh();
    await sql`delete from user_skills where user_id = ${candidate.id}`.execute(db());
    expect(subjects(await pool())[0]).not.toBe(candidate.subject);
    await expectKeptIsFresh();
  });

  it('drops a profile that stops being searchable or is deleted, and takes it back', async () => {
    const [candidate, other] = people;
    if (candidate === undefined || other === undefined) throw new Error('no person');
    await sql`update profiles set is_searchable = false where user_id = ${candidate.id}`.execute(db());
    let answer = await pool();
    expect(answer.total).toBe(people.length - 1);
    expect(subjects(answer)).not.toContain(candidate.subject);
    await sql`update profiles set is_searchable = true where user_id = ${candidate.id}`.execute(db());
    expect(subjects(await pool())).toContain(candidate.subject);

    await sql`update users set deleted_at = now() where id = ${other.id}`.execute(db());
    answer = await pool();
    expect(subjects(answer)).not.toContain(other.subject);
    await sql`update users set deleted_at = null where id = ${other.id}`.execute(db());
    expect(subjects(await pool())).toContain(other.subject);

    await sql`delete from user_roles where user_id = ${other.id} and role = 'jobseeker'`.execute(db());
    expect(subjects(await pool())).not.toContain(other.subject);
    await db().insertInto('userRoles').values({ userId: other.id, role: 'jobseeker' }).execute();
    expect((await pool()).total).toBe(people.length);
  });

  it('takes in a profile created after the job was scored', async () => {
    const newcomer = await buildUser(db());
    await giveSkill(newcomer.id, 'Alpha', 5);
    const answer = await pool();
    expect(subjects(answer)).toContain(newcomer.subject);
    await expectKeptIsFresh();
    await sql`update users set deleted_at = now() where id = ${newcomer.id}`.execute(db());
  });

  it('reads languages, degrees, places and jobs held as computeFit does', async () => {
    const levels = await sql<{
      id: string;
      rank: number;
    }>`select id, rank from language_levels order by rank`.execute(db());
    const degrees = await sql<{
      id: string;
      rank: number;
    }>`select id, rank from degree_levels where rank > 0 order by rank`.execute(db());
    const [low, high] = [levels.rows[0], levels.rows.at(-1)];
    const [someDegree, topDegree] = [degrees.rows[0], degrees.rows.at(-1)];
    if (!low || !high || !someDegree || !topDegree) throw new Error('no reference levels');
    await sql`insert into languages (code, name_en, name_zh, name_ar) values ('ar', 'ar', 'ar', 'ar') on conflict do nothing`.execute(
      db(),
    );
    await sql`insert into job_languages (job_id, language_code, min_level_id) values (${jobId}, 'ar', ${high.id})`.execute(
      db(),
    );
    await sql`update jobs set degree_level_id = ${topDegree.id} where id = ${jobId}`.execute(db());
    const [a, b, c, d] = people;
    if (!a || !b || !c || !d) throw new Error('no people');
    await sql`insert into user_languages (user_id, language_code, level_id) values
      (${a.id}, 'ar', ${high.id}), (${b.id}, 'ar', ${low.id})`.execute(db());
    await sql`insert into educations (user_id, degree_level_id, degree_title, university_name) values
      (${a.id}, ${someDegree.id}, 'BSc', 'Sultan Qaboos'), (${a.id}, ${topDegree.id}, 'PhD', 'Sultan Qaboos'),
      (${c.id}, ${someDegree.id}, 'BSc', 'Nizwa')`.execute(db());
    // away from the job's country, but would like to work there
    await sql`update profiles set country_code = null where user_id = ${d.id}`.execute(db());
    await sql`insert into career_aspirations (user_id, preferred_country) values (${d.id}, 'OM')`.execute(
      db(),
    );
    await sql`update profiles set years_of_experience = null where user_id = ${c.id}`.execute(db());
    await sql`insert into experiences (user_id, job_title, company_name, date_from, date_to) values
      (${c.id}, 'Clerk', 'Souq', '2019-01-01', '2021-06-30')`.execute(db());
    const answer = await pool();
    await expectKeptIsFresh();
    expect(new Set(answer.items.map((i) => i.fit.percent)).size).toBeGreaterThan(3);
  });

  it('scores the whole job again when its requirements change', async () => {
    await sql`update jobs set min_experience_years = 0 where id = ${jobId}`.execute(db());
    await pool();
    await expectKeptIsFresh();
    const skillId = await ensureSkill(db(), 'Gamma');
    await db().insertInto('jobSkills').values({ jobId, skillId }).execute();
    await pool();
    await expectKeptIsFresh();
    await sql`update jobs set min_experience_years = 3 where id = ${jobId}`.execute(db());
    await pool();
    await expectKeptIsFresh();
  });

  it('looks again, on its day, at a score that grows with time', async () => {
    const grower = await buildUser(db());
    const twoYearsAgo = new Date(Date.now() - 2 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    await db()
      .insertInto('experiences')
      .values({
        userId: grower.id,
        jobTitle: 'Analyst',
        companyName: 'Dunes',
        dateFrom: twoYearsAgo,
        isCurrent: true,
      })
      .execute();
    await pool();
    const row = await sql<{ changesOn: string | null }>`
      select changes_on::text as changes_on from job_candidate_fits where job_id = ${jobId} and user_id = ${grower.id}
    `.execute(db());
    expect(row.rows[0]?.changesOn, 'two years of three, still growing').not.toBeNull();

    // as if the day had come: the score was kept yesterday and changes today
    await setKept(grower.id, 0, true);
    await pool();
    expect((await kept()).get(grower.id)?.percent, 'not yet a new day: kept as it is').toBe(0);
    await sql`update job_fit_scans set scored_on = current_date - 1 where job_id = ${jobId}`.execute(db());
    await pool();
    await expectKeptIsFresh();
    expect((await kept()).get(grower.id)?.percent).toBeGreaterThan(0);
  });

  it('scores a job once when two ask at the same time, and drops scores nobody used for long', async () => {
    const second = await buildJob(db(), { organisationId: orgId, skills: ['Beta'] });
    const [a, b] = await Promise.all([pool(second), pool(second)]);
    expect(a.total).toBe(b.total);
    await expectKeptIsFresh(second);
    await sql`update job_fit_scans set used_at = now() - interval '60 days' where job_id = ${second}`.execute(
      db(),
    );
    const third = await buildJob(db(), { organisationId: orgId, skills: ['Gamma'] });
    await pool(third);
    expect((await kept(second)).size).toBe(0);
    expect((await kept(third)).size).toBeGreaterThan(0);
  });
});

describe('fitChangesOn', () => {
  const job: FitJob = { skills: [], languages: [], minExperienceYears: 3, location: { countryCode: 'OM' } };
  const today = new Date('2026-06-15T10:00:00Z');
  const row = (yearsStated: number | null, experiences: { dateFrom: string; dateTo: string | null }[]) =>
    ({ yearsOfExperience: yearsStated, experiences }) as Parameters<typeof fitChangesOn>[0];

  it('never, for stated years, a job asking none, enough years, or no job still held', () => {
    expect(fitChangesOn(row(1, [{ dateFrom: '2025-01-01', dateTo: null }]), job, today)).toBeNull();
    expect(
      fitChangesOn(
        row(null, [{ dateFrom: '2025-01-01', dateTo: null }]),
        { ...job, minExperienceYears: 0 },
        today,
      ),
    ).toBeNull();
    expect(fitChangesOn(row(null, [{ dateFrom: '2020-01-01', dateTo: null }]), job, today)).toBeNull();
    expect(
      fitChangesOn(row(null, [{ dateFrom: '2025-01-01', dateTo: '2026-01-01' }]), job, today),
    ).toBeNull();
  });

  it('on the first day the counted years rise', () => {
    const periods = [{ dateFrom: '2025-01-01', dateTo: null }];
    const day = fitChangesOn(row(null, periods), job, today);
    expect(day).not.toBeNull();
    const asPeriods = periods.map((p) => ({ from: p.dateFrom, to: p.dateTo }));
    const on = new Date(`${day}T00:00:00Z`);
    const before = new Date(on.getTime() - 86_400_000);
    expect(yearsOfExperience(asPeriods, on)).toBeGreaterThan(yearsOfExperience(asPeriods, today));
    expect(yearsOfExperience(asPeriods, before)).toBe(yearsOfExperience(asPeriods, today));
  });

  it('for a job that ends later, too', () => {
    expect(
      fitChangesOn(row(null, [{ dateFrom: '2025-01-01', dateTo: '2027-01-01' }]), job, today),
    ).not.toBeNull();
  });
});
