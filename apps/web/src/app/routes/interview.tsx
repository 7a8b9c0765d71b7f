import { InterviewScreen } from '../../features/answers';
import { SignInRequired } from './sign-in-required';

/** /jobs/interview/:jobId/:assessmentId: an interview or test and the seeker's answer. */
export function InterviewRoute() {
  return (
    <SignInRequired>
      <InterviewScreen />
    </SignInRequired>
  );
}
