import type { TFunction } from 'i18next';
import { authFailureMessage } from '../../auth/components/auth-failure-message';
import type { AccountFailure } from '../api/account-failure';

/** The translated message for a refused account change, by the server's error code. */
export function accountFailureMessage(failure: AccountFailure, t: TFunction, locale: string): string {
  switch (failure.code) {
    case 'same_email':
      return t('account.email.sameEmail');
    case 'enterprise_account':
      return t('account.email.managed');
    case 'email_taken':
      return t('account.confirmEmail.taken');
    case 'export_pending':
      return t('account.export.pendingAlready');
    case 'export_limit':
      return t('account.export.limit');
    case 'password_required':
      return t('account.delete.passwordRequired');
    case 'fresh_sign_in_required':
      return t('account.delete.freshSignIn');
    case 'deletion_pending':
      return t('account.delete.alreadyPending');
    default:
      return authFailureMessage(failure, t, locale);
  }
}
