import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.js';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';
import type { DB } from '../schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from './index.js';
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
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    userRoles: await db.selectFrom('userRoles').selectAll().orderBy('userId').orderBy('role').execute(),
    members: await db
      .selectFrom('organisationMembers')
      .selectAll()
      .orderBy('organisationId')
      .orderBy('userId')
      .orderBy('role')
      .execute(),
    files: await db.selectFrom('files').selectAll().orderBy('id').execute(),
    // fit_changed_at is the time the rows were written (migration 0010's triggers), not the seed's
    profiles: (await db.selectFrom('profiles').selectAll().orderBy('userId').execute()).map((p) =>
      Object.fromEntries(Object.entries(p).filter(([column]) => column !== 'fitChangedAt')),
    ),
    experiences: await db.selectFrom('experiences').selectAll().orderBy('id').execute(),
    userSkills: await db.selectFrom('userSkills').selectAll().orderBy('id').execute(),
    invitations: await db.selectFrom('invitations').selectAll().orderBy('id').execute(),
    applications: await db.selectFrom('applications').selectAll().orderBy('id').execute(),
    applicationHistory: await db.selectFrom('applicationStatusHistory').selectAll().orderBy('id').execute(),
    assessments: await db.selectFrom('assessments').selectAll().orderBy('id').execute(),
    offers: await db.selectFrom('offers').selectAll().orderBy('id').execute(),
    freshoutOffers: await db.selectFrom('freshoutOffers').selectAll().orderBy('id').execute(),
    notifications: await db.selectFrom('notifications').selectAll().orderBy('id').execute(),
    chatMessages: await db.selectFrom('chatMessages').selectAll().orderBy('id').execute(),
    auditLog: await db.selectFrom('auditLog').selectAll().orderBy('id').execute(),
  };
}

