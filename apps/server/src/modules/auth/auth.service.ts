import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SignUpBody, UpdatePasswordBody } from '@talent/contracts';
import { checkPasswordStrength } from '@talent/domain';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { recordConsent } from '../account/consents.js';
import type { AuthContext } from './auth-context.js';
import {
  createJobSeeker,
  createSession,
  deletePendingSignups,
  findPasswordHash,
  findRefreshTokenForUpdate,
  findUserByEmail,
  insertPendingSignup,
  insertRefreshToken,
  isKnownClient,
  listOpenSessions,
  markRefreshTokenUsed,
  recordLogin,
  rememberLanguage,
  rememberDevice,
  revokeSession,
  revokeUserSession,
  revokeUserSessions,
  setLocked,
  setPasswordHash,
  takePendingSignup,
  touchSession,
  writeAudit,
  type AuditSource,
} from './auth.repository.js';
import { signupMail, signupTakenMail } from './auth-mails.js';
import { clearLimit, hitLimit } from './rate-limit.js';
import type { SigningKey } from './signing-key.js';
import { hashToken, newRefreshToken, REFRESH_TOKEN_SECONDS, signAccessToken, signIdToken } from './tokens.js';

export type { ClientMeta } from './client-meta.js';
import type { ClientMeta } from './client-meta.js';

export interface AuthDeps {
  db: Kysely<DB>;
  key: SigningKey;
  issuer: string;
  log: FastifyBaseLogger;
  limits: AuthLimits;
  mailer: Mailer;
}

/** The sign-in limits (settings in config.ts; docs/security.md). */
export interface AuthLimits {
  /** Token requests per address per window. */
  perAddress: number;
  perAddressWindowSeconds: number;
  /** Wrong passwords per account per window, counted apart for each browser or address it signed in from before. */
  perAccount: number;
  perAccountWindowSeconds: number;
  /** Current-password checks of a password change per user per window. */
  passwordChecks: number;
  passwordCheckWindowSeconds: number;
  /** A session ends this long after sign-in, however often it is refreshed. */
  sessionMaxAgeSeconds: number;
  /** How long a sign-up's e-mail link works. */
  signupLinkSeconds: number;
  /** How long a password reset's link works. */
  passwordResetLinkSeconds: number;
  /** Password reset requests from one network address in an hour (429 beyond). */
  passwordResetsPerAddressPerHour: number;
  /** Reset and address-change mails one recipient gets in an hour (the rest are not sent; the answer is the same). */
  accountMailsPerRecipientPerHour: number;
  /** How long the link that confirms a new sign-in address works. */
  emailChangeLinkSeconds: number;
}

export const DEFAULT_LIMITS: AuthLimits = {
  perAddress: 30,
  perAddressWindowSeconds: 60,
  perAccount: 5,
  perAccountWindowSeconds: 15 * 60,
  passwordChecks: 5,
  passwordCheckWindowSeconds: 15 * 60,
  sessionMaxAgeSeconds: 30 * 24 * 60 * 60,
  signupLinkSeconds: 24 * 60 * 60,
  passwordResetLinkSeconds: 30 * 60,
  passwordResetsPerAddressPerHour: 20,
  accountMailsPerRecipientPerHour: 3,
  emailChangeLinkSeconds: 24 * 60 * 60,
};

/** An address or browser that signed in to an account within this many days is "known" to it. */
export const KNOWN_CLIENT_DAYS = 90;

/** Sign-up mails to one address per hour, so that nobody can flood someone's inbox through us. */
export const SIGNUP_MAILS_PER_ADDRESS_PER_HOUR = 5;

export interface IssuedTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

const INVALID_CREDENTIALS = 'The e-mail address or password is not correct.';
const INVALID_REFRESH = 'Your session has ended. Please sign in again.';

export const deletionPending = (): AppError =>
  new AppError(
    403,
    'account_deletion_pending',
    'This account is being deleted. To keep it, open the link in the mail we sent when you asked.',
  );

// Unknown accounts are checked against this hash too, so that they cost the same time as a wrong password.
const dummyHash = hashPassword(crypto.randomUUID());

export function tooMany(retryAfterSeconds: number): AppError {
  return new AppError(429, 'too_many_requests', 'Too many attempts. Please wait a moment and try again.', {
    'retry-after': String(retryAfterSeconds),
  });
}

