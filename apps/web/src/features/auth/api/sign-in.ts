import { TOKEN_URL } from '../../../lib/api-client';
import { postCredentials, type AuthResult } from './auth-failure';

export interface SignInInput {
  email: string;
  password: string;
}

/** The password grant (decisions.md, "Wire shapes"): on success the server sets the session cookies. */
export function signIn({ email, password }: SignInInput): Promise<AuthResult> {
  return postCredentials(
    TOKEN_URL,
    new URLSearchParams({ grant_type: 'password', username: email, password }),
  );
}
