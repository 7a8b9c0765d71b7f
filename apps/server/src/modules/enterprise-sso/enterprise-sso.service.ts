import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { IdentityProvider, IdpDiscoveryResponse, RegisterIdentityProviderBody } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { organisationsWithRole } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/auth-context.js';
import { writeAudit } from '../auth/auth.repository.js';
import { type AuthDeps, type ClientMeta, type IssuedTokens, startSession } from '../auth/auth.service.js';
import {
  deleteIdentityProvider,
  findAccountByEmail,
  findEnabledProvider,
  findEnabledProviderByDomain,
  findOrganisationProvider,
  findTakenDomains,
  insertIdentityProvider,
  insertPasswordlessJobSeeker,
  issuerRegistered,
  listIdentityProviders,
  lockDomainRegistrations,
} from './enterprise-sso.repository.js';
import { type OidcClient, SsoFailure } from './oidc-client.js';
import type { SecretBox } from './secret-box.js';
import {
  codeChallenge,
  openState,
  randomToken,
  sameToken,
  sealState,
  type SignInState,
} from './sign-in-state.js';

export interface SsoDeps {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  secrets: SecretBox;
  oidc: OidcClient;
  /** The product's public origin, without a trailing slash. */
  publicUrl: string;
  /** Key of the sign-in state cookie. */
  stateKey: Uint8Array;
}

const ADMIN_ROLES = ['hr_admin'] as const;

/** Binds a stored client secret to its row: a ciphertext copied to another provider does not decrypt. */
const secretContext = (providerId: string) => `identity_providers:${providerId}`;

function toIdentityProvider(row: {
  id: string;
  organisationId: string;
  issuer: string;
  clientId: string;
  emailDomains: string[];
  enabled: boolean;
  createdAt: Date;
}): IdentityProvider {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function requireOrganisationAdmin(auth: AuthContext, organisationId: string): void {
  if (!organisationsWithRole(auth, ADMIN_ROLES).includes(organisationId)) {
    throw forbidden('Only an admin of this organisation may manage its sign-in.');
  }
}

export async function registerIdentityProvider(
  deps: SsoDeps,
  auth: AuthContext,
  body: RegisterIdentityProviderBody,
  requestId: string,
): Promise<IdentityProvider> {
  requireOrganisationAdmin(auth, body.organisationId);
  // plain http is for a provider on this machine during development, never beside an https product
  if (body.issuer.startsWith('http://') && deps.publicUrl.startsWith('https://')) {
    throw new AppError(400, 'insecure_issuer', 'The identity provider must be reached over https.');
  }
  const id = randomUUID();
  const created = await deps.db.transaction().execute(async (trx) => {
    await lockDomainRegistrations(trx);
    const taken = await findTakenDomains(trx, body.emailDomains);
    if (taken.length > 0) {
      throw new AppError(
        409,
        'domain_taken',
        `Another identity provider already signs in ${taken.join(', ')}. Each e-mail domain can have one.`,
      );
    }
    if (await issuerRegistered(trx, body.organisationId, body.issuer)) {
      throw new AppError(409, 'issuer_taken', 'This organisation has already registered this issuer.');
    }
    const row = await insertIdentityProvider(trx, {
      id,
      organisationId: body.organisationId,
      issuer: body.issuer,
      clientId: body.clientId,
      clientSecretEncrypted: deps.secrets.encrypt(body.clientSecret, secretContext(id)),
      emailDomains: body.emailDomains,
    });
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'identity_provider.create',
      targetType: 'identity_provider',
      targetId: id,
      details: { organisationId: body.organisationId, issuer: body.issuer, emailDomains: body.emailDomains },
      requestId,
    });
    return row;
  });
  deps.log.info(
    { event: 'identity_provider_registered', identityProviderId: id, organisationId: body.organisationId },
    'identity provider registered',
  );
  return toIdentityProvider(created);
}

export async function listOrganisationProviders(
  deps: SsoDeps,
  auth: AuthContext,
  organisationId: string,
): Promise<IdentityProvider[]> {
  requireOrganisationAdmin(auth, organisationId);
  return (await listIdentityProviders(deps.db, organisationId)).map(toIdentityProvider);
}

