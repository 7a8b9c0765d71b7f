import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { passwordHints } from './password-hints';

const en = createI18n('en-US').t;

describe('passwordHints', () => {
  it('says nothing about an empty field, or about a strong password', () => {
    expect(passwordHints('', 'nadia@example.com', en)).toEqual([]);
    expect(passwordHints('Violet-Harbour-42', 'nadia@example.com', en)).toEqual([]);
  });

  it('translates each problem of the shared rule', () => {
    expect(passwordHints('abc', '', en)).toEqual([
      'Use at least 10 characters.',
      'Mix at least three of: lower-case letters, capital letters, digits and symbols.',
    ]);
    expect(passwordHints('Nadia.Rahman2026', ' nadia.rahman@example.com ', en)).toEqual([
      'Do not use your e-mail address in the password.',
    ]);
    expect(passwordHints('Password123', '', en)).toEqual([
      'This password is too common: anyone could guess it.',
    ]);
    expect(passwordHints(`Aa1!${'x'.repeat(130)}`, '', en)).toEqual(['Use at most 128 characters.']);
  });

  it('speaks the interface language', () => {
    expect(passwordHints('abc', '', createI18n('zh-CN').t)[0]).toBe('至少使用 10 个字符。');
    expect(passwordHints('abc', '', createI18n('ar').t)[0]).toBe('استخدم 10 أحرف على الأقل.');
  });
});
