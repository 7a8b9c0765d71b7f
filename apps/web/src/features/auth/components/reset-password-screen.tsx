import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';
import { FormFeedback } from '../../../components/form-parts';
import { useLocale } from '../../../lib/i18n';
import { clearSessionHint } from '../../../lib/session-hint';
import { usePageTitle } from '../../../lib/use-page-title';
import type { AuthFailure } from '../api/auth-failure';
import { resetPassword } from '../api/password-reset';
import { useFragmentToken } from '../hooks/use-fragment-token';
import { useFormFields } from '../hooks/use-form-fields';
import { FORGOT_PASSWORD_PAGE, LOGIN_PAGE, type SsoPageState } from '../hooks/use-redirect-uri';
import { AuthCard } from './auth-card';
import { authFailureMessage } from './auth-failure-message';
import { NewPasswordFields, newPasswordErrors } from './new-password-field';

const FIELDS = ['password', 'confirmPassword'] as const;
const EMPTY = { password: '', confirmPassword: '' };

/** Whose password it is, as far as this page knows: nobody is signed in, the link names no one. */
const UNKNOWN_OWNER = {};

/**
 * /sso/reset-password#token=…: the link of the reset mail. The new password twice, with the same
 * strength report as the sign-up; the server ends every session of the account, and the page goes on
 * to the login page, which says the password is changed. The token is taken out of the address bar
 * at once; a link that is used, expired or incomplete says so and offers a new one.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useFragmentToken();
  const form = useFormFields(FIELDS, EMPTY);
  const { values, showErrors } = form;
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  // the server refused the token: the link cannot be used any more
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const broken = token === null || expired;
  usePageTitle(broken ? t('auth.resetPassword.errorTitle') : t('auth.resetPassword.heading'));
  const errorHeadingRef = useRef<HTMLHeadingElement>(null);

  // the form had the focus when the server refused the link: the card replacing it takes it
  useEffect(() => {
    if (expired) errorHeadingRef.current?.focus();
  }, [expired]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || token === null) return;
    setFailure(null);
    setBusy(true);
    const found = await newPasswordErrors(
      FIELDS,
      values,
      UNKNOWN_OWNER,
      t,
      t('auth.resetPassword.passwordRequired'),
    );
    if (Object.keys(found).length > 0) {
      setBusy(false);
      showErrors(found);
      return;
    }
    form.setErrors({});

    const result = await resetPassword({ token, password: values.password });
    if (result.ok) {
      // every session of the account has ended, this browser's too, if it had one
      clearSessionHint();
      queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      const state: SsoPageState = { notice: 'passwordReset' };
      void navigate(LOGIN_PAGE, { replace: true, state });
      return;
    }
    setBusy(false);
    const { code, fields = [] } = result.failure;
    if (code === 'invalid_token' || (code === 'invalid_fields' && fields.includes('token'))) {
      setExpired(true);
      return;
    }
    if (code === 'weak_password' || (code === 'invalid_fields' && fields.includes('password'))) {
      // the server also knows the account's name and address, which this page does not
      showErrors({ password: t('auth.resetPassword.weakPassword') });
      return;
    }
    setFailure(result.failure);
  };

  if (broken) {
    return (
      <AuthCard title={t('auth.resetPassword.errorTitle')} headingRef={errorHeadingRef}>
        <Text role="alert">
          {token === null ? t('auth.resetPassword.missingToken') : t('auth.resetPassword.invalidToken')}
        </Text>
        <Stack gap="sm">
          <Button component={Link} to={FORGOT_PASSWORD_PAGE}>
            {t('auth.resetPassword.requestNewLink')}
          </Button>
          <Text size="sm">
            <Anchor component={Link} to={LOGIN_PAGE} fw={500}>
              {t('auth.resetPassword.backToSignIn')}
            </Anchor>
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.resetPassword.heading')}>
      <Text>{t('auth.resetPassword.intro')}</Text>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md">
          <FormFeedback error={failure === null ? null : authFailureMessage(failure, t, locale)} />
          <NewPasswordFields
            form={form}
            fields={FIELDS}
            labels={[t('auth.resetPassword.password'), t('auth.resetPassword.confirmPassword')]}
            owner={UNKNOWN_OWNER}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t('auth.resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
