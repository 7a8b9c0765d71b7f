import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectToLogin } from '../../lib/login-redirect';
import { setSessionHint } from '../../lib/session-hint';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { HrGate, HrRoute } from './hr';

vi.mock('../../lib/login-redirect', () => ({ redirectToLogin: vi.fn(() => true), loginUrl: vi.fn() }));

function renderHr(screen = <HrRoute />) {
  return renderRoute(<HrGate>{screen}</HrGate>, { path: '/hr', url: '/hr' });
}

const dashboardCalls = {
  'GET /elevate-be/rest/api/hr/my-job/search': () =>
    jsonResponse({ items: [], total: 0, limit: 50, offset: 0 }),
  'GET /elevate-be/rest/api/hr/offer/list': () => jsonResponse({ items: [], total: 0, limit: 50, offset: 0 }),
  'GET /elevate-be/rest/api/hr/assesment/list': () =>
    jsonResponse({ items: [], total: 0, limit: 50, offset: 0 }),
  'GET /elevate-be/rest/api/hr/recent-hired': () => jsonResponse({ items: [] }),
  'GET /elevate-be/rest/api/hr/stats/response-time': () =>
    jsonResponse({ days: 90, overall: { medianDays: null, answered: 0, waiting: 0 }, jobs: [] }),
};

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
      ...dashboardCalls,
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

  it('keeps every recruiter screen behind the gate: a job seeker sees the no-access page instead', async () => {
    setSessionHint();
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(buildMe()) });
    renderHr(<p>the jobs screen</p>);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No access to the recruiter workspace' }),
    ).toBeTruthy();
    expect(screen.queryByText('the jobs screen')).toBeNull();
  });

  it('lets a recruiter through to the screen', async () => {
    setSessionHint();
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(buildMe({ roles: ['hr'], primaryRole: 'hr' })) });
    renderHr(<p>the jobs screen</p>);
    expect(await screen.findByText('the jobs screen')).toBeTruthy();
  });

  it('sends an anonymous visitor to the login page', async () => {
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse({ error: 'unauthorized', message: 'x' }, 401) });
    renderHr();
    await vi.waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
  });
});
