import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionCandidateAddedSchema,
  collectionCandidateParamsSchema,
  collectionOrganisationQuerySchema,
  collectionPageQuerySchema,
  createTalentCollectionBodySchema,
  errorResponseSchema,
  idParamsSchema,
  talentCollectionDetailSchema,
  talentCollectionListResponseSchema,
  talentCollectionSchema,
  updateTalentCollectionBodySchema,
} from '@talent/contracts';
import { currentUser, requireRole } from '../../plugins/auth.js';
import * as service from './talent-collections.service.js';

const noContent = z.null().describe('No content');
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

/** An organisation's talent collections: its recruiters keep them; another organisation's are 404. */
export async function talentCollectionsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['talent-collections'];
  const recruiter = requireRole('hr', 'hr_admin');

  app.get(
    '/api/hr/talent-collection',
    {
      schema: {
        tags,
        summary: "The organisation's collections with their candidate counts, by name",
        querystring: collectionOrganisationQuerySchema,
        response: { 200: talentCollectionListResponseSchema, ...errors },
      },
      preHandler: recruiter,
    },
    async (request) => service.listCollections(db(), currentUser(request), request.query.organisationId),
  );

  app.post(
    '/api/hr/talent-collection',
    {
      schema: {
        tags,
        summary: 'Create a collection (organisationId only when the caller recruits for several)',
        body: createTalentCollectionBodySchema,
        response: { 201: talentCollectionSchema, ...errors, 409: errorResponseSchema },
      },
      preHandler: recruiter,
    },
    async (request, reply) =>
      reply.code(201).send(await service.createCollection(db(), currentUser(request), request.body)),
  );

  app.get(
    '/api/hr/talent-collection/:id',
    {
      schema: {
        tags,
        summary: 'A collection and one page of its candidates (50 a page), the latest added first',
        params: idParamsSchema,
        querystring: collectionPageQuerySchema,
        response: { 200: talentCollectionDetailSchema, ...errors },
      },
      preHandler: recruiter,
    },
    async (request) => service.collectionDetail(db(), currentUser(request), request.params.id, request.query),
  );

  app.patch(
    '/api/hr/talent-collection/:id',
    {
      schema: {
        tags,
        summary: 'Rename a collection or change its description',
        params: idParamsSchema,
        body: updateTalentCollectionBodySchema,
        response: { 200: talentCollectionSchema, ...errors, 409: errorResponseSchema },
      },
      preHandler: recruiter,
    },
    async (request) => service.renameCollection(db(), currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/hr/talent-collection/:id',
    {
      schema: {
        tags,
        summary: 'Delete a collection (its candidates stay where they were)',
        params: idParamsSchema,
        response: { 204: noContent, ...errors },
      },
      preHandler: recruiter,
    },
    async (request, reply) => {
      await service.deleteCollection(db(), currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/hr/talent-collection/:id/candidates/:subject',
    {
      schema: {
        tags,
        summary: 'Add a candidate the organisation may see (again: harmless)',
        params: collectionCandidateParamsSchema,
        response: { 200: collectionCandidateAddedSchema, ...errors },
      },
      preHandler: recruiter,
    },
    async (request) =>
      service.addCandidate(db(), currentUser(request), request.params.id, request.params.subject),
  );

  app.delete(
    '/api/hr/talent-collection/:id/candidates/:subject',
    {
      schema: {
        tags,
        summary: 'Take a candidate out of a collection (one not in it: harmless)',
        params: collectionCandidateParamsSchema,
        response: { 204: noContent, ...errors },
      },
      preHandler: recruiter,
    },
    async (request, reply) => {
      await service.removeCandidate(db(), currentUser(request), request.params.id, request.params.subject);
      return reply.code(204).send(null);
    },
  );
}
