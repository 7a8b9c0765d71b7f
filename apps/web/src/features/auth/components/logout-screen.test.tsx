import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSessionHint, setSessionHint } from '../../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { LogoutScreen } from './logout-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LogoutScreen', () => {
  it('ends the session once, forgets it, and offers to sign in again', async () => {
    setSessionHint();
    const fetchMock = stubFetchRoutes({ 'POST /uaa/oauth/revoke_token': () => jsonResponse({ ok: true }) });
    renderRoute(<LogoutScreen />, { path: '/sso/logout', url: '/sso/logout' });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/sso/login');
    expect(callsOf(fetchMock)).toEqual(['POST /uaa/oauth/revoke_token']);
    expect(hasSessionHint()).toBe(false);
  });

  it('says so when the server could not be reached, and tries again', async () => {
    let fail = true;
    stubFetchRoutes({
      'POST /uaa/oauth/revoke_token': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return jsonResponse({ ok: true });
      },
    });
    renderRoute(<LogoutScreen />, { path: '/sso/logout', url: '/sso/logout' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You could not be signed out' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeTruthy();
  });
});
