import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SourcingPoolResponse } from '@talent/contracts';
import { computeFit, type FitCandidate, type FitJob } from '@talent/domain';
import { useTestApp } from '../../test/app.js';
import { buildJob, buildOrganisation, buildUser, ensureSkill } from '../../test/factories.js';
import { type Session, signIn } from '../../test/session.js';

/**
 * The sourcing pool against a brute force: several hundred generated candidates, each scored here
 * by computeFit from what the test wrote, ranked best fit first (then user id), and every page and
 * range the API answers compared with that ranking. The API ranks by the scores it keeps per job
 * (sourcing.ts); this is what proves they are computeFit's. sourcing-cache.routes.test.ts proves
 * they follow every change.
 */

const ctx = useTestApp();
const db = () => ctx.database.db;
const CANDIDATES = 317;
/**
 * Skills of the taxonomy, so that the kept scores are proved to credit implied and related skills
 * as computeFit does: the job asks React, which candidates hold only through Next.js; MySQL and
 * PostgreSQL imply SQL; MySQL is related to PostgreSQL.
 */
const SKILLS = ['SQL', 'PostgreSQL', 'MySQL', 'JavaScript', 'Next.js'];

let session: Session;
let jobId: string;
let ranking: { userId: string; subject: string; percent: number }[];
const fitJob: FitJob = {
  skills: [
    { name: 'SQL', minLevel: 3 },
    { name: 'PostgreSQL', minLevel: null },
    { name: 'JavaScript', minLevel: 2 },
    { name: 'React', minLevel: 5 },
  ],
  languages: [],
  minExperienceYears: 4,
  education: null,
  location: { countryCode: 'OM', cityId: null, remote: false },
};

beforeAll(async () => {
  const org = await buildOrganisation(db());
  const hr = await buildUser(db(), { memberships: [{ organisationId: org, role: 'hr' }] });
  session = await signIn(ctx.app, hr.email, hr.password);
  const skillIds = [];
  for (const name of SKILLS) skillIds.push(await ensureSkill(db(), name));
  jobId = await buildJob(db(), {
    organisationId: org,
    skills: fitJob.skills.map((s) => s.name),
    minExperienceYears: 4,
  });
  for (const { name, minLevel } of fitJob.skills) {
    await sql`update job_skills set min_level = ${minLevel} where job_id = ${jobId}
      and skill_id = (select id from skills where name = ${name})`.execute(db());
  }
  await sql`insert into users (subject, email, full_name)
    select 'gen-' || g, 'gen' || g || '@example.test', 'Generated ' || g from generate_series(1, ${CANDIDATES}) g`.execute(
    db(),
  );
  await sql`insert into user_roles (user_id, role) select id, 'jobseeker' from users where subject like 'gen-%'`.execute(
    db(),
  );
  // most live in the job's country, so that the bounds are often reached and stopping early is tested hard
  await sql`insert into profiles (user_id, full_name, years_of_experience, is_searchable, country_code)
    select id, full_name, case when substr(subject, 5)::int % 7 = 0 then null else substr(subject, 5)::int % 9 end,
      substr(subject, 5)::int % 23 <> 0, case when substr(subject, 5)::int % 5 = 0 then null else 'OM' end
    from users where subject like 'gen-%'`.execute(db());
  // each candidate holds each skill with a chance, at a level 1–5, both from a hash of the two
  await sql`insert into user_skills (user_id, skill_id, level)
    select u.id, s.id, 1 + abs(hashtext(u.subject || s.name || 'level')) % 5
    from users u cross join skills s
    where u.subject like 'gen-%' and s.id = any(${skillIds}::uuid[]) and abs(hashtext(u.subject || s.name)) % 100 < 45`.execute(
    db(),
  );

  const people = await db()
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.subject', 'p.yearsOfExperience', 'p.countryCode'])
    .where('u.subject', 'like', 'gen-%')
    .where('p.isSearchable', '=', true)
    .execute();
  const held = await db()
    .selectFrom('userSkills as us')
    .innerJoin('skills as s', 's.id', 'us.skillId')
    .select(['us.userId', 's.name', 'us.level'])
    .execute();
  ranking = people
    .map((p) => {
      const candidate: FitCandidate = {
        skills: held.filter((h) => h.userId === p.id).map((h) => ({ name: h.name, level: h.level })),
        languages: [],
        yearsOfExperience: p.yearsOfExperience ?? 0,
        educationRank: null,
        location: { countryCode: p.countryCode, cityId: null },
        preferredLocations: [],
      };
      return { userId: p.id, subject: p.subject, percent: computeFit(fitJob, candidate).percent };
    })
    .sort((a, b) => b.percent - a.percent || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
});

async function pool(query: Record<string, string>): Promise<SourcingPoolResponse> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/elevate-be/rest/api/hr/wf/job/${jobId}/sourcing-pool`,
    query,
    headers: { cookie: session.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SourcingPoolResponse>();
}

describe('the sourcing pool against a brute force', () => {
  it('has a spread of fits to test with', () => {
    const percents = new Set(ranking.map((r) => r.percent));
    expect(ranking.length).toBeGreaterThan(200);
    expect(percents.size).toBeGreaterThan(10);
    expect(ranking.some((r) => r.percent <= 45)).toBe(true);
    expect(ranking.some((r) => r.percent > 80)).toBe(true);
  });

  const cases: Record<string, string>[] = [
    {},
    { limit: '5' },
    { limit: '5', offset: '5' },
    { limit: '3', offset: '99' },
    { limit: '50', offset: '150' },
    { limit: '50', offset: '300' },
    { minFitPercent: '60' },
    { minFitPercent: '60', maxFitPercent: '80', limit: '7', offset: '3' },
    { minFitPercent: '0', maxFitPercent: '45' },
    { minFitPercent: '46', limit: '10' },
    { minFitPercent: '90' },
    { minFitPercent: '20', maxFitPercent: '100', offset: '40' },
  ];
  for (const query of cases) {
    it(`answers ${JSON.stringify(query)} as the brute force ranks`, async () => {
      const min = Number(query.minFitPercent ?? 0);
      const max = Number(query.maxFitPercent ?? 100);
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? 50);
      const inRange = ranking.filter((r) => r.percent >= min && r.percent <= max);
      const answer = await pool(query);
      expect(answer.total).toBe(inRange.length);
      expect(answer.items.map((i) => [i.candidate.subject, i.fit.percent])).toEqual(
        inRange.slice(offset, offset + limit).map((r) => [r.subject, r.percent]),
      );
    });
  }

  it('pages through the whole ranking in small pages as the brute force does', async () => {
    const limit = 7;
    for (let offset = 0; offset < ranking.length + limit; offset += limit) {
      const answer = await pool({ limit: String(limit), offset: String(offset) });
      expect(answer.total).toBe(ranking.length);
      expect(
        answer.items.map((i) => i.candidate.subject),
        `offset ${offset}`,
      ).toEqual(ranking.slice(offset, offset + limit).map((r) => r.subject));
    }
  });
});
