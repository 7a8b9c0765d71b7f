import { type Kysely, sql } from 'kysely';
import { links, type ListJobsQuery, listJobsQuerySchema } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { buildTsQuery } from '../jobs/job-search-query.js';
import {
  applySearchFilters,
  findJobSummaries,
  isOpenSql,
  type JobSummaryRow,
  resolveFilters,
} from '../jobs/jobs.repository.js';
import { jobAlertTitles } from '../mail/job-alert-mail.js';
import { enqueueMailJobs, type JobAlertJob } from '../mail/queue.js';
import { emailSetting, insertNotifications } from '../notifications/notify.js';

/** The saved searches one run looks at, the longest-waiting first; the rest wait for the next run. */
export const JOB_ALERT_BATCH = 200;

export interface JobAlertSettings {
  intervalSeconds: number;
  maxJobs: number;
}

/** Where a job is, in the three languages: its city and country, remote said. */
function placeOf(row: JobSummaryRow): JobAlertJob['place'] {
  const join = (city: string | null, country: string, remote: string, sep: string) =>
    [city, country].filter((p): p is string => p !== null && p !== '').join(sep) +
    (row.remote ? ` (${remote})` : '');
  return {
    en: join(row.cityNameEn, row.countryNameEn, 'remote', ', '),
    zh: join(row.cityNameZh, row.countryNameZh, '远程', '，'),
    ar: join(row.cityNameAr, row.countryNameAr, 'عن بُعد', '، '),
  };
}

/**
 * The saved filters as the job search reads them, or undefined when the stored row no longer
 * passes its rules (then nothing can match).
 */
function searchOf(stored: unknown): ListJobsQuery | undefined {
  const parsed = listJobsQuerySchema.safeParse(typeof stored === 'object' && stored !== null ? stored : {});
  return parsed.success ? parsed.data : undefined;
}

/**
 * The link that runs the saved search on the job list (`/jobs?…`, as the web app keeps its filters
 * in the address: use-job-list-params.ts), newest first.
 */
export function searchPathOf(stored: unknown): string {
  const filters = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const key of [
    'keyword',
    'location',
    'categoryId',
    'companyId',
    'employmentType',
    'workModel',
  ] as const) {
    const value = filters[key];
    if (typeof value === 'string' && value !== '') params.append(key, value);
  }
  for (const key of ['skills', 'languages'] as const) {
    const value = filters[key];
    if (Array.isArray(value)) for (const v of value) if (typeof v === 'string') params.append(key, v);
  }
  params.append('sort', 'newest');
  return `/jobs?${params.toString()}`;
}

/**
 * The open jobs published in (since, until] that match the search, newest first, at most `max`:
 * the job search's own filters (resolveFilters, applySearchFilters, the keyword's tsquery), not a
 * copy of them, with the publication window added.
 */
export async function newMatches(
  db: Kysely<DB>,
  filters: ListJobsQuery,
  since: Date,
  until: Date,
  max: number,
): Promise<JobSummaryRow[]> {
  const resolved = await resolveFilters(db, filters);
  if (resolved === undefined) return [];
  const tsQuery = filters.keyword === undefined ? undefined : buildTsQuery(filters.keyword);
  const rows = await applySearchFilters(db.selectFrom('jobs as j').where(isOpenSql), filters, resolved)
    .$if(tsQuery !== undefined, (q) => q.where(sql<boolean>`j.search_vector @@ (${tsQuery})`))
    .where('j.publishedAt', '>', since)
    .where('j.publishedAt', '<=', until)
    .select('j.id')
    .orderBy('j.publishedAt', 'desc')
    .orderBy('j.id')
    .limit(max)
    .execute();
  const ids = rows.map((r) => r.id);
  const byId = new Map((await findJobSummaries(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const sinceSql = sql<Date>`coalesce(s.last_notified_at, s.created_at)`;

/**
 * The digests due at `now`: each saved search with alerts on whose last digest (or creation) is at
 * least JOB_ALERT_INTERVAL_S old. Each search is claimed in a transaction of its own (its row
 * locked, skipped when another server holds it, and due again only if still due): the jobs
 * published since its last digest that match it, one `saved_search_match` notification (in-app per
 * the seeker's settings) and the digest mail (per `email.saved_search_match`) when there are any,
 * and its last digest moved to `now` in every case. Answers the digests sent.
 */
export async function sendJobAlerts(db: Kysely<DB>, now: Date, settings: JobAlertSettings): Promise<number> {
  const cutoff = new Date(now.getTime() - settings.intervalSeconds * 1000);
  const due = await db
    .selectFrom('savedSearches as s')
    .innerJoin('users as u', 'u.id', 's.seekerId')
    .select('s.id')
    .where('s.notify', '=', true)
    .where('u.deletedAt', 'is', null)
    .where(sinceSql, '<=', cutoff)
    .orderBy(sinceSql)
    .orderBy('s.id')
    .limit(JOB_ALERT_BATCH)
    .execute();
  let sent = 0;
  for (const { id } of due) {
    const digested = await db.transaction().execute(async (trx) => {
      const search = await trx
        .selectFrom('savedSearches as s')
        .select(['s.id', 's.seekerId', 's.name', 's.filters', sinceSql.as('since')])
        .where('s.id', '=', id)
        .where('s.notify', '=', true)
        .where(sinceSql, '<=', cutoff)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (search === undefined) return false;
      await trx.updateTable('savedSearches').set({ lastNotifiedAt: now }).where('id', '=', id).execute();
      const filters = searchOf(search.filters);
      const jobs =
        filters === undefined
          ? []
          : await newMatches(trx, filters, new Date(search.since), now, settings.maxJobs);
      const newest = jobs[0];
      if (newest === undefined) return false;
      const searchPath = searchPathOf(search.filters);
      await insertNotifications(trx, [
        {
          userId: search.seekerId,
          kind: 'saved_search_match',
          ...jobAlertTitles(jobs.length, search.name),
          icon: 'search',
          // the shared list of links (links.ts) opens the job list on a job; the search itself
          // runs from the mail's link
          url: links.searchMatch(newest.id),
          data: { savedSearchId: search.id, jobIds: jobs.map((j) => j.id), searchPath },
        },
      ]);
      const mailOff = await trx
        .selectFrom('notificationSettings')
        .select('name')
        .where('userId', '=', search.seekerId)
        .where('name', '=', emailSetting('saved_search_match'))
        .where('value', '=', 'false')
        .executeTakeFirst();
      if (mailOff === undefined) {
        await enqueueMailJobs(trx, [
          {
            type: 'job-alert',
            userId: search.seekerId,
            savedSearchId: search.id,
            searchName: search.name,
            searchPath,
            jobs: jobs.map((job) => ({
              id: job.id,
              title: job.title,
              company: job.companyName,
              place: placeOf(job),
              path: links.searchMatch(job.id),
            })),
          },
        ]);
      }
      return true;
    });
    if (digested) sent += 1;
  }
  return sent;
}
