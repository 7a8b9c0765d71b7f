import { startOfWeek, type DayOfWeek } from '../../../../lib/week';

/** Calendar arithmetic for the interviews screen: weeks in the viewer's zone, wall-clock times in any zone. */

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as `YYYY-MM-DD`. */
export function dayKey(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `YYYY-MM-DD` as local midnight, or null when it is not a real day. */
export function parseDay(value: string | null): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (m === null) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayKey(d) === value ? d : null;
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
}

/** The first day (local midnight) of the week a day is in, the week starting on the reader's `firstDay`. */
export function weekStart(d: Date, firstDay: DayOfWeek): Date {
  return startOfWeek(d, firstDay);
}

/** The offset of a zone at an instant, in minutes east of UTC. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock day and time (`YYYY-MM-DD`, `HH:mm`) in an IANA zone, or null. */
export function zonedInstant(day: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (d === null || t === null) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // no rolling over: 2026-13-01 or 25:00 is no time at all
  const check = new Date(wall);
  if (check.getUTCMonth() !== Number(d[2]) - 1 || check.getUTCDate() !== Number(d[3])) return null;
  if (check.getUTCHours() !== Number(t[1])) return null;
  try {
    // twice: the offset at the first guess may differ from the offset at the answer (a DST change)
    let guess = wall - offsetMinutes(wall, timeZone) * 60_000;
    guess = wall - offsetMinutes(guess, timeZone) * 60_000;
    return new Date(guess);
  } catch {
    return null;
  }
}

/** The wall-clock day and time of an instant in a zone: `{ day: 'YYYY-MM-DD', time: 'HH:mm' }`. */
export function wallClock(instant: Date, timeZone: string): { day: string; time: string } {
  const shifted = new Date(instant.getTime() + offsetMinutes(instant.getTime(), timeZone) * 60_000);
  return {
    day: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/** True when two zones show the same wall-clock time at that instant (so naming the second adds nothing). */
export function sameOffset(instant: Date, a: string, b: string): boolean {
  try {
    return offsetMinutes(instant.getTime(), a) === offsetMinutes(instant.getTime(), b);
  } catch {
    return false;
  }
}

/**
 * Text in its own direction inside a sentence of another (the candidate's words, in any language,
 * within an Arabic sentence): Unicode's first-strong isolate, so that its punctuation stays its own.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
