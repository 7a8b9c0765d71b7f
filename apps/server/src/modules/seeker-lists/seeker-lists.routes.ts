import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appliedOrganisationListResponseSchema,
  createSavedSearchBodySchema,
  errorResponseSchema,
  idParamsSchema,
  interestCompanyListResponseSchema,
  interestCompanySchema,
  jobCollectionListResponseSchema,
  jobIdParamsSchema,
  mySavedJobsBodySchema,
  notificationSettingsResponseSchema,
  oneTimeActionListResponseSchema,
  oneTimeActionParamsSchema,
  oneTimeActionSchema,
  organisationBodySchema,
  putJobCollectionBodySchema,
  recentSearchListResponseSchema,
  recentSearchSchema,
  recordRecentSearchBodySchema,
  saveJobBodySchema,
  savedJobListResponseSchema,
  savedJobStateSchema,
  savedSearchListResponseSchema,
  savedSearchSchema,
  seekerListPageQuerySchema,
  updateNotificationSettingBodySchema,
  updateSavedSearchBodySchema,
} from '@talent/contracts';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.js';
import * as service from './seeker-lists.service.js';

const noContent = z.null().describe('No content');

/** The failures every job-seeker route can answer besides its own. */
const seekerErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
} as const;

/**
 * The job seeker's own lists: saved jobs and their collections, followed companies, the
 * organisations applied to, saved and recent searches, notification settings; and the one-time
 * actions of any signed-in user. Every route works on the caller's own rows only.
 */
