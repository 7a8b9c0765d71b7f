import type { Kysely } from 'kysely';
import {
  type AppliedOrganisationListResponse,
  type CreateSavedSearchBody,
  type InterestCompany,
  type InterestCompanyListResponse,
  type JobCollectionListResponse,
  MAX_RECENT_SEARCHES,
  MAX_SAVED_SEARCHES,
  type MySavedJobsBody,
  type NotificationSettingName,
  type NotificationSettingsResponse,
  notificationSettingNames,
  type OneTimeAction,
  type OneTimeActionListResponse,
  type RecentSearch,
  type RecentSearchListResponse,
  type RecordRecentSearchBody,
  type SavedJobListResponse,
  type SavedJobState,
  type SavedSearch,
  type SavedSearchListResponse,
  type SearchFilters,
  type SeekerListPageQuery,
  type StoredSearchFilters,
  type UpdateSavedSearchBody,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import * as repo from './seeker-lists.repository.js';
import { findJobSummaries } from '../jobs/jobs.repository.js';
import { toSummary } from '../jobs/jobs.service.js';
import { publicLogoUrl } from '../../lib/organisation-logo.js';

const iso = (d: Date): string => d.toISOString();

function toSavedJobState(row: { jobId: string; collection: string | null; savedAt: Date }): SavedJobState {
  return { jobId: row.jobId, collection: row.collection, savedAt: iso(row.savedAt) };
}

// ───────────── saved jobs ─────────────

/** Saving twice answers the same saved job; only a job the public may read can be saved. */
export async function saveJob(db: Kysely<DB>, seekerId: string, jobId: string): Promise<SavedJobState> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.isPublicJob(trx, jobId))) throw notFound('Job');
    await repo.insertSavedJob(trx, seekerId, jobId);
    const row = await repo.findSavedJobState(trx, seekerId, jobId);
    if (row === undefined) throw notFound('Saved job');
    return toSavedJobState(row);
  });
}

/** Idempotent: a job that is not saved stays unsaved. */
export async function unsaveJob(db: Kysely<DB>, seekerId: string, jobId: string): Promise<void> {
  await repo.deleteSavedJob(db, seekerId, jobId);
}

export async function listSavedJobs(
  db: Kysely<DB>,
  seekerId: string,
  body: MySavedJobsBody,
): Promise<SavedJobListResponse> {
  const { rows, total } = await repo.findSavedJobs(db, seekerId, body);
  const summaries = new Map(
    (
      await findJobSummaries(
        db,
        rows.map((r) => r.jobId),
      )
    ).map((j) => [j.id, j]),
  );
  const items = rows.flatMap((row) => {
    const job = summaries.get(row.jobId);
    return job === undefined
      ? []
      : [
          {
            ...toSummary(job),
            status: row.status,
            isOpen: row.isOpen,
            savedAt: row.savedAt.toISOString(),
            collection: row.collection,
          },
        ];
  });
  return { items, total, limit: body.limit, offset: body.offset };
}

/**
 * Files a saved job in a collection (null: in none). A job not saved yet is saved on the way, under
 * the same rule as saving it; one already saved may be re-filed even after it stopped being public.
 */
export async function putJobCollection(
  db: Kysely<DB>,
  seekerId: string,
  jobId: string,
  collection: string | null,
): Promise<SavedJobState> {
  return db.transaction().execute(async (trx) => {
    const saved = await repo.findSavedJobState(trx, seekerId, jobId);
    if (saved === undefined && !(await repo.isPublicJob(trx, jobId))) throw notFound('Job');
    return toSavedJobState(await repo.upsertSavedJobCollection(trx, seekerId, jobId, collection));
  });
}

export async function listJobCollections(
  db: Kysely<DB>,
  seekerId: string,
): Promise<JobCollectionListResponse> {
  const groups = await repo.countSavedJobsByCollection(db, seekerId);
  const items: JobCollectionListResponse['items'] = [];
  let unfiledCount = 0;
  for (const g of groups) {
    if (g.collection === null) unfiledCount = g.count;
    else items.push({ name: g.collection, count: g.count });
  }
  return { items, unfiledCount, totalCount: groups.reduce((sum, g) => sum + g.count, 0) };
}

// ───────────── followed companies and applied organisations ─────────────

type InterestCompanyRow = Awaited<ReturnType<typeof repo.findInterestCompanies>>['rows'][number];

function toInterestCompany(row: InterestCompanyRow): InterestCompany {
  return {
    organisationId: row.organisationId,
    name: row.name,
    logoUrl: publicLogoUrl(row.organisationId, row.logoUrl),
    openJobCount: Number(row.openJobCount ?? 0),
    followedAt: iso(row.followedAt),
  };
}

export async function listInterestCompanies(
  db: Kysely<DB>,
  seekerId: string,
  page: SeekerListPageQuery,
): Promise<InterestCompanyListResponse> {
  const { rows, total } = await repo.findInterestCompanies(db, seekerId, page);
  return { items: rows.map(toInterestCompany), total, limit: page.limit, offset: page.offset };
}

