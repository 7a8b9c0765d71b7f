import { SEEKER_SETTINGS_API } from '../../features/notifications/api/settings';
import { SEEKER_KINDS } from '../../features/notifications/components/notification-kinds';
import { NotificationSettingsScreen } from '../../features/notifications/components/notification-settings-screen';
import { SignInRequired } from './sign-in-required';

/** /notifications/settings: which of the job seeker's notifications come in the app and by e-mail. */
export function NotificationSettingsRoute() {
  return (
    <SignInRequired>
      <NotificationSettingsScreen api={SEEKER_SETTINGS_API} kinds={SEEKER_KINDS} backTo="/notifications" />
    </SignInRequired>
  );
}
