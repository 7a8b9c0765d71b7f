import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../../lib/password.js';
import { buildTestApp } from '../../test/app.js';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';
import { loadCatalog } from './catalog.js';
import type { SeedContext } from './context.js';
import { JobGenerator, JobRegistry } from './jobs.js';
import { copyLine } from './load.js';
import { generateOrganisations } from './organisations.js';
import { Prng, stableUuid } from './prng.js';
import {
  DEMO_PASSWORD,
  type ScaleSeedReport,
  type ScaleSeedTarget,
  formatReport,
  rebuildableJobIndexes,
  restoreJobIndexes,
  seedAtScale,
} from './seed.js';

/** One moment for every run of this file, so that two runs of one seed can be compared. */
const NOW = new Date();
const PYTHON_ID = '5c0f6a1e-2b7d-4c39-9a51-7f3e8d2b6a10';
const SMALL = { jobs: 200, seekers: 50, organisations: 12, now: NOW } as const;

/** On PostgreSQL, COPY needs a connection of its own: the admin URL's server, this database. */
async function targetOf(database: TestDatabase): Promise<ScaleSeedTarget> {
  if (database.kind !== 'postgresql') return { db: database.db, kind: database.kind };
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return { db: database.db, kind: database.kind, url: url.toString() };
}

async function count(database: TestDatabase, query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select (${sql.raw(query)})::int as n`.execute(database.db);
  return Number(rows[0]?.n ?? Number.NaN);
}

/** A digest of what a run wrote (password hashes aside: their salt is random by design). */
async function fingerprint(database: TestDatabase, seed: number): Promise<Record<string, string>> {
  const prefix = `bulk-${seed}-`;
  const queries: Record<string, string> = {
    organisations: `select string_agg(concat_ws('|', id, name, slug, about, website, logo_url, country_code, city_id, size_band, plan, founded_year, created_at), ',' order by id) from organisations where slug like '${prefix}%'`,
    jobs: `select string_agg(concat_ws('|', id, organisation_id, category_id, sub_category_id, title, description, text_language, country_code, city_id, remote, employment_type, salary_min, salary_max, salary_currency, status, published_at, end_date, vacancies, nationals_only), ',' order by id) from jobs where organisation_id in (select id from organisations where slug like '${prefix}%')`,
    job_skills: `select string_agg(concat_ws('|', job_id, skill_id, min_level), ',' order by job_id, skill_id) from job_skills where job_id in (select j.id from jobs j join organisations o on o.id = j.organisation_id where o.slug like '${prefix}%')`,
    users: `select string_agg(concat_ws('|', id, subject, email, full_name, preferred_language, is_premium, created_at, last_login_at), ',' order by id) from users where subject like '${prefix}%'`,
    profiles: `select string_agg(concat_ws('|', p.user_id, p.title, p.about_me, p.nationality, p.date_of_birth, p.phone_mobile, p.city_id, p.years_of_experience), ',' order by p.user_id) from profiles p join users u on u.id = p.user_id where u.subject like '${prefix}%'`,
    experiences: `select string_agg(concat_ws('|', e.id, e.job_title, e.company_name, e.date_from, e.date_to), ',' order by e.id) from experiences e join users u on u.id = e.user_id where u.subject like '${prefix}%'`,
    applications: `select string_agg(concat_ws('|', a.id, a.job_id, a.status, a.cover_letter, a.applied_at), ',' order by a.id) from applications a join users u on u.id = a.seeker_id where u.subject like '${prefix}%'`,
  };
  const result: Record<string, string> = {};
  for (const [name, query] of Object.entries(queries)) {
    const { rows } = await sql<{ text: string | null }>`select md5((${sql.raw(query)})) as text`.execute(
      database.db,
    );
    result[name] = rows[0]?.text ?? '';
  }
  return result;
}

describe('the scale seed', () => {
  let database: TestDatabase;
  let report: ScaleSeedReport;
  const logged: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // a skill the demo data would have made, in another case: it must be reused, not doubled
    await sql`insert into skills (id, name) values (${PYTHON_ID}, 'python')`.execute(database.db);
    report = await seedAtScale(await targetOf(database), { ...SMALL, seed: 11 }, (line) => logged.push(line));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('adds the jobs, the seekers and what hangs off them, and reports rows per table', async () => {
    expect(report.method).toBe(database.kind === 'postgresql' ? 'copy' : 'insert');
    const rows = Object.fromEntries(report.tables.map((t) => [t.table, t.rows]));
    expect(rows).toMatchObject({ organisations: 12, jobs: 200, profiles: 50, user_roles: 50, users: 62 });
    expect(await count(database, 'select count(*) from jobs')).toBe(200);
    expect(await count(database, "select count(*) from users where email like '%@bulk.test'")).toBe(62);
    for (const table of report.tables) {
      if (table.table === 'skills') continue;
      expect(await count(database, `select count(*) from ${table.table}`), table.table).toBe(table.rows);
    }
    expect(report.totalRows).toBe(report.tables.reduce((sum, t) => sum + t.rows, 0));
    const lines = formatReport(report);
    expect(lines.at(-2)).toMatch(/^total\s+[\d,]+ rows\s+[\d.]+ s\s+[\d,]+ rows\/s$/);
    expect(lines.at(-1)).toMatch(/generation [\d.]+ s .*database [\d.]+ s/);
    expect(logged[0]).toMatch(/^Seeding 200 jobs, 50 seekers and 12 organisations \(seed 11\)/);
  });

  it('reuses skills that exist under another case', async () => {
    expect(await count(database, "select count(*) from skills where lower(name) = 'python'")).toBe(1);
    expect(
      await count(
        database,
        "select count(*) from job_skills js join skills s on s.id = js.skill_id where s.name = 'python'",
      ),
    ).toBeGreaterThan(0);
  });

  it('leaves no row pointing at nothing', async () => {
    const orphans = [
      'select count(*) from jobs j left join organisations o on o.id = j.organisation_id where o.id is null',
      'select count(*) from jobs j left join categories c on c.id = j.sub_category_id where c.parent_id is distinct from j.category_id',
      'select count(*) from jobs j left join cities c on c.id = j.city_id where j.city_id is not null and c.country_code <> j.country_code',
      'select count(*) from jobs j left join users u on u.id = j.created_by where u.id is null',
      'select count(*) from applications a left join jobs j on j.id = a.job_id where j.id is null',
      'select count(*) from profiles p left join users u on u.id = p.user_id where u.id is null',
    ];
    for (const query of orphans) expect(await count(database, query), query).toBe(0);
  });

  it('writes complete jobs: mostly published, in three languages, with 3–8 skills and 1–3 languages', async () => {
    const { rows: languages } = await sql<{ textLanguage: string; n: number }>`
      select text_language, count(*)::int as n from jobs group by text_language
    `.execute(database.db);
    expect(languages.map((r) => r.textLanguage).sort()).toEqual(['ar', 'en', 'zh']);
    expect(await count(database, "select count(*) from jobs where status = 'published'")).toBeGreaterThan(
      160,
    );
    expect(
      await count(
        database,
        'select count(*) from jobs where salary_min is not null and career_level_id is not null',
      ),
    ).toBeGreaterThan(120);
    expect(
      await count(
        database,
        'select count(*) from (select j.id, count(js.*) as n from jobs j left join job_skills js on js.job_id = j.id group by j.id) x where n not between 3 and 8',
      ),
    ).toBe(0);
    expect(
      await count(
        database,
        'select count(*) from (select j.id, count(jl.*) as n from jobs j left join job_languages jl on jl.job_id = j.id group by j.id) x where n not between 1 and 3',
      ),
    ).toBe(0);
    expect(await count(database, "select count(*) from jobs where description = '' or title = ''")).toBe(0);
  });

  it('writes complete seekers who sign in with the demo password', async () => {
    const perSeeker = (table: string) =>
      `select count(*) from users u left join ${table} x on x.user_id = u.id where u.subject like 'bulk-11-s-%' and x.user_id is null`;
    for (const table of [
      'user_roles',
      'profiles',
      'experiences',
      'educations',
      'user_skills',
      'user_languages',
      'career_aspirations',
      'online_profiles',
    ]) {
      expect(await count(database, perSeeker(table)), table).toBe(0);
    }
    expect(
      await count(
        database,
        'select count(*) from (select user_id, count(*) as n from user_skills group by user_id) x where n not between 4 and 10',
      ),
    ).toBe(0);
    expect(
      await count(
        database,
        'select count(*) from (select a.id from applications a left join application_status_history h on h.application_id = a.id group by a.id having count(h.*) <> 1) x',
      ),
    ).toBe(0);
    expect(await count(database, 'select count(*) from applications')).toBeGreaterThan(20);
    const { rows } = await sql<{ passwordHash: string }>`
      select distinct password_hash from users where email like '%@bulk.test'
    `.execute(database.db);
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(DEMO_PASSWORD, rows[0]?.passwordHash ?? '')).toBe(true);
  });

  it('makes jobs the public search finds', async () => {
    const app = await buildTestApp({}, { database });
    try {
      const all = await app.inject({
        method: 'GET',
        url: '/elevate-be/rest/api/jobs',
        query: { limit: '5' },
      });
      expect(all.statusCode, all.body).toBe(200);
      const open = await count(
        database,
        "select count(*) from jobs where status = 'published' and (end_date is null or end_date >= (now() at time zone 'utc')::date)",
      );
      expect(all.json<{ total: number }>().total).toBe(open);
      const { rows } = await sql<{ title: string }>`
        select title from jobs where status = 'published' and end_date > now() and text_language = 'en' limit 1
      `.execute(database.db);
      const word = (rows[0]?.title ?? '').split(' ').find((w) => w.length > 4) ?? 'Engineer';
      const found = await app.inject({
        method: 'GET',
        url: '/elevate-be/rest/api/jobs',
        query: { keyword: word },
      });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json<{ total: number }>().total).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('adds a second run with another seed beside the first, and refuses the same seed twice', async () => {
    const before = await count(database, 'select count(*) from jobs');
    const second = await seedAtScale(await targetOf(database), { jobs: 40, seekers: 10, seed: 12, now: NOW });
    expect(second.tables.find((t) => t.table === 'jobs')?.rows).toBe(40);
    expect(await count(database, 'select count(*) from jobs')).toBe(before + 40);
    expect(await count(database, "select count(*) from organisations where slug like 'bulk-12-%'")).toBe(50);
    await expect(seedAtScale(await targetOf(database), { jobs: 1, seekers: 1, seed: 11 })).rejects.toThrow(
      /already holds rows of seed 11.*another --seed/,
    );
  });

  it('gives the same rows for the same seed on a fresh database', async () => {
    const fresh = await createTestDatabase();
    try {
      await sql`insert into skills (id, name) values (${PYTHON_ID}, 'python')`.execute(fresh.db);
      await seedAtScale(await targetOf(fresh), { ...SMALL, seed: 11 });
      const [a, b] = [await fingerprint(database, 11), await fingerprint(fresh, 11)];
      expect(b).toEqual(a);
      expect(Object.values(a).every((digest) => /^[0-9a-f]{32}$/.test(digest))).toBe(true);
    } finally {
      await fresh.dispose();
    }
  });

  it('generates the same rows however the run is cut into chunks', async () => {
    const catalog = await loadCatalog(database.db);
    const ctx: SeedContext = {
      seed: 21,
      prefix: 'bulk-21',
      now: NOW,
      nowMs: NOW.getTime(),
      catalog,
      passwordHash: 'x',
    };
    const { organisations } = generateOrganisations(ctx, 6);
    const rows = (chunkSize: number) => {
      const generator = new JobGenerator(ctx, organisations, new JobRegistry(1000));
      const jobs: unknown[] = [];
      const skills: unknown[] = [];
      for (let from = 0; from < 1000; from += chunkSize) {
        const chunk = generator.startChunk();
        for (let i = from; i < from + chunkSize; i++) generator.add(chunk, i);
        jobs.push(...chunk.jobs.rows);
        skills.push(...chunk.skills.rows);
      }
      return [jobs, skills];
    };
    expect(rows(250)).toEqual(rows(1000));
  });

  it('keeps the jobs indexes as the migration defines them, and restores any that are missing', async () => {
    const definitions = async () => {
      const { rows } = await sql<{ indexname: string; indexdef: string }>`
        select indexname, indexdef from pg_indexes where tablename = 'jobs' order by indexname
      `.execute(database.db);
      return rows;
    };
    const before = await definitions();
    expect(before.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(rebuildableJobIndexes.map(([name]) => name)),
    );
    const rebuilt = await seedAtScale(await targetOf(database), {
      jobs: 30,
      seekers: 5,
      seed: 13,
      now: NOW,
      rebuildIndexes: 'always',
    });
    expect(rebuilt.indexesRebuilt).toBe(database.kind === 'postgresql');
    expect(await definitions()).toEqual(before);

    await sql`drop index jobs_search_idx`.execute(database.db);
    await sql`drop index jobs_location_idx`.execute(database.db);
    expect(await restoreJobIndexes(database.db)).toBe(2);
    expect(await definitions()).toEqual(before);
  });
});

describe('the scale seed building blocks', () => {
  it('writes COPY text with escapes, \\N for null and t/f for booleans', () => {
    expect(copyLine(['a\tb', 'line\nbreak\\', null, true, false, 12.5, ''])).toBe(
      'a\\tb\tline\\nbreak\\\\\t\\N\tt\tf\t12.5\t\n',
    );
  });

  it('derives well-formed, distinct ids from the seed, kind and number', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20_000; i++) ids.add(stableUuid(1, 3, i));
    for (let i = 0; i < 1000; i++) ids.add(stableUuid(2, 3, i));
    expect(ids.size).toBe(21_000);
    expect(stableUuid(1, 3, 5)).toBe(stableUuid(1, 3, 5));
    for (const id of [...ids].slice(0, 50)) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('draws the same numbers from the same seed and stream, and others from another', () => {
    const draw = (seed: number, stream: number) => {
      const random = new Prng(seed, stream);
      return Array.from({ length: 5 }, () => random.int(0, 1_000_000));
    };
    expect(draw(1, 1)).toEqual(draw(1, 1));
    expect(draw(1, 2)).not.toEqual(draw(1, 1));
    expect(draw(2, 1)).not.toEqual(draw(1, 1));
    const random = new Prng(3, 0);
    for (let i = 0; i < 1000; i++) {
      const value = random.int(3, 8);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(8);
    }
  });
});