/** Following twice answers the same follow, with its first time. */
export async function followCompany(
  db: Kysely<DB>,
  seekerId: string,
  organisationId: string,
): Promise<InterestCompany> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.organisationExists(trx, organisationId))) throw notFound('Company');
    await repo.insertInterestCompany(trx, seekerId, organisationId);
    const { rows } = await repo.findInterestCompanies(trx, seekerId, {
      limit: 1,
      offset: 0,
      only: organisationId,
    });
    const [row] = rows;
    if (row === undefined) throw notFound('Company');
    return toInterestCompany(row);
  });
}

/** Idempotent: a company not followed stays unfollowed. */
export async function unfollowCompany(
  db: Kysely<DB>,
  seekerId: string,
  organisationId: string,
): Promise<void> {
  await repo.deleteInterestCompany(db, seekerId, organisationId);
}

export async function listAppliedOrganisations(
  db: Kysely<DB>,
  seekerId: string,
  page: SeekerListPageQuery,
): Promise<AppliedOrganisationListResponse> {
  const { rows, total } = await repo.findAppliedOrganisations(db, seekerId, page);
  return {
    items: rows.map((r) => ({
      organisationId: r.organisationId,
      name: r.name,
      logoUrl: publicLogoUrl(r.organisationId, r.logoUrl),
      applicationCount: Number(r.applicationCount),
      lastAppliedAt: iso(new Date(r.lastAppliedAt)),
    })),
    total,
    limit: page.limit,
    offset: page.offset,
  };
}

// ───────────── saved and recent searches ─────────────

