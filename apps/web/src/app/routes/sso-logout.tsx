import { LogoutScreen } from '../../features/auth';

export function LogoutRoute() {
  return <LogoutScreen />;
}
