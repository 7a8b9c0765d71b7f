import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { ConfirmEmailScreen } from './confirm-email-screen';

const URL = 'POST /elevate-be/rest/api/me/email/confirm';

/** Each test its own token: the screen posts a token once per page load. */
function token(name: string): string {
  return `${name}-Email-T0ken-0123456789abcdef`;
}

function openLink(hash: string, locale: 'en-US' | 'ar' = 'en-US') {
  // the route reads the real address bar, as a browser opening the mail's link would fill it
  window.history.replaceState(null, '', `/sso/confirm-email${hash}`);
  // StrictMode runs the effects twice, as in development: the token must still be posted once
  return renderRoute(
    <StrictMode>
      <ConfirmEmailScreen />
    </StrictMode>,
    {
      path: '/sso/confirm-email',
      url: '/sso/confirm-email',
      locale,
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('ConfirmEmailScreen', () => {
  it('posts the token once, takes it out of the address bar and names the new address', async () => {
    const fetchMock = stubFetchRoutes({ [URL]: () => jsonResponse({ email: 'nadia@newmail.example' }) });
    openLink(`#token=${token('done')}`);
    expect(screen.getByRole('status').textContent).toBe('Changing your sign-in address…');
    expect(window.location.hash).toBe('');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your address is changed' });
    expect(screen.getByRole('status').textContent).toBe('Your sign-in address is now nadia@newmail.example.');
    // the focus moves in an effect after the heading is shown
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // not signed in in this browser: on to the login page
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sso/login');
    expect(callsOf(fetchMock)).toEqual([URL]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: token('done') });
  });

  it('offers a signed-in browser its account page', async () => {
    setSessionHint();
    stubFetchRoutes({
      [URL]: () => jsonResponse({ email: 'nadia@newmail.example' }),
    });
    openLink(`#token=${token('signed-in')}`);
    const link = await screen.findByRole('link', { name: 'Go to your account' });
    expect(link.getAttribute('href')).toBe('/account/security');
  });

  it('says a used or expired link does not work, and where to ask again', async () => {
    stubFetchRoutes({
      [URL]: () =>
        jsonResponse({ error: 'invalid_token', message: 'This link has expired or was already used.' }, 400),
    });
    openLink(`#token=${token('used')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link has expired or was already used. Your sign-in address has not changed; to change it, ask again from your account page.',
    );
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe(
      '/account/security',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sso/login');
  });

  it('says in words that the address became someone else’s meanwhile', async () => {
    stubFetchRoutes({
      [URL]: () =>
        jsonResponse({ error: 'email_taken', message: 'This address has become another account’s.' }, 409),
    });
    openLink(`#token=${token('taken')}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Another account signs in with this address now, so it cannot become yours. Your sign-in address has not changed.',
    );
  });

  it('offers to try again when the server could not be reached', async () => {
    let calls = 0;
    stubFetchRoutes({
      [URL]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({ email: 'nadia@newmail.example' });
      },
    });
    openLink(`#token=${token('network')}`);
    (await screen.findByRole('button', { name: 'Try again' })).click();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Your address is changed' })).toBeTruthy(),
    );
    expect(calls).toBe(2);
  });

  it('explains an incomplete link without calling the server, in Arabic too', async () => {
    const fetchMock = stubFetchRoutes({});
    openLink('', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'هذا الرابط لا يعمل' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('الرابط غير مكتمل');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
