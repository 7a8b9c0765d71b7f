import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isValidEmail } from '@talent/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import type { AuthFailure } from '../api/auth-failure';
import {
  identityProviderQueryOptions,
  mayBeEnterprise,
  normaliseEmail,
} from '../api/discover-identity-provider';
import { requestPasswordReset } from '../api/password-reset';
import { LOGIN_PAGE, readSsoPageState, useRedirectUri, withRedirectUri } from '../hooks/use-redirect-uri';
import { AuthCard } from './auth-card';
import { authFailureMessage, formatMinutes } from './auth-failure-message';
import classes from './auth.module.css';

/**
 * /sso/forgot-password: the address to send a reset link to. The server answers the same for every
 * address, so the page then says the same too ("if an account uses it, the link is on its way").
 * An address of an organisation with its own sign-in has no password here: the page offers the
 * organisation's sign-in instead of sending anything.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const redirectUri = useRedirectUri();
  const queryClient = useQueryClient();
  const location = useLocation();

  // the login page hands over the address typed there
  const [email, setEmail] = useState(() => readSsoPageState(location.state).email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  // the address the link was asked for: the page then says to check the inbox
  const [sentTo, setSentTo] = useState<string | null>(null);
  // how long the link works, as the server's answer said (null: it did not say)
  const [linkValidMinutes, setLinkValidMinutes] = useState<number | null>(null);
  usePageTitle(sentTo === null ? t('auth.forgotPassword.heading') : t('auth.forgotPassword.sentHeading'));
  const emailRef = useRef<HTMLInputElement>(null);
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

  const onEmailBlur = () => {
    const value = normaliseEmail(email);
    if (mayBeEnterprise(value)) setLookedUp(value);
  };

  const showError = (message: string) => {
    setError(message);
    emailRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || enterprise !== null) return;
    setFailure(null);
    const address = normaliseEmail(email);
    if (address === '') return showError(t('auth.form.emailRequired'));
    if (!isValidEmail(address)) return showError(t('auth.form.emailInvalid'));
    setError(undefined);
    setBusy(true);
    if (mayBeEnterprise(address)) {
      setLookedUp(address);
      const idp = await queryClient.fetchQuery(identityProviderQueryOptions(address, redirectUri));
      if (idp.enterprise) {
        setBusy(false);
        focusEnterprise.current = true;
        return;
      }
    }
    const result = await requestPasswordReset({ email: address });
    setBusy(false);
    if (result.ok) {
      setLinkValidMinutes(result.linkValidMinutes);
      setSentTo(address);
      return;
    }
    if (result.failure.code === 'invalid_fields') return showError(t('auth.form.emailInvalid'));
    setFailure(result.failure);
  };

  if (sentTo !== null) {
    return (
      <ResetSent
        email={sentTo}
        redirectUri={redirectUri}
        linkValidMinutes={linkValidMinutes}
        onLinkValidMinutes={setLinkValidMinutes}
        onUseAnotherAddress={() => setSentTo(null)}
      />
    );
  }

  return (
    <AuthCard title={t('auth.forgotPassword.heading')}>
      <Text>{t('auth.forgotPassword.intro')}</Text>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md">
          {failure !== null && (
            <Alert color="red" variant="light" role="alert">
              {authFailureMessage(failure, t, locale)}
            </Alert>
          )}
          <TextInput
            ref={emailRef}
            type="email"
            name="email"
            label={t('auth.forgotPassword.email')}
            autoComplete="username"
            required
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(undefined);
            }}
            onBlur={onEmailBlur}
          />
          {enterprise !== null && enterprise.startUrl !== null ? (
            <Stack gap="sm">
              <Text>{t('auth.forgotPassword.enterpriseIntro', { organisation })}</Text>
              <Button ref={enterpriseRef} component="a" href={enterprise.startUrl} fullWidth>
                {t('auth.login.continueWith', { organisation })}
              </Button>
            </Stack>
          ) : (
            <Button type="submit" loading={busy} fullWidth>
              {t('auth.forgotPassword.submit')}
            </Button>
          )}
        </Stack>
      </form>
      <Text size="sm">
        {t('auth.forgotPassword.remembered')}{' '}
        <Anchor component={Link} to={withRedirectUri(LOGIN_PAGE, redirectUri)} fw={500}>
          {t('auth.forgotPassword.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}

interface ResetSentProps {
  email: string;
  redirectUri: string | null;
  /** How long the link works, from the server's answer; null when it did not say. */
  linkValidMinutes: number | null;
  /** A new answer (after "Send again") said it again. */
  onLinkValidMinutes: (minutes: number | null) => void;
  onUseAnotherAddress: () => void;
}

/**
 * After the request: the words fit a registered address, an unknown one and an organisation's
 * account alike (the last gets a mail saying to use the organisation's sign-in), so the page
 * reveals nothing. "Send again" asks once more for the same address.
 */
function ResetSent({
  email,
  redirectUri,
  linkValidMinutes,
  onLinkValidMinutes,
  onUseAnotherAddress,
}: ResetSentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [sentAgain, setSentAgain] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  // the form this replaces had the focus: say what happened by moving it to the new heading
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const sendAgain = async () => {
    if (busy) return;
    setBusy(true);
    setSentAgain(false);
    setFailure(null);
    const result = await requestPasswordReset({ email });
    setBusy(false);
    if (result.ok) {
      onLinkValidMinutes(result.linkValidMinutes);
      setSentAgain(true);
    } else setFailure(result.failure);
  };

  return (
    <AuthCard title={t('auth.forgotPassword.sentHeading')} headingRef={headingRef}>
      <Stack gap="sm">
        <Text>{t('auth.forgotPassword.sentTo')}</Text>
        <Text fw={600} className={classes.address}>
          <bdi>{email}</bdi>
        </Text>
        <Text>
          {linkValidMinutes === null
            ? t('auth.forgotPassword.linkValidOnce')
            : t('auth.forgotPassword.linkValid', { duration: formatMinutes(linkValidMinutes, locale) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('auth.forgotPassword.spamHint')}
        </Text>
      </Stack>
      {failure !== null && (
        <Alert color="red" variant="light" role="alert">
          {authFailureMessage(failure, t, locale)}
        </Alert>
      )}
      {sentAgain && (
        <Alert color="green" variant="light" role="status">
          {t('auth.forgotPassword.sentAgain')}
        </Alert>
      )}
      <Stack gap="sm">
        <Button variant="default" loading={busy} onClick={() => void sendAgain()}>
          {t('auth.forgotPassword.sendAgain')}
        </Button>
        <Button variant="subtle" onClick={onUseAnotherAddress}>
          {t('auth.forgotPassword.useAnotherAddress')}
        </Button>
        <Text size="sm">
          <Anchor component={Link} to={withRedirectUri(LOGIN_PAGE, redirectUri)} fw={500}>
            {t('auth.forgotPassword.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
