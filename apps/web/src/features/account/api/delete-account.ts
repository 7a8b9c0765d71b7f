import type { DeleteAccountBody, DeleteAccountResponse } from '@talent/contracts';
import { apiUrl } from '../../../lib/api-client';
import type { AccountResult } from './account-failure';
import { sendAccountChange } from './signed-in-call';

export const DELETE_ACCOUNT_URL = apiUrl('/api/me');

/**
 * Asks for my account to be deleted, with its password (an account without one, signed in through
 * its organisation just before, sends none). On success every session has ended and the cookies are
 * cleared: the data is erased at `deletionDueAt` unless the confirmation mail's link is opened before.
 */
export function deleteAccount(body: DeleteAccountBody): Promise<AccountResult<DeleteAccountResponse>> {
  return sendAccountChange<DeleteAccountResponse>('DELETE', DELETE_ACCOUNT_URL, body);
}
