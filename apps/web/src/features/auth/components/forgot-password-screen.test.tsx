import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { ForgotPasswordScreen } from './forgot-password-screen';

function renderForgot(options: { url?: string; locale?: 'en-US' | 'ar' | 'zh-CN'; state?: unknown } = {}) {
  const { url = '/sso/forgot-password?redirect_uri=%2Fjobs%2F42', locale = 'en-US', state } = options;
  return renderRoute(<ForgotPasswordScreen />, { path: '/sso/forgot-password', url, locale, state });
}

function submit(email: string, button = 'Send reset link') {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

/** The card's words with the address taken out: what would tell one address from another. */
function cardText(email: string): string {
  const heading = screen.getByRole('heading', { level: 1 });
  return (heading.closest('.mantine-Paper-root')?.textContent ?? '').replace(email, '<address>');
}

const sent = () => jsonResponse({ status: 'reset_sent', linkValidMinutes: 30 }, 202);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ForgotPasswordScreen', () => {
  it('asks for the link, then says to check the inbox: the same words for any address', async () => {
    const fetchMock = stubFetchRoutes({ 'POST /sso/rest/password-reset': sent });
    renderForgot();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    submit(' Nadia.Rahman@Gmail.com ');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('nadia.rahman@gmail.com')).toBeTruthy();
    expect(screen.getByText('The link works once, for 30 minutes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/sso/login?redirect_uri=%2Fjobs%2F42',
    );
    // a public mail provider is never an organisation's own sign-in: no discovery call
    expect(callsOf(fetchMock)).toEqual(['POST /sso/rest/password-reset']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'nadia.rahman@gmail.com',
    });
    const registered = cardText('nadia.rahman@gmail.com');

    // an address nobody has: the server answers the same, and so does the page
    fireEvent.click(screen.getByRole('button', { name: 'Use a different address' }));
    submit('nobody.here@gmail.com');
    await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    expect(cardText('nobody.here@gmail.com')).toBe(registered);
  });

  it('says how long the link works as the server said it', async () => {
    stubFetchRoutes({
      'POST /sso/rest/password-reset': () =>
        jsonResponse({ status: 'reset_sent', linkValidMinutes: 45 }, 202),
    });
    renderForgot();
    submit('nadia@gmail.com');
    expect(await screen.findByText('The link works once, for 45 minutes.')).toBeTruthy();
    expect(screen.queryByText(/30 minutes/)).toBeNull();
  });

  it('takes the duration of the newest answer after "Send again"', async () => {
    let minutes = 30;
    stubFetchRoutes({
      'POST /sso/rest/password-reset': () =>
        jsonResponse({ status: 'reset_sent', linkValidMinutes: minutes }, 202),
    });
    renderForgot({ locale: 'zh-CN' });
    fireEvent.change(screen.getByRole('textbox', { name: '电子邮箱' }), {
      target: { value: 'nadia@gmail.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: '发送重置链接' }));
    expect(await screen.findByText('该链接只能使用一次，有效期为30分钟。')).toBeTruthy();
    minutes = 60;
    fireEvent.click(screen.getByRole('button', { name: '重新发送' }));
    expect(await screen.findByText('该链接只能使用一次，有效期为60分钟。')).toBeTruthy();
  });

  it('names no duration when the answer does not carry one', async () => {
    stubFetchRoutes({ 'POST /sso/rest/password-reset': () => jsonResponse({ status: 'reset_sent' }, 202) });
    renderForgot();
    submit('nadia@gmail.com');
    expect(await screen.findByText('The link works once, and only for a limited time.')).toBeTruthy();
  });

  it('sends again on request, and says so', async () => {
    const fetchMock = stubFetchRoutes({ 'POST /sso/rest/password-reset': sent });
    renderForgot();
    submit('nadia@gmail.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent it again. Use the link in the newest mail.',
    );
    expect(callsOf(fetchMock)).toEqual(['POST /sso/rest/password-reset', 'POST /sso/rest/password-reset']);
  });

  it('says in words how long to wait after too many requests', async () => {
    stubFetchRoutes({
      'POST /sso/rest/password-reset': () =>
        new Response(JSON.stringify({ error: 'too_many_requests', message: 'Too many requests' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '120' },
        }),
    });
    renderForgot();
    submit('nadia@gmail.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. You can try again in 2 minutes.',
    );
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).toBeNull();
  });

  it('refuses an address that is not one without asking the server, and focuses it', async () => {
    const fetchMock = stubFetchRoutes({});
    renderForgot();
    submit('nadia@');
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the refused address in words when the server refuses it', async () => {
    stubFetchRoutes({
      'POST /sso/rest/password-reset': () =>
        jsonResponse(
          {
            error: 'bad_request',
            message: 'Some fields are not valid.',
            fields: [{ field: 'body.email', message: 'Invalid email' }],
          },
          400,
        ),
    });
    renderForgot();
    submit('nadia@gmail.com');
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('body.email');
  });

  it("offers an organisation's own sign-in instead of sending a link", async () => {
    const fetchMock = stubFetchRoutes({
      'GET /sso/rest/idp-discovery': () =>
        jsonResponse({
          enterprise: true,
          startUrl: '/sso/oidc/start?org=acme',
          organisationName: 'Acme Corp',
        }),
    });
    renderForgot();
    submit('lina@acme.example');
    const button = await screen.findByRole('link', { name: 'Continue with Acme Corp' });
    expect(button.getAttribute('href')).toBe('/sso/oidc/start?org=acme');
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(screen.getByText(/Acme Corp signs you in with your work account/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    expect(callsOf(fetchMock)).toEqual([
      'GET /sso/rest/idp-discovery?email=lina%40acme.example&redirect_uri=%2Fjobs%2F42',
    ]);
  });

  it('starts with the address the login page handed over, in Arabic too', async () => {
    stubFetchRoutes({ 'POST /sso/rest/password-reset': sent });
    renderForgot({ url: '/sso/forgot-password', locale: 'ar', state: { email: 'nadia@gmail.com' } });
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'البريد الإلكتروني' });
    expect(field.value).toBe('nadia@gmail.com');
    fireEvent.click(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'تحقّق من بريدك الوارد' })).toBeTruthy();
    expect(screen.getByText('يعمل الرابط مرة واحدة فقط، ولمدة 30 دقيقة.')).toBeTruthy();
  });
});
