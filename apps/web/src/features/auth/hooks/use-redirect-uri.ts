import { useSearchParams } from 'react-router';

export const LOGIN_PAGE = '/sso/login';
export const SIGN_UP_PAGE = '/sso/signup';
export const CALLBACK_PAGE = '/sso/callback';

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
