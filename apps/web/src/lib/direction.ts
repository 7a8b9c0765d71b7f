import type { Locale } from './locale';

export type Direction = 'ltr' | 'rtl';

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur']);

/** Text direction decided once, from the locale: the root applies it to the document and to Mantine. */
export function directionOf(locale: string): Direction {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** Sets `<html lang dir>` so the browser, assistive technology and CSS logical properties follow the locale. */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = directionOf(locale);
}
