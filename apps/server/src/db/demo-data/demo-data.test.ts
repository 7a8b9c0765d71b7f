import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';
import type { DB } from '../schema.js';
import { isDatabaseEmpty, seedDemoData } from './index.js';
import { categoryVocabulary } from './vocabulary.js';

const NOW = new Date('2026-03-01T08:00:00.000Z');
const TODAY = '2026-03-01';
const CJK = /[\u4e00-\u9fff]/u;
const ARABIC = /[\u0600-\u06ff]/u;

/** Every demo row, in a stable order. */
async function snapshot(db: Kysely<DB>) {
  return {
    skills: await db.selectFrom('skills').selectAll().orderBy('id').execute(),
    organisations: await db.selectFrom('organisations').selectAll().orderBy('id').execute(),
    jobs: await db.selectFrom('jobs').selectAll().orderBy('id').execute(),
    jobSkills: await db.selectFrom('jobSkills').selectAll().orderBy('jobId').orderBy('skillId').execute(),
    jobLanguages: await db
      .selectFrom('jobLanguages')
      .selectAll()
      .orderBy('jobId')
      .orderBy('languageCode')
      .execute(),
  };
}

function expectTrilingual(rows: readonly { nameEn: string; nameZh: string; nameAr: string }[]): void {
  for (const row of rows) {
    expect(row.nameEn.trim(), JSON.stringify(row)).not.toBe('');
    expect(row.nameZh, JSON.stringify(row)).toMatch(CJK);
    expect(row.nameAr, JSON.stringify(row)).toMatch(ARABIC);
  }
}

describe('reference data (migration 0002)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('has the 16 countries with phone codes and their cities', async () => {
    const db = database.db;
    const countries = await db.selectFrom('countries').selectAll().orderBy('code').execute();
    expect(countries.map((c) => c.code)).toEqual([
      'AE',
      'BH',
      'CN',
      'DE',
      'EG',
      'GB',
      'IN',
      'JO',
      'KW',
      'OM',
      'PH',
      'PK',
      'QA',
      'SA',
      'SG',
      'US',
    ]);
    for (const country of countries) expect(country.phoneCode).toMatch(/^\+\d{1,3}$/);
    expectTrilingual(countries);

    const cities = await db.selectFrom('cities').selectAll().execute();
    expectTrilingual(cities);
    for (const country of countries) {
      const count = cities.filter((c) => c.countryCode === country.code).length;
      expect(count, country.code).toBeGreaterThanOrEqual(2);
      expect(count, country.code).toBeLessThanOrEqual(6);
    }
    expect(cities.filter((c) => c.countryCode === 'OM').map((c) => c.nameEn)).toContain('Muscat');
  });

  it('has the languages and the six employment types in order', async () => {
    const db = database.db;
    const languages = await db.selectFrom('languages').selectAll().orderBy('code').execute();
    expect(languages.map((l) => l.code)).toEqual([
      'ar',
      'bn',
      'de',
      'en',
      'es',
      'fa',
      'fr',
      'hi',
      'ja',
      'ml',
      'ru',
      'tl',
      'ur',
      'zh',
    ]);
    expectTrilingual(languages);

    const types = await db.selectFrom('employmentTypes').selectAll().orderBy('position').execute();
    expect(types.map((t) => [t.code, t.position])).toEqual([
      ['full_time', 1],
      ['part_time', 2],
      ['contract', 3],
      ['temporary', 4],
      ['internship', 5],
      ['freelance', 6],
    ]);
    expectTrilingual(types);
  });

  it('has top-level categories with ordered sub-categories the demo vocabulary knows', async () => {
    const categories = await database.db.selectFrom('categories').selectAll().execute();
    expectTrilingual(categories);
    const parents = categories.filter((c) => c.parentId === null).sort((a, b) => a.position - b.position);
    expect(parents.length).toBeGreaterThanOrEqual(12);
    expect(parents.map((p) => p.position)).toEqual(parents.map((_, i) => i + 1));
    for (const parent of parents) {
      const subs = categories.filter((c) => c.parentId === parent.id).sort((a, b) => a.position - b.position);
      expect(subs.length, parent.nameEn).toBeGreaterThanOrEqual(3);
      expect(subs.length, parent.nameEn).toBeLessThanOrEqual(6);
      expect(subs.map((s) => s.position)).toEqual(subs.map((_, i) => i + 1));
      // the generator finds categories by English name: a rename must update the vocabulary
      const vocabulary = categoryVocabulary[parent.nameEn];
      expect(vocabulary, parent.nameEn).toBeDefined();
      for (const sub of subs) expect(vocabulary?.subCategories[sub.nameEn], sub.nameEn).toBeDefined();
    }
  });
});

