import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectToLogin } from '../../lib/login-redirect';
import { setSessionHint } from '../../lib/session-hint';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { HrRoute } from './hr';

vi.mock('../../lib/login-redirect', () => ({ redirectToLogin: vi.fn(() => true), loginUrl: vi.fn() }));

function renderHr() {
  return renderRoute(<HrRoute />, { path: '/hr', url: '/hr' });
}

beforeEach(() => {
  vi.mocked(redirectToLogin).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HrRoute', () => {
  it('names the organisations the recruiter works for', async () => {
    setSessionHint();
    stubFetchRoutes({
      'GET /uaa/me': () =>
        jsonResponse(
          buildMe({
            roles: ['hr', 'publisher'],
            primaryRole: 'hr',
            organisations: [
              { id: '00000000-0000-4000-8000-00000000000a', name: 'Falcon Bay Technologies', roles: ['hr'] },
              { id: '00000000-0000-4000-8000-00000000000b', name: 'Oasis Health', roles: ['publisher'] },
            ],
          }),
        ),
    });
    renderHr();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Recruiter workspace — Falcon Bay Technologies and Oasis Health',
      }),
    ).toBeTruthy();
  });

  it('tells a job seeker they have no access, with a way to the jobs', async () => {
    setSessionHint();
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(buildMe()) });
    renderHr();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No access to the recruiter workspace' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('sends an anonymous visitor to the login page', async () => {
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse({ error: 'unauthorized', message: 'x' }, 401) });
    renderHr();
    await vi.waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
  });
});
