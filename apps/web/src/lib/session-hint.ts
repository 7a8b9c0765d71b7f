/**
 * Whether this browser had a session the last time it looked. The tokens are HttpOnly cookies the
 * script cannot see, so an anonymous 401 and an expired access token look the same; asking the token
 * service for a refresh on every anonymous page view would spend the sign-in rate limit of everyone
 * behind the same address. The hint is only a hint: the server's answer always decides.
 */
export const SESSION_HINT_KEY = 'talent.session';
const KEY = SESSION_HINT_KEY;

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setSessionHint(): void {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // storage disabled: every 401 then simply counts as anonymous
  }
}

export function clearSessionHint(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
