import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstDayOfWeek, startOfWeek, weekendOf, weekLocale } from './week';

const SUNDAY = 0;
const MONDAY = 1;
const SATURDAY = 6;

describe('the first day of the week', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows CLDR by region when the browser has no week info', () => {
    const table = (tag: string) => firstDayOfWeek(tag, { withIntl: false });
    expect(table('ar-OM')).toBe(SATURDAY);
    expect(table('ar-QA')).toBe(SATURDAY);
    // the Emirates' week starts on Monday since CLDR 44
    expect(table('ar-AE')).toBe(MONDAY);
    expect(table('ar-SA')).toBe(SUNDAY);
    expect(table('en-US')).toBe(SUNDAY);
    expect(table('en-GB')).toBe(MONDAY);
    expect(table('zh-CN')).toBe(MONDAY);
    expect(table('zh-TW')).toBe(SUNDAY);
    expect(table('fr')).toBe(MONDAY);
    // a language alone is its likely region's: Arabic is Egypt's (Saturday), Chinese China's
    expect(table('ar')).toBe(SATURDAY);
    expect(table('zh')).toBe(MONDAY);
    expect(table('not a tag')).toBe(MONDAY);
  });

  it("reads the browser's week info, Monday 1 to Sunday 7, as 0 Sunday to 6 Saturday", () => {
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const had = Object.getOwnPropertyDescriptor(proto, 'getWeekInfo');
    try {
      Object.defineProperty(proto, 'getWeekInfo', {
        configurable: true,
        value(this: Intl.Locale) {
          return { firstDay: this.region === 'SA' ? 7 : this.region === 'GB' ? 1 : 6 };
        },
      });
      expect(firstDayOfWeek('ar-SA')).toBe(SUNDAY);
      expect(firstDayOfWeek('en-GB')).toBe(MONDAY);
      expect(firstDayOfWeek('ar-OM')).toBe(SATURDAY);
    } finally {
      if (had === undefined) delete proto.getWeekInfo;
      else Object.defineProperty(proto, 'getWeekInfo', had);
    }
  });

  it('agrees with the table when the week info is there (Node has `weekInfo`)', () => {
    for (const tag of ['ar', 'ar-SA', 'ar-OM', 'ar-AE', 'ar-QA', 'en-US', 'en-GB', 'zh-CN', 'zh-TW']) {
      expect(firstDayOfWeek(tag)).toBe(firstDayOfWeek(tag, { withIntl: false }));
    }
  });

  it("takes the region from the language, else the browser's languages, else the time zone", () => {
    expect(weekLocale('zh-CN', { browserLanguages: ['zh-TW'] })).toBe('zh-CN');
    expect(weekLocale('ar', { browserLanguages: ['en-US', 'ar-SA'], timeZone: 'Asia/Muscat' })).toBe('ar-SA');
    expect(weekLocale('ar', { browserLanguages: ['en-US'], timeZone: 'Asia/Muscat' })).toBe('ar-OM');
    expect(weekLocale('ar', { browserLanguages: ['en-US'], timeZone: 'Asia/Riyadh' })).toBe('ar-SA');
    expect(weekLocale('ar', { timeZone: 'UTC' })).toBe('ar');
    expect(firstDayOfWeek(weekLocale('ar', { timeZone: 'Asia/Riyadh' }))).toBe(SUNDAY);
    expect(firstDayOfWeek(weekLocale('ar', { timeZone: 'Asia/Muscat' }))).toBe(SATURDAY);
  });

  it('knows the weekend: Friday and Saturday in the Gulf, Saturday and Sunday elsewhere', () => {
    for (const withIntl of [true, false]) {
      expect(weekendOf('ar-OM', { withIntl })).toEqual([5, 6]);
      expect(weekendOf('ar', { withIntl })).toEqual([5, 6]);
      expect(weekendOf('ar-AE', { withIntl })).toEqual([6, 0]);
      expect(weekendOf('en-US', { withIntl })).toEqual([6, 0]);
      expect(weekendOf('zh-CN', { withIntl })).toEqual([6, 0]);
      expect(weekendOf('en-IN', { withIntl })).toEqual([0]);
    }
  });

  it('starts a week on its first day, at local midnight', () => {
    // Wednesday 2 December 2026, late in the evening
    const wednesday = new Date(2026, 11, 2, 23, 30);
    const day = (d: Date) => [d.getMonth() + 1, d.getDate(), d.getHours()];
    expect(day(startOfWeek(wednesday, MONDAY))).toEqual([11, 30, 0]);
    expect(day(startOfWeek(wednesday, SUNDAY))).toEqual([11, 29, 0]);
    expect(day(startOfWeek(wednesday, SATURDAY))).toEqual([11, 28, 0]);
    // a Saturday is the first day of its own Saturday week
    expect(day(startOfWeek(new Date(2026, 10, 28, 9), SATURDAY))).toEqual([11, 28, 0]);
  });
});
