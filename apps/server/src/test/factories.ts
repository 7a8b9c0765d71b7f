import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashPassword } from '../lib/password.js';
import type { JobStatus, TextLanguage } from '../db/types.js';

/**
 * Factories in the style of `buildX(db, overrides)`: each test makes its own organisation,
 * categories and jobs, so no test leans on another's rows or on the demo data.
 */

const unique = () => randomUUID().slice(0, 8);

export async function ensureCountry(db: Kysely<DB>, code = 'OM'): Promise<string> {
  await db
    .insertInto('countries')
    .values({
      code,
      nameEn: `Country ${code}`,
      nameZh: `国家${code}`,
      nameAr: `دولة ${code}`,
      phoneCode: null,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return code;
}

export async function buildCity(
  db: Kysely<DB>,
  overrides: { countryCode?: string; nameEn?: string; nameZh?: string; nameAr?: string } = {},
): Promise<string> {
  const countryCode = await ensureCountry(db, overrides.countryCode ?? 'OM');
  const row = await db
    .insertInto('cities')
    .values({
      countryCode,
      nameEn: overrides.nameEn ?? `City ${unique()}`,
      nameZh: overrides.nameZh ?? `城市${unique()}`,
      nameAr: overrides.nameAr ?? `مدينة ${unique()}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function ensureCurrency(db: Kysely<DB>, code: string): Promise<void> {
  await db
    .insertInto('currencies')
    .values({ code, nameEn: code, nameZh: code, nameAr: code })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

async function ensureEmploymentType(db: Kysely<DB>, code: string): Promise<void> {
  await db
    .insertInto('employmentTypes')
    .values({ code, nameEn: code, nameZh: code, nameAr: code, position: 0 })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

async function ensureLanguage(db: Kysely<DB>, code: string): Promise<void> {
  await db
    .insertInto('languages')
    .values({ code, nameEn: code, nameZh: code, nameAr: code })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export async function buildOrganisation(db: Kysely<DB>, overrides: { name?: string } = {}): Promise<string> {
  const suffix = unique();
  const row = await db
    .insertInto('organisations')
    .values({
      name: overrides.name ?? `Test Company ${suffix}`,
      slug: `test-company-${suffix}`,
      about: 'A company made by a test.',
      countryCode: await ensureCountry(db),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function buildCategory(
  db: Kysely<DB>,
  overrides: { parentId?: string; nameEn?: string; position?: number } = {},
): Promise<string> {
  const suffix = unique();
  const row = await db
    .insertInto('categories')
    .values({
      parentId: overrides.parentId ?? null,
      nameEn: overrides.nameEn ?? `Category ${suffix}`,
      nameZh: `类别${suffix}`,
      nameAr: `فئة ${suffix}`,
      position: overrides.position ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function ensureSkill(db: Kysely<DB>, name: string): Promise<string> {
  const found = await db
    .selectFrom('skills')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  if (found !== undefined) return found.id;
  const row = await db.insertInto('skills').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface JobOverrides {
  organisationId?: string;
  categoryId?: string;
  subCategoryId?: string | null;
  title?: string;
  description?: string;
  textLanguage?: TextLanguage;
  countryCode?: string;
  cityId?: string | null;
  /** The older form of `workModel: 'remote'`. */
  remote?: boolean;
  workModel?: 'on_site' | 'hybrid' | 'remote';
  /** A remote job: the countries it is open to (created when missing). */
  remoteCountries?: string[];
  employmentType?: string;
  salary?: { min: number; max: number; currency: string; period: 'month' | 'year' } | null;
  minExperienceYears?: number;
  status?: JobStatus;
  publishedAt?: Date | null;
  endDate?: string | null;
  skills?: string[];
  languages?: string[];
}

export async function buildJob(db: Kysely<DB>, overrides: JobOverrides = {}): Promise<string> {
  const status = overrides.status ?? 'published';
  const employmentType = overrides.employmentType ?? 'full_time';
  await ensureEmploymentType(db, employmentType);
  const salary =
    overrides.salary === undefined
      ? { min: 800, max: 1200, currency: 'OMR', period: 'month' as const }
      : overrides.salary;
  const row = await db
    .insertInto('jobs')
    .values({
      organisationId: overrides.organisationId ?? (await buildOrganisation(db)),
      categoryId: overrides.categoryId ?? (await buildCategory(db)),
      subCategoryId: overrides.subCategoryId ?? null,
      title: overrides.title ?? `Test Job ${unique()}`,
      description: overrides.description ?? 'Work made by a test.',
      textLanguage: overrides.textLanguage ?? 'en',
      countryCode: await ensureCountry(db, overrides.countryCode ?? 'OM'),
      cityId: overrides.cityId ?? null,
      workModel: overrides.workModel ?? (overrides.remote === true ? 'remote' : 'on_site'),
      remoteCountries: await Promise.all(
        (overrides.remoteCountries ?? []).map((code) => ensureCountry(db, code)),
      ),
      employmentType,
      salaryMin: salary?.min ?? null,
      salaryMax: salary?.max ?? null,
      salaryCurrency: salary?.currency ?? null,
      salaryPeriod: salary?.period ?? null,
      minExperienceYears: overrides.minExperienceYears ?? 0,
      status,
      publishedAt:
        overrides.publishedAt === undefined
          ? status === 'draft'
            ? null
            : new Date()
          : overrides.publishedAt,
      endDate: overrides.endDate ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const name of overrides.skills ?? []) {
    await db
      .insertInto('jobSkills')
      .values({ jobId: row.id, skillId: await ensureSkill(db, name) })
      .execute();
  }
  for (const code of overrides.languages ?? []) {
    await ensureLanguage(db, code);
    await db.insertInto('jobLanguages').values({ jobId: row.id, languageCode: code }).execute();
  }
  return row.id;
}

/** A calendar day `days` from today (UTC), as `YYYY-MM-DD`. */
export function utcDay(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const TEST_PASSWORD = 'Test@Pass2026';
let cachedHash: Promise<string> | undefined;

export interface UserOverrides {
  email?: string;
  fullName?: string;
  password?: string;
  platformRoles?: ('jobseeker' | 'admin')[];
  memberships?: { organisationId: string; role: 'hr' | 'hr_admin' | 'publisher' | 'member' }[];
  locked?: boolean;
}

/** A user who can sign in with TEST_PASSWORD (or the given password); a job seeker unless told otherwise. */
export async function buildUser(
  db: Kysely<DB>,
  overrides: UserOverrides = {},
): Promise<{ id: string; subject: string; email: string; password: string }> {
  const password = overrides.password ?? TEST_PASSWORD;
  // one scrypt hash for the common password keeps the suites fast
  const passwordHash =
    password === TEST_PASSWORD
      ? await (cachedHash ??= hashPassword(TEST_PASSWORD))
      : await hashPassword(password);
  const email = overrides.email ?? `user-${unique()}@example.test`;
  const fullName = overrides.fullName ?? `Test User ${unique()}`;
  const user = await db
    .insertInto('users')
    .values({
      subject: `u-${randomUUID()}`,
      email,
      fullName,
      passwordHash,
      isLocked: overrides.locked ?? false,
      lockedAt: overrides.locked ? new Date() : null,
    })
    .returning(['id', 'subject'])
    .executeTakeFirstOrThrow();
  const platformRoles = overrides.platformRoles ?? (overrides.memberships?.length ? [] : ['jobseeker']);
  for (const role of platformRoles)
    await db.insertInto('userRoles').values({ userId: user.id, role }).execute();
  for (const m of overrides.memberships ?? []) {
    await db
      .insertInto('organisationMembers')
      .values({ organisationId: m.organisationId, userId: user.id, role: m.role })
      .execute();
  }
  await db.insertInto('profiles').values({ userId: user.id, fullName, email }).execute();
  return { ...user, email, password };
}
