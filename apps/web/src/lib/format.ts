import type { Locale } from './locale';

/** A money range such as "$4,000 – $6,000" in the locale's own digits and order. */
export function formatMoneyRange(min: number, max: number, currency: string, locale: Locale): string {
  const format = moneyFormat(currency, locale);
  return min === max ? format.format(min) : format.formatRange(Math.min(min, max), Math.max(min, max));
}

function moneyFormat(currency: string, locale: Locale): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  } catch {
    // not an ISO 4217 code: show the code as the server gave it
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'XXX', currencyDisplay: 'code' });
  }
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the locale's medium style. A calendar date (`YYYY-MM-DD`) is shown as that day everywhere;
 * a timestamp is shown in the reader's time zone.
 */
export function formatDate(value: string, locale: Locale): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  return new Intl.DateTimeFormat(
    locale,
    dateOnly ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium' },
  ).format(date);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago (or ahead) a timestamp is, in words: "3 days ago", "yesterday", "now". */
export function formatRelativeTime(value: string, locale: Locale, now: Date = new Date()): string {
  const seconds = (new Date(value).getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** "English, Arabic and Chinese" in the locale's own words and punctuation. */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** A timestamp with its time of day, in the reader's time zone. */
export function formatDateTime(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
