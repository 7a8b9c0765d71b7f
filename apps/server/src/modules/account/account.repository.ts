import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hashToken, newRefreshToken } from '../auth/tokens.js';

type Db = Kysely<DB> | Transaction<DB>;

export type AccountTokenPurpose = 'password_reset' | 'email_change' | 'deletion_cancel';

/** Accounts (not deleted), with whether and through which organisation they sign in elsewhere. */
function accounts(db: Db) {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.fullName',
      'u.passwordHash',
      'u.preferredLanguage',
      eb
        .exists(eb.selectFrom('externalIdentities as x').select('x.userId').whereRef('x.userId', '=', 'u.id'))
        .as('hasExternalIdentity'),
      eb
        .selectFrom('externalIdentities as x')
        .innerJoin('identityProviders as p', 'p.id', 'x.identityProviderId')
        .innerJoin('organisations as o', 'o.id', 'p.organisationId')
        .select('o.name')
        .whereRef('x.userId', '=', 'u.id')
        .orderBy('x.lastUsedAt', 'desc')
        .limit(1)
        .as('organisationName'),
    ])
    .where('u.deletedAt', 'is', null);
}

/** The account of an address, as a password reset names it. */
export function findAccountByEmail(db: Db, email: string) {
  return accounts(db)
    .where(sql<string>`lower(u.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findAccount(db: Db, userId: string) {
  return accounts(db).where('u.id', '=', userId).executeTakeFirst();
}

/**
 * A new link for the account: a random token, of which only the hash is stored. The earlier unused
 * links of the same purpose stop working, so only the newest mail's link does; expired links of
 * anyone are swept a few at a time. Answers the token, for the mail.
 */
export async function issueAccountToken(
  db: Db,
  values: {
    userId: string;
    purpose: AccountTokenPurpose;
    expiresAt: Date;
    ip: string;
    newEmail?: string;
  },
): Promise<string> {
  const token = newRefreshToken();
  await db
    .deleteFrom('accountTokens')
    .where('userId', '=', values.userId)
    .where('purpose', '=', values.purpose)
    .where('usedAt', 'is', null)
    .execute();
  await db
    .insertInto('accountTokens')
    .values({
      userId: values.userId,
      purpose: values.purpose,
      tokenHash: hashToken(token),
      expiresAt: values.expiresAt,
      ip: values.ip,
      newEmail: values.newEmail ?? null,
    })
    .execute();
  await db
    .deleteFrom('accountTokens')
    .where('id', 'in', (eb) =>
      eb.selectFrom('accountTokens').select('id').where('expiresAt', '<=', new Date()).limit(100),
    )
    .execute();
  return token;
}

/** The unused link a token names, locked for the change that follows (the same link twice at once: one wins). */
export function takeAccountToken(trx: Transaction<DB>, purpose: AccountTokenPurpose, tokenHash: string) {
  return trx
    .selectFrom('accountTokens')
    .select(['id', 'userId', 'newEmail', 'expiresAt'])
    .where('purpose', '=', purpose)
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function markAccountTokenUsed(db: Db, id: string): Promise<void> {
  await db.updateTable('accountTokens').set({ usedAt: new Date() }).where('id', '=', id).execute();
}

/** Every other unused link of the account stops working (after a reset, a reset link of before is void). */
export async function voidAccountTokens(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('accountTokens').where('userId', '=', userId).where('usedAt', 'is', null).execute();
}

/** The name on the account and on its profile (when it has one), in the caller's transaction. */
export async function setFullName(db: Db, userId: string, fullName: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ fullName, updatedAt: new Date() })
    .where('id', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('profiles')
    .set({ fullName, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
  return true;
}

/**
 * The sign-in address; the profile's contact address follows when it was the old sign-in address
 * (a contact address of its own is the person's choice and stays). False when the address is taken.
 */
export async function setEmail(db: Db, userId: string, oldEmail: string, email: string): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  if (taken !== undefined) return false;
  await db.updateTable('users').set({ email, updatedAt: new Date() }).where('id', '=', userId).execute();
  await db
    .updateTable('profiles')
    .set({ email, updatedAt: new Date() })
    .where('userId', '=', userId)
    .where(sql<string>`lower(email)`, '=', oldEmail.toLowerCase())
    .execute();
  return true;
}

/** The sign-in failures counted against the account's address end: its owner proved who they are. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  const key = `token:account:${email.trim().toLowerCase()}`;
  await db
    .deleteFrom('rateLimitBuckets')
    .where((eb) => eb.or([eb('key', '=', key), eb('key', 'like', `${key.replace(/[\\%_]/g, '\\$&')}:%`)]))
    .execute();
}
