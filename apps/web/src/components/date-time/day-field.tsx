import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';

export interface DayFieldProps {
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  label: string;
  error?: ReactNode;
  /** The earliest and the latest day the calendar offers, `YYYY-MM-DD`. */
  minDay?: string | undefined;
  maxDay?: string | undefined;
  required?: boolean;
  /** A button in the field empties it (an optional day). */
  clearable?: boolean;
  disabled?: boolean;
  description?: ReactNode;
  placeholder?: string;
  id?: string;
  /** The day's button takes the dialog's first focus. */
  autoFocus?: boolean;
  onBlur?: () => void;
}

// the calendar (@mantine/dates and its styles) comes with the first screen that asks for a day, not
// with the pages that never do: the same chunk as the day and time of an interview
const DayPicker = lazy(() => import('./day-time-pickers').then((m) => ({ default: m.DayPicker })));

/** The field's place while the calendar loads: as tall as a label and a field, so nothing jumps. */
function Placeholder({ described }: { described: boolean }) {
  return (
    <Stack gap={4}>
      <Skeleton height={20} width="40%" />
      {described && <Skeleton height={16} width="70%" />}
      <Skeleton height={36} />
    </Stack>
  );
}

/**
 * A day, chosen in the design system's calendar in the reader's language (never the browser's
 * `mm/dd/yyyy`): its value is the same `YYYY-MM-DD` a native date field gives.
 */
export function DayField(props: DayFieldProps) {
  return (
    <Suspense fallback={<Placeholder described={props.description !== undefined} />}>
      <DayPicker {...props} />
    </Suspense>
  );
}

/** Today in the browser's zone, `YYYY-MM-DD` (a calendar's earliest day). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
