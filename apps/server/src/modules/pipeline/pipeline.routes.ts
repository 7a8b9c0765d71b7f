import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerInvitationBodySchema,
  answerInvitationResponseSchema,
  applicantIdParamsSchema,
  applicantPoolQuerySchema,
  applicantMoveBodySchema,
  candidatesFilterBodySchema,
  candidatesFilterResponseSchema,
  errorResponseSchema,
  hrApplicantSchema,
  hrInvitationPageSchema,
  hrInvitationSchema,
  invitationJobParamsSchema,
  invitationPoolQuerySchema,
  inviteBodySchema,
  jobPipelineParamsSchema,
  jobSubjectParamsSchema,
  myInvitationPageSchema,
  myInvitationsQuerySchema,
  pipelinePageQuerySchema,
  pipelinePageSchema,
  shortlistQuerySchema,
  shortlistResponseSchema,
  sourcingPoolQuerySchema,
  sourcingPoolResponseSchema,
} from '@talent/contracts';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { builtInEligibilityProviders } from '../eligibility/built-in.js';
import {
  createEligibilityChecker,
  DEFAULT_ELIGIBILITY_TIMEOUT_MS,
  type EligibilityProvider,
} from '../eligibility/eligibility.js';
import { answerInvitation, listMyInvitations } from './invitations.service.js';
import {
  addToShortlist,
  filterCandidates,
  getApplicant,
  inviteCandidate,
  listJobInvitations,
  moveApplicant,
  PIPELINE_ROLES,
  pool,
  removeFromShortlist,
  sourcingPool,
} from './pipeline.service.js';

export interface PipelineRoutesOptions {
  /** The apply checks accepting an invitation runs; the built-in ones unless the deployment names others. */
  eligibilityProviders?: readonly EligibilityProvider[];
  eligibilityTimeoutMs?: number;
}

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const withConflict = { ...refusals, 409: errorResponseSchema };

