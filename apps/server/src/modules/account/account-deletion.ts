import { type Kysely, sql, type Transaction } from 'kysely';
import type { DeleteAccountBody } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../auth/auth-context.js';
import { asLanguage } from '../auth/auth-mails.js';
import { revokeUserSessions, writeAudit } from '../auth/auth.repository.js';
import { type AuthDeps, checkCurrentPassword } from '../auth/auth.service.js';
import { hashToken } from '../auth/tokens.js';
import type { FileStorage } from '../files/storage.js';
import { enqueueMail } from '../mail/queue.js';
import { accountErasedMail, deletionRequestedMail } from './account-mails.js';
import { ERASED_NAME } from './erased.js';
import { referencesToUsers } from './references.js';
import {
  findAccount,
  issueAccountToken,
  markAccountTokenUsed,
  takeAccountToken,
} from './account.repository.js';
import { type RequestMeta, sourceOf } from '../auth/audit-source.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface DeletionSettings {
  /** Days between the request and the erasure (ACCOUNT_DELETION_GRACE_DAYS). */
  graceDays: number;
  /** An account without a password proves itself by a sign-in this recent (DELETION_FRESH_SIGN_IN_MINUTES). */
  freshSignInMinutes: number;
}

/**
 * Asks for the account to be deleted: after the password (or, without one, a fresh sign-in through
 * the organisation), every session ends, signing in stops, the profile leaves the recruiters'
 * search at once, and the erasure is due after the grace period; the mail's link alone cancels it.
 */
export async function requestDeletion(
  deps: AuthDeps,
  auth: AuthContext,
  body: DeleteAccountBody,
  settings: DeletionSettings,
  meta: RequestMeta,
): Promise<Date> {
  const account = await findAccount(deps.db, auth.userId);
  if (account === undefined) throw new AppError(404, 'not_found', 'User not found');
  if (account.passwordHash !== null) {
    if (body.password === undefined) {
      throw new AppError(400, 'password_required', 'Type your password to delete your account.', {}, [
        { field: 'body.password', message: 'is required' },
      ]);
    }
    await checkCurrentPassword(deps, auth, body.password);
  } else {
    const session = await deps.db
      .selectFrom('refreshTokenFamilies')
      .select('id')
      .where('id', '=', auth.sessionId)
      .where('authMethod', '=', 'oidc')
      .where('createdAt', '>', sql<Date>`now() - make_interval(mins => ${settings.freshSignInMinutes})`)
      .executeTakeFirst();
    if (session === undefined) {
      throw new AppError(
        403,
        'fresh_sign_in_required',
        `Sign out, sign in again through your organisation, and delete your account within ${settings.freshSignInMinutes} minutes.`,
      );
    }
  }
  // 0 days: erased by the next sweep of the timed work (TIMED_WORK_CRON)
  const dueAt = new Date(Date.now() + settings.graceDays * 86_400_000);
  await deps.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('users')
      .set({ deletionRequestedAt: new Date(), deletionDueAt: dueAt })
      .where('id', '=', auth.userId)
      .where('deletionRequestedAt', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) {
      throw new AppError(409, 'deletion_pending', 'This account is already being deleted.');
    }
    await trx
      .updateTable('profiles')
      .set({ isSearchable: false })
      .where('userId', '=', auth.userId)
      .execute();
    const sessions = await revokeUserSessions(trx, auth.userId, 'account_deleted');
    const token = await issueAccountToken(trx, {
      userId: auth.userId,
      purpose: 'deletion_cancel',
      // until the erasure (which ends it anyway); a grace of 0 days still makes a valid row
      expiresAt: new Date(Math.max(dueAt.getTime(), Date.now() + 3_600_000)),
      ip: meta.ip,
    });
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'account.deletion_requested',
      targetType: 'user',
      targetId: auth.userId,
      details: { deletionDueAt: dueAt.toISOString(), sessionsEnded: sessions },
      ...sourceOf(meta),
    });
    await enqueueMail(
      trx,
      deletionRequestedMail(deps.issuer, asLanguage(account.preferredLanguage), {
        to: account.email,
        fullName: account.fullName,
        token,
        dueAt,
      }),
    );
  });
  deps.log.info(
    { event: 'account_deletion_requested', userId: auth.userId, dueAt },
    'account deletion asked for',
  );
  return dueAt;
}

/** The confirmation mail's link: the deletion is off and the account can sign in again. */
export async function cancelDeletion(deps: AuthDeps, token: string, meta: RequestMeta): Promise<void> {
  const kept = await deps.db.transaction().execute(async (trx) => {
    const row = await takeAccountToken(trx, 'deletion_cancel', hashToken(token));
    if (row === undefined || row.expiresAt.getTime() <= Date.now()) return undefined;
    const cleared = await trx
      .updateTable('users')
      .set({ deletionRequestedAt: null, deletionDueAt: null })
      .where('id', '=', row.userId)
      .where('erasedAt', 'is', null)
      .where('deletionRequestedAt', 'is not', null)
      .executeTakeFirst();
    if (Number(cleared.numUpdatedRows) !== 1) return undefined;
    await markAccountTokenUsed(trx, row.id);
    await writeAudit(trx, {
      actorUserId: row.userId,
      action: 'account.deletion_cancelled',
      targetType: 'user',
      targetId: row.userId,
      ...sourceOf(meta),
    });
    return row.userId;
  });
  if (kept === undefined) {
    throw new AppError(
      400,
      'invalid_token',
      'This link has expired or was already used: the deletion may already have been cancelled, or done.',
    );
  }
  deps.log.info({ event: 'account_deletion_cancelled', userId: kept }, 'account deletion cancelled');
}

