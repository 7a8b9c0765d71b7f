import { type Kysely, type Transaction, sql } from 'kysely';
import type { ApplicationStatus, OfferStatus } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import {
  APPLICATION_CONTEXT_COLUMNS,
  applicationsInContext,
} from '../applications/organisation-application.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The status as answered: a sent offer past its deadline is expired, without a job having to run. */
export const effectiveStatus = sql<OfferStatus>`case when f.status = 'sent' and f.expires_at <= now() then 'expired' else f.status end`;

const OFFER_COLUMNS = [
  'f.id',
  'f.applicationId',
  'f.status as storedStatus',
  'f.salaryAmount',
  'f.salaryCurrency',
  'f.salaryPeriod',
  'f.startDate',
  'f.expiresAt',
  'f.message',
  'f.sendCount',
  'f.lastSentAt',
  'f.respondedAt',
  'f.rejectReason',
  'f.createdBy',
  'f.createdAt',
  ...APPLICATION_CONTEXT_COLUMNS,
] as const;

function offers(db: Db) {
  return applicationsInContext(db).innerJoin('offers as f', 'f.applicationId', 'a.id');
}

export async function findOffer(db: Db, id: string, lock = false) {
  return offers(db)
    .select([...OFFER_COLUMNS, effectiveStatus.as('status')])
    .where('f.id', '=', id)
    .$if(lock, (q) => q.forUpdate('f'))
    .executeTakeFirst();
}
export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

export async function searchOffers(
  db: Db,
  f: {
    organisationIds?: readonly string[];
    seekerId?: string;
    jobId?: string | undefined;
    status?: OfferStatus | undefined;
    limit: number;
    offset: number;
  },
) {
  // a caller recruiting for no organisation sees no offers
  if (f.organisationIds !== undefined && f.organisationIds.length === 0) return { rows: [], total: 0 };
  const organisationIds = f.organisationIds;
  const base = offers(db)
    .$if(organisationIds !== undefined, (q) => q.where('j.organisationId', 'in', organisationIds ?? []))
    .$if(f.seekerId !== undefined, (q) => q.where('a.seekerId', '=', f.seekerId as string))
    .$if(f.jobId !== undefined, (q) => q.where('j.id', '=', f.jobId as string))
    .$if(f.status !== undefined, (q) => q.where(effectiveStatus, '=', f.status as OfferStatus));
  const [rows, count] = await Promise.all([
    base
      .select([...OFFER_COLUMNS, effectiveStatus.as('status')])
      .orderBy('f.lastSentAt', 'desc')
      .orderBy('f.id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findOfferHistories(db: Db, offerIds: readonly string[]) {
  if (offerIds.length === 0) return [];
  return db
    .selectFrom('offerStatusHistory as h')
    .leftJoin('users as u', 'u.id', 'h.changedBy')
    .select(['h.offerId', 'h.fromStatus', 'h.toStatus', 'h.changedAt', 'h.note', 'u.subject', 'u.fullName'])
    .where('h.offerId', 'in', offerIds)
    .orderBy('h.changedAt')
    .orderBy('h.id')
    .execute();
}

export async function findOfferSends(db: Db, offerIds: readonly string[]) {
  if (offerIds.length === 0) return [];
  return db
    .selectFrom('offerSends as s')
    .leftJoin('users as u', 'u.id', 's.sentBy')
    .select(['s.offerId', 's.sentAt', 's.expiresAt', 'u.subject', 'u.fullName'])
    .where('s.offerId', 'in', offerIds)
    .orderBy('s.sentAt')
    .orderBy('s.id')
    .execute();
}

export async function insertOfferHistory(
  db: Db,
  row: {
    offerId: string;
    fromStatus: OfferStatus | null;
    toStatus: OfferStatus;
    changedBy: string | null;
    note?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('offerStatusHistory')
    .values({ ...row, note: row.note ?? null, changedAt: sql<Date>`now()` })
    .execute();
}

export async function moveApplication(
  db: Db,
  applicationId: string,
  from: ApplicationStatus,
  to: 'offered' | 'hired' | 'withdrawn',
  changedBy: string,
  note: string | null = null,
): Promise<void> {
  await db
    .updateTable('applications')
    .set({ status: to, updatedAt: sql<Date>`now()` })
    .where('id', '=', applicationId)
    .execute();
  await db
    .insertInto('applicationStatusHistory')
    .values({
      applicationId,
      fromStatus: from,
      toStatus: to,
      changedBy,
      note,
      changedAt: sql<Date>`now()`,
    })
    .execute();
}

/** The application's offers still waiting for an answer (sent, before the deadline) or accepted. */
export async function findLiveOffers(db: Db, applicationId: string) {
  return db
    .selectFrom('offers as f')
    .select(['f.id', 'f.status', 'f.startDate', sql<boolean>`f.expires_at <= now()`.as('pastDeadline')])
    .where('f.applicationId', '=', applicationId)
    .where('f.status', 'in', ['sent', 'accepted'])
    .forUpdate()
    .execute();
}

export async function currencyExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('currencies').select('code').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

export async function insertHire(
  db: Db,
  row: {
    jobId: string;
    seekerId: string;
    applicationId: string;
    offerId: string | null;
    hiredBy: string;
    startDate: string | null;
  },
): Promise<string> {
  const inserted = await db.insertInto('hires').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

function hires(db: Db) {
  return db
    .selectFrom('hires as h')
    .innerJoin('jobs as j', 'j.id', 'h.jobId')
    .innerJoin('users as u', 'u.id', 'h.seekerId')
    .leftJoin('applications as a', 'a.id', 'h.applicationId')
    .leftJoin('users as b', 'b.id', 'h.hiredBy')
    .select([
      'h.id',
      'h.applicationId',
      'h.offerId',
      'h.hiredAt',
      'h.startDate',
      'j.id as jobId',
      'j.title as jobTitle',
      'j.organisationId',
      'u.subject',
      'u.fullName',
      'u.erasedAt',
      'a.anonymisedAt',
      'b.subject as hiredBySubject',
      'b.fullName as hiredByName',
    ]);
}
export type HireRow = Awaited<ReturnType<ReturnType<typeof hires>['executeTakeFirstOrThrow']>>;

export async function findHire(db: Db, id: string) {
  return hires(db).where('h.id', '=', id).executeTakeFirst();
}

export async function findJobHires(db: Db, jobId: string, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    hires(db)
      .where('h.jobId', '=', jobId)
      .orderBy('h.hiredAt', 'desc')
      .orderBy('h.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('hires')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('jobId', '=', jobId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findRecentHires(db: Db, organisationIds: readonly string[], limit: number) {
  if (organisationIds.length === 0) return [];
  return hires(db)
    .where('j.organisationId', 'in', organisationIds)
    .orderBy('h.hiredAt', 'desc')
    .orderBy('h.id')
    .limit(limit)
    .execute();
}

/** The people told about the candidate's answer: who sent the offer, else the organisation's recruiters. */
export async function findOrganisationRecruiters(db: Db, organisationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('organisationMembers')
    .select('userId')
    .distinct()
    .where('organisationId', '=', organisationId)
    .where('role', 'in', ['hr', 'hr_admin'])
    .orderBy('userId')
    .execute();
  return rows.map((r) => r.userId);
}
