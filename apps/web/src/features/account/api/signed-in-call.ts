import type { HttpMethod } from '../../../lib/api-client';
import { sendSignedInChange } from '../../auth/api/auth-failure';
import { describeAccountFailure, type AccountFailure, type AccountResult } from './account-failure';

/**
 * One change by the signed-in user (sendSignedInChange): an expired access token is refreshed and
 * the change sent once more, like any call; every refusal comes back as the result, a 429 with its
 * wait (Retry-After).
 */
export function sendAccountChange<T>(
  method: HttpMethod,
  url: string,
  body: object | undefined,
): Promise<AccountResult<T>> {
  return sendSignedInChange<T, AccountFailure>(method, url, body, describeAccountFailure);
}
