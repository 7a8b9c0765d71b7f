import { ResetPasswordScreen } from '../../features/auth';

export function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
