import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, hrJobListQuerySchema, hrJobListResponseSchema } from '@talent/contracts';
import { currentUser, organisationsWithRole, requireRole } from '../../plugins/auth.js';
import { listOrganisationJobs } from '../jobs/jobs.service.js';

const HR_ROLES = ['hr', 'hr_admin'] as const;

export async function hrRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/hr/job',
    {
      schema: {
        tags: ['hr'],
        summary: "The jobs of the recruiter's organisations, in every status",
        querystring: hrJobListQuerySchema,
        response: {
          200: hrJobListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      preHandler: requireRole(...HR_ROLES),
    },
    async (request) =>
      listOrganisationJobs(
        app.database.db,
        organisationsWithRole(currentUser(request), HR_ROLES),
        request.query,
      ),
  );
}
