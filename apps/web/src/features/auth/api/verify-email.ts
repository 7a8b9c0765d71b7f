import type { VerifyEmailBody } from '@talent/contracts';
import { oncePerToken } from '../../../lib/once-per-token';
import { postCredentials, type AuthResult } from './auth-failure';

export const VERIFY_EMAIL_URL = '/sso/rest/verify-email';

const verifyOnce = oncePerToken(
  (token) => postCredentials(VERIFY_EMAIL_URL, { token }),
  new Set(['invalid_token']),
);

/**
 * Opens the sign-up link: the server creates the account and signs in (cookies), once per token
 * (lib/once-per-token.ts).
 */
export function verifyEmail(body: VerifyEmailBody): Promise<AuthResult> {
  return verifyOnce(body.token);
}
