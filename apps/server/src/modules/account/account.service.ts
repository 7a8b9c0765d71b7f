import type {
  EmailChangeBody,
  NotificationKind,
  PasswordResetConfirmBody,
  UnsubscribeResponse,
} from '@talent/contracts';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import type { AuthContext } from '../auth/auth-context.js';
import { type RequestMeta, sourceOf } from '../auth/audit-source.js';
import { asLanguage } from '../auth/auth-mails.js';
import { revokeUserSessions, setPasswordHash, writeAudit } from '../auth/auth.repository.js';
import {
  type AuthDeps,
  checkCurrentPassword,
  limitAddress,
  passwordProblems,
  tooMany,
} from '../auth/auth.service.js';
import { hitLimit } from '../auth/rate-limit.js';
import { hashToken } from '../auth/tokens.js';
import { enqueueMail } from '../mail/queue.js';
import { setNotificationSetting } from '../seeker-lists/seeker-lists.service.js';
import { verifyUnsubscribeToken } from './unsubscribe.js';
import {
  emailChangedMail,
  emailChangeMail,
  emailTakenMail,
  passwordChangedMail,
  passwordResetEnterpriseMail,
  passwordResetMail,
} from './account-mails.js';
import {
  clearSignInFailures,
  findAccount,
  findAccountByEmail,
  issueAccountToken,
  markAccountTokenUsed,
  setEmail,
  setFullName,
  takeAccountToken,
  voidAccountTokens,
} from './account.repository.js';

export type { RequestMeta } from '../auth/audit-source.js';

const invalidLink = (what: string) =>
  new AppError(400, 'invalid_token', `This link has expired or was already used. ${what}`);

/**
 * Whether another mail of the account's own may go to this address this hour: a reset or an
 * address change can be asked for anyone's address, so the mails one inbox gets are capped
 * (ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR); past the cap nothing is sent and the answer is the same.
 */
async function mayMail(deps: AuthDeps, kind: string, address: string): Promise<boolean> {
  const mails = await hitLimit(deps.db, `${kind}:mail:${address.trim().toLowerCase()}`, 3600);
  if (mails.hits <= deps.limits.accountMailsPerRecipientPerHour) return true;
  deps.log.warn({ event: `${kind}_mail_limited` }, 'account mail not sent: too many for this address');
  return false;
}

/**
 * "Forgot password?": answers the same, in the same way, for every address (nobody learns who has
 * an account). A registered address with a password gets a one-time link (PASSWORD_RESET_LINK_MINUTES);
 * an account that signs in through its organisation is told to use that; an unknown one gets nothing.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, meta: RequestMeta): Promise<void> {
  const fromAddress = await hitLimit(deps.db, `password-reset:ip:${meta.ip}`, 3600);
  if (fromAddress.hits > deps.limits.passwordResetsPerAddressPerHour)
    throw tooMany(fromAddress.retryAfterSeconds);
  if (!(await mayMail(deps, 'password-reset', email))) return;
  const account = await findAccountByEmail(deps.db, email);
  if (account === undefined) {
    deps.log.info({ event: 'password_reset_unknown', ip: meta.ip }, 'password reset for an unknown address');
    return;
  }
  await sendResetLink(deps, account, meta, null);
}

type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/**
 * Mails the account its reset link (or, without a password, how to sign in through its
 * organisation), audited as asked by `actorUserId`: nobody (the person, signed out) or the
 * platform admin.
 */
export async function sendResetLink(
  deps: AuthDeps,
  account: Account,
  meta: RequestMeta,
  actorUserId: string | null,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (account.passwordHash === null) {
      await enqueueMail(
        trx,
        passwordResetEnterpriseMail(deps.issuer, meta.language, {
          to: account.email,
          organisationName: account.organisationName,
        }),
      );
    } else {
      const token = await issueAccountToken(trx, {
        userId: account.id,
        purpose: 'password_reset',
        expiresAt: new Date(Date.now() + deps.limits.passwordResetLinkSeconds * 1000),
        ip: meta.ip,
      });
      await enqueueMail(
        trx,
        passwordResetMail(deps.issuer, meta.language, {
          to: account.email,
          token,
          validMinutes: Math.round(deps.limits.passwordResetLinkSeconds / 60),
        }),
      );
    }
    await writeAudit(trx, {
      actorUserId,
      action: actorUserId === null ? 'password.reset_requested' : 'password.reset_sent_by_admin',
      targetType: 'user',
      targetId: account.id,
      details: { enterprise: account.passwordHash === null },
      ...sourceOf(meta),
    });
  });
  deps.log.info(
    { event: 'password_reset_requested', userId: account.id, by: actorUserId, ip: meta.ip },
    'password reset mailed',
  );
}

