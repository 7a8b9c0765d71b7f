import type { EmailChangeConfirmBody, EmailChangeConfirmResponse } from '@talent/contracts';
import { apiUrl } from '../../../lib/api-client';
import { oncePerToken } from '../../../lib/once-per-token';
import { describeAccountFailure, type AccountResult } from './account-failure';

export const CONFIRM_EMAIL_URL = apiUrl('/api/me/email/confirm');

type ConfirmResult = AccountResult<EmailChangeConfirmResponse>;

/** Refusals that the same token will always get. */
const FINAL: ReadonlySet<string> = new Set(['invalid_token', 'invalid_fields', 'email_taken']);

/**
 * Opens the link sent to the new address: from now on the account signs in with it. Public (the
 * link may be opened in a browser that is not signed in), so not through the API client: a refusal
 * is the answer to show, never a reason to go to the login page, and a 429's wait is kept.
 */
async function post(body: EmailChangeConfirmBody): Promise<ConfirmResult> {
  let response: Response;
  try {
    response = await fetch(CONFIRM_EMAIL_URL, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    return { ok: false, failure: { code: 'network' } };
  }
  let payload: unknown;
  try {
    payload = (await response.json()) as unknown;
  } catch {
    payload = undefined;
  }
  const email = (payload as { email?: unknown } | undefined)?.email;
  if (response.ok && typeof email === 'string') return { ok: true, value: { email } };
  if (response.ok) return { ok: false, failure: { code: 'unknown' } };
  return {
    ok: false,
    failure: describeAccountFailure(response.status, payload, response.headers.get('retry-after')),
  };
}

const confirmOnce = oncePerToken((token) => post({ token }), FINAL);

/** The token is posted once per page load (lib/once-per-token.ts). */
export function confirmEmailChange(body: EmailChangeConfirmBody): Promise<ConfirmResult> {
  return confirmOnce(body.token);
}
