import type { TextLanguage } from '../types.js';

/** One phrase in every language a job can be written in. */
export interface Text3 {
  readonly en: string;
  readonly zh: string;
  readonly ar: string;
}

export function t(en: string, zh: string, ar: string): Text3 {
  return { en, zh, ar };
}

/** Fills `{name}` placeholders; a missing value is a bug in a template, so it throws. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`template placeholder {${key}} has no value`);
    return String(value);
  });
}

/** "A, B, and C" / "A、B和C" / "A، وB، وC" — each language lists things its own way. */
export function joinList(items: readonly string[], language: TextLanguage): string {
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1);
  const last = items[items.length - 1] ?? '';
  if (language === 'zh') return `${head.join('、')}和${last}`;
  if (language === 'ar') {
    if (items.length === 2) return `${head.join('')} و${last}`;
    return [...head, last].map((item, i) => (i === 0 ? item : `و${item}`)).join('، ');
  }
  // the serial comma keeps items that contain "and" apart
  return head.length > 1 ? `${head.join(', ')}, and ${last}` : `${head.join('')} and ${last}`;
}

/** Names that are not Arabic words (skills like "Java") read better comma-separated in Arabic text. */
export function joinNames(items: readonly string[], language: TextLanguage): string {
  if (language === 'zh') return items.join('、');
  if (language === 'ar') return items.join('، ');
  return joinList(items, 'en');
}

/** "a" or "an" before an English phrase, by sound: "an HR Officer", "a UX Designer", "an Accountant". */
export function article(phrase: string): string {
  const firstWord = phrase.split(/\s+/)[0] ?? '';
  const isAcronym = /^[A-Z][A-Z/&]+$/.test(firstWord);
  if (isAcronym) return /^[AEFHILMNORSX]/.test(firstWord) ? 'an' : 'a';
  if (/^U[a-z]/.test(firstWord)) return /^Uni|^Use|^Usu/.test(firstWord) ? 'a' : 'an';
  return /^[AEIOaeio]/.test(firstWord) ? 'an' : 'a';
}

/** Arabic counted noun for years: the noun's form depends on the number. */
export function arabicYears(years: number): string {
  if (years === 1) return 'سنة واحدة';
  if (years === 2) return 'سنتين';
  if (years <= 10) return `${years} سنوات`;
  return `${years} سنة`;
}

/** Sentence joiner: Chinese sentences run on without spaces. */
export function joinSentences(sentences: readonly string[], language: TextLanguage): string {
  return sentences.join(language === 'zh' ? '' : ' ');
}
