import { checkPasswordStrength, type PasswordProblem } from '@talent/domain';
import type { TFunction } from 'i18next';

const HINT_KEYS = {
  too_short: 'auth.signup.hintTooShort',
  too_long: 'auth.signup.hintTooLong',
  needs_variety: 'auth.signup.hintNeedsVariety',
  contains_email: 'auth.signup.hintContainsEmail',
  too_common: 'auth.signup.hintTooCommon',
} as const satisfies Record<PasswordProblem, string>;

/**
 * What the password still lacks, by the same rule the server applies (@talent/domain), each problem
 * translated. Nothing is said about an empty field.
 */
export function passwordHints(password: string, email: string, t: TFunction): string[] {
  if (password === '') return [];
  return checkPasswordStrength(password, email.trim()).map((problem) => t(HINT_KEYS[problem]));
}
