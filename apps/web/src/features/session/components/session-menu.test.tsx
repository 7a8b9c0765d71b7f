import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { SessionMenu } from './session-menu';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SessionMenu', () => {
  it('offers an anonymous visitor a sign-in that comes back to this page', async () => {
    const fetchMock = stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse({ error: 'unauthorized', message: 'x' }, 401),
    });
    renderRoute(<SessionMenu />, { path: '/jobs/:jobId', url: '/jobs/42?from=search' });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/sso/login?redirect_uri=%2Fjobs%2F42%3Ffrom%3Dsearch');
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('shows a signed-in user’s name, opening a menu with "Account security", "Notification settings" and "Sign out"', async () => {
    setSessionHint();
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(buildMe({ fullName: 'Nadia Rahman' })) });
    renderRoute(<SessionMenu />, { path: '/jobs', url: '/jobs' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nadia Rahman' }));
    const security = await screen.findByRole('menuitem', { name: 'Account security' });
    expect(security.getAttribute('href')).toBe('/account/security');
    const notifications = await screen.findByRole('menuitem', { name: 'Notification settings' });
    expect(notifications.getAttribute('href')).toBe('/account/notifications');
    const signOut = await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(signOut.getAttribute('href')).toBe('/sso/logout');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('offers "Account security" to every role, recruiters and admins included', async () => {
    setSessionHint();
    stubFetchRoutes({
      'GET /uaa/me': () =>
        jsonResponse(buildMe({ fullName: 'Rami Saleh', roles: ['hr'], primaryRole: 'hr' })),
    });
    renderRoute(<SessionMenu />, { path: '/hr', url: '/hr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rami Saleh' }));
    expect((await screen.findByRole('menuitem', { name: 'Account security' })).getAttribute('href')).toBe(
      '/account/security',
    );
    expect(screen.getByRole('menuitem', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/account/notifications',
    );
  });
});
