import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSessionHint, setSessionHint } from '../../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { ResetPasswordScreen } from './reset-password-screen';

const TOKEN = 'r3set_Link-T0ken-0123456789abcdef';
const STRONG = 'violet harbour under quiet lanterns';

function openLink(hash: string, locale: 'en-US' | 'zh-CN' = 'en-US') {
  // the route reads the real address bar, as a browser opening the mail's link would fill it
  window.history.replaceState(null, '', `/sso/reset-password${hash}`);
  return renderRoute(<ResetPasswordScreen />, {
    path: '/sso/reset-password',
    url: '/sso/reset-password',
    locale,
  });
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillAndSubmit(password: string, confirm = password) {
  fill(/^New password/, password);
  fill(/^Confirm new password/, confirm);
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('ResetPasswordScreen', () => {
  it('reads the token from the link, takes it out of the address bar, and goes on to sign in', async () => {
    setSessionHint();
    const fetchMock = stubFetchRoutes({
      'POST /sso/rest/password-reset/confirm': () => jsonResponse({ ok: true }),
    });
    openLink(`#token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(window.location.hash).toBe('');
    fillAndSubmit(STRONG);

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sso/login'));
    expect(callsOf(fetchMock)).toEqual(['POST /sso/rest/password-reset/confirm']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: TOKEN,
      password: STRONG,
    });
    // every session of the account ended, this browser's too
    expect(hasSessionHint()).toBe(false);
  });

  it('rates the new password as it is typed and refuses a weak one without asking the server', async () => {
    const fetchMock = stubFetchRoutes({});
    openLink(`#token=${TOKEN}`);
    fill(/^New password/, 'Password123!');
    expect((await screen.findByRole('meter')).getAttribute('aria-valuetext')).toBe('Weak');
    fillAndSubmit('Password123!');
    expect(await screen.findByText('Choose a stronger password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^New password/));
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says in words that the server found the password weak (it knows the name and address)', async () => {
    stubFetchRoutes({
      'POST /sso/rest/password-reset/confirm': () =>
        jsonResponse(
          {
            error: 'weak_password',
            message: 'Choose a stronger password.',
            fields: [{ field: 'body.password', message: 'contains_name' }],
          },
          400,
        ),
    });
    openLink(`#token=${TOKEN}`);
    fillAndSubmit('nadia rahman quiet lanterns');
    expect(
      await screen.findByText(
        'Choose a stronger password. It may not contain your name or your e-mail address.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^New password/));
    expect(document.body.textContent).not.toContain('body.password');
  });

  it('says the two passwords differ', async () => {
    stubFetchRoutes({});
    openLink(`#token=${TOKEN}`);
    fillAndSubmit(STRONG, `${STRONG}!`);
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Confirm new password/));
  });

  it('says an expired or used link does not work, with a way to ask for a new one', async () => {
    stubFetchRoutes({
      'POST /sso/rest/password-reset/confirm': () =>
        jsonResponse(
          {
            error: 'invalid_token',
            message: 'This link has expired or was already used. Ask for a new one from the sign-in page.',
          },
          400,
        ),
    });
    openLink(`#token=${TOKEN}`);
    fillAndSubmit(STRONG);
    const heading = await screen.findByRole('heading', { level: 1, name: 'This link does not work' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('alert').textContent).toBe(
      'This link has expired or was already used. Ask for a new link to reset your password.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/sso/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sso/login');
  });

  it('says to wait after too many attempts', async () => {
    stubFetchRoutes({
      'POST /sso/rest/password-reset/confirm': () =>
        jsonResponse({ error: 'too_many_requests', message: 'x' }, 429),
    });
    openLink(`#token=${TOKEN}`);
    fillAndSubmit(STRONG);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeTruthy();
  });

  it('explains an incomplete link without calling the server, in Chinese too', async () => {
    const fetchMock = stubFetchRoutes({});
    openLink('#token=short', 'zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '此链接无效' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('链接不完整');
    expect(screen.getByRole('link', { name: '重新获取链接' }).getAttribute('href')).toBe(
      '/sso/forgot-password',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
