import { ApplicationDetailScreen } from '../../features/seeker';
import { SignInRequired } from './sign-in-required';

/** /applications/:applicationId. */
export function ApplicationDetailRoute() {
  return (
    <SignInRequired>
      <ApplicationDetailScreen />
    </SignInRequired>
  );
}
