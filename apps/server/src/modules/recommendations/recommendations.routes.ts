import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  candidatesFitBodySchema,
  candidatesFitResponseSchema,
  errorResponseSchema,
  jobFitResponseSchema,
  jobIdParamsSchema,
  recommendBodySchema,
  recommendQuerySchema,
  recommendResponseSchema,
} from '@talent/contracts';
import { currentUser, organisationsWithRole, requireRole } from '../../plugins/auth.js';
import { candidatesFit, recommendForSeeker, seekerJobFit } from './recommendations.service.js';

const HR_ROLES = ['hr', 'hr_admin'] as const;

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

export async function recommendationsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const seekerOnly = requireRole('jobseeker');

  app.get(
    '/api/job-seeker/recommend',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Open jobs or companies recommended to the job seeker, best fit first',
        querystring: recommendQuerySchema,
        response: { 200: recommendResponseSchema, ...refusals },
      },
      preHandler: seekerOnly,
    },
    async (request) => recommendForSeeker(app.database.db, currentUser(request).userId, request.query),
  );

  app.post(
    '/api/job-seeker/recommend',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Recommended jobs or companies, narrowed by category, location and employment type',
        body: recommendBodySchema,
        response: { 200: recommendResponseSchema, ...refusals },
      },
      preHandler: seekerOnly,
    },
    async (request) => recommendForSeeker(app.database.db, currentUser(request).userId, request.body),
  );

  app.get(
    '/api/job-seeker/job/:jobId/fit',
    {
      schema: {
        tags: ['recommendations'],
        summary: "The job seeker's fit for one job, part by part",
        params: jobIdParamsSchema,
        response: { 200: jobFitResponseSchema, ...refusals, 404: errorResponseSchema },
      },
      preHandler: seekerOnly,
    },
    async (request) => seekerJobFit(app.database.db, currentUser(request).userId, request.params.jobId),
  );

  app.post(
    '/api/candidates/fit',
    {
      schema: {
        tags: ['recommendations'],
        summary: "Candidates' fit for a job of the recruiter's organisation",
        body: candidatesFitBodySchema,
        response: { 200: candidatesFitResponseSchema, ...refusals, 404: errorResponseSchema },
      },
      preHandler: requireRole(...HR_ROLES),
    },
    async (request) =>
      candidatesFit(app.database.db, organisationsWithRole(currentUser(request), HR_ROLES), request.body),
  );
}
