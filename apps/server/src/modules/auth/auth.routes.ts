import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  lockStateResponseSchema,
  lockUserBodySchema,
  meResponseSchema,
  okResponseSchema,
  revokeRequestSchema,
  signUpBodySchema,
  tokenRequestSchema,
  tokenResponseSchema,
  updatePasswordBodySchema,
  userIdParamsSchema,
} from '@talent/contracts';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.js';
import { toMe } from './auth-context.js';
import {
  type ClientMeta,
  passwordGrant,
  refreshGrant,
  revokeRefreshToken,
  setUserLocked,
  signUp,
  updatePassword,
} from './auth.service.js';
import { clearAuthCookies, setAuthCookies } from './cookies.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

function meta(request: FastifyRequest): ClientMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, ...(typeof ua === 'string' ? { userAgent: ua } : {}) };
}

export async function authRoutes(appBase: FastifyInstance, opts: { secureCookies: boolean }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  await app.register(formbody);
  const deps = () => app.authDeps;

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
      const tokens =
        body.grant_type === 'password'
          ? await passwordGrant(deps(), body, meta(request))
          : await refreshGrant(deps(), body.refresh_token ?? request.cookies.refresh_token, meta(request));
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
      await revokeRefreshToken(deps(), request.body?.token ?? request.cookies.refresh_token, request.auth);
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
        summary: 'Create a job-seeker account and sign in',
        body: signUpBodySchema,
        response: { 201: tokenResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tokens = await signUp(deps(), request.body, meta(request));
      setAuthCookies(reply, tokens, opts.secureCookies);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
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
      await updatePassword(deps(), currentUser(request), request.body);
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
          String(request.id),
        );
        return { userId: request.params.userId, locked };
      },
    );
  }
}
