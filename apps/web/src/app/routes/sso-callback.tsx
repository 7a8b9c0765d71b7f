import { CallbackScreen } from '../../features/auth';

export function CallbackRoute() {
  return <CallbackScreen />;
}
