import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from './password-strength.js';

describe('password strength', () => {
  it('accepts the demo password and long mixed ones', () => {
    expect(checkPasswordStrength('Demo@12345')).toEqual([]);
    expect(checkPasswordStrength('correct horse Battery')).toEqual([]);
    expect(checkPasswordStrength('كلمةسر-قوية-2026')).toEqual([]);
    expect(checkPasswordStrength('我的密码-很安全2026')).toEqual([]);
  });

  it('names each problem', () => {
    expect(checkPasswordStrength('Ab1!')).toEqual(['too_short']);
    expect(checkPasswordStrength('alllowercaseletters')).toEqual(['needs_variety']);
    expect(checkPasswordStrength('كلمةسرطويلةجدا')).toEqual(['needs_variety']);
    expect(checkPasswordStrength('Nadia.Rahman2026', 'nadia.rahman@example.com')).toEqual(['contains_email']);
    expect(checkPasswordStrength('Password123')).toEqual(['too_common']);
    expect(checkPasswordStrength(`Aa1!${'x'.repeat(130)}`)).toEqual(['too_long']);
  });
});
