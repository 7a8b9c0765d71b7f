import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  jobIdParamsSchema,
  shareJobEmailBodySchema,
  shareJobEmailResponseSchema,
  shareJobLimitResponseSchema,
} from '@talent/contracts';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { mailLanguage } from '../auth/auth-mails.js';
import { unsubscribeUrl } from '../account/unsubscribe.js';
import { enqueueMail } from '../mail/queue.js';
import { type ShareDeps, ShareLimitError, shareJobByEmail } from './job-share.service.js';

export interface JobShareOptions {
  publicUrl: string;
  /** SHARE_JOB_PER_HOUR. */
  perHour: number;
  /** SHARE_JOB_PER_RECIPIENT_PER_DAY. */
  perRecipientPerDay: number;
  /** SHARE_JOB_PER_DAY_TOTAL. */
  perDayTotal: number;
}

/** A job seeker shares a published job by e-mail (register with the prefix `/elevate-be/rest`). */
export async function jobShareRoutes(appBase: FastifyInstance, opts: JobShareOptions): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const deps: ShareDeps = {
    publicUrl: opts.publicUrl,
    perHour: opts.perHour,
    perRecipientPerDay: opts.perRecipientPerDay,
    perDayTotal: opts.perDayTotal,
    enqueueMail,
    unsubscribeUrl: (address) =>
      unsubscribeUrl(app.authDeps.key, opts.publicUrl, { address, setting: 'mail.job_share' }),
  };

  app.post(
    '/api/job-seeker/job/:jobId/share/email',
    {
      schema: {
        tags: ['job-seeker'],
        summary: 'Share a published job with one e-mail address',
        description: [
          'Mails the job (its title, employer and place, and a link to it) to one address.',
          'The mail holds no text of the sharer’s: not their name, not their e-mail address and not `message`.',
          'The optional `message` is still accepted (older clients send it) and kept with the share, but it is never mailed.',
          'Three limits answer 429 with Retry-After and `retryAfterSeconds`, each with its own `error` code:',
          '`share_limit_hourly`, the sharer’s shares in an hour (SHARE_JOB_PER_HOUR);',
          '`share_limit_recipient`, share mails to one address in a day, from anyone (SHARE_JOB_PER_RECIPIENT_PER_DAY; the wait is always a full day);',
          '`share_limit_daily`, share mails the whole server sends in a day (SHARE_JOB_PER_DAY_TOTAL).',
        ].join(' '),
        params: jobIdParamsSchema,
        body: shareJobEmailBodySchema,
        response: {
          201: shareJobEmailResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: shareJobLimitResponseSchema,
        },
      },
      preHandler: requireRole('jobseeker'),
    },
    async (request, reply) => {
      const auth = currentUser(request);
      const language = mailLanguage(request.cookies.language, request.headers['accept-language']);
      try {
        const shared = await shareJobByEmail(
          app.database.db,
          deps,
          { userId: auth.userId, language },
          request.params.jobId,
          request.body,
        );
        return await reply.status(201).send(shared);
      } catch (error) {
        if (!(error instanceof ShareLimitError)) throw error;
        request.log.info(
          { event: 'job_share_limited', limit: error.kind, userId: auth.userId },
          'job share over a limit',
        );
        return reply
          .status(429)
          .headers(error.headers)
          .send({
            error: error.code,
            message: error.message,
            retryAfterSeconds: error.retryAfterSeconds,
            requestId: String(request.id),
          });
      }
    },
  );
}
