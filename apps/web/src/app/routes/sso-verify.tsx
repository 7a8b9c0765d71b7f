import { VerifyScreen } from '../../features/auth';

export function VerifyRoute() {
  return <VerifyScreen />;
}
