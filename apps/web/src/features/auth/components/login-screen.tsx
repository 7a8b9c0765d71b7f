import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { isValidEmail } from '@talent/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FormFeedback } from '../../../components/form-parts';
import { useLocale } from '../../../lib/i18n';
import { assignLocation } from '../../../lib/navigation';
import { usePageTitle } from '../../../lib/use-page-title';
import { failureFromLoginError, type AuthFailure } from '../api/auth-failure';
import { mayBeEnterprise, normaliseEmail } from '../api/discover-identity-provider';
import { signIn } from '../api/sign-in';
import {
  CALLBACK_PAGE,
  FORGOT_PASSWORD_PAGE,
  readSsoPageState,
  SIGN_UP_PAGE,
  useRedirectUri,
  withRedirectUri,
  type SsoPageState,
} from '../hooks/use-redirect-uri';
import { useEnterpriseSignIn } from '../hooks/use-enterprise-sign-in';
import { AuthCard } from './auth-card';
import { authFailureMessage } from './auth-failure-message';
import { EnterpriseSignInOffer } from './enterprise-sign-in-offer';
import { PasswordField } from './password-field';

interface FieldErrors {
  email?: string;
  password?: string;
}

/**
 * /sso/login: e-mail and password. An address that may belong to an organisation with its own
 * identity provider is looked up first (when the e-mail field is left, and again on submit); such a
 * user continues with the organisation instead. A successful sign-in is a full page jump to the
 * callback, which loads the user and goes on to the return address. After a password reset the page
 * says the password is changed (router state, so a reload does not say it again).
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('auth.login.heading'));
  const redirectUri = useRedirectUri();
  const [params] = useSearchParams();
  const { notice } = readSsoPageState(useLocation().state);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // the login service comes back here with `error` when an organisation's sign-in did not work
  const [failure, setFailure] = useState<AuthFailure | null>(() =>
    failureFromLoginError(params.get('error')),
  );
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const enterpriseSignIn = useEnterpriseSignIn(email, redirectUri);
  const { enterprise } = enterpriseSignIn;

  // the forgotten-password page starts with the address typed so far
  const typed = normaliseEmail(email);
  const forgotState: SsoPageState = isValidEmail(typed) ? { email: typed } : {};

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || enterprise !== null) return;
    setFailure(null);
    const address = normaliseEmail(email);
    const found: FieldErrors = {};
    if (address === '') found.email = t('auth.form.emailRequired');
    else if (!isValidEmail(address)) found.email = t('auth.form.emailInvalid');
    if (password === '') found.password = t('auth.form.passwordRequired');
    setErrors(found);
    if (found.email !== undefined) {
      emailRef.current?.focus();
      return;
    }
    if (mayBeEnterprise(address)) {
      setBusy(true);
      if (await enterpriseSignIn.isEnterprise(address)) {
        setBusy(false);
        setErrors({});
        return;
      }
    }
    if (found.password !== undefined) {
      setBusy(false);
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await signIn({ email: address, password });
    if (result.ok) {
      // the button stays busy while the browser leaves for the callback
      assignLocation(withRedirectUri(CALLBACK_PAGE, redirectUri));
      return;
    }
    setBusy(false);
    setFailure(result.failure);
  };

  return (
    <AuthCard title={t('auth.login.heading')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md">
          <FormFeedback
            error={failure === null ? null : authFailureMessage(failure, t, locale)}
            done={failure === null && notice === 'passwordReset' ? t('auth.login.passwordReset') : null}
          />
          <TextInput
            ref={emailRef}
            type="email"
            name="email"
            label={t('auth.login.email')}
            autoComplete="username"
            required
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (errors.email !== undefined) setErrors({ ...errors, email: undefined });
            }}
            onBlur={enterpriseSignIn.onEmailBlur}
          />
          <EnterpriseSignInOffer
            signIn={enterpriseSignIn}
            intro={(organisation) => t('auth.login.enterpriseIntro', { organisation })}
          >
            <Stack gap="xs">
              <PasswordField
                inputRef={passwordRef}
                name="password"
                label={t('auth.login.password')}
                autoComplete="current-password"
                value={password}
                error={errors.password}
                onChange={(value) => {
                  setPassword(value);
                  if (errors.password !== undefined) setErrors({ ...errors, password: undefined });
                }}
              />
              <Group justify="flex-end">
                <Anchor
                  component={Link}
                  to={withRedirectUri(FORGOT_PASSWORD_PAGE, redirectUri)}
                  state={forgotState}
                  size="sm"
                >
                  {t('auth.login.forgotPassword')}
                </Anchor>
              </Group>
            </Stack>
            <Button type="submit" loading={busy} fullWidth>
              {t('auth.login.submit')}
            </Button>
          </EnterpriseSignInOffer>
        </Stack>
      </form>
      <Text size="sm">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to={withRedirectUri(SIGN_UP_PAGE, redirectUri)} fw={500}>
          {t('auth.login.createAccount')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
