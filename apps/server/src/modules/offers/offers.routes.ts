import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerOfferBodySchema,
  directHireBodySchema,
  errorResponseSchema,
  freshoutAcceptBodySchema,
  freshoutOfferSchema,
  freshoutRejectBodySchema,
  freshoutRequestBodySchema,
  freshoutRequestSchema,
  hireOfferBodySchema,
  hirePageSchema,
  hireSchema,
  hrOfferPageSchema,
  hrOfferSchema,
  jobHiredQuerySchema,
  latestOffersInterviewBodySchema,
  latestOffersInterviewSchema,
  myFreshoutSchema,
  offerJobParamsSchema,
  offerListQuerySchema,
  recentHiredQuerySchema,
  recentHiresSchema,
  resendOfferBodySchema,
  seekerOfferListQuerySchema,
  seekerOfferPageSchema,
  seekerOfferSchema,
  sendOfferBodySchema,
} from '@talent/contracts';
import { currentUser, requireRole } from '../../plugins/auth.js';
import * as service from './offers.service.js';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;
const withConflict = { ...refusals, 409: errorResponseSchema } as const;

/** Offers and hiring: the recruiter's calls under /api/hr, the candidate's answers, freshout requests. */
export async function offersRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['offers'];
  const recruiters = requireRole('hr', 'hr_admin');
  const seekers = requireRole('jobseeker');

  app.post(
    '/api/hr/offer/send',
    {
      schema: {
        tags,
        summary: 'Send an offer for an application (interviewing moves on to offered)',
        body: sendOfferBodySchema,
        response: { 201: hrOfferSchema, ...withConflict },
      },
      preHandler: recruiters,
    },
    async (request, reply) =>
      reply.code(201).send(await service.sendOffer(db(), currentUser(request), request.body)),
  );

  app.post(
    '/api/hr/offer/resend',
    {
      schema: {
        tags,
        summary: 'Send an offer again: renews its deadline and counts the sends',
        body: resendOfferBodySchema,
        response: { 200: hrOfferSchema, ...withConflict },
      },
      preHandler: recruiters,
    },
    async (request) => service.resendOffer(db(), currentUser(request), request.body),
  );

  app.post(
    '/api/hr/offer/hire',
    {
      schema: {
        tags,
        summary: 'Hire the candidate of an accepted offer',
        body: hireOfferBodySchema,
        response: { 201: hireSchema, ...withConflict },
      },
      preHandler: recruiters,
    },
    async (request, reply) =>
      reply.code(201).send(await service.hireOffer(db(), currentUser(request), request.body.offerId)),
  );

  app.get(
    '/api/hr/offer/list',
    {
      schema: {
        tags,
        summary: "The organisation's offers, last sent first (expired computed from the deadline)",
        querystring: offerListQuerySchema,
        response: { 200: hrOfferPageSchema, ...refusals },
      },
      preHandler: recruiters,
    },
    async (request) => service.listOffers(db(), currentUser(request), request.query),
  );

  app.post(
    '/api/hr/hire',
    {
      schema: {
        tags,
        summary: 'Hire an interviewing or offered application directly',
        body: directHireBodySchema,
        response: { 201: hireSchema, ...withConflict },
      },
      preHandler: recruiters,
    },
    async (request, reply) =>
      reply.code(201).send(await service.directHire(db(), currentUser(request), request.body)),
  );

  app.get(
    '/api/hr/job-hired/:jobId',
    {
      schema: {
        tags,
        summary: "The job's hires, newest first, 50 a page",
        params: offerJobParamsSchema,
        querystring: jobHiredQuerySchema,
        response: { 200: hirePageSchema, ...refusals },
      },
      preHandler: recruiters,
    },
    async (request) => service.jobHired(db(), currentUser(request), request.params.jobId, request.query),
  );

  app.get(
    '/api/hr/recent-hired',
    {
      schema: {
        tags,
        summary: "The organisation's latest hires",
        querystring: recentHiredQuerySchema,
        response: { 200: recentHiresSchema, ...refusals },
      },
      preHandler: recruiters,
    },
    async (request) => service.recentHired(db(), currentUser(request), request.query.limit),
  );

  app.get(
    '/api/hr/job-offer/:jobId',
    {
      schema: {
        tags,
        summary: "The job's offers, last sent first, 50 a page",
        params: offerJobParamsSchema,
        querystring: offerListQuerySchema,
        response: { 200: hrOfferPageSchema, ...refusals },
      },
      preHandler: recruiters,
    },
    async (request) => service.jobOffers(db(), currentUser(request), request.params.jobId, request.query),
  );

  // ───────────── the job seeker's side ─────────────

  app.get(
    '/api/offers',
    {
      schema: {
        tags,
        summary: 'My offers, last sent first, with a status filter',
        querystring: seekerOfferListQuerySchema,
        response: { 200: seekerOfferPageSchema, ...refusals },
      },
      preHandler: seekers,
    },
    async (request) => service.myOffers(db(), currentUser(request), request.query),
  );

  app.put(
    '/api/job-seeker/offer/acceptOrReject',
    {
      schema: {
        tags,
        summary: 'Accept or decline one of my offers (an expired one: 409)',
        body: answerOfferBodySchema,
        response: { 200: seekerOfferSchema, ...withConflict },
      },
      preHandler: seekers,
    },
    async (request) => service.answerOffer(db(), currentUser(request), request.body),
  );

  app.post(
    '/api/job-seeker/freshout',
    {
      schema: {
        tags,
        summary: 'Ask, as a fresh graduate, to be considered by employers (one open request at a time)',
        body: freshoutRequestBodySchema,
        response: { 201: freshoutRequestSchema, ...withConflict },
      },
      preHandler: seekers,
    },
    async (request, reply) =>
      reply.code(201).send(await service.createFreshoutRequest(db(), currentUser(request), request.body)),
  );

  app.get(
    '/api/job-seeker/freshout',
    {
      schema: {
        tags,
        summary: 'My graduate requests and the graduate (freshout) offers sent to me, newest first',
        response: { 200: myFreshoutSchema, ...refusals },
      },
      preHandler: seekers,
    },
    async (request) => service.myFreshout(db(), currentUser(request)),
  );

  app.put(
    '/api/job-seeker/freshout/offer-reject',
    {
      schema: {
        tags,
        summary: 'Decline a graduate (freshout) offer, with a reason',
        body: freshoutRejectBodySchema,
        response: { 200: freshoutOfferSchema, ...withConflict },
      },
      preHandler: seekers,
    },
    async (request) => service.rejectFreshoutOffer(db(), currentUser(request), request.body),
  );

  app.put(
    '/api/job-seeker/freshout/offer-accept',
    {
      schema: {
        tags,
        summary: 'Accept a graduate (freshout) offer',
        body: freshoutAcceptBodySchema,
        response: { 200: freshoutOfferSchema, ...withConflict },
      },
      preHandler: seekers,
    },
    async (request) => service.acceptFreshoutOffer(db(), currentUser(request), request.body),
  );

  app.post(
    '/api/job-seeker/latest-offers-interview',
    {
      schema: {
        tags,
        summary: 'My upcoming interviews (soonest first) and newest offers, in one list',
        body: latestOffersInterviewBodySchema,
        response: { 200: latestOffersInterviewSchema, ...refusals },
      },
      preHandler: seekers,
    },
    async (request) => service.latestOffersInterview(db(), currentUser(request), request.body.limit),
  );
}
