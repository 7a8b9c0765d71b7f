import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  hrJobCardListResponseSchema,
  hrJobChangeListResponseSchema,
  hrJobDetailSchema,
  hrJobIdParamsSchema,
  hrJobInputSchema,
  hrJobSearchQuerySchema,
  hrMyJobIdParamsSchema,
  jobDeletedResponseSchema,
  jobTransitionResponseSchema,
  publisherJobQuerySchema,
} from '@talent/contracts';
import { currentUser, organisationsWithRole, requireRole } from '../../plugins/auth.js';
import {
  createJob,
  deleteJob,
  getJob,
  JOB_EDITORS,
  JOB_READERS,
  JOB_PUBLISHERS,
  type JobAction,
  listJobChanges,
  searchJobCards,
  transitionJob,
  updateJob,
} from './hr-jobs.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The recruiter's jobs (issue 11, "Jobs"): create, read, edit and delete drafts; publish, close
 * and withdraw; edit a published job and read its history (issue 25); the recruiter's lists and
 * the publisher's queue. Who may do what: docs/decisions.md, "Recruiter jobs".
 */
export async function hrJobsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/api/hr/job',
    {
      schema: {
        tags: ['hr'],
        summary:
          'Create a draft job (the body is the shape GET /api/hr/job/{id} answers; server fields are ignored)',
        body: hrJobInputSchema,
        response: { 201: hrJobDetailSchema, ...errors },
      },
      preHandler: requireRole('hr', 'hr_admin'),
    },
    async (request, reply) => {
      const job = await createJob(db(), currentUser(request), request.body);
      return reply.status(201).send(job);
    },
  );

  app.get(
    '/api/hr/job/:id',
    {
      schema: {
        tags: ['hr'],
        summary: "One job of the caller's organisation, in any status, with its pipeline counts",
        params: hrJobIdParamsSchema,
        response: { 200: hrJobDetailSchema, ...errors },
      },
      preHandler: requireRole('hr', 'hr_admin', 'publisher'),
    },
    async (request) => getJob(db(), currentUser(request), request.params.id),
  );

  app.put(
    '/api/hr/job/:id',
    {
      schema: {
        tags: ['hr'],
        summary:
          'Edit a draft or a published job wholly; an edit of a published job is kept in its history, and one of its salary, place or employment type tells its active applicants (409 for a closed or withdrawn job)',
        params: hrJobIdParamsSchema,
        body: hrJobInputSchema,
        response: { 200: hrJobDetailSchema, ...errors },
      },
      preHandler: requireRole('hr', 'hr_admin'),
    },
    async (request) => updateJob(db(), currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/hr/job/:id/changes',
    {
      schema: {
        tags: ['hr'],
        summary:
          'The edits of a published job, newest first: who changed which fields, from what to what, when, and how many applicants were told',
        params: hrJobIdParamsSchema,
        response: { 200: hrJobChangeListResponseSchema, ...errors },
      },
      preHandler: requireRole(...JOB_READERS),
    },
    async (request) => listJobChanges(db(), currentUser(request), request.params.id),
  );

  app.delete(
    '/api/hr/job/:id',
    {
      schema: {
        tags: ['hr'],
        summary: 'Delete a draft (409 for a job that was published)',
        params: hrJobIdParamsSchema,
        response: { 200: jobDeletedResponseSchema, ...errors },
      },
      preHandler: requireRole('hr', 'hr_admin'),
    },
    async (request) => {
      await deleteJob(db(), currentUser(request), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  app.get(
    '/api/hr/my/job',
    {
      schema: {
        tags: ['hr'],
        summary:
          'The jobs the caller created or holds a per-job role on, with the public search filters and status',
        querystring: hrJobSearchQuerySchema,
        response: { 200: hrJobCardListResponseSchema, ...errors },
      },
      preHandler: requireRole('hr', 'hr_admin'),
    },
    async (request) => {
      const auth = currentUser(request);
      const { status, ...filters } = request.query;
      return searchJobCards(
        db(),
        {
          organisationIds: organisationsWithRole(auth, JOB_EDITORS),
          mineOf: auth.userId,
          ...(status !== undefined ? { status } : {}),
        },
        filters,
      );
    },
  );

  app.get(
    '/api/hr/my-job/search',
    {
      schema: {
        tags: ['hr'],
        summary: "Search every job of the caller's organisations with the public search filters and status",
        querystring: hrJobSearchQuerySchema,
        response: { 200: hrJobCardListResponseSchema, ...errors },
      },
      preHandler: requireRole('hr', 'hr_admin'),
    },
    async (request) => {
      const { status, ...filters } = request.query;
      return searchJobCards(
        db(),
        {
          organisationIds: organisationsWithRole(currentUser(request), JOB_EDITORS),
          ...(status !== undefined ? { status } : {}),
        },
        filters,
      );
    },
  );

  const transition = (
    action: JobAction,
    method: 'POST' | 'DELETE',
    summary: string,
    roles: typeof JOB_PUBLISHERS,
  ) =>
    app.route({
      method,
      url: `/api/hr/my/job/:jobId/${action}`,
      schema: {
        tags: ['hr'],
        summary,
        params: hrMyJobIdParamsSchema,
        response: { 200: jobTransitionResponseSchema, ...errors },
      },
      preHandler: requireRole(...roles),
      handler: async (request) => transitionJob(db(), currentUser(request), request.params.jobId, action),
    });
  transition('publish', 'POST', 'Publish a draft: it is on the public job board at once', JOB_PUBLISHERS);
  transition('close', 'DELETE', 'Close a published job (filled or ended)', JOB_EDITORS);
  transition('withdraw', 'DELETE', 'Withdraw a published job (taken down)', JOB_EDITORS);

  app.get(
    '/api/publisher/job',
    {
      schema: {
        tags: ['hr'],
        summary: 'The drafts waiting to be published in the organisations the caller publishes for',
        querystring: publisherJobQuerySchema,
        response: { 200: hrJobCardListResponseSchema, ...errors },
      },
      preHandler: requireRole(...JOB_PUBLISHERS),
    },
    async (request) =>
      searchJobCards(
        db(),
        { organisationIds: organisationsWithRole(currentUser(request), JOB_PUBLISHERS), status: 'draft' },
        request.query,
      ),
  );
}
