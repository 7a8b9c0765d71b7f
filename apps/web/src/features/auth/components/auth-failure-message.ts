import type { TFunction } from 'i18next';
import type { AuthFailure } from '../api/auth-failure';

/** A wait in words ("in 2 minutes", "2分钟后", "خلال دقيقتين"), so no sentence needs plural forms. */
export function formatWait(seconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (seconds <= 90) return format.format(seconds, 'second');
  if (seconds <= 90 * 60) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/** A duration in minutes, in words ("30 minutes", "30分钟", "30 دقيقة"), for the same reason. */
export function formatMinutes(minutes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    minutes,
  );
}

/** The translated message for a refused sign-in or sign-up, by the server's error code. */
export function authFailureMessage(failure: AuthFailure, t: TFunction, locale: string): string {
  switch (failure.code) {
    case 'invalid_grant':
      return t('auth.errors.invalidGrant');
    case 'too_many_requests':
      return failure.retryAfterSeconds === undefined
        ? t('auth.errors.tooManyRequests')
        : t('auth.errors.tooManyRequestsWait', { when: formatWait(failure.retryAfterSeconds, locale) });
    case 'weak_password':
      return t('auth.errors.weakPassword');
    case 'invalid_password':
      return t('auth.errors.invalidPassword');
    case 'mail_unavailable':
      return t('auth.errors.mailUnavailable');
    case 'invalid_token':
      return t('auth.errors.invalidToken');
    case 'invalid_fields':
      return t('auth.errors.invalidFields');
    case 'enterprise_failed':
      return t('auth.errors.enterpriseFailed');
    case 'no_provider':
      return t('auth.errors.noProvider');
    case 'account_deletion_pending':
      return t('auth.errors.deletionPending');
    case 'network':
      return t('auth.errors.network');
    case 'unknown':
      return t('auth.errors.unknown');
  }
}
