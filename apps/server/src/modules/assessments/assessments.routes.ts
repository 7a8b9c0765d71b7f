import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerAssessmentBodySchema,
  assessmentDetailQuerySchema,
  assessmentFeedbackBodySchema,
  assessmentListQuerySchema,
  errorResponseSchema,
  hrAssessmentPageSchema,
  hrAssessmentSchema,
  requestRescheduleBodySchema,
  rescheduleAssessmentBodySchema,
  scheduleAssessmentBodySchema,
  seekerAssessmentSchema,
} from '@talent/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { currentUser, requireRole } from '../../plugins/auth.js';
import * as service from './assessments.service.js';
import { addressOf, assessmentCalendar } from './calendar.js';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;
const withConflict = { ...refusals, 409: errorResponseSchema } as const;

/**
 * Assessments (interviews and tests): the recruiter's calls under /api/hr/assesment (the spec's
 * spelling), open to a per-job interviewer for the ones they take part in, and the candidate's
 * answers under /api/job-seeker/assesment.
 */
export async function assessmentsRoutes(
  appBase: FastifyInstance,
  opts: { publicUrl: string; mailFrom: string },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['assessments'];
  const recruiters = requireRole('hr', 'hr_admin');
  // a per-job interviewer is a plain `member` of the organisation (or a publisher) with a job role
  const members = requireRole('hr', 'hr_admin', 'publisher', 'member');
  const seekers = requireRole('jobseeker');

  app.post(
    '/api/hr/assesment/schedule',
    {
      schema: {
        tags,
        summary: 'Schedule an interview or a test for an application (shortlisted moves on to interviewing)',
        body: scheduleAssessmentBodySchema,
        response: { 201: hrAssessmentSchema, ...withConflict },
      },
      preHandler: recruiters,
    },
    async (request, reply) =>
      reply.code(201).send(await service.scheduleAssessment(db(), currentUser(request), request.body)),
  );

  app.post(
    '/api/hr/assesment/re-schedule',
    {
      schema: {
        tags,
        summary: 'Give an assessment a new time: it is scheduled again and its sequence counts up',
        body: rescheduleAssessmentBodySchema,
        response: { 200: hrAssessmentSchema, ...withConflict },
      },
      preHandler: recruiters,
    },
    async (request) => service.rescheduleAssessment(db(), currentUser(request), request.body),
  );

  app.get(
    '/api/hr/assesment/list',
    {
      schema: {
        tags,
        summary:
          "The assessments the caller may see (their organisation's, or those they interview in), earliest first",
        querystring: assessmentListQuerySchema,
        response: { 200: hrAssessmentPageSchema, ...refusals },
      },
      preHandler: members,
    },
    async (request) => service.listAssessments(db(), currentUser(request), request.query),
  );

  app.get(
    '/api/hr/assesment/detail',
    {
      schema: {
        tags,
        summary: 'One assessment with its participants, feedback and history',
        querystring: assessmentDetailQuerySchema,
        response: { 200: hrAssessmentSchema, ...refusals },
      },
      preHandler: members,
    },
    async (request) =>
      service.assessmentDetail(db(), currentUser(request), request.query.id, request.query.timeZone),
  );

  app.post(
    '/api/hr/assesment/feedback',
    {
      schema: {
        tags,
        summary: "Give one's feedback on an assessment (one per author); the assessment is completed",
        body: assessmentFeedbackBodySchema,
        response: { 200: hrAssessmentSchema, ...withConflict },
      },
      preHandler: members,
    },
    async (request) => service.giveFeedback(db(), currentUser(request), request.body),
  );

  // ───────────── the job seeker's answers ─────────────

  app.get(
    '/api/job-seeker/assesment/detail',
    {
      schema: {
        tags,
        summary: 'One of my assessments with its history',
        querystring: assessmentDetailQuerySchema,
        response: { 200: seekerAssessmentSchema, ...refusals },
      },
      preHandler: seekers,
    },
    async (request) =>
      service.seekerAssessmentDetail(db(), currentUser(request), request.query.id, request.query.timeZone),
  );

  app.post(
    '/api/job-seeker/assesment/acceptOrReject',
    {
      schema: {
        tags,
        summary: 'Accept or decline one of my assessments',
        body: answerAssessmentBodySchema,
        response: { 200: seekerAssessmentSchema, ...withConflict },
      },
      preHandler: seekers,
    },
    async (request) => service.answerAssessment(db(), currentUser(request), request.body),
  );

  app.post(
    '/api/job-seeker/assesment/reschedule',
    {
      schema: {
        tags,
        summary: 'Ask for another time for one of my assessments, proposing one to three',
        body: requestRescheduleBodySchema,
        response: { 200: seekerAssessmentSchema, ...withConflict },
      },
      preHandler: seekers,
    },
    async (request) => service.requestReschedule(db(), currentUser(request), request.body),
  );

  app.get(
    '/api/job-seeker/assesment/:assessmentId/calendar.ics',
    {
      schema: {
        tags,
        summary: 'One of my assessments as an iCalendar invitation (RFC 5545) to add to a calendar',
        params: z.object({ assessmentId: z.uuid() }),
        response: { 200: z.any().describe('text/calendar; method=REQUEST'), ...refusals },
      },
      preHandler: seekers,
    },
    async (request, reply) => {
      const found = await assessmentCalendar(
        db(),
        request.params.assessmentId,
        opts.publicUrl,
        addressOf(opts.mailFrom),
      );
      // someone else's assessment does not exist for the caller
      if (found === undefined || found.seekerId !== currentUser(request).userId) throw notFound('Assessment');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8; method=REQUEST')
        .header('content-disposition', 'attachment; filename="interview.ics"')
        .header('cache-control', 'private, no-store')
        .send(found.ics);
    },
  );
}
