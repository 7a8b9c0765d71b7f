import type { Kysely } from 'kysely';
import {
  type Address,
  type AddressListResponse,
  type JobRoleConfig,
  type JobRoleConfigListResponse,
  type JobRoleListResponse,
  type LocalizedText,
  type PlatformRoleListResponse,
  jobRoles,
  organisationRoles,
  platformRoles,
  type Role,
  type UpdateJobRoleBody,
  type UpsertAddressBody,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../auth/auth-context.js';
import { callerOrganisation, organisationsWithRole } from '../../plugins/auth.js';

/** Who may read an organisation's addresses: its recruiters and publishers (a plain `member` may not). */
const MEMBER_ROLES: readonly Role[] = ['hr', 'hr_admin', 'publisher'];
/** Who may read a job's role configuration. */
const RECRUITER_ROLES: readonly Role[] = ['hr', 'hr_admin'];
const ADMIN_ROLES: readonly Role[] = ['hr_admin'];

const badField = (field: string, message: string) =>
  new AppError(400, 'validation', `${field}: ${message}`, {}, [{ field, message }]);

/** A unique index refused the row (PostgreSQL and PGlite both say 23505). */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

// ───────────── addresses ─────────────

const ADDRESS_COLUMNS = [
  'id',
  'organisationId',
  'label',
  'line1',
  'line2',
  'countryCode',
  'stateId',
  'cityId',
  'postalCode',
  'phone',
  'isPrimary',
  'createdAt',
  'updatedAt',
] as const;

interface AddressRow {
  id: string;
  organisationId: string;
  label: string;
  line1: string;
  line2: string | null;
  countryCode: string;
  stateId: string | null;
  cityId: string | null;
  postalCode: string | null;
  phone: string | null;
  isPrimary: boolean;
  createdAt: Date;
  updatedAt: Date;
}

function toAddress(row: AddressRow): Address {
  const { organisationId, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    orgId: organisationId,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The organisation's addresses, the primary one first. */
export async function listAddresses(
  db: Kysely<DB>,
  auth: AuthContext,
  orgId: string,
): Promise<AddressListResponse> {
  callerOrganisation(auth, MEMBER_ROLES, orgId);
  const rows = await db
    .selectFrom('organisationAddresses')
    .select(ADDRESS_COLUMNS)
    .where('organisationId', '=', orgId)
    .orderBy('isPrimary', 'desc')
    .orderBy('label')
    .orderBy('id')
    .execute();
  return { addresses: rows.map(toAddress) };
}

/** The country exists, and the state and city (when given) are in it, the city in the state. */
async function checkPlace(db: Kysely<DB>, body: UpsertAddressBody): Promise<void> {
  const country = await db
    .selectFrom('countries')
    .select('code')
    .where('code', '=', body.countryCode)
    .executeTakeFirst();
  if (country === undefined) throw badField('body.countryCode', 'no such country');
  if (body.stateId !== undefined) {
    const state = await db
      .selectFrom('states')
      .select('id')
      .where('id', '=', body.stateId)
      .where('countryCode', '=', body.countryCode)
      .executeTakeFirst();
    if (state === undefined) throw badField('body.stateId', 'no such state in this country');
  }
  if (body.cityId !== undefined) {
    const city = await db
      .selectFrom('cities')
      .select(['id', 'stateId'])
      .where('id', '=', body.cityId)
      .where('countryCode', '=', body.countryCode)
      .executeTakeFirst();
    if (city === undefined) throw badField('body.cityId', 'no such city in this country');
    if (body.stateId !== undefined && city.stateId !== null && city.stateId !== body.stateId) {
      throw badField('body.cityId', 'the city is not in this state');
    }
  }
}

/**
 * Adds an address (no id) or replaces one of the organisation's (id). Making it primary makes the
 * former primary one ordinary, in the same transaction (one primary per organisation).
 */
export async function upsertAddress(
  db: Kysely<DB>,
  auth: AuthContext,
  body: UpsertAddressBody,
): Promise<{ created: boolean; address: Address }> {
  const orgId = callerOrganisation(auth, ADMIN_ROLES, body.orgId);
  await checkPlace(db, body);
  const values = {
    label: body.label,
    line1: body.line1,
    line2: body.line2 ?? null,
    countryCode: body.countryCode,
    stateId: body.stateId ?? null,
    cityId: body.cityId ?? null,
    postalCode: body.postalCode ?? null,
    phone: body.phone ?? null,
    isPrimary: body.isPrimary,
  };
  try {
    return await db.transaction().execute(async (trx) => {
      if (body.isPrimary) {
        let demote = trx
          .updateTable('organisationAddresses')
          .set({ isPrimary: false, updatedAt: new Date() })
          .where('organisationId', '=', orgId)
          .where('isPrimary', '=', true);
        if (body.id !== undefined) demote = demote.where('id', '<>', body.id);
        await demote.execute();
      }
      if (body.id === undefined) {
        const row = await trx
          .insertInto('organisationAddresses')
          .values({ ...values, organisationId: orgId })
          .returning(ADDRESS_COLUMNS)
          .executeTakeFirstOrThrow();
        return { created: true, address: toAddress(row) };
      }
      const row = await trx
        .updateTable('organisationAddresses')
        .set({ ...values, updatedAt: new Date() })
        .where('id', '=', body.id)
        .where('organisationId', '=', orgId)
        .returning(ADDRESS_COLUMNS)
        .executeTakeFirst();
      if (row === undefined) throw notFound('Address');
      return { created: false, address: toAddress(row) };
    });
  } catch (error) {
    // another admin made another address primary at the same moment
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'conflict', 'Another address was made primary at the same time; try again.');
    }
    throw error;
  }
}

// ───────────── per-job roles ─────────────

const text = (en: string, zh: string, ar: string): LocalizedText => ({ en, zh, ar });

const JOB_ROLE_TEXT: Record<(typeof jobRoles)[number], { label: LocalizedText; description: LocalizedText }> =
  {
    hiring_manager: {
      label: text('Hiring manager', '招聘经理', 'مدير التوظيف'),
      description: text(
        'Owns the hiring decision for the job',
        '负责该职位的录用决定',
        'صاحب قرار التوظيف في هذه الوظيفة',
      ),
    },
    recruiter: {
      label: text('Recruiter', '招聘专员', 'مسؤول التوظيف'),
      description: text(
        'Sources, screens and moves candidates through the job',
        '为该职位寻找、筛选并推进候选人',
        'يبحث عن المرشحين ويفرزهم وينقلهم بين مراحل الوظيفة',
      ),
    },
    interviewer: {
      label: text('Interviewer', '面试官', 'المقابِل'),
      description: text(
        'Takes part in the assessments of the job and gives feedback',
        '参加该职位的评估并提交反馈',
        'يشارك في تقييمات هذه الوظيفة ويقدم ملاحظاته',
      ),
    },
    coordinator: {
      label: text('Coordinator', '协调员', 'المنسق'),
      description: text(
        'Schedules the interviews and tests of the job',
        '安排该职位的面试和测试',
        'يحدد مواعيد المقابلات والاختبارات لهذه الوظيفة',
      ),
    },
  };

export function listJobRoles(): JobRoleListResponse {
  return { roles: jobRoles.map((role) => ({ role, ...JOB_ROLE_TEXT[role] })) };
}

const PLATFORM_ROLE_LABELS: Record<Role, LocalizedText> = {
  jobseeker: text('Job seeker', '求职者', 'باحث عن عمل'),
  admin: text('Platform administrator', '平台管理员', 'مسؤول المنصة'),
  hr: text('Recruiter', '招聘人员', 'مسؤول توظيف'),
  hr_admin: text('Organisation administrator', '机构管理员', 'مسؤول المؤسسة'),
  publisher: text('Publisher', '发布者', 'الناشر'),
  member: text('Organisation member', '机构成员', 'عضو في المؤسسة'),
};

export function listPlatformRoles(): PlatformRoleListResponse {
  return {
    roles: [
      ...platformRoles.map((role) => ({
        role,
        scope: 'platform' as const,
        label: PLATFORM_ROLE_LABELS[role],
      })),
      ...organisationRoles.map((role) => ({
        role,
        scope: 'organisation' as const,
        label: PLATFORM_ROLE_LABELS[role],
      })),
    ],
  };
}

/** The job, if the caller holds one of the roles in its organisation; another's is not found. */
async function requireJob(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
  roles: readonly Role[],
): Promise<{ id: string; organisationId: string }> {
  const allowed = organisationsWithRole(auth, roles);
  if (allowed.length === 0) throw notFound('Job');
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'organisationId'])
    .where('id', '=', jobId)
    .where('organisationId', 'in', allowed)
    .executeTakeFirst();
  if (job === undefined) throw notFound('Job');
  return job;
}

