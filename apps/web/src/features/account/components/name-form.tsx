import { TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { updateNameBodySchema } from '@talent/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsForm, SettingsSection } from '../../../components/form-parts';
import { useLocale } from '../../../lib/i18n';
import { namedFieldErrors } from '../../auth/hooks/use-form-fields';
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
    const { fullName: refused } = namedFieldErrors(result.failure, {
      fullName: t('account.name.invalid', { max: FULL_NAME_MAX_LENGTH }),
    });
    if (refused !== undefined) {
      showError(refused);
      return;
    }
    setFailure(result.failure);
  };

  return (
    <SettingsSection title={t('account.name.heading')} level={3} intro={t('account.name.intro')}>
      <SettingsForm
        onSubmit={onSubmit}
        busy={busy}
        submitLabel={t('account.name.submit')}
        error={failure === null ? null : accountFailureMessage(failure, t, locale)}
        done={saved ? t('account.name.saved') : null}
      >
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
      </SettingsForm>
    </SettingsSection>
  );
}
