import { ProfileScreen } from '../../features/profile';
import { SignInRequired } from './sign-in-required';

/** /profile: the job seeker's own profile. */
export function ProfileRoute() {
  return (
    <SignInRequired>
      <ProfileScreen />
    </SignInRequired>
  );
}
