import { Alert, Button, Group } from '@mantine/core';
import type { ProfileSection } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { useSectionWrite } from './api';
import { serverFieldErrors, type FieldErrors, type FieldMessage } from './form';

/** A dialog form's footer: what went wrong when saving failed, then Cancel and Save. */
export function FormActions({
  failed,
  pending,
  onCancel,
}: {
  failed: boolean;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {failed && (
        <Alert color="red" role="alert">
          {t('profile.errors.saveFailed')}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('profile.actions.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('profile.actions.save')}
        </Button>
      </Group>
    </>
  );
}

/**
 * A section entry's form state: `submit` takes the client-side check's result and, when it
 * passed, adds or replaces the entry; the server's 400 lands on the fields, a 409 (a duplicate or
 * a full list) goes to `onConflict`, anything else shows "could not be saved".
 */
export function useSectionForm<T>(
  section: ProfileSection,
  entry: { id: string } | null,
  onDone: () => void,
  onConflict?: () => void,
) {
  const { t } = useTranslation();
  const write = useSectionWrite<T>(section);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const say = (message: FieldMessage | undefined) =>
    message === undefined ? undefined : t(message.key, message.values);

  const submit = (checked: { input: T | null; errors: FieldErrors }) => {
    setErrors(checked.errors);
    setFailed(false);
    if (checked.input === null) return;
    const body = checked.input;
    write.mutate(entry === null ? { body } : { id: entry.id, body }, {
      onSuccess: onDone,
      onError: (error) => {
        if (onConflict !== undefined && isApiError(error, 409)) {
          onConflict();
          return;
        }
        const fields = serverFieldErrors(error);
        if (fields === null) setFailed(true);
        else setErrors(fields);
      },
    });
  };
  return { submit, errors, setErrors, failed, pending: write.isPending, say };
}
