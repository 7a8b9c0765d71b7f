import { describe, expect, it, vi } from 'vitest';
import {
  createLoginRedirect,
  holdLoginRedirect,
  LOGIN_PATH,
  loginUrl,
  type LocationLike,
} from './login-redirect';

function fakeLocation(pathname: string, search = '', hash = '') {
  return { pathname, search, hash, assign: vi.fn<(url: string | URL) => void>() } satisfies LocationLike;
}

function setup(start = 10_000) {
  let clock = start;
  let location = fakeLocation('/jobs', '?keyword=react+dev&offset=0', '#results');
  const redirect = createLoginRedirect({ now: () => clock, location: () => location });
  return {
    redirect,
    location: () => location,
    moveTo: (next: ReturnType<typeof fakeLocation>) => (location = next),
    advance: (ms: number) => (clock += ms),
  };
}

describe('loginUrl', () => {
  it('carries the current page (path, query and fragment) as the encoded return address', () => {
    expect(loginUrl({ pathname: '/jobs/42', search: '?tab=a&b=c d', hash: '#top' })).toBe(
      `${LOGIN_PATH}?redirect_uri=${encodeURIComponent('/jobs/42?tab=a&b=c d#top')}`,
    );
  });
});

describe('createLoginRedirect', () => {
  it('sends the browser to the login page with the current page as the return address', () => {
    const { redirect, location } = setup();
    expect(redirect()).toBe(true);
    expect(location().assign).toHaveBeenCalledExactlyOnceWith(
      '/sso/login?redirect_uri=%2Fjobs%3Fkeyword%3Dreact%2Bdev%26offset%3D0%23results',
    );
  });

  it('redirects at most once per second', () => {
    const { redirect, location, advance } = setup();
    expect(redirect()).toBe(true);
    advance(999);
    expect(redirect()).toBe(false);
    expect(location().assign).toHaveBeenCalledTimes(1);
    advance(1);
    expect(redirect()).toBe(true);
    expect(location().assign).toHaveBeenCalledTimes(2);
  });

  it('counts the second from the last redirect that happened, not from ignored calls', () => {
    const { redirect, location, advance } = setup();
    redirect();
    advance(600);
    redirect();
    advance(400);
    expect(redirect()).toBe(true);
    expect(location().assign).toHaveBeenCalledTimes(2);
  });

  it('reads the location at each call, so the return address is the page the user is on now', () => {
    const { redirect, moveTo, advance } = setup();
    redirect();
    advance(5_000);
    const later = moveTo(fakeLocation('/hr/jobs/7', '', '#offers'));
    redirect();
    expect(later.assign).toHaveBeenCalledExactlyOnceWith('/sso/login?redirect_uri=%2Fhr%2Fjobs%2F7%23offers');
  });

  it('redirects on the first call even when the clock starts at zero', () => {
    const location = fakeLocation('/');
    const redirect = createLoginRedirect({ now: () => 0, location: () => location });
    expect(redirect()).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/sso/login?redirect_uri=%2F');
  });
});

describe('holdLoginRedirect', () => {
  it('keeps the page where it is going while held, and redirects again once let go', () => {
    const assign = vi.fn();
    let at = 0;
    const redirect = createLoginRedirect({
      now: () => (at += 5000),
      location: () => ({ pathname: '/account/security', search: '', hash: '', assign }),
    });
    holdLoginRedirect(true);
    expect(redirect()).toBe(false);
    holdLoginRedirect(false);
    expect(redirect()).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
