import type { FileSettings } from '../config.js';
import { AppError } from './errors.js';

/**
 * How much CPU-heavy work on users' files (reading a PDF's text, re-encoding or resizing an image)
 * one server runs at once: at most `concurrency` pieces in all and `perAccount` for one account.
 * Work beyond either limit is refused at once with 429 and Retry-After rather than queued, so a
 * burst of hostile files from one account cannot hold the server's cores for everyone else.
 */
export class FileWorkLimiter {
  private running = 0;
  private readonly byAccount = new Map<string, number>();

  constructor(
    private readonly limits: { concurrency: number; perAccount: number; retryAfterSeconds: number },
  ) {}

  /** Pieces of work running now (tests and the overload measures read it). */
  get active(): number {
    return this.running;
  }

  /** Runs `work` for `accountId` within the limits, or throws a 429 AppError without running it. */
  async run<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    const mine = this.byAccount.get(accountId) ?? 0;
    if (mine >= this.limits.perAccount) {
      throw busy(
        'Another of your files is still being processed. Try again in a moment.',
        this.limits.retryAfterSeconds,
      );
    }
    if (this.running >= this.limits.concurrency) {
      throw busy(
        'The server is busy processing files. Try again in a moment.',
        this.limits.retryAfterSeconds,
      );
    }
    this.running += 1;
    this.byAccount.set(accountId, mine + 1);
    try {
      return await work();
    } finally {
      this.running -= 1;
      const left = (this.byAccount.get(accountId) ?? 1) - 1;
      if (left <= 0) this.byAccount.delete(accountId);
      else this.byAccount.set(accountId, left);
    }
  }
}

function busy(message: string, retryAfterSeconds: number): AppError {
  return new AppError(429, 'busy', message, { 'retry-after': String(retryAfterSeconds) });
}

const limiters = new WeakMap<FileSettings, FileWorkLimiter>();

/**
 * The one limiter of a server (one per settings object, so every route given the same settings
 * shares it): FILE_WORK_CONCURRENCY in all, FILE_WORK_PER_ACCOUNT per account.
 */
export function fileWorkLimiter(settings: FileSettings): FileWorkLimiter {
  let limiter = limiters.get(settings);
  if (limiter === undefined) {
    limiter = new FileWorkLimiter({
      concurrency: settings.workConcurrency,
      perAccount: settings.workPerAccount,
      // a piece of work ends within FILE_WORK_TIMEOUT_MS: by then there is room again
      retryAfterSeconds: Math.max(1, Math.ceil(settings.workTimeoutMs / 1000)),
    });
    limiters.set(settings, limiter);
  }
  return limiter;
}