/** The user of a demo account; throws when it is missing. */
async function account(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

/** Rows that break a rule, as `what: count` for the ones that do. */
async function violations(db: Kysely<DB>, checks: Record<string, string>): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const [what, query] of Object.entries(checks)) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${sql.raw(query)}) x`.execute(
      db,
    );
    const n = rows[0]?.n ?? 0;
    if (n > 0) found[what] = n;
  }
  return found;
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
    const b = await snapshot(second.db);
    for (const key of Object.keys(a) as (keyof typeof a)[]) expect(b[key], key).toEqual(a[key]);
    expect(a.users.length).toBeGreaterThan(200);
    expect(a.applications.length).toBeGreaterThan(200);
    expect(a.notifications.length).toBeGreaterThan(500);
    const c = await snapshot(other.db);
    expect(c.jobs.map((j) => j.id)).not.toEqual(a.jobs.map((j) => j.id));
    expect(c.organisations.map((o) => o.name).sort()).not.toEqual(a.organisations.map((o) => o.name).sort());
    expect(c.users.map((u) => u.id)).not.toEqual(a.users.map((u) => u.id));
    expect(c.applications.map((x) => x.status)).not.toEqual(a.applications.map((x) => x.status));
    expect(c.profiles.map((p) => p.fullName).sort()).not.toEqual(a.profiles.map((p) => p.fullName).sort());
  });

  it('answers the rows it inserted', async () => {
    const a = await snapshot(first.db);
    expect(counts.skills).toBe(a.skills.length);
    expect(a.skills.length).toBeGreaterThanOrEqual(150);
    // 40 organisations and 360 jobs of the market, plus the showcase organisation and its 8 jobs
    expect(counts.organisations).toBe(41);
    expect(counts.jobs).toBe(368);
    for (const [table, n] of Object.entries(counts)) {
      if (table === 'skills') continue;
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        first.db,
      );
      expect(rows[0]?.n, table).toBe(n);
    }
    // 120 generated job seekers and three seeker demo accounts
    expect(counts.profiles).toBe(123);
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

  it('has the eight demo accounts with their roles, all signing in with the demo password', async () => {
    const db = first.db;
    expect(DEMO_ACCOUNTS.map((a) => [a.email, a.role])).toEqual([
      ['seeker@demo.test', 'jobseeker'],
      ['fresh@demo.test', 'jobseeker'],
      ['recruiter@demo.test', 'hr'],
      ['hradmin@demo.test', 'hr_admin'],
      ['otheradmin@demo.test', 'hr_admin'],
      ['interviewer@demo.test', 'member'],
      ['locked@demo.test', 'jobseeker'],
      ['admin@demo.test', 'admin'],
    ]);
    for (const demo of DEMO_ACCOUNTS) {
      const user = await account(db, demo.email);
      expect(demo.description.length, demo.email).toBeGreaterThan(10);
      const platform = await db
        .selectFrom('userRoles')
        .select('role')
        .where('userId', '=', user.id)
        .execute();
      const memberships = await db
        .selectFrom('organisationMembers as m')
        .innerJoin('organisations as o', 'o.id', 'm.organisationId')
        .select(['m.role', 'o.name', 'o.plan'])
        .where('m.userId', '=', user.id)
        .execute();
      if (demo.role === 'jobseeker' || demo.role === 'admin') {
        expect(
          platform.map((r) => r.role),
          demo.email,
        ).toEqual([demo.role]);
        expect(memberships, demo.email).toEqual([]);
      } else if (demo.email === 'otheradmin@demo.test') {
        // a second organisation, to try isolation by hand: not the showcase company
        expect(platform, demo.email).toEqual([]);
        expect(memberships, demo.email).toEqual([expect.objectContaining({ role: 'hr_admin' })]);
        expect(memberships[0]?.name, demo.email).not.toBe('Falcon Bay Technologies');
      } else {
        expect(platform, demo.email).toEqual([]);
        // the recruiter also publishes, so that one account takes a job from a draft to a hire
        const roles = demo.email === 'recruiter@demo.test' ? ['hr', 'publisher'] : [demo.role];
        expect(
          [...memberships].sort((a, b) => a.role.localeCompare(b.role)),
          demo.email,
        ).toEqual(roles.map((role) => ({ role, name: 'Falcon Bay Technologies', plan: 'enterprise' })));
      }
    }
    // every demo user shares one hash of the demo password (scrypt is slow on purpose)
    const hashes = await db.selectFrom('users').select('passwordHash').distinct().execute();
    expect(hashes).toHaveLength(1);
    const hash = hashes[0]?.passwordHash ?? '';
    expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('demo@12345', hash)).toBe(false);
  });

  it('gives the seeker demo account a complete profile and something waiting in every list', async () => {
    const db = first.db;
    const seeker = await account(db, 'seeker@demo.test');
    const profile = await db
      .selectFrom('profiles')
      .selectAll()
      .where('userId', '=', seeker.id)
      .executeTakeFirstOrThrow();
    for (const column of [
      'photoFileId',
      'resumeFileId',
      'backgroundFileId',
      'title',
      'aboutMe',
      'careerLevelId',
    ] as const) {
      expect(profile[column], column).not.toBeNull();
    }
    const perUser = [
      'profileVideoCvs',
      'userSettings',
      'experiences',
      'medicalInfos',
      'onlineProfiles',
      'trainings',
      'awards',
      'userLanguages',
      'careerAspirations',
      'certifications',
      'userDocuments',
      'educations',
      'userInterests',
      'projects',
      'userSkills',
      'gainedSkills',
      'recommendations',
      'userSections',
      'volunteerWorks',
      'signatures',
      'notificationSettings',
      'notifications',
    ] as const;
    for (const table of perUser) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', seeker.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBeGreaterThan(0);
    }
    const perSeeker = [
      'savedJobs',
      'interestCompanies',
      'savedSearches',
      'recentSearches',
      'applications',
    ] as const;
    for (const table of perSeeker) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('seekerId', '=', seeker.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBeGreaterThan(0);
    }
    const extras = await violations(db, {
      'no project attachment': `select 1 from projects p where p.user_id = '${seeker.id}' having count(*) filter (where exists (select 1 from project_attachments a where a.project_id = p.id)) = 0`,
      'no project skills': `select 1 from projects p where p.user_id = '${seeker.id}' having count(*) filter (where exists (select 1 from project_used_skills s where s.project_id = p.id)) = 0`,
      'no endorsement': `select 1 from user_skills s where s.user_id = '${seeker.id}' having count(*) filter (where exists (select 1 from skill_endorsements e where e.user_skill_id = s.id)) = 0`,
      'no approved recommendation': `select 1 from recommendations where user_id = '${seeker.id}' having count(*) filter (where status = 'approved') = 0`,
      'not one pending recommendation': `select 1 from recommendations where user_id = '${seeker.id}' having count(*) filter (where status = 'pending') <> 1`,
      'no unread notification': `select 1 from notifications where user_id = '${seeker.id}' having count(*) filter (where viewed_at is null) = 0`,
    });
    expect(extras).toEqual({});

    const statuses = await db
      .selectFrom('applications')
      .select('status')
      .where('seekerId', '=', seeker.id)
      .execute();
    expect(new Set(statuses.map((a) => a.status)).size).toBeGreaterThanOrEqual(4);
    const invitation = await db
      .selectFrom('invitations')
      .selectAll()
      .where('seekerId', '=', seeker.id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(invitation.expiresAt.getTime()).toBeGreaterThan(NOW.getTime());
    const assessment = await db
      .selectFrom('assessments as s')
      .innerJoin('applications as a', 'a.id', 's.applicationId')
      .select(['s.id', 's.startsAt', 'a.status'])
      .where('a.seekerId', '=', seeker.id)
      .where('s.status', '=', 'scheduled')
      .executeTakeFirstOrThrow();
    expect(assessment.startsAt.getTime()).toBeGreaterThan(NOW.getTime());
    expect(assessment.status).toBe('interviewing');
    const participants = await db
      .selectFrom('assessmentParticipants')
      .select('role')
      .where('assessmentId', '=', assessment.id)
      .execute();
    expect(participants.map((p) => p.role).sort()).toEqual(['coordinator', 'interviewer', 'observer']);
    const offer = await db
      .selectFrom('offers as o')
      .innerJoin('applications as a', 'a.id', 'o.applicationId')
      .select(['o.expiresAt', 'o.respondedAt', 'a.status'])
      .where('a.seekerId', '=', seeker.id)
      .where('o.status', '=', 'sent')
      .executeTakeFirstOrThrow();
    expect(offer.expiresAt.getTime()).toBeGreaterThan(NOW.getTime());
    expect(offer.respondedAt).toBeNull();
    expect(offer.status).toBe('offered');
  });

  it('gives the fresh graduate a freshout offer waiting for an answer', async () => {
    const db = first.db;
    const fresh = await account(db, 'fresh@demo.test');
    const offers = await db
      .selectFrom('freshoutOffers as f')
      .innerJoin('freshoutRequests as r', 'r.id', 'f.requestId')
      .select(['f.status', 'f.respondedAt', 'r.status as requestStatus'])
      .where('r.seekerId', '=', fresh.id)
      .execute();
    expect(offers.filter((o) => o.status === 'sent' && o.respondedAt === null)).toHaveLength(1);
    expect(offers.every((o) => o.requestStatus === 'open')).toBe(true);
    const level = await db
      .selectFrom('profiles as p')
      .innerJoin('careerLevels as c', 'c.id', 'p.careerLevelId')
      .select('c.code')
      .where('p.userId', '=', fresh.id)
      .executeTakeFirstOrThrow();
    expect(level.code).toBe('student');
  });

  it("locks the locked demo account, with the admin's audit record", async () => {
    const db = first.db;
    const locked = await account(db, 'locked@demo.test');
    const admin = await account(db, 'admin@demo.test');
    expect(locked.isLocked).toBe(true);
    expect(locked.lockedAt?.getTime()).toBeLessThan(NOW.getTime());
    expect(locked.lockedReason).toMatch(/\w{10}/);
    const audit = await db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetType', '=', 'user')
      .where('targetId', '=', locked.id)
      .executeTakeFirstOrThrow();
    expect(audit.actorUserId).toBe(admin.id);
    expect(audit.createdAt).toEqual(locked.lockedAt);
    const unlocked = await db.selectFrom('users').select('id').where('isLocked', '=', true).execute();
    expect(unlocked.map((u) => u.id)).toEqual([locked.id]);
  });

  it("puts the recruiter's organisation's candidates at every stage", async () => {
    const db = first.db;
    const recruiter = await account(db, 'recruiter@demo.test');
    const { organisationId } = await db
      .selectFrom('organisationMembers')
      .select('organisationId')
      .where('userId', '=', recruiter.id)
      .executeTakeFirstOrThrow();
    const distinct = async (query: string) =>
      (await sql<{ s: string }>`${sql.raw(query)}`.execute(db)).rows.map((r) => r.s).sort();
    const org = `'${organisationId}'`;
    expect(await distinct(`select distinct status s from jobs where organisation_id = ${org}`)).toEqual([
      'closed',
      'draft',
      'published',
      'withdrawn',
    ]);
    const inOrg = `join jobs j on j.id = a.job_id where j.organisation_id = ${org}`;
    expect(await distinct(`select distinct a.status s from applications a ${inOrg}`)).toEqual([
      'applied',
      'hired',
      'interviewing',
      'offered',
      'rejected',
      'shortlisted',
      'withdrawn',
    ]);
    expect(await distinct(`select distinct a.status s from invitations a ${inOrg}`)).toEqual([
      'accepted',
      'expired',
      'pending',
      'rejected',
    ]);
    const viaApplication = `join applications a on a.id = x.application_id ${inOrg}`;
    expect(await distinct(`select distinct x.status s from assessments x ${viaApplication}`)).toEqual([
      'accepted',
      'cancelled',
      'completed',
      'rejected',
      'reschedule_requested',
      'scheduled',
    ]);
    expect(await distinct(`select distinct x.status s from offers x ${viaApplication}`)).toEqual([
      'accepted',
      'expired',
      'hired',
      'rejected',
      'sent',
    ]);
    const missing = await violations(db, {
      'completed assessment without feedback': `select 1 from assessments x ${viaApplication} and x.status = 'completed' and not exists (select 1 from assessment_feedback f where f.assessment_id = x.id)`,
      'no resent offer': `select 1 from offers x ${viaApplication} having count(*) filter (where x.send_count > 1) = 0`,
      'no hire': `select 1 from hires h join jobs j on j.id = h.job_id where j.organisation_id = ${org} having count(*) = 0`,
      'no shortlist': `select 1 from shortlists h join jobs j on j.id = h.job_id where j.organisation_id = ${org} having count(*) = 0`,
      'no talent collection candidates': `select 1 from talent_collection_candidates c join talent_collections t on t.id = c.collection_id where t.organisation_id = ${org} having count(*) = 0`,
      'no per-job roles': `select 1 from job_role_configs c join jobs j on j.id = c.job_id where j.organisation_id = ${org} having count(*) = 0`,
      'no chat messages': `select 1 from chat_messages m join chat_channels c on c.id = m.channel_id join jobs j on j.id = c.job_id where j.organisation_id = ${org} having count(*) = 0`,
      'no primary address': `select 1 from organisation_addresses where organisation_id = ${org} having count(*) filter (where is_primary) <> 1`,
    });
    expect(missing).toEqual({});
  });

  it('keeps every timeline in order and consistent with the statuses', async () => {
    const now = `'${NOW.toISOString()}'::timestamptz`;
    const chain = (table: string, key: string, entity: string) => `
      select 1 from (
        select ${key}, from_status, to_status,
               lag(to_status) over (partition by ${key} order by changed_at, id) as previous,
               row_number() over (partition by ${key} order by changed_at, id) as n,
               last_value(to_status) over (partition by ${key} order by changed_at, id
                 rows between unbounded preceding and unbounded following) as last
        from ${table}) h
      join ${entity} e on e.id = h.${key}
      where (h.n = 1 and h.from_status is not null) or (h.n > 1 and h.from_status is distinct from h.previous)
         or h.last <> e.status`;
    const found = await violations(first.db, {
      'application history': chain('application_status_history', 'application_id', 'applications'),
      'invitation history': chain('invitation_status_history', 'invitation_id', 'invitations'),
      'assessment history': chain('assessment_status_history', 'assessment_id', 'assessments'),
      'offer history': chain('offer_status_history', 'offer_id', 'offers'),
      'freshout history': chain('freshout_offer_status_history', 'offer_id', 'freshout_offers'),
      'job history': chain('job_status_history', 'job_id', 'jobs'),
      'history stamped by nobody': `select 1 from application_status_history where changed_by is null union all select 1 from assessment_status_history where changed_by is null union all select 1 from job_status_history where changed_by is null union all select 1 from offer_status_history where changed_by is null and to_status <> 'expired' union all select 1 from invitation_status_history where changed_by is null and to_status <> 'expired'`,
      'applied before published': `select 1 from applications a join jobs j on j.id = a.job_id where j.published_at is null or a.applied_at < j.published_at`,
      'applied before signing up': `select 1 from applications a join users u on u.id = a.seeker_id where a.applied_at < u.created_at`,
      'happens after now': `select 1 from application_status_history where changed_at > ${now} union all select 1 from notifications where created_at > ${now} union all select 1 from chat_messages where created_at > ${now} union all select 1 from offer_sends where sent_at > ${now}`,
      'sent offer expired': `select 1 from offers where status = 'sent' and expires_at <= ${now}`,
      'expired offer still valid': `select 1 from offers where status = 'expired' and expires_at > ${now}`,
      'pending invitation expired': `select 1 from invitations where status = 'pending' and expires_at <= ${now}`,
      'upcoming assessment in the past': `select 1 from assessments where status in ('scheduled', 'accepted', 'reschedule_requested') and starts_at <= ${now}`,
      'offer sends not counted': `select 1 from offers o where send_count <> (select count(*) from offer_sends s where s.offer_id = o.id)`,
      'hired without a hire': `select 1 from applications a where status = 'hired' and not exists (select 1 from hires h where h.application_id = a.id)`,
      'more hires than vacancies': `select 1 from hires h join jobs j on j.id = h.job_id group by j.id, j.vacancies having count(*) > j.vacancies`,
      'ineligible application': `select 1 from applications a join jobs j on j.id = a.job_id join profiles p on p.user_id = a.seeker_id where (j.nationals_only and p.nationality <> j.country_code) or (j.requires_work_permit and not p.has_work_permit) or (j.requires_resident_card and p.resident_card_no is null)`,
      // the ids the API's notification builders put in `data` (modules/*/…-notifications.ts)
      'notification without its ids': `select 1 from notifications where (kind in ('application_status_changed', 'assessment_scheduled', 'assessment_rescheduled', 'assessment_answered', 'assessment_feedback', 'offer_sent', 'offer_resent', 'hired', 'new_applicant') and not data ? 'applicationId') or (kind like 'assessment%' and not data ? 'assessmentId') or (kind in ('invitation_received', 'invitation_answered') and not data ? 'invitationId') or (kind in ('offer_sent', 'offer_resent', 'hired') and not data ? 'offerId')`,
      'rejected candidate still shortlisted': `select 1 from shortlists s join applications a on a.job_id = s.job_id and a.seeker_id = s.seeker_id where a.status in ('rejected', 'applied')`,
      'file outside demo/': `select 1 from files where storage_key not like 'demo/%' or bucket <> 'upload'`,
      'file not shared': `select 1 from files f where not exists (select 1 from file_shares s where s.file_id = f.id)`,
    });
    expect(found).toEqual({});
  });

  it("schedules assessments in the job's country's zone, the sequence counting the re-schedules", async () => {
    const rows = await first.db
      .selectFrom('assessments as s')
      .innerJoin('applications as a', 'a.id', 's.applicationId')
      .innerJoin('jobs as j', 'j.id', 'a.jobId')
      .select((eb) => [
        's.timeZone',
        's.sequence',
        'j.countryCode',
        eb
          .selectFrom('assessmentStatusHistory as h')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('h.assessmentId', '=', 's.id')
          .where('h.toStatus', '=', 'scheduled')
          .as('scheduledTimes'),
      ])
      .execute();
    expect(rows.filter((r) => r.sequence !== Number(r.scheduledTimes) - 1)).toEqual([]);
    expect(rows.some((r) => r.sequence > 0)).toBe(true);
    expect(new Set(rows.map((r) => r.timeZone)).size).toBeGreaterThanOrEqual(3);
    for (const r of rows) expect(() => new Intl.DateTimeFormat('en', { timeZone: r.timeZone })).not.toThrow();
    expect(rows.filter((r) => r.countryCode === 'OM' && r.timeZone !== 'Asia/Muscat')).toEqual([]);
  });

  it('writes people in the three locales', async () => {
    const users = await first.db.selectFrom('users').select(['fullName', 'preferredLanguage']).execute();
    expect(users.filter((u) => CJK.test(u.fullName)).length).toBeGreaterThan(5);
    expect(users.filter((u) => ARABIC.test(u.fullName)).length).toBeGreaterThan(10);
    expect(users.filter((u) => /^[A-Z][a-z]+ /.test(u.fullName)).length).toBeGreaterThan(50);
    expect(new Set(users.map((u) => u.preferredLanguage))).toEqual(new Set(['en-US', 'zh-CN', 'ar']));
  });
});
