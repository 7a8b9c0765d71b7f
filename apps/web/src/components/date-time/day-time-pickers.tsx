// the time's lists of hours and minutes scroll in Mantine's ScrollArea, which no page loads before
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider, TimePicker } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../app/theme';
import { useLocale } from '../../lib/i18n';
import { useWeek } from '../../lib/week';
import classes from './date-time.module.css';
import type { DayFieldProps } from './day-field';
import type { DayTimeFieldsProps } from './day-time-fields';

/** `YYYY-MM-DD` (Mantine's dates, optionally with a time after it) as local midnight. */
function localDay(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** Whether the locale reads hours on a 12-hour clock, and its words for the morning and the afternoon. */
function clockOf(locale: string): { format: '12h' | '24h'; am: string; pm: string } {
  const hourCycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  const period = (hour: number) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true })
      .formatToParts(new Date(2026, 0, 1, hour))
      .find((p) => p.type === 'dayPeriod')?.value ?? (hour < 12 ? 'AM' : 'PM');
  return {
    format: hourCycle === 'h11' || hourCycle === 'h12' ? '12h' : '24h',
    am: period(9),
    pm: period(21),
  };
}

/** The calendar's words and numbers in the reader's language, through `Intl`. */
function useDayFormats(locale: string) {
  return useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) => {
      const f = new Intl.DateTimeFormat(locale, options);
      return (value: string) => f.format(localDay(value));
    };
    return {
      value: format({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }),
      dayLabel: format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      month: format({ month: 'long', year: 'numeric' }),
      monthName: format({ month: 'short' }),
      year: format({ year: 'numeric' }),
      weekday: format({ weekday: 'narrow' }),
      dayNumber: format({ day: 'numeric' }),
      clock: clockOf(locale),
    };
  }, [locale]);
}

/**
 * A day as a button that opens a month calendar (arrow keys move between days; Enter picks), in the
 * reader's language: month and day names and the date's order through `Intl`, the week from the
 * reader's first day and weekend, the calendar's chevrons mirrored in right-to-left. Answers
 * `YYYY-MM-DD`, or '' once cleared.
 */
export function DayPicker({
  value,
  onChange,
  label,
  error,
  minDay,
  maxDay,
  required = false,
  clearable = false,
  disabled = false,
  description,
  placeholder,
  id,
  autoFocus = false,
  onBlur,
}: DayFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { firstDay: firstDayOfWeek, weekend: weekendDays } = useWeek();
  const formats = useDayFormats(locale);
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek, weekendDays }}>
      <DatePickerInput
        id={id}
        label={label}
        description={description}
        placeholder={placeholder}
        value={value === '' ? null : value}
        onChange={(next) => onChange(next === null ? '' : next.slice(0, 10))}
        valueFormatter={({ date }) => (typeof date === 'string' ? formats.value(date) : '')}
        minDate={minDay}
        maxDate={maxDay}
        error={error}
        required={required}
        withAsterisk={required}
        clearable={clearable}
        clearButtonProps={{ 'aria-label': t('common.dateTime.clear', { field: label }) }}
        disabled={disabled}
        onBlur={onBlur}
        leftSection={<IconCalendar size={iconSize.sm} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        monthLabelFormat={formats.month}
        yearLabelFormat={formats.year}
        monthsListFormat={formats.monthName}
        yearsListFormat={formats.year}
        decadeLabelFormat={(start, end) => `${formats.year(start)} – ${formats.year(end)}`}
        weekdayFormat={formats.weekday}
        getDayAriaLabel={formats.dayLabel}
        renderDay={(date) => formats.dayNumber(date)}
        ariaLabels={{
          previousMonth: t('common.dateTime.previousMonth'),
          nextMonth: t('common.dateTime.nextMonth'),
          previousYear: t('common.dateTime.previousYear'),
          nextYear: t('common.dateTime.nextYear'),
          previousDecade: t('common.dateTime.previousDecade'),
          nextDecade: t('common.dateTime.nextDecade'),
          monthLevelControl: t('common.dateTime.chooseMonth'),
          yearLevelControl: t('common.dateTime.chooseYear'),
        }}
        data-autofocus={autoFocus ? true : undefined}
      />
    </DatesProvider>
  );
}

/**
 * The day (see `DayPicker`) and the time as hour and minute fields (type or use the arrow keys), in
 * the reader's language: the 12- or 24-hour clock and its words for the morning and the afternoon
 * through `Intl`.
 */
export default function DayTimePickers({
  day,
  time,
  onDayChange,
  onTimeChange,
  dayLabel,
  timeLabel,
  dayError,
  timeError,
  minDay,
  required = false,
  dayDescription,
  dayId,
  timeId,
  autoFocus = false,
}: DayTimeFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeErrorId = `${useId()}-time-error`;
  const formats = useDayFormats(locale);
  return (
    <div className={classes.row}>
      <DayPicker
        id={dayId}
        label={dayLabel}
        description={dayDescription}
        value={day}
        onChange={onDayChange}
        minDay={minDay}
        error={dayError}
        required={required}
        autoFocus={autoFocus}
      />
      <TimePicker
        id={timeId}
        label={timeLabel}
        value={time}
        onChange={onTimeChange}
        format={formats.clock.format}
        amPmLabels={{ am: formats.clock.am, pm: formats.clock.pm }}
        error={timeError}
        required={required}
        withAsterisk={required}
        withDropdown
        leftSection={<IconClock size={iconSize.sm} aria-hidden />}
        hoursInputLabel={t('common.dateTime.hours', { field: timeLabel })}
        minutesInputLabel={t('common.dateTime.minutes', { field: timeLabel })}
        amPmInputLabel={t('common.dateTime.amPm', { field: timeLabel })}
        // the hour field is where the focus goes and what a screen reader names first: it says the error
        hoursInputProps={{
          'aria-invalid': timeError === undefined || timeError === null ? undefined : true,
          'aria-describedby': timeError === undefined || timeError === null ? undefined : timeErrorId,
        }}
        errorProps={{ id: timeErrorId }}
        popoverProps={{ withinPortal: true }}
      />
    </div>
  );
}
