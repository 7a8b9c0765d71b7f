import { describe, expect, it } from 'vitest';
import {
  checkPasswordStrength,
  loadPasswordChecker,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
} from './password-strength.js';

describe('password strength', () => {
  it('refuses well-known passwords and their usual dressings', async () => {
    for (const password of ['Password123!', 'Password123', 'P@ssw0rd2024', 'Qwerty123456', 'iloveyou1234']) {
      const problems = await checkPasswordStrength(password);
      expect(problems, password).toContain('too_common');
    }
  });

  it('refuses other guessable passwords: words, keyboard rows, repeats, dates', async () => {
    for (const password of [
      'Summer2024!',
      'qwertyuiop',
      'aaaaaaaaaaaa',
      'abcdefgh1234',
      'Demo@12345',
      '01/02/1990',
    ]) {
      const problems = await checkPasswordStrength(password);
      expect(
        problems.some((p) => p === 'too_common' || p === 'too_guessable'),
        password,
      ).toBe(true);
    }
  });

  it('accepts long passphrases of plain words, with no upper case, digit or symbol', async () => {
    expect(await checkPasswordStrength('correct horse battery staple river')).toEqual([]);
    expect(await checkPasswordStrength('violet harbour under quiet lanterns')).toEqual([]);
  });

  it('accepts Arabic and Chinese passphrases of enough length', async () => {
    expect(await checkPasswordStrength('سماء زرقاء وبحر هادئ')).toEqual([]);
    expect(await checkPasswordStrength('كلمة المرور الخاصة بي طويلة')).toEqual([]);
    expect(await checkPasswordStrength('今天天气很好我们去公园散步')).toEqual([]);
  });

  it('accepts strong passwords that happen to mix kinds of character', async () => {
    expect(await checkPasswordStrength('Violet-Harbour-42')).toEqual([]);
    expect(await checkPasswordStrength('kP9#vL2$qW7!')).toEqual([]);
  });

  it('keeps the length between the named limits, counting characters rather than code units', async () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(await checkPasswordStrength('kP9#vL2')).toContain('too_short');
    // seven Chinese characters are seven, not fourteen
    expect(await checkPasswordStrength('𠀀𠀁𠀂𠀃𠀄𠀅𠀆')).toContain('too_short');
    expect(await checkPasswordStrength(`${'correct horse battery staple '.repeat(5)}`)).toEqual(['too_long']);
    const longest = 'quiet lanterns drift over violet harbours '.repeat(4).slice(0, PASSWORD_MAX_LENGTH);
    expect(await checkPasswordStrength(longest)).toEqual([]);
  });

  it("refuses the owner's e-mail address and name inside the password", async () => {
    expect(await checkPasswordStrength('nadia.rahman quiet lanterns', 'Nadia.Rahman@example.com')).toEqual([
      'contains_email',
    ]);
    expect(await checkPasswordStrength('lanterns RAHMAN harbour', 'nadia.rahman@example.com')).toEqual([
      'contains_email',
    ]);
    expect(await checkPasswordStrength('amira haddad under lanterns', undefined, 'Amira Haddad')).toEqual([
      'contains_name',
    ]);
    expect(await checkPasswordStrength('quiet lanterns 王小明 drift', undefined, '王小明')).toEqual([
      'contains_name',
    ]);
    // a short name part alone does not forbid the words it hides in; the passphrase stays strong
    expect(
      await checkPasswordStrength('vitality under quiet lanterns', 'a.khan@example.com', 'Ali Khan'),
    ).toEqual([]);
  });

  it('gives a score for a meter, a reason and suggestions', async () => {
    const checker = await loadPasswordChecker();
    const weak = checker.assess('Password123!');
    expect(weak.score).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(['common', 'similarToCommon']).toContain(weak.warning);
    expect(weak.suggestions.length).toBeGreaterThan(0);
    const strong = checker.assess('correct horse battery staple river');
    expect(strong.score).toBe(4);
    expect(strong.warning).toBeNull();
    expect(checker.assess('nadia quiet lanterns drift', { email: 'nadia@example.com' }).score).toBe(0);
  });

  it('answers quickly even for the longest patterned passwords', async () => {
    const checker = await loadPasswordChecker();
    for (const password of ['aB3$'.repeat(32), 'p@$$w0rd'.repeat(16), '今天'.repeat(64)]) {
      const started = performance.now();
      checker.assess(password, { email: 'someone@example.com', fullName: 'Some One' });
      expect(performance.now() - started, password).toBeLessThan(500);
    }
  });
});
