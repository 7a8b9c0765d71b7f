import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  hrCandidateParamsSchema,
  hrCandidateQuerySchema,
  hrCandidateResponseSchema,
} from '@talent/contracts';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { PIPELINE_ROLES } from '../pipeline/pipeline.service.js';
import { getHrCandidate } from './hr-candidates.service.js';

/** One candidate for the recruiter's candidate panel (issue 12). */
export async function hrCandidatesRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/hr/candidate/:subject',
    {
      schema: {
        tags: ['pipeline'],
        summary:
          'One candidate the organisation may see: the profile as shared with it, their applications to it and, with jobId, their place in that job and fit to it',
        params: hrCandidateParamsSchema,
        querystring: hrCandidateQuerySchema,
        response: {
          200: hrCandidateResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
      preHandler: requireRole(...PIPELINE_ROLES),
    },
    async (request) =>
      getHrCandidate(app.database.db, currentUser(request), request.params.subject, request.query),
  );
}