export async function limitAddress(deps: AuthDeps, ip: string): Promise<void> {
  const { hits, retryAfterSeconds } = await hitLimit(
    deps.db,
    `token:ip:${ip}`,
    deps.limits.perAddressWindowSeconds,
  );
  if (hits > deps.limits.perAddress) throw tooMany(retryAfterSeconds);
}

async function issueTokens(
  deps: AuthDeps,
  db: Kysely<DB>,
  user: { id: string; subject: string; email: string; fullName: string },
  sessionId: string,
  sessionStartedAt: Date = new Date(),
): Promise<IssuedTokens> {
  const refreshToken = newRefreshToken();
  const sessionEnds = sessionStartedAt.getTime() + deps.limits.sessionMaxAgeSeconds * 1000;
  await insertRefreshToken(
    db,
    sessionId,
    hashToken(refreshToken),
    new Date(Math.min(Date.now() + REFRESH_TOKEN_SECONDS * 1000, sessionEnds)),
  );
  const accessToken = await signAccessToken(deps.key, deps.issuer, {
    uid: user.id,
    sub: user.subject,
    sid: sessionId,
  });
  const idToken = await signIdToken(deps.key, deps.issuer, {
    sub: user.subject,
    name: user.fullName,
    email: user.email,
  });
  return { accessToken, idToken, refreshToken };
}

/** Opens a session for a user who proved who they are (password or an identity provider). */
export async function startSession(
  deps: AuthDeps,
  user: { id: string; subject: string; email: string; fullName: string },
  meta: ClientMeta & { authMethod: 'password' | 'oidc'; identityProviderId?: string },
): Promise<IssuedTokens> {
  return deps.db.transaction().execute(async (trx) => {
    const state = await trx
      .selectFrom('users')
      .select('deletionRequestedAt')
      .where('id', '=', user.id)
      .executeTakeFirst();
    // an account whose deletion was asked for signs in no more: only the mail's link brings it back
    if (state?.deletionRequestedAt != null) throw deletionPending();
    const sessionId = await createSession(trx, {
      userId: user.id,
      authMethod: meta.authMethod,
      ...(meta.identityProviderId !== undefined ? { identityProviderId: meta.identityProviderId } : {}),
      ...(meta.userAgent !== undefined ? { userAgent: meta.userAgent } : {}),
      ip: meta.ip,
    });
    await recordLogin(trx, user.id, meta.language);
    await writeAudit(trx, {
      actorUserId: user.id,
      action: 'sign_in',
      targetType: 'user',
      targetId: user.id,
      details: { method: meta.authMethod, sessionId },
      ip: meta.ip,
      ...(meta.userAgent !== undefined ? { userAgent: meta.userAgent } : {}),
    });
    return issueTokens(deps, trx, user, sessionId);
  });
}

/**
 * Checks a password sign-in and answers who it is, or throws 400 `invalid_grant` / 429.
 *
 * Each attempt is counted before the password is checked (one atomic increment in the database),
 * so simultaneous guesses cannot all slip under the limit. Wrong passwords are counted per account
 * in two budgets: one for browsers and addresses that signed in to the account before (each its
 * own), one for everyone else. A stranger's guesses use up only the stranger's budget, so the
 * owner can still sign in from their own devices (docs/security.md, "Locking out").
 */
export async function verifyPasswordSignIn(
  deps: AuthDeps,
  credentials: { username: string; password: string },
  meta: ClientMeta,
): Promise<{ id: string; subject: string; email: string; fullName: string; isLocked: boolean }> {
  await limitAddress(deps, meta.ip);
  const email = credentials.username.trim().toLowerCase();
  const user = await findUserByEmail(deps.db, email);
  const deviceHash = meta.deviceId !== undefined ? hashToken(meta.deviceId) : undefined;
  const known =
    user !== undefined &&
    (await isKnownClient(
      deps.db,
      user.id,
      { ip: meta.ip, ...(deviceHash !== undefined ? { deviceHash } : {}) },
      KNOWN_CLIENT_DAYS,
    ));
  const bucket = known
    ? `token:account:${email}:known:${deviceHash !== undefined ? `d:${deviceHash.slice(0, 32)}` : `ip:${meta.ip}`}`
    : `token:account:${email}`;
  const attempt = await hitLimit(deps.db, bucket, deps.limits.perAccountWindowSeconds);
  if (attempt.hits > deps.limits.perAccount) {
    deps.log.warn(
      { event: 'sign_in_blocked', account: email, ip: meta.ip, knownClient: known },
      'sign-in refused: too many failures',
    );
    await auditSignInFailure(deps, user?.id, email, meta, 'sign_in.blocked');
    throw tooMany(attempt.retryAfterSeconds);
  }
  const ok = await verifyPassword(credentials.password, user?.passwordHash ?? (await dummyHash));
  if (user === undefined || user.passwordHash === null || !ok) {
    deps.log.info(
      { event: 'sign_in_failed', account: email, ip: meta.ip, knownClient: known },
      'sign-in failed',
    );
    await auditSignInFailure(deps, user?.id, email, meta, 'sign_in.failed');
    throw new AppError(400, 'invalid_grant', INVALID_CREDENTIALS);
  }
  await clearLimit(deps.db, bucket);
  return {
    id: user.id,
    subject: user.subject,
    email: user.email,
    fullName: user.fullName,
    isLocked: user.isLocked,
  };
}

