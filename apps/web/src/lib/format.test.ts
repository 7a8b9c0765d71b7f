import { describe, expect, it } from 'vitest';
import { formatDate, formatList, formatMoneyRange, formatRelativeTime } from './format';

describe('formatMoneyRange', () => {
  it('formats a range in the locale', () => {
    expect(formatMoneyRange(4000, 6000, 'USD', 'en-US')).toBe('$4,000 – $6,000');
    expect(formatMoneyRange(5000, 5000, 'USD', 'en-US')).toBe('$5,000');
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
