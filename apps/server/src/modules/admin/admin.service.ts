import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type {
  AdminOrganisation,
  AdminOrganisationDetail,
  AdminOrganisationPage,
  AdminOrganisationQuery,
  AdminPrivacyRequests,
  AdminUser,
  AdminUserDetail,
  AdminUserPage,
  AdminUserQuery,
  AuditEntry,
  AuditPage,
  AuditQuery,
  Role,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { AuthContext } from '../auth/auth-context.js';
import { type AuditSource, revokeUserSessions, writeAudit } from '../auth/auth.repository.js';

type Db = Kysely<DB>;

/** `%…%` for ILIKE with the person's own `%`, `_` and `\` taken as themselves. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;
const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d === null ? null : d.toISOString());

function users(db: Db, sessionMaxAgeSeconds: number) {
  return db.selectFrom('users as u').select((eb) => [
    'u.id',
    'u.subject',
    'u.email',
    'u.fullName',
    'u.isLocked',
    'u.lockedReason',
    'u.passwordHash',
    'u.createdAt',
    'u.lastLoginAt',
    'u.deletionDueAt',
    'u.erasedAt',
    jsonArrayFrom(eb.selectFrom('userRoles as r').select('r.role').whereRef('r.userId', '=', 'u.id')).as(
      'platformRoles',
    ),
    jsonArrayFrom(
      eb
        .selectFrom('organisationMembers as m')
        .innerJoin('organisations as o', 'o.id', 'm.organisationId')
        .select(['o.id', 'o.name', 'm.role'])
        .whereRef('m.userId', '=', 'u.id')
        .orderBy('o.name'),
    ).as('memberships'),
    eb
      .selectFrom('refreshTokenFamilies as f')
      .select((f) => f.fn.countAll<number>().as('n'))
      .whereRef('f.userId', '=', 'u.id')
      .where('f.revokedAt', 'is', null)
      .where('f.createdAt', '>', sql<Date>`now() - make_interval(secs => ${sessionMaxAgeSeconds})`)
      .as('openSessions'),
  ]);
}
type UserRow = Awaited<ReturnType<ReturnType<typeof users>['executeTakeFirstOrThrow']>>;

function toUser(row: UserRow): AdminUser {
  const orgs = new Map<string, AdminUser['organisations'][number]>();
  for (const m of row.memberships) {
    const org = orgs.get(m.id) ?? { id: m.id, name: m.name, roles: [] };
    org.roles.push(m.role);
    orgs.set(m.id, org);
  }
  const roles = [
    ...new Set<Role>([...row.platformRoles.map((r) => r.role), ...row.memberships.map((m) => m.role)]),
  ];
  return {
    id: row.id,
    subject: row.subject,
    email: row.email,
    fullName: row.fullName,
    roles,
    organisations: [...orgs.values()],
    locked: row.isLocked,
    passwordless: row.passwordHash === null,
    openSessions: Number(row.openSessions ?? 0),
    createdAt: iso(row.createdAt),
    lastLoginAt: isoOrNull(row.lastLoginAt),
    deletionDueAt: isoOrNull(row.deletionDueAt),
    erased: row.erasedAt !== null,
  };
}

/** Users by a part of their name or address, newest first, a page at a time. */
export async function searchUsers(
  db: Db,
  query: AdminUserQuery,
  sessionMaxAgeSeconds: number,
): Promise<AdminUserPage> {
  const q = query.q?.trim();
  let base = db.selectFrom('users as u');
  if (q !== undefined && q !== '') {
    base = base.where((eb) =>
      eb.or([eb('u.fullName', 'ilike', contains(q)), eb('u.email', 'ilike', contains(q))]),
    );
  }
  let page = users(db, sessionMaxAgeSeconds);
  if (q !== undefined && q !== '') {
    page = page.where((eb) =>
      eb.or([eb('u.fullName', 'ilike', contains(q)), eb('u.email', 'ilike', contains(q))]),
    );
  }
  const [rows, count] = await Promise.all([
    page.orderBy('u.createdAt', 'desc').orderBy('u.id').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toUser), total: Number(count.total) };
}

export async function userDetail(
  db: Db,
  userId: string,
  sessionMaxAgeSeconds: number,
): Promise<AdminUserDetail> {
  const row = await users(db, sessionMaxAgeSeconds).where('u.id', '=', userId).executeTakeFirst();
  if (row === undefined) throw notFound('User');
  const sessions = await db
    .selectFrom('refreshTokenFamilies')
    .select(['id', 'authMethod', 'ip', 'userAgent', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('createdAt', '>', sql<Date>`now() - make_interval(secs => ${sessionMaxAgeSeconds})`)
    .orderBy('lastUsedAt', 'desc')
    .limit(100)
    .execute();
  return {
    ...toUser(row),
    lockedReason: row.lockedReason,
    sessions: sessions.map((s) => ({
      id: s.id,
      authMethod: s.authMethod,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: iso(s.createdAt),
      lastUsedAt: iso(s.lastUsedAt),
    })),
  };
}

/** Ends every session of a user (a stolen laptop, a leaving employee); audited. */
export async function endUserSessions(
  db: Db,
  actor: AuthContext,
  userId: string,
  source: AuditSource,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (user === undefined) throw notFound('User');
    const ended = await revokeUserSessions(trx, userId, 'ended_by_admin');
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: 'session.ended_by_admin',
      targetType: 'user',
      targetId: userId,
      details: { ended },
      ...source,
    });
    return ended;
  });
}

