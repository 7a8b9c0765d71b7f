import { describe, expect, it } from 'vitest';
import { formatDate, formatList, formatMoney, formatMoneyRange, formatRelativeTime } from './format';

describe('formatMoneyRange', () => {
  it('formats a range in the locale', () => {
    expect(formatMoneyRange(4000, 6000, 'USD', 'en-US')).toBe('$4,000 – $6,000');
    expect(formatMoneyRange(5000, 5000, 'USD', 'en-US')).toBe('$5,000');
  });

  it('puts the lowest amount first whatever order it is given in', () => {
    expect(formatMoneyRange(6000, 4000, 'USD', 'en-US')).toBe('$4,000 – $6,000');
  });

  it('formats a range in Chinese with no direction marks', () => {
    const range = formatMoneyRange(165000, 216000, 'USD', 'zh-CN');
    expect(range).toBe('US$165,000-216,000');
    expect(range).not.toMatch(/[\u2066-\u2069\u200e\u200f]/);
  });

  it('keeps an Arabic range lowest first as one left-to-right run, the currency outside it', () => {
    const range = formatMoneyRange(165000, 216000, 'USD', 'ar');
    // the numbers and the dash are isolated left to right, so they show as "165,000–216,000"
    const isolated = /\u2066([^\u2069]*)\u2069/.exec(range)?.[1];
    expect(isolated?.replace(/[^\d\u0660-\u0669–-]/g, '')).toMatch(/^(165000|١٦٥٠٠٠)[–-](216000|٢١٦٠٠٠)$/);
    // the currency is where Arabic puts it, after the amounts, in its own isolate so that "US$"
    // does not show as "$US"
    expect(range.slice(range.indexOf('\u2069') + 1).trim()).toBe('\u2068US$\u2069');
    expect(range.split('\u2066')).toHaveLength(2);
  });

  it('isolates the currency of a single Arabic amount, and nothing else', () => {
    const amount = formatMoney(5000, 'USD', 'ar');
    expect(amount).not.toContain('\u2066');
    expect(amount).toContain('\u2068US$\u2069');
    expect(amount.replace(/[\u200f\u2068\u2069]/g, '')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
        .format(5000)
        .replace(/\u200f/g, ''),
    );
    expect(formatMoneyRange(5000, 5000, 'USD', 'ar')).toBe(amount);
  });

  it('adds no isolates in English', () => {
    expect(formatMoney(5000, 'USD', 'en-US')).toBe('$5,000');
  });

  it('still shows an amount for a code Intl does not know', () => {
    expect(formatMoneyRange(1, 2, 'NOT-A-CODE', 'en-US')).toContain('1');
  });
});

describe('formatDate', () => {
  it('shows a calendar date as that day whatever the time zone', () => {
    expect(formatDate('2026-03-01', 'en-US')).toBe('Mar 1, 2026');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('says how long ago', () => {
    expect(formatRelativeTime('2026-03-07T12:00:00Z', 'en-US', now)).toBe('3 days ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', 'en-US', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-03-10T11:59:30Z', 'en-US', now)).toBe('now');
  });
});

describe('formatList', () => {
  it('joins in the locale', () => {
    expect(formatList(['English', 'Arabic'], 'en-US')).toBe('English and Arabic');
  });
});
