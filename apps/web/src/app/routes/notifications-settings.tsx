import { NotificationSettingsScreen } from '../../features/notifications/components/notification-settings-screen';
import { SignInRequired } from './sign-in-required';

/** /notifications/settings: which notifications come in the app and by e-mail. */
export function NotificationSettingsRoute() {
  return (
    <SignInRequired>
      <NotificationSettingsScreen />
    </SignInRequired>
  );
}
