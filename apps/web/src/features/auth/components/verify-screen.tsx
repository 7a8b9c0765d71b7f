import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { assignLocation } from '../../../lib/navigation';
import { usePageTitle } from '../../../lib/use-page-title';
import type { AuthFailure, AuthResult } from '../api/auth-failure';
import { verifyEmail } from '../api/verify-email';
import { clearFragment, tokenFromFragment } from '../hooks/use-fragment-token';
import {
  CALLBACK_PAGE,
  LOGIN_PAGE,
  SIGN_UP_PAGE,
  takeSignupReturn,
  withRedirectUri,
} from '../hooks/use-redirect-uri';
import { AuthCard } from './auth-card';
import { authFailureMessage } from './auth-failure-message';

type VerifyState = { kind: 'verifying' } | { kind: 'failed'; failure: AuthFailure } | { kind: 'missing' };

/**
 * /sso/verify#token=…: the link of the sign-up mail. Posts the token (the server creates the account
 * and signs in), then goes where the sign-up would have gone: the callback, with the return address
 * the sign-up left in this browser. The token is taken out of the address bar at once, so it stays
 * in neither the history nor a shared screenshot.
 */
export function VerifyScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  // read once, before the address is cleaned
  const [token] = useState(() => tokenFromFragment(window.location.hash));
  const [state, setState] = useState<VerifyState>(() =>
    token === null ? { kind: 'missing' } : { kind: 'verifying' },
  );
  usePageTitle(state.kind === 'verifying' ? t('auth.verify.verifying') : t('auth.verify.errorTitle'));

  // StrictMode's second effect shares the first one's request (verifyEmail): leave only once
  const leaving = useRef(false);
  const settle = useCallback((result: AuthResult) => {
    if (!result.ok) {
      setState({ kind: 'failed', failure: result.failure });
      return;
    }
    if (leaving.current) return;
    leaving.current = true;
    // the progress stays while the browser leaves for the callback
    assignLocation(withRedirectUri(CALLBACK_PAGE, takeSignupReturn()));
  }, []);

  useEffect(() => {
    clearFragment();
    if (token !== null) void verifyEmail({ token }).then(settle);
  }, [token, settle]);

  const retry = () => {
    if (token === null) return;
    setState({ kind: 'verifying' });
    void verifyEmail({ token }).then(settle);
  };

  if (state.kind === 'verifying') {
    return (
      <AuthCard title={t('auth.verify.heading')}>
        <Stack align="center" gap="md" py="md" role="status">
          <Loader aria-hidden />
          <Text>{t('auth.verify.verifying')}</Text>
        </Stack>
      </AuthCard>
    );
  }

  const retryable =
    state.kind === 'failed' &&
    (state.failure.code === 'network' || state.failure.code === 'too_many_requests');
  const message =
    state.kind === 'missing'
      ? t('auth.verify.missingToken')
      : state.failure.code === 'invalid_token' || state.failure.code === 'invalid_fields'
        ? t('auth.errors.invalidToken')
        : authFailureMessage(state.failure, t, locale);

  return (
    <AuthCard title={t('auth.verify.errorTitle')}>
      <Text role="alert">{message}</Text>
      <Group gap="sm">
        {retryable && token !== null ? (
          <Button onClick={retry}>{t('common.actions.retry')}</Button>
        ) : (
          <Button component={Link} to={SIGN_UP_PAGE}>
            {t('auth.verify.signUpAgain')}
          </Button>
        )}
      </Group>
      <Text size="sm">
        {t('auth.verify.accountReady')}{' '}
        <Anchor component={Link} to={LOGIN_PAGE} fw={500}>
          {t('auth.verify.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
