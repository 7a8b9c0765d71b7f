import { useParams } from 'react-router';
import { InvitationDetail, InvitationsScreen } from '../../features/invitations';
import { SignInRequired } from './sign-in-required';

/** /invitations and /invitations/:jobId. */
export function InvitationsRoute() {
  const { jobId } = useParams();
  return (
    <SignInRequired>
      <InvitationsScreen
        currentJobId={jobId}
        detail={jobId === undefined ? null : <InvitationDetail key={jobId} jobId={jobId} />}
      />
    </SignInRequired>
  );
}
