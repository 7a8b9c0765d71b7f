import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { RecruiterDashboard, RecruiterNoAccess } from '../../features/recruiter';
import { useMe } from '../../features/session';
import { redirectToLogin } from '../../lib/login-redirect';
import { hasInterviewerAccess, hasRecruiterAccess, INTERVIEWER_LANDING } from '../../lib/roles';

/**
 * The role gate around every /hr screen: recruiters see the screen, an interviewer (`member`) only
 * the interviews, other signed-in users a no-access page, anonymous visitors the login page. The screens under it need not check again.
 */
export function HrGate({ children }: { children?: ReactNode }) {
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
  if (hasRecruiterAccess(me.data)) return children ?? <Outlet />;
  if (hasInterviewerAccess(me.data)) return <InterviewerOnly>{children ?? <Outlet />}</InterviewerOnly>;
  return <RecruiterNoAccess />;
}

/** An interviewer (a plain `member`) has their interviews in the workspace and nothing else: any other /hr address goes there. */
function InterviewerOnly({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const allowed = pathname === INTERVIEWER_LANDING || pathname.startsWith(`${INTERVIEWER_LANDING}/`);
  return allowed ? children : <Navigate to={INTERVIEWER_LANDING} replace />;
}

/** /hr: the recruiter's dashboard (behind HrGate). */
export function HrRoute() {
  const me = useMe();
  if (!me.data) return null;
  return <RecruiterDashboard user={me.data} />;
}
