import { useMyProfile } from '../api';
import { PortabilityCard } from './portability-card';

/** The card over the profile query, as /profile shows it, with the completion it reads. */
export function PortabilityHarness() {
  const query = useMyProfile();
  if (query.data === undefined) return null;
  return (
    <>
      <span data-testid="profile-percent">{`${query.data.percentageCompleted}%`}</span>
      <PortabilityCard profile={query.data} />
    </>
  );
}
