import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { createI18n } from '../../../lib/i18n';
import { assignLocation } from '../../../lib/navigation';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { LoginScreen } from './login-screen';

vi.mock('../../../lib/navigation', () => ({ assignLocation: vi.fn() }));

const NOT_ENTERPRISE = { enterprise: false, startUrl: null, organisationName: null };

function renderLogin(url = '/sso/login?redirect_uri=%2Fjobs%2F42') {
  return renderRoute(<LoginScreen />, { path: '/sso/login', url });
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginScreen', () => {
  it('posts the password grant and goes on to the callback with the return address', async () => {
    const fetchMock = stubFetchRoutes({
      'POST /uaa/oauth/token': () => jsonResponse({ accessToken: 'a', refreshToken: 'r' }),
    });
    renderLogin();
    // a public mail provider is never an organisation's own sign-in: no discovery call
    fillAndSubmit(' Nadia@Gmail.com ', 'Demo@12345');

    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('/sso/callback?redirect_uri=%2Fjobs%2F42'),
    );
    expect(callsOf(fetchMock)).toEqual(['POST /uaa/oauth/token']);
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe(
      'grant_type=password&username=nadia%40gmail.com&password=Demo%4012345',
    );
  });

  it('shows the translated message for wrong credentials', async () => {
    stubFetchRoutes({
      'POST /uaa/oauth/token': () =>
        jsonResponse(
          { error: 'invalid_grant', message: 'The e-mail address or password is not correct.' },
          400,
        ),
    });
    renderLogin();
    fillAndSubmit('nadia@gmail.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The e-mail address or password is not correct.',
    );
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('says in words that the account is being deleted, and how to keep it', async () => {
    stubFetchRoutes({
      'POST /uaa/oauth/token': () =>
        jsonResponse({ error: 'account_deletion_pending', message: 'This account is being deleted.' }, 403),
    });
    renderLogin();
    fillAndSubmit('nadia@gmail.com', 'Demo@12345');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This account is being deleted. To keep it, open the link in the mail we sent when you asked.',
    );
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('says how long to wait after too many attempts, in the interface language', async () => {
    stubFetchRoutes({
      'POST /uaa/oauth/token': () =>
        new Response(JSON.stringify({ error: 'too_many_requests', message: 'Too many attempts.' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '120' },
        }),
    });
    renderRoute(<LoginScreen />, { path: '/sso/login', url: '/sso/login', locale: 'ar' });
    fireEvent.change(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), {
      target: { value: 'nadia@gmail.com' },
    });
    fireEvent.change(screen.getByLabelText(/^كلمة المرور/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    const alert = await screen.findByRole('alert');
    // Arabic's dual: "in two minutes" is one word
    expect(alert.textContent).toBe('محاولات كثيرة جدًا. يمكنك المحاولة مرة أخرى خلال دقيقتين.');
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderLogin();
    fillAndSubmit('nadia@gmail.com', 'Demo@12345');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
  });

  it('asks for the missing fields without calling the server', async () => {
    const fetchMock = stubFetchRoutes({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'nadia@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the organisation’s own sign-in for an enterprise address, found when the field is left', async () => {
    const fetchMock = stubFetchRoutes({
      'GET /sso/rest/idp-discovery': () =>
        jsonResponse({
          enterprise: true,
          startUrl: '/sso/oidc/start?provider=p1&redirect_uri=%2Fjobs%2F42',
          organisationName: 'Falcon Bay Technologies',
        }),
    });
    renderLogin();
    const email = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'noor@falconbay.example' } });
    fireEvent.blur(email);

    const link = await screen.findByRole('link', { name: 'Continue with Falcon Bay Technologies' });
    expect(link.getAttribute('href')).toBe('/sso/oidc/start?provider=p1&redirect_uri=%2Fjobs%2F42');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(callsOf(fetchMock)).toEqual([
      'GET /sso/rest/idp-discovery?email=noor%40falconbay.example&redirect_uri=%2Fjobs%2F42',
    ]);

    // another address brings the password back
    fireEvent.change(email, { target: { value: 'noor@gmail.com' } });
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });

  it('looks an address up on submit too, and signs in with the password when it is not enterprise', async () => {
    const fetchMock = stubFetchRoutes({
      // the discovery service is not deployed yet: a 404 means "not enterprise"
      'GET /sso/rest/idp-discovery': () => jsonResponse({ error: 'not_found', message: 'No route' }, 404),
      'POST /uaa/oauth/token': () => jsonResponse({ accessToken: 'a', refreshToken: 'r' }),
    });
    renderLogin('/sso/login');
    fillAndSubmit('recruiter@demo.test', 'Demo@12345');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/sso/callback'));
    expect(callsOf(fetchMock)).toEqual([
      'GET /sso/rest/idp-discovery?email=recruiter%40demo.test',
      'POST /uaa/oauth/token',
    ]);
  });

  it('does not send the password of an enterprise address found on submit', async () => {
    const fetchMock = stubFetchRoutes({
      'GET /sso/rest/idp-discovery': () =>
        jsonResponse({ enterprise: true, startUrl: '/sso/oidc/start?provider=p1', organisationName: null }),
    });
    renderLogin();
    fillAndSubmit('noor@falconbay.example', 'secret');
    expect(await screen.findByRole('link', { name: 'Continue with your organisation' })).toBeTruthy();
    expect(callsOf(fetchMock)).toHaveLength(1);
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('explains why an organisation’s sign-in sent the browser back here', () => {
    stubFetchRoutes({});
    renderLogin('/sso/login?error=enterprise_failed');
    expect(screen.getByRole('alert').textContent).toBe(
      'Signing in with your organisation did not work. Please try again.',
    );
  });

  it('keeps the return address on the link to sign up', () => {
    stubFetchRoutes({ 'GET /sso/rest/idp-discovery': () => jsonResponse(NOT_ENTERPRISE) });
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/sso/signup?redirect_uri=%2Fjobs%2F42',
    );
  });
  it('links to the forgotten-password page, keeping the return address and handing over the typed address', async () => {
    stubFetchRoutes({});
    const router = createMemoryRouter(
      [
        { path: '/sso/login', element: <LoginScreen /> },
        { path: '/sso/forgot-password', element: <ForgotPasswordScreen /> },
      ],
      { initialEntries: ['/sso/login?redirect_uri=%2Fjobs%2F42'] },
    );
    render(
      <AppProviders i18n={createI18n('en-US')} queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/sso/forgot-password?redirect_uri=%2Fjobs%2F42');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: ' Nadia@Gmail.com ' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect_uri=%2Fjobs%2F42');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('nadia@gmail.com');
  });

  it('says the password is changed after a reset', () => {
    renderRoute(<LoginScreen />, {
      path: '/sso/login',
      url: '/sso/login',
      state: { notice: 'passwordReset' },
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Your password is changed, and every device was signed out. Sign in with your new password.',
    );
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('');
  });
});
