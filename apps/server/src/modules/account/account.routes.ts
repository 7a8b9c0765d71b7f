import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailChangeBodySchema,
  emailChangeConfirmBodySchema,
  emailChangeConfirmResponseSchema,
  emailChangeResponseSchema,
  acceptPrivacyNoticeBodySchema,
  consentStateSchema,
  preferencesSchema,
  updatePreferencesBodySchema,
  dataExportParamsSchema,
  dataExportSchema,
  dataExportStateSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  errorResponseSchema,
  keepAccountBodySchema,
  notificationSettingsResponseSchema,
  okResponseSchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  passwordResetResponseSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  updateNameBodySchema,
  updateNameResponseSchema,
  updateNotificationSettingBodySchema,
} from '@talent/contracts';
import { getNotificationSettings, setNotificationSetting } from '../seeker-lists/seeker-lists.service.js';
import path from 'node:path';
import { z } from 'zod';
import type { FileSettings, PrivacySettings } from '../../config.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { clearAuthCookies } from '../auth/cookies.js';
import { storageFor } from '../files/files.service.js';
import { cancelDeletion, requestDeletion } from './account-deletion.js';
import { acceptPrivacyNotice, consentState } from './consents.js';
import { getPreferences, setPreferences } from './preferences.js';
import { type ExportDeps, latestExport, openExport, requestExport } from './data-export.js';
import { requestMeta, sourceOf } from '../auth/audit-source.js';
import {
  confirmEmailChange,
  confirmPasswordReset,
  requestEmailChange,
  requestPasswordReset,
  unsubscribe,
  updateName,
} from './account.service.js';
import { UNSUBSCRIBE_PATH } from './unsubscribe.js';

