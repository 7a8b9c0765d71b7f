import type { TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * The sign-up and change-password rule, the same in the browser (the strength meter) and on the
 * server: 8 to 128 characters of any kind, not built on the owner's e-mail address or name, and hard
 * to guess by zxcvbn's estimate (score 3 of 4 or more) against the lists attackers try first: a
 * breached-password list, English words, names and Wikipedia terms, keyboard patterns, dates,
 * repeats and sequences. Long passphrases pass without any upper case, digit or symbol.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * zxcvbn scores 0 to 4; 3 means "safely unguessable: moderate protection from an offline
 * slow-hash scenario" (about 10^8 guesses or more), the level its authors recommend to require.
 */
export const PASSWORD_MIN_SCORE = 3;

/**
 * zxcvbn reads only this many characters. Its matching time grows quickly with length (a 128-character
 * password of repeated patterns took almost a second); 64 characters keep the worst case near 80 ms,
 * and whatever follows them can only add strength.
 */
export const PASSWORD_CHECKED_LENGTH = 64;

/**
 * The e-mail address's local part and the whole name are refused inside a password from this many
 * characters; their single words (split at dots, dashes, spaces) from one more, so that a short
 * name such as "Ali" does not forbid every word it hides in ("vitality"). Shorter pieces still
 * lower zxcvbn's score as user inputs.
 */
const PERSONAL_MIN_LENGTH = 3;

/** Words tied to this product that make a password easy to guess here (ASVS "context-specific words"). */
const CONTEXT_WORDS = ['talent', 'talentsourcing', 'sourcing', 'recruit', 'recruitment', 'jobs', 'hiring'];

export type PasswordProblem =
  | 'too_short'
  | 'too_long'
  | 'contains_email'
  | 'contains_name'
  /** A breached or very common password, or a small change of one. */
  | 'too_common'
  /** Guessable for another reason: words, names, patterns, dates, repeats. */
  | 'too_guessable';

export type PasswordScore = 0 | 1 | 2 | 3 | 4;
/** zxcvbn's warning keys: why a password is guessable. */
export type PasswordWarning = keyof TranslationKeys['warnings'];
/** zxcvbn's suggestion keys: how to make it stronger. */
export type PasswordSuggestion = keyof TranslationKeys['suggestions'];

export interface PasswordOwner {
  email?: string | undefined;
  fullName?: string | undefined;
}

export interface PasswordAssessment {
  /** Empty when the password may be used. */
  problems: PasswordProblem[];
  /** zxcvbn's score, for a strength meter (0 also for a password that uses personal data). */
  score: PasswordScore;
  warning: PasswordWarning | null;
  suggestions: PasswordSuggestion[];
}

export interface PasswordChecker {
  assess(password: string, owner?: PasswordOwner): PasswordAssessment;
}

const COMMON_WARNINGS: ReadonlySet<string> = new Set([
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'pwned',
]);

function length(text: string): number {
  return [...text].length;
}

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The e-mail and name pieces a guesser would try first; `refused` are those not allowed inside. */
function personalWords(owner: PasswordOwner): {
  refusedEmail: string[];
  refusedName: string[];
  all: string[];
} {
  const email = fold(owner.email?.trim() ?? '');
  const local = email.split('@')[0] ?? '';
  const name = fold(owner.fullName?.trim() ?? '').replace(/\s+/gu, ' ');
  const localParts = local.split(/[._+-]+/u);
  const nameParts = name.split(' ');
  const whole = (w: string) => length(w) >= PERSONAL_MIN_LENGTH;
  const part = (w: string) => length(w) > PERSONAL_MIN_LENGTH;
  const refusedEmail = [...[email, local].filter(whole), ...localParts.filter(part)];
  const refusedName = [...[name.replace(/ /g, '')].filter(whole), ...nameParts.filter(part)];
  const all = [email, local, ...localParts, name, ...nameParts].filter((w) => length(w) >= 2);
  return { refusedEmail, refusedName, all: [...new Set(all)] };
}

function createChecker(zxcvbn: ZxcvbnFactory): PasswordChecker {
  return {
    assess(password, owner = {}) {
      const problems: PasswordProblem[] = [];
      const size = length(password);
      if (size < PASSWORD_MIN_LENGTH) problems.push('too_short');
      if (size > PASSWORD_MAX_LENGTH) problems.push('too_long');
      const personal = personalWords(owner);
      const folded = fold(password).replace(/\s+/gu, '');
      const usesEmail = personal.refusedEmail.some((w) => folded.includes(w));
      const usesName = personal.refusedName.some((w) => folded.includes(w));
      if (usesEmail) problems.push('contains_email');
      if (usesName) problems.push('contains_name');

      const checked = [...password].slice(0, PASSWORD_CHECKED_LENGTH).join('');
      const result = zxcvbn.check(checked, [...personal.all, ...CONTEXT_WORDS]);
      const warning = (result.feedback.warning ?? null) as PasswordWarning | null;
      if (result.score < PASSWORD_MIN_SCORE) {
        problems.push(warning !== null && COMMON_WARNINGS.has(warning) ? 'too_common' : 'too_guessable');
      }
      return {
        problems,
        score: usesEmail || usesName ? 0 : result.score,
        warning,
        suggestions: result.feedback.suggestions as PasswordSuggestion[],
      };
    },
  };
}

let loading: Promise<PasswordChecker> | undefined;

/**
 * The checker, with its dictionaries (about 1.5 MB) loaded on first use: the web app downloads them
 * only on the pages that set a password, and the server only when someone does.
 */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  if (loading === undefined) {
    const started = Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]).then(([core, common, en]) =>
      createChecker(
        new core.ZxcvbnFactory({
          dictionary: { ...common.dictionary, ...en.dictionary },
          graphs: common.adjacencyGraphs,
          maxLength: PASSWORD_CHECKED_LENGTH,
          // fuzzy matching of the whole password cost 150 to 500 ms a check; l33t variants stay found
          useLevenshteinDistance: false,
          l33tMaxSubstitutions: 10,
        }),
      ),
    );
    // a failed download (a web chunk) may be tried again
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    loading = started;
  }
  return loading;
}

/** What stops this password from being used; empty when it may be. */
export async function checkPasswordStrength(
  password: string,
  email?: string,
  fullName?: string,
): Promise<PasswordProblem[]> {
  const checker = await loadPasswordChecker();
  return checker.assess(password, { email, fullName }).problems;
}
