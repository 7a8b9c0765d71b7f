import { useParams } from 'react-router';
import { SavedJobsScreen } from '../../features/seeker';
import { SignInRequired } from './sign-in-required';
import { SeekerJobDetail } from './seeker-job-detail';

/** /saved and /saved/:jobId. */
export function SavedRoute() {
  const { jobId } = useParams();
  return (
    <SignInRequired>
      <SavedJobsScreen
        currentJobId={jobId}
        detail={jobId === undefined ? null : <SeekerJobDetail key={jobId} headingOrder={2} backTo="/saved" />}
      />
    </SignInRequired>
  );
}
