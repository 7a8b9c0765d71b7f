import { ApplicationsScreen } from '../../features/seeker';
import { SignInRequired } from './sign-in-required';

/** /applications. */
export function ApplicationsRoute() {
  return (
    <SignInRequired>
      <ApplicationsScreen />
    </SignInRequired>
  );
}
