import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isValidEmail } from '@talent/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { assignLocation } from '../../../lib/navigation';
import { usePageTitle } from '../../../lib/use-page-title';
import { failureFromLoginError, type AuthFailure } from '../api/auth-failure';
import {
  identityProviderQueryOptions,
  mayBeEnterprise,
  normaliseEmail,
} from '../api/discover-identity-provider';
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
import { AuthCard } from './auth-card';
import { authFailureMessage } from './auth-failure-message';

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
  const queryClient = useQueryClient();
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
  // the address last looked up with the login service (left or submitted)
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const enterpriseRef = useRef<HTMLAnchorElement>(null);

  const discovery = useQuery({
    ...identityProviderQueryOptions(lookedUp ?? '', redirectUri),
    enabled: lookedUp !== null,
  });
  const enterprise =
    lookedUp !== null && lookedUp === normaliseEmail(email) && discovery.data?.enterprise === true
      ? discovery.data
      : null;
  const organisation = enterprise?.organisationName ?? t('auth.login.yourOrganisation');

  // set by a submit that found the organisation's sign-in: its button takes the focus once shown
  const focusEnterprise = useRef(false);
  useEffect(() => {
    if (focusEnterprise.current && enterprise !== null) {
      focusEnterprise.current = false;
      enterpriseRef.current?.focus();
    }
  }, [enterprise]);

  // the forgotten-password page starts with the address typed so far
  const typed = normaliseEmail(email);
  const forgotState: SsoPageState = isValidEmail(typed) ? { email: typed } : {};

  const onEmailBlur = () => {
    const value = normaliseEmail(email);
    if (mayBeEnterprise(value)) setLookedUp(value);
  };

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
      setLookedUp(address);
      const idp = await queryClient.fetchQuery(identityProviderQueryOptions(address, redirectUri));
      if (idp.enterprise) {
        setBusy(false);
        setErrors({});
        focusEnterprise.current = true;
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
          {failure !== null && (
            <Alert color="red" variant="light" role="alert">
              {authFailureMessage(failure, t, locale)}
            </Alert>
          )}
          {failure === null && notice === 'passwordReset' && (
            <Alert color="green" variant="light" role="status">
              {t('auth.login.passwordReset')}
            </Alert>
          )}
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
            onBlur={onEmailBlur}
          />
          {enterprise !== null && enterprise.startUrl !== null ? (
            <Stack gap="sm">
              <Text>{t('auth.login.enterpriseIntro', { organisation })}</Text>
              <Button ref={enterpriseRef} component="a" href={enterprise.startUrl} fullWidth>
                {t('auth.login.continueWith', { organisation })}
              </Button>
            </Stack>
          ) : (
            <>
              <Stack gap="xs">
                <PasswordInput
                  ref={passwordRef}
                  name="password"
                  label={t('auth.login.password')}
                  autoComplete="current-password"
                  required
                  value={password}
                  error={errors.password}
                  // Mantine leaves aria-invalid off password inputs
                  aria-invalid={errors.password !== undefined || undefined}
                  onChange={(event) => {
                    setPassword(event.currentTarget.value);
                    if (errors.password !== undefined) setErrors({ ...errors, password: undefined });
                  }}
                  visibilityToggleButtonProps={{ 'aria-label': t('auth.form.showPassword') }}
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
            </>
          )}
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
