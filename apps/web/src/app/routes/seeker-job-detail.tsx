import { useLocation } from 'react-router';
import { JobDetailScreen } from '../../features/jobs';
import { JobActions } from '../../features/seeker';
import { useMe } from '../../features/session';
import { loginUrl } from '../../lib/login-redirect';

interface SeekerJobDetailProps {
  backTo?: string;
  headingOrder?: 1 | 2;
}

/** A job's page with what a job seeker can do there: save, apply, see the fit (or sign in first). */
export function SeekerJobDetail({ backTo, headingOrder }: SeekerJobDetailProps) {
  const me = useMe();
  const location = useLocation();
  const user = me.data ?? null;
  return (
    <JobDetailScreen
      {...(backTo === undefined ? {} : { backTo })}
      {...(headingOrder === undefined ? {} : { headingOrder })}
      renderActions={(job) =>
        me.isPending || (user !== null && !user.roles.includes('jobseeker')) ? null : (
          <JobActions job={job} seeker={user !== null} loginHref={loginUrl(location)} />
        )
      }
    />
  );
}

/** Whether a signed-in job seeker is looking; false while unknown. */
export function useIsSeeker(): boolean {
  const me = useMe();
  return me.data?.roles.includes('jobseeker') === true;
}
