import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialUiState, useUiStore } from '../lib/ui-store';
import { setSessionHint } from '../lib/session-hint';
import { stubFetchRoutes } from '../test/fetch-routes';
import { buildMe, jsonResponse } from '../test/factories';
import { renderRoute } from '../test/render';
import { AdminLayout } from './admin-layout';

beforeEach(() => useUiStore.setState(initialUiState));
afterEach(() => vi.unstubAllGlobals());

describe('AdminLayout', () => {
  it('gives the platform admin the console’s sections, the current one marked, and the job board', async () => {
    setSessionHint();
    stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse(buildMe({ roles: ['admin'], primaryRole: 'admin' })),
    });
    renderRoute(<AdminLayout />, { path: '/admin/users/:userId', url: '/admin/users/42' });
    const users = await screen.findByRole('link', { name: 'Users' });
    expect(users.getAttribute('href')).toBe('/admin/users');
    expect(users.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Organisations' }).getAttribute('href')).toBe(
      '/admin/organisations',
    );
    expect(screen.getByRole('link', { name: 'Privacy requests' }).getAttribute('href')).toBe(
      '/admin/privacy',
    );
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/admin/audit');
    expect(screen.getByRole('link', { name: 'Job board' }).getAttribute('aria-current')).toBeNull();
  });

  it('gives anyone else their own sections, not the console’s', async () => {
    setSessionHint();
    stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse(buildMe()),
      'GET /elevate-be/rest/api/job-seeker/check': () => jsonResponse({ locked: false, total: 0, items: [] }),
    });
    renderRoute(<AdminLayout />, { path: '/admin/users', url: '/admin/users' });
    expect(await screen.findByRole('link', { name: 'Applications' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });
});
