import { loadPasswordChecker, type PasswordAssessment } from '@talent/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { meterScore, passwordFeedback, scoreLabel } from './password-hints';

const en = createI18n('en-US').t;
let assess: (password: string, owner?: { email?: string; fullName?: string }) => PasswordAssessment;

beforeAll(async () => {
  const checker = await loadPasswordChecker();
  assess = (password, owner) => checker.assess(password, owner);
});

describe('passwordFeedback', () => {
  it('says nothing against a strong password, long passphrases included', () => {
    expect(passwordFeedback(assess('correct horse battery staple river'), en)).toEqual({
      reasons: [],
      tips: [],
    });
    expect(passwordFeedback(assess('Violet-Harbour-42'), en).reasons).toEqual([]);
  });

  it("gives zxcvbn's own reason for a well-known password, and how to do better", () => {
    const feedback = passwordFeedback(assess('Password123!'), en);
    expect(feedback.reasons).toEqual(['This is close to a commonly used password.']);
    expect(feedback.tips[0]).toBe('Add another word or two that are less common.');
    expect(feedback.tips.length).toBeLessThanOrEqual(2);
  });

  it('names the length and the personal data, without saying the latter twice', () => {
    expect(passwordFeedback(assess('kP9#vL2'), en).reasons).toContain('Use at least 8 characters.');
    expect(
      passwordFeedback(assess('nadia.rahman quiet lanterns', { email: 'nadia.rahman@example.com' }), en)
        .reasons,
    ).toEqual(['Do not use your e-mail address in the password.']);
    expect(
      passwordFeedback(assess('haddad under quiet lanterns', { fullName: 'Amira Haddad' }), en).reasons,
    ).toEqual(['Do not use your name in the password.']);
  });

  it('speaks the interface language', () => {
    expect(passwordFeedback(assess('kP9#vL2'), createI18n('zh-CN').t).reasons).toContain(
      '至少使用 8 个字符。',
    );
    expect(passwordFeedback(assess('kP9#vL2'), createI18n('ar').t).reasons).toContain(
      'استخدم 8 أحرف على الأقل.',
    );
  });
});

describe('meterScore', () => {
  it('never shows a refused password as strong', () => {
    const named = assess('amira haddad under quiet lanterns', { fullName: 'Amira Haddad' });
    expect(meterScore(named)).toBeLessThanOrEqual(2);
    expect(scoreLabel(meterScore(assess('correct horse battery staple river')), en)).toBe('Very strong');
    expect(scoreLabel(meterScore(assess('Password123!')), en)).toBe('Weak');
  });
});
