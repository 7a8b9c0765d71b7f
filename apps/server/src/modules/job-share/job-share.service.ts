import type { Kysely, Transaction } from 'kysely';
import type { ShareJobEmailBody, ShareJobEmailResponse } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, notFound, unauthorized } from '../../lib/errors.js';
import { formatWait } from '../../lib/format-wait.js';
import type { MailMessage } from '../../lib/mailer.js';
import { asLanguage, type MailLanguage } from '../auth/auth-mails.js';
import { jobShareMail } from './job-share-mail.js';
import * as repo from './job-share.repository.js';

/** Puts a mail on the queue inside the given transaction (modules/mail/mail-queue.ts). */
export type EnqueueMail = (db: Kysely<DB> | Transaction<DB>, mail: MailMessage) => Promise<void>;

export interface ShareDeps {
  publicUrl: string;
  /** SHARE_JOB_PER_HOUR: shares one sharer may make in an hour. */
  perHour: number;
  /** SHARE_JOB_PER_RECIPIENT_PER_DAY: share mails one address may get in 24 hours, from anyone. */
  perRecipientPerDay: number;
  /** SHARE_JOB_PER_DAY_TOTAL: share mails the whole server sends in 24 hours. */
  perDayTotal: number;
  enqueueMail: EnqueueMail;
  /** The one-click link that stops shared jobs to an address (modules/account/unsubscribe.ts). */
  unsubscribeUrl: (address: string) => Promise<string>;
}

/** Which limit a refused share ran into (for the log; the answer's `error` code names it too). */
export type ShareLimitKind = 'sharer_hour' | 'recipient_day' | 'total_day';

/**
 * The `error` code of each limit's 429, so a client can say which one it was in the reader's
 * language: the sharer's hourly limit, the recipient address's daily one, the server's daily total.
 */
export const SHARE_LIMIT_CODES = {
  sharer_hour: 'share_limit_hourly',
  recipient_day: 'share_limit_recipient',
  total_day: 'share_limit_daily',
} as const satisfies Record<ShareLimitKind, string>;
export type ShareLimitCode = (typeof SHARE_LIMIT_CODES)[ShareLimitKind];

const DAY_SECONDS = 24 * 60 * 60;

/** Over a share limit: a 429 whose code names the limit, and whose body and Retry-After say when to try again. */
export class ShareLimitError extends AppError {
  declare readonly code: ShareLimitCode;

  constructor(
    readonly kind: ShareLimitKind,
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, SHARE_LIMIT_CODES[kind], message, { 'retry-after': String(retryAfterSeconds) });
  }
}

/**
 * Records one share and queues its mail, in one transaction, under three locks taken in this order:
 * the sharer's row (their hourly count), the recipient address (its daily count, across every
 * sharer) and the server's daily total. Simultaneous requests at a limit are thus counted one after
 * the other and only as many pass as the limit allows, whichever accounts they come from.
 *
 * The mail holds nothing the sharer typed: not their name (free text, and the recipient's address is
 * not verified) and not their note, which is stored with the share but never mailed (see
 * `jobShareMail`).
 */
export async function shareJobByEmail(
  db: Kysely<DB>,
  deps: ShareDeps,
  sharer: { userId: string; language: MailLanguage },
  jobId: string,
  body: ShareJobEmailBody,
): Promise<ShareJobEmailResponse> {
  const recipient = body.to.toLowerCase();
  const message = body.message ?? null;
  const unsubscribeUrl = await deps.unsubscribeUrl(recipient);
  return db.transaction().execute(async (trx) => {
    const user = await repo.lockSharer(trx, sharer.userId);
    if (user === undefined) throw unauthorized();
    const job = await repo.findShareableJob(trx, jobId);
    if (job === undefined) throw notFound('Job');
    const { count, secondsToOldestExpiry } = await repo.sharesInLastHour(trx, sharer.userId);
    if (count >= deps.perHour) {
      const wait = Math.max(1, secondsToOldestExpiry ?? 1);
      throw new ShareLimitError(
        'sharer_hour',
        wait,
        `You can share up to ${deps.perHour} jobs an hour. Try again in ${formatWait(wait)}.`,
      );
    }
    await repo.lockRecipient(trx, recipient);
    // the address asked, through a share mail's one-click link, for no more (issue 24)
    const suppressed = await trx
      .selectFrom('mailSuppressions')
      .select('address')
      .where('address', '=', recipient)
      .where('kind', '=', 'job_share')
      .executeTakeFirst();
    if (suppressed !== undefined) {
      throw new AppError(
        409,
        'recipient_unsubscribed',
        'This address asked not to receive shared jobs. Share the job’s link another way.',
      );
    }
    if ((await repo.sharesToRecipientInLastDay(trx, recipient)) >= deps.perRecipientPerDay) {
      // neither who shared with this address nor when: a full day to wait, whatever the truth
      throw new ShareLimitError(
        'recipient_day',
        DAY_SECONDS,
        'This address cannot receive another shared job today. Try again tomorrow, or share the job’s link yourself.',
      );
    }
    await repo.lockDailyTotal(trx);
    const total = await repo.sharesInLastDay(trx);
    if (total.count >= deps.perDayTotal) {
      const wait = Math.max(1, total.secondsToOldestExpiry ?? 1);
      throw new ShareLimitError(
        'total_day',
        wait,
        `Sharing by e-mail is paused for now: too many jobs were shared today. Try again in ${formatWait(wait)}.`,
      );
    }
    const row = await repo.insertShare(trx, { userId: sharer.userId, jobId, recipient, message });
    // a registered address gets the mail in its owner's language, any other in the sharer's
    const language = asLanguage((await repo.registeredLanguage(trx, recipient)) ?? sharer.language);
    await deps.enqueueMail(
      trx,
      jobShareMail(deps.publicUrl, language, { to: recipient, job, unsubscribeUrl }),
    );
    return {
      jobId,
      to: recipient,
      sharedAt: new Date(row.createdAt).toISOString(),
      remaining: Math.max(0, deps.perHour - count - 1),
    };
  });
}
