import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ProposedTime } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { answerErrorKey } from './errors';
import { isolate, localInputInstant } from './time';
import classes from './answers.module.css';

export const MAX_SLOTS = 3;
const MIN_MINUTES = 5;
const MAX_MINUTES = 1440;

type SlotError =
  'answers.reschedule.errorPast' | 'answers.reschedule.errorSame' | 'answers.reschedule.errorNone';

/**
 * Checks the proposed times (the `datetime-local` values, empty ones skipped): each in the future
 * and different from the others, at least one. Answers one message per field, or the times.
 */
export function checkSlots(
  values: readonly string[],
  durationMinutes: number,
  now: Date,
): { errors: (SlotError | null)[]; times: ProposedTime[] | null } {
  const errors = values.map((): SlotError | null => null);
  const minutes = Math.min(MAX_MINUTES, Math.max(MIN_MINUTES, Math.round(durationMinutes)));
  const seen = new Set<number>();
  const times: ProposedTime[] = [];
  values.forEach((value, i) => {
    if (value.trim() === '') return;
    const start = localInputInstant(value);
    if (start === null || start.getTime() <= now.getTime()) {
      errors[i] = 'answers.reschedule.errorPast';
      return;
    }
    if (seen.has(start.getTime())) {
      errors[i] = 'answers.reschedule.errorSame';
      return;
    }
    seen.add(start.getTime());
    times.push({
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
    });
  });
  if (times.length === 0 && !errors.some((e) => e !== null)) errors[0] = 'answers.reschedule.errorNone';
  return { errors, times: errors.some((e) => e !== null) ? null : times };
}

/** The local wall-clock time of an instant as a `datetime-local` value (the inputs' earliest). */
function inputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
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
  const [values, setValues] = useState<string[]>(() => Array.from({ length: MAX_SLOTS }, () => ''));
  const [errors, setErrors] = useState<(SlotError | null)[]>(() => values.map(() => null));
  const [reason, setReason] = useState('');
  const earliest = inputValue(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSlots(values, durationMinutes, new Date());
    setErrors(checked.errors);
    if (checked.times === null) {
      // the first field that is wrong takes the focus, so a keyboard or screen-reader user hears why
      const first = checked.errors.findIndex((e) => e !== null);
      document.getElementById(`answers-slot-${first}`)?.focus();
      return;
    }
    onConfirm(checked.times, reason.trim());
  };

  const errorKey = answerErrorKey(error);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('answers.reschedule.message', { zone: isolate(timeZone) })}</Text>
        {values.map((value, i) => (
          <TextInput
            key={i}
            id={`answers-slot-${i}`}
            type="datetime-local"
            label={t('answers.reschedule.slot', { number: i + 1 })}
            description={i === 0 ? undefined : t('answers.reschedule.slotOptional')}
            withAsterisk={i === 0}
            min={earliest}
            value={value}
            onChange={(e) => {
              const next = e.currentTarget.value;
              setValues((old) => old.map((v, j) => (j === i ? next : v)));
              setErrors((old) => old.map((v, j) => (j === i ? null : v)));
            }}
            error={errors[i] === null || errors[i] === undefined ? null : t(errors[i])}
            data-autofocus={i === 0 ? true : undefined}
          />
        ))}
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
