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
  /** The action's mutation: its button spins while it runs, and a failure is said in the dialog. */
  mutation: { isPending: boolean; isError: boolean };
  /** What to say when the action failed, when "that did not work" is not the whole story. */
  failure?: string;
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
  mutation,
  failure,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const pending = mutation.isPending;
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
          {mutation.isError && (
            <Alert color="red" role="alert">
              {failure ?? t('admin.common.actionFailed')}
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
