import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import type { Locale } from '../../../lib/locale';
import { authFailureMessage, formatWait } from './auth-failure-message';

function messageIn(locale: Locale) {
  const { t } = createI18n(locale);
  return (failure: Parameters<typeof authFailureMessage>[0]) => authFailureMessage(failure, t, locale);
}

describe('authFailureMessage', () => {
  it('translates each error code', () => {
    const en = messageIn('en-US');
    expect(en({ code: 'invalid_grant' })).toBe('The e-mail address or password is not correct.');
    expect(en({ code: 'too_many_requests' })).toBe('Too many attempts. Please wait a moment and try again.');
    expect(en({ code: 'network' })).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(en({ code: 'invalid_token' })).toBe(
      'This link has expired or was already used. Sign up again to get a new one, or sign in if your account is ready.',
    );
    expect(en({ code: 'mail_unavailable' })).toBe(
      'We could not send the e-mail just now. Please try again in a few minutes.',
    );
    expect(en({ code: 'unknown' })).toBe('Something went wrong on our side. Please try again.');
    expect(en({ code: 'account_deletion_pending' })).toBe(
      'This account is being deleted. To keep it, open the link in the mail we sent when you asked.',
    );

    expect(messageIn('zh-CN')({ code: 'invalid_grant' })).toBe('电子邮箱地址或密码不正确。');
    expect(messageIn('ar')({ code: 'invalid_grant' })).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });

  it('says how long to wait when the server said so, in the interface language', () => {
    expect(messageIn('en-US')({ code: 'too_many_requests', retryAfterSeconds: 600 })).toBe(
      'Too many attempts. You can try again in 10 minutes.',
    );
    expect(messageIn('en-US')({ code: 'too_many_requests', retryAfterSeconds: 1 })).toBe(
      'Too many attempts. You can try again in 1 second.',
    );
    expect(messageIn('zh-CN')({ code: 'too_many_requests', retryAfterSeconds: 600 })).toContain('10分钟后');
    expect(messageIn('ar')({ code: 'too_many_requests', retryAfterSeconds: 600 })).toContain(
      formatWait(600, 'ar'),
    );
  });
});

describe('formatWait', () => {
  it('uses seconds up to a minute and a half, then minutes, then hours, rounding up', () => {
    expect(formatWait(90, 'en-US')).toBe('in 90 seconds');
    expect(formatWait(91, 'en-US')).toBe('in 2 minutes');
    expect(formatWait(15 * 60, 'en-US')).toBe('in 15 minutes');
    expect(formatWait(2 * 3600 + 1, 'en-US')).toBe('in 3 hours');
  });
});
