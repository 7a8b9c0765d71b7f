import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, responseTimeQuerySchema, responseTimeSchema } from '@talent/contracts';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { responseTime, STATS_ROLES } from './hr-stats.service.js';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;

/** The recruiter dashboard's figures that no other call gives (ours). */
export async function hrStatsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/hr/stats/response-time',
    {
      schema: {
        tags: ['hr'],
        summary:
          "Median days from application to the organisation's first answer, overall and per job, over the last `days` days",
        querystring: responseTimeQuerySchema,
        response: { 200: responseTimeSchema, ...refusals },
      },
      preHandler: requireRole(...STATS_ROLES),
    },
    async (request) => responseTime(db(), currentUser(request), request.query),
  );
}
