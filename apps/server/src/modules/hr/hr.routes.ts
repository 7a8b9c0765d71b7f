import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, hrJobCardListResponseSchema, hrJobListQuerySchema } from '@talent/contracts';
import { currentUser, organisationsWithRole, requireRole } from '../../plugins/auth.js';
import { listJobCards } from '../hr-jobs/hr-jobs.service.js';

const HR_ROLES = ['hr', 'hr_admin'] as const;

export async function hrRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/hr/job',
    {
      schema: {
        tags: ['hr'],
        summary:
          "The jobs of the recruiter's organisations, in every status, with each job's pipeline counts",
        querystring: hrJobListQuerySchema,
        response: {
          200: hrJobCardListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      preHandler: requireRole(...HR_ROLES),
    },
    async (request) =>
      listJobCards(app.database.db, organisationsWithRole(currentUser(request), HR_ROLES), request.query),
  );
}
