import { type Kysely, sql } from 'kysely';
import type { NotificationSettingName, StoredSearchFilters } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { escapeLike, isOpenSql } from '../jobs/jobs.repository.js';
import { buildTsQuery } from '../jobs/job-search-query.js';

/**
 * Serialises one seeker's changes to one list for the rest of the transaction, so that a count
 * checked before an insert (the saved-search cap) or a trim after it (recent searches) cannot race
 * a parallel request of the same seeker. Other seekers and other lists are not held up.
 */
export async function lockSeekerList(db: Kysely<DB>, list: string, seekerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${list}:${seekerId}`}, 0))`.execute(db);
}

// ───────────── saved jobs ─────────────

/** A job the public may read (the job page's rule): published or closed; drafts and withdrawn ones are hidden. */
export async function isPublicJob(db: Kysely<DB>, jobId: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', jobId)
    .where('status', 'in', ['published', 'closed'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function findSavedJobState(db: Kysely<DB>, seekerId: string, jobId: string) {
  return db
    .selectFrom('savedJobs')
    .select(['jobId', 'collection', 'savedAt'])
    .where('seekerId', '=', seekerId)
    .where('jobId', '=', jobId)
    .executeTakeFirst();
}

/** Saves the job unless it is saved already; the first save's time and collection are kept. */
export async function insertSavedJob(db: Kysely<DB>, seekerId: string, jobId: string): Promise<void> {
  await db
    .insertInto('savedJobs')
    .values({ seekerId, jobId })
    .onConflict((oc) => oc.columns(['seekerId', 'jobId']).doNothing())
    .execute();
}

/** Saves the job if needed and files it in `collection` (null: in none). */
export async function upsertSavedJobCollection(
  db: Kysely<DB>,
  seekerId: string,
  jobId: string,
  collection: string | null,
) {
  return db
    .insertInto('savedJobs')
    .values({ seekerId, jobId, collection })
    .onConflict((oc) => oc.columns(['seekerId', 'jobId']).doUpdateSet({ collection }))
    .returning(['jobId', 'collection', 'savedAt'])
    .executeTakeFirstOrThrow();
}

export async function deleteSavedJob(db: Kysely<DB>, seekerId: string, jobId: string): Promise<void> {
  await db.deleteFrom('savedJobs').where('seekerId', '=', seekerId).where('jobId', '=', jobId).execute();
}

/** A page of the seeker's saved jobs: what the saved list adds to each job's summary. */
export async function findSavedJobs(
  db: Kysely<DB>,
  seekerId: string,
  filters: { limit: number; offset: number; keyword?: string | undefined; collection?: string | undefined },
) {
  let base = db
    .selectFrom('savedJobs as sj')
    .innerJoin('jobs as j', 'j.id', 'sj.jobId')
    .where('sj.seekerId', '=', seekerId);
  if (filters.collection !== undefined) base = base.where('sj.collection', '=', filters.collection);
  if (filters.keyword !== undefined) {
    const tsQuery = buildTsQuery(filters.keyword);
    const pattern = `%${escapeLike(filters.keyword)}%`;
    base = base.where((eb) =>
      eb.or([
        ...(tsQuery === undefined ? [] : [sql<boolean>`j.search_vector @@ (${tsQuery})`]),
        eb.exists(
          eb
            .selectFrom('organisations as ko')
            .select(sql`1`.as('one'))
            .whereRef('ko.id', '=', 'j.organisationId')
            .where('ko.name', 'ilike', pattern),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(['sj.jobId', 'sj.savedAt', 'sj.collection', 'j.status', isOpenSql.as('isOpen')])
      .orderBy('sj.savedAt', 'desc')
      .orderBy('sj.jobId')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The seeker's collection names with how many saved jobs each holds; null counts the unfiled. */
export async function countSavedJobsByCollection(db: Kysely<DB>, seekerId: string) {
  const rows = await db
    .selectFrom('savedJobs')
    .select((eb) => ['collection', eb.fn.countAll<number>().as('count')])
    .where('seekerId', '=', seekerId)
    .groupBy('collection')
    .orderBy('collection')
    .execute();
  return rows.map((r) => ({ collection: r.collection, count: Number(r.count) }));
}

// ───────────── followed companies ─────────────

export async function organisationExists(db: Kysely<DB>, organisationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', organisationId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertInterestCompany(
  db: Kysely<DB>,
  seekerId: string,
  organisationId: string,
): Promise<void> {
  await db
    .insertInto('interestCompanies')
    .values({ seekerId, organisationId })
    .onConflict((oc) => oc.columns(['seekerId', 'organisationId']).doNothing())
    .execute();
}

export async function deleteInterestCompany(
  db: Kysely<DB>,
  seekerId: string,
  organisationId: string,
): Promise<void> {
  await db
    .deleteFrom('interestCompanies')
    .where('seekerId', '=', seekerId)
    .where('organisationId', '=', organisationId)
    .execute();
}

/** Followed organisations, newest first, with their open jobs counted; `only` narrows to one. */
export async function findInterestCompanies(
  db: Kysely<DB>,
  seekerId: string,
  page: { limit: number; offset: number; only?: string },
) {
  let base = db
    .selectFrom('interestCompanies as ic')
    .innerJoin('organisations as o', 'o.id', 'ic.organisationId')
    .where('ic.seekerId', '=', seekerId);
  if (page.only !== undefined) base = base.where('ic.organisationId', '=', page.only);
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'o.id as organisationId',
        'o.name',
        'o.logoUrl',
        'ic.followedAt',
        eb
          .selectFrom('jobs as j')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('j.organisationId', '=', 'o.id')
          .where(isOpenSql)
          .as('openJobCount'),
      ])
      .orderBy('ic.followedAt', 'desc')
      .orderBy('o.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

// ───────────── applied organisations ─────────────

/** The organisations whose jobs the seeker applied to, the most recent application first. */
export async function findAppliedOrganisations(
  db: Kysely<DB>,
  seekerId: string,
  page: { limit: number; offset: number },
) {
  const grouped = db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.jobId')
    .innerJoin('organisations as o', 'o.id', 'j.organisationId')
    .where('a.seekerId', '=', seekerId)
    .groupBy(['o.id', 'o.name', 'o.logoUrl']);
  const [rows, count] = await Promise.all([
    grouped
      .select((eb) => [
        'o.id as organisationId',
        'o.name',
        'o.logoUrl',
        eb.fn.countAll<number>().as('applicationCount'),
        eb.fn.max('a.appliedAt').as('lastAppliedAt'),
      ])
      .orderBy('lastAppliedAt', 'desc')
      .orderBy('o.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.jobId')
      .where('a.seekerId', '=', seekerId)
      .select(sql<number>`count(distinct j.organisation_id)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

// ───────────── saved searches ─────────────

const savedSearchColumns = ['id', 'name', 'filters', 'notify', 'createdAt'] as const;

export async function listSavedSearches(db: Kysely<DB>, seekerId: string) {
  return db
    .selectFrom('savedSearches')
    .select(savedSearchColumns)
    .where('seekerId', '=', seekerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

export async function countSavedSearches(db: Kysely<DB>, seekerId: string): Promise<number> {
  const row = await db
    .selectFrom('savedSearches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('seekerId', '=', seekerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The seeker's saved search of this name, compared without regard to case. */
export async function findSavedSearchByName(db: Kysely<DB>, seekerId: string, name: string) {
  return db
    .selectFrom('savedSearches')
    .select(savedSearchColumns)
    .where('seekerId', '=', seekerId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertSavedSearch(
  db: Kysely<DB>,
  values: { seekerId: string; name: string; filters: StoredSearchFilters; notify: boolean },
) {
  return db
    .insertInto('savedSearches')
    .values({ ...values, filters: JSON.stringify(values.filters) })
    .returning(savedSearchColumns)
    .executeTakeFirstOrThrow();
}

export async function updateSavedSearchNotify(db: Kysely<DB>, id: string, notify: boolean) {
  return db
    .updateTable('savedSearches')
    .set({ notify })
    .where('id', '=', id)
    .returning(savedSearchColumns)
    .executeTakeFirstOrThrow();
}

/** Sets the name and/or the alert switch of the seeker's own saved search; undefined when there is none. */
export async function updateSavedSearch(
  db: Kysely<DB>,
  seekerId: string,
  id: string,
  changes: { name?: string; notify?: boolean },
) {
  return db
    .updateTable('savedSearches')
    .set(changes)
    .where('id', '=', id)
    .where('seekerId', '=', seekerId)
    .returning(savedSearchColumns)
    .executeTakeFirst();
}

/** True when a row of this seeker was deleted. */
export async function deleteSavedSearch(db: Kysely<DB>, seekerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('savedSearches')
    .where('id', '=', id)
    .where('seekerId', '=', seekerId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// ───────────── recent searches ─────────────

const recentSearchColumns = ['id', 'keyword', 'filters', 'searchedAt'] as const;

export async function listRecentSearches(db: Kysely<DB>, seekerId: string, limit: number) {
  return db
    .selectFrom('recentSearches')
    .select(recentSearchColumns)
    .where('seekerId', '=', seekerId)
    .orderBy('searchedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Moves a recent search to the top, spelt as last typed. */
export async function touchRecentSearch(
  db: Kysely<DB>,
  id: string,
  keyword: string,
  filters: StoredSearchFilters,
) {
  return db
    .updateTable('recentSearches')
    .set({ keyword, filters: JSON.stringify(filters), searchedAt: sql`now()` })
    .where('id', '=', id)
    .returning(recentSearchColumns)
    .executeTakeFirstOrThrow();
}

export async function insertRecentSearch(
  db: Kysely<DB>,
  values: { seekerId: string; keyword: string; filters: StoredSearchFilters },
) {
  return db
    .insertInto('recentSearches')
    .values({ ...values, filters: JSON.stringify(values.filters) })
    .returning(recentSearchColumns)
    .executeTakeFirstOrThrow();
}

/** Deletes all but the `keep` newest recent searches of the seeker (the order listRecentSearches uses). */
export async function trimRecentSearches(db: Kysely<DB>, seekerId: string, keep: number): Promise<void> {
  await db
    .deleteFrom('recentSearches')
    .where('seekerId', '=', seekerId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('recentSearches')
        .select('id')
        .where('seekerId', '=', seekerId)
        .orderBy('searchedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

export async function deleteRecentSearch(db: Kysely<DB>, seekerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('recentSearches')
    .where('id', '=', id)
    .where('seekerId', '=', seekerId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// ───────────── notification settings ─────────────

export async function findNotificationSettings(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('notificationSettings')
    .select(['name', 'value'])
    .where('userId', '=', userId)
    .execute();
}

export async function upsertNotificationSetting(
  db: Kysely<DB>,
  userId: string,
  name: NotificationSettingName,
  value: boolean,
): Promise<void> {
  const text = value ? 'true' : 'false';
  await db
    .insertInto('notificationSettings')
    .values({ userId, name, value: text })
    .onConflict((oc) => oc.columns(['userId', 'name']).doUpdateSet({ value: text, updatedAt: sql`now()` }))
    .execute();
}

// ───────────── one-time actions ─────────────

export async function listOneTimeActions(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('oneTimeActions')
    .select(['action', 'doneAt'])
    .where('userId', '=', userId)
    .orderBy('doneAt')
    .orderBy('action')
    .execute();
}

/** Records the action once; doing it again keeps the first time. */
export async function markOneTimeAction(db: Kysely<DB>, userId: string, action: string) {
  await db
    .insertInto('oneTimeActions')
    .values({ userId, action })
    .onConflict((oc) => oc.columns(['userId', 'action']).doNothing())
    .execute();
  return db
    .selectFrom('oneTimeActions')
    .select(['action', 'doneAt'])
    .where('userId', '=', userId)
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
}
