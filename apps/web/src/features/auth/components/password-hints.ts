import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordAssessment,
  type PasswordProblem,
  type PasswordScore,
  type PasswordSuggestion,
  type PasswordWarning,
} from '@talent/domain';
import type { TFunction } from 'i18next';

const PROBLEM_KEYS = {
  too_short: 'auth.password.tooShort',
  too_long: 'auth.password.tooLong',
  contains_email: 'auth.password.containsEmail',
  contains_name: 'auth.password.containsName',
  too_common: 'auth.password.tooCommon',
  too_guessable: 'auth.password.tooGuessable',
} as const satisfies Record<PasswordProblem, string>;

/** zxcvbn's reasons, in our words and languages. */
const WARNING_KEYS = {
  straightRow: 'auth.passwordWarning.straightRow',
  keyPattern: 'auth.passwordWarning.keyPattern',
  simpleRepeat: 'auth.passwordWarning.simpleRepeat',
  extendedRepeat: 'auth.passwordWarning.extendedRepeat',
  sequences: 'auth.passwordWarning.sequences',
  recentYears: 'auth.passwordWarning.recentYears',
  dates: 'auth.passwordWarning.dates',
  topTen: 'auth.passwordWarning.topTen',
  topHundred: 'auth.passwordWarning.topHundred',
  common: 'auth.passwordWarning.common',
  similarToCommon: 'auth.passwordWarning.similarToCommon',
  wordByItself: 'auth.passwordWarning.wordByItself',
  namesByThemselves: 'auth.passwordWarning.namesByThemselves',
  commonNames: 'auth.passwordWarning.commonNames',
  userInputs: 'auth.passwordWarning.userInputs',
  pwned: 'auth.passwordWarning.pwned',
} as const satisfies Record<PasswordWarning, string>;

/** zxcvbn's suggestions. */
const SUGGESTION_KEYS = {
  l33t: 'auth.passwordSuggestion.leet',
  reverseWords: 'auth.passwordSuggestion.reverseWords',
  allUppercase: 'auth.passwordSuggestion.allUppercase',
  capitalization: 'auth.passwordSuggestion.capitalization',
  dates: 'auth.passwordSuggestion.dates',
  recentYears: 'auth.passwordSuggestion.recentYears',
  associatedYears: 'auth.passwordSuggestion.associatedYears',
  sequences: 'auth.passwordSuggestion.sequences',
  repeated: 'auth.passwordSuggestion.repeated',
  longerKeyboardPattern: 'auth.passwordSuggestion.longerKeyboardPattern',
  anotherWord: 'auth.passwordSuggestion.anotherWord',
  useWords: 'auth.passwordSuggestion.useWords',
  noNeed: 'auth.passwordSuggestion.noNeed',
  pwned: 'auth.passwordSuggestion.pwned',
} as const satisfies Record<PasswordSuggestion, string>;

const SCORE_KEYS = {
  0: 'auth.password.scoreVeryWeak',
  1: 'auth.password.scoreWeak',
  2: 'auth.password.scoreFair',
  3: 'auth.password.scoreStrong',
  4: 'auth.password.scoreVeryStrong',
} as const satisfies Record<PasswordScore, string>;

/** At most this many tips under the reasons: enough to act on, short enough to read. */
const MAX_TIPS = 2;

export interface PasswordFeedback {
  /** What stops the password from being used; empty when it may be. */
  reasons: string[];
  /** How to make it stronger. */
  tips: string[];
}

/**
 * Why a password is refused, translated: each problem, with zxcvbn's own reason in place of the
 * general "too easy to guess" when it has one, and its first suggestions.
 */
export function passwordFeedback(assessment: PasswordAssessment, t: TFunction): PasswordFeedback {
  const { problems, warning, suggestions } = assessment;
  if (problems.length === 0) return { reasons: [], tips: [] };
  const personal = problems.includes('contains_email') || problems.includes('contains_name');
  const reasons: string[] = [];
  for (const problem of problems) {
    const guessable = problem === 'too_common' || problem === 'too_guessable';
    // "avoid personal data" says again what the e-mail or name problem already said
    if (guessable && personal && warning === 'userInputs') continue;
    reasons.push(
      guessable && warning !== null
        ? t(WARNING_KEYS[warning])
        : t(PROBLEM_KEYS[problem], { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
    );
  }
  const tips = suggestions.slice(0, MAX_TIPS).map((s) => t(SUGGESTION_KEYS[s]));
  return { reasons, tips };
}

/**
 * The meter's level: zxcvbn's score, but never "strong" for a password that is refused (too short,
 * or with the owner's name in it).
 */
export function meterScore(assessment: PasswordAssessment): PasswordScore {
  return assessment.problems.length > 0 ? (Math.min(assessment.score, 2) as PasswordScore) : assessment.score;
}

export function scoreLabel(score: PasswordScore, t: TFunction): string {
  return t(SCORE_KEYS[score]);
}
