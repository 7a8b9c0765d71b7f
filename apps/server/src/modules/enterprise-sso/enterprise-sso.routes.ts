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
  organisationDomainBodySchema,
  organisationDomainListQuerySchema,
  organisationDomainListResponseSchema,
  organisationDomainSchema,
  pendingSsoLinkSchema,
  registerIdentityProviderBodySchema,
  removeIdentityProviderResponseSchema,
  ssoLinkBodySchema,
  ssoLinkResponseSchema,
} from '@talent/contracts';
import { redirectResponse } from '../../lib/openapi-document.js';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { cookieNames, setAuthCookies } from '../auth/cookies.js';
import { AppError } from '../../lib/errors.js';
import { clientMeta } from '../auth/audit-source.js';
import { createDomainVerifier, type DomainVerifier } from './domain-verifier.js';
import {
  approveDomain,
  beginSignIn,
  completeSignIn,
  confirmPendingLink,
  describePendingLink,
  discoverIdentityProvider,
  listDomains,
  listOrganisationProviders,
  registerIdentityProvider,
  removeIdentityProvider,
  type SsoDeps,
  verifyDomain,
} from './enterprise-sso.service.js';
import { OidcClient, SsoFailure } from './oidc-client.js';
import type { HostResolver } from './outbound.js';
import { loadSecretBox } from './secret-box.js';
import { LINK_COOKIE, STATE_COOKIE_PATH, STATE_SECONDS } from './sign-in-state.js';

export interface EnterpriseSsoOptions {
  publicUrl: string;
  /** The data key (base64, 32 bytes) from `SSO_SECRET_KEY`; unset: a key kept in the database. */
  secretKey?: string | undefined;
  /** Plain http to loopback providers (`SSO_ALLOW_INSECURE_LOOPBACK`); default false. */
  allowInsecureLoopback?: boolean;
  /** The longest a call to a provider or a domain may take (`SSO_HTTP_TIMEOUT_MS`). */
  httpTimeoutMs?: number;
  /** The largest answer read from one (`SSO_HTTP_MAX_BYTES`). */
  httpMaxBytes?: number;
  /** How long a pending link waits for the password (`SSO_LINK_SECONDS`). */
  linkSeconds?: number;
  /** The least time between two checks of one domain (`SSO_DOMAIN_CHECK_INTERVAL_SECONDS`). */
  domainCheckIntervalSeconds?: number;
  /** Tests: how host names resolve, and how domains are checked. */
  resolve?: HostResolver;
  domainVerifier?: DomainVerifier;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

const LINK_PAGE = '/sso/link';

const FAILED = '/sso/login?error=enterprise_failed';
/** The account's deletion was asked for: only the link in its mail brings it back (not a sign-in). */
const DELETION_PENDING = '/sso/login?error=account_deletion_pending';
const NO_PROVIDER = '/sso/login?error=no_provider';

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
  const oidc = new OidcClient({
    allowInsecureLoopback: opts.allowInsecureLoopback ?? false,
    ...(opts.httpTimeoutMs !== undefined ? { timeoutMs: opts.httpTimeoutMs } : {}),
    ...(opts.httpMaxBytes !== undefined ? { maxBytes: opts.httpMaxBytes } : {}),
    ...(opts.resolve !== undefined ? { resolve: opts.resolve } : {}),
  });
  app.log.info(
    { event: 'sso_outbound_policy', allowInsecureLoopback: oidc.policy.allowInsecureLoopback },
    'enterprise sign-in: calls to providers and domains are checked',
  );
  const linkSeconds = opts.linkSeconds ?? 600;
  const deps: SsoDeps = {
    db: app.database.db,
    log: app.log,
    secrets,
    oidc,
    publicUrl,
    stateKey: secrets.deriveKey('sso-oidc-state-cookie'),
    linkKey: secrets.deriveKey('sso-oidc-link-cookie'),
    verifier: opts.domainVerifier ?? createDomainVerifier(oidc.policy),
    linkSeconds,
    domainCheckIntervalSeconds: opts.domainCheckIntervalSeconds ?? 10,
  };
  const stateCookie = { httpOnly: true, sameSite: 'lax' as const, secure, path: STATE_COOKIE_PATH };
  // __Secure- on https, like the session cookies (cookies.ts)
  const stateCookieName = cookieNames(secure).oidcState;
  const linkCookieName = secure ? `__Secure-${LINK_COOKIE}` : LINK_COOKIE;