function organisations(db: Db) {
  return db.selectFrom('organisations as o').select((eb) => [
    'o.id',
    'o.name',
    'o.plan',
    'o.retentionMonths',
    'o.createdAt',
    eb
      .selectFrom('organisationMembers as m')
      .select(sql<number>`count(distinct m.user_id)`.as('n'))
      .whereRef('m.organisationId', '=', 'o.id')
      .as('members'),
    jsonArrayFrom(
      eb
        .selectFrom('organisationDomains as d')
        .select(['d.domain', 'd.verifiedAt', 'd.verificationMethod', 'd.createdAt'])
        .whereRef('d.organisationId', '=', 'o.id')
        .orderBy('d.domain'),
    ).as('domains'),
  ]);
}
type OrganisationRow = Awaited<ReturnType<ReturnType<typeof organisations>['executeTakeFirstOrThrow']>>;

function toOrganisation(row: OrganisationRow): AdminOrganisation {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    members: Number(row.members ?? 0),
    retentionMonths: row.retentionMonths,
    createdAt: iso(row.createdAt),
    domains: row.domains.map((d) => ({
      domain: d.domain,
      verified: d.verifiedAt !== null,
      verificationMethod: d.verificationMethod,
      // JSON from the database: a timestamp's text
      createdAt: new Date(d.createdAt).toISOString(),
    })),
  };
}

export async function searchOrganisations(
  db: Db,
  query: AdminOrganisationQuery,
): Promise<AdminOrganisationPage> {
  const q = query.q?.trim();
  let page = organisations(db);
  let base = db.selectFrom('organisations as o');
  if (q !== undefined && q !== '') {
    page = page.where('o.name', 'ilike', contains(q));
    base = base.where('o.name', 'ilike', contains(q));
  }
  const [rows, count] = await Promise.all([
    page.orderBy('o.name').orderBy('o.id').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toOrganisation), total: Number(count.total) };
}

export async function organisationDetail(db: Db, organisationId: string): Promise<AdminOrganisationDetail> {
  const row = await organisations(db).where('o.id', '=', organisationId).executeTakeFirst();
  if (row === undefined) throw notFound('Organisation');
  const members = await db
    .selectFrom('organisationMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.fullName', 'u.email', 'm.role'])
    .where('m.organisationId', '=', organisationId)
    .orderBy('u.fullName')
    .orderBy('u.id')
    .orderBy('m.role')
    .limit(1000)
    .execute();
  const byUser = new Map<string, AdminOrganisationDetail['memberList'][number]>();
  for (const m of members) {
    const entry = byUser.get(m.id) ?? { userId: m.id, fullName: m.fullName, email: m.email, roles: [] };
    entry.roles.push(m.role);
    byUser.set(m.id, entry);
  }
  return { ...toOrganisation(row), memberList: [...byUser.values()] };
}

/** The organisation's plan; audited. */
export async function setPlan(
  db: Db,
  actor: AuthContext,
  organisationId: string,
  plan: AdminOrganisation['plan'],
  source: AuditSource,
): Promise<AdminOrganisationDetail> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('organisations')
      .select('plan')
      .where('id', '=', organisationId)
      .forUpdate()
      .executeTakeFirst();
    if (before === undefined) throw notFound('Organisation');
    await trx
      .updateTable('organisations')
      .set({ plan, updatedAt: new Date() })
      .where('id', '=', organisationId)
      .execute();
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: 'organisation.plan_changed',
      targetType: 'organisation',
      targetId: organisationId,
      details: { from: before.plan, to: plan },
      ...source,
    });
  });
  return organisationDetail(db, organisationId);
}

