import type { EmailChangeBody, EmailChangeResponse } from '@talent/contracts';
import { apiUrl } from '../../../lib/api-client';
import type { AccountResult } from './account-failure';
import { sendAccountChange } from './signed-in-call';

export const CHANGE_EMAIL_URL = apiUrl('/api/me/email');

/**
 * Asks to sign in with a new address: the server mails a link to it, and the address changes only
 * when that link is opened (/sso/confirm-email). The answer is the same whether the new address is
 * free or someone's already.
 */
export function requestEmailChange(body: EmailChangeBody): Promise<AccountResult<EmailChangeResponse>> {
  return sendAccountChange<EmailChangeResponse>('POST', CHANGE_EMAIL_URL, body);
}
