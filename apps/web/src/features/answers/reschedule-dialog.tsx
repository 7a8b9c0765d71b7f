import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { ProposedTime } from '@talent/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { localToday } from '../../components/date-time/day-field';
import { DayTimeFields } from '../../components/date-time/day-time-fields';
import { focusFirstInvalid } from '../../lib/field-errors';
import { answerErrorKey } from './errors';
import { isolate, localInputInstant } from './time';
import classes from './answers.module.css';

export const MAX_SLOTS = 3;
const MIN_MINUTES = 5;
const MAX_MINUTES = 1440;

type SlotErrorKey =
  | 'answers.reschedule.errorPast'
  | 'answers.reschedule.errorSame'
  | 'answers.reschedule.errorNone'
  | 'answers.reschedule.errorNoDay'
  | 'answers.reschedule.errorNoTime';

/** One proposed start as its fields give it: a day `YYYY-MM-DD` and a time `HH:mm`, '' while not chosen. */
export interface Slot {
  day: string;
  time: string;
}

/** A slot's error, on the field that shows it: the day's calendar or the time's hour and minute. */
export interface SlotError {
  field: 'day' | 'time';
  key: SlotErrorKey;
}

/**
 * Checks the proposed times (the browser's wall-clock day and time; slots left empty skipped): each
 * whole (a day and a time), in the future and different from the others, at least one. Answers one
 * message per slot, on its day or its time, or the times.
 */
export function checkSlots(
  slots: readonly Slot[],
  durationMinutes: number,
  now: Date,
): { errors: (SlotError | null)[]; times: ProposedTime[] | null } {
  const errors = slots.map((): SlotError | null => null);
  const minutes = Math.min(MAX_MINUTES, Math.max(MIN_MINUTES, Math.round(durationMinutes)));
  const seen = new Set<number>();
  const times: ProposedTime[] = [];
  slots.forEach(({ day, time }, i) => {
    if (day.trim() === '' && time.trim() === '') return;
    if (day.trim() === '') {
      errors[i] = { field: 'day', key: 'answers.reschedule.errorNoDay' };
      return;
    }
    if (time.trim() === '') {
      errors[i] = { field: 'time', key: 'answers.reschedule.errorNoTime' };
      return;
    }
    const start = localInputInstant(`${day}T${time}`);
    if (start === null || start.getTime() <= now.getTime()) {
      // a day already gone is said on the day; today's hour already gone, on the time
      const field = start !== null && day >= localToday(now) ? 'time' : 'day';
      errors[i] = { field, key: 'answers.reschedule.errorPast' };
      return;
    }
    if (seen.has(start.getTime())) {
      errors[i] = { field: 'time', key: 'answers.reschedule.errorSame' };
      return;
    }
    seen.add(start.getTime());
    times.push({
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
    });
  });
  if (times.length === 0 && !errors.some((e) => e !== null)) {
    errors[0] = { field: 'day', key: 'answers.reschedule.errorNone' };
  }
  return { errors, times: errors.some((e) => e !== null) ? null : times };
}

interface RescheduleDialogProps {
  opened: boolean;
  onClose: () => void;
  durationMinutes: number;
  /** The seeker's zone, named so they know which clock the fields mean. */
  timeZone: string;
  pending: boolean;
  error: unknown;
  onConfirm: (times: ProposedTime[], reason: string) => void;
}

/** "Ask for another time": up to three proposed starts in the seeker's zone and an optional reason. */
export function RescheduleDialog(props: RescheduleDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={t('answers.reschedule.title')} centered>
      {props.opened && <RescheduleForm {...props} />}
    </AppModal>
  );
}

function RescheduleForm({
  onClose,
  durationMinutes,
  timeZone,
  pending,
  error,
  onConfirm,
}: RescheduleDialogProps) {
  const { t } = useTranslation();
  const [slots, setSlots] = useState<Slot[]>(() =>
    Array.from({ length: MAX_SLOTS }, () => ({ day: '', time: '' })),
  );
  const [errors, setErrors] = useState<(SlotError | null)[]>(() => slots.map(() => null));
  const [reason, setReason] = useState('');
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // the calendar offers no day already gone
  const today = localToday(new Date());
  // the first field that is wrong takes the focus, so a keyboard or screen-reader user hears why
  useEffect(() => {
    if (focusTick > 0) focusFirstInvalid(formRef.current);
  }, [focusTick]);

  const change = (i: number, part: Partial<Slot>) => {
    setSlots((old) => old.map((v, j) => (j === i ? { ...v, ...part } : v)));
    setErrors((old) => old.map((v, j) => (j === i ? null : v)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSlots(slots, durationMinutes, new Date());
    setErrors(checked.errors);
    if (checked.times === null) {
      setFocusTick((n) => n + 1);
      return;
    }
    onConfirm(checked.times, reason.trim());
  };

  const errorKey = answerErrorKey(error);
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('answers.reschedule.message', { zone: isolate(timeZone) })}</Text>
        {slots.map((slot, i) => {
          const slotError = errors[i] ?? null;
          return (
            <fieldset key={i} className={classes.slot}>
              <legend className={classes.slotLegend}>
                {t('answers.reschedule.slot', { number: i + 1 })}
                {i > 0 && (
                  <Text span size="sm" c="dimmed" fw={400}>
                    {' '}
                    {t('answers.reschedule.slotOptional')}
                  </Text>
                )}
              </legend>
              <DayTimeFields
                day={slot.day}
                time={slot.time}
                onDayChange={(day) => change(i, { day })}
                onTimeChange={(time) => change(i, { time })}
                dayLabel={t('answers.reschedule.slotDay')}
                timeLabel={t('answers.reschedule.slotTime')}
                dayError={slotError?.field === 'day' ? t(slotError.key) : undefined}
                timeError={slotError?.field === 'time' ? t(slotError.key) : undefined}
                minDay={today}
                required={i === 0}
                dayId={`answers-slot-${i}-day`}
                timeId={`answers-slot-${i}-time`}
                autoFocus={i === 0}
              />
            </fieldset>
          );
        })}
        <Textarea
          label={t('answers.reschedule.reasonLabel')}
          description={t('answers.dialog.reasonOptional')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={1000}
          rows={2}
        />
        {errorKey !== null && (
          <Alert color="red" role="alert">
            {t(errorKey)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" className={classes.dialogActions}>
          <Button variant="default" onClick={onClose}>
            {t('answers.dialog.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('answers.reschedule.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
