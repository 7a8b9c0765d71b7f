import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SignUpBody, UpdatePasswordBody } from '@talent/contracts';
import { checkPasswordStrength } from '@talent/domain';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { AuthContext } from './auth-context.js';
import {
  createJobSeeker,
  createSession,
  findPasswordHash,
  findRefreshTokenForUpdate,
  findUserByEmail,
  insertRefreshToken,
  markRefreshTokenUsed,
  recordLogin,
  revokeSession,
  revokeUserSessions,
  setLocked,
  setPasswordHash,
  touchSession,
  writeAudit,
} from './auth.repository.js';
import { clearLimit, hitLimit, peekLimit } from './rate-limit.js';
import type { SigningKey } from './signing-key.js';
import { hashToken, newRefreshToken, REFRESH_TOKEN_SECONDS, signAccessToken, signIdToken } from './tokens.js';

export interface AuthDeps {
  db: Kysely<DB>;
  key: SigningKey;
  issuer: string;
  log: FastifyBaseLogger;
  limits: AuthLimits;
}

export interface AuthLimits {
  /** Token requests per address per window. */
  perAddress: number;
  perAddressWindowSeconds: number;
  /** Failed passwords per account per window. */
  perAccount: number;
  perAccountWindowSeconds: number;
}

export const DEFAULT_LIMITS: AuthLimits = {
  perAddress: 30,
  perAddressWindowSeconds: 60,
  perAccount: 5,
  perAccountWindowSeconds: 15 * 60,
};

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

export interface IssuedTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

const INVALID_CREDENTIALS = 'The e-mail address or password is not correct.';
const INVALID_REFRESH = 'Your session has ended. Please sign in again.';

// Unknown accounts are checked against this hash too, so that they cost the same time as a wrong password.
const dummyHash = hashPassword(crypto.randomUUID());

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError(429, 'too_many_requests', 'Too many attempts. Please wait a moment and try again.', {
    'retry-after': String(retryAfterSeconds),
  });
}

async function limitAddress(deps: AuthDeps, ip: string): Promise<void> {
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
): Promise<IssuedTokens> {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(
    db,
    sessionId,
    hashToken(refreshToken),
    new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
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
    const sessionId = await createSession(trx, {
      userId: user.id,
      authMethod: meta.authMethod,
      ...(meta.identityProviderId !== undefined ? { identityProviderId: meta.identityProviderId } : {}),
      ...(meta.userAgent !== undefined ? { userAgent: meta.userAgent } : {}),
      ip: meta.ip,
    });
    await recordLogin(trx, user.id);
    return issueTokens(deps, trx, user, sessionId);
  });
}

export async function passwordGrant(
  deps: AuthDeps,
  credentials: { username: string; password: string },
  meta: ClientMeta,
): Promise<IssuedTokens> {
  await limitAddress(deps, meta.ip);
  const email = credentials.username.trim().toLowerCase();
  const accountKey = `token:account:${email}`;
  const failures = await peekLimit(deps.db, accountKey, deps.limits.perAccountWindowSeconds);
  if (failures.hits >= deps.limits.perAccount) {
    deps.log.warn(
      { event: 'sign_in_blocked', account: email, ip: meta.ip },
      'sign-in refused: too many failures',
    );
    throw tooMany(failures.retryAfterSeconds);
  }
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(credentials.password, user?.passwordHash ?? (await dummyHash));
  if (user === undefined || user.passwordHash === null || !ok) {
    await hitLimit(deps.db, accountKey, deps.limits.perAccountWindowSeconds);
    deps.log.info({ event: 'sign_in_failed', account: email, ip: meta.ip }, 'sign-in failed');
    throw new AppError(400, 'invalid_grant', INVALID_CREDENTIALS);
  }
  await clearLimit(deps.db, accountKey);
  // a locked user may sign in: the app then shows the locked notice and nothing else
  const tokens = await startSession(deps, user, { ...meta, authMethod: 'password' });
  deps.log.info({ event: 'sign_in', userId: user.id, locked: user.isLocked, ip: meta.ip }, 'signed in');
  return tokens;
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
    if (token.expiresAt.getTime() <= Date.now()) {
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
    return { kind: 'ok' as const, tokens: await issueTokens(deps, trx, user, token.familyId) };
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

function passwordProblems(password: string, email?: string): AppError | undefined {
  const problems = checkPasswordStrength(password, email);
  if (problems.length === 0) return undefined;
  const err = new AppError(
    400,
    'weak_password',
    `The password is not strong enough: ${problems.join(', ')}.`,
  );
  return err;
}

export async function signUp(deps: AuthDeps, body: SignUpBody, meta: ClientMeta): Promise<IssuedTokens> {
  await limitAddress(deps, meta.ip);
  const weak = passwordProblems(body.password, body.email);
  if (weak !== undefined) throw weak;
  const passwordHash = await hashPassword(body.password);
  const user = await deps.db.transaction().execute(async (trx) => {
    if ((await findUserByEmail(trx, body.email)) !== undefined) {
      throw new AppError(
        409,
        'email_taken',
        'An account with this e-mail address already exists. Please sign in.',
      );
    }
    const created = await createJobSeeker(trx, { email: body.email, fullName: body.fullName, passwordHash });
    return { id: created.id, subject: created.subject, email: body.email.trim(), fullName: body.fullName };
  });
  deps.log.info({ event: 'sign_up', userId: user.id, ip: meta.ip }, 'job seeker signed up');
  return startSession(deps, user, { ...meta, authMethod: 'password' });
}

/** Changes the password after checking the current one; every other session of the user ends. */
export async function updatePassword(
  deps: AuthDeps,
  auth: AuthContext,
  body: UpdatePasswordBody,
): Promise<number> {
  const stored = await findPasswordHash(deps.db, auth.userId);
  if (
    stored?.passwordHash === null ||
    stored === undefined ||
    !(await verifyPassword(body.currentPassword, stored.passwordHash))
  ) {
    throw new AppError(400, 'invalid_password', 'The current password is not correct.');
  }
  const weak = passwordProblems(body.newPassword, stored.email);
  if (weak !== undefined) throw weak;
  const passwordHash = await hashPassword(body.newPassword);
  const ended = await deps.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, auth.userId, passwordHash);
    return revokeUserSessions(trx, auth.userId, 'password_changed', auth.sessionId);
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
  requestId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await setLocked(trx, userId, locked, reason ?? null))) throw notFound('User');
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: locked ? 'user.lock' : 'user.unlock',
      targetType: 'user',
      targetId: userId,
      details: reason !== undefined ? { reason } : {},
      requestId,
    });
  });
  deps.log.info(
    { event: locked ? 'user_locked' : 'user_unlocked', userId, by: actor.userId },
    'lock changed',
  );
}
