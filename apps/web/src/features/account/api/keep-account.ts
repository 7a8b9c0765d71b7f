import type { KeepAccountBody } from '@talent/contracts';
import { postForAnswer, type AuthFailure } from '../../auth/api/auth-failure';

export const KEEP_ACCOUNT_URL = '/sso/rest/account-deletion/cancel';

export type KeepResult = { ok: true } | { ok: false; failure: AuthFailure };

/** Refusals that the same token will always get. */
const FINAL: ReadonlySet<string> = new Set(['invalid_token', 'invalid_fields']);

const pending = new Map<string, Promise<KeepResult>>();

async function post(body: KeepAccountBody): Promise<KeepResult> {
  const result = await postForAnswer(KEEP_ACCOUNT_URL, body);
  return result.ok ? { ok: true } : result;
}

/**
 * Opens the deletion mail's link: the deletion is cancelled and signing in works again. Public (the
 * account has no session while its deletion is pending), so not through the API client. The same
 * token is posted once per page load even if asked twice (React's StrictMode runs effects twice in
 * development); a failure that may pass (network, rate limit, the server) can be tried again.
 */
export function keepAccount(body: KeepAccountBody): Promise<KeepResult> {
  let result = pending.get(body.token);
  if (result === undefined) {
    result = post(body);
    pending.set(body.token, result);
    void result.then((r) => {
      if (!r.ok && !FINAL.has(r.failure.code)) pending.delete(body.token);
    });
  }
  return result;
}
