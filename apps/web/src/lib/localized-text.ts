import type { LocalizedText } from '@talent/contracts';
import type { Locale } from './locale';

const FIELD_BY_LOCALE: Record<Locale, keyof LocalizedText> = {
  'en-US': 'en',
  'zh-CN': 'zh',
  ar: 'ar',
};

/** A server name (`{en, zh, ar}`) in the interface language, falling back to English when that one is blank. */
export function pickLocalized(text: LocalizedText, locale: Locale): string {
  const value = text[FIELD_BY_LOCALE[locale]];
  return value.trim() !== '' ? value : text.en;
}
