import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { NotificationKind } from '@talent/contracts';
import type { FileSettings, QueueSettings } from '../../config.js';
import type { Mailer } from '../../lib/mailer.js';
import { unsubscribeUrl } from '../account/unsubscribe.js';
import { addressOf, assessmentCalendar } from '../assessments/calendar.js';
import { asLanguage } from '../auth/auth-mails.js';
import { filesDeps, sweepIncoming, sweepUnreferencedFiles } from '../files/files.service.js';
import { jobAlertMail } from './job-alert-mail.js';
import { notificationMail } from './notification-mails.js';
import {
  executorOf,
  HOUSEKEEPING_QUEUE,
  MAIL_QUEUE,
  type MailJob,
  type QueuedMail,
  QUEUE_SCHEMA,
} from './queue.js';

export interface MailQueue {
  /**
   * Sends every mail that is due now, one after another, and answers how many were taken (sent or
   * failed, to be retried). The worker does this by itself every MAIL_QUEUE_POLL_SECONDS; tests and
   * the housekeeping call it directly.
   */
  deliverDue(): Promise<number>;
  /**
   * Runs the housekeeping once (the sweep of unreferenced uploads, and of uploads a crash left in
   * DATA_DIR/incoming); answers the unreferenced files removed.
   */
  housekeep(): Promise<number>;
  /**
   * Has the queue run `work` on `cron` (five fields, UTC), on one server at a time, in worker mode
   * (in manual mode: never; tests call the work themselves). Register before the app is ready.
   */
  runPeriodically(work: PeriodicWork): void;
}

/** Work the queue runs on a schedule (modules/timed-work). */
export interface PeriodicWork {
  /** The queue's name; its schedule and its jobs live in the database, so a restart keeps them. */
  queue: string;
  cron: string;
  /** A run that takes longer is taken as dead, and the next tick may start another. */
  expireInSeconds: number;
  run(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
  }
}

export interface MailQueueOptions {
  mailer: Mailer;
  publicUrl: string;
  mailFrom: string;
  settings: QueueSettings;
  dataDir: string;
  files: FileSettings;
  /**
   * `worker`: this server takes mail from the queue by itself and keeps the queue tidy (every
   * server does; the queue hands each job to one). `manual`: only `deliverDue()` sends (tests).
   */
  mode: 'worker' | 'manual';
}

/**
 * The housekeeping's schedule: every 10 minutes (cron, UTC), so that an upload nothing refers to
 * lives little more than FILE_ORPHAN_MINUTES.
 */
export const HOUSEKEEPING_CRON = '*/10 * * * *';

/**
 * The background queue's worker (queue.ts says why pg-boss): mails queued by the app's changes are
 * sent here, after the change committed, never in the request; a failed send is retried with a
 * growing delay (MAIL_RETRY_*), and a server that dies while sending leaves the mail to another
 * (MAIL_SEND_EXPIRE_SECONDS). A notification's mail is written when it is sent: in the recipient's
 * language, with the interview's `.ics` as it stands then.
 */