function configsOf(db: Kysely<DB>) {
  return db
    .selectFrom('jobRoleConfigs as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['c.id', 'c.jobId', 'c.userId', 'u.subject', 'u.fullName', 'c.jobRole', 'c.createdAt']);
}

type ConfigRow = Awaited<ReturnType<ReturnType<typeof configsOf>['executeTakeFirstOrThrow']>>;

function toConfig(row: ConfigRow): JobRoleConfig {
  return {
    id: row.id,
    jobId: row.jobId,
    userId: row.userId,
    subject: row.subject,
    fullName: row.fullName,
    role: row.jobRole,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listJobRoleConfigs(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
): Promise<JobRoleConfigListResponse> {
  const job = await requireJob(db, auth, jobId, RECRUITER_ROLES);
  const rows = await configsOf(db)
    .where('c.jobId', '=', job.id)
    .orderBy('u.fullName')
    .orderBy('c.jobRole')
    .orderBy('c.id')
    .execute();
  return { configs: rows.map(toConfig) };
}

/**
 * Gives a member of the job's organisation a role on the job. A user may hold several roles on one
 * job; giving one again answers the existing configuration.
 */
export async function updateJobRole(
  db: Kysely<DB>,
  auth: AuthContext,
  body: UpdateJobRoleBody,
): Promise<{ created: boolean; config: JobRoleConfig }> {
  const job = await requireJob(db, auth, body.jobId, ADMIN_ROLES);
  let member = db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.deletedAt', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('organisationMembers as m')
          .select('m.userId')
          .whereRef('m.userId', '=', 'u.id')
          .where('m.organisationId', '=', job.organisationId),
      ),
    );
  member =
    body.userId !== undefined
      ? member.where('u.id', '=', body.userId)
      : member.where('u.subject', '=', body.subject ?? '');
  const user = await member.executeTakeFirst();
  if (user === undefined) {
    throw new AppError(
      404,
      'not_found',
      "Member not found: per-job roles go to members of the job's organisation.",
    );
  }
  const inserted = await db
    .insertInto('jobRoleConfigs')
    .values({ jobId: job.id, userId: user.id, jobRole: body.role, createdBy: auth.userId })
    .onConflict((oc) => oc.columns(['jobId', 'userId', 'jobRole']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await configsOf(db)
    .where('c.jobId', '=', job.id)
    .where('c.userId', '=', user.id)
    .where('c.jobRole', '=', body.role)
    .executeTakeFirstOrThrow();
  return { created: inserted !== undefined, config: toConfig(row) };
}

export async function deleteJobRoleConfig(
  db: Kysely<DB>,
  auth: AuthContext,
  configId: string,
): Promise<void> {
  const allowed = organisationsWithRole(auth, ADMIN_ROLES);
  if (allowed.length === 0) throw notFound('Role configuration');
  const deleted = await db
    .deleteFrom('jobRoleConfigs')
    .where('id', '=', configId)
    .where('jobId', 'in', (eb) =>
      eb.selectFrom('jobs').select('jobs.id').where('jobs.organisationId', 'in', allowed),
    )
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound('Role configuration');
}
