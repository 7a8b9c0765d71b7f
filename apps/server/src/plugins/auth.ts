import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@talent/contracts';
import { AppError, forbidden, notFound, unauthorized } from '../lib/errors.js';
import type { Mailer } from '../lib/mailer.js';
import { type AuthContext, toAuthContext } from '../modules/auth/auth-context.js';
import { loadSessionUser } from '../modules/auth/auth.repository.js';
import { cookieNames } from '../modules/auth/cookies.js';
import { type AuthDeps, type AuthLimits, DEFAULT_LIMITS } from '../modules/auth/auth.service.js';
import { loadSigningKey } from '../modules/auth/signing-key.js';
import { verifyAccessToken } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking; null for anonymous callers and for tokens that failed. */
    auth: AuthContext | null;
    /** Why a presented token was not accepted, for a precise 401. */
    authFailure: 'expired' | 'invalid' | null;
    /** When the presented access token expires (ms since the epoch); null without one (modules/live). */
    authExpiresAt: number | null;
  }
  interface FastifyInstance {
    authDeps: AuthDeps;
  }
}

export const LOCKED_MESSAGE =
  'Your account is locked. Please contact your organization admin in order to view the content.';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+([\w.-]+)$/i.exec(header);
  return match?.[1];
}

/**
 * The web app's built files (/assets/…, /favicon.svg): the same bytes for everyone, so nobody's
 * session is looked up for them. A page load fetches some 90 of them with the session cookie, and
 * each lookup (a token check and a database read, one at a time on the embedded database) held back
 * the session check and the screen's first data behind them (issue 25, bench/README.md).
 */
export function isStaticFile(url: string): boolean {
  if (url.startsWith('/assets/')) return true;
  return /^\/[\w.-]+\.(?:svg|png|ico|webmanifest)(?:\?|$)/.test(url);
}

/**
 * Cross-site request forgery: a state change from a browser must come from our own origin. The
 * Origin header (sent by browsers on every cross-origin request and on same-origin POSTs) must name
 * this host or the public URL; without it, Sec-Fetch-Site must not say cross-site.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (origin === publicOrigin) return false;
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { issuer: string; mailer: Mailer; limits?: Partial<AuthLimits> }) => {
    await app.register(cookie);
    const key = await loadSigningKey(app.database.db);
    app.decorate('authDeps', {
      db: app.database.db,
      key,
      issuer: opts.issuer,
      log: app.log,
      limits: { ...DEFAULT_LIMITS, ...opts.limits },
      mailer: opts.mailer,
    });
    const sessionMaxAgeSeconds = app.authDeps.limits.sessionMaxAgeSeconds;
    app.decorateRequest('auth', null);
    app.decorateRequest('authFailure', null);
    app.decorateRequest('authExpiresAt', null);
    const publicOrigin = new URL(opts.issuer).origin;
    // on https only the __Host- cookie counts: a plain access_token may have been planted over http
    const accessCookie = cookieNames(new URL(opts.issuer).protocol === 'https:').accessToken;

    app.addHook('onRequest', async (request) => {
      if (UNSAFE_METHODS.has(request.method) && isCrossSite(request, publicOrigin)) {
        request.log.warn(
          { event: 'csrf_refused', origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
          'cross-site state change refused',
        );
        throw new AppError(403, 'cross_site', 'This request did not come from this site.');
      }
      if (isStaticFile(request.url)) return;
      const token = bearerToken(request) ?? request.cookies[accessCookie];
      if (token === undefined || token === '') return;
      const verified = await verifyAccessToken(key, opts.issuer, token);
      if (!verified.ok) {
        request.authFailure = verified.reason;
        return;
      }
      const row = await loadSessionUser(
        app.database.db,
        verified.claims.uid,
        verified.claims.sid,
        sessionMaxAgeSeconds,
      );
      if (row === undefined) {
        request.authFailure = 'invalid';
        return;
      }
      request.auth = toAuthContext(row);
      request.authExpiresAt = verified.expiresAt;
    });

    // what a session sees is that person's: no browser or proxy cache may keep it (ASVS 14.3.2)
    app.addHook('onSend', async (request, reply) => {
      if (request.auth !== null && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
);

function deny(request: FastifyRequest, error: AppError): never {
  request.log.info(
    {
      event: 'access_denied',
      status: error.statusCode,
      code: error.code,
      userId: request.auth?.userId ?? null,
    },
    'authorisation failed',
  );
  throw error;
}

/** What a guard of requireUser or requireRole asks of the caller. */
export interface GuardRequirement {
  /** A locked account passes too. */
  allowLocked: boolean;
  /** One of these roles is needed; absent: any signed-in account. */
  roles?: readonly Role[];
}

