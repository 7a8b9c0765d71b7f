import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { isValidEmail } from '@talent/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { AccountFailure } from '../api/account-failure';
import { requestEmailChange } from '../api/change-email';
import { accountFailureMessage } from './account-failure-message';
import classes from './account.module.css';

const FIELDS = ['email', 'currentPassword'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;
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
  const headingId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  // the new address the link went to
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // the server says the organisation manages the address, though the account did not say so yet
  const refusedAsManaged = failure?.code === 'enterprise_account';

  const setValue = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSentTo(null);
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field] !== undefined);
    const input = { email: emailRef, currentPassword: passwordRef };
    if (first !== undefined) input[first].current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setSentTo(null);
    const email = values.email.trim();
    const found: FieldErrors = {};
    if (email === '') found.email = t('account.email.newRequired');
    else if (!isValidEmail(email)) found.email = t('auth.form.emailInvalid');
    else if (email.toLowerCase() === currentEmail.toLowerCase()) found.email = t('account.email.sameEmail');
    if (values.currentPassword === '') found.currentPassword = t('account.email.passwordRequired');
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await requestEmailChange({ email, currentPassword: values.currentPassword });
    setBusy(false);
    if (result.ok) {
      setValues(EMPTY);
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
    if (refusal.code === 'invalid_fields') {
      const fields = refusal.fields ?? [];
      const named: FieldErrors = {};
      if (fields.includes('email')) named.email = t('auth.form.emailInvalid');
      if (fields.includes('currentPassword')) named.currentPassword = t('account.email.passwordRequired');
      if (Object.keys(named).length > 0) {
        showErrors(named);
        return;
      }
    }
    setFailure(refusal);
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} size="h4" id={headingId}>
        {t('account.email.heading')}
      </Title>
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
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <Stack gap="md" maw="28rem">
              {failure !== null && (
                <Alert color="red" variant="light" role="alert">
                  {accountFailureMessage(failure, t, locale)}
                </Alert>
              )}
              {sentTo !== null && (
                <Alert color="green" variant="light" role="status" className={classes.address}>
                  <Trans
                    i18nKey={'account.email.sent'}
                    values={{ email: sentTo }}
                    components={{ addr: <bdi /> }}
                  />
                </Alert>
              )}
              <TextInput
                ref={emailRef}
                type="email"
                name="email"
                label={t('account.email.newLabel')}
                autoComplete="email"
                required
                value={values.email}
                error={errors.email}
                onChange={(event) => setValue('email', event.currentTarget.value)}
              />
              <PasswordInput
                ref={passwordRef}
                name="currentPassword"
                label={t('account.email.password')}
                autoComplete="current-password"
                required
                value={values.currentPassword}
                error={errors.currentPassword}
                // Mantine leaves aria-invalid off password inputs
                aria-invalid={errors.currentPassword !== undefined || undefined}
                onChange={(event) => setValue('currentPassword', event.currentTarget.value)}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.form.showPassword') }}
              />
              <Group>
                <Button type="submit" loading={busy}>
                  {t('account.email.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
