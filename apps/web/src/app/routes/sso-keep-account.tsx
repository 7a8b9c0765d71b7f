import { KeepAccountScreen } from '../../features/account';

/** /sso/keep-account#token=…: the deletion mail's link, public; keeps the account. */
export function KeepAccountRoute() {
  return <KeepAccountScreen />;
}