/**
 * The tables whose rows referencing a person stay when the person is erased: what organisations
 * keep of their hiring (an application, an invitation, a hire), anonymised. Every other row that
 * references the person through a foreign key with ON DELETE CASCADE is the person's and goes
 * (their profile and its sections, saved jobs and searches, notifications, settings, sessions,
 * conversations as a candidate, memberships, consents, exports…): `erasedTables` reads that list
 * from the database itself, so a table added later is erased by existing (a test pins the list).
 */
export const KEPT_ON_ERASURE: readonly string[] = [
  'applications.seeker_id',
  'invitations.seeker_id',
  'hires.seeker_id',
];

/** The (table, column) pairs erased with a person: every cascading reference to users but the kept ones. */
export async function erasedTables(db: Db): Promise<{ table: string; column: string }[]> {
  return (await referencesToUsers(db))
    .filter((r) => r.cascade && !KEPT_ON_ERASURE.includes(`${r.table}.${r.column}`))
    .map(({ table, column }) => ({ table, column }));
}

/** How many accounts one sweep erases at most; the next sweep takes the rest. */
const ERASURE_BATCH = 20;

/**
 * Erases the accounts whose grace period ended by `now` (timed work): for each, in one
 * transaction claimed with SKIP LOCKED (so servers sweeping at once erase each once), the bytes of
 * the person's own files first, then every row that is theirs, the personal parts of what
 * organisations keep (a cover letter, the résumé sent), and the account itself becomes a nameless
 * stub that the kept rows still point at. The last mail goes to the address before it is erased.
 */
export async function eraseDueAccounts(
  db: Kysely<DB>,
  now: Date,
  deps: { storage: FileStorage; publicUrl: string },
): Promise<number> {
  const due = await db
    .selectFrom('users')
    .select('id')
    .where('deletionDueAt', '<=', now)
    .where('erasedAt', 'is', null)
    .orderBy('deletionDueAt')
    .limit(ERASURE_BATCH)
    .execute();
  if (due.length === 0) return 0;
  // the catalogue once a sweep: the schema does not change between two accounts
  const tables = await erasedTables(db);
  let erased = 0;
  for (const { id } of due) {
    // the bytes first: a transaction that then fails leaves the rows for the next sweep, which
    // erases them; bytes with no row could never be found again
    const files = await db
      .selectFrom('files')
      .select(['id', 'storageKey'])
      .where('ownerId', '=', id)
      .where('organisationId', 'is', null)
      .execute();
    const exports = await db
      .selectFrom('dataExports')
      .select('storageKey')
      .where('userId', '=', id)
      .where('storageKey', 'is not', null)
      .execute();
    for (const key of [...files.map((f) => f.storageKey), ...exports.map((e) => e.storageKey ?? '')]) {
      if (key !== '') await deps.storage.delete(key);
    }
    if (
      await eraseAccount(
        db,
        id,
        now,
        deps.publicUrl,
        files.map((f) => f.id),
        tables,
      )
    )
      erased += 1;
  }
  return erased;
}

async function eraseAccount(
  db: Kysely<DB>,
  userId: string,
  now: Date,
  publicUrl: string,
  fileIds: readonly string[],
  tables: readonly { table: string; column: string }[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'fullName', 'preferredLanguage'])
      .where('id', '=', userId)
      .where('deletionDueAt', '<=', now)
      .where('erasedAt', 'is', null)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (user === undefined) return false;
    // what organisations keep, without the person in it
    await trx
      .updateTable('applications')
      .set({ coverLetter: null, resumeFileId: null, anonymisedAt: now })
      .where('seekerId', '=', userId)
      .execute();
    for (const { table, column } of tables) {
      await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(trx);
    }
    // messages the person wrote as an organisation's member stay the organisation's, nameless;
    // the files they sent in them were theirs
    if (fileIds.length > 0)
      await trx
        .deleteFrom('files')
        .where('id', 'in', [...fileIds])
        .execute();
    await trx.updateTable('files').set({ ownerId: null }).where('ownerId', '=', userId).execute();
    await enqueueMail(
      trx,
      accountErasedMail(publicUrl, asLanguage(user.preferredLanguage), {
        to: user.email,
        fullName: user.fullName,
      }),
    );
    await trx
      .updateTable('users')
      .set({
        email: `erased-${userId}@erased.invalid`,
        fullName: ERASED_NAME,
        passwordHash: null,
        isLocked: false,
        lockedAt: null,
        lockedReason: null,
        lastLoginAt: null,
        deletedAt: now,
        erasedAt: now,
        updatedAt: now,
      })
      .where('id', '=', userId)
      .execute();
    await writeAudit(trx, {
      actorUserId: null,
      action: 'account.erased',
      targetType: 'user',
      targetId: userId,
    });
    return true;
  });
}
