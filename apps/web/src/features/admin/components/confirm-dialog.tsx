import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  message: ReactNode;
  confirmLabel: string;
  /** A destructive action: its button is red. */
  danger?: boolean;
  pending: boolean;
  /** Why the last try failed, shown in the dialog; null when it did not. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Fields the action takes (a lock's reason). */
  children?: ReactNode;
}

/** The question before an action that cannot simply be taken back: what it does, Cancel, and the action. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  danger = false,
  pending,
  failure,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text>{message}</Text>
          {children}
          {failure !== null && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
