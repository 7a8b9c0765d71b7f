#!/usr/bin/env node
// Sourcing pool benchmark: GET /api/hr/wf/job/{id}/sourcing-pool with min/max fit filters through
// HTTP, one request at a time, against the PostgreSQL in DATABASE_URL (seeded with npm run db:seed,
// e.g. --seekers 200000), and the same page and count queries run directly in SQL (as sourcing.ts
// writes them), for the ratio.
// The first request of a job scores every profile (cold); the rest read the kept scores (warm).
// It reports; it does not assert. See bench/README.md ("Sourcing pool").
//
//   npx tsc -b && DATABASE_URL=postgres://user@host:5432/talent node bench/sourcing.mjs \
//     [--samples 300] [--jobs 4] [--kinds first-page,min-60] [--explain]
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { fmt, startServer, summary } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDist = path.join(root, 'apps/server/dist');

const { values: args } = parseArgs({
  options: {
    samples: { type: 'string', default: '300' },
    jobs: { type: 'string', default: '4' },
    kinds: { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
const samples = Number(args.samples);
const jobCount = Number(args.jobs);
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl === undefined || !databaseUrl.startsWith('postgres')) {
  console.error('DATABASE_URL must name a PostgreSQL database (seeded with npm run db:seed).');
  process.exit(2);
}

const { openDatabase } = await import(pathToFileURL(path.join(serverDist, 'db/database.js')).href);
const { hashPassword } = await import(pathToFileURL(path.join(serverDist, 'lib/password.js')).href);
const { sql } = await import('kysely');
const database = await openDatabase({ kind: 'postgresql', url: databaseUrl, poolSize: 2 });
const db = database.db;
const rows = async (query) => (await query.execute(db)).rows;

// ───── the organisation, its jobs and a recruiter to ask as ─────

const [org] = await rows(sql`
  select organisation_id as id from jobs where status = 'published'
  group by organisation_id order by count(*) desc, organisation_id limit 1`);
if (org === undefined) throw new Error('no published job: seed the database first');
const jobs = (
  await rows(sql`
    select j.id from jobs j where j.organisation_id = ${org.id} and j.status = 'published'
      and exists (select 1 from job_skills js where js.job_id = j.id)
    order by j.id limit ${jobCount}`)
).map((r) => r.id);

/** A copy of the first job without skills: the pool where skills bound nothing. */
async function jobWithoutSkills() {
  const [found] = await rows(
    sql`select id from jobs where organisation_id = ${org.id} and title = 'Bench: no skills'`,
  );
  if (found !== undefined) return found.id;
  const columns = (
    await rows(sql`
      select column_name from information_schema.columns
      where table_name = 'jobs' and table_schema = current_schema() and is_generated = 'NEVER'
        and column_name not in ('id', 'title', 'skill_ids')
      order by ordinal_position`)
  ).map((r) => sql.ref(r.columnName));
  const [copy] = await rows(sql`
    insert into jobs (title, ${sql.join(columns)})
    select 'Bench: no skills', ${sql.join(columns)} from jobs where id = ${jobs[0]} returning id`);
  return copy.id;
}
const noSkills = await jobWithoutSkills();

const email = 'sourcing-bench@bench.test';
const password = 'Bench@12345-sourcing';
const passwordHash = await hashPassword(password);
const [user] = await rows(sql`
  insert into users (subject, email, full_name, password_hash) values ('bench-sourcing', ${email}, 'Sourcing Bench', ${passwordHash})
  on conflict (subject) do update set password_hash = excluded.password_hash, is_locked = false
  returning id`);
await rows(sql`
  insert into organisation_members (organisation_id, user_id, role) values (${org.id}, ${user.id}, 'hr')
  on conflict do nothing`);
const [{ profiles }] = await rows(sql`select count(*)::int as profiles from profiles`);
const [{ searchable }] = await rows(
  sql`select count(*)::int as searchable from profiles where is_searchable`,
);

// ───── the server ─────

const { child, base } = await startServer(serverDist, databaseUrl);
const token = await fetch(`${base}/uaa/oauth/token`, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ grant_type: 'password', username: email, password }),
});
if (!token.ok) throw new Error(`sign-in: ${token.status} ${await token.text()}`);
const tokenBody = await token.json();
const accessToken = tokenBody.accessToken;
if (typeof accessToken !== 'string') throw new Error(`sign-in gave no token: ${Object.keys(tokenBody)}`);

