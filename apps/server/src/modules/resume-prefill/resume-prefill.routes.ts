import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, resumePrefillBodySchema, resumePrefillResponseSchema } from '@talent/contracts';
import type { FileSettings } from '../../config.js';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { filesDeps } from '../files/files.service.js';
import { prefillFromResume } from './resume-prefill.service.js';

/** Suggestions for the profile read from the seeker's PDF résumé (issue 13); nothing is written. */
export async function resumePrefillRoutes(
  appBase: FastifyInstance,
  options: { dataDir: string; settings: FileSettings },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const files = filesDeps(app.database.db, options);
  app.post(
    '/api/job-seeker/profile/resume-prefill',
    {
      schema: {
        tags: ['job-seeker profile'],
        summary:
          'Experiences, educations and skills read from a PDF résumé of the seeker’s own (nothing is written)',
        body: resumePrefillBodySchema,
        response: {
          200: resumePrefillResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          // another file of the seeker's, or too many of everyone's, is being read (Retry-After)
          429: errorResponseSchema,
        },
      },
      preHandler: requireRole('jobseeker'),
    },
    async (request) =>
      prefillFromResume(
        { db: app.database.db, storage: files.storage, settings: options.settings },
        currentUser(request).userId,
        request.body.file.id,
      ),
  );
}
