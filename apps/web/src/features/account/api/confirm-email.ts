import type { EmailChangeConfirmBody, EmailChangeConfirmResponse } from '@talent/contracts';
import { apiUrl } from '../../../lib/api-client';
import { oncePerToken } from '../../../lib/once-per-token';
import { fetchAnswer } from '../../auth/api/auth-failure';
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
  const answer = await fetchAnswer('POST', CONFIRM_EMAIL_URL, body);
  if (!answer.reached) return { ok: false, failure: { code: 'network' } };
  const email = (answer.payload as { email?: unknown } | undefined)?.email;
  if (answer.ok && typeof email === 'string') return { ok: true, value: { email } };
  if (answer.ok) return { ok: false, failure: { code: 'unknown' } };
  return { ok: false, failure: describeAccountFailure(answer.status, answer.payload, answer.retryAfter) };
}

const confirmOnce = oncePerToken((token) => post({ token }), FINAL);

/** The token is posted once per page load (lib/once-per-token.ts). */
export function confirmEmailChange(body: EmailChangeConfirmBody): Promise<ConfirmResult> {
  return confirmOnce(body.token);
}
