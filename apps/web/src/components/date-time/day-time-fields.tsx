import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import classes from './date-time.module.css';

export interface DayTimeFieldsProps {
  /** `YYYY-MM-DD`, or '' for none yet. */
  day: string;
  /** `HH:mm` on a 24-hour clock, or '' while none (or half of one) is given. */
  time: string;
  onDayChange: (day: string) => void;
  onTimeChange: (time: string) => void;
  dayLabel: string;
  timeLabel: string;
  dayError?: ReactNode;
  timeError?: ReactNode;
  /** The earliest day the calendar offers, `YYYY-MM-DD`. */
  minDay?: string;
  required?: boolean;
  dayDescription?: ReactNode;
  dayId?: string;
  timeId?: string;
  /** The day's button takes the dialog's first focus. */
  autoFocus?: boolean;
}

// the calendar (@mantine/dates and its styles) comes with the first dialog that asks for a time,
// not with the pages that never do
const DayTimePickers = lazy(() => import('./day-time-pickers'));

/** The pickers' place while they load: as tall as a label and a field, so nothing jumps. */
function Placeholder() {
  return (
    <div className={classes.row}>
      {[0, 1].map((i) => (
        <Stack key={i} gap={4}>
          <Skeleton height={20} width="40%" />
          <Skeleton height={36} />
        </Stack>
      ))}
    </div>
  );
}

/**
 * A day and a start time, side by side (one under the other on a narrow dialog): the design
 * system's calendar and time fields in the reader's language, never the browser's `mm/dd/yyyy`.
 */
export function DayTimeFields(props: DayTimeFieldsProps) {
  return (
    <Suspense fallback={<Placeholder />}>
      <DayTimePickers {...props} />
    </Suspense>
  );
}
