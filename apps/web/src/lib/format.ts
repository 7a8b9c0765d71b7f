import { directionOf } from './direction';
import type { Locale } from './locale';

/** U+2066 LEFT-TO-RIGHT ISOLATE, U+2068 FIRST STRONG ISOLATE, U+2069 POP DIRECTIONAL ISOLATE. */
const LTR_ISOLATE = '\u2066';
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_ISOLATE = '\u2069';

/**
 * An amount's currency, isolated in a right-to-left language: the "$" of "US$" is a neutral
 * character, and between the Latin "US" and the Arabic text around it the bidi algorithm would
 * put it first ("$US").
 */
function currencyPart(part: Intl.NumberFormatPart, rtl: boolean): string {
  return rtl && part.type === 'currency' ? FIRST_STRONG_ISOLATE + part.value + POP_ISOLATE : part.value;
}

/**
 * A money range such as "$4,000 – $6,000" in the locale's own digits and order, lowest first. In a
 * right-to-left language the two amounts and the dash between them are one left-to-right isolate:
 * the dash is a neutral character, so the bidi algorithm would otherwise lay the numbers out right
 * to left and "165,000–216,000 US$" would show as "US$ 216,000–165,000". The currency stays outside,
 * on the side the locale puts it.
 */
export function formatMoneyRange(min: number, max: number, currency: string, locale: Locale): string {
  if (min === max) return formatMoney(min, currency, locale);
  const rtl = directionOf(locale) === 'rtl';
  const parts = moneyFormat(currency, locale).formatRangeToParts(Math.min(min, max), Math.max(min, max));
  const first = parts.findIndex((p) => p.source !== 'shared');
  const last = parts.findLastIndex((p) => p.source !== 'shared');
  return parts
    .map((p, i) => {
      const text = currencyPart(p, rtl);
      if (!rtl) return text;
      return (i === first ? LTR_ISOLATE : '') + text + (i === last ? POP_ISOLATE : '');
    })
    .join('');
}

/** One amount of money, such as "$5,000", in the locale (its currency isolated, as in a range). */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const rtl = directionOf(locale) === 'rtl';
  return moneyFormat(currency, locale)
    .formatToParts(amount)
    .map((p) => currencyPart(p, rtl))
    .join('');
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
