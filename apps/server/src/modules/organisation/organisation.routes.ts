import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressListQuerySchema,
  addressListResponseSchema,
  addressSchema,
  configIdParamsSchema,
  errorResponseSchema,
  jobIdParamsSchema,
  jobRoleConfigListResponseSchema,
  jobRoleConfigSchema,
  jobRoleListResponseSchema,
  memberListQuerySchema,
  memberListResponseSchema,
  organisationIdParamsSchema,
  platformRoleListResponseSchema,
  retentionSchema,
  updateRetentionBodySchema,
  updateJobRoleBodySchema,
  upsertAddressBodySchema,
} from '@talent/contracts';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.js';
import { auditSource } from '../auth/audit-source.js';
import { listMembers } from './members.js';
import { getRetention, setRetention } from './retention.js';
import * as service from './organisation.service.js';

const noContent = z.null().describe('No content');
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

/**
 * An organisation's own settings: its addresses (hr_admin keeps them, every member reads them),
 * the per-job roles of its hiring team, and the platform's list of roles.
 */
export async function organisationRoutes(
  appBase: FastifyInstance,
  opts: { retentionDefaultMonths: number },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['organisation'];
  const member = requireRole('hr', 'hr_admin', 'publisher');
  const recruiter = requireRole('hr', 'hr_admin');
  const admin = requireRole('hr_admin');

  // ───────────── addresses ─────────────

  app.get(
    '/api/hr/address/list',
    {
      schema: {
        tags,
        summary: "The organisation's addresses, the primary one first (any member of it)",
        querystring: addressListQuerySchema,
        response: { 200: addressListResponseSchema, ...errors },
      },
      preHandler: member,
    },
    async (request) => service.listAddresses(db(), currentUser(request), request.query.orgId),
  );

  app.post(
    '/api/hr/address/upsert',
    {
      schema: {
        tags,
        summary: 'Add an address (no id) or replace one (id); at most one primary per organisation',
        body: upsertAddressBodySchema,
        response: { 200: addressSchema, 201: addressSchema, ...errors, 409: errorResponseSchema },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const { created, address } = await service.upsertAddress(db(), currentUser(request), request.body);
      return reply.code(created ? 201 : 200).send(address);
    },
  );

  // ───────────── members ─────────────

  app.get(
    '/api/hr/members',
    {
      schema: {
        tags,
        summary: "The organisation's members and their roles in it (its administrators)",
        querystring: memberListQuerySchema,
        response: { 200: memberListResponseSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => listMembers(db(), currentUser(request), request.query.orgId),
  );

  // ───────────── per-job roles ─────────────

  app.get(
    '/api/hr/configure/roles',
    {
      schema: {
        tags,
        summary: 'The roles a member can hold on one job, with labels in the three languages',
        response: { 200: jobRoleListResponseSchema, ...errors },
      },
      preHandler: recruiter,
    },
    async () => service.listJobRoles(),
  );

  app.post(
    '/api/hr/configure/update',
    {
      schema: {
        tags,
        summary: "Give a member of the job's organisation a role on the job (again: harmless)",
        body: updateJobRoleBodySchema,
        response: { 200: jobRoleConfigSchema, 201: jobRoleConfigSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const { created, config } = await service.updateJobRole(db(), currentUser(request), request.body);
      return reply.code(created ? 201 : 200).send(config);
    },
  );

  app.get(
    '/api/hr/configure/list/:jobId',
    {
      schema: {
        tags,
        summary: "The job's role configuration: who holds which role on it",
        params: jobIdParamsSchema,
        response: { 200: jobRoleConfigListResponseSchema, ...errors },
      },
      preHandler: recruiter,
    },
    async (request) => service.listJobRoleConfigs(db(), currentUser(request), request.params.jobId),
  );

  app.delete(
    '/api/hr/configure/delete/:configId',
    {
      schema: {
        tags,
        summary: 'Take a role on a job away',
        params: configIdParamsSchema,
        response: { 204: noContent, ...errors },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      await service.deleteJobRoleConfig(db(), currentUser(request), request.params.configId);
      return reply.code(204).send(null);
    },
  );

  // ───────────── the platform's roles ─────────────

  app.get(
    '/api/roles',
    {
      schema: {
        tags,
        summary: "The platform's roles and the roles of an organisation's members, with labels",
        response: { 200: platformRoleListResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      preHandler: requireUser(),
    },
    async () => service.listPlatformRoles(),
  );

  // ───────────── retention of rejected and withdrawn candidates (issue 24) ─────────────

  app.get(
    '/api/hr/organisation/:organisationId/retention',
    {
      schema: {
        tags,
        summary: 'How long the organisation keeps its rejected and withdrawn candidates’ details',
        params: organisationIdParamsSchema,
        response: { 200: retentionSchema, ...errors },
      },
      preHandler: recruiter,
    },
    async (request) =>
      getRetention(db(), currentUser(request), request.params.organisationId, opts.retentionDefaultMonths),
  );

  app.put(
    '/api/hr/organisation/:organisationId/retention',
    {
      schema: {
        tags,
        summary: 'Set it, in months (null: the service’s default); candidates past it are anonymised',
        params: organisationIdParamsSchema,
        body: updateRetentionBodySchema,
        response: { 200: retentionSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) =>
      setRetention(
        db(),
        currentUser(request),
        request.params.organisationId,
        request.body.retentionMonths,
        opts.retentionDefaultMonths,
        auditSource(request),
      ),
  );
}
