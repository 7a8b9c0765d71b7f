import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';
import { useLocale } from '../../../lib/i18n';
import { hasSessionHint } from '../../../lib/session-hint';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../../auth/components/auth-card';
import { useFragmentToken } from '../../auth/hooks/use-fragment-token';
import { LOGIN_PAGE } from '../../auth/hooks/use-redirect-uri';
import type { AccountFailure, AccountResult } from '../api/account-failure';
import { confirmEmailChange } from '../api/confirm-email';
import { accountFailureMessage } from './account-failure-message';
import classes from './account.module.css';

/** Where a new address is asked for again, and where a signed-in user goes on to. */
export const ACCOUNT_PAGE = '/account/security';

type ConfirmState =
  | { kind: 'confirming' }
  | { kind: 'done'; email: string }
  | { kind: 'failed'; failure: AccountFailure }
  | { kind: 'missing' };

/**
 * /sso/confirm-email#token=…: the link sent to a new sign-in address. Posts the token once (public:
 * the link may be opened where nobody is signed in), then says which address the account signs in
 * with now. The token is taken out of the address bar at once.
 */
export function ConfirmEmailScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const token = useFragmentToken();
  const [state, setState] = useState<ConfirmState>(() =>
    token === null ? { kind: 'missing' } : { kind: 'confirming' },
  );
  usePageTitle(
    state.kind === 'confirming'
      ? t('account.confirmEmail.confirming')
      : state.kind === 'done'
        ? t('account.confirmEmail.doneHeading')
        : t('account.confirmEmail.errorTitle'),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  const settle = useCallback(
    (result: AccountResult<{ email: string }>) => {
      if (!result.ok) {
        setState({ kind: 'failed', failure: result.failure });
        return;
      }
      setState({ kind: 'done', email: result.value.email });
      // a signed-in user in this browser shows the new address
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    [queryClient],
  );

  useEffect(() => {
    if (token !== null) void confirmEmailChange({ token }).then(settle);
  }, [token, settle]);

  // after the progress (which had nothing to focus) the answer's heading takes the focus, so it is read out
  useEffect(() => {
    if (token !== null && state.kind !== 'confirming') headingRef.current?.focus();
  }, [token, state.kind]);

  const retry = () => {
    if (token === null) return;
    setState({ kind: 'confirming' });
    void confirmEmailChange({ token }).then(settle);
  };

  if (state.kind === 'confirming') {
    return (
      <AuthCard title={t('account.confirmEmail.heading')}>
        <Stack align="center" gap="md" py="md" role="status">
          <Loader aria-hidden />
          <Text>{t('account.confirmEmail.confirming')}</Text>
        </Stack>
      </AuthCard>
    );
  }

  const signedIn = hasSessionHint();
  const onward = signedIn ? (
    <Button component={Link} to={ACCOUNT_PAGE}>
      {t('account.confirmEmail.toAccount')}
    </Button>
  ) : (
    <Button component={Link} to={LOGIN_PAGE}>
      {t('account.confirmEmail.signIn')}
    </Button>
  );

  if (state.kind === 'done') {
    return (
      <AuthCard title={t('account.confirmEmail.doneHeading')} headingRef={headingRef}>
        <Text role="status" className={classes.address}>
          <Trans
            i18nKey={'account.confirmEmail.done'}
            values={{ email: state.email }}
            components={{ addr: <bdi /> }}
          />
        </Text>
        <Group gap="sm">{onward}</Group>
      </AuthCard>
    );
  }

  const retryable =
    state.kind === 'failed' &&
    (state.failure.code === 'network' || state.failure.code === 'too_many_requests');
  const message =
    state.kind === 'missing'
      ? t('account.confirmEmail.missingToken')
      : state.failure.code === 'invalid_token' || state.failure.code === 'invalid_fields'
        ? t('account.confirmEmail.invalidToken')
        : accountFailureMessage(state.failure, t, locale);

  return (
    <AuthCard title={t('account.confirmEmail.errorTitle')} headingRef={headingRef}>
      <Text role="alert">{message}</Text>
      <Group gap="sm">
        {retryable && token !== null ? (
          <Button onClick={retry}>{t('common.actions.retry')}</Button>
        ) : (
          <Button component={Link} to={ACCOUNT_PAGE}>
            {t('account.confirmEmail.toAccount')}
          </Button>
        )}
      </Group>
      {!signedIn && (
        <Text size="sm">
          <Anchor component={Link} to={LOGIN_PAGE} fw={500}>
            {t('account.confirmEmail.signIn')}
          </Anchor>
        </Text>
      )}
    </AuthCard>
  );
}
