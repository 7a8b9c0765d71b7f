import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { isValidEmail } from '@talent/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FormFeedback } from '../../../components/form-parts';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import type { AuthFailure } from '../api/auth-failure';
import { normaliseEmail } from '../api/discover-identity-provider';
import { requestPasswordReset } from '../api/password-reset';
import { useEnterpriseSignIn } from '../hooks/use-enterprise-sign-in';
import { LOGIN_PAGE, readSsoPageState, useRedirectUri, withRedirectUri } from '../hooks/use-redirect-uri';
import { AuthCard } from './auth-card';
import { authFailureMessage, formatMinutes } from './auth-failure-message';
import { EnterpriseSignInOffer } from './enterprise-sign-in-offer';
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
  const location = useLocation();

  // the login page hands over the address typed there
  const [email, setEmail] = useState(() => readSsoPageState(location.state).email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [busy, setBusy] = useState(false);
  // the address the link was asked for: the page then says to check the inbox
  const [sentTo, setSentTo] = useState<string | null>(null);
  // how long the link works, as the server's answer said (null: it did not say)
  const [linkValidMinutes, setLinkValidMinutes] = useState<number | null>(null);
  usePageTitle(sentTo === null ? t('auth.forgotPassword.heading') : t('auth.forgotPassword.sentHeading'));
  const emailRef = useRef<HTMLInputElement>(null);
  const enterpriseSignIn = useEnterpriseSignIn(email, redirectUri);
  const { enterprise } = enterpriseSignIn;

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
    if (await enterpriseSignIn.isEnterprise(address)) {
      setBusy(false);
      return;
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
          <FormFeedback error={failure === null ? null : authFailureMessage(failure, t, locale)} />
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
            onBlur={enterpriseSignIn.onEmailBlur}
          />
          <EnterpriseSignInOffer
            signIn={enterpriseSignIn}
            intro={(organisation) => t('auth.forgotPassword.enterpriseIntro', { organisation })}
          >
            <Button type="submit" loading={busy} fullWidth>
              {t('auth.forgotPassword.submit')}
            </Button>
          </EnterpriseSignInOffer>
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
      <FormFeedback
        error={failure === null ? null : authFailureMessage(failure, t, locale)}
        done={sentAgain ? t('auth.forgotPassword.sentAgain') : null}
      />
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
