import type { KeepAccountBody } from '@talent/contracts';
import { oncePerToken } from '../../../lib/once-per-token';
import { postForAnswer, type AuthFailure } from '../../auth/api/auth-failure';

export const KEEP_ACCOUNT_URL = '/sso/rest/account-deletion/cancel';

export type KeepResult = { ok: true } | { ok: false; failure: AuthFailure };

/** Refusals that the same token will always get. */
const FINAL: ReadonlySet<string> = new Set(['invalid_token', 'invalid_fields']);

async function post(body: KeepAccountBody): Promise<KeepResult> {
  const result = await postForAnswer(KEEP_ACCOUNT_URL, body);
  return result.ok ? { ok: true } : result;
}

const keepOnce = oncePerToken((token) => post({ token }), FINAL);

/**
 * Opens the deletion mail's link: the deletion is cancelled and signing in works again. Public (the
 * account has no session while its deletion is pending), so not through the API client; the token
 * is posted once per page load (lib/once-per-token.ts).
 */
export function keepAccount(body: KeepAccountBody): Promise<KeepResult> {
  return keepOnce(body.token);
}
