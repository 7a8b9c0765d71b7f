import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useUiStore } from '../../../lib/ui-store';
import { useJobSeekerCheck } from '../api/check-job-seeker';
import { useMe } from '../api/get-me';
import { LockedNotice } from './locked-notice';

export type SessionState = 'loading' | 'locked' | 'open';

/**
 * Who is signed in; for a job seeker, the job-seeker check. Anonymous visitors, and anyone whose
 * check failed, are `open`: the public pages work without a session, the others ask for a sign-in.
 */
export function useSessionState(): SessionState {
  const me = useMe();
  const user = me.data ?? null;
  const isJobSeeker = user !== null && user.roles.includes('jobseeker');
  const check = useJobSeekerCheck(isJobSeeker ? user.id : null);
  if (me.isPending || (isJobSeeker && check.isPending)) return 'loading';
  if (user?.locked === true || check.data?.locked === true) return 'locked';
  return 'open';
}

/**
 * The shell's loading states (spec section 4): the page loader while the session is checked,
 * or while anything else raises the UI store's loader flag; a locked account gets the locked
 * notice instead of the pages. The session check is what sets the flag today.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const state = useSessionState();
  const checking = state === 'loading';
  const loader = useUiStore((s) => s.loader);
  const setLoader = useUiStore((s) => s.setLoader);
  useEffect(() => {
    setLoader(checking);
  }, [checking, setLoader]);
  if (checking || loader) return <PageLoader label={t('session.gate.loading')} />;
  if (state === 'locked') return <LockedNotice />;
  return children;
}
