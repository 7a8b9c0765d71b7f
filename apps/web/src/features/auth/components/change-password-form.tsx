import type { PasswordOwner } from '@talent/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsForm, SettingsSection } from '../../../components/form-parts';
import { useLocale } from '../../../lib/i18n';
import type { AuthFailure } from '../api/auth-failure';
import { changePassword } from '../api/change-password';
import { useFormFields, type FieldErrors } from '../hooks/use-form-fields';
import { authFailureMessage } from './auth-failure-message';
import { NewPasswordFields, newPasswordErrors } from './new-password-field';
import { PasswordField } from './password-field';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
const NEW_PASSWORD = ['newPassword', 'confirmPassword'] as const;

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
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFormFields(FIELDS, EMPTY, () => setChanged(false));
  const { values, showErrors } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setChanged(false);
    setBusy(true);
    const found: FieldErrors<Field> = {};
    if (values.currentPassword === '') found.currentPassword = t('auth.changePassword.currentRequired');
    Object.assign(
      found,
      await newPasswordErrors(NEW_PASSWORD, values, owner, t, t('auth.changePassword.newRequired')),
    );
    if (Object.keys(found).length > 0) {
      setBusy(false);
      showErrors(found);
      return;
    }
    form.setErrors({});

    const result = await changePassword({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    setBusy(false);
    if (result.ok) {
      form.setValues(EMPTY);
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
    <SettingsSection
      title={t('auth.changePassword.heading')}
      level={2}
      intro={t('auth.changePassword.intro')}
      gap="md"
    >
      <SettingsForm
        onSubmit={onSubmit}
        busy={busy}
        submitLabel={t('auth.changePassword.submit')}
        error={failure === null ? null : authFailureMessage(failure, t, locale)}
        done={changed ? t('auth.changePassword.changed') : null}
      >
        <PasswordField
          inputRef={form.inputRef('currentPassword')}
          name="currentPassword"
          label={t('auth.changePassword.current')}
          autoComplete="current-password"
          value={values.currentPassword}
          error={form.errors.currentPassword}
          onChange={(value) => form.setValue('currentPassword', value)}
        />
        <NewPasswordFields
          form={form}
          fields={NEW_PASSWORD}
          labels={[t('auth.changePassword.new'), t('auth.changePassword.confirm')]}
          owner={owner}
        />
      </SettingsForm>
    </SettingsSection>
  );
}
