import type { UpdatePasswordBody } from '@talent/contracts';
import { isApiError, isRefusal, isSessionRefreshed, request } from '../../../lib/api-client';
import { describeAuthFailure, type AuthResult } from './auth-failure';

export const UPDATE_PASSWORD_URL = '/sso/rest/update-password';

function put(body: UpdatePasswordBody) {
  return request<{ ok: true }>('PUT', UPDATE_PASSWORD_URL, { body });
}

/**
 * Changes the signed-in user's password; the server ends every other session. Through the API
 * client, so an expired access token is refreshed (and the change sent once more) like any call.
 */
export async function changePassword(body: UpdatePasswordBody): Promise<AuthResult> {
  let answer: Awaited<ReturnType<typeof put>>;
  try {
    try {
      answer = await put(body);
    } catch (error) {
      if (!isSessionRefreshed(error)) throw error;
      answer = await put(body);
    }
  } catch (error) {
    if (isApiError(error, 429)) return { ok: false, failure: { code: 'too_many_requests' } };
    if (isApiError(error)) return { ok: false, failure: describeAuthFailure(error.status, error.body, null) };
    return { ok: false, failure: { code: 'network' } };
  }
  if (isRefusal(answer)) return { ok: false, failure: describeAuthFailure(400, answer, null) };
  return { ok: true };
}
