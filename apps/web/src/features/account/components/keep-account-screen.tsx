import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import type { AuthFailure } from '../../auth/api/auth-failure';
import { AuthCard } from '../../auth/components/auth-card';
import { authFailureMessage } from '../../auth/components/auth-failure-message';
import { useFragmentToken } from '../../auth/hooks/use-fragment-token';
import { LOGIN_PAGE } from '../../auth/hooks/use-redirect-uri';
import { keepAccount, type KeepResult } from '../api/keep-account';

type KeepState =
  { kind: 'keeping' } | { kind: 'done' } | { kind: 'failed'; failure: AuthFailure } | { kind: 'missing' };

/** Refusals that the same link will always get: used, expired, or not one of ours. */
const isFinal = (failure: AuthFailure) =>
  failure.code === 'invalid_token' || failure.code === 'invalid_fields';

/**
 * /sso/keep-account#token=…: the link in the mail sent when the account's deletion was asked for.
 * Posts the token once per page load (public: the account has no session while its deletion is
 * pending), then says the account is kept and offers to sign in. The token is taken out of the
 * address bar at once.
 */
export function KeepAccountScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const token = useFragmentToken();
  const [state, setState] = useState<KeepState>(() =>
    token === null ? { kind: 'missing' } : { kind: 'keeping' },
  );
  usePageTitle(
    state.kind === 'keeping'
      ? t('account.keepAccount.heading')
      : state.kind === 'done'
        ? t('account.keepAccount.doneHeading')
        : t('account.keepAccount.errorTitle'),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  const settle = useCallback((result: KeepResult) => {
    setState(result.ok ? { kind: 'done' } : { kind: 'failed', failure: result.failure });
  }, []);

  useEffect(() => {
    if (token !== null) void keepAccount({ token }).then(settle);
  }, [token, settle]);

  // after the progress (which had nothing to focus) the answer's heading takes the focus, so it is read out
  useEffect(() => {
    if (token !== null && state.kind !== 'keeping') headingRef.current?.focus();
  }, [token, state.kind]);

  const retry = () => {
    if (token === null) return;
    setState({ kind: 'keeping' });
    void keepAccount({ token }).then(settle);
  };

  if (state.kind === 'keeping') {
    return (
      <AuthCard title={t('account.keepAccount.heading')}>
        <Stack align="center" gap="md" py="md" role="status">
          <Loader aria-hidden />
          <Text>{t('account.keepAccount.keeping')}</Text>
        </Stack>
      </AuthCard>
    );
  }

  const signIn = (
    <Button component={Link} to={LOGIN_PAGE}>
      {t('account.keepAccount.signIn')}
    </Button>
  );

  if (state.kind === 'done') {
    return (
      <AuthCard title={t('account.keepAccount.doneHeading')} headingRef={headingRef}>
        <Alert color="green" variant="light" role="status">
          {t('account.keepAccount.done')}
        </Alert>
        <Group gap="sm">{signIn}</Group>
      </AuthCard>
    );
  }

  const retryable = state.kind === 'failed' && !isFinal(state.failure);
  const message =
    state.kind === 'missing'
      ? t('account.keepAccount.missingToken')
      : isFinal(state.failure)
        ? t('account.keepAccount.invalidToken')
        : authFailureMessage(state.failure, t, locale);

  return (
    <AuthCard title={t('account.keepAccount.errorTitle')} headingRef={headingRef}>
      <Alert color="red" variant="light" role="alert">
        {message}
      </Alert>
      {retryable ? (
        <>
          <Group gap="sm">
            <Button onClick={retry}>{t('common.actions.retry')}</Button>
          </Group>
          <Text size="sm">
            <Anchor component={Link} to={LOGIN_PAGE} fw={500}>
              {t('account.keepAccount.signIn')}
            </Anchor>
          </Text>
        </>
      ) : (
        <Group gap="sm">{signIn}</Group>
      )}
    </AuthCard>
  );
}