function uniqueSorted(values: string[] | undefined, fold: (v: string) => string): string[] | undefined {
  if (values === undefined) return undefined;
  const byKey = new Map<string, string>();
  for (const v of values) if (!byKey.has(fold(v))) byKey.set(fold(v), v);
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

const TEXT_FILTERS = [
  'keyword',
  'categoryId',
  'companyId',
  'location',
  'employmentType',
  'workModel',
] as const;

/**
 * One spelling per search: keys in a fixed order, no empty ones, skills and languages de-duplicated
 * and sorted (the job search requires all of them, so their order means nothing).
 */
function canonicalFilters(filters: Partial<Record<keyof SearchFilters, unknown>>): StoredSearchFilters {
  const list = (v: unknown): string[] | undefined =>
    Array.isArray(v) && v.length > 0 ? v.filter((x): x is string => typeof x === 'string') : undefined;
  const out: StoredSearchFilters = {};
  for (const key of TEXT_FILTERS) {
    const value = filters[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  const skills = uniqueSorted(list(filters.skills), (s) => s.toLowerCase());
  if (skills !== undefined) out.skills = skills;
  const languages = uniqueSorted(
    list(filters.languages)?.map((l) => l.toLowerCase()),
    (l) => l,
  );
  if (languages !== undefined) out.languages = languages;
  return out;
}

/**
 * What makes two searches the same search: their canonical filters (and keyword) compared without
 * regard to case, as the job search compares keywords, places and skills.
 */
const searchKey = (filters: StoredSearchFilters, keyword = ''): string =>
  JSON.stringify([keyword, filters]).toLowerCase();

/** Rows keep the filters they were stored with; reading them back goes through the same canonical form. */
const storedFilters = (json: unknown): StoredSearchFilters =>
  canonicalFilters(typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {});

type SavedSearchRow = Awaited<ReturnType<typeof repo.listSavedSearches>>[number];

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: storedFilters(row.filters),
    notify: row.notify,
    createdAt: iso(row.createdAt),
  };
}

export async function listSavedSearches(db: Kysely<DB>, seekerId: string): Promise<SavedSearchListResponse> {
  return { items: (await repo.listSavedSearches(db, seekerId)).map(toSavedSearch) };
}

/**
 * Saves a search under a name unique to the seeker. Sending the same name and filters again is a
 * retry and answers the existing search (its alert switch set as sent); the same name with other
 * filters is a conflict, and so is a 51st search.
 */
export async function createSavedSearch(
  db: Kysely<DB>,
  seekerId: string,
  body: CreateSavedSearchBody,
): Promise<{ created: boolean; search: SavedSearch }> {
  const filters = canonicalFilters(body.filters);
  return db.transaction().execute(async (trx) => {
    await repo.lockSeekerList(trx, 'saved_searches', seekerId);
    const existing = await repo.findSavedSearchByName(trx, seekerId, body.name);
    if (existing !== undefined) {
      if (searchKey(storedFilters(existing.filters)) !== searchKey(filters)) {
        throw new AppError(409, 'duplicate_name', 'You already have a saved search with this name.');
      }
      const row =
        existing.notify === body.notify
          ? existing
          : await repo.updateSavedSearchNotify(trx, existing.id, body.notify);
      return { created: false, search: toSavedSearch(row) };
    }
    if ((await repo.countSavedSearches(trx, seekerId)) >= MAX_SAVED_SEARCHES) {
      throw new AppError(
        409,
        'limit_reached',
        `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
      );
    }
    const row = await repo.insertSavedSearch(trx, {
      seekerId,
      name: body.name,
      filters,
      notify: body.notify,
    });
    return { created: true, search: toSavedSearch(row) };
  });
}

/**
 * Renames a saved search and/or switches its alert. Names stay unique to the seeker without regard
 * to case (as on create): another search of that name is a 409; renaming to the same name in
 * another case is allowed. Someone else's saved search is answered like a missing one.
 */
export async function updateSavedSearch(
  db: Kysely<DB>,
  seekerId: string,
  id: string,
  body: UpdateSavedSearchBody,
): Promise<SavedSearch> {
  return db.transaction().execute(async (trx) => {
    await repo.lockSeekerList(trx, 'saved_searches', seekerId);
    if (body.name !== undefined) {
      const clash = await repo.findSavedSearchByName(trx, seekerId, body.name);
      if (clash !== undefined && clash.id !== id) {
        throw new AppError(409, 'duplicate_name', 'You already have a saved search with this name.');
      }
    }
    const row = await repo.updateSavedSearch(trx, seekerId, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.notify === undefined ? {} : { notify: body.notify }),
    });
    if (row === undefined) throw notFound('Saved search');
    return toSavedSearch(row);
  });
}

/** Someone else's saved search is answered like a missing one. */
export async function deleteSavedSearch(db: Kysely<DB>, seekerId: string, id: string): Promise<void> {
  if (!(await repo.deleteSavedSearch(db, seekerId, id))) throw notFound('Saved search');
}

type RecentSearchRow = Awaited<ReturnType<typeof repo.listRecentSearches>>[number];

function toRecentSearch(row: RecentSearchRow): RecentSearch {
  return {
    id: row.id,
    keyword: row.keyword,
    filters: storedFilters(row.filters),
    searchedAt: iso(row.searchedAt),
  };
}

export async function listRecentSearches(
  db: Kysely<DB>,
  seekerId: string,
): Promise<RecentSearchListResponse> {
  return { items: (await repo.listRecentSearches(db, seekerId, MAX_RECENT_SEARCHES)).map(toRecentSearch) };
}

/**
 * Records a search at the top of the recent list. The same search (keyword and filters, in any
 * case) moves up instead of appearing twice, spelt as last typed; beyond the newest
 * MAX_RECENT_SEARCHES, the oldest go, in the same transaction.
 */
export async function recordRecentSearch(
  db: Kysely<DB>,
  seekerId: string,
  body: RecordRecentSearchBody,
): Promise<RecentSearch> {
  const filters = canonicalFilters(body.filters);
  const keyword = body.keyword.replace(/\s+/g, ' ');
  return db.transaction().execute(async (trx) => {
    await repo.lockSeekerList(trx, 'recent_searches', seekerId);
    const key = searchKey(filters, keyword);
    const recent = await repo.listRecentSearches(trx, seekerId, MAX_RECENT_SEARCHES);
    const same = recent.find((r) => searchKey(storedFilters(r.filters), r.keyword) === key);
    const row =
      same === undefined
        ? await repo.insertRecentSearch(trx, { seekerId, keyword, filters })
        : await repo.touchRecentSearch(trx, same.id, keyword, filters);
    await repo.trimRecentSearches(trx, seekerId, MAX_RECENT_SEARCHES);
    return toRecentSearch(row);
  });
}

export async function deleteRecentSearch(db: Kysely<DB>, seekerId: string, id: string): Promise<void> {
  if (!(await repo.deleteRecentSearch(db, seekerId, id))) throw notFound('Recent search');
}

// ───────────── notification settings ─────────────

export async function getNotificationSettings(
  db: Kysely<DB>,
  userId: string,
): Promise<NotificationSettingsResponse> {
  const stored = new Map((await repo.findNotificationSettings(db, userId)).map((r) => [r.name, r.value]));
  const settings = Object.fromEntries(
    notificationSettingNames.map((name) => [name, stored.get(name) !== 'false']),
  ) as NotificationSettingsResponse['settings'];
  return { settings };
}

/** Sets one setting (idempotent) and answers them all. */
export async function setNotificationSetting(
  db: Kysely<DB>,
  userId: string,
  name: NotificationSettingName,
  value: boolean,
): Promise<NotificationSettingsResponse> {
  return db.transaction().execute(async (trx) => {
    await repo.upsertNotificationSetting(trx, userId, name, value);
    return getNotificationSettings(trx, userId);
  });
}

// ───────────── one-time actions ─────────────

export async function listOneTimeActions(db: Kysely<DB>, userId: string): Promise<OneTimeActionListResponse> {
  const rows = await repo.listOneTimeActions(db, userId);
  return { actions: rows.map((r) => ({ action: r.action, doneAt: iso(r.doneAt) })) };
}

/** Marking an action twice keeps the first time it was done. */
export async function markOneTimeAction(
  db: Kysely<DB>,
  userId: string,
  action: string,
): Promise<OneTimeAction> {
  const row = await db.transaction().execute((trx) => repo.markOneTimeAction(trx, userId, action));
  return { action: row.action, doneAt: iso(row.doneAt) };
}
