/** Interface languages (spec section 1); en-US is the default (section 9). */
export const LOCALES = ['en-US', 'zh-CN', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each language names itself, the same in every interface language, so it is not translated. */
export const LOCALE_AUTONYMS: Record<Locale, string> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  ar: 'العربية',
};

/** Values older versions of the product wrote to the cookie. */
const LEGACY_LOCALES: Record<string, Locale> = { zh: 'zh-CN', en: 'en-US' };

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Any stored or requested language value as a supported locale; unknown values give the default. */
export function normaliseLocale(value: string | null | undefined): Locale {
  if (value === null || value === undefined) return DEFAULT_LOCALE;
  const trimmed = value.trim();
  const exact = LOCALES.find((l) => l.toLowerCase() === trimmed.toLowerCase());
  return exact ?? LEGACY_LOCALES[trimmed.toLowerCase()] ?? DEFAULT_LOCALE;
}
