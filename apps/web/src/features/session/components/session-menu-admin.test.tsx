import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../../lib/session-hint';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { SessionMenu } from './session-menu';

afterEach(() => vi.unstubAllGlobals());

describe('SessionMenu for the platform admin', () => {
  it('offers the platform admin a way to the console', async () => {
    setSessionHint();
    stubFetchRoutes({
      'GET /uaa/me': () =>
        jsonResponse(buildMe({ fullName: 'Omar Admin', roles: ['admin'], primaryRole: 'admin' })),
    });
    renderRoute(<SessionMenu />, { path: '/jobs', url: '/jobs' });
    fireEvent.click(await screen.findByRole('button', { name: 'Omar Admin' }));
    const link = await screen.findByRole('menuitem', { name: 'Platform admin' });
    expect(link.getAttribute('href')).toBe('/admin');
  });

  it('offers it to no one else', async () => {
    setSessionHint();
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(buildMe({ fullName: 'Nadia Rahman' })) });
    renderRoute(<SessionMenu />, { path: '/jobs', url: '/jobs' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nadia Rahman' }));
    await screen.findByRole('menuitem', { name: 'Account security' });
    expect(screen.queryByRole('menuitem', { name: 'Platform admin' })).toBeNull();
  });
});
