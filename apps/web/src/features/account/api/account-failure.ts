import { describeAuthFailure, type AuthFailure } from '../../auth/api/auth-failure';

/**
 * Why an account change was refused: the login service's reasons (too many requests, a wrong
 * current password, a used link, fields, no network...) and the account's own.
 */
export type AccountFailure =
  | AuthFailure
  /** The new sign-in address is the one the account already has. */
  | { code: 'same_email' }
  /** The organisation manages the account's address (an enterprise account). */
  | { code: 'enterprise_account' }
  /** The confirmed address became another account's meanwhile. */
  | { code: 'email_taken' }
  /** An export of my data is being made already. */
  | { code: 'export_pending' }
  /** Several exports were asked for today: the next one tomorrow. */
  | { code: 'export_limit' }
  /** Deleting the account needs its password. */
  | { code: 'password_required' }
  /** An account without a password: deleting it needs a sign-in through the organisation just before. */
  | { code: 'fresh_sign_in_required' }
  /** The account's deletion was asked for already. */
  | { code: 'deletion_pending' };

export type AccountResult<T> = { ok: true; value: T } | { ok: false; failure: AccountFailure };

/** A refusal by its status, `error` code and Retry-After header. */
export function describeAccountFailure(
  status: number,
  body: unknown,
  retryAfter: string | null,
): AccountFailure {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (error === 'same_email') return { code: 'same_email' };
  if (error === 'enterprise_account') return { code: 'enterprise_account' };
  if (error === 'email_taken') return { code: 'email_taken' };
  // before the generic reading: a 429 is the day's export limit here, not a wait of seconds
  if (
    error === 'export_pending' ||
    error === 'export_limit' ||
    error === 'password_required' ||
    error === 'fresh_sign_in_required' ||
    error === 'deletion_pending'
  )
    return { code: error };
  return describeAuthFailure(status, body, retryAfter);
}
