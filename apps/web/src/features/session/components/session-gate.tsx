import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useJobSeekerCheck } from '../api/check-job-seeker';
import { useMe } from '../api/get-me';
import { LockedNotice } from './locked-notice';

/**
 * The shell's loading states (spec section 4): who is signed in; for a job seeker, the job-seeker
 * check with the page loader while it runs; a locked account gets the locked notice instead of the
 * pages. Anonymous visitors, and anyone whose check failed, get the pages: the public ones work
 * without a session, and the others ask for a sign-in themselves.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const user = me.data ?? null;
  const isJobSeeker = user !== null && user.roles.includes('jobseeker');
  const check = useJobSeekerCheck(isJobSeeker ? user.id : null);

  if (me.isPending || (isJobSeeker && check.isPending)) {
    return <PageLoader label={t('session.gate.loading')} />;
  }
  if (user?.locked === true || check.data?.locked === true) return <LockedNotice />;
  return children;
}
