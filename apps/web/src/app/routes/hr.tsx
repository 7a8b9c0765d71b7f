import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { RecruiterHome, RecruiterNoAccess } from '../../features/recruiter';
import { useMe } from '../../features/session';
import { redirectToLogin } from '../../lib/login-redirect';
import { hasRecruiterAccess } from '../../lib/roles';

/** /hr: recruiters see their workspace, other users a no-access page, anonymous visitors the login page. */
export function HrRoute() {
  const { t } = useTranslation();
  const me = useMe();
  const anonymous = me.data === null;

  useEffect(() => {
    if (anonymous) redirectToLogin();
  }, [anonymous]);

  if (me.isError) {
    return (
      <ErrorState
        headingOrder={1}
        title={t('recruiter.home.errorTitle')}
        message={t('recruiter.home.errorMessage')}
        retryLabel={t('common.actions.retry')}
        error={me.error}
        onRetry={() => void me.refetch()}
      />
    );
  }
  if (me.data === undefined || me.data === null) return <PageLoader label={t('app.shell.loading')} />;
  return hasRecruiterAccess(me.data) ? <RecruiterHome user={me.data} /> : <RecruiterNoAccess />;
}
