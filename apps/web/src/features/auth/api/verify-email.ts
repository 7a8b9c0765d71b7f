import type { VerifyEmailBody } from '@talent/contracts';
import { postCredentials, type AuthResult } from './auth-failure';

export const VERIFY_EMAIL_URL = '/sso/rest/verify-email';

const pending = new Map<string, Promise<AuthResult>>();

/**
 * Opens the sign-up link: the server creates the account and signs in (cookies), once per token.
 * The same token is posted once per page load even if asked twice (React's StrictMode runs effects
 * twice in development; a second post would find the token used).
 */
export function verifyEmail(body: VerifyEmailBody): Promise<AuthResult> {
  let result = pending.get(body.token);
  if (result === undefined) {
    result = postCredentials(VERIFY_EMAIL_URL, body);
    pending.set(body.token, result);
    // a failure that may pass (network, rate limit) can be tried again
    void result.then((r) => {
      if (!r.ok && r.failure.code !== 'invalid_token') pending.delete(body.token);
    });
  }
  return result;
}
