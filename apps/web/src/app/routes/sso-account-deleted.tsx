import { AccountDeletedScreen } from '../../features/account';

/** /sso/account-deleted?due=…: public, after the account's deletion was asked for. */
export function AccountDeletedRoute() {
  return <AccountDeletedScreen />;
}
