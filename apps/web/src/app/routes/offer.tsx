import { OfferScreen } from '../../features/answers';
import { SignInRequired } from './sign-in-required';

/** /jobs/offer/:jobId: the seeker's offer for a job and the answer. */
export function OfferRoute() {
  return (
    <SignInRequired>
      <OfferScreen />
    </SignInRequired>
  );
}