/** The pipeline of a job (recruiters) and the job seeker's answer to an invitation. */
export async function pipelineRoutes(appBase: FastifyInstance, opts: PipelineRoutesOptions): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const deps = {
    db,
    eligibility: createEligibilityChecker({
      providers: opts.eligibilityProviders ?? builtInEligibilityProviders(),
      timeoutMs: opts.eligibilityTimeoutMs ?? DEFAULT_ELIGIBILITY_TIMEOUT_MS,
    }),
  };
  const recruiters = requireRole(...PIPELINE_ROLES);
  const seekerOnly = requireRole('jobseeker');
  const tags = ['pipeline'];

  app.get(
    '/api/hr/wf/job/:id/sourcing-pool',
    {
      schema: {
        tags,
        summary: "Searchable candidates not yet in the job's pipeline, best fit first",
        params: jobPipelineParamsSchema,
        querystring: sourcingPoolQuerySchema,
        response: { 200: sourcingPoolResponseSchema, ...refusals },
      },
      preHandler: recruiters,
    },
    async (request) => sourcingPool(db, currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/api/hr/wf/job/:id/applicant-pool',
    {
      schema: {
        tags,
        summary: "The job's applicants, newest first; `status` keeps the applications in that status only",
        params: jobPipelineParamsSchema,
        querystring: applicantPoolQuerySchema,
        response: { 200: pipelinePageSchema, ...refusals },
      },
      preHandler: recruiters,
    },
    async (request) => pool(db, currentUser(request), request.params.id, 'applicants', request.query),
  );

  app.get(
    '/api/hr/wf/job/:id/invitation-pool',
    {
      schema: {
        tags,
        summary:
          'The candidates invited to the job, newest invitation first; `status` keeps those whose latest invitation shows it',
        params: jobPipelineParamsSchema,
        querystring: invitationPoolQuerySchema,
        response: { 200: pipelinePageSchema, ...refusals },
      },
      preHandler: recruiters,
    },
    async (request) => pool(db, currentUser(request), request.params.id, 'invitations', request.query),
  );

  app.get(
    '/api/hr/wf/job/:id/shortlist',
    {
      schema: {
        tags,
        summary: "The job's shortlist, newest first; `current=true` keeps those still at the shortlist stage",
        params: jobPipelineParamsSchema,
        querystring: shortlistQuerySchema,
        response: { 200: pipelinePageSchema, ...refusals },
      },
      preHandler: recruiters,
    },
    async (request) =>
      pool(db, currentUser(request), request.params.id, 'shortlist', {
        ...request.query,
        current: request.query.current === 'true',
      }),
  );

  app.put(
    '/api/hr/wf/job/:id/shortlist/:subject',
    {
      schema: {
        tags,
        summary: "Put a candidate on the job's shortlist (an applicant moves to shortlisted)",
        params: jobSubjectParamsSchema,
        response: { 200: shortlistResponseSchema, ...withConflict },
      },
      preHandler: recruiters,
    },
    async (request) => addToShortlist(db, currentUser(request), request.params.id, request.params.subject),
  );

  app.delete(
    '/api/hr/wf/job/:id/shortlist/:subject',
    {
      schema: {
        tags,
        summary: "Take a candidate off the job's shortlist (a shortlisted application goes back to applied)",
        params: jobSubjectParamsSchema,
        response: { 200: shortlistResponseSchema, ...withConflict },
      },
      preHandler: recruiters,
    },
    async (request) =>
      removeFromShortlist(db, currentUser(request), request.params.id, request.params.subject),
  );

  app.post(
    '/api/hr/job-invitation/:jobId',
    {
      schema: {
        tags,
        summary: 'Invite a candidate to apply to the job',
        params: invitationJobParamsSchema,
        body: inviteBodySchema,
        response: { 201: hrInvitationSchema, ...withConflict },
      },
      preHandler: recruiters,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteCandidate(db, currentUser(request), request.params.jobId, request.body)),
  );

  app.get(
    '/api/hr/job-invitation/:jobId',
    {
      schema: {
        tags,
        summary: "The job's invitations, newest first",
        params: invitationJobParamsSchema,
        querystring: pipelinePageQuerySchema,
        response: { 200: hrInvitationPageSchema, ...refusals },
      },
      preHandler: recruiters,
    },
    async (request) => listJobInvitations(db, currentUser(request), request.params.jobId, request.query),
  );

  app.get(
    '/api/hr/job-applicant/:id',
    {
      schema: {
        tags,
        summary: 'One application of the organisation with its timeline',
        params: applicantIdParamsSchema,
        response: { 200: hrApplicantSchema, ...refusals },
      },
      preHandler: recruiters,
    },
    async (request) => getApplicant(db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/hr/job-applicant/:id/move',
    {
      schema: {
        tags,
        summary: 'Shortlist, reject or return an application to applied',
        params: applicantIdParamsSchema,
        body: applicantMoveBodySchema,
        response: { 200: hrApplicantSchema, ...withConflict },
      },
      preHandler: recruiters,
    },
    async (request) => moveApplicant(db, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/candidates/filter',
    {
      schema: {
        tags,
        summary: 'Search the candidates the organisation may see, optionally with the fit to one of its jobs',
        body: candidatesFilterBodySchema,
        response: { 200: candidatesFilterResponseSchema, ...refusals },
      },
      preHandler: recruiters,
    },
    async (request) => filterCandidates(db, currentUser(request), request.body),
  );

  app.get(
    '/api/job-seeker/my-invitation',
    {
      schema: {
        tags,
        summary: "The caller's invitations, newest first (pending, answered, expired)",
        querystring: myInvitationsQuerySchema,
        response: { 200: myInvitationPageSchema, ...refusals },
      },
      preHandler: seekerOnly,
    },
    async (request) => listMyInvitations(db, currentUser(request), request.query),
  );

  app.put(
    '/api/job-seeker/my-invitation/acceptOrReject',
    {
      schema: {
        tags,
        summary: 'Accept an invitation (applies to the job) or decline it',
        description:
          'Accepting runs the apply checks: a refusal answers `{error, message}` with `error` one of notfound, molapi, ropapi (400) or internal (500).',
        body: answerInvitationBodySchema,
        response: { 200: answerInvitationResponseSchema, ...withConflict, 500: errorResponseSchema },
      },
      preHandler: seekerOnly,
    },
    async (request) => answerInvitation(deps, currentUser(request), request.body, request.log),
  );
}
