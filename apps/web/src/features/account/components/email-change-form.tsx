import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { isValidEmail } from '@talent/domain';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SettingsForm, SettingsSection } from '../../../components/form-parts';
import { useLocale } from '../../../lib/i18n';
import { PasswordField } from '../../auth/components/password-field';
import { namedFieldErrors, useFormFields, type FieldErrors } from '../../auth/hooks/use-form-fields';
import type { AccountFailure } from '../api/account-failure';
import { requestEmailChange } from '../api/change-email';
import { accountFailureMessage } from './account-failure-message';
import classes from './account.module.css';

const FIELDS = ['email', 'currentPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { email: '', currentPassword: '' };

interface EmailChangeFormProps {
  /** The address the account signs in with now. */
  currentEmail: string;
  /** An organisation's account: the organisation manages its address, there is no form. */
  managed: boolean;
}

/**
 * A new sign-in address: the new address and the current password. The server mails a link to the
 * new address; the change happens when it is opened (/sso/confirm-email), so until then the account
 * keeps signing in with the current one.
 */
export function EmailChangeForm({ currentEmail, managed }: EmailChangeFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  // the new address the link went to
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFormFields(FIELDS, EMPTY, () => setSentTo(null));
  const { values, errors, showErrors } = form;
  // the server says the organisation manages the address, though the account did not say so yet
  const refusedAsManaged = failure?.code === 'enterprise_account';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setSentTo(null);
    const email = values.email.trim();
    const found: FieldErrors<Field> = {};
    if (email === '') found.email = t('account.email.newRequired');
    else if (!isValidEmail(email)) found.email = t('auth.form.emailInvalid');
    else if (email.toLowerCase() === currentEmail.toLowerCase()) found.email = t('account.email.sameEmail');
    if (values.currentPassword === '') found.currentPassword = t('account.email.passwordRequired');
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    form.setErrors({});
    setBusy(true);
    const result = await requestEmailChange({ email, currentPassword: values.currentPassword });
    setBusy(false);
    if (result.ok) {
      form.setValues(EMPTY);
      setSentTo(email);
      return;
    }
    const refusal = result.failure;
    if (refusal.code === 'invalid_password') {
      showErrors({ currentPassword: t('auth.errors.invalidPassword') });
      return;
    }
    if (refusal.code === 'same_email') {
      showErrors({ email: t('account.email.sameEmail') });
      return;
    }
    const named = namedFieldErrors<Field>(refusal, {
      email: t('auth.form.emailInvalid'),
      currentPassword: t('account.email.passwordRequired'),
    });
    if (Object.keys(named).length > 0) {
      showErrors(named);
      return;
    }
    setFailure(refusal);
  };

  return (
    <SettingsSection title={t('account.email.heading')} level={3}>
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {t('account.email.current')}
        </Text>
        <Text fw={600} className={classes.address}>
          <bdi>{currentEmail}</bdi>
        </Text>
      </Stack>
      {refusedAsManaged ? (
        <Alert color="red" variant="light" role="alert" maw="28rem">
          {t('account.email.managed')}
        </Alert>
      ) : managed ? (
        <Text size="sm">{t('account.email.managed')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('account.email.intro')}
          </Text>
          <SettingsForm
            onSubmit={onSubmit}
            busy={busy}
            submitLabel={t('account.email.submit')}
            error={failure === null ? null : accountFailureMessage(failure, t, locale)}
            done={
              sentTo === null ? null : (
                <Trans
                  i18nKey={'account.email.sent'}
                  values={{ email: sentTo }}
                  components={{ addr: <bdi /> }}
                />
              )
            }
            doneClassName={classes.address}
          >
            <TextInput
              ref={form.inputRef('email')}
              type="email"
              name="email"
              label={t('account.email.newLabel')}
              autoComplete="email"
              required
              value={values.email}
              error={errors.email}
              onChange={(event) => form.setValue('email', event.currentTarget.value)}
            />
            <PasswordField
              inputRef={form.inputRef('currentPassword')}
              name="currentPassword"
              label={t('account.email.password')}
              autoComplete="current-password"
              value={values.currentPassword}
              error={errors.currentPassword}
              onChange={(value) => form.setValue('currentPassword', value)}
            />
          </SettingsForm>
        </>
      )}
    </SettingsSection>
  );
}
