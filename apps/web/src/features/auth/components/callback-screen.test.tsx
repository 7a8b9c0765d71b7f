import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionHint, hasSessionHint } from '../../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { CallbackScreen } from './callback-screen';

function renderCallback(url: string, locale: 'en-US' | 'zh-CN' | 'ar' = 'en-US') {
  return renderRoute(<CallbackScreen />, { path: '/sso/callback', url, locale });
}

async function landedOn(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}

beforeEach(() => {
  clearSessionHint();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CallbackScreen', () => {
  it('shows "Loading User Info..." while it loads the user', () => {
    stubFetchRoutes({ 'GET /uaa/me': () => new Promise<Response>(() => undefined) });
    renderCallback('/sso/callback');
    expect(screen.getByRole('status').textContent).toBe('Loading User Info...');
  });

  it('says it in the interface language too', () => {
    stubFetchRoutes({ 'GET /uaa/me': () => new Promise<Response>(() => undefined) });
    renderCallback('/sso/callback', 'zh-CN');
    expect(screen.getByRole('status').textContent).toBe('正在加载用户信息...');
  });

  it('goes to a return address on this site', async () => {
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(buildMe()) });
    renderCallback('/sso/callback?redirect_uri=%2Fjobs%2F42%3Fkeyword%3Dnurse');
    expect(await landedOn()).toBe('/jobs/42?keyword=nurse');
    expect(hasSessionHint()).toBe(true);
  });

  it('ignores a return address on another site and uses the role landing', async () => {
    stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse(buildMe({ roles: ['hr'], primaryRole: 'hr' })),
    });
    renderCallback('/sso/callback?redirect_uri=https%3A%2F%2Fevil.example%2F');
    expect(await landedOn()).toBe('/hr');
  });

  it('sends a job seeker without a return address to the job list', async () => {
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(buildMe()) });
    renderCallback('/sso/callback');
    expect(await landedOn()).toBe('/jobs');
  });

  it('refreshes an access token that expired on the way, then goes on', async () => {
    let meCalls = 0;
    const fetchMock = stubFetchRoutes({
      'GET /uaa/me': () => {
        meCalls += 1;
        return meCalls === 1
          ? jsonResponse({ error: 'unauthorized', message: 'x' }, 401)
          : jsonResponse(buildMe());
      },
      'POST /uaa/oauth/token': () => jsonResponse({ accessToken: 'a', refreshToken: 'r' }),
    });
    renderCallback('/sso/callback');
    expect(await landedOn()).toBe('/jobs');
    expect(callsOf(fetchMock)).toEqual(['GET /uaa/me', 'POST /uaa/oauth/token', 'GET /uaa/me']);
  });

  it('sends a visitor without a session to the login page, keeping the return address', async () => {
    stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse({ error: 'unauthorized', message: 'x' }, 401),
      'POST /uaa/oauth/token': () => jsonResponse({ error: 'invalid_grant', message: 'x' }, 401),
    });
    renderCallback('/sso/callback?redirect_uri=%2Fjobs%2F42');
    expect(await landedOn()).toBe('/sso/login?redirect_uri=%2Fjobs%2F42');
  });
});
