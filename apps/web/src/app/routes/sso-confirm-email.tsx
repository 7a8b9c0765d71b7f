import { ConfirmEmailScreen } from '../../features/account';

export function ConfirmEmailRoute() {
  return <ConfirmEmailScreen />;
}
