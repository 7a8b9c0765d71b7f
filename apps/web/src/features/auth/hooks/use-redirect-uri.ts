import { useSearchParams } from 'react-router';

export const LOGIN_PAGE = '/sso/login';
export const SIGN_UP_PAGE = '/sso/signup';
export const CALLBACK_PAGE = '/sso/callback';
export const FORGOT_PASSWORD_PAGE = '/sso/forgot-password';

/**
 * What another page hands the login page, or the login page another one, in the router's state:
 * never in the address, and nothing secret. `passwordReset` after a new password was set, `email`
 * the address typed so far (the forgotten-password page starts with it).
 */
export interface SsoPageState {
  notice?: 'passwordReset';
  email?: string;
}

/** The router state as SsoPageState: anything else (a reload, a stranger's state) counts as none. */
export function readSsoPageState(state: unknown): SsoPageState {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, email } = state as Record<string, unknown>;
  const read: SsoPageState = {};
  if (notice === 'passwordReset') read.notice = notice;
  if (typeof email === 'string') read.email = email;
  return read;
}

/**
 * The page's `redirect_uri`, passed along unchanged between the login service's pages; only the
 * callback decides whether it is safe to follow.
 */
export function useRedirectUri(): string | null {
  const [params] = useSearchParams();
  const value = params.get('redirect_uri');
  return value === null || value === '' ? null : value;
}

/** A login service page's address carrying the return address, when there is one. */
export function withRedirectUri(page: string, redirectUri: string | null): string {
  return redirectUri === null ? page : `${page}?redirect_uri=${encodeURIComponent(redirectUri)}`;
}

export const VERIFY_PAGE = '/sso/verify';

const SIGNUP_RETURN_KEY = 'talent.signup.return';

/**
 * The sign-up's return address, kept in this browser until the link in the mail is opened: the link
 * carries only its token, and the person most often opens it in the same browser.
 */
export function rememberSignupReturn(redirectUri: string | null): void {
  try {
    if (redirectUri === null) window.localStorage.removeItem(SIGNUP_RETURN_KEY);
    else window.localStorage.setItem(SIGNUP_RETURN_KEY, redirectUri);
  } catch {
    // storage disabled: the new account lands on its role's page
  }
}

/** The return address a sign-up in this browser left, once; null when there is none. */
export function takeSignupReturn(): string | null {
  try {
    const value = window.localStorage.getItem(SIGNUP_RETURN_KEY);
    window.localStorage.removeItem(SIGNUP_RETURN_KEY);
    return value === '' ? null : value;
  } catch {
    return null;
  }
}
