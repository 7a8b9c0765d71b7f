import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEndSessionsResponseSchema,
  adminOrganisationDetailSchema,
  adminOrganisationPageSchema,
  adminOrganisationParamsSchema,
  adminOrganisationQuerySchema,
  adminPasswordResetResponseSchema,
  adminPlanBodySchema,
  adminPrivacyRequestsSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserQuerySchema,
  auditCsvQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  errorResponseSchema,
} from '@talent/contracts';
import { notFound } from '../../lib/errors.js';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { findAccount } from '../account/account.repository.js';
import { sendResetLink } from '../account/account.service.js';
import { auditSource, requestSource } from '../auth/audit-source.js';
import { asLanguage } from '../auth/auth-mails.js';
import {
  auditCsv,
  auditPage,
  endUserSessions,
  organisationDetail,
  privacyRequests,
  searchOrganisations,
  searchUsers,
  setPlan,
  userDetail,
} from './admin.service.js';

const tags = ['admin'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const csvSchema = z.string().meta({ format: 'binary' });

/**
 * The platform admin's console (issue 24): users (search, sessions, end them, a reset link; the
 * lock is auth.routes'), organisations (members, plan, domains; the approval is enterprise-sso's),
 * privacy requests, and the audit log with its CSV. Platform admin only.
 */
export async function adminRoutes(
  appBase: FastifyInstance,
  opts: { auditCsvMaxRows: number },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const admin = requireRole('admin');
  const sessionMaxAge = () => app.authDeps.limits.sessionMaxAgeSeconds;

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Users by a part of the name or e-mail, newest first',
        querystring: adminUserQuerySchema,
        response: { 200: adminUserPageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => searchUsers(db(), request.query, sessionMaxAge()),
  );

  app.get(
    '/api/admin/users/:userId',
    {
      schema: {
        tags,
        summary: 'One user: roles, organisations, lock, open sessions',
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => userDetail(db(), request.params.userId, sessionMaxAge()),
  );

  app.post(
    '/api/admin/users/:userId/sessions/end',
    {
      schema: {
        tags,
        summary: "End every one of the user's sessions",
        params: adminUserParamsSchema,
        response: { 200: adminEndSessionsResponseSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => ({
      ended: await endUserSessions(db(), currentUser(request), request.params.userId, auditSource(request)),
    }),
  );

  app.post(
    '/api/admin/users/:userId/password-reset',
    {
      schema: {
        tags,
        summary: 'Mail the user a password reset link (or, without a password, how to sign in)',
        params: adminUserParamsSchema,
        response: { 202: adminPasswordResetResponseSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const account = await findAccount(db(), request.params.userId);
      if (account === undefined) throw notFound('User');
      // in the language the person uses, not the admin's
      await sendResetLink(
        app.authDeps,
        account,
        { ...requestSource(request), language: asLanguage(account.preferredLanguage) },
        currentUser(request).userId,
      );
      return reply.status(202).send({ status: 'reset_sent' as const });
    },
  );

  app.get(
    '/api/admin/organisations',
    {
      schema: {
        tags,
        summary: 'Organisations by a part of the name, with members, plan and domains',
        querystring: adminOrganisationQuerySchema,
        response: { 200: adminOrganisationPageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => searchOrganisations(db(), request.query),
  );

  app.get(
    '/api/admin/organisations/:organisationId',
    {
      schema: {
        tags,
        summary: 'One organisation: its members and their roles, plan, domains',
        params: adminOrganisationParamsSchema,
        response: { 200: adminOrganisationDetailSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => organisationDetail(db(), request.params.organisationId),
  );

  app.put(
    '/api/admin/organisations/:organisationId/plan',
    {
      schema: {
        tags,
        summary: "Change an organisation's plan",
        params: adminOrganisationParamsSchema,
        body: adminPlanBodySchema,
        response: { 200: adminOrganisationDetailSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) =>
      setPlan(
        db(),
        currentUser(request),
        request.params.organisationId,
        request.body.plan,
        auditSource(request),
      ),
  );

  app.get(
    '/api/admin/privacy-requests',
    {
      schema: {
        tags,
        summary: 'Deletions waiting for their erasure, and the latest exports',
        response: { 200: adminPrivacyRequestsSchema, ...errors },
      },
      preHandler: admin,
    },
    async () => privacyRequests(db()),
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first, by action, actor, target and time',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => auditPage(db(), request.query),
  );

  app.get(
    '/api/admin/audit.csv',
    {
      schema: {
        tags,
        summary: 'The filtered audit log as CSV (at most ADMIN_AUDIT_CSV_MAX_ROWS lines)',
        querystring: auditCsvQuerySchema,
        response: { 200: { description: 'CSV', content: { 'text/csv': { schema: csvSchema } } }, ...errors },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const csv = await auditCsv(db(), request.query, opts.auditCsvMaxRows);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv as never);
    },
  );
}
