import type { LocalizedText } from '@talent/contracts';

/** A name in the three languages, English where a translation is missing; null without one. */
export function localized(en: string | null, zh: string | null, ar: string | null): LocalizedText | null {
  return en === null ? null : { en, zh: zh ?? en, ar: ar ?? en };
}
