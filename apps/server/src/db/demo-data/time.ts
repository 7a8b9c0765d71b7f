import type { SeededRandom } from './random.js';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** A calendar date (`YYYY-MM-DD`, UTC) as the database's `date` columns take it. */
export function dateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function plusHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR_MS);
}

export function plusDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** A moment between `from` and `to`, to the second; `from` when the range is empty. */
export function between(random: SeededRandom, from: Date, to: Date): Date {
  const span = Math.floor((to.getTime() - from.getTime()) / 1000);
  return span <= 0 ? new Date(from.getTime()) : new Date(from.getTime() + random.int(0, span) * 1000);
}

/** A moment `minDays`–`maxDays` before `now`, to the second. */
export function daysBefore(random: SeededRandom, now: Date, minDays: number, maxDays: number): Date {
  return new Date(
    now.getTime() - random.int(Math.round(minDays * 86_400), Math.round(maxDays * 86_400)) * 1000,
  );
}

export function latest(...dates: Date[]): Date {
  return new Date(Math.max(...dates.map((d) => d.getTime())));
}

export function earliest(...dates: Date[]): Date {
  return new Date(Math.min(...dates.map((d) => d.getTime())));
}

/** The hour at or after `date`: interviews start on the hour. */
export function onTheHour(date: Date): Date {
  return new Date(Math.ceil(date.getTime() / HOUR_MS) * HOUR_MS);
}

/** Hours from UTC of the countries' working day (standard time; none of them shifts much). */
const UTC_OFFSETS: Readonly<Record<string, number>> = {
  OM: 4,
  AE: 4,
  SA: 3,
  QA: 3,
  KW: 3,
  BH: 3,
  JO: 3,
  EG: 2,
  IN: 5.5,
  PK: 5,
  PH: 8,
  CN: 8,
  SG: 8,
  GB: 0,
  DE: 1,
  US: -6,
};

/**
 * The same day as `date` at a local office hour (9:00–16:00) in the country, or null when that
 * would not fall between `after` and `before`: interviews happen in office hours.
 */
export function officeHour(
  random: SeededRandom,
  date: Date,
  countryCode: string,
  after: Date,
  before: Date,
): Date | null {
  const offset = UTC_OFFSETS[countryCode] ?? 0;
  const local = new Date(date.getTime() + offset * HOUR_MS);
  local.setUTCHours(random.int(9, 16), random.pick([0, 0, 30]), 0, 0);
  const result = new Date(local.getTime() - offset * HOUR_MS);
  return result > after && result < before ? result : null;
}