async function pool(jobId, query) {
  const started = performance.now();
  const res = await fetch(
    `${base}/elevate-be/rest/api/hr/wf/job/${jobId}/sourcing-pool?${new URLSearchParams(query)}`,
    {
      headers: { authorization: `Bearer ${accessToken}` },
    },
  );
  const body = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

// ───── the same page and count, in SQL ─────

function pageSql(jobId, q) {
  const min = Number(q.minFitPercent ?? 0);
  const max = Number(q.maxFitPercent ?? 100);
  const scored = sql`f.job_id = ${jobId} and f.eligible and f.percent between ${min} and ${max}`;
  const members = sql`select a.seeker_id from applications a where a.job_id = ${jobId}
    union select i.seeker_id from invitations i where i.job_id = ${jobId} and i.status = 'pending' and i.expires_at > now()`;
  const inRange = sql`${scored}
    and not exists (select 1 from applications a where a.job_id = ${jobId} and a.seeker_id = f.user_id)
    and not exists (select 1 from invitations i where i.job_id = ${jobId} and i.seeker_id = f.user_id
      and i.status = 'pending' and i.expires_at > now())`;
  return {
    page: sql`select f.user_id from job_candidate_fits f where ${inRange}
      order by f.percent desc, f.user_id limit ${Number(q.limit ?? 50)} offset ${Number(q.offset ?? 0)}`,
    count: sql`select ((select coalesce(sum(t.n), 0) from job_fit_scans s, unnest(s.counts) with ordinality as t (n, i)
        where s.job_id = ${jobId} and t.i - 1 between ${min} and ${max})
      - (select count(*) from job_candidate_fits f where ${scored} and f.user_id in (${members})))::int`,
  };
}

async function direct(jobId, q) {
  const { page, count } = pageSql(jobId, q);
  const started = performance.now();
  await Promise.all([page.execute(db), count.execute(db)]);
  return performance.now() - started;
}

// ───── the kinds ─────

/** A random seeker's skill changes before each request: the request scores that one profile again. */
async function changeOneProfile() {
  await rows(sql`
    update user_skills set level = 1 + (level % 5)
    where (user_id, skill_id) = (select user_id, skill_id from user_skills
      where user_id = (select user_id from profiles offset floor(random() * ${profiles}) limit 1) limit 1)`);
}

const allKinds = [
  ['first-page', {}],
  ['min-60', { minFitPercent: '60' }],
  ['range-40-60', { minFitPercent: '40', maxFitPercent: '60' }],
  ['narrow-low-20-30', { minFitPercent: '20', maxFitPercent: '30' }],
  ['top-90', { minFitPercent: '90' }],
  ['page-101', { offset: '5000' }],
  ['no-skills-job', {}, { job: noSkills }],
  ['after-a-change', {}, { before: changeOneProfile }],
];
const wanted = args.kinds?.split(',');
const kinds = wanted === undefined ? allKinds : allKinds.filter(([name]) => wanted.includes(name));

console.log(
  `Sourcing pool: ${profiles.toLocaleString('en')} profiles (${searchable.toLocaleString('en')} searchable), ` +
    `organisation ${org.id}, ${jobs.length} jobs with skills + 1 without; one request at a time; ${samples} samples per kind.`,
);

try {
  // cold: the first request of each job scores every profile
  const cold = [];
  for (const jobId of [...jobs, noSkills]) {
    await rows(sql`delete from job_fit_scans where job_id = ${jobId}`);
    cold.push((await pool(jobId, {})).ms);
  }
  const c = summary(cold);
  console.log(
    `\ncold (first request of a job: every profile scored): n=${c.n} p50 ${fmt(c.p50)} ms, max ${fmt(c.max)} ms`,
  );

  console.log(
    `\n${'kind'.padEnd(18)} ${'total'.padStart(8)}  ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)}   ${'sql p50'.padStart(7)} ${'sql p95'.padStart(7)}  http/sql`,
  );
  for (const [name, query, options = {}] of kinds) {
    const http = [];
    const inSql = [];
    let total = 0;
    for (let i = 0; i < samples; i += 1) {
      const jobId = options.job ?? jobs[i % jobs.length];
      if (options.before) await options.before();
      const { ms, body } = await pool(jobId, query);
      http.push(ms);
      total = body.total;
      inSql.push(await direct(jobId, query));
    }
    const h = summary(http);
    const s = summary(inSql);
    console.log(
      `${name.padEnd(18)} ${String(total).padStart(8)}  ${fmt(h.p50).padStart(6)} ${fmt(h.p95).padStart(6)} ${fmt(h.p99).padStart(6)}   ` +
        `${fmt(s.p50).padStart(7)} ${fmt(s.p95).padStart(7)}  ${(h.p50 / s.p50).toFixed(2).padStart(8)}`,
    );
  }

  if (args.explain) {
    for (const [name, query] of [
      ['first-page', {}],
      ['narrow-low-20-30', { minFitPercent: '20', maxFitPercent: '30' }],
      ['page-101', { offset: '5000' }],
    ]) {
      const { page, count } = pageSql(jobs[0], query);
      for (const [what, statement] of [
        ['page', page],
        ['count', count],
      ]) {
        const plan = await rows(sql`explain (analyze, buffers, costs off) ${statement}`);
        console.log(`\n── ${name}: ${what}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
    const plan = await rows(sql`explain (analyze, buffers, costs off)
      select p.user_id from profiles p
      left join job_candidate_fits f on f.job_id = ${jobs[0]} and f.user_id = p.user_id
      where p.fit_changed_at > now() - interval '10 minutes' and (f.user_id is null or f.profile_stamp <> p.fit_changed_at)`);
    console.log(
      `\n── the refresh: profiles changed since the last scan\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await database.close();
}
