import { Alert, Group, NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DayTimeFields } from '../../../../components/date-time/day-time-fields';
import { refusalLines } from '../../api/interviews';
import type { TimeErrors } from './form-errors';
import { wallClock, zonedInstant } from './time';

export const DURATIONS = [15, 30, 45, 60, 90, 120, 180] as const;

export interface TimeValue {
  day: string;
  time: string;
  timeZone: string;
  duration: number;
}

/** The IANA zones the browser knows, with the ones in use first in the list if it lacks them. */
function timeZones(extra: readonly string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return [...new Set([...extra, 'UTC', ...known])].sort((a, b) => a.localeCompare(b));
}

/** The start and end instants the fields mean, or null when they mean none. */
export function spanOf(value: TimeValue): { startsAt: string; endsAt: string } | null {
  const start = zonedInstant(value.day, value.time, value.timeZone);
  if (start === null || Number.isNaN(start.getTime())) return null;
  return {
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + value.duration * 60_000).toISOString(),
  };
}

/** Date (a calendar), time (hour and minute fields), IANA time zone and duration of an interview, each with its error in words when it has one. */
export function TimeFields({
  value,
  onChange,
  errors = {},
}: {
  value: TimeValue;
  onChange: (next: TimeValue) => void;
  errors?: TimeErrors;
}) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZones([value.timeZone]), [value.timeZone]);
  // the calendar offers no day already gone where the interview takes place
  const today = useMemo(() => {
    try {
      return wallClock(new Date(), value.timeZone).day;
    } catch {
      return undefined;
    }
  }, [value.timeZone]);
  const durations = (DURATIONS as readonly number[]).includes(value.duration)
    ? DURATIONS
    : [...DURATIONS, value.duration].sort((a, b) => a - b);
  return (
    <>
      <DayTimeFields
        day={value.day}
        time={value.time}
        onDayChange={(day) => onChange({ ...value, day })}
        onTimeChange={(time) => onChange({ ...value, time })}
        dayLabel={t('recruiter.interviews.fieldDate')}
        timeLabel={t('recruiter.interviews.fieldTime')}
        dayError={errors.day}
        timeError={errors.time}
        minDay={today}
        required
      />
      <Group grow align="flex-start" wrap="wrap">
        <NativeSelect
          label={t('recruiter.interviews.fieldTimeZone')}
          value={value.timeZone}
          onChange={(e) => onChange({ ...value, timeZone: e.currentTarget.value })}
          error={errors.timeZone}
          data={zones}
          miw={180}
        />
        <NativeSelect
          label={t('recruiter.interviews.fieldDuration')}
          value={String(value.duration)}
          onChange={(e) => onChange({ ...value, duration: Number(e.currentTarget.value) })}
          error={errors.duration}
          data={durations.map((m) => ({
            value: String(m),
            label: t('recruiter.interviews.minutes', { count: m }),
          }))}
          miw={120}
        />
      </Group>
    </>
  );
}

/**
 * A failed call, in the server's words when it gave any (its message, never a field's path). `refused`:
 * the form has fields the server named but the form could not show, said in the form's words.
 */
export function CallError({ error, refused = false }: { error: unknown; refused?: boolean }) {
  const { t } = useTranslation();
  const lines = refusalLines(error) ?? [t('recruiter.interviews.actionFailed')];
  if (refused) lines.push(t('recruiter.interviews.fieldsRefused'));
  return (
    <Alert color="red" role="alert">
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </Alert>
  );
}
