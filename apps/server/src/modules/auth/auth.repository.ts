import { type Kysely, sql, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'subject', 'email', 'fullName', 'passwordHash', 'isLocked'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * Who is asking, with roles and memberships, if the user exists and the session is still open:
 * not ended, and younger than the absolute session lifetime.
 */
export function loadSessionUser(db: Db, userId: string, sessionId: string, sessionMaxAgeSeconds: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('refreshTokenFamilies as f', (join) =>
      join
        .onRef('f.userId', '=', 'u.id')
        .on('f.id', '=', sessionId)
        .on('f.revokedAt', 'is', null)
        .on('f.createdAt', '>', sql<Date>`now() - make_interval(secs => ${sessionMaxAgeSeconds})`),
    )
    .select((eb) => [
      'u.id',
      'u.subject',
      'u.email',
      'u.fullName',
      'u.isLocked',
      'u.isPremium',
      'f.authMethod',
      'f.id as sessionId',
      jsonArrayFrom(eb.selectFrom('userRoles as r').select('r.role').whereRef('r.userId', '=', 'u.id')).as(
        'platformRoles',
      ),
      jsonArrayFrom(
        eb
          .selectFrom('organisationMembers as m')
          .innerJoin('organisations as o', 'o.id', 'm.organisationId')
          .select(['o.id', 'o.name', 'o.plan', 'm.role'])
          .whereRef('m.userId', '=', 'u.id')
          .orderBy('o.name'),
      ).as('memberships'),
    ])
    .where('u.id', '=', userId)
    .where('u.deletedAt', 'is', null)
    .executeTakeFirst();
}

export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof loadSessionUser>>>;

export async function createSession(
  db: Db,
  values: {
    userId: string;
    authMethod: 'password' | 'oidc';
    identityProviderId?: string;
    userAgent?: string;
    ip?: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('refreshTokenFamilies')
    .values({
      userId: values.userId,
      authMethod: values.authMethod,
      identityProviderId: values.identityProviderId ?? null,
      userAgent: values.userAgent?.slice(0, 300) ?? null,
      ip: values.ip ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRefreshToken(
  db: Db,
  familyId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insertInto('refreshTokens').values({ familyId, tokenHash, expiresAt }).execute();
}

/** The refresh token and its session, locked for the rotation that follows. */
export function findRefreshTokenForUpdate(trx: Transaction<DB>, tokenHash: string) {
  return trx
    .selectFrom('refreshTokens as t')
    .innerJoin('refreshTokenFamilies as f', 'f.id', 't.familyId')
    .select([
      't.id',
      't.familyId',
      't.expiresAt',
      't.usedAt',
      'f.userId',
      'f.revokedAt',
      'f.createdAt as sessionCreatedAt',
    ])
    .where('t.tokenHash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(db: Db, id: string): Promise<void> {
  await db.updateTable('refreshTokens').set({ usedAt: new Date() }).where('id', '=', id).execute();
}

export async function touchSession(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refreshTokenFamilies')
    .set({ lastUsedAt: new Date() })
    .where('id', '=', familyId)
    .execute();
}

export type RevokeReason =
  | 'sign_out'
  | 'reuse_detected'
  | 'password_changed'
  | 'locked'
  | 'expired'
  | 'password_reset'
  | 'account_deleted'
  | 'ended_by_admin';

export async function revokeSession(db: Db, familyId: string, reason: RevokeReason): Promise<void> {
  await db
    .updateTable('refreshTokenFamilies')
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where('id', '=', familyId)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: RevokeReason,
  keepFamilyId?: string,
): Promise<number> {
  let q = db
    .updateTable('refreshTokenFamilies')
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keepFamilyId !== undefined) q = q.where('id', '<>', keepFamilyId);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findPasswordHash(db: Db, userId: string) {
  return db.selectFrom('users').select(['passwordHash', 'email']).where('id', '=', userId).executeTakeFirst();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordHash, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Notes a sign-in, and the interface language it was made in when the request says. */
export async function recordLogin(
  db: Db,
  userId: string,
  language?: 'en-US' | 'zh-CN' | 'ar',
): Promise<void> {
  await db
    .updateTable('users')
    .set({ lastLoginAt: new Date(), ...(language !== undefined ? { preferredLanguage: language } : {}) })
    .where('id', '=', userId)
    .execute();
}

/** Keeps the user's language as the one they use now (a session refreshed after a switch). */
export async function rememberLanguage(
  db: Db,
  userId: string,
  language: 'en-US' | 'zh-CN' | 'ar',
): Promise<void> {
  await db
    .updateTable('users')
    .set({ preferredLanguage: language })
    .where('id', '=', userId)
    .where('preferredLanguage', '<>', language)
    .execute();
}

export async function createJobSeeker(
  db: Db,
  values: { email: string; fullName: string; passwordHash: string },
): Promise<{ id: string; subject: string }> {
  const subject = `u-${crypto.randomUUID()}`;
  const user = await db
    .insertInto('users')
    .values({
      subject,
      email: values.email.trim(),
      fullName: values.fullName,
      passwordHash: values.passwordHash,
    })
    .returning(['id', 'subject'])
    .executeTakeFirstOrThrow();
  await db.insertInto('userRoles').values({ userId: user.id, role: 'jobseeker' }).execute();
  await db
    .insertInto('profiles')
    // not searchable until the person chooses it, with the words of that consent (issue 24)
    .values({ userId: user.id, fullName: values.fullName, email: values.email.trim(), isSearchable: false })
    .execute();
  return user;
}

export async function setLocked(
  db: Db,
  userId: string,
  locked: boolean,
  reason: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      isLocked: locked,
      lockedAt: locked ? new Date() : null,
      lockedReason: locked ? reason : null,
      updatedAt: new Date(),
    })
    .where('id', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Where an audited act came from: the request, its network address and its browser. */
export interface AuditSource {
  requestId?: string;
  ip?: string;
  userAgent?: string;
}

/**
 * One line of the audit log (append-only: a trigger refuses every change): who did what to what,
 * when and from where. Every security- and privacy-relevant act writes one (docs/privacy.md).
 */
export async function writeAudit(
  db: Db,
  entry: {
    actorUserId: string | null;
    action: string;
    targetType: string;
    targetId: string;
    details?: object;
  } & AuditSource,
): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorUserId: entry.actorUserId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: JSON.stringify(entry.details ?? {}),
      requestId: entry.requestId ?? null,
      ip: entry.ip ?? null,
      userAgent: entry.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
}

/** The user's open sessions (not ended, within the absolute lifetime), newest first. */
export async function listOpenSessions(db: Db, userId: string, sessionMaxAgeSeconds: number) {
  return db
    .selectFrom('refreshTokenFamilies as f')
    .select((eb) => [
      'f.id',
      'f.authMethod',
      'f.userAgent',
      'f.ip',
      'f.createdAt',
      'f.lastUsedAt',
      eb
        .selectFrom('refreshTokens as t')
        .select((e) => e.fn.max('t.expiresAt').as('e'))
        .whereRef('t.familyId', '=', 'f.id')
        .as('refreshExpiresAt'),
    ])
    .where('f.userId', '=', userId)
    .where('f.revokedAt', 'is', null)
    .where('f.createdAt', '>', sql<Date>`now() - make_interval(secs => ${sessionMaxAgeSeconds})`)
    .orderBy('f.createdAt', 'desc')
    .limit(200)
    .execute();
}

/** Ends one of the user's sessions; false when it is not theirs or already ended. */
export async function revokeUserSession(
  db: Db,
  userId: string,
  sessionId: string,
  reason: RevokeReason,
): Promise<boolean> {
  const result = await db
    .updateTable('refreshTokenFamilies')
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether this browser (its device id, hashed) or this address signed in to the account before. */
export async function isKnownClient(
  db: Db,
  userId: string,
  client: { deviceHash?: string; ip: string },
  sinceDays: number,
): Promise<boolean> {
  if (client.deviceHash !== undefined) {
    const device = await db
      .selectFrom('knownDevices')
      .select('userId')
      .where('userId', '=', userId)
      .where('deviceHash', '=', client.deviceHash)
      .executeTakeFirst();
    if (device !== undefined) return true;
  }
  const address = await db
    .selectFrom('refreshTokenFamilies')
    .select('id')
    .where('userId', '=', userId)
    .where('ip', '=', client.ip)
    .where('createdAt', '>', sql<Date>`now() - make_interval(days => ${sinceDays})`)
    .limit(1)
    .executeTakeFirst();
  return address !== undefined;
}

export async function rememberDevice(db: Db, userId: string, deviceHash: string): Promise<void> {
  await db
    .insertInto('knownDevices')
    .values({ userId, deviceHash })
    .onConflict((oc) => oc.columns(['userId', 'deviceHash']).doUpdateSet({ lastUsedAt: new Date() }))
    .execute();
}

export async function insertPendingSignup(
  db: Db,
  values: {
    email: string;
    fullName: string;
    passwordHash: string;
    tokenHash: string;
    ip: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insertInto('pendingSignups').values(values).execute();
  // expired sign-ups are of no use to anyone: each new one sweeps a few away
  await db
    .deleteFrom('pendingSignups')
    .where('id', 'in', (eb) =>
      eb.selectFrom('pendingSignups').select('id').where('expiresAt', '<=', new Date()).limit(100),
    )
    .execute();
}

/** The sign-up a link names, locked for the account creation that follows. */
export function takePendingSignup(trx: Transaction<DB>, tokenHash: string) {
  return trx
    .selectFrom('pendingSignups')
    .select(['id', 'email', 'fullName', 'passwordHash', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function deletePendingSignups(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom('pendingSignups')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .execute();
}
