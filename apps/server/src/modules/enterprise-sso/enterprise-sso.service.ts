import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  IdentityProvider,
  IdpDiscoveryResponse,
  OrganisationDomain,
  OrganisationDomainBody,
  PendingSsoLink,
  RegisterIdentityProviderBody,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { organisationsWithRole } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/auth-context.js';
import { writeAudit } from '../auth/auth.repository.js';
import {
  type AuthDeps,
  type ClientMeta,
  type IssuedTokens,
  startSession,
  verifyPasswordSignIn,
} from '../auth/auth.service.js';
import { findVerification, type DomainVerifier, verificationInstructions } from './domain-verifier.js';
import {
  claimDomainCheck,
  deleteIdentityProvider,
  domainVerifiedElsewhere,
  domainVerifiedFor,
  findAccount,
  findEnabledProvider,
  findEnabledProviderByDomain,
  findLinkedUserId,
  findOrganisationDomain,
  findOrganisationProvider,
  findTakenDomains,
  insertExternalIdentity,
  insertIdentityProvider,
  insertOrganisationDomains,
  insertPasswordlessJobSeeker,
  issuerRegistered,
  listIdentityProviders,
  listOrganisationDomains,
  lockDomainRegistrations,
  markDomainVerified,
  signedInThroughBefore,
} from './enterprise-sso.repository.js';
import { type OidcClient, SsoFailure } from './oidc-client.js';
import { checkTarget } from './outbound.js';
import type { SecretBox } from './secret-box.js';
import {
  codeChallenge,
  openPendingLink,
  openState,
  type PendingLink,
  randomToken,
  sameToken,
  sealPendingLink,
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
  /** Key of the pending-link cookie. */
  linkKey: Uint8Array;
  /** Checks that an organisation published a domain's token. */
  verifier: DomainVerifier;
  /** How long a pending link waits for the password, in seconds (`SSO_LINK_SECONDS`). */
  linkSeconds: number;
  /** The least time between two checks of one domain (`SSO_DOMAIN_CHECK_INTERVAL_SECONDS`). */
  domainCheckIntervalSeconds: number;
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
  await checkIssuerAddress(deps, body.issuer);
  const id = randomUUID();
  const created = await deps.db.transaction().execute(async (trx) => {
    await lockDomainRegistrations(trx);
    const taken = await findTakenDomains(trx, body.organisationId, body.emailDomains);
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
    // each domain waits for its organisation to prove it owns it
    await insertOrganisationDomains(
      trx,
      body.organisationId,
      body.emailDomains.map((domain) => ({ domain, verificationToken: newVerificationToken() })),
    );
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

function fieldError(code: string, field: string, message: string): AppError {
  return new AppError(400, code, message, {}, [{ field, message }]);
}

/**
 * The issuer must be an address this server may call: https (plain http only to this machine, and
 * only where `SSO_ALLOW_INSECURE_LOOPBACK` allows it), and never a private, loopback, link-local or
 * metadata address, also once its name is resolved. Every request to it is checked again.
 */
async function checkIssuerAddress(deps: SsoDeps, issuer: string): Promise<void> {
  if (issuer.startsWith('http://') && !deps.oidc.policy.allowInsecureLoopback) {
    throw fieldError('insecure_issuer', 'body.issuer', 'The identity provider must be reached over https.');
  }
  const checked = await checkTarget(issuer, deps.oidc.policy);
  if (!checked.ok) {
    throw fieldError(
      'issuer_not_allowed',
      'body.issuer',
      'The identity provider must be on the public internet: private, loopback, link-local and metadata addresses are refused.',
    );
  }
}

/** 192 random bits, URL- and DNS-safe. */
function newVerificationToken(): string {
  return randomBytes(24).toString('base64url');
}

function toOrganisationDomain(row: {
  organisationId: string;
  domain: string;
  verificationToken: string;
  verifiedAt: Date | null;
  verificationMethod: 'dns_txt' | 'well_known' | 'admin' | null;
  lastCheckedAt: Date | null;
}): OrganisationDomain {
  return {
    domain: row.domain,
    organisationId: row.organisationId,
    verified: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    verificationMethod: row.verificationMethod,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    verification: verificationInstructions(row.domain, row.verificationToken),
  };
}

/** The domains an organisation's providers claim, each with its state and what to publish. */
export async function listDomains(
  deps: SsoDeps,
  auth: AuthContext,
  organisationId: string,
): Promise<OrganisationDomain[]> {
  // the platform admin reads them too, to decide on an approval
  if (!auth.roles.includes('admin')) requireOrganisationAdmin(auth, organisationId);
  return (await listOrganisationDomains(deps.db, organisationId)).map(toOrganisationDomain);
}

async function markVerified(
  deps: SsoDeps,
  auth: AuthContext,
  domain: { id: string; organisationId: string; domain: string },
  method: 'dns_txt' | 'well_known' | 'admin',
  requestId: string,
) {
  return deps.db.transaction().execute(async (trx) => {
    await lockDomainRegistrations(trx);
    if (await domainVerifiedElsewhere(trx, domain.organisationId, domain.domain)) {
      throw new AppError(
        409,
        'domain_taken',
        `Another organisation has already verified ${domain.domain}. Each e-mail domain can belong to one.`,
      );
    }
    const row = await markDomainVerified(trx, domain.id, { method, byUserId: auth.userId });
    if (row !== undefined) {
      await writeAudit(trx, {
        actorUserId: auth.userId,
        action: method === 'admin' ? 'organisation_domain.approve' : 'organisation_domain.verify',
        targetType: 'organisation_domain',
        targetId: domain.id,
        details: { organisationId: domain.organisationId, domain: domain.domain, method },
        requestId,
      });
    }
    return row ?? (await findOrganisationDomain(trx, domain.organisationId, domain.domain));
  });
}

/** The organisation's admin asks for a check now: the DNS TXT record, then the file on the web site. */
export async function verifyDomain(
  deps: SsoDeps,
  auth: AuthContext,
  body: OrganisationDomainBody,
  requestId: string,
): Promise<OrganisationDomain> {
  requireOrganisationAdmin(auth, body.organisationId);
  const row = await findOrganisationDomain(deps.db, body.organisationId, body.domain);
  if (row === undefined) throw notFound('Domain');
  if (row.verifiedAt !== null) return toOrganisationDomain(row);
  if (!(await claimDomainCheck(deps.db, row.id, deps.domainCheckIntervalSeconds))) {
    throw new AppError(
      429,
      'too_many_requests',
      'This domain was checked a moment ago. Please wait a little before checking again.',
      { 'retry-after': String(deps.domainCheckIntervalSeconds) },
    );
  }
  const method = await findVerification(deps.verifier, row.domain, row.verificationToken);
  deps.log.info(
    {
      event: 'domain_check',
      organisationId: row.organisationId,
      domain: row.domain,
      verified: method !== undefined,
      method: method ?? null,
    },
    'organisation domain checked',
  );
  if (method === undefined) {
    const checked = await findOrganisationDomain(deps.db, body.organisationId, body.domain);
    return toOrganisationDomain(checked ?? row);
  }
  const verified = await markVerified(deps, auth, row, method, requestId);
  return toOrganisationDomain(verified ?? row);
}

/** The platform admin vouches for an organisation's domain (checked by other means). */
export async function approveDomain(
  deps: SsoDeps,
  auth: AuthContext,
  body: OrganisationDomainBody,
  requestId: string,
): Promise<OrganisationDomain> {
  if (!auth.roles.includes('admin')) throw forbidden('Only the platform admin may approve a domain.');
  const row = await findOrganisationDomain(deps.db, body.organisationId, body.domain);
  if (row === undefined) throw notFound('Domain');
  if (row.verifiedAt !== null) return toOrganisationDomain(row);
  const verified = await markVerified(deps, auth, row, 'admin', requestId);
  deps.log.info(
    { event: 'domain_approved', organisationId: row.organisationId, domain: row.domain, by: auth.userId },
    'organisation domain approved',
  );
  return toOrganisationDomain(verified ?? row);
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

type Account = { id: string; subject: string; email: string; fullName: string };

type AccountOutcome =
  | { kind: 'account'; user: Account; created: boolean; linkedBy: 'created' | 'legacy' | null }
  | { kind: 'link_required'; userId: string };

/** An account an organisation's provider may never sign in as. */
function refuseOffLimits(account: { deletedAt: Date | null; protected: boolean }): void {
  if (account.deletedAt !== null) throw new SsoFailure('user_deleted');
  // an organisation's provider vouches for its own people only: never for a platform admin or
  // for someone who works for another organisation, whatever domain their address is on
  if (account.protected) throw new SsoFailure('account_protected');
}

/**
 * Which account the provider's person signs in as. A subject linked before signs in as its
 * account; an address without an account gets a new one, linked; an existing account that is not
 * linked is never taken over on the provider's word: its owner must prove it with its password.
 */
async function resolveAccount(
  db: Kysely<DB>,
  provider: { id: string; organisationId: string },
  identity: { subject: string; email: string; fullName: string },
): Promise<AccountOutcome> {
  return db.transaction().execute(async (trx) => {
    const linkedUserId = await findLinkedUserId(trx, provider.id, identity.subject);
    if (linkedUserId !== undefined) {
      const linked = await findAccount(trx, { id: linkedUserId }, provider.organisationId);
      if (linked === undefined) throw new SsoFailure('user_not_found');
      refuseOffLimits(linked);
      return { kind: 'account', user: linked, created: false, linkedBy: null };
    }
    const existing = await findAccount(trx, { email: identity.email }, provider.organisationId);
    if (existing === undefined) {
      const created = await insertPasswordlessJobSeeker(trx, {
        email: identity.email,
        fullName: identity.fullName,
      });
      if (created !== undefined) {
        await insertExternalIdentity(trx, {
          identityProviderId: provider.id,
          subject: identity.subject,
          userId: created.id,
          linkedBy: 'created',
        });
        return {
          kind: 'account',
          user: { ...created, email: identity.email, fullName: identity.fullName },
          created: true,
          linkedBy: 'created',
        };
      }
    }
    // made by a simultaneous first sign-in, or there before
    const account = existing ?? (await findAccount(trx, { email: identity.email }, provider.organisationId));
    if (account === undefined) throw new SsoFailure('user_not_created');
    refuseOffLimits(account);
    if (!account.hasPassword && (await signedInThroughBefore(trx, account.id, provider.id))) {
      // made through this same provider before linked identities were kept (migration 0007)
      await insertExternalIdentity(trx, {
        identityProviderId: provider.id,
        subject: identity.subject,
        userId: account.id,
        linkedBy: 'legacy',
      });
      return { kind: 'account', user: account, created: false, linkedBy: 'legacy' };
    }
    return { kind: 'link_required', userId: account.id };
  });
}

export type SignInOutcome =
  | {
      kind: 'signed_in';
      tokens: IssuedTokens;
      redirectPath: string;
      userId: string;
      identityProviderId: string;
    }
  | { kind: 'link_required'; linkCookie: string };

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
): Promise<SignInOutcome> {
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
  if (!(await domainVerifiedFor(deps.db, provider.organisationId, domainOf(email))))
    throw new SsoFailure('email_domain_not_verified', domainOf(email));
  const subject = stringClaim(claims, 'sub');
  if (subject === undefined || subject.length > 255) throw new SsoFailure('subject_invalid');

  const outcome = await resolveAccount(deps.db, provider, {
    subject,
    email,
    fullName: displayName(claims, email),
  });
  if (outcome.kind === 'link_required') {
    deps.log.info(
      {
        event: 'sso_link_required',
        userId: outcome.userId,
        identityProviderId: provider.id,
        ip: meta.ip,
      },
      'an existing account must confirm the link to the organisation',
    );
    const pending: PendingLink = {
      identityProviderId: provider.id,
      subject,
      userId: outcome.userId,
      email,
      redirectPath: saved.redirectPath,
    };
    return {
      kind: 'link_required',
      linkCookie: await sealPendingLink(deps.linkKey, pending, deps.linkSeconds),
    };
  }
  const user = outcome.user;
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
      accountCreated: outcome.created,
      linkedBy: outcome.linkedBy,
      emailFrom,
      ip: meta.ip,
    },
    'signed in through the organisation',
  );
  return {
    kind: 'signed_in',
    tokens,
    redirectPath: saved.redirectPath,
    userId: user.id,
    identityProviderId: provider.id,
  };
}

/** The pending link, with what the link page shows; 404 when there is none (expired, or never). */
async function pendingLinkContext(deps: SsoDeps, sealed: string | undefined) {
  const pending = await openPendingLink(deps.linkKey, sealed);
  if (pending === undefined)
    throw new AppError(
      404,
      'no_pending_link',
      'There is no sign-in waiting to be linked. Please sign in again.',
    );
  const provider = await findEnabledProvider(deps.db, pending.identityProviderId);
  if (provider === undefined)
    throw new AppError(404, 'no_pending_link', 'This organisation’s sign-in is no longer available.');
  const account = await findAccount(deps.db, { id: pending.userId }, provider.organisationId);
  if (account === undefined || account.deletedAt !== null)
    throw new AppError(404, 'no_pending_link', 'This account no longer exists.');
  return { pending, provider, account };
}

export async function describePendingLink(
  deps: SsoDeps,
  sealed: string | undefined,
): Promise<PendingSsoLink> {
  const { pending, provider, account } = await pendingLinkContext(deps, sealed);
  return { email: pending.email, organisationName: provider.organisationName, canLink: account.hasPassword };
}

/**
 * The owner of an existing account proves it with the account's password; then the provider's
 * subject is linked to it (later sign-ins through the provider go straight in) and a session opens
 * as if the provider had signed them in.
 */
export async function confirmPendingLink(
  deps: SsoDeps,
  authDeps: AuthDeps,
  sealed: string | undefined,
  password: string,
  meta: ClientMeta,
  requestId: string,
): Promise<{ tokens: IssuedTokens; redirectPath: string; userId: string }> {
  const { pending, provider, account } = await pendingLinkContext(deps, sealed);
  if (account.protected) {
    throw new AppError(
      403,
      'account_protected',
      'This account cannot sign in through an organisation’s provider.',
    );
  }
  if (!account.hasPassword) {
    throw new AppError(
      409,
      'no_password',
      'This account has no password, so it cannot be linked here. Please contact support.',
    );
  }
  if (!(await domainVerifiedFor(deps.db, provider.organisationId, domainOf(pending.email)))) {
    throw new AppError(404, 'no_pending_link', 'This organisation’s sign-in is no longer available.');
  }
  // the sign-in limits of the password form apply here too; a wrong password is invalid_grant
  const user = await verifyPasswordSignIn(authDeps, { username: account.email, password }, meta);
  if (user.id !== pending.userId) {
    throw new AppError(400, 'invalid_grant', 'The e-mail address or password is not correct.');
  }
  await deps.db.transaction().execute(async (trx) => {
    await insertExternalIdentity(trx, {
      identityProviderId: provider.id,
      subject: pending.subject,
      userId: user.id,
      linkedBy: 'password',
    });
    await writeAudit(trx, {
      actorUserId: user.id,
      action: 'external_identity.link',
      targetType: 'user',
      targetId: user.id,
      details: { identityProviderId: provider.id, organisationId: provider.organisationId },
      requestId,
    });
  });
  const tokens = await startSession(authDeps, user, {
    ...meta,
    authMethod: 'oidc',
    identityProviderId: provider.id,
  });
  deps.log.info(
    { event: 'sso_linked', userId: user.id, identityProviderId: provider.id, ip: meta.ip },
    'account linked to the organisation’s sign-in',
  );
  return { tokens, redirectPath: pending.redirectPath, userId: user.id };
}
