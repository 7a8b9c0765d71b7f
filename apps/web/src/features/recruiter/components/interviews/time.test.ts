import { describe, expect, it } from 'vitest';
import { dayKey, parseDay, wallClock, weekStart, zonedInstant } from './time';

describe('interview times', () => {
  it('turns a wall-clock time in a zone into the instant, across a daylight-saving change', () => {
    expect(zonedInstant('2026-12-03', '14:00', 'Asia/Muscat')?.toISOString()).toBe(
      '2026-12-03T10:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '09:30', 'Europe/London')?.toISOString()).toBe(
      '2026-07-01T08:30:00.000Z',
    );
    expect(zonedInstant('2026-01-15', '09:30', 'Europe/London')?.toISOString()).toBe(
      '2026-01-15T09:30:00.000Z',
    );
    expect(zonedInstant('2026-13-01', '09:30', 'UTC')).toBeNull();
    expect(zonedInstant('2026-12-01', '24:30', 'UTC')).toBeNull();
    expect(zonedInstant('2026-12-03', '', 'UTC')).toBeNull();
  });

  it('gives the wall-clock time of an instant in a zone', () => {
    expect(wallClock(new Date('2026-12-03T22:30:00Z'), 'Asia/Muscat')).toEqual({
      day: '2026-12-04',
      time: '02:30',
    });
  });

  it("reads the weeks of the address from the reader's first day", () => {
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('nonsense')).toBeNull();
    const monday = weekStart(new Date(2026, 11, 6, 23, 0), 1);
    expect([monday.getFullYear(), monday.getMonth(), monday.getDate(), monday.getHours()]).toEqual([
      2026, 10, 30, 0,
    ]);
    // Sunday 6 December starts its own week where weeks start on Sunday, and Saturday's the day before
    expect(dayKey(weekStart(new Date(2026, 11, 6, 23, 0), 0))).toBe('2026-12-06');
    expect(dayKey(weekStart(new Date(2026, 11, 6, 23, 0), 6))).toBe('2026-12-05');
  });
});
