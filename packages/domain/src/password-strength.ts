export type PasswordProblem = 'too_short' | 'too_long' | 'needs_variety' | 'contains_email' | 'too_common';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON = new Set([
  'password123',
  'password1234',
  'qwerty12345',
  'qwertyuiop1',
  '1234567890a',
  'iloveyou123',
  'welcome1234',
  'admin12345',
  'letmein1234',
  'p@ssw0rd123',
]);

/**
 * The sign-up and change-password rule, the same in the browser (live hints) and on the server:
 * 10 to 128 characters, at least three kinds of character (lower case, upper case, letters of
 * scripts without case such as Arabic or Chinese, digits, symbols), not built
 * on the e-mail address, and not one of the passwords every attacker tries first.
 */
export function checkPasswordStrength(password: string, email?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if ([...password].length > PASSWORD_MAX_LENGTH) problems.push('too_long');
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{Lo}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((re) =>
    re.test(password),
  ).length;
  if (classes < 3) problems.push('needs_variety');
  const local = email?.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) problems.push('contains_email');
  if (COMMON.has(password.toLowerCase())) problems.push('too_common');
  return problems;
}
