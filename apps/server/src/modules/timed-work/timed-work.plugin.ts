import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import path from 'node:path';
import type { ChatSettings, FileSettings, PrivacySettings, TimedWorkSettings } from '../../config.js';
import { eraseDueAccounts } from '../account/account-deletion.js';
import { sweepExports } from '../account/data-export.js';
import { anonymiseExpiredApplications, purgeExpired, type RetentionSettings } from '../account/retention.js';
import { storageFor } from '../files/files.service.js';
import { notifyUnreadMessages } from '../chat/chat-notices.js';
import { TIMED_WORK_QUEUE } from '../mail/queue.js';
import { expireInvitations, expireOffers } from './deadlines.js';
import { sendJobAlerts } from './job-alerts.js';
import { sendInterviewReminders } from './reminders.js';

export interface TimedWork {
  /** Runs every piece of timed work due at `now` (default: the clock), once; answers what it did. */
  runDue(now?: Date): Promise<Record<string, number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    timedWork: TimedWork;
  }
}

export interface TimedWorkOptions {
  settings: TimedWorkSettings;
  chat: ChatSettings;
  privacy: PrivacySettings;
  retention: RetentionSettings;
  files: FileSettings;
  dataDir: string;
  publicUrl: string;
  /** `worker`: the queue runs the sweep on TIMED_WORK_CRON; `manual`: only runDue() (tests). */
  mode: 'worker' | 'manual';
}

/** A run taking longer than this is taken as dead by the queue (each sweep works in batches). */
const RUN_EXPIRE_SECONDS = 15 * 60;

/**
 * Timed work (issue 23): saved searches' digests, invitations' and offers' deadlines, interviews'
 * reminders, unread messages' notices. One sweep runs each in turn; each piece of work is claimed
 * in the database in the transaction of its notifications (a conditional UPDATE, a row lock, or a
 * key of timed_work_done), so that servers sweeping at once do each piece once, and a run cut off
 * leaves the rest to the next. In worker mode the background queue (pg-boss, mail-queue.plugin.ts)
 * schedules the sweep on TIMED_WORK_CRON and hands each tick to one server; the schedule and the
 * work's state are in the database, so a restart loses nothing. Tests call `runDue(now)` with
 * their own clock.
 */
export const timedWorkPlugin = fp(async (app: FastifyInstance, opts: TimedWorkOptions) => {
  const db = () => app.database.db;
  const storage = () => storageFor(opts.dataDir, opts.files);
  const exportDeps = () => ({
    db: db(),
    storage: storage(),
    workDir: path.join(opts.dataDir, 'incoming'),
    settings: {
      linkHours: opts.privacy.exportLinkHours,
      perDay: opts.privacy.exportsPerDay,
      inlineMaxBytes: opts.privacy.exportInlineMaxBytes,
      maxRowsPerTable: opts.privacy.exportMaxRowsPerTable,
    },
  });

  async function runDue(at?: Date): Promise<Record<string, number>> {
    // the database's clock by default: the jobs' publication times and the deadlines are its
    const now =
      at ??
      new Date((await sql<{ now: Date }>`select now() as now`.execute(db())).rows[0]?.now ?? Date.now());
    const sweeps: [string, () => Promise<number>][] = [
      [
        'jobAlerts',
        () =>
          sendJobAlerts(db(), now, {
            intervalSeconds: opts.settings.jobAlertIntervalSeconds,
            maxJobs: opts.settings.jobAlertMaxJobs,
          }),
      ],
      ['invitationsExpired', () => expireInvitations(db(), now)],
      ['offersExpired', () => expireOffers(db(), now)],
      ['interviewReminders', () => sendInterviewReminders(db(), now)],
      ['messageNotices', () => notifyUnreadMessages(db(), now, opts.chat)],
      // issue 24: the privacy rights' and the retention's work
      ['exportsBuilt', () => sweepExports(exportDeps(), now)],
      [
        'accountsErased',
        () => eraseDueAccounts(db(), now, { storage: storage(), publicUrl: opts.publicUrl }),
      ],
      ['applicationsAnonymised', () => anonymiseExpiredApplications(db(), now, opts.retention.defaultMonths)],
      ['purged', () => purgeExpired(db(), now, opts.retention)],
    ];
    const done: Record<string, number> = {};
    let failure: unknown;
    for (const [name, sweep] of sweeps) {
      try {
        done[name] = await sweep();
      } catch (err) {
        // one sweep failing leaves the others to run; the run fails after them
        app.log.error({ err, sweep: name }, 'timed work failed');
        failure ??= err;
      }
    }
    if (failure !== undefined) throw failure;
    if (Object.values(done).some((n) => n > 0)) app.log.info({ timedWork: done }, 'timed work done');
    return done;
  }

  app.decorate('timedWork', { runDue });

  if (opts.mode === 'worker') {
    app.mailQueue.runPeriodically({
      queue: TIMED_WORK_QUEUE,
      cron: opts.settings.cron,
      expireInSeconds: RUN_EXPIRE_SECONDS,
      run: async () => {
        await runDue();
      },
    });
  }
});
