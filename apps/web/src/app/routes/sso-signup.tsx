import { SignupScreen } from '../../features/auth';

export function SignupRoute() {
  return <SignupScreen />;
}
