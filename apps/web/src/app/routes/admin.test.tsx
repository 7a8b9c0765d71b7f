import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectToLogin } from '../../lib/login-redirect';
import { setSessionHint } from '../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { AdminGate } from './admin';

vi.mock('../../lib/login-redirect', () => ({ redirectToLogin: vi.fn(() => true), loginUrl: vi.fn() }));

function renderGate() {
  return renderRoute(
    <AdminGate>
      <p>the admin console</p>
    </AdminGate>,
    { path: '/admin/users', url: '/admin/users' },
  );
}

beforeEach(() => vi.mocked(redirectToLogin).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('AdminGate', () => {
  it('lets the platform admin through to the console', async () => {
    setSessionHint();
    stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse(buildMe({ roles: ['admin'], primaryRole: 'admin' })),
    });
    renderGate();
    expect(await screen.findByText('the admin console')).toBeTruthy();
  });

  it.each([
    ['a job seeker', buildMe()],
    [
      'an organisation admin',
      buildMe({
        roles: ['hr_admin'],
        primaryRole: 'hr_admin',
        organisations: [
          { id: '00000000-0000-4000-8000-00000000000a', name: 'Falcon Bay', roles: ['hr_admin'] },
        ],
      }),
    ],
  ])('gives %s the not-found page instead, and asks the console nothing', async (_who, me) => {
    setSessionHint();
    const fetchMock = stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(me) });
    renderGate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('the admin console')).toBeNull();
    expect(callsOf(fetchMock).filter((c) => c.includes('/api/admin/'))).toEqual([]);
  });

  it('sends an anonymous visitor to the login page', async () => {
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse({ error: 'unauthorized', message: 'x' }, 401) });
    renderGate();
    await vi.waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('the admin console')).toBeNull();
  });
});
