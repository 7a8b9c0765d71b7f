import { SsoLinkScreen } from '../../features/auth';

export function SsoLinkRoute() {
  return <SsoLinkScreen />;
}
