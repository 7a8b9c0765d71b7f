import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import type { PasswordOwner } from '@talent/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { AuthFailure } from '../api/auth-failure';
import { changePassword } from '../api/change-password';
import { passwordProblemsNow } from '../hooks/use-password-strength';
import { authFailureMessage } from './auth-failure-message';
import { NewPasswordField } from './new-password-field';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

interface ChangePasswordFormProps {
  /** The signed-in user: their e-mail address and name may not be in the new password. */
  owner: PasswordOwner;
  /** After a change: the server has ended every other session. */
  onChanged?: () => void;
}

/** The account security page's password change: the current password, then the new one twice. */
export function ChangePasswordForm({ owner, onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const setValue = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChanged(false);
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field] !== undefined);
    const input = { currentPassword: currentRef, newPassword: newRef, confirmPassword: confirmRef };
    if (first !== undefined) input[first].current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setChanged(false);
    setBusy(true);
    const found: FieldErrors = {};
    if (values.currentPassword === '') found.currentPassword = t('auth.changePassword.currentRequired');
    if (values.newPassword === '') found.newPassword = t('auth.changePassword.newRequired');
    else if (((await passwordProblemsNow(values.newPassword, owner)) ?? []).length > 0)
      found.newPassword = t('auth.password.weak');
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = t('auth.password.mismatch');
    if (Object.keys(found).length > 0) {
      setBusy(false);
      showErrors(found);
      return;
    }
    setErrors({});

    const result = await changePassword({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    setBusy(false);
    if (result.ok) {
      setValues(EMPTY);
      setChanged(true);
      onChanged?.();
      return;
    }
    if (result.failure.code === 'invalid_password') {
      showErrors({ currentPassword: t('auth.errors.invalidPassword') });
      return;
    }
    if (result.failure.code === 'weak_password') {
      showErrors({ newPassword: t('auth.password.weak') });
      return;
    }
    setFailure(result.failure);
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId}>
        {t('auth.changePassword.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('auth.changePassword.intro')}
      </Text>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md" maw="28rem">
          {failure !== null && (
            <Alert color="red" variant="light" role="alert">
              {authFailureMessage(failure, t, locale)}
            </Alert>
          )}
          {changed && (
            <Alert color="green" variant="light" role="status">
              {t('auth.changePassword.changed')}
            </Alert>
          )}
          <PasswordInput
            ref={currentRef}
            name="currentPassword"
            label={t('auth.changePassword.current')}
            autoComplete="current-password"
            required
            value={values.currentPassword}
            error={errors.currentPassword}
            // Mantine leaves aria-invalid off password inputs
            aria-invalid={errors.currentPassword !== undefined || undefined}
            onChange={(event) => setValue('currentPassword', event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.form.showPassword') }}
          />
          <NewPasswordField
            inputRef={newRef}
            name="newPassword"
            label={t('auth.changePassword.new')}
            value={values.newPassword}
            error={errors.newPassword}
            onChange={(value) => setValue('newPassword', value)}
            owner={owner}
          />
          <PasswordInput
            ref={confirmRef}
            name="confirmPassword"
            label={t('auth.changePassword.confirm')}
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            error={errors.confirmPassword}
            // Mantine leaves aria-invalid off password inputs
            aria-invalid={errors.confirmPassword !== undefined || undefined}
            onChange={(event) => setValue('confirmPassword', event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.form.showPassword') }}
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t('auth.changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
