import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { RecruiterDashboard, RecruiterNoAccess } from '../../features/recruiter';
import { useMe } from '../../features/session';
import { hasInterviewerAccess, hasRecruiterAccess, INTERVIEWER_LANDING } from '../../lib/roles';
import { SignedInGate } from './signed-in-gate';

/**
 * The role gate around every /hr screen: recruiters see the screen, an interviewer (`member`) only
 * the interviews, other signed-in users a no-access page, anonymous visitors the login page. The screens under it need not check again.
 */
export function HrGate({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SignedInGate errorTitle={t('recruiter.home.errorTitle')} errorMessage={t('recruiter.home.errorMessage')}>
      {(me) => {
        if (hasRecruiterAccess(me)) return children ?? <Outlet />;
        if (hasInterviewerAccess(me)) return <InterviewerOnly>{children ?? <Outlet />}</InterviewerOnly>;
        return <RecruiterNoAccess />;
      }}
    </SignedInGate>
  );
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

/**
 * A workspace screen opened from its address (app/landing-screen.ts): its code starts downloading
 * as soon as this gate's module has come, not once the gate has rendered.
 */
export function preloadHrScreen(path: string): void {
  if (path.startsWith('/hr/candidates/')) void import('./hr-candidate').catch(() => undefined);
  else if (/^\/hr\/jobs\/[^/]+$/.test(path) && path !== '/hr/jobs/new')
    void import('./hr-job-pipeline').catch(() => undefined);
}
