import { Stack } from '@mantine/core';
import { PreferencesSection } from '../../features/account';
import { ACCOUNT_SETTINGS_API } from '../../features/notifications/api/settings';
import { kindsForRoles } from '../../features/notifications/components/notification-kinds';
import { NotificationSettingsScreen } from '../../features/notifications/components/notification-settings-screen';
import { useMe } from '../../features/session';
import { hasRecruiterAccess } from '../../lib/roles';
import { SignInRequired } from './sign-in-required';

/**
 * /account/notifications, for every role (the mails' "Notification settings" link): the kinds that
 * reach the signed-in person's roles, through the account's own route. The header goes back to the
 * feed of the person's workspace. Below them, the person's language and time zone.
 */
export function AccountNotificationsRoute() {
  const me = useMe();
  const user = me.data ?? null;
  return (
    <SignInRequired>
      {user !== null && (
        <Stack gap="xl">
          <NotificationSettingsScreen
            api={ACCOUNT_SETTINGS_API}
            kinds={kindsForRoles(user)}
            backTo={hasRecruiterAccess(user) ? '/hr/notifications' : '/notifications'}
          />
          <PreferencesSection />
        </Stack>
      )}
    </SignInRequired>
  );
}
