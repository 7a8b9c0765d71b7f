import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/navigation';
import { useUiStore } from '../../../lib/ui-store';
import { setSessionHint } from '../../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { setSiteLinks } from '../../../test/site-links';
import { SessionGate } from './session-gate';

vi.mock('../../../lib/navigation', () => ({ assignLocation: vi.fn() }));

const LOCKED = 'Your account is locked. Please contact your organization admin in order to view the content.';
const LOCKED_SEEKER = 'Your account is locked. To find out why, or to have it unlocked, contact support.';

function renderGate() {
  return renderRoute(
    <SessionGate>
      <p>the pages</p>
    </SessionGate>,
    { path: '/jobs', url: '/jobs' },
  );
}

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SessionGate', () => {
  it('shows the pages to an anonymous visitor at once, without asking who is signed in', async () => {
    // a request to /uaa/me would answer 401, which the browser logs as an error on every public page
    const fetchMock = stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse({ error: 'unauthorized', message: 'x' }, 401),
    });
    renderGate();
    expect(await screen.findByText('the pages')).toBeTruthy();
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('shows the pages when the session this browser had has ended, without the job-seeker check', async () => {
    setSessionHint();
    const fetchMock = stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse({ error: 'unauthorized', message: 'x' }, 401),
      'POST /uaa/oauth/token': () => jsonResponse({ error: 'invalid_grant', message: 'x' }, 401),
    });
    renderGate();
    expect(await screen.findByText('the pages')).toBeTruthy();
    expect(callsOf(fetchMock)).toEqual(['GET /uaa/me', 'POST /uaa/oauth/token']);
  });

  it('runs the job-seeker check (limit 100, offset 0) behind the page loader, then shows the pages', async () => {
    setSessionHint();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse(buildMe()),
      'GET /elevate-be/rest/api/job-seeker/check': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderGate();
    await vi.waitFor(() => expect(callsOf(fetchMock)).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('Loading your account…');
    expect(screen.queryByText('the pages')).toBeNull();
    expect(useUiStore.getState().loader).toBe(true);
    expect(callsOf(fetchMock)[1]).toBe('GET /elevate-be/rest/api/job-seeker/check?limit=100&offset=0');

    answer(jsonResponse({ locked: false, total: 0, items: [] }));
    expect(await screen.findByText('the pages')).toBeTruthy();
    expect(useUiStore.getState().loader).toBe(false);

    // the store's loader flag brings the page loader back
    act(() => useUiStore.getState().setLoader(true));
    expect(screen.getByRole('status').textContent).toBe('Loading your account…');
    act(() => useUiStore.getState().setLoader(false));
    expect(screen.getByText('the pages')).toBeTruthy();
  });

  it('replaces the pages by the locked notice, whose "Got it" leaves for the provider', async () => {
    setSessionHint();
    setSiteLinks({ providerWebsiteUrl: 'https://provider.example/', supportUrl: 'https://help.example/' });
    stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse(buildMe()),
      'GET /elevate-be/rest/api/job-seeker/check': () => jsonResponse({ locked: true, total: 0, items: [] }),
    });
    renderGate();
    // a job seeker has no organisation admin to ask
    expect(await screen.findByRole('heading', { level: 1, name: LOCKED_SEEKER })).toBeTruthy();
    expect(screen.queryByText('the pages')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'https://help.example/',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(assignLocation).toHaveBeenCalledWith('https://provider.example/');
  });

  it('signs a locked account out on "Got it" when no provider website is set, and offers no support link', async () => {
    setSessionHint();
    stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse(buildMe()),
      'GET /elevate-be/rest/api/job-seeker/check': () => jsonResponse({ locked: true, total: 0, items: [] }),
    });
    renderGate();
    // no support to send them to: words that promise no link
    await screen.findByRole('heading', {
      level: 1,
      name: 'Your account is locked. Only the administrator of this service can tell you why and unlock it.',
    });
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(assignLocation).toHaveBeenCalledWith('/sso/logout');
  });

  it('shows a locked recruiter the notice too, without the job-seeker check', async () => {
    setSessionHint();
    const fetchMock = stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse(buildMe({ roles: ['hr'], primaryRole: 'hr', locked: true })),
    });
    renderGate();
    expect(await screen.findByRole('heading', { level: 1, name: LOCKED })).toBeTruthy();
    expect(callsOf(fetchMock)).toEqual(['GET /uaa/me']);
  });
});
