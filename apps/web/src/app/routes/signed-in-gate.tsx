import type { MeResponse } from '@talent/contracts';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { useMe } from '../../features/session';
import { redirectToLogin } from '../../lib/login-redirect';

/** The signed-in user (useMe), an anonymous visitor being sent to the login page (and back here). */
export function useSignedInMe() {
  const me = useMe();
  const anonymous = me.data === null;
  useEffect(() => {
    if (anonymous) redirectToLogin();
  }, [anonymous]);
  return me;
}

interface SignedInGateProps {
  /** The page's heading when the account could not be checked. */
  errorTitle: string;
  errorMessage: string;
  /** What the signed-in user gets: the screen, or what stands instead of it for their roles. */
  children: (me: MeResponse) => ReactNode;
}

/**
 * A role gate's common part: anonymous visitors go to the login page, a failed check says so (with a
 * retry), the loader stands until the account is known; then `children` decide by its roles.
 */
export function SignedInGate({ errorTitle, errorMessage, children }: SignedInGateProps) {
  const { t } = useTranslation();
  const me = useSignedInMe();

  if (me.isError) {
    return (
      <ErrorState
        headingOrder={1}
        title={errorTitle}
        message={errorMessage}
        retryLabel={t('common.actions.retry')}
        error={me.error}
        onRetry={() => void me.refetch()}
      />
    );
  }
  if (me.data === undefined || me.data === null) return <PageLoader label={t('app.shell.loading')} />;
  return children(me.data);
}