/** A refused password sign-in, in the audit log: against the account, or the address typed when none has it. */
async function auditSignInFailure(
  deps: AuthDeps,
  userId: string | undefined,
  email: string,
  meta: ClientMeta,
  action: 'sign_in.failed' | 'sign_in.blocked',
): Promise<void> {
  await writeAudit(deps.db, {
    actorUserId: null,
    action,
    targetType: userId !== undefined ? 'user' : 'address',
    targetId: userId ?? email.slice(0, 254),
    ip: meta.ip,
    ...(meta.userAgent !== undefined ? { userAgent: meta.userAgent } : {}),
  });
}

/** Marks this browser as one the user signs in from; answers the device id for its cookie. */
export async function rememberBrowser(
  deps: AuthDeps,
  userId: string,
  deviceId: string | undefined,
): Promise<string> {
  const id = deviceId !== undefined && /^[\w-]{32,64}$/.test(deviceId) ? deviceId : newRefreshToken();
  await rememberDevice(deps.db, userId, hashToken(id));
  return id;
}

export async function passwordGrant(
  deps: AuthDeps,
  credentials: { username: string; password: string },
  meta: ClientMeta,
): Promise<IssuedTokens & { deviceId: string }> {
  const user = await verifyPasswordSignIn(deps, credentials, meta);
  // a locked user may sign in: the app then shows the locked notice and nothing else
  const tokens = await startSession(deps, user, { ...meta, authMethod: 'password' });
  const deviceId = await rememberBrowser(deps, user.id, meta.deviceId);
  deps.log.info({ event: 'sign_in', userId: user.id, locked: user.isLocked, ip: meta.ip }, 'signed in');
  return { ...tokens, deviceId };
}

export async function refreshGrant(
  deps: AuthDeps,
  refreshToken: string | undefined,
  meta: ClientMeta,
): Promise<IssuedTokens> {
  await limitAddress(deps, meta.ip);
  if (refreshToken === undefined) throw new AppError(401, 'invalid_grant', INVALID_REFRESH);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const token = await findRefreshTokenForUpdate(trx, hashToken(refreshToken));
    if (token === undefined || token.revokedAt !== null) return { kind: 'invalid' as const };
    if (token.usedAt !== null) {
      // a refresh token used twice was copied: end the whole session for both holders
      await revokeSession(trx, token.familyId, 'reuse_detected');
      return { kind: 'reused' as const, userId: token.userId, familyId: token.familyId };
    }
    const sessionEnds = token.sessionCreatedAt.getTime() + deps.limits.sessionMaxAgeSeconds * 1000;
    if (token.expiresAt.getTime() <= Date.now() || sessionEnds <= Date.now()) {
      await revokeSession(trx, token.familyId, 'expired');
      return { kind: 'invalid' as const };
    }
    await markRefreshTokenUsed(trx, token.id);
    await touchSession(trx, token.familyId);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'subject', 'email', 'fullName'])
      .where('id', '=', token.userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (user === undefined) return { kind: 'invalid' as const };
    if (meta.language !== undefined) await rememberLanguage(trx, user.id, meta.language);
    return {
      kind: 'ok' as const,
      tokens: await issueTokens(deps, trx, user, token.familyId, token.sessionCreatedAt),
    };
  });
  if (outcome.kind === 'reused') {
    deps.log.warn(
      { event: 'refresh_token_reused', userId: outcome.userId, sessionId: outcome.familyId, ip: meta.ip },
      'refresh token reused: session revoked',
    );
  }
  if (outcome.kind !== 'ok') throw new AppError(401, 'invalid_grant', INVALID_REFRESH);
  return outcome.tokens;
}

