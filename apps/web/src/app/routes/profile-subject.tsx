import { useParams } from 'react-router';
import { ProfileViewScreen } from '../../features/profile-view';
import { SignInRequired } from './sign-in-required';

/** /profile/{subject}: a job seeker's profile as another signed-in person (or its owner) sees it. */
export function ProfileSubjectRoute() {
  const { subject = '' } = useParams();
  return (
    <SignInRequired>
      <ProfileViewScreen key={subject} subject={subject} />
    </SignInRequired>
  );
}
