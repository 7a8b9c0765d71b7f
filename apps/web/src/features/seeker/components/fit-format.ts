import type { Locale } from '../../../lib/locale';

/** A whole percent (0 to 100) as the locale writes it: "55%" in English, no space, and Arabic with its own marks. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** An ISO 639 language code by its name in the interface language ("ar" is "Arabic", "阿拉伯语", "العربية"). */
export function languageName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    // a value that is not a language code at all
    return code;
  }
}
