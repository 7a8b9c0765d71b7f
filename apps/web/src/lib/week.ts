import { useMemo } from 'react';
import { useLocale } from './i18n';

/**
 * The first day of the week, as the reader's language and region have it (CLDR's week data): Saturday
 * in Oman or Qatar, Sunday in Saudi Arabia or the United States, Monday in China or Britain.
 * Numbered as Mantine's dates and `Date.getDay()` do: 0 Sunday … 6 Saturday.
 */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * CLDR's `weekData/firstDay` for the regions that do not start on Monday (CLDR 48; the Emirates
 * start on Monday since CLDR 44, after their weekend moved to Saturday and Sunday), for a browser
 * whose `Intl.Locale` has no week info (Firefox).
 */
const FIRST_DAY_BY_REGION: Record<string, DayOfWeek> = {
  MV: 5,
  ...Object.fromEntries(
    'AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' ').map((r) => [r, 6 as DayOfWeek]),
  ),
  ...Object.fromEntries(
    (
      'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX ' +
      'MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'
    )
      .split(' ')
      .map((r) => [r, 0 as DayOfWeek]),
  ),
};

/** The region CLDR's likely subtags give a language written alone ("ar" is Egypt's, "zh" China's). */
const LIKELY_REGION: Record<string, string> = { ar: 'EG', en: 'US', zh: 'CN', fa: 'IR', he: 'IL' };

/**
 * The region of the zones of the Gulf and its neighbours, where the week does not start on Monday
 * and the interface language (ar) names no region: a reader in Muscat gets Oman's week.
 */
const REGION_BY_ZONE: Record<string, string> = {
  'Asia/Muscat': 'OM',
  'Asia/Dubai': 'AE',
  'Asia/Riyadh': 'SA',
  'Asia/Qatar': 'QA',
  'Asia/Bahrain': 'BH',
  'Asia/Kuwait': 'KW',
  'Asia/Baghdad': 'IQ',
  'Asia/Amman': 'JO',
  'Asia/Damascus': 'SY',
  'Asia/Aden': 'YE',
  'Africa/Cairo': 'EG',
  'Africa/Algiers': 'DZ',
  'Africa/Tripoli': 'LY',
  'Africa/Khartoum': 'SD',
  'Asia/Jerusalem': 'IL',
  'Asia/Tehran': 'IR',
  'Asia/Kabul': 'AF',
};

interface WeekInfo {
  firstDay?: number;
  weekend?: number[];
}

interface LocaleWithWeekInfo extends Intl.Locale {
  getWeekInfo?: () => WeekInfo;
  weekInfo?: WeekInfo;
}

function parse(tag: string): Intl.Locale | null {
  try {
    return new Intl.Locale(tag);
  } catch {
    return null;
  }
}

/**
 * The tag whose week the reader lives by: the interface language with a region, taken from the
 * language itself (zh-CN), else from the browser's languages of that same language (ar-OM when the
 * interface is ar), else from the time zone (Asia/Riyadh: SA); else the language alone.
 */
export function weekLocale(
  language: string,
  context: { browserLanguages?: readonly string[]; timeZone?: string } = {},
): string {
  const locale = parse(language);
  if (locale === null) return 'en-US';
  if (locale.region !== undefined) return locale.toString();
  for (const other of context.browserLanguages ?? []) {
    const candidate = parse(other);
    if (candidate?.language === locale.language && candidate.region !== undefined) {
      return `${locale.language}-${candidate.region}`;
    }
  }
  const zoneRegion = context.timeZone === undefined ? undefined : REGION_BY_ZONE[context.timeZone];
  return zoneRegion === undefined ? locale.toString() : `${locale.language}-${zoneRegion}`;
}

/** From Intl's numbering (1 Monday … 7 Sunday) to Mantine's and `getDay()`'s (0 Sunday … 6 Saturday). */
function fromIsoDay(day: number): DayOfWeek | null {
  return Number.isInteger(day) && day >= 1 && day <= 7 ? ((day % 7) as DayOfWeek) : null;
}

/**
 * The first day of the week of a locale tag: the browser's week info when it has some (Chrome's
 * `getWeekInfo()`, the older `weekInfo` property), else CLDR's table by the tag's region (or the
 * language's likely one). `withIntl: false` skips the browser's (for tests of the table).
 */
export function firstDayOfWeek(tag: string, { withIntl = true } = {}): DayOfWeek {
  const locale = parse(tag) as LocaleWithWeekInfo | null;
  if (locale === null) return 1;
  if (withIntl) {
    try {
      const info = typeof locale.getWeekInfo === 'function' ? locale.getWeekInfo() : locale.weekInfo;
      const day = info?.firstDay === undefined ? null : fromIsoDay(info.firstDay);
      if (day !== null) return day;
    } catch {
      // a browser whose week info throws falls back to the table
    }
  }
  const region = locale.region ?? LIKELY_REGION[locale.language];
  return region === undefined ? 1 : (FIRST_DAY_BY_REGION[region] ?? 1);
}

/** The tag of the reader's week, for the interface language in this browser. */
function readerWeekLocale(language: string): string {
  const browserLanguages = typeof navigator === 'undefined' ? [] : navigator.languages;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return weekLocale(language, { browserLanguages, timeZone });
}

/** CLDR's weekends other than Saturday and Sunday (CLDR 48). */
const WEEKEND_BY_REGION: Record<string, DayOfWeek[]> = {
  ...Object.fromEntries(
    'BH DZ EG IQ IL JO KW LY OM QA SA SD SY YE'.split(' ').map((r) => [r, [5, 6] as DayOfWeek[]]),
  ),
  AF: [4, 5],
  IR: [5],
  IN: [0],
  UG: [0],
};

/** The weekend days of a locale tag (0 Sunday … 6 Saturday): the browser's week info, else CLDR's table. */
export function weekendOf(tag: string, { withIntl = true } = {}): DayOfWeek[] {
  const locale = parse(tag) as LocaleWithWeekInfo | null;
  if (locale === null) return [6, 0];
  if (withIntl) {
    try {
      const info = typeof locale.getWeekInfo === 'function' ? locale.getWeekInfo() : locale.weekInfo;
      const days = (info?.weekend ?? []).map(fromIsoDay).filter((d): d is DayOfWeek => d !== null);
      if (days.length > 0) return days;
    } catch {
      // as for the first day: the table
    }
  }
  const region = locale.region ?? LIKELY_REGION[locale.language];
  return (region === undefined ? undefined : WEEKEND_BY_REGION[region]) ?? [6, 0];
}

/** Local midnight of the first day of the week a day is in, the week starting on `firstDay`. */
export function startOfWeek(d: Date, firstDay: DayOfWeek): Date {
  const offset = (d.getDay() - firstDay + 7) % 7;
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - offset);
}

/** The reader's first day of the week, following the interface language. */
export function useFirstDayOfWeek(): DayOfWeek {
  return useWeek().firstDay;
}

/** The reader's week: its first day and its weekend, following the interface language. */
export function useWeek(): { firstDay: DayOfWeek; weekend: DayOfWeek[] } {
  const locale = useLocale();
  return useMemo(() => {
    const tag = readerWeekLocale(locale);
    return { firstDay: firstDayOfWeek(tag), weekend: weekendOf(tag) };
  }, [locale]);
}
