import { useQueryClient } from '@tanstack/react-query';
import { AccountSection, NotificationsLinkCard, PrivacySection } from '../../features/account';
import { ChangePasswordForm } from '../../features/auth';
import { PROFILE_KEY } from '../../features/profile/api';
import { useMe } from '../../features/session';
import { AccountSecurityScreen, SESSIONS_QUERY_KEY } from '../../features/session/security';
import { SignInRequired } from './sign-in-required';

/**
 * /account/security: the name and sign-in address and "Your data" (account feature), the sessions
 * (session feature), the password change (auth feature) and a link to /account/notifications
 * (account feature).
 */
export function AccountSecurityRoute() {
  const me = useMe();
  const queryClient = useQueryClient();
  const user = me.data ?? null;
  return (
    <SignInRequired>
      <AccountSecurityScreen
        accountSection={
          user !== null && (
            <AccountSection
              me={user}
              // the profile shows the name too
              onNameChanged={() => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY })}
            />
          )
        }
        privacySection={user !== null && <PrivacySection me={user} />}
        passwordSection={
          <ChangePasswordForm
            owner={{ email: user?.email, fullName: user?.fullName }}
            // a new password ends every other session: the list is out of date
            onChanged={() => void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY })}
          />
        }
        notificationsSection={<NotificationsLinkCard />}
      />
    </SignInRequired>
  );
}
