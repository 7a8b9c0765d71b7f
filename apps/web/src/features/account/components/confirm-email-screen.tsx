import { Anchor, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';
import { useLocale } from '../../../lib/i18n';
import { hasSessionHint } from '../../../lib/session-hint';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../../auth/components/auth-card';
import { TokenLinkFailed, TokenLinkPending } from '../../auth/components/token-link-cards';
import { LOGIN_PAGE } from '../../auth/hooks/use-redirect-uri';
import { isPassingFailure, tokenLinkMessage, useTokenLink } from '../../auth/hooks/use-token-link';
import { confirmEmailChange } from '../api/confirm-email';
import { accountFailureMessage } from './account-failure-message';
import classes from './account.module.css';

/** Where a new address is asked for again, and where a signed-in user goes on to. */
export const ACCOUNT_PAGE = '/account/security';

const confirm = (token: string) => confirmEmailChange({ token });

/**
 * /sso/confirm-email#token=…: the link sent to a new sign-in address. Posts the token once (public:
 * the link may be opened where nobody is signed in), then says which address the account signs in
 * with now. The token is taken out of the address bar at once.
 */
export function ConfirmEmailScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  // a signed-in user in this browser shows the new address
  const confirmed = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
    [queryClient],
  );
  const { state, headingRef, retry } = useTokenLink(confirm, confirmed);
  usePageTitle(
    state.kind === 'pending'
      ? t('account.confirmEmail.confirming')
      : state.kind === 'done'
        ? t('account.confirmEmail.doneHeading')
        : t('account.confirmEmail.errorTitle'),
  );

  if (state.kind === 'pending') {
    return (
      <TokenLinkPending
        title={t('account.confirmEmail.heading')}
        text={t('account.confirmEmail.confirming')}
      />
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
            values={{ email: state.answer.value.email }}
            components={{ addr: <bdi /> }}
          />
        </Text>
        <Group gap="sm">{onward}</Group>
      </AuthCard>
    );
  }

  const message = tokenLinkMessage(state, {
    missing: t('account.confirmEmail.missingToken'),
    used: t('account.confirmEmail.invalidToken'),
    refused: (failure) => accountFailureMessage(failure, t, locale),
  });

  return (
    <TokenLinkFailed
      title={t('account.confirmEmail.errorTitle')}
      headingRef={headingRef}
      message={message}
      onRetry={state.kind === 'failed' && isPassingFailure(state.failure) ? retry : null}
      otherwise={
        <Button component={Link} to={ACCOUNT_PAGE}>
          {t('account.confirmEmail.toAccount')}
        </Button>
      }
    >
      {!signedIn && (
        <Text size="sm">
          <Anchor component={Link} to={LOGIN_PAGE} fw={500}>
            {t('account.confirmEmail.signIn')}
          </Anchor>
        </Text>
      )}
    </TokenLinkFailed>
  );
}
