import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * A job a seeker may share: published (what the job board lists); drafts, withdrawn and closed jobs
 * answer as a missing one does. Its place in the three languages, for the mail.
 */
export async function findShareableJob(db: Db, jobId: string) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.organisationId')
    .innerJoin('countries as co', 'co.code', 'j.countryCode')
    .leftJoin('cities as ci', 'ci.id', 'j.cityId')
    .select([
      'j.id',
      'j.title',
      'j.remote',
      'j.workModel',
      'j.remoteCountries',
      'o.name as companyName',
      'co.nameEn as countryNameEn',
      'co.nameZh as countryNameZh',
      'co.nameAr as countryNameAr',
      'ci.nameEn as cityNameEn',
      'ci.nameZh as cityNameZh',
      'ci.nameAr as cityNameAr',
    ])
    .where('j.id', '=', jobId)
    .where('j.status', '=', 'published')
    .executeTakeFirst();
}

export type ShareableJob = NonNullable<Awaited<ReturnType<typeof findShareableJob>>>;

/**
 * Holds the sharer's row until the transaction ends, so that two shares of one user are counted one
 * after the other (the second sees the first's row). `for no key update` does not block rows of other
 * tables that merely reference the user. Answers the user's id, or undefined for no such user.
 */
export async function lockSharer(trx: Transaction<DB>, userId: string) {
  return trx
    .selectFrom('users')
    .select(['id'])
    .where('id', '=', userId)
    .modifyEnd(sql`for no key update`)
    .executeTakeFirst();
}

/**
 * Shares within the last `window` (optionally of one sharer), and in how many seconds the oldest of
 * them leaves that window.
 */
async function sharesWithin(trx: Transaction<DB>, window: '1 hour' | '1 day', userId?: string) {
  let query = trx
    .selectFrom('jobShares')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      sql<
        number | null
      >`ceil(extract(epoch from (min(created_at) + ${sql.lit(window)}::interval - clock_timestamp())))::int`.as(
        'secondsToOldestExpiry',
      ),
    ])
    .where(sql<boolean>`created_at > clock_timestamp() - ${sql.lit(window)}::interval`);
  if (userId !== undefined) query = query.where('userId', '=', userId);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.count), secondsToOldestExpiry: row.secondsToOldestExpiry };
}

/** The user's shares of the last hour, and in how many seconds the oldest of them leaves that hour. */
export const sharesInLastHour = (trx: Transaction<DB>, userId: string) => sharesWithin(trx, '1 hour', userId);

/**
 * Holds one recipient address until the transaction ends, across every sharer: two accounts sharing
 * with the same address at the same time are counted one after the other (the second sees the first's
 * row). Taken after the sharer's row, before the daily lock, always in that order (no deadlock).
 */
export async function lockRecipient(trx: Transaction<DB>, recipient: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`job-share-recipient:${recipient}`}, 0))`.execute(
    trx,
  );
}

/** Holds the server's daily share count until the transaction ends (taken last). */
export async function lockDailyTotal(trx: Transaction<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended('job-share-daily-total', 0))`.execute(trx);
}

/** Share mails to this address in the last 24 hours, from anyone. */
export async function sharesToRecipientInLastDay(trx: Transaction<DB>, recipient: string): Promise<number> {
  const row = await trx
    .selectFrom('jobShares')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('recipient', '=', recipient)
    .where(sql<boolean>`created_at > clock_timestamp() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every share of the last 24 hours, and in how many seconds the oldest of them leaves that day. */
export const sharesInLastDay = (trx: Transaction<DB>) => sharesWithin(trx, '1 day');

/** The interface language of the account registered with this address, if there is one. */
export async function registeredLanguage(db: Db, address: string) {
  const row = await db
    .selectFrom('users')
    .select('preferredLanguage')
    .where(sql<string>`lower(email)`, '=', address)
    .executeTakeFirst();
  return row?.preferredLanguage;
}

export async function insertShare(
  trx: Transaction<DB>,
  share: { userId: string; jobId: string; recipient: string; message: string | null },
) {
  return trx
    .insertInto('jobShares')
    .values({
      userId: share.userId,
      jobId: share.jobId,
      recipient: share.recipient,
      message: share.message,
      createdAt: sql<Date>`clock_timestamp()`,
    })
    .returning(['createdAt'])
    .executeTakeFirstOrThrow();
}
