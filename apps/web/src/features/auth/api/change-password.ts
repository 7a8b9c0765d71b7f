import type { UpdatePasswordBody } from '@talent/contracts';
import { describeAuthFailure, sendSignedInChange, type AuthResult } from './auth-failure';

export const UPDATE_PASSWORD_URL = '/sso/rest/update-password';

/**
 * Changes the signed-in user's password; the server ends every other session. An expired access
 * token is refreshed (and the change sent once more) like any call; a 429 keeps its wait.
 */
export async function changePassword(body: UpdatePasswordBody): Promise<AuthResult> {
  const result = await sendSignedInChange<unknown, ReturnType<typeof describeAuthFailure>>(
    'PUT',
    UPDATE_PASSWORD_URL,
    body,
    describeAuthFailure,
  );
  return result.ok ? { ok: true } : result;
}
