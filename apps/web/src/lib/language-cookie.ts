import { normaliseLocale, type Locale } from './locale';

export const LANGUAGE_COOKIE = 'language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The interface language from a `document.cookie` string (spec section 9: cookie "language"). */
export function readLanguageCookie(cookieString: string): Locale {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return normaliseLocale(decodeURIComponent(raw));
    } catch {
      return normaliseLocale(raw);
    }
  }
  return normaliseLocale(undefined);
}

/** The cookie string that remembers the language for a year on the whole site. */
export function languageCookieString(locale: Locale, secure: boolean): string {
  const attributes = [
    `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}`,
    'path=/',
    `max-age=${ONE_YEAR_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function writeLanguageCookie(locale: Locale): void {
  document.cookie = languageCookieString(locale, window.location.protocol === 'https:');
}