export async function seekerListsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const seeker = requireRole('jobseeker');
  const tags = ['job-seeker'];

  // ───────────── saved jobs ─────────────

  app.post(
    '/api/job-seeker/job-save',
    {
      schema: {
        tags,
        summary: 'Save a job (saving it again is harmless)',
        body: saveJobBodySchema,
        response: { 200: savedJobStateSchema, ...seekerErrors, 404: errorResponseSchema },
      },
      preHandler: seeker,
    },
    async (request) => service.saveJob(db(), currentUser(request).userId, request.body.jobId),
  );

  app.delete(
    '/api/job-seeker/job-save/:jobId',
    {
      schema: {
        tags,
        summary: 'Unsave a job (idempotent)',
        params: jobIdParamsSchema,
        response: { 204: noContent, ...seekerErrors },
      },
      preHandler: seeker,
    },
    async (request, reply) => {
      await service.unsaveJob(db(), currentUser(request).userId, request.params.jobId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/job-seeker/my-job-saved',
    {
      schema: {
        tags,
        summary: "The caller's saved jobs, newest first",
        body: mySavedJobsBodySchema,
        response: { 200: savedJobListResponseSchema, ...seekerErrors },
      },
      preHandler: seeker,
    },
    async (request) => service.listSavedJobs(db(), currentUser(request).userId, request.body),
  );

  app.put(
    '/api/jobCollection/:jobId',
    {
      schema: {
        tags,
        summary: 'File a saved job in a named collection, or in none with null (saves it if needed)',
        params: jobIdParamsSchema,
        body: putJobCollectionBodySchema,
        response: { 200: savedJobStateSchema, ...seekerErrors, 404: errorResponseSchema },
      },
      preHandler: seeker,
    },
    async (request) =>
      service.putJobCollection(
        db(),
        currentUser(request).userId,
        request.params.jobId,
        request.body.collection ?? null,
      ),
  );

  app.get(
    '/api/jobCollections',
    {
      schema: {
        tags,
        summary: "The caller's saved-job collections with their counts",
        response: { 200: jobCollectionListResponseSchema, ...seekerErrors },
      },
      preHandler: seeker,
    },
    async (request) => service.listJobCollections(db(), currentUser(request).userId),
  );

  // ───────────── followed companies and applied organisations ─────────────

  app.get(
    '/api/job-seeker/interest-company',
    {
      schema: {
        tags,
        summary: 'Followed companies, newest first',
        querystring: seekerListPageQuerySchema,
        response: { 200: interestCompanyListResponseSchema, ...seekerErrors },
      },
      preHandler: seeker,
    },
    async (request) => service.listInterestCompanies(db(), currentUser(request).userId, request.query),
  );

  app.post(
    '/api/job-seeker/interest-company',
    {
      schema: {
        tags,
        summary: 'Follow a company (following it again is harmless)',
        body: organisationBodySchema,
        response: { 200: interestCompanySchema, ...seekerErrors, 404: errorResponseSchema },
      },
      preHandler: seeker,
    },
    async (request) => service.followCompany(db(), currentUser(request).userId, request.body.organisationId),
  );

  // The spec deletes with a body, hence PUT on a "delete" path.
  app.put(
    '/api/job-seeker/interest-company/delete',
    {
      schema: {
        tags,
        summary: 'Unfollow a company (idempotent)',
        body: organisationBodySchema,
        response: { 204: noContent, ...seekerErrors },
      },
      preHandler: seeker,
    },
    async (request, reply) => {
      await service.unfollowCompany(db(), currentUser(request).userId, request.body.organisationId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/job-seeker/applied-organization',
    {
      schema: {
        tags,
        summary: 'Organisations the caller applied to, with how many applications each',
        querystring: seekerListPageQuerySchema,
        response: { 200: appliedOrganisationListResponseSchema, ...seekerErrors },
      },
      preHandler: seeker,
    },
    async (request) => service.listAppliedOrganisations(db(), currentUser(request).userId, request.query),
  );

  // ───────────── saved searches ─────────────

  app.get(
    '/api/job-seeker/search',
    {
      schema: {
        tags,
        summary: 'Saved searches, newest first',
        response: { 200: savedSearchListResponseSchema, ...seekerErrors },
      },
      preHandler: seeker,
    },
    async (request) => service.listSavedSearches(db(), currentUser(request).userId),
  );

  app.post(
    '/api/job-seeker/search',
    {
      schema: {
        tags,
        summary: 'Save a search (201; the same name and filters again answer 200 with the existing one)',
        body: createSavedSearchBodySchema,
        response: {
          200: savedSearchSchema,
          201: savedSearchSchema,
          ...seekerErrors,
          409: errorResponseSchema,
        },
      },
      preHandler: seeker,
    },
    async (request, reply) => {
      const { created, search } = await service.createSavedSearch(
        db(),
        currentUser(request).userId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(search);
    },
  );

  app.patch(
    '/api/job-seeker/search/:id',
    {
      schema: {
        tags,
        summary: 'Rename a saved search or switch its alert (409 when another search has the name)',
        params: idParamsSchema,
        body: updateSavedSearchBodySchema,
        response: {
          200: savedSearchSchema,
          ...seekerErrors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
      preHandler: seeker,
    },
    async (request) =>
      service.updateSavedSearch(db(), currentUser(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/api/job-seeker/search/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: idParamsSchema,
        response: { 204: noContent, ...seekerErrors, 404: errorResponseSchema },
      },
      preHandler: seeker,
    },
    async (request, reply) => {
      await service.deleteSavedSearch(db(), currentUser(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ───────────── recent searches ─────────────

  app.get(
    '/api/job-seeker/search-recent',
    {
      schema: {
        tags,
        summary: 'The last 20 searches, newest first',
        response: { 200: recentSearchListResponseSchema, ...seekerErrors },
      },
      preHandler: seeker,
    },
    async (request) => service.listRecentSearches(db(), currentUser(request).userId),
  );

  app.post(
    '/api/job-seeker/search-recent',
    {
      schema: {
        tags,
        summary: 'Record a search at the top of the recent list',
        body: recordRecentSearchBodySchema,
        response: { 200: recentSearchSchema, ...seekerErrors },
      },
      preHandler: seeker,
    },
    async (request) => service.recordRecentSearch(db(), currentUser(request).userId, request.body),
  );

  app.delete(
    '/api/job-seeker/search-recent/:id',
    {
      schema: {
        tags,
        summary: 'Delete a recent search',
        params: idParamsSchema,
        response: { 204: noContent, ...seekerErrors, 404: errorResponseSchema },
      },
      preHandler: seeker,
    },
    async (request, reply) => {
      await service.deleteRecentSearch(db(), currentUser(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ───────────── notification settings ─────────────

  app.get(
    '/api/job-seeker/my-notification-setting',
    {
      schema: {
        tags,
        summary: 'Every notification setting (<channel>.<kind>) with its value; unset ones are on',
        response: { 200: notificationSettingsResponseSchema, ...seekerErrors },
      },
      preHandler: seeker,
    },
    async (request) => service.getNotificationSettings(db(), currentUser(request).userId),
  );

  app.put(
    '/api/job-seeker/my-notification-setting',
    {
      schema: {
        tags,
        summary: 'Set one notification setting, sent as one key: {"email.offer_sent": false}',
        body: updateNotificationSettingBodySchema,
        response: { 200: notificationSettingsResponseSchema, ...seekerErrors },
      },
      preHandler: seeker,
    },
    async (request) =>
      service.setNotificationSetting(
        db(),
        currentUser(request).userId,
        request.body.name,
        request.body.value,
      ),
  );

  // ───────────── one-time actions (any signed-in user) ─────────────

  app.get(
    '/api/me/one-time-actions',
    {
      schema: {
        tags: ['me'],
        summary: 'The one-time actions (tours, dismissed hints) the caller has done',
        response: {
          200: oneTimeActionListResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      preHandler: requireUser(),
    },
    async (request) => service.listOneTimeActions(db(), currentUser(request).userId),
  );

  app.post(
    '/api/me/one-time-action/:action',
    {
      schema: {
        tags: ['me'],
        summary: 'Mark a one-time action as done (idempotent; keeps the first time)',
        params: oneTimeActionParamsSchema,
        response: {
          200: oneTimeActionSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      preHandler: requireUser(),
    },
    async (request) => service.markOneTimeAction(db(), currentUser(request).userId, request.params.action),
  );
}