describe('seedDemoData', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let other: TestDatabase;
  let emptyBefore: boolean;
  let counts: Record<string, number>;

  beforeAll(async () => {
    [first, second, other] = await Promise.all([
      createTestDatabase(),
      createTestDatabase(),
      createTestDatabase(),
    ]);
    emptyBefore = await isDatabaseEmpty(first.db);
    counts = await seedDemoData(first.db, { now: NOW });
    await seedDemoData(second.db, { now: NOW });
    await seedDemoData(other.db, { seed: 7, now: NOW });
  });
  afterAll(async () => {
    for (const database of [first, second, other]) await database.dispose();
  });

  it('tells an empty database from a seeded one', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(first.db)).toBe(false);
  });

  it('gives identical rows for the same seed and time, and different ones for another seed', async () => {
    const a = await snapshot(first.db);
    expect(await snapshot(second.db)).toEqual(a);
    const c = await snapshot(other.db);
    expect(c.jobs.map((j) => j.id)).not.toEqual(a.jobs.map((j) => j.id));
    expect(c.organisations.map((o) => o.name).sort()).not.toEqual(a.organisations.map((o) => o.name).sort());
  });

  it('answers the rows it inserted', async () => {
    const a = await snapshot(first.db);
    expect(counts).toEqual({
      skills: a.skills.length,
      organisations: 40,
      jobs: 360,
      job_skills: a.jobSkills.length,
      job_languages: a.jobLanguages.length,
    });
    expect(a.skills.length).toBeGreaterThanOrEqual(150);
  });

  it('writes jobs in English, Arabic and Chinese in roughly 55/25/20 shares', async () => {
    const jobs = await first.db.selectFrom('jobs').select(['title', 'description', 'textLanguage']).execute();
    const share = (language: string) => jobs.filter((j) => j.textLanguage === language).length / jobs.length;
    expect(share('en')).toBeGreaterThan(0.45);
    expect(share('en')).toBeLessThan(0.65);
    expect(share('ar')).toBeGreaterThan(0.15);
    expect(share('ar')).toBeLessThan(0.35);
    expect(share('zh')).toBeGreaterThan(0.1);
    expect(share('zh')).toBeLessThan(0.3);
    for (const job of jobs) {
      if (job.textLanguage === 'zh') expect(job.title).toMatch(CJK);
      if (job.textLanguage === 'ar') expect(job.title).toMatch(ARABIC);
      if (job.textLanguage === 'en') expect(job.title).toMatch(/^[A-Za-z]/);
      const paragraphs = job.description.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(5);
      expect(job.description).not.toMatch(/[{}]|undefined|lorem/i);
    }
  });

  it('mixes open, expired, draft, closed and withdrawn jobs', async () => {
    const jobs = await first.db.selectFrom('jobs').selectAll().execute();
    const open = jobs.filter((j) => j.status === 'published' && (j.endDate === null || j.endDate >= TODAY));
    const expired = jobs.filter((j) => j.status === 'published' && j.endDate !== null && j.endDate < TODAY);
    expect(open.length / jobs.length).toBeGreaterThan(0.85);
    expect(expired.length).toBeGreaterThan(0);
    expect(jobs.filter((j) => j.status === 'draft').length).toBeGreaterThan(0);
    expect(jobs.filter((j) => j.status === 'closed').length).toBeGreaterThan(0);
    expect(jobs.filter((j) => j.status === 'withdrawn').length).toBeGreaterThan(0);
    for (const job of jobs) {
      if (job.status === 'draft') expect(job.publishedAt).toBeNull();
      else expect(job.publishedAt?.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    for (const job of open) {
      expect(job.publishedAt?.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 60 * 86_400_000);
    }
    const withoutSalary = jobs.filter((j) => j.salaryMin === null).length / jobs.length;
    expect(withoutSalary).toBeGreaterThan(0.05);
    expect(withoutSalary).toBeLessThan(0.25);
    expect(jobs.filter((j) => j.employmentType === 'full_time').length / jobs.length).toBeGreaterThan(0.6);
  });

  it('files jobs under consistent categories with 3–8 skills and 1–3 languages', async () => {
    const db = first.db;
    const mismatched = await db
      .selectFrom('jobs as j')
      .innerJoin('categories as sc', 'sc.id', 'j.subCategoryId')
      .select('j.id')
      .whereRef('sc.parentId', '!=', 'j.categoryId')
      .execute();
    expect(mismatched).toEqual([]);

    const perJob = await db
      .selectFrom('jobs as j')
      .select((eb) => [
        eb
          .selectFrom('jobSkills as s')
          .whereRef('s.jobId', '=', 'j.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('skills'),
        eb
          .selectFrom('jobLanguages as l')
          .whereRef('l.jobId', '=', 'j.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('languages'),
      ])
      .execute();
    for (const row of perJob) {
      expect(Number(row.skills)).toBeGreaterThanOrEqual(3);
      expect(Number(row.skills)).toBeLessThanOrEqual(8);
      expect(Number(row.languages)).toBeGreaterThanOrEqual(1);
      expect(Number(row.languages)).toBeLessThanOrEqual(3);
    }

    const emptySubCategories = await db
      .selectFrom('categories as c')
      .select('c.nameEn')
      .where('c.parentId', 'is not', null)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('jobs as j').select('j.id').whereRef('j.subCategoryId', '=', 'c.id'))),
      )
      .execute();
    expect(emptySubCategories).toEqual([]);
  });

  it('gives organisations slugs, websites and SVG logos', async () => {
    const organisations = await first.db.selectFrom('organisations').selectAll().execute();
    expect(organisations.some((o) => CJK.test(o.name))).toBe(true);
    expect(organisations.some((o) => ARABIC.test(o.name))).toBe(true);
    for (const o of organisations) {
      expect(o.slug).toMatch(/^[a-z0-9-]{1,100}$/);
      expect(o.website).toBe(`https://${o.slug}.example.com`);
      expect(o.about.length).toBeGreaterThan(50);
      const prefix = 'data:image/svg+xml;utf8,';
      expect(o.logoUrl?.startsWith(prefix)).toBe(true);
      expect(decodeURIComponent(o.logoUrl?.slice(prefix.length) ?? '')).toMatch(/^<svg [^]*<\/svg>$/);
    }
  });
});
