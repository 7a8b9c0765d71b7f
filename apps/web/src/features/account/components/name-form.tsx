import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { updateNameBodySchema } from '@talent/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { AccountFailure } from '../api/account-failure';
import { nameUpdated, updateName } from '../api/update-name';
import { accountFailureMessage } from './account-failure-message';

const FULL_NAME_MAX_LENGTH = 200;

interface NameFormProps {
  /** The name the account has now: the field starts with it. */
  currentName: string;
  /** After a change: the signed-in user (the top bar) already shows the new name. */
  onChanged?: (fullName: string) => void;
}

/** The name everyone sees, the account's and the profile's, for every role. */
export function NameForm({ currentName, onChanged }: NameFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const showError = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setSaved(false);
    // the contract's own check: trimmed, one line, at most 200 characters
    const parsed = updateNameBodySchema.safeParse({ fullName: name });
    if (name.trim() === '') {
      showError(t('account.name.required'));
      return;
    }
    if (!parsed.success) {
      showError(t('account.name.invalid', { max: FULL_NAME_MAX_LENGTH }));
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await updateName(parsed.data);
    setBusy(false);
    if (result.ok) {
      setName(result.value.fullName);
      setSaved(true);
      void nameUpdated(queryClient, result.value.fullName);
      onChanged?.(result.value.fullName);
      return;
    }
    const { failure: refusal } = result;
    if (refusal.code === 'invalid_fields' && (refusal.fields ?? []).includes('fullName')) {
      showError(t('account.name.invalid', { max: FULL_NAME_MAX_LENGTH }));
      return;
    }
    setFailure(refusal);
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} size="h4" id={headingId}>
        {t('account.name.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account.name.intro')}
      </Text>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md" maw="28rem">
          {failure !== null && (
            <Alert color="red" variant="light" role="alert">
              {accountFailureMessage(failure, t, locale)}
            </Alert>
          )}
          {saved && (
            <Alert color="green" variant="light" role="status">
              {t('account.name.saved')}
            </Alert>
          )}
          <TextInput
            ref={inputRef}
            name="fullName"
            label={t('account.name.label')}
            autoComplete="name"
            required
            maxLength={FULL_NAME_MAX_LENGTH}
            dir="auto"
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setSaved(false);
              setError(undefined);
            }}
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t('account.name.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