/** Ends the session the refresh token belongs to; unknown tokens are ignored (RFC 7009). */
export async function revokeRefreshToken(
  deps: AuthDeps,
  refreshToken: string | undefined,
  auth: AuthContext | null,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (refreshToken !== undefined) {
      const token = await findRefreshTokenForUpdate(trx, hashToken(refreshToken));
      if (token !== undefined) await revokeSession(trx, token.familyId, 'sign_out');
    }
    if (auth !== null) await revokeSession(trx, auth.sessionId, 'sign_out');
  });
}

export async function passwordProblems(
  password: string,
  email?: string,
  fullName?: string,
): Promise<AppError | undefined> {
  const problems = await checkPasswordStrength(password, email, fullName);
  if (problems.length === 0) return undefined;
  const err = new AppError(
    400,
    'weak_password',
    `The password is not strong enough: ${problems.join(', ')}.`,
  );
  return err;
}

/**
 * Sign-up answers the same for a new address and a registered one (nobody learns who has an
 * account here): a new address gets a link that creates the account when opened; a registered one
 * gets a mail telling its owner. Either way one password hash and one mail are made.
 */
export async function signUp(
  deps: AuthDeps,
  body: SignUpBody,
  meta: ClientMeta & { language: string },
): Promise<void> {
  await limitAddress(deps, meta.ip);
  const weak = await passwordProblems(body.password, body.email, body.fullName);
  if (weak !== undefined) throw weak;
  const passwordHash = await hashPassword(body.password);
  const email = body.email.trim();
  const mails = await hitLimit(deps.db, `signup:mail:${email.toLowerCase()}`, 3600);
  if (mails.hits > SIGNUP_MAILS_PER_ADDRESS_PER_HOUR) {
    deps.log.warn(
      { event: 'sign_up_mail_limited', ip: meta.ip },
      'sign-up mail not sent: too many for this address',
    );
    return;
  }
  const existing = await findUserByEmail(deps.db, email);
  if (existing !== undefined) {
    await sendMail(
      deps,
      signupTakenMail(deps.issuer, meta.language, { to: existing.email, fullName: existing.fullName }),
    );
    deps.log.info(
      { event: 'sign_up_existing', userId: existing.id, ip: meta.ip },
      'sign-up for a registered address',
    );
    return;
  }
  const token = newRefreshToken();
  await insertPendingSignup(deps.db, {
    email,
    fullName: body.fullName,
    passwordHash,
    tokenHash: hashToken(token),
    ip: meta.ip,
    expiresAt: new Date(Date.now() + deps.limits.signupLinkSeconds * 1000),
  });
  await sendMail(
    deps,
    signupMail(deps.issuer, meta.language, {
      to: email,
      token,
      validHours: Math.round(deps.limits.signupLinkSeconds / 3600),
    }),
  );
  deps.log.info({ event: 'sign_up_pending', ip: meta.ip }, 'sign-up waiting for its e-mail link');
}

async function sendMail(deps: AuthDeps, message: Parameters<Mailer['send']>[0]): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error({ err, event: 'mail_failed', kind: 'sign_up' }, 'could not send mail');
    throw new AppError(
      503,
      'mail_unavailable',
      'We could not send the e-mail just now. Please try again in a few minutes.',
    );
  }
}

/** The sign-up's e-mail link was opened: the account is made and signed in, once. */
export async function verifySignup(deps: AuthDeps, token: string, meta: ClientMeta): Promise<IssuedTokens> {
  await limitAddress(deps, meta.ip);
  const invalid = new AppError(
    400,
    'invalid_token',
    'This link has expired or was already used. Please sign up again, or sign in if your account is ready.',
  );
  const user = await deps.db.transaction().execute(async (trx) => {
    const pending = await takePendingSignup(trx, hashToken(token));
    if (pending === undefined) return undefined;
    await deletePendingSignups(trx, pending.email);
    if (pending.expiresAt.getTime() <= Date.now()) return undefined;
    if ((await findUserByEmail(trx, pending.email)) !== undefined) return undefined;
    const created = await createJobSeeker(trx, {
      email: pending.email,
      fullName: pending.fullName,
      passwordHash: pending.passwordHash,
    });
    // the sign-up page showed the privacy notice's acceptance beside its button (issue 24)
    await recordConsent(trx, {
      userId: created.id,
      kind: 'privacy_notice',
      granted: true,
      language: meta.language ?? 'en-US',
      ip: meta.ip,
      ...(meta.userAgent !== undefined ? { userAgent: meta.userAgent } : {}),
    });
    return { id: created.id, subject: created.subject, email: pending.email, fullName: pending.fullName };
  });
  if (user === undefined) throw invalid;
  deps.log.info({ event: 'sign_up', userId: user.id, ip: meta.ip }, 'job seeker signed up');
  return startSession(deps, user, { ...meta, authMethod: 'password' });
}