  /**
   * Browser navigations end on the login page with a generic error (or, for an account being
   * deleted, that it is); the reason goes to the log only.
   */
  function failSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    err: unknown,
    step: 'start' | 'callback',
  ) {
    const pending = err instanceof AppError && err.code === 'account_deletion_pending';
    const expected = err instanceof SsoFailure || pending;
    const reason = err instanceof SsoFailure ? err.message : pending ? 'deletion_pending' : 'unexpected';
    const level = expected ? 'warn' : 'error';
    request.log[level](
      { event: 'sign_in_failed', method: 'oidc', step, reason, ...(level === 'error' ? { err } : {}) },
      'enterprise sign-in failed',
    );
    reply.clearCookie(stateCookieName, stateCookie);
    reply.clearCookie(linkCookieName, stateCookie);
    return reply.header('cache-control', 'no-store').redirect(pending ? DELETION_PENDING : FAILED);
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

  const domainPath = `${identityProviderPath}/domain`;

  app.get(
    domainPath,
    {
      schema: {
        tags: ['hr'],
        summary: "The organisation's e-mail domains: verified or not, and what to publish to verify them",
        querystring: organisationDomainListQuerySchema,
        response: { 200: organisationDomainListResponseSchema, ...errors },
      },
      preHandler: requireRole('hr_admin', 'admin'),
    },
    async (request) => ({
      items: await listDomains(deps, currentUser(request), request.query.organisationId),
    }),
  );

  app.post(
    `${domainPath}/verify`,
    {
      schema: {
        tags: ['hr'],
        summary: "Check now for the domain's DNS TXT record or verification file",
        body: organisationDomainBodySchema,
        response: {
          200: organisationDomainSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
      preHandler: requireRole('hr_admin'),
    },
    async (request) => verifyDomain(deps, currentUser(request), request.body, String(request.id)),
  );

  app.post(
    '/elevate-be/rest/api/admin/identity-provider/domain/approve',
    {
      schema: {
        tags: ['admin'],
        summary: "Approve an organisation's e-mail domain without its DNS record or file",
        body: organisationDomainBodySchema,
        response: {
          200: organisationDomainSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
      preHandler: requireRole('admin'),
    },
    async (request) => approveDomain(deps, currentUser(request), request.body, String(request.id)),
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
        response: {
          302: redirectResponse(
            "To the organisation's provider; to the sign-in page when the address has none, or when the request is refused",
          ),
        },
      },
      errorHandler: (err: FastifyError, request, reply) => failSignIn(request, reply, err, 'start'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await beginSignIn(deps, request.query);
      if (outcome.kind === 'no_provider') return reply.redirect(NO_PROVIDER);
      reply.setCookie(stateCookieName, outcome.stateCookie, { ...stateCookie, maxAge: STATE_SECONDS });
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
        response: {
          302: redirectResponse(
            'Signed in: back into the app; to the page that links an existing account; or, when the sign-in failed, to the sign-in page',
          ),
        },
      },
      errorHandler: (err: FastifyError, request, reply) => failSignIn(request, reply, err, 'callback'),
    },
    async (request, reply) => {
      const result = await completeSignIn(
        deps,
        app.authDeps,
        request.query,
        request.cookies[stateCookieName],
        clientMeta(request, secure),
      );
      reply.clearCookie(stateCookieName, stateCookie);
      reply.header('cache-control', 'no-store');
      if (result.kind === 'link_required') {
        // no session yet: the page asks for the existing account's password first
        reply.setCookie(linkCookieName, result.linkCookie, { ...stateCookie, maxAge: linkSeconds });
        return reply.redirect(LINK_PAGE);
      }
      reply.clearCookie(linkCookieName, stateCookie);
      setAuthCookies(reply, result.tokens, secure);
      return reply.redirect(
        `/sso/callback?${new URLSearchParams({ redirect_uri: result.redirectPath }).toString()}`,
      );
    },
  );

  const linkPath = `${STATE_COOKIE_PATH}/link`;

  app.get(
    linkPath,
    {
      schema: {
        tags: ['auth'],
        summary: 'The sign-in waiting for an existing account to confirm the link to its organisation',
        response: { 200: pendingSsoLinkSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return describePendingLink(deps, request.cookies[linkCookieName]);
    },
  );

  app.post(
    linkPath,
    {
      schema: {
        tags: ['auth'],
        summary: "Link the account to the organisation's sign-in with the account's password, and sign in",
        body: ssoLinkBodySchema,
        response: {
          200: ssoLinkResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await confirmPendingLink(
        deps,
        app.authDeps,
        request.cookies[linkCookieName],
        request.body.password,
        clientMeta(request, secure),
        String(request.id),
      );
      setAuthCookies(reply, result.tokens, secure);
      reply.clearCookie(linkCookieName, stateCookie);
      return { redirectPath: result.redirectPath };
    },
  );
}
