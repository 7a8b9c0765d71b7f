import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type { DB } from '../../db/schema.js';
import type { MailMessage } from '../../lib/mailer.js';

/**
 * The background queue is pg-boss (a maintained PostgreSQL job queue, pinned at 10.4.2, the last
 * line that runs on Node 20): its tables live in the `pgboss` schema, created by migration 0013,
 * on PGlite as on PostgreSQL. A job is inserted in the transaction of the change that causes it,
 * so a change that rolls back sends nothing and a change that commits never loses its mail;
 * the worker (mail-queue.plugin.ts) takes each job once (`FOR UPDATE SKIP LOCKED`), so two app
 * servers never send one mail twice.
 */
export const QUEUE_SCHEMA = 'pgboss';

/** The queue of mails to send. */
export const MAIL_QUEUE = 'mail';

/** The queue of periodic housekeeping (the sweep of files nothing refers to). */
export const HOUSEKEEPING_QUEUE = 'housekeeping';

/** The queue of the timed work (modules/timed-work): job alerts, deadlines, reminders. */
export const TIMED_WORK_QUEUE = 'timed-work';

/** A prerendered mail, attachments as text (an `.ics`). */
export interface QueuedMail extends MailMessage {
  attachments?: { filename: string; content: string; contentType: string }[];
}

/**
 * What a mail job holds: a mail written when it was queued, or a notification whose mail is written
 * when it is sent (in the recipient's language then, with the calendar file of that moment).
 */
export type MailJob =
  | { type: 'mail'; mail: QueuedMail }
  | {
      type: 'notification';
      notificationKind: string;
      userId: string;
      title: string;
      titleZh: string | null;
      titleAr: string | null;
      url: string | null;
      /** The assessment whose `.ics` goes with the mail. */
      assessmentId?: string;
    }
  | JobAlertMailJob;

/** One job of a saved search's digest, as the mail lists it. */
export interface JobAlertJob {
  id: string;
  title: string;
  company: string;
  /** Where: city and country (or remote) in the three languages. */
  place: { en: string; zh: string; ar: string };
  /** The job's in-app link. */
  path: string;
}

/**
 * A saved search's digest (modules/timed-work/job-alerts.ts): the new jobs that match it, written
 * when it is sent, in the recipient's language then.
 */
export interface JobAlertMailJob {
  type: 'job-alert';
  userId: string;
  savedSearchId: string;
  searchName: string;
  /** The link that runs the search (`/jobs?…`, from its saved filters). */
  searchPath: string;
  /** Newest first, at most JOB_ALERT_MAX_JOBS. */
  jobs: JobAlertJob[];
}

/** pg-boss's SQL run on a Kysely connection or transaction, without the camel-case plugin. */
export function executorOf(db: Kysely<DB> | Transaction<DB>): PgBoss.Db {
  const raw = db.withoutPlugins();
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await raw.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows } as never;
    },
  };
}

// only builds pg-boss's statements; each call runs on the connection it is given
const writer = new PgBoss({
  schema: QUEUE_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('queue writes run on the caller’s connection')),
  },
});

/**
 * Queues mail jobs on this connection or in this transaction, in one statement. How they are
 * retried is the queue's policy (MAIL_RETRY_*, set by the worker when it starts).
 */
export async function enqueueMailJobs(
  db: Kysely<DB> | Transaction<DB>,
  jobs: readonly MailJob[],
): Promise<void> {
  if (jobs.length === 0) return;
  await writer.insert(
    jobs.map((data) => ({ name: MAIL_QUEUE, data: data as object })),
    { db: executorOf(db) },
  );
}

/** Queues a mail written now, in the caller's transaction: sent soon after it commits. */
export function enqueueMail(db: Kysely<DB> | Transaction<DB>, mail: QueuedMail): Promise<void> {
  return enqueueMailJobs(db, [{ type: 'mail', mail }]);
}

/** Creates the queue's schema and queues (migration 0013). */
export async function createQueueSchema(db: Kysely<unknown>): Promise<void> {
  const plans = PgBoss.getConstructionPlans(QUEUE_SCHEMA)
    // the migration runs in its own transaction
    .replace(/^\s*BEGIN;/, '')
    .replace(/COMMIT;\s*$/, '');
  await db.executeQuery(CompiledQuery.raw(plans, []));
  const boss = new PgBoss({ schema: QUEUE_SCHEMA, db: executorOf(db as Kysely<DB>) });
  // the worker sets the policy from the settings when it starts (MAIL_RETRY_*); these are its defaults
  await boss.createQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    policy: 'standard',
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
  });
  await boss.createQueue(HOUSEKEEPING_QUEUE, { name: HOUSEKEEPING_QUEUE, policy: 'singleton' });
}
