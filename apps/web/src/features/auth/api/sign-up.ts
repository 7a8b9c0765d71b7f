import type { SignUpBody } from '@talent/contracts';
import { postCredentials, type AuthResult } from './auth-failure';

export const SIGN_UP_URL = '/sso/rest/signup';

/** Creates a job-seeker account; the server answers 201 and signs the new user in (cookies). */
export function signUp(body: SignUpBody): Promise<AuthResult> {
  return postCredentials(SIGN_UP_URL, body);
}
