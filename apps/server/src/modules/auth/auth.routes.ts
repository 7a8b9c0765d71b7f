import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  lockStateResponseSchema,
  lockUserBodySchema,
  meResponseSchema,
  okResponseSchema,
  revokeRequestSchema,
  sessionIdParamsSchema,
  sessionsResponseSchema,
  signUpBodySchema,
  signUpResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  updatePasswordBodySchema,
  userIdParamsSchema,
  verifyEmailBodySchema,
} from '@talent/contracts';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.js';
import { auditSource, clientMeta, requestLanguage } from './audit-source.js';
import { toMe } from './auth-context.js';
import {
  endSession,
  listSessions,
  passwordGrant,
  refreshGrant,
  revokeRefreshToken,
  setUserLocked,
  signUp,
  updatePassword,
  verifySignup,
} from './auth.service.js';
import { clearAuthCookies, cookieNames, setAuthCookies } from './cookies.js';
import { setDeviceCookie } from './device-cookie.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

export async function authRoutes(appBase: FastifyInstance, opts: { secureCookies: boolean }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  await app.register(formbody);
  const deps = () => app.authDeps;
  const refreshCookie = cookieNames(opts.secureCookies).refreshToken;

  app.post(
    '/uaa/oauth/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a password, or refresh the session',
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      let tokens;
      if (body.grant_type === 'password') {
        const signedIn = await passwordGrant(deps(), body, clientMeta(request, opts.secureCookies));
        setDeviceCookie(reply, signedIn.deviceId, opts.secureCookies);
        tokens = signedIn;
      } else {
        tokens = await refreshGrant(
          deps(),
          body.refresh_token ?? request.cookies[refreshCookie],
          clientMeta(request, opts.secureCookies),
        );
      }
      setAuthCookies(reply, tokens, opts.secureCookies);
      reply.header('cache-control', 'no-store');
      return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    },
  );

  app.post(
    '/uaa/oauth/revoke_token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: end the session',
        body: revokeRequestSchema.nullish(),
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await revokeRefreshToken(deps(), request.body?.token ?? request.cookies[refreshCookie], request.auth);
      clearAuthCookies(reply, opts.secureCookies);
      return { ok: true as const };
    },
  );

  app.get(
    '/uaa/me',
    {
      schema: { tags: ['auth'], summary: 'Who is signed in', response: { 200: meResponseSchema, ...errors } },
      preHandler: requireUser({ allowLocked: true }),
    },
    async (request) => toMe(currentUser(request)),
  );

  app.post(
    '/sso/rest/signup',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Ask for a job-seeker account: the next step is a link in the mail (same answer for any address)',
        body: signUpBodySchema,
        response: { 202: signUpResponseSchema, 503: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      await signUp(deps(), request.body, { ...clientMeta(request, opts.secureCookies), language });
      reply.header('cache-control', 'no-store');
      return reply.status(202).send({ status: 'verification_sent' as const });
    },
  );

  app.post(
    '/sso/rest/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: "Open the sign-up mail's link: creates the account and signs in, once",
        body: verifyEmailBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tokens = await verifySignup(deps(), request.body.token, clientMeta(request, opts.secureCookies));
      setAuthCookies(reply, tokens, opts.secureCookies);
      reply.header('cache-control', 'no-store');
      return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    },
  );

  app.get(
    '/uaa/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's open sessions, newest first",
        response: { 200: sessionsResponseSchema, ...errors },
      },
      preHandler: requireUser(),
    },
    async (request) => ({ items: await listSessions(deps(), currentUser(request)) }),
  );

  app.delete(
    '/uaa/sessions/:sessionId',
    {
      schema: {
        tags: ['auth'],
        summary: 'End one of your sessions (ending this one signs out)',
        params: sessionIdParamsSchema,
        response: { 200: okResponseSchema, 404: errorResponseSchema, ...errors },
      },
      preHandler: requireUser(),
    },
    async (request, reply) => {
      const auth = currentUser(request);
      await endSession(deps(), auth, request.params.sessionId);
      if (request.params.sessionId === auth.sessionId) clearAuthCookies(reply, opts.secureCookies);
      return { ok: true as const };
    },
  );

  app.put(
    '/sso/rest/update-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password; other sessions end',
        body: updatePasswordBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
      preHandler: requireUser(),
    },
    async (request) => {
      await updatePassword(deps(), currentUser(request), request.body, auditSource(request));
      return { ok: true as const };
    },
  );

  for (const [path, locked] of [
    ['/elevate-be/rest/api/admin/users/:userId/lock', true],
    ['/elevate-be/rest/api/admin/users/:userId/unlock', false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['admin'],
          summary: locked ? 'Lock an account' : 'Unlock an account',
          params: userIdParamsSchema,
          body: lockUserBodySchema.nullish(),
          response: { 200: lockStateResponseSchema, 404: errorResponseSchema, ...errors },
        },
        preHandler: requireRole('admin'),
      },
      async (request) => {
        await setUserLocked(
          deps(),
          currentUser(request),
          request.params.userId,
          locked,
          request.body?.reason,
          auditSource(request),
        );
        return { userId: request.params.userId, locked };
      },
    );
  }
}
