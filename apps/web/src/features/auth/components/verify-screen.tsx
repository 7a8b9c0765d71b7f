import { Anchor, Button, Text } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { assignLocation } from '../../../lib/navigation';
import { usePageTitle } from '../../../lib/use-page-title';
import { verifyEmail } from '../api/verify-email';
import {
  CALLBACK_PAGE,
  LOGIN_PAGE,
  SIGN_UP_PAGE,
  takeSignupReturn,
  withRedirectUri,
} from '../hooks/use-redirect-uri';
import { isPassingFailure, tokenLinkMessage, useTokenLink } from '../hooks/use-token-link';
import { authFailureMessage } from './auth-failure-message';
import { TokenLinkFailed, TokenLinkPending } from './token-link-cards';

const verify = (token: string) => verifyEmail({ token });

/**
 * /sso/verify#token=…: the link of the sign-up mail. Posts the token (the server creates the account
 * and signs in), then goes where the sign-up would have gone: the callback, with the return address
 * the sign-up left in this browser. The token is taken out of the address bar at once, so it stays
 * in neither the history nor a shared screenshot.
 */
export function VerifyScreen() {
  const { t } = useTranslation();
  const locale = useLocale();

  // StrictMode's second effect shares the first one's request (verifyEmail): leave only once
  const leaving = useRef(false);
  const leave = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    // the progress stays while the browser leaves for the callback
    assignLocation(withRedirectUri(CALLBACK_PAGE, takeSignupReturn()));
  }, []);
  const { state, retry } = useTokenLink(verify, leave);
  const verifying = state.kind === 'pending' || state.kind === 'done';
  usePageTitle(verifying ? t('auth.verify.verifying') : t('auth.verify.errorTitle'));

  if (verifying)
    return <TokenLinkPending title={t('auth.verify.heading')} text={t('auth.verify.verifying')} />;

  const message = tokenLinkMessage(state, {
    missing: t('auth.verify.missingToken'),
    used: t('auth.errors.invalidToken'),
    refused: (failure) => authFailureMessage(failure, t, locale),
  });

  return (
    <TokenLinkFailed
      title={t('auth.verify.errorTitle')}
      message={message}
      onRetry={state.kind === 'failed' && isPassingFailure(state.failure) ? retry : null}
      otherwise={
        <Button component={Link} to={SIGN_UP_PAGE}>
          {t('auth.verify.signUpAgain')}
        </Button>
      }
    >
      <Text size="sm">
        {t('auth.verify.accountReady')}{' '}
        <Anchor component={Link} to={LOGIN_PAGE} fw={500}>
          {t('auth.verify.signIn')}
        </Anchor>
      </Text>
    </TokenLinkFailed>
  );
}
