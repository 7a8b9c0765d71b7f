/** The central login page (decisions.md, "One origin, one gateway"). */
export const LOGIN_PATH = '/sso/login';

/** Spec section 9: the login redirect happens at most once per second. */
export const LOGIN_REDIRECT_INTERVAL_MS = 1000;

/** The parts of `window.location` the redirect reads and drives. */
export type LocationLike = Pick<Location, 'pathname' | 'search' | 'hash' | 'assign'>;

export interface LoginRedirectOptions {
  /** Milliseconds since some fixed point; `Date.now` by default. */
  now?: () => number;
  /** The page's location, read at each call so the return address is the page the user is on. */
  location?: () => LocationLike;
}

/** The login page's address, with the current page (path, query and fragment) as where to come back to. */
export function loginUrl(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  return `${LOGIN_PATH}?redirect_uri=${encodeURIComponent(returnTo)}`;
}

let held = false;

/**
 * Holds every login redirect while the page leaves on purpose for a page of its own (the account
 * was just deleted, and its sessions with it); `false` lets them go again (the deletion failed).
 */
export function holdLoginRedirect(hold: boolean): void {
  held = hold;
}

/**
 * A function that sends the browser to the login page and answers whether it did. Several failing
 * calls usually arrive together; only the first within a second navigates, so the page is not asked
 * to leave twice.
 */
export function createLoginRedirect(options: LoginRedirectOptions = {}): () => boolean {
  const now = options.now ?? Date.now;
  const location = options.location ?? (() => window.location);
  let lastAt = Number.NEGATIVE_INFINITY;

  return () => {
    if (held) return false;
    const at = now();
    if (at - lastAt < LOGIN_REDIRECT_INTERVAL_MS) return false;
    lastAt = at;
    const current = location();
    current.assign(loginUrl(current));
    return true;
  };
}

/** The app's one login redirect, shared by the REST and GraphQL clients so they throttle together. */
export const redirectToLogin: () => boolean = createLoginRedirect();
