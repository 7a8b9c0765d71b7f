import { ForgotPasswordScreen } from '../../features/auth';

export function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
