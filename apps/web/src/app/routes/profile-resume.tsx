import { ResumeScreen } from '../../features/profile/portability/resume-screen';
import { SignInRequired } from './sign-in-required';

/** /profile/resume: the job seeker's profile as a printable résumé. */
export function ProfileResumeRoute() {
  return (
    <SignInRequired>
      <ResumeScreen />
    </SignInRequired>
  );
}
