import type { SignUpBody } from '@talent/contracts';
import { postCredentials, type AuthResult } from './auth-failure';

export const SIGN_UP_URL = '/sso/rest/signup';

/**
 * Asks for a job-seeker account. The server answers 202 for any address, new or already registered
 * (nobody learns who has an account), and mails the next step: a link that creates the account.
 */
export function signUp(body: SignUpBody): Promise<AuthResult> {
  return postCredentials(SIGN_UP_URL, body);
}
