import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/navigation';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { rememberSignupReturn } from '../hooks/use-redirect-uri';
import { tokenFromFragment } from '../hooks/use-fragment-token';
import { VerifyScreen } from './verify-screen';

vi.mock('../../../lib/navigation', () => ({ assignLocation: vi.fn() }));

const TOKEN = 'k3Y_s1gnup-T0ken-0123456789abcdef';

function openLink(hash: string, locale: 'en-US' | 'ar' = 'en-US') {
  // the route reads the real address bar, as a browser opening the mail's link would fill it
  window.history.replaceState(null, '', `/sso/verify${hash}`);
  return renderRoute(<VerifyScreen />, { path: '/sso/verify', url: '/sso/verify', locale });
}

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('tokenFromFragment', () => {
  it('takes the token of #token=…, and nothing that does not look like one', () => {
    expect(tokenFromFragment(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromFragment('')).toBeNull();
    expect(tokenFromFragment('#token=short')).toBeNull();
    expect(tokenFromFragment('#token=<script>alert(1)</script>aaaaaaaaaaaaaaaa')).toBeNull();
  });
});

describe('VerifyScreen', () => {
  it('posts the token once, takes it out of the address bar, and goes on where the sign-up would have', async () => {
    rememberSignupReturn('/jobs/42');
    const fetchMock = stubFetchRoutes({
      'POST /sso/rest/verify-email': () => jsonResponse({ accessToken: 'a', refreshToken: 'r' }),
    });
    openLink(`#token=${TOKEN}`);
    expect(screen.getByRole('status').textContent).toBe('Creating your account…');
    expect(window.location.hash).toBe('');
    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('/sso/callback?redirect_uri=%2Fjobs%2F42'),
    );
    expect(callsOf(fetchMock)).toEqual(['POST /sso/rest/verify-email']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: TOKEN });
  });

  it('says a used or expired link does not work, with a way to sign up again', async () => {
    stubFetchRoutes({
      'POST /sso/rest/verify-email': () => jsonResponse({ error: 'invalid_token', message: 'x' }, 400),
    });
    openLink('#token=used-Token-000000000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link has expired or was already used. Sign up again to get a new one, or sign in if your account is ready.',
    );
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/sso/signup');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sso/login');
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('offers to try again when the server could not be reached', async () => {
    let calls = 0;
    stubFetchRoutes({
      'POST /sso/rest/verify-email': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({ accessToken: 'a', refreshToken: 'r' });
      },
    });
    openLink('#token=network-Token-00000000000000000');
    (await screen.findByRole('button', { name: 'Try again' })).click();
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/sso/callback'));
  });

  it('explains an incomplete link without calling the server, in Arabic too', async () => {
    const fetchMock = stubFetchRoutes({});
    openLink('', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'هذا الرابط لا يعمل' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('الرابط غير مكتمل');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
