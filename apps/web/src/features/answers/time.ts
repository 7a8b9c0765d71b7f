import { useEffect, useState } from 'react';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function unit(value: number, name: 'day' | 'hour' | 'minute', locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
}

/**
 * How long until a deadline, in the reader's words and plural rules: "2 days, 3 hours",
 * "5 hours, 10 minutes", "1 minute" (the two largest units; never less than a minute), or null once
 * it has passed.
 */
export function timeLeft(deadline: string, now: Date, locale: string): string | null {
  const left = Date.parse(deadline) - now.getTime();
  if (!(left > 0)) return null;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.max(1, Math.ceil((left % HOUR) / MINUTE));
  const parts =
    days > 0
      ? [unit(days, 'day', locale), ...(hours > 0 ? [unit(hours, 'hour', locale)] : [])]
      : hours > 0
        ? [unit(hours, 'hour', locale), ...(minutes < 60 ? [unit(minutes, 'minute', locale)] : [])]
        : [unit(Math.min(minutes, 59), 'minute', locale)];
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
}

/** The current time, renewed every `everyMs` while the component is shown (a live countdown). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** A start and end in one zone, in the locale's own words and order: "Fri, Nov 27, 2026, 10:30 AM – 12:00 PM". */
export function formatSpan(startsAt: string, endsAt: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).formatRange(new Date(startsAt), new Date(endsAt));
}

/** A zone's name kept whole inside a sentence of another direction ("Asia/Muscat" in Arabic). */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** The zone's offset from UTC at an instant, in minutes (to tell whether two zones show the same time). */
function offsetAt(instant: Date, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (m === null) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** True when the two zones show the same wall-clock time at that instant. */
export function sameClock(instant: string, a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return offsetAt(new Date(instant), a) === offsetAt(new Date(instant), b);
  } catch {
    return false;
  }
}

/** A `datetime-local` input's value (the browser's wall-clock time) as an instant, or null. */
export function localInputInstant(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
