import type { Kysely, Transaction } from 'kysely';
import type { ShareJobEmailBody, ShareJobEmailResponse } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, notFound, unauthorized } from '../../lib/errors.js';
import type { MailMessage } from '../../lib/mailer.js';
import type { MailLanguage } from '../auth/auth-mails.js';
import { jobShareMail } from './job-share-mail.js';
import * as repo from './job-share.repository.js';

/** Puts a mail on the queue inside the given transaction (modules/mail/mail-queue.ts). */
export type EnqueueMail = (db: Kysely<DB> | Transaction<DB>, mail: MailMessage) => Promise<void>;

export interface ShareDeps {
  publicUrl: string;
  /** SHARE_JOB_PER_HOUR. */
  perHour: number;
  enqueueMail: EnqueueMail;
}

/** Over the hourly limit: a 429 whose body and Retry-After say when the next share is allowed. */
export class ShareLimitError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    perHour: number,
  ) {
    super(
      429,
      'too_many_requests',
      `You can share up to ${perHour} jobs an hour. Try again in ${formatWait(retryAfterSeconds)}.`,
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Records one share and queues its mail, in one transaction: the sharer's row is locked first, so
 * that two requests at the limit are counted one after the other and only one of them passes.
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
  return db.transaction().execute(async (trx) => {
    const user = await repo.lockSharer(trx, sharer.userId);
    if (user === undefined) throw unauthorized();
    const job = await repo.findShareableJob(trx, jobId);
    if (job === undefined) throw notFound('Job');
    const { count, secondsToOldestExpiry } = await repo.sharesInLastHour(trx, sharer.userId);
    if (count >= deps.perHour) {
      throw new ShareLimitError(Math.max(1, secondsToOldestExpiry ?? 1), deps.perHour);
    }
    const row = await repo.insertShare(trx, { userId: sharer.userId, jobId, recipient, message });
    await deps.enqueueMail(
      trx,
      jobShareMail(deps.publicUrl, sharer.language, {
        to: recipient,
        sharerName: user.fullName,
        job,
        message,
      }),
    );
    return {
      jobId,
      to: recipient,
      sharedAt: new Date(row.createdAt).toISOString(),
      remaining: Math.max(0, deps.perHour - count - 1),
    };
  });
}