/** Deletions waiting for their erasure, and the latest exports. */
export async function privacyRequests(db: Db): Promise<AdminPrivacyRequests> {
  const [deletions, exports] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'fullName', 'email', 'deletionRequestedAt', 'deletionDueAt'])
      .where('deletionDueAt', 'is not', null)
      .where('erasedAt', 'is', null)
      .orderBy('deletionDueAt')
      .limit(200)
      .execute(),
    db
      .selectFrom('dataExports as e')
      .innerJoin('users as u', 'u.id', 'e.userId')
      .select(['e.id', 'e.userId', 'u.fullName', 'e.status', 'e.requestedAt', 'e.readyAt'])
      .orderBy('e.requestedAt', 'desc')
      .limit(200)
      .execute(),
  ]);
  return {
    deletions: deletions.map((d) => ({
      userId: d.id,
      fullName: d.fullName,
      email: d.email,
      requestedAt: iso(d.deletionRequestedAt ?? new Date(0)),
      dueAt: iso(d.deletionDueAt ?? new Date(0)),
    })),
    exports: exports.map((e) => ({
      id: e.id,
      userId: e.userId,
      fullName: e.fullName,
      status: e.status,
      requestedAt: iso(e.requestedAt),
      readyAt: isoOrNull(e.readyAt),
    })),
  };
}

function auditRows(db: Db, query: Omit<AuditQuery, 'limit' | 'offset'>) {
  let q = db.selectFrom('auditLog as a').leftJoin('users as u', 'u.id', 'a.actorUserId');
  if (query.action !== undefined) {
    const action = query.action;
    q = q.where((eb) =>
      eb.or([eb('a.action', '=', action), eb('a.action', 'like', `${action.replace(/_/g, '\\_')}.%`)]),
    );
  }
  if (query.actorId !== undefined) q = q.where('a.actorUserId', '=', query.actorId);
  if (query.targetId !== undefined) q = q.where('a.targetId', '=', query.targetId);
  if (query.from !== undefined) q = q.where('a.createdAt', '>=', new Date(query.from));
  if (query.to !== undefined) q = q.where('a.createdAt', '<', new Date(query.to));
  return q;
}

const AUDIT_COLUMNS = [
  'a.id',
  'a.createdAt',
  'a.actorUserId',
  'u.fullName as actorName',
  'u.email as actorEmail',
  'a.action',
  'a.targetType',
  'a.targetId',
  'a.ip',
  'a.userAgent',
  'a.requestId',
  'a.details',
] as const;

type AuditRow = {
  id: string | number | bigint;
  createdAt: Date;
  actorUserId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  details: unknown;
};

function toEntry(r: AuditRow): AuditEntry {
  return {
    id: String(r.id),
    at: iso(r.createdAt),
    actor:
      r.actorUserId === null
        ? null
        : { id: r.actorUserId, fullName: r.actorName ?? '', email: r.actorEmail ?? '' },
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    ip: r.ip,
    userAgent: r.userAgent,
    requestId: r.requestId,
    details: (typeof r.details === 'string' ? JSON.parse(r.details) : (r.details ?? {})) as Record<
      string,
      unknown
    >,
  };
}

/** The audit log, newest first, filtered, a page at a time. */
export async function auditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const [rows, count] = await Promise.all([
    auditRows(db, query)
      .select(AUDIT_COLUMNS)
      .orderBy('a.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    auditRows(db, query)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toEntry), total: Number(count.total) };
}

const csvCell = (value: string) => {
  // a cell a spreadsheet would run as a formula is quoted as text (CSV injection)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The filtered audit log as CSV, newest first, at most `maxRows` lines. */
export async function auditCsv(
  db: Db,
  query: Omit<AuditQuery, 'limit' | 'offset'>,
  maxRows: number,
): Promise<string> {
  const rows = await auditRows(db, query)
    .select(AUDIT_COLUMNS)
    .orderBy('a.id', 'desc')
    .limit(maxRows)
    .execute();
  const header = [
    'id',
    'at',
    'actor_id',
    'actor_name',
    'actor_email',
    'action',
    'target_type',
    'target_id',
    'ip',
    'user_agent',
    'request_id',
    'details',
  ];
  const lines = rows
    .map(toEntry)
    .map((e) =>
      [
        e.id,
        e.at,
        e.actor?.id ?? '',
        e.actor?.fullName ?? '',
        e.actor?.email ?? '',
        e.action,
        e.targetType,
        e.targetId,
        e.ip ?? '',
        e.userAgent ?? '',
        e.requestId ?? '',
        JSON.stringify(e.details),
      ]
        .map(csvCell)
        .join(','),
    );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
