import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { KeepAccountScreen } from './keep-account-screen';

const URL = 'POST /sso/rest/account-deletion/cancel';

/** Each test its own token: the screen posts a token once per page load. */
function token(name: string): string {
  return `${name}-Keep-T0ken-0123456789abcdef`;
}

function openLink(hash: string, locale: 'en-US' | 'zh-CN' = 'en-US') {
  // the route reads the real address bar, as a browser opening the mail's link would fill it
  window.history.replaceState(null, '', `/sso/keep-account${hash}`);
  // StrictMode runs the effects twice, as in development: the token must still be posted once
  return renderRoute(
    <StrictMode>
      <KeepAccountScreen />
    </StrictMode>,
    { path: '/sso/keep-account', url: '/sso/keep-account', locale },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('KeepAccountScreen', () => {
  it('posts the token once, takes it out of the address bar and offers to sign in again', async () => {
    const fetchMock = stubFetchRoutes({ [URL]: () => jsonResponse({ ok: true }) });
    openLink(`#token=${token('done')}`);
    expect(screen.getByRole('status').textContent).toBe('Keeping your account…');
    expect(window.location.hash).toBe('');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your account is kept' });
    expect(screen.getByRole('status').textContent).toBe('Your account is kept. Sign in again.');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sso/login');
    expect(callsOf(fetchMock)).toEqual([URL]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: token('done') });
  });

  it('says in words that a used or expired link does not work, and offers to sign in', async () => {
    stubFetchRoutes({
      [URL]: () => jsonResponse({ error: 'invalid_token', message: 'This link has expired.' }, 400),
    });
    openLink(`#token=${token('used')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link no longer works: it was already used, or the account was already erased. If you kept your account before, sign in as usual.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sso/login');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again when the server could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    openLink(`#token=${token('offline')}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says an incomplete link is incomplete, without calling the server', () => {
    const fetchMock = stubFetchRoutes({});
    openLink('#token=short', 'zh-CN');
    expect(screen.getByRole('heading', { level: 1, name: '此链接无效' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      '链接不完整。请从邮件中重新打开，或将完整地址复制到浏览器中。',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
