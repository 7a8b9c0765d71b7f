import { describe, expect, it } from 'vitest';
import { checkSlots } from './reschedule-dialog';
import { timeLeft } from './time';

const DEADLINE = '2030-03-12T12:00:00Z';
const at = (iso: string) => new Date(iso);

describe('timeLeft', () => {
  it('names the two largest units, then says nothing once the deadline passed', () => {
    expect(timeLeft(DEADLINE, at('2030-03-10T09:00:00Z'), 'en-US')).toBe('2 days, 3 hours');
    expect(timeLeft(DEADLINE, at('2030-03-11T12:00:00Z'), 'en-US')).toBe('1 day');
    expect(timeLeft(DEADLINE, at('2030-03-12T06:50:00Z'), 'en-US')).toBe('5 hours, 10 minutes');
    expect(timeLeft(DEADLINE, at('2030-03-12T11:59:30Z'), 'en-US')).toBe('1 minute');
    expect(timeLeft(DEADLINE, at('2030-03-12T12:00:00Z'), 'en-US')).toBeNull();
    expect(timeLeft(DEADLINE, at('2030-03-13T12:00:00Z'), 'en-US')).toBeNull();
  });

  it('uses the reader’s plural forms', () => {
    expect(timeLeft(DEADLINE, at('2030-03-10T09:00:00Z'), 'ar')).toContain('يومان');
    expect(timeLeft(DEADLINE, at('2030-03-10T09:00:00Z'), 'zh-CN')).toBe('2天3小时');
  });
});

describe('checkSlots', () => {
  const now = new Date(2030, 0, 1, 12, 0);
  const none = { day: '', time: '' };
  const slot = (day: string, time: string) => ({ day, time });
  it('wants at least one, each whole, in the future and unlike the others', () => {
    expect(checkSlots([none, none, none], 60, now).errors[0]).toEqual({
      field: 'day',
      key: 'answers.reschedule.errorNone',
    });
    const checked = checkSlots(
      [slot('2031-01-01', '10:00'), slot('2031-01-01', '10:00'), slot('2020-01-01', '10:00')],
      60,
      now,
    );
    expect(checked.errors).toEqual([
      null,
      { field: 'time', key: 'answers.reschedule.errorSame' },
      { field: 'day', key: 'answers.reschedule.errorPast' },
    ]);
    expect(checked.times).toBeNull();
  });

  it('says a half-chosen time on the part missing, and today’s hour gone on the time', () => {
    const checked = checkSlots(
      [slot('2031-01-01', ''), slot('', '09:00'), slot('2030-01-01', '11:00')],
      60,
      now,
    );
    expect(checked.errors).toEqual([
      { field: 'time', key: 'answers.reschedule.errorNoTime' },
      { field: 'day', key: 'answers.reschedule.errorNoDay' },
      { field: 'time', key: 'answers.reschedule.errorPast' },
    ]);
  });

  it('gives each proposed time the interview’s length', () => {
    const { times } = checkSlots([none, slot('2031-01-01', '10:00'), none], 45, now);
    expect(times).toEqual([
      {
        startsAt: new Date('2031-01-01T10:00').toISOString(),
        endsAt: new Date(new Date('2031-01-01T10:00').getTime() + 45 * 60_000).toISOString(),
      },
    ]);
  });
});
