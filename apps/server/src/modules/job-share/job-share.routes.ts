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
import { enqueueMail } from '../mail/queue.js';
import { type ShareDeps, ShareLimitError, shareJobByEmail } from './job-share.service.js';

export interface JobShareOptions {
  publicUrl: string;
  /** SHARE_JOB_PER_HOUR. */
  perHour: number;
}

/** A job seeker shares a published job by e-mail (register with the prefix `/elevate-be/rest`). */
export async function jobShareRoutes(appBase: FastifyInstance, opts: JobShareOptions): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const deps: ShareDeps = {
    publicUrl: opts.publicUrl,
    perHour: opts.perHour,
    enqueueMail,
  };

  app.post(
    '/api/job-seeker/job/:jobId/share/email',
    {
      schema: {
        tags: ['job-seeker'],
        summary: `Share a published job with one e-mail address, with an optional note (limited per hour: SHARE_JOB_PER_HOUR)`,
        params: jobIdParamsSchema,
        body: shareJobEmailBodySchema,
        response: {
          201: shareJobEmailResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
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
        request.log.info({ event: 'job_share_limited', userId: auth.userId }, 'job share over the limit');
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
