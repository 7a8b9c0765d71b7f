import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  jobDetailSchema,
  jobIdParamsSchema,
  jobListResponseSchema,
  listJobsQuerySchema,
} from '@talent/contracts';
import { getPublicJob, searchJobs } from './jobs.service.js';

export async function jobsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search published jobs',
        querystring: listJobsQuerySchema,
        response: { 200: jobListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => searchJobs(app.database.db, request.query),
  );

  // spec section 7 (job seeker, "POST /job"): the same search with the filters in a JSON body
  app.post(
    '/api/job-seeker/job',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search published jobs (filters in the body)',
        body: listJobsQuerySchema,
        response: { 200: jobListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => searchJobs(app.database.db, request.body),
  );

  app.get(
    '/api/job-seeker/job/:jobId',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One published job',
        params: jobIdParamsSchema,
        response: { 200: jobDetailSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getPublicJob(app.database.db, request.params.jobId),
  );
}