const tags = ['account'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The account's own life (issue 24): a forgotten password, the name, the sign-in address. The
 * reset and the address confirmation work without a session (their links prove who asks).
 */
export interface AccountRoutesOptions {
  privacy: PrivacySettings;
  files: FileSettings;
  dataDir: string;
  secureCookies: boolean;
}

const zipSchema = z.string().meta({ format: 'binary' });

export async function accountRoutes(appBase: FastifyInstance, opts: AccountRoutesOptions): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const deps = () => app.authDeps;
  const exportDeps = (): ExportDeps => ({
    db: app.database.db,
    storage: storageFor(opts.dataDir, opts.files),
    workDir: path.join(opts.dataDir, 'incoming'),
    settings: {
      linkHours: opts.privacy.exportLinkHours,
      perDay: opts.privacy.exportsPerDay,
      inlineMaxBytes: opts.privacy.exportInlineMaxBytes,
      maxRowsPerTable: opts.privacy.exportMaxRowsPerTable,
    },
  });
  // a mail client's one-click unsubscribe posts a form (RFC 8058)
  await app.register(formbody);

  app.post(
    '/sso/rest/password-reset',
    {
      schema: {
        tags,
        summary:
          'Forgot password: a one-time link goes to a registered address (the same answer for any address)',
        body: passwordResetBodySchema,
        response: { 202: passwordResetResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps(), request.body.email, requestMeta(request));
      reply.header('cache-control', 'no-store');
      return reply.status(202).send({
        status: 'reset_sent' as const,
        linkValidMinutes: Math.round(deps().limits.passwordResetLinkSeconds / 60),
      });
    },
  );

  app.post(
    '/sso/rest/password-reset/confirm',
    {
      schema: {
        tags,
        summary: "Open the reset mail's link with a new password: every session ends; sign in with it",
        body: passwordResetConfirmBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(deps(), request.body, requestMeta(request));
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );

  app.put(
    '/elevate-be/rest/api/me/name',
    {
      schema: {
        tags,
        summary: 'Change my name (every role): the account and the profile',
        body: updateNameBodySchema,
        response: { 200: updateNameResponseSchema, 404: errorResponseSchema, ...errors },
      },
      preHandler: requireUser(),
    },
    async (request) => ({
      fullName: await updateName(deps(), currentUser(request), request.body.fullName, requestMeta(request)),
    }),
  );

  app.post(
    '/elevate-be/rest/api/me/email',
    {
      schema: {
        tags,
        summary:
          'Ask to change my sign-in address: a link goes to the new address, nothing changes until it is opened',
        body: emailChangeBodySchema,
        response: {
          202: emailChangeResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
      preHandler: requireUser(),
    },
    async (request, reply) => {
      await requestEmailChange(deps(), currentUser(request), request.body, requestMeta(request));
      return reply.status(202).send({ status: 'verification_sent' as const });
    },
  );

  app.post(
    '/elevate-be/rest/api/me/email/confirm',
    {
      schema: {
        tags,
        summary: "Open the new address's link: it becomes the sign-in address, and the old one is told",
        body: emailChangeConfirmBodySchema,
        response: { 200: emailChangeConfirmResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const email = await confirmEmailChange(deps(), request.body.token, requestMeta(request));
      reply.header('cache-control', 'no-store');
      return { email };
    },
  );

  // ───────────── every role's own notification settings ─────────────

  app.get(
    '/elevate-be/rest/api/me/notification-settings',
    {
      schema: {
        tags,
        summary: 'My notification settings (every role): <channel>.<kind> with its value; unset ones are on',
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
      preHandler: requireUser(),
    },
    async (request) => getNotificationSettings(app.database.db, currentUser(request).userId),
  );

  app.put(
    '/elevate-be/rest/api/me/notification-settings',
    {
      schema: {
        tags,
        summary: 'Set one of my notification settings, sent as one key: {"email.new_applicant": false}',
        body: updateNotificationSettingBodySchema,
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
      preHandler: requireUser(),
    },
    async (request) =>
      setNotificationSetting(
        app.database.db,
        currentUser(request).userId,
        request.body.name,
        request.body.value,
      ),
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        tags,
        summary:
          "A mail's one-click unsubscribe (RFC 8058): turns off exactly the kind of mail its signed link names, without signing in",
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema.nullish(),
        response: { 200: unsubscribeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return unsubscribe(deps(), request.query.token, requestMeta(request));
    },
  );

  // ───────────── privacy rights: export and deletion ─────────────

  app.get(
    '/elevate-be/rest/api/me/export',
    {
      schema: {
        tags,
        summary: 'My latest export of everything held about me, and its download while it lasts',
        response: { 200: dataExportStateSchema, ...errors },
      },
      preHandler: requireUser(),
    },
    async (request) => ({ latest: await latestExport(app.database.db, currentUser(request).userId) }),
  );

  app.post(
    '/elevate-be/rest/api/me/export',
    {
      schema: {
        tags,
        summary:
          'Ask for an export of everything held about me (a zip of JSON and my files): ready at once when small, else soon',
        response: { 202: dataExportSchema, 409: errorResponseSchema, ...errors },
      },
      preHandler: requireUser(),
    },
    async (request, reply) =>
      reply.status(202).send(await requestExport(exportDeps(), currentUser(request), requestMeta(request))),
  );

  app.get(
    '/elevate-be/rest/api/me/export/:exportId/download',
    {
      schema: {
        tags,
        summary: 'Download my export (a zip), until it expires',
        params: dataExportParamsSchema,
        response: {
          200: { description: 'The zip', content: { 'application/zip': { schema: zipSchema } } },
          404: errorResponseSchema,
          409: errorResponseSchema,
          410: errorResponseSchema,
          ...errors,
        },
      },
      preHandler: requireUser(),
    },
    async (request, reply) => {
      const opened = await openExport(exportDeps(), currentUser(request), request.params.exportId);
      const day = opened.madeAt.toISOString().slice(0, 10);
      // a stream, which the zod type provider's reply type does not describe
      return (reply as FastifyReply)
        .header('content-type', 'application/zip')
        .header('content-length', String(opened.size))
        .header('content-disposition', `attachment; filename="talent-sourcing-export-${day}.zip"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(opened.body);
    },
  );

  app.delete(
    '/elevate-be/rest/api/me',
    {
      schema: {
        tags,
        summary:
          'Delete my account: every session ends and signing in stops now; the data is erased after the grace period unless the mail’s link cancels it',
        body: deleteAccountBodySchema.nullish(),
        response: {
          202: deleteAccountResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
      preHandler: requireUser(),
    },
    async (request, reply) => {
      const dueAt = await requestDeletion(
        deps(),
        currentUser(request),
        request.body ?? {},
        {
          graceDays: opts.privacy.deletionGraceDays,
          freshSignInMinutes: opts.privacy.deletionFreshSignInMinutes,
        },
        requestMeta(request),
      );
      clearAuthCookies(reply, opts.secureCookies);
      return reply
        .status(202)
        .send({ status: 'deletion_scheduled' as const, deletionDueAt: dueAt.toISOString() });
    },
  );

  app.post(
    '/sso/rest/account-deletion/cancel',
    {
      schema: {
        tags,
        summary: "Open the deletion mail's link: the deletion is cancelled and signing in works again",
        body: keepAccountBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await cancelDeletion(deps(), request.body.token, requestMeta(request));
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );

  // ───────────── consents ─────────────

  app.get(
    '/elevate-be/rest/api/me/consents',
    {
      schema: {
        tags,
        summary:
          'My consents: the privacy notice accepted (and the current one), and every choice I made, newest first',
        response: { 200: consentStateSchema, ...errors },
      },
      preHandler: requireUser(),
    },
    async (request) => consentState(app.database.db, currentUser(request).userId),
  );

  app.post(
    '/elevate-be/rest/api/me/consents/privacy-notice',
    {
      schema: {
        tags,
        summary: 'Accept the current privacy notice (the version the page showed)',
        body: acceptPrivacyNoticeBodySchema,
        response: { 200: consentStateSchema, 409: errorResponseSchema, ...errors },
      },
      preHandler: requireUser(),
    },
    async (request) => {
      const m = requestMeta(request);
      return acceptPrivacyNotice(
        app.database.db,
        currentUser(request).userId,
        request.body.version,
        m.language,
        sourceOf(m),
      );
    },
  );

  // ───────────── preferences ─────────────

  app.get(
    '/elevate-be/rest/api/me/preferences',
    {
      schema: {
        tags,
        summary: 'My language and time zone (every role)',
        response: { 200: preferencesSchema, ...errors },
      },
      preHandler: requireUser(),
    },
    async (request) => getPreferences(app.database.db, currentUser(request).userId),
  );

  app.put(
    '/elevate-be/rest/api/me/preferences',
    {
      schema: {
        tags,
        summary: 'Set my language (mails are written in it) and time zone (reminders give times in it)',
        body: updatePreferencesBodySchema,
        response: { 200: preferencesSchema, ...errors },
      },
      preHandler: requireUser(),
    },
    async (request) => setPreferences(app.database.db, currentUser(request).userId, request.body),
  );
}
