import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

/** How long the service keeps what it keeps (RETENTION_*, README; docs/privacy.md). */
export interface RetentionSettings {
  /** An organisation's rejected and withdrawn candidates, unless it set its own (RETENTION_DEFAULT_MONTHS). */
  defaultMonths: number;
  /** Ended sessions, from when they ended (SESSION_RETENTION_DAYS). */
  sessionDays: number;
  /** Notifications, from when they were made (NOTIFICATION_RETENTION_DAYS). */
  notificationDays: number;
  /** The audit log (AUDIT_RETENTION_DAYS). */
  auditDays: number;
}

const BATCH = 500;

/**
 * Anonymises the rejected and withdrawn applications whose last change is older than their
 * organisation's retention (`organisations.retention_months`, else the default): the cover letter
 * and the résumé sent go, the conversation about that job with the candidate goes, and the
 * organisation sees a nameless candidate there from now on. What stays is that there was an
 * application and what was decided, for the organisation's records. Batches of 500 (a sweep does
 * at most 20); each statement picks what is due and changes it at once.
 */
export async function anonymiseExpiredApplications(
  db: Kysely<DB>,
  now: Date,
  defaultMonths: number,
): Promise<number> {
  let total = 0;
  for (let round = 0; round < 20; round += 1) {
    const { rows } = await sql<{ jobId: string; seekerId: string }>`
      with due as (
        select a.id from applications a
        join jobs j on j.id = a.job_id
        join organisations o on o.id = j.organisation_id
        where a.status in ('rejected', 'withdrawn') and a.anonymised_at is null
          and a.updated_at < ${now}::timestamptz - make_interval(months => coalesce(o.retention_months, ${defaultMonths}))
        order by a.updated_at
        limit ${BATCH}
        for update of a skip locked
      )
      update applications a set cover_letter = null, resume_file_id = null, anonymised_at = ${now}
      from due where a.id = due.id
      returning a.job_id as "jobId", a.seeker_id as "seekerId"
    `.execute(db.withoutPlugins());
    if (rows.length === 0) break;
    total += rows.length;
    await sql`
      delete from chat_channels c
      using (select unnest(${rows.map((r) => r.jobId)}::uuid[]) as job_id,
                    unnest(${rows.map((r) => r.seekerId)}::uuid[]) as seeker_id) d
      where c.job_id = d.job_id and c.seeker_id = d.seeker_id
    `.execute(db.withoutPlugins());
    if (rows.length < BATCH) break;
  }
  return total;
}

/**
 * The purges: sign-ups never confirmed and account links past their time, rate-limit windows long
 * over, sessions ended more than SESSION_RETENTION_DAYS ago, notifications older than
 * NOTIFICATION_RETENTION_DAYS, and audit lines older than AUDIT_RETENTION_DAYS (the one delete the
 * audit log allows, said for this transaction only). Answers the rows removed.
 */
export async function purgeExpired(db: Kysely<DB>, now: Date, settings: RetentionSettings): Promise<number> {
  const raw = db.withoutPlugins();
  const count = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0n);
  let removed = 0;
  removed += count(await sql`delete from pending_signups where expires_at <= ${now}`.execute(raw));
  removed += count(await sql`delete from account_tokens where expires_at <= ${now}`.execute(raw));
  removed += count(
    await sql`delete from rate_limit_buckets where window_started_at < ${now}::timestamptz - interval '2 days'`.execute(
      raw,
    ),
  );
  removed += count(
    await sql`delete from refresh_token_families
              where revoked_at < ${now}::timestamptz - make_interval(days => ${settings.sessionDays})
                 or last_used_at < ${now}::timestamptz - make_interval(days => ${settings.sessionDays})`.execute(
      raw,
    ),
  );
  removed += count(
    await sql`delete from notifications
              where created_at < ${now}::timestamptz - make_interval(days => ${settings.notificationDays})`.execute(
      raw,
    ),
  );
  removed += await db.transaction().execute(async (trx) => {
    await sql`select set_config('talent.audit_purge', 'on', true)`.execute(trx);
    return count(
      await sql`delete from audit_log
                where created_at < ${now}::timestamptz - make_interval(days => ${settings.auditDays})`.execute(
        trx.withoutPlugins(),
      ),
    );
  });
  return removed;
}
