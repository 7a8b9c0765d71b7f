import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../../auth/components/auth-card';
import { TokenLinkPending } from '../../auth/components/token-link-cards';
import { authFailureMessage } from '../../auth/components/auth-failure-message';
import { LOGIN_PAGE } from '../../auth/hooks/use-redirect-uri';
import { isUsedLink, tokenLinkMessage, useTokenLink } from '../../auth/hooks/use-token-link';
import { keepAccount } from '../api/keep-account';

const keep = (token: string) => keepAccount({ token });

/**
 * /sso/keep-account#token=…: the link in the mail sent when the account's deletion was asked for.
 * Posts the token once per page load (public: the account has no session while its deletion is
 * pending), then says the account is kept and offers to sign in. The token is taken out of the
 * address bar at once.
 */
export function KeepAccountScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { state, headingRef, retry } = useTokenLink(keep);
  usePageTitle(
    state.kind === 'pending'
      ? t('account.keepAccount.heading')
      : state.kind === 'done'
        ? t('account.keepAccount.doneHeading')
        : t('account.keepAccount.errorTitle'),
  );

  if (state.kind === 'pending') {
    return (
      <TokenLinkPending title={t('account.keepAccount.heading')} text={t('account.keepAccount.keeping')} />
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

  const retryable = state.kind === 'failed' && !isUsedLink(state.failure);
  const message = tokenLinkMessage(state, {
    missing: t('account.keepAccount.missingToken'),
    used: t('account.keepAccount.invalidToken'),
    refused: (failure) => authFailureMessage(failure, t, locale),
  });

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