const GUARDS = new WeakMap<object, GuardRequirement>();

function guard(
  requirement: GuardRequirement,
  handler: preHandlerAsyncHookHandler,
): preHandlerAsyncHookHandler {
  GUARDS.set(handler, requirement);
  return handler;
}

/**
 * What a route's preHandler (one hook or a list) asks of the caller: the sign-in guards made by
 * requireUser and requireRole are known by identity, so the OpenAPI document can state every
 * route's security from the route itself (lib/openapi-document.ts). Undefined: no guard, public.
 */
export function guardRequirementOf(preHandler: unknown): GuardRequirement | undefined {
  const hooks: unknown[] = Array.isArray(preHandler) ? preHandler : [preHandler];
  for (const hook of hooks) {
    const found = typeof hook === 'function' ? GUARDS.get(hook) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The caller must be signed in; a locked account may reach only routes that allow it. */
export function requireUser(options: { allowLocked?: boolean } = {}): preHandlerAsyncHookHandler {
  return guard(
    { allowLocked: options.allowLocked === true },
    async function requireUserGuard(request, _reply) {
      if (request.auth === null) {
        deny(
          request,
          unauthorized(request.authFailure === 'expired' ? 'Your session has expired.' : 'Please sign in.'),
        );
      }
      if (request.auth.locked && options.allowLocked !== true) {
        deny(request, new AppError(403, 'locked', LOCKED_MESSAGE));
      }
    },
  );
}

/**
 * The caller must hold one of these roles (platform roles, or a role in any organisation). Only the
 * roles named count: an organisation's plain `member` passes no guard that does not name `member`.
 */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  const signedIn = requireUser();
  return guard({ allowLocked: false, roles }, async function requireRoleGuard(request, reply) {
    await signedIn.call(this, request, reply);
    if (!request.auth?.roles.some((r) => roles.includes(r))) {
      deny(request, forbidden('Your account does not have access to this.'));
    }
  });
}

/** The organisations in which the caller holds one of these roles. */
export function organisationsWithRole(auth: AuthContext, roles: readonly Role[]): string[] {
  return auth.organisations.filter((o) => o.roles.some((r) => roles.includes(r))).map((o) => o.id);
}

/**
 * The caller's access to something of `organisationId`: another organisation's things do not
 * exist for them (404 naming `what`, never 403); a member without one of `roles` gets 403 with
 * `refusal`.
 */
export function assertOrganisationRole(
  auth: AuthContext,
  organisationId: string,
  roles: readonly Role[],
  what: string,
  refusal: string,
): void {
  const held = auth.organisations.find((o) => o.id === organisationId)?.roles ?? [];
  if (held.length === 0) throw notFound(what);
  if (!held.some((r) => roles.includes(r))) throw forbidden(refusal);
}

/**
 * The organisation a call works for, among those in which the caller holds one of `roles`: the
 * one named (another's does not exist for them: 404), else the caller's only one (none: 404). A
 * caller of several who names none gets `several()`: the call must say which.
 */
export function callerOrganisation(
  auth: AuthContext,
  roles: readonly Role[],
  named: string | undefined,
  several: () => AppError = () => notFound('Organisation'),
): string {
  const mine = organisationsWithRole(auth, roles);
  if (named !== undefined) {
    if (!mine.includes(named)) throw notFound('Organisation');
    return named;
  }
  const [only, ...others] = mine;
  if (only === undefined) throw notFound('Organisation');
  if (others.length > 0) throw several();
  return only;
}

/** The signed-in caller, for handlers behind requireUser or requireRole. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (request.auth === null) throw unauthorized();
  return request.auth;
}
