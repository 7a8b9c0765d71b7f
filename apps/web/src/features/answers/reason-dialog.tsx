import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { answerErrorKey } from './errors';
import classes from './answers.module.css';

const REASON_MAX = 1000;

interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  /** True when the API needs a reason (a graduate offer); optional otherwise. */
  required: boolean;
  /** Ready-made reasons to pick from; "Another reason" then asks for the seeker's own words. */
  presets?: readonly string[];
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
}

const OTHER = '__other';

/** "Decline …?" with a reason: optional or required as the API takes it, in the seeker's words. */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {/* a fresh form each time it opens */}
      {props.opened && <ReasonForm {...props} />}
    </AppModal>
  );
}

function ReasonForm({
  onClose,
  message,
  confirmLabel,
  required,
  presets,
  pending,
  error,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<string>('');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const usesPresets = presets !== undefined && presets.length > 0;
  const writes = !usesPresets || preset === OTHER;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (usesPresets && preset === '') {
      setInvalid(t('answers.dialog.pickReason'));
      return;
    }
    const reason = writes ? text.trim() : preset;
    if (required && reason === '') {
      setInvalid(t('answers.dialog.reasonRequired'));
      return;
    }
    setInvalid(null);
    onConfirm(reason);
  };

  const errorKey = answerErrorKey(error);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{message}</Text>
        {usesPresets && (
          <Radio.Group
            label={t('answers.dialog.reasonLabel')}
            value={preset}
            onChange={(v) => {
              setPreset(v);
              setInvalid(null);
            }}
            error={preset === '' ? invalid : null}
            withAsterisk={required}
          >
            <Stack gap="xs" mt="xs">
              {presets.map((p) => (
                <Radio key={p} value={p} label={p} />
              ))}
              <Radio value={OTHER} label={t('answers.dialog.otherReason')} />
            </Stack>
          </Radio.Group>
        )}
        {writes && (
          <Textarea
            label={usesPresets ? t('answers.dialog.otherReasonLabel') : t('answers.dialog.reasonLabel')}
            description={required ? undefined : t('answers.dialog.reasonOptional')}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setInvalid(null);
            }}
            maxLength={REASON_MAX}
            rows={3}
            required={required}
            error={usesPresets && preset === '' ? null : invalid}
            data-autofocus
          />
        )}
        {errorKey !== null && (
          <Alert color="red" role="alert">
            {t(errorKey)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" className={classes.dialogActions}>
          <Button variant="default" onClick={onClose}>
            {t('answers.dialog.cancel')}
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
