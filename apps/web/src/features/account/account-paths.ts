/** Every role's notification settings (/account/notifications asks for sign-in when needed). */
export const NOTIFICATION_SETTINGS_PAGE = '/account/notifications';

/** The public page after a deletion was asked for: when the account is erased, and how to keep it. */
export const ACCOUNT_DELETED_PAGE = '/sso/account-deleted';

/** The deletion mail's link (`#token=…`): keeps the account. */
export const KEEP_ACCOUNT_PAGE = '/sso/keep-account';

/** Where signing out goes (an organisation's account signs in again before deleting). */
export const LOGOUT_PAGE = '/sso/logout';

/** The deleted page with the day the account is erased (`?due=<ISO time>`). */
export function accountDeletedAddress(deletionDueAt: string): string {
  return `${ACCOUNT_DELETED_PAGE}?due=${encodeURIComponent(deletionDueAt)}`;
}