/**
 * The reset link was opened with a new password: it is set (the sign-up strength rules), the link
 * is used up with every other link of the account, every session ends, the sign-in failures
 * counted against the address are forgotten, and the owner is told by mail. One transaction.
 */
export async function confirmPasswordReset(
  deps: AuthDeps,
  body: PasswordResetConfirmBody,
  meta: RequestMeta,
): Promise<void> {
  await limitAddress(deps, meta.ip);
  const invalid = invalidLink('Ask for a new one from the sign-in page ("Forgot password?").');
  const tokenHash = hashToken(body.token);
  // read first without a lock: the strength check and the hash take time no row should be locked for
  const peek = await deps.db.transaction().execute(async (trx) => {
    const token = await takeAccountToken(trx, 'password_reset', tokenHash);
    return token === undefined ? undefined : { token, account: await findAccount(trx, token.userId) };
  });
  if (peek?.account === undefined || peek.token.expiresAt.getTime() <= Date.now()) throw invalid;
  const { account } = peek;
  const weak = await passwordProblems(body.password, account.email, account.fullName);
  if (weak !== undefined) throw weak;
  const passwordHash = await hashPassword(body.password);
  const ended = await deps.db.transaction().execute(async (trx) => {
    const token = await takeAccountToken(trx, 'password_reset', tokenHash);
    if (token === undefined || token.expiresAt.getTime() <= Date.now()) return undefined;
    await markAccountTokenUsed(trx, token.id);
    await voidAccountTokens(trx, account.id);
    await setPasswordHash(trx, account.id, passwordHash);
    const sessions = await revokeUserSessions(trx, account.id, 'password_reset');
    await clearSignInFailures(trx, account.email);
    await writeAudit(trx, {
      actorUserId: account.id,
      action: 'password.reset',
      targetType: 'user',
      targetId: account.id,
      details: { sessionsEnded: sessions },
      ...sourceOf(meta),
    });
    await enqueueMail(
      trx,
      passwordChangedMail(deps.issuer, asLanguage(account.preferredLanguage), {
        to: account.email,
        fullName: account.fullName,
      }),
    );
    return sessions;
  });
  if (ended === undefined) throw invalid;
  deps.log.info(
    { event: 'password_reset', userId: account.id, sessionsEnded: ended, ip: meta.ip },
    'password reset',
  );
}

/** The name on the account and its profile, for every role; audited. */
export async function updateName(
  deps: AuthDeps,
  auth: AuthContext,
  fullName: string,
  meta: RequestMeta,
): Promise<string> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await setFullName(trx, auth.userId, fullName)))
      throw new AppError(404, 'not_found', 'User not found');
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'user.name_changed',
      targetType: 'user',
      targetId: auth.userId,
      ...sourceOf(meta),
    });
  });
  return fullName;
}

const enterpriseAccount = () =>
  new AppError(
    409,
    'enterprise_account',
    "Your organisation manages this account's sign-in address: ask your organisation to change it.",
  );

