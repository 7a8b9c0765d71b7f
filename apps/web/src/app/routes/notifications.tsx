import { NotificationsScreen } from '../../features/notifications/components/notifications-screen';
import { SignInRequired } from './sign-in-required';

/** /notifications: the job seeker's feed, with the way to its settings. */
export function NotificationsRoute() {
  return (
    <SignInRequired>
      <NotificationsScreen settingsTo="/notifications/settings" />
    </SignInRequired>
  );
}

/**
 * /hr/notifications: the same feed in the recruiter's layout (behind the /hr role gate), with the
 * way to the account's notification settings (every role's).
 */
export function HrNotificationsRoute() {
  return <NotificationsScreen settingsTo="/account/notifications" />;
}
