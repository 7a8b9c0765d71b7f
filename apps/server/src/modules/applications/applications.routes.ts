import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationDetailSchema,
  applicationIdParamsSchema,
  applicationSchema,
  appliesResponseSchema,
  applyBodySchema,
  applyFilesResponseSchema,
  errorResponseSchema,
  jobIdParamsSchema,
  jobSeekerStatisticsSchema,
  myApplicationListResponseSchema,
  myApplicationsQuerySchema,
  myJobsBodySchema,
  myJobsResponseSchema,
  withdrawApplicationBodySchema,
} from '@talent/contracts';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { builtInEligibilityProviders } from '../eligibility/built-in.js';
import {
  createEligibilityChecker,
  DEFAULT_ELIGIBILITY_TIMEOUT_MS,
  type EligibilityProvider,
} from '../eligibility/eligibility.js';
import {
  applyToJob,
  getMyApplication,
  getStatistics,
  listApplies,
  listApplyFiles,
  listMyApplications,
  listMyJobs,
  withdrawMyApplication,
} from './applications.service.js';

export interface ApplicationsRoutesOptions {
  /** The apply checks (labour, identity); the built-in ones unless the deployment names others. */
  eligibilityProviders?: readonly EligibilityProvider[];
  /** How long one provider may take before the apply answers `internal`. */
  eligibilityTimeoutMs?: number;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** The job seeker's applications: apply, the lists and detail, withdraw, and their counters. */
export async function applicationsRoutes(
  appBase: FastifyInstance,
  opts: ApplicationsRoutesOptions,
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.database.db,
    eligibility: createEligibilityChecker({
      providers: opts.eligibilityProviders ?? builtInEligibilityProviders(),
      timeoutMs: opts.eligibilityTimeoutMs ?? DEFAULT_ELIGIBILITY_TIMEOUT_MS,
    }),
  };
  const seekerOnly = requireRole('jobseeker');

  app.post(
    '/api/job-seeker/job/:jobId/apply',
    {
      schema: {
        tags: ['applications'],
        summary: 'Apply to a job (again: the application already made)',
        description:
          'Refusals answer `{error, message}` with `error` one of notfound, molapi, ropapi (400) or internal (500). ' +
          '`resumeFileId` names the file sent with the application: the profile’s résumé or one of the ' +
          'seeker’s PDF documents (see `GET /api/job-seeker/apply-files`); any other file is a 400 naming ' +
          '`body.resumeFileId`. The job’s recruiters may then download it.',
        params: jobIdParamsSchema,
        body: applyBodySchema,
        response: {
          200: applicationSchema,
          201: applicationSchema,
          ...errors,
          409: errorResponseSchema,
          500: errorResponseSchema,
        },
      },
      preHandler: seekerOnly,
    },
    async (request, reply) => {
      const { created, application } = await applyToJob(
        deps,
        currentUser(request),
        request.params.jobId,
        request.body,
        request.log,
      );
      return reply.status(created ? 201 : 200).send(application);
    },
  );

  app.get(
    '/api/job-seeker/apply-files',
    {
      schema: {
        tags: ['applications'],
        summary: "The files the caller may send with an application: the profile's résumé and PDF documents",
        response: { 200: applyFilesResponseSchema, ...errors },
      },
      preHandler: seekerOnly,
    },
    async (request) => listApplyFiles(deps.db, currentUser(request)),
  );

  app.get(
    '/api/applies',
    {
      schema: {
        tags: ['applications'],
        summary: "The caller's applications, for applied badges",
        response: { 200: appliesResponseSchema, ...errors },
      },
      preHandler: seekerOnly,
    },
    async (request) => listApplies(deps.db, currentUser(request)),
  );

  app.get(
    '/api/job-seeker/my-application',
    {
      schema: {
        tags: ['applications'],
        summary: "The caller's applications, newest first, filtered",
        querystring: myApplicationsQuerySchema,
        response: { 200: myApplicationListResponseSchema, ...errors },
      },
      preHandler: seekerOnly,
    },
    async (request) => listMyApplications(deps.db, currentUser(request), request.query),
  );

  app.get(
    '/api/job-seeker/my-application/:applicationId',
    {
      schema: {
        tags: ['applications'],
        summary: "One of the caller's applications with its timeline, assessments and offers",
        params: applicationIdParamsSchema,
        response: { 200: applicationDetailSchema, ...errors, 404: errorResponseSchema },
      },
      preHandler: seekerOnly,
    },
    async (request) => getMyApplication(deps.db, currentUser(request), request.params.applicationId),
  );

  app.post(
    '/api/job-seeker/my-application/:applicationId/withdraw',
    {
      schema: {
        tags: ['applications'],
        summary: 'Withdraw an open application',
        params: applicationIdParamsSchema,
        body: withdrawApplicationBodySchema,
        response: {
          200: applicationSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
      preHandler: seekerOnly,
    },
    async (request) =>
      withdrawMyApplication(
        deps.db,
        currentUser(request),
        request.params.applicationId,
        request.body.reason,
        request.log,
      ),
  );

  app.get(
    '/api/job-seeker/statistics',
    {
      schema: {
        tags: ['applications'],
        summary: "The job seeker's counters",
        response: { 200: jobSeekerStatisticsSchema, ...errors },
      },
      preHandler: seekerOnly,
    },
    async (request) => getStatistics(deps.db, currentUser(request)),
  );

  app.post(
    '/api/job-seeker/my-jobs',
    {
      schema: {
        tags: ['applications'],
        summary: 'The jobs the caller applied to, saved or was invited to',
        body: myJobsBodySchema,
        response: { 200: myJobsResponseSchema, ...errors },
      },
      preHandler: seekerOnly,
    },
    async (request) => listMyJobs(deps.db, currentUser(request), request.body),
  );
}
