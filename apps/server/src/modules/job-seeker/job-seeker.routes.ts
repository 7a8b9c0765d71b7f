import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  jobSeekerCheckQuerySchema,
  jobSeekerCheckResponseSchema,
} from '@talent/contracts';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { findPendingActions } from './job-seeker.repository.js';

export async function jobSeekerRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  // The shell calls this on mount (limit 100, offset 0) and reads `locked`; a locked account gets
  // only that answer, an open one also the list of what waits for an answer.
  app.get(
    '/api/job-seeker/check',
    {
      schema: {
        tags: ['job-seeker'],
        summary: "The shell's job-seeker check",
        querystring: jobSeekerCheckQuerySchema,
        response: { 200: jobSeekerCheckResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
      preHandler: requireUser({ allowLocked: true }),
    },
    async (request) => {
      const auth = currentUser(request);
      if (auth.locked) return { locked: true, total: 0, items: [] };
      const rows = await findPendingActions(
        app.database.db,
        auth.userId,
        request.query.limit,
        request.query.offset,
      );
      return {
        locked: false,
        total: rows[0]?.total ?? 0,
        items: rows.map((r) => ({
          kind: r.kind,
          id: r.id,
          jobId: r.jobId,
          title: r.title,
          companyName: r.companyName,
          at: r.at.toISOString(),
        })),
      };
    },
  );
}
