import type { PasswordResetBody, PasswordResetConfirmBody, PasswordResetResponse } from '@talent/contracts';
import { postCredentials, postForAnswer, type AuthFailure, type AuthResult } from './auth-failure';

export const PASSWORD_RESET_URL = '/sso/rest/password-reset';
export const PASSWORD_RESET_CONFIRM_URL = '/sso/rest/password-reset/confirm';

export type ResetRequestResult =
  /** `linkValidMinutes`: how long the mailed link works, as the server said; null if it did not say. */
  { ok: true; linkValidMinutes: number | null } | { ok: false; failure: AuthFailure };

/** The answer's `linkValidMinutes` (PASSWORD_RESET_LINK_MINUTES), when it is a whole number of minutes. */
function linkValidMinutesOf(payload: unknown): number | null {
  const minutes = (payload as Partial<PasswordResetResponse> | undefined)?.linkValidMinutes;
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 ? minutes : null;
}

/**
 * Asks for the reset mail. The server answers 202 for any address, registered or not (nobody learns
 * who has an account), with how long the link works (the same for every address); a registered
 * address gets the link, an organisation's account a mail saying to use the organisation's sign-in.
 */
export async function requestPasswordReset(body: PasswordResetBody): Promise<ResetRequestResult> {
  const result = await postForAnswer(PASSWORD_RESET_URL, body);
  return result.ok ? { ok: true, linkValidMinutes: linkValidMinutesOf(result.payload) } : result;
}

/**
 * Sets the new password with the mail's token. The server ends every session of the account: the
 * person then signs in with the new password.
 */
export function resetPassword(body: PasswordResetConfirmBody): Promise<AuthResult> {
  return postCredentials(PASSWORD_RESET_CONFIRM_URL, body);
}