/** Removes a provider; the sessions opened through it end with it (the foreign key cascades). */
export async function removeIdentityProvider(
  deps: SsoDeps,
  auth: AuthContext,
  id: string,
  requestId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const provider = await findOrganisationProvider(trx, id, organisationsWithRole(auth, ADMIN_ROLES));
    if (provider === undefined) throw notFound('Identity provider');
    await deleteIdentityProvider(trx, id);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'identity_provider.delete',
      targetType: 'identity_provider',
      targetId: id,
      details: { organisationId: provider.organisationId, issuer: provider.issuer },
      requestId,
    });
  });
  deps.log.info({ event: 'identity_provider_removed', identityProviderId: id }, 'identity provider removed');
}

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * Where to return after sign-in: a path on this origin, never another site (an open redirect would
 * hand the freshly signed-in browser to anyone who crafted the link).
 */
export function safeRedirectPath(publicUrl: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') return '/';
  const raw = value.trim();
  if (raw.startsWith('//') || raw.includes('\\')) return '/';
  try {
    const base = new URL(publicUrl);
    const url = new URL(raw, base);
    if (url.origin !== base.origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

function startUrlFor(email: string, redirectPath: string | undefined): string {
  const query = new URLSearchParams({ email });
  if (redirectPath !== undefined) query.set('redirect_uri', redirectPath);
  return `/sso/oidc/start?${query.toString()}`;
}

/** The login page asks whether this address signs in through its organisation. */
export async function discoverIdentityProvider(
  deps: SsoDeps,
  email: string,
  redirectUri: string | undefined,
): Promise<IdpDiscoveryResponse> {
  const provider = await findEnabledProviderByDomain(deps.db, domainOf(email));
  if (provider === undefined) return { enterprise: false, startUrl: null, organisationName: null };
  return {
    enterprise: true,
    startUrl: startUrlFor(
      email,
      redirectUri === undefined ? undefined : safeRedirectPath(deps.publicUrl, redirectUri),
    ),
    organisationName: provider.organisationName,
  };
}

export const callbackUrl = (publicUrl: string) => `${publicUrl}/sso/oidc/callback`;

const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/;

/** The first step: to the organisation's provider with a fresh state, nonce and PKCE challenge. */
export async function beginSignIn(
  deps: SsoDeps,
  query: { email?: string | undefined; redirect_uri?: string | undefined },
): Promise<{ kind: 'no_provider' } | { kind: 'redirect'; location: string; stateCookie: string }> {
  const email = query.email?.trim() ?? '';
  if (email.length > 254 || !EMAIL_SHAPE.test(email)) return { kind: 'no_provider' };
  const provider = await findEnabledProviderByDomain(deps.db, domainOf(email));
  if (provider === undefined) return { kind: 'no_provider' };
  const metadata = await deps.oidc.discover(provider.issuer);
  const state: SignInState = {
    state: randomToken(),
    nonce: randomToken(),
    codeVerifier: randomToken(),
    redirectPath: safeRedirectPath(deps.publicUrl, query.redirect_uri),
    identityProviderId: provider.id,
  };
  const location = new URL(metadata.authorizationEndpoint);
  for (const [key, value] of Object.entries({
    response_type: 'code',
    scope: 'openid email profile',
    client_id: provider.clientId,
    redirect_uri: callbackUrl(deps.publicUrl),
    state: state.state,
    nonce: state.nonce,
    code_challenge: codeChallenge(state.codeVerifier),
    code_challenge_method: 'S256',
    login_hint: email,
  })) {
    location.searchParams.set(key, value);
  }
  return {
    kind: 'redirect',
    location: location.toString(),
    stateCookie: await sealState(deps.stateKey, state),
  };
}

function stringClaim(claims: Record<string, unknown>, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function displayName(claims: Record<string, unknown>, email: string): string {
  const given = [stringClaim(claims, 'given_name'), stringClaim(claims, 'family_name')]
    .filter(Boolean)
    .join(' ');
  const name = stringClaim(claims, 'name') ?? (given !== '' ? given : email.slice(0, email.lastIndexOf('@')));
  return name.slice(0, 200);
}

async function findOrCreateUser(
  db: Kysely<DB>,
  email: string,
  fullName: string,
  organisationId: string,
): Promise<{ id: string; subject: string; email: string; fullName: string; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const existing = await findAccountByEmail(trx, email, organisationId);
    if (existing === undefined) {
      const created = await insertPasswordlessJobSeeker(trx, { email, fullName });
      if (created !== undefined) return { ...created, email, fullName, created: true };
    }
    const account = existing ?? (await findAccountByEmail(trx, email, organisationId));
    if (account === undefined) throw new SsoFailure('user_not_created');
    if (account.deletedAt !== null) throw new SsoFailure('user_deleted');
    // an organisation's provider vouches for its own people only: never for a platform admin or
    // for someone who works for another organisation, whatever domain their address is on
    if (account.protected) throw new SsoFailure('account_protected');
    return {
      id: account.id,
      subject: account.subject,
      email: account.email,
      fullName: account.fullName,
      created: false,
    };
  });
}

/** The return from the provider: checks everything, then opens a session like a password sign-in does. */
export async function completeSignIn(
  deps: SsoDeps,
  authDeps: AuthDeps,
  query: {
    code?: string | undefined;
    state?: string | undefined;
    iss?: string | undefined;
    error?: string | undefined;
  },
  sealedState: string | undefined,
  meta: ClientMeta,
): Promise<{ tokens: IssuedTokens; redirectPath: string; userId: string; identityProviderId: string }> {
  if (sealedState === undefined || sealedState === '') throw new SsoFailure('state_cookie_missing');
  const saved = await openState(deps.stateKey, sealedState);
  if (saved === undefined) throw new SsoFailure('state_cookie_invalid');
  if (query.state === undefined || !sameToken(query.state, saved.state))
    throw new SsoFailure('state_mismatch');
  if (query.error !== undefined) throw new SsoFailure('provider_error', query.error.slice(0, 100));
  if (query.code === undefined || query.code === '') throw new SsoFailure('code_missing');

  const provider = await findEnabledProvider(deps.db, saved.identityProviderId);
  if (provider === undefined) throw new SsoFailure('provider_gone');
  // RFC 9207: a provider that names itself must be the one this sign-in went to
  if (query.iss !== undefined && query.iss !== provider.issuer) throw new SsoFailure('issuer_mismatch');
  const metadata = await deps.oidc.discover(provider.issuer);
  let clientSecret: string;
  try {
    clientSecret = deps.secrets.decrypt(provider.clientSecretEncrypted, secretContext(provider.id));
  } catch (err) {
    throw new SsoFailure('client_secret_unreadable', err instanceof Error ? err.message : undefined);
  }
  const { idToken, accessToken } = await deps.oidc.exchangeCode(
    metadata,
    { clientId: provider.clientId, clientSecret },
    { code: query.code, redirectUri: callbackUrl(deps.publicUrl), codeVerifier: saved.codeVerifier },
  );
  const claims: Record<string, unknown> = {
    ...(await deps.oidc.verifyIdToken(metadata, idToken, {
      clientId: provider.clientId,
      nonce: saved.nonce,
    })),
  };
  const emailFrom =
    stringClaim(claims, 'email') === undefined && accessToken !== undefined ? 'userinfo' : 'id_token';
  if (emailFrom === 'userinfo' && accessToken !== undefined) {
    // some providers keep the ID token thin and give the profile claims at the UserInfo endpoint
    const info = await deps.oidc.userinfo(metadata, accessToken);
    if (info.sub !== claims.sub) throw new SsoFailure('userinfo_subject_mismatch');
    for (const name of ['email', 'email_verified', 'name', 'given_name', 'family_name']) {
      if (claims[name] === undefined && info[name] !== undefined) claims[name] = info[name];
    }
  }
  const email = stringClaim(claims, 'email');
  if (email === undefined || email.length > 254 || !EMAIL_SHAPE.test(email))
    throw new SsoFailure('email_missing');
  if (claims.email_verified === false) throw new SsoFailure('email_unverified');
  if (!provider.emailDomains.includes(domainOf(email)))
    throw new SsoFailure('email_domain_not_served', domainOf(email));

  const user = await findOrCreateUser(deps.db, email, displayName(claims, email), provider.organisationId);
  const tokens = await startSession(authDeps, user, {
    ...meta,
    authMethod: 'oidc',
    identityProviderId: provider.id,
  });
  deps.log.info(
    {
      event: 'sign_in',
      method: 'oidc',
      userId: user.id,
      identityProviderId: provider.id,
      accountCreated: user.created,
      emailFrom,
      ip: meta.ip,
    },
    'signed in through the organisation',
  );
  return { tokens, redirectPath: saved.redirectPath, userId: user.id, identityProviderId: provider.id };
}
