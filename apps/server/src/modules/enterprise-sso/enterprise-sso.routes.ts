import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  identityProviderListQuerySchema,
  identityProviderListResponseSchema,
  identityProviderSchema,
  idParamsSchema,
  idpDiscoveryQuerySchema,
  idpDiscoveryResponseSchema,
  oidcCallbackQuerySchema,
  oidcStartQuerySchema,
  registerIdentityProviderBodySchema,
  removeIdentityProviderResponseSchema,
} from '@talent/contracts';
import { currentUser, requireRole } from '../../plugins/auth.js';
import type { ClientMeta } from '../auth/auth.service.js';
import { setAuthCookies } from '../auth/cookies.js';
import {
  beginSignIn,
  completeSignIn,
  discoverIdentityProvider,
  listOrganisationProviders,
  registerIdentityProvider,
  removeIdentityProvider,
  type SsoDeps,
} from './enterprise-sso.service.js';
import { OidcClient, type OidcClientOptions, SsoFailure } from './oidc-client.js';
import { loadSecretBox } from './secret-box.js';
import { STATE_COOKIE, STATE_COOKIE_PATH, STATE_SECONDS } from './sign-in-state.js';

export interface EnterpriseSsoOptions {
  publicUrl: string;
  /** The data key (base64, 32 bytes) from `SSO_SECRET_KEY`; unset: a key kept in the database. */
  secretKey?: string | undefined;
  oidc?: OidcClientOptions;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

const FAILED = '/sso/login?error=enterprise_failed';
const NO_PROVIDER = '/sso/login?error=no_provider';

function meta(request: FastifyRequest): ClientMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, ...(typeof ua === 'string' ? { userAgent: ua } : {}) };
}

/** Organisations sign their people in through their own OpenID Connect provider. */
export async function enterpriseSsoRoutes(
  appBase: FastifyInstance,
  opts: EnterpriseSsoOptions,
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  const secure = publicUrl.startsWith('https:');
  const secrets = await loadSecretBox(app.database.db, opts.secretKey);
  app.log.info({ event: 'sso_secret_key', source: secrets.source }, 'enterprise sign-in secret key loaded');
  const deps: SsoDeps = {
    db: app.database.db,
    log: app.log,
    secrets,
    oidc: new OidcClient(opts.oidc),
    publicUrl,
    stateKey: secrets.deriveKey('sso-oidc-state-cookie'),
  };
  const stateCookie = { httpOnly: true, sameSite: 'lax' as const, secure, path: STATE_COOKIE_PATH };

  /** Browser navigations end on the login page with a generic error; the reason goes to the log only. */
  function failSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    err: unknown,
    step: 'start' | 'callback',
  ) {
    const reason = err instanceof SsoFailure ? err.message : 'unexpected';
    const level = err instanceof SsoFailure ? 'warn' : 'error';
    request.log[level](
      { event: 'sign_in_failed', method: 'oidc', step, reason, ...(level === 'error' ? { err } : {}) },
      'enterprise sign-in failed',
    );
    reply.clearCookie(STATE_COOKIE, stateCookie);
    return reply.header('cache-control', 'no-store').redirect(FAILED);
  }

  const identityProviderPath = '/elevate-be/rest/api/hr/identity-provider';

  app.post(
    identityProviderPath,
    {
      schema: {
        tags: ['hr'],
        summary: "Register the organisation's OpenID Connect provider",
        body: registerIdentityProviderBodySchema,
        response: { 201: identityProviderSchema, 409: errorResponseSchema, ...errors },
      },
      preHandler: requireRole('hr_admin'),
    },
    async (request, reply) => {
      const created = await registerIdentityProvider(
        deps,
        currentUser(request),
        request.body,
        String(request.id),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    identityProviderPath,
    {
      schema: {
        tags: ['hr'],
        summary: "The organisation's identity providers",
        querystring: identityProviderListQuerySchema,
        response: { 200: identityProviderListResponseSchema, ...errors },
      },
      preHandler: requireRole('hr_admin'),
    },
    async (request) => ({
      items: await listOrganisationProviders(deps, currentUser(request), request.query.organisationId),
    }),
  );

  app.delete(
    `${identityProviderPath}/:id`,
    {
      schema: {
        tags: ['hr'],
        summary: 'Remove an identity provider; sessions opened through it end',
        params: idParamsSchema,
        response: { 204: removeIdentityProviderResponseSchema, 404: errorResponseSchema, ...errors },
      },
      preHandler: requireRole('hr_admin'),
    },
    async (request, reply) => {
      await removeIdentityProvider(deps, currentUser(request), request.params.id, String(request.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/sso/rest/idp-discovery',
    {
      schema: {
        tags: ['auth'],
        summary: "Whether an e-mail address signs in through its organisation's provider",
        querystring: idpDiscoveryQuerySchema,
        response: { 200: idpDiscoveryResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => discoverIdentityProvider(deps, request.query.email, request.query.redirect_uri),
  );

  app.get(
    '/sso/oidc/start',
    {
      schema: {
        tags: ['auth'],
        summary: "Sign in through the organisation's provider",
        querystring: oidcStartQuerySchema,
      },
      errorHandler: (err: FastifyError, request, reply) => failSignIn(request, reply, err, 'start'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await beginSignIn(deps, request.query);
      if (outcome.kind === 'no_provider') return reply.redirect(NO_PROVIDER);
      reply.setCookie(STATE_COOKIE, outcome.stateCookie, { ...stateCookie, maxAge: STATE_SECONDS });
      return reply.redirect(outcome.location);
    },
  );

  app.get(
    '/sso/oidc/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'The return from the provider',
        querystring: oidcCallbackQuerySchema,
      },
      errorHandler: (err: FastifyError, request, reply) => failSignIn(request, reply, err, 'callback'),
    },
    async (request, reply) => {
      const result = await completeSignIn(
        deps,
        app.authDeps,
        request.query,
        request.cookies[STATE_COOKIE],
        meta(request),
      );
      setAuthCookies(reply, result.tokens, secure);
      reply.clearCookie(STATE_COOKIE, stateCookie);
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/sso/callback?${new URLSearchParams({ redirect_uri: result.redirectPath }).toString()}`);
    },
  );
}
