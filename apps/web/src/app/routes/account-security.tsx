import { useQueryClient } from '@tanstack/react-query';
import { ChangePasswordForm } from '../../features/auth';
import { useMe } from '../../features/session';
import { AccountSecurityScreen, SESSIONS_QUERY_KEY } from '../../features/session/security';
import { SignInRequired } from './sign-in-required';

/** /account/security: the sessions (session feature) and the password change (auth feature). */
export function AccountSecurityRoute() {
  const me = useMe();
  const queryClient = useQueryClient();
  const user = me.data ?? null;
  return (
    <SignInRequired>
      <AccountSecurityScreen
        passwordSection={
          <ChangePasswordForm
            owner={{ email: user?.email, fullName: user?.fullName }}
            // a new password ends every other session: the list is out of date
            onChanged={() => void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY })}
          />
        }
      />
    </SignInRequired>
  );
}
