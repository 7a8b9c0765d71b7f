import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { siteLinks } from '../../../lib/config';
import { useLocale } from '../../../lib/i18n';
import { assignLocation } from '../../../lib/navigation';
import { usePageTitle } from '../../../lib/use-page-title';
import { confirmSsoLink, type LinkFailure, NO_PENDING_LINK, pendingLinkQueryOptions } from '../api/sso-link';
import { CALLBACK_PAGE, LOGIN_PAGE, withRedirectUri } from '../hooks/use-redirect-uri';
import { AuthCard } from './auth-card';
import { authFailureMessage } from './auth-failure-message';
import classes from './auth.module.css';

function SignInAgain() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={LOGIN_PAGE} variant="default">
      {t('auth.link.signInAgain')}
    </Button>
  );
}

/**
 * /sso/link: an organisation's provider signed someone in whose e-mail address already has an
 * account here that was not made through that provider. Nobody gets into an existing account on
 * the provider's word alone: its owner types the account's password once, which links the two;
 * later sign-ins through the organisation go straight in. The pending sign-in stays in an HttpOnly
 * cookie; this page only reads what to show.
 */
export function SsoLinkScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('auth.link.heading'));
  const query = useQuery(pendingLinkQueryOptions());
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<LinkFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (query.isPending) {
    return (
      <Stack align="center" gap="md" py="xl" role="status">
        <Loader aria-hidden />
        <Text size="lg">{t('auth.link.loading')}</Text>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        headingOrder={1}
        title={t('auth.link.errorTitle')}
        message={t('auth.errors.network')}
        retryLabel={t('common.actions.retry')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const link = query.data;
  if (link === NO_PENDING_LINK || failure?.code === 'link_expired') {
    return (
      <AuthCard title={t('auth.link.heading')}>
        <Alert color="yellow" variant="light" role="alert">
          {t('auth.link.expired')}
        </Alert>
        <SignInAgain />
      </AuthCard>
    );
  }

  const organisation = link.organisationName;
  const { supportUrl } = siteLinks();
  if (!link.canLink || failure?.code === 'no_password') {
    return (
      <AuthCard title={t('auth.link.heading')}>
        <Text fw={600} className={classes.address}>
          <bdi>{link.email}</bdi>
        </Text>
        <Alert color="yellow" variant="light" role="alert">
          <Trans i18nKey={'auth.link.noPassword'} values={{ organisation }} components={{ org: <bdi /> }} />
        </Alert>
        {supportUrl !== null && (
          <Button component="a" href={supportUrl} target="_blank" rel="noopener noreferrer">
            {t('auth.link.contactSupport')}
          </Button>
        )}
        <SignInAgain />
      </AuthCard>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (password === '') {
      setFieldError(t('auth.form.passwordRequired'));
      passwordRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    const result = await confirmSsoLink(password);
    if (result.ok) {
      // the button stays busy while the browser leaves for the callback
      assignLocation(withRedirectUri(CALLBACK_PAGE, result.redirectPath));
      return;
    }
    setBusy(false);
    setFailure(result.failure);
    passwordRef.current?.focus();
  };

  // the link's own states were shown above; what is left is a refused password
  const message =
    failure === null
      ? null
      : failure.code === 'refused'
        ? t('auth.link.refused')
        : authFailureMessage(failure, t, locale);

  return (
    <AuthCard title={t('auth.link.heading')}>
      <Stack gap="sm">
        <Text>{t('auth.link.exists')}</Text>
        <Text fw={600} className={classes.address}>
          <bdi>{link.email}</bdi>
        </Text>
        <Text>
          <Trans i18nKey={'auth.link.intro'} values={{ organisation }} components={{ org: <bdi /> }} />
        </Text>
      </Stack>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md">
          {message !== null && (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          )}
          {/* for password managers: the account the password belongs to */}
          <input type="hidden" name="username" autoComplete="username" value={link.email} readOnly />
          <PasswordInput
            ref={passwordRef}
            name="password"
            label={t('auth.login.password')}
            autoComplete="current-password"
            required
            value={password}
            error={fieldError}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              if (fieldError !== undefined) setFieldError(undefined);
            }}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.form.showPassword') }}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t('auth.link.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        <Anchor component={Link} to={LOGIN_PAGE} fw={500}>
          {t('auth.link.notYou')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
