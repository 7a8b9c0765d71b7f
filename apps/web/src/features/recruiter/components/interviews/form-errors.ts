import type { TFunction } from 'i18next';
import type { FieldRefusal } from '../../../../lib/field-errors';
import { wallClock } from './time';
import type { TimeValue } from './time-fields';
import { spanOf } from './time-fields';

/** The time fields an interview's dialog shows; each may carry its own error. */
export type TimeField = 'day' | 'time' | 'timeZone' | 'duration';
export type TimeErrors = Partial<Record<TimeField, string>>;

/** The contract's bounds on an interview's length, in minutes. */
const MIN_MINUTES = 5;
const MAX_MINUTES = 1440;

function knownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone !== '';
  } catch {
    return false;
  }
}

/** Where a start in the past is said: on the day when the day itself is gone, else on the time. */
function startField(value: TimeValue, now: Date): TimeField {
  try {
    return value.day < wallClock(now, value.timeZone).day ? 'day' : 'time';
  } catch {
    return 'time';
  }
}

/**
 * What the form can tell about the time before asking the server: a date and a start time given and
 * real, a zone it knows, a length of 5 minutes to a day (so the end comes after the start), and a start
 * still to come. The span to send, or the errors by field.
 */
export function checkTime(
  value: TimeValue,
  t: TFunction,
  now: Date = new Date(),
): { span: { startsAt: string; endsAt: string } | null; errors: TimeErrors } {
  const errors: TimeErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.day)) errors.day = t('recruiter.interviews.missingDate');
  if (!/^\d{2}:\d{2}$/.test(value.time)) errors.time = t('recruiter.interviews.missingTime');
  if (!knownZone(value.timeZone)) errors.timeZone = t('recruiter.interviews.unknownTimeZone');
  if (!Number.isInteger(value.duration) || value.duration <= 0) {
    errors.duration = t('recruiter.interviews.endNotAfterStart');
  } else if (value.duration < MIN_MINUTES || value.duration > MAX_MINUTES) {
    errors.duration = t('recruiter.interviews.durationRange');
  }
  if (errors.day !== undefined || errors.time !== undefined || errors.timeZone !== undefined) {
    return { span: null, errors };
  }
  const span = spanOf(value);
  if (span === null) {
    // both given, yet no such moment: 2026-02-30, 25:00
    errors.day = t('recruiter.interviews.notADate');
    return { span: null, errors };
  }
  if (Date.parse(span.startsAt) <= now.getTime()) {
    errors[startField(value, now)] = t('recruiter.interviews.pastStart');
  }
  return Object.keys(errors).length > 0 ? { span: null, errors } : { span, errors };
}

/** A refused time field (`startsAt`, `endsAt`, `timeZone`) on the time field that shows it, in words. */
export function placeTimeRefusal(
  refusal: FieldRefusal,
  value: TimeValue,
  t: TFunction,
): { field: TimeField; message: string } | null {
  if (refusal.path === 'startsAt') {
    return /future/i.test(refusal.message)
      ? { field: startField(value, new Date()), message: t('recruiter.interviews.pastStart') }
      : { field: 'time', message: t('recruiter.interviews.startRefused') };
  }
  if (refusal.path === 'endsAt') {
    return {
      field: 'duration',
      message: /^must be after/i.test(refusal.message)
        ? t('recruiter.interviews.endNotAfterStart')
        : t('recruiter.interviews.durationRange'),
    };
  }
  if (refusal.path === 'timeZone') {
    return { field: 'timeZone', message: t('recruiter.interviews.unknownTimeZone') };
  }
  return null;
}