export const mailQueuePlugin = fp(async (app: FastifyInstance, opts: MailQueueOptions) => {
  const db = () => app.database.db;
  const boss = new PgBoss({
    schema: QUEUE_SCHEMA,
    db: executorOf(app.database.db),
    supervise: opts.mode === 'worker',
    schedule: opts.mode === 'worker',
    migrate: opts.mode === 'worker',
    // the start-up's clock check and cron run only for the worker
  });
  boss.on('error', (err) => app.log.error({ err }, 'background queue error'));

  async function render(job: MailJob): Promise<QueuedMail | undefined> {
    if (job.type === 'mail') return job.mail;
    // a saved search's match is mailed as its digest (type job-alert, queued beside it with its
    // jobs), never as the one-line mail of the notification
    if (job.type === 'notification' && job.notificationKind === 'saved_search_match') return undefined;
    const user = await db()
      .selectFrom('users')
      .select(['email', 'fullName', 'preferredLanguage', 'deletedAt'])
      .where('id', '=', job.userId)
      .executeTakeFirst();
    // an account deleted since is not written to
    if (user === undefined || user.deletedAt !== null) return undefined;
    const language = asLanguage(user.preferredLanguage);
    // the one-click way out of exactly this kind of mail (RFC 8058), signed with the server's key
    const unsubscribe = await unsubscribeUrl(app.authDeps.key, opts.publicUrl, {
      userId: job.userId,
      setting: `email.${job.type === 'job-alert' ? 'saved_search_match' : (job.notificationKind as NotificationKind)}`,
    });
    if (job.type === 'job-alert') {
      if (job.jobs.length === 0) return undefined;
      return jobAlertMail({
        language,
        to: user.email,
        name: user.fullName,
        searchName: job.searchName,
        searchPath: job.searchPath,
        jobs: job.jobs,
        publicUrl: opts.publicUrl,
        unsubscribeUrl: unsubscribe,
      });
    }
    let attachments: QueuedMail['attachments'];
    if (job.assessmentId !== undefined) {
      const calendar = await assessmentCalendar(
        db(),
        job.assessmentId,
        opts.publicUrl,
        addressOf(opts.mailFrom),
      );
      if (calendar !== undefined && calendar.seekerId === job.userId) {
        attachments = [
          {
            filename: 'interview.ics',
            content: calendar.ics,
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          },
        ];
      }
    }
    const title =
      language === 'ar'
        ? (job.titleAr ?? job.title)
        : language === 'zh-CN'
          ? (job.titleZh ?? job.title)
          : job.title;
    return notificationMail({
      language,
      to: user.email,
      name: user.fullName,
      title,
      url: job.url,
      publicUrl: opts.publicUrl,
      unsubscribeUrl: unsubscribe,
      ...(attachments !== undefined ? { attachments } : {}),
    });
  }

  async function deliver(job: PgBoss.Job<MailJob>): Promise<void> {
    const mail = await render(job.data);
    if (mail !== undefined) await opts.mailer.send(mail);
  }

  async function deliverDue(): Promise<number> {
    let taken = 0;
    for (;;) {
      const [job] = await boss.fetch<MailJob>(MAIL_QUEUE, { batchSize: 1 });
      if (job === undefined) return taken;
      taken += 1;
      try {
        await deliver(job);
        await boss.complete(MAIL_QUEUE, job.id);
      } catch (err) {
        app.log.warn(
          { jobId: job.id, err: { message: (err as Error).message } },
          'mail not sent; will retry',
        );
        await boss.fail(MAIL_QUEUE, job.id, { message: (err as Error).message });
      }
    }
  }

  async function housekeep(): Promise<number> {
    const deps = filesDeps(db(), { dataDir: opts.dataDir, settings: opts.files });
    // what uploads cut off by a crash left in DATA_DIR/incoming
    const stale = await sweepIncoming(deps.incomingDir, opts.files.incomingStaleMinutes);
    if (stale > 0) app.log.info({ removed: stale }, 'stale incoming uploads removed');
    return sweepUnreferencedFiles(deps, opts.settings.orphanFileMinutes);
  }

  const periodic: PeriodicWork[] = [];
  function runPeriodically(work: PeriodicWork): void {
    periodic.push(work);
  }

  app.decorate('mailQueue', { deliverDue, housekeep, runPeriodically });

  if (opts.mode === 'worker') {
    app.addHook('onReady', async () => {
      await boss.start();
      await boss.updateQueue(MAIL_QUEUE, {
        name: MAIL_QUEUE,
        retryLimit: opts.settings.retryLimit,
        retryDelay: opts.settings.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: opts.settings.expireInSeconds,
      });
      await boss.work<MailJob>(
        MAIL_QUEUE,
        { pollingIntervalSeconds: opts.settings.pollSeconds, batchSize: 1 },
        async ([job]) => {
          if (job === undefined) return;
          try {
            await deliver(job);
          } catch (err) {
            // the queue retries it; the log says which job, never what the mail says
            app.log.warn(
              { jobId: job.id, err: { message: (err as Error).message } },
              'mail not sent; will retry',
            );
            throw err;
          }
        },
      );
      await boss.schedule(HOUSEKEEPING_QUEUE, HOUSEKEEPING_CRON, { task: 'sweep-files' });
      await boss.work(HOUSEKEEPING_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
        const removed = await housekeep();
        if (removed > 0) app.log.info({ removed }, 'unreferenced uploads deleted');
      });
      for (const work of periodic) {
        // stately: at most one run at work and one waiting, across servers, so that runs that
        // overlap (a slow one, a tick of every server) never pile up; a failed run is not retried,
        // the next tick runs again
        await boss.createQueue(work.queue, {
          name: work.queue,
          policy: 'stately',
          retryLimit: 0,
          expireInSeconds: work.expireInSeconds,
        });
        await boss.updateQueue(work.queue, {
          name: work.queue,
          policy: 'stately',
          retryLimit: 0,
          expireInSeconds: work.expireInSeconds,
        });
        await boss.schedule(work.queue, work.cron, {}, { tz: 'UTC' });
        await boss.work(work.queue, { pollingIntervalSeconds: 5 }, async () => {
          try {
            await work.run();
          } catch (err) {
            app.log.error({ queue: work.queue, err }, 'periodic work failed; the next tick runs it again');
            throw err;
          }
        });
      }
    });
    app.addHook('onClose', async () => {
      // lets a send in progress finish, then stops taking work
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    });
  }
});
