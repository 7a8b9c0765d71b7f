import { requestOrThrow } from '../../../lib/api-client';

export const REVOKE_URL = '/uaa/oauth/revoke_token';

/** Ends the session on the server, which also clears the session cookies. */
export async function signOut(): Promise<void> {
  await requestOrThrow<unknown>('POST', REVOKE_URL);
}
