import { z } from 'zod';
import { errorResponseSchema, optionalText } from './common.js';

/** The longest e-mail address (RFC 5321's path limit; the users table's rule). */
export const SHARE_EMAIL_MAX = 254;
/** The longest note accepted with a shared job (kept with the share, never mailed). */
export const SHARE_MESSAGE_MAX = 500;
/**
 * An e-mail address by the users table's own check (migration 0003): something, one @, something,
 * a dot and a top-level domain of two letters or more, no spaces.
 */
export const SHARE_EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/;

/** The body of POST /api/job-seeker/job/{jobId}/share/email. */
export const shareJobEmailBodySchema = z.object({
  /** One recipient's e-mail address (trimmed). */
  to: z
    .string()
    .trim()
    .min(1, 'must be an e-mail address')
    .max(SHARE_EMAIL_MAX, `must be at most ${SHARE_EMAIL_MAX} characters`)
    .regex(SHARE_EMAIL_PATTERN, 'must be an e-mail address'),
  /**
   * A note, plain text; line breaks allowed; blank is the same as none. Still accepted so that older
   * clients keep working, and kept with the share, but never mailed: the mail holds nothing the sharer
   * typed. Current clients do not send it.
   */
  message: optionalText(SHARE_MESSAGE_MAX, { multiLine: true }),
});
export type ShareJobEmailBody = z.infer<typeof shareJobEmailBodySchema>;

/** A share that was recorded; its mail is queued and leaves shortly after. */
export const shareJobEmailResponseSchema = z.object({
  jobId: z.uuid(),
  /** The recipient as stored: lower-cased. */
  to: z.string(),
  sharedAt: z.iso.datetime(),
  /** How many more jobs the caller may share in the current hour. */
  remaining: z.number().int().min(0),
});
export type ShareJobEmailResponse = z.infer<typeof shareJobEmailResponseSchema>;

/**
 * The 429 of a share over a limit, `error` naming which: `share_limit_hourly` (the sharer's shares in
 * an hour), `share_limit_recipient` (share mails to the address in a day) or `share_limit_daily` (the
 * server's share mails in a day). Also says, in seconds, when to try again (as Retry-After).
 */
export const shareJobLimitResponseSchema = errorResponseSchema.extend({
  retryAfterSeconds: z.number().int().min(1),
});
export type ShareJobLimitResponse = z.infer<typeof shareJobLimitResponseSchema>;