/**
 * A new sign-in address, after the current password: a one-time link goes to the new address
 * (EMAIL_CHANGE_LINK_HOURS) and nothing changes until it is opened. When the new address is
 * already someone's, its owner is told instead, and the answer is the same.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  auth: AuthContext,
  body: EmailChangeBody,
  meta: RequestMeta,
): Promise<void> {
  const account = await findAccount(deps.db, auth.userId);
  if (account === undefined) throw new AppError(404, 'not_found', 'User not found');
  if (auth.isEnterpriseUser || account.passwordHash === null) throw enterpriseAccount();
  const newEmail = body.email.trim();
  if (newEmail.toLowerCase() === account.email.toLowerCase()) {
    throw new AppError(400, 'same_email', 'This is already your sign-in address.', {}, [
      { field: 'body.email', message: 'is already your sign-in address' },
    ]);
  }
  await checkCurrentPassword(deps, auth, body.currentPassword);
  if (!(await mayMail(deps, 'email-change', newEmail))) return;
  const taken = await deps.db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', newEmail.toLowerCase()))
    .executeTakeFirst();
  await deps.db.transaction().execute(async (trx) => {
    if (taken !== undefined) {
      await enqueueMail(trx, emailTakenMail(deps.issuer, meta.language, { to: newEmail }));
    } else {
      const token = await issueAccountToken(trx, {
        userId: auth.userId,
        purpose: 'email_change',
        expiresAt: new Date(Date.now() + deps.limits.emailChangeLinkSeconds * 1000),
        ip: meta.ip,
        newEmail,
      });
      await enqueueMail(
        trx,
        emailChangeMail(deps.issuer, meta.language, {
          to: newEmail,
          token,
          validHours: Math.round(deps.limits.emailChangeLinkSeconds / 3600),
        }),
      );
    }
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'user.email_change_requested',
      targetType: 'user',
      targetId: auth.userId,
      ...sourceOf(meta),
    });
  });
}

const UNIQUE_VIOLATION = '23505';
const emailTaken = () =>
  new AppError(
    409,
    'email_taken',
    'This address has become another account’s in the meantime: nothing was changed.',
  );

/**
 * The link sent to the new address was opened (signed in or not: the link proves the address, the
 * password proved the owner): the address is the account's, the old one is told. One transaction.
 */
export async function confirmEmailChange(deps: AuthDeps, token: string, meta: RequestMeta): Promise<string> {
  await limitAddress(deps, meta.ip);
  const invalid = invalidLink('Ask for the change again from your account page.');
  let changed: { userId: string; newEmail: string } | undefined;
  try {
    changed = await deps.db.transaction().execute(async (trx) => {
      const row = await takeAccountToken(trx, 'email_change', hashToken(token));
      if (row === undefined || row.newEmail === null || row.expiresAt.getTime() <= Date.now())
        return undefined;
      const account = await findAccount(trx, row.userId);
      if (account === undefined) return undefined;
      if (!(await setEmail(trx, account.id, account.email, row.newEmail))) throw emailTaken();
      await markAccountTokenUsed(trx, row.id);
      await writeAudit(trx, {
        actorUserId: account.id,
        action: 'user.email_changed',
        targetType: 'user',
        targetId: account.id,
        ...sourceOf(meta),
      });
      await enqueueMail(
        trx,
        emailChangedMail(deps.issuer, asLanguage(account.preferredLanguage), {
          to: account.email,
          fullName: account.fullName,
          newEmail: row.newEmail,
        }),
      );
      return { userId: account.id, newEmail: row.newEmail };
    });
  } catch (err) {
    // two accounts confirming the same new address at once: the unique index lets one through
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
    throw err;
  }
  if (changed === undefined) throw invalid;
  deps.log.info({ event: 'email_changed', userId: changed.userId, ip: meta.ip }, 'sign-in address changed');
  return changed.newEmail;
}

/**
 * A mail's one-click unsubscribe: the signed link's kind of mail is switched off for its account,
 * idempotently (a mail client may post twice). An account deleted since gets no mail anyway.
 */
export async function unsubscribe(
  deps: AuthDeps,
  token: string,
  meta: RequestMeta,
): Promise<UnsubscribeResponse> {
  await limitAddress(deps, meta.ip);
  const claims = await verifyUnsubscribeToken(deps.key, deps.issuer, token);
  if (claims === undefined) {
    throw new AppError(
      400,
      'invalid_token',
      'This unsubscribe link is not valid. Change your mail settings after signing in.',
    );
  }
  if ('address' in claims) {
    // an address with no account: no more jobs shared with it, from anyone
    await deps.db
      .insertInto('mailSuppressions')
      .values({ address: claims.address.toLowerCase(), kind: 'job_share' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    deps.log.info({ event: 'unsubscribed', setting: claims.setting }, 'one-click unsubscribe of shared jobs');
    return { setting: claims.setting, kind: 'job_share' };
  }
  const kind = claims.setting.slice('email.'.length) as NotificationKind;
  if ((await findAccount(deps.db, claims.userId)) !== undefined) {
    await setNotificationSetting(deps.db, claims.userId, claims.setting, false);
    deps.log.info(
      { event: 'unsubscribed', userId: claims.userId, setting: claims.setting },
      'one-click unsubscribe',
    );
  }
  return { setting: claims.setting, kind };
}
