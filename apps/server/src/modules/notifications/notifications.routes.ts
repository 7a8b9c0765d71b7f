import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  notificationClearedSchema,
  notificationCountSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationSchema,
  notificationsReadSchema,
} from '@talent/contracts';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { mailLanguage } from '../auth/auth-mails.js';
import * as service from './notifications.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;

/** The caller's interface language, as the rest of the server decides it (cookie, then header). */
const languageOf = (request: FastifyRequest): service.TitleLanguage =>
  mailLanguage(request.cookies.language, request.headers['accept-language']);

/**
 * The notifications feed under `/router/rest/api/v2/notifications` (register with the prefix
 * `/router/rest`): any signed-in account, job seeker or recruiter, reads only its own.
 */
export async function notificationsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['notifications'];
  const signedIn = requireUser();

  app.get(
    '/api/v2/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, one page (Spring page shape)",
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
      preHandler: signedIn,
    },
    async (request) =>
      service.listNotifications(db(), currentUser(request).userId, request.query, languageOf(request)),
  );

  app.get(
    '/api/v2/notifications/count',
    {
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread",
        response: { 200: notificationCountSchema, ...errors },
      },
      preHandler: signedIn,
    },
    async (request) => service.countUnread(db(), currentUser(request).userId),
  );

  app.put(
    '/api/v2/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: idParamsSchema,
        response: { 200: notificationSchema, ...errors, 404: errorResponseSchema },
      },
      preHandler: signedIn,
    },
    async (request) =>
      service.markRead(db(), currentUser(request).userId, request.params.id, languageOf(request)),
  );

  app.put(
    '/api/v2/notifications/all/read',
    {
      schema: {
        tags,
        summary: 'Mark every notification of the caller read (they stay in the list)',
        response: { 200: notificationsReadSchema, ...errors },
      },
      preHandler: signedIn,
    },
    async (request) => service.markAllRead(db(), currentUser(request).userId),
  );

  app.put(
    '/api/v2/notifications/all/clear',
    {
      schema: {
        tags,
        summary: 'Clear every notification of the caller (they leave the list and the count)',
        response: { 200: notificationClearedSchema, ...errors },
      },
      preHandler: signedIn,
    },
    async (request) => service.clearAll(db(), currentUser(request).userId),
  );
}