/** Changes the password after checking the current one; every other session of the user ends. */
/**
 * Checks the signed-in user's current password before a change that needs it (password, sign-in
 * address), counted before the check like sign-in: a stolen session cannot guess it at will.
 */
export async function checkCurrentPassword(
  deps: AuthDeps,
  auth: AuthContext,
  password: string,
): Promise<{ email: string }> {
  const bucket = `password-check:user:${auth.userId}`;
  const attempt = await hitLimit(deps.db, bucket, deps.limits.passwordCheckWindowSeconds);
  if (attempt.hits > deps.limits.passwordChecks) {
    deps.log.warn(
      { event: 'password_check_blocked', userId: auth.userId },
      'password check refused: too many failures',
    );
    throw tooMany(attempt.retryAfterSeconds);
  }
  const stored = await findPasswordHash(deps.db, auth.userId);
  if (
    stored?.passwordHash === null ||
    stored === undefined ||
    !(await verifyPassword(password, stored.passwordHash))
  ) {
    throw new AppError(400, 'invalid_password', 'The current password is not correct.');
  }
  await clearLimit(deps.db, bucket);
  return { email: stored.email };
}

/** Changes the password after checking the current one; every other session of the user ends. */
export async function updatePassword(
  deps: AuthDeps,
  auth: AuthContext,
  body: UpdatePasswordBody,
  source: AuditSource = {},
): Promise<number> {
  const stored = await checkCurrentPassword(deps, auth, body.currentPassword);
  const weak = await passwordProblems(body.newPassword, stored.email, auth.fullName);
  if (weak !== undefined) throw weak;
  const passwordHash = await hashPassword(body.newPassword);
  const ended = await deps.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, auth.userId, passwordHash);
    const sessionsEnded = await revokeUserSessions(trx, auth.userId, 'password_changed', auth.sessionId);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'password.changed',
      targetType: 'user',
      targetId: auth.userId,
      details: { sessionsEnded },
      ...source,
    });
    return sessionsEnded;
  });
  deps.log.info({ event: 'password_changed', userId: auth.userId, sessionsEnded: ended }, 'password changed');
  return ended;
}

/** The admin locks or unlocks an account; audited, and a lock ends the user's sessions' other rights at once. */
export async function setUserLocked(
  deps: AuthDeps,
  actor: AuthContext,
  userId: string,
  locked: boolean,
  reason: string | undefined,
  source: AuditSource,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await setLocked(trx, userId, locked, reason ?? null))) throw notFound('User');
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: locked ? 'user.lock' : 'user.unlock',
      targetType: 'user',
      targetId: userId,
      details: reason !== undefined ? { reason } : {},
      ...source,
    });
  });
  deps.log.info(
    { event: locked ? 'user_locked' : 'user_unlocked', userId, by: actor.userId },
    'lock changed',
  );
}

export interface SessionSummary {
  id: string;
  current: boolean;
  authMethod: 'password' | 'oidc';
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

/** The user's open sessions, for the account security screen. */
export async function listSessions(deps: AuthDeps, auth: AuthContext): Promise<SessionSummary[]> {
  const rows = await listOpenSessions(deps.db, auth.userId, deps.limits.sessionMaxAgeSeconds);
  return rows.map((r) => {
    const absoluteEnd = r.createdAt.getTime() + deps.limits.sessionMaxAgeSeconds * 1000;
    const refreshEnd = r.refreshExpiresAt === null ? absoluteEnd : new Date(r.refreshExpiresAt).getTime();
    return {
      id: r.id,
      current: r.id === auth.sessionId,
      authMethod: r.authMethod,
      userAgent: r.userAgent,
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastUsedAt.toISOString(),
      expiresAt: new Date(Math.min(absoluteEnd, refreshEnd)).toISOString(),
    };
  });
}

/** Ends one of the user's sessions (any device); 404 when it is not theirs or already over. */
export async function endSession(deps: AuthDeps, auth: AuthContext, sessionId: string): Promise<void> {
  if (!(await revokeUserSession(deps.db, auth.userId, sessionId, 'sign_out'))) throw notFound('Session');
  deps.log.info({ event: 'session_ended', userId: auth.userId, sessionId }, 'session ended by its user');
}
