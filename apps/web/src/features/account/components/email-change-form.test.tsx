import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { EmailChangeForm } from './email-change-form';

const CURRENT = 'nadia.rahman@example.com';
const URL = 'POST /elevate-be/rest/api/me/email';

function renderForm(managed = false, locale: 'en-US' | 'zh-CN' = 'en-US') {
  return renderRoute(<EmailChangeForm currentEmail={CURRENT} managed={managed} />, {
    path: '/account/security',
    url: '/account/security',
    locale,
  });
}

function emailField(): HTMLInputElement {
  return screen.getByRole('textbox', { name: /^New e-mail address/ });
}

function passwordField(): HTMLInputElement {
  return screen.getByLabelText(/^Current password/);
}

function fillAndSubmit(email: string, password = 'Test@Pass2026') {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.change(passwordField(), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
}

function refusal(
  status: number,
  error: string,
  message = 'x',
  fields?: { field: string; message: string }[],
) {
  return () => jsonResponse({ error, message, ...(fields === undefined ? {} : { fields }) }, status);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmailChangeForm', () => {
  it('sends the new address with the current password, then says where the link went', async () => {
    const fetchMock = stubFetchRoutes({ [URL]: () => jsonResponse({ status: 'verification_sent' }, 202) });
    renderForm();
    expect(screen.getByText(CURRENT)).toBeTruthy();
    fillAndSubmit(' nadia@newmail.example ');
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent a link to nadia@newmail.example. Open it to finish the change; until then, keep signing in with your current address.',
    );
    expect(callsOf(fetchMock)).toEqual([URL]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'nadia@newmail.example',
      currentPassword: 'Test@Pass2026',
    });
    expect(emailField().value).toBe('');
    expect(passwordField().value).toBe('');
  });

  it('checks the fields before sending anything', async () => {
    const fetchMock = stubFetchRoutes({});
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
    expect(await screen.findByText('Enter the new e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(document.activeElement).toBe(emailField());

    fillAndSubmit('Nadia.Rahman@example.com');
    expect(await screen.findByText('This is already your sign-in address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks a wrong current password on its field', async () => {
    stubFetchRoutes({
      [URL]: refusal(400, 'invalid_password', 'The current password is not correct.'),
    });
    renderForm();
    fillAndSubmit('nadia@newmail.example', 'not-it');
    await waitFor(() => expect(passwordField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The current password is not correct.')).toBeTruthy();
    expect(document.activeElement).toBe(passwordField());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('marks the address the server says is already the account’s, never as body.email', async () => {
    stubFetchRoutes({
      [URL]: refusal(400, 'same_email', 'This is already your sign-in address.', [
        { field: 'body.email', message: 'is already your sign-in address' },
      ]),
    });
    renderForm();
    // the page was out of date: the address had been changed to this one meanwhile
    fillAndSubmit('nadia@newmail.example');
    await waitFor(() => expect(emailField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This is already your sign-in address.')).toBeTruthy();
    expect(document.activeElement).toBe(emailField());
    expect(document.body.textContent).not.toContain('body.email');
  });

  it('says in words which field the server refused', async () => {
    stubFetchRoutes({
      [URL]: refusal(400, 'bad_request', 'Some fields are not valid.', [
        { field: 'body.email', message: 'Invalid email address' },
      ]),
    });
    renderForm();
    fillAndSubmit('nadia@newmail.example');
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('body.email');
    expect(document.body.textContent).not.toContain('Invalid email address');
  });

  it('says the organisation manages the address when the server says so, and leaves the form', async () => {
    stubFetchRoutes({
      [URL]: refusal(409, 'enterprise_account', "Your organisation manages this account's…"),
    });
    renderForm();
    fillAndSubmit('nadia@newmail.example');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your organisation manages the address you sign in with. To change it, ask your organisation’s admin.',
    );
    expect(screen.queryByRole('button', { name: 'Change address' })).toBeNull();
  });

  it('shows no form to an organisation’s account', () => {
    const fetchMock = stubFetchRoutes({});
    renderForm(true);
    expect(screen.getByText(CURRENT)).toBeTruthy();
    expect(
      screen.getByText(
        'Your organisation manages the address you sign in with. To change it, ask your organisation’s admin.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says to wait after too many attempts, in Chinese too', async () => {
    stubFetchRoutes({ [URL]: refusal(429, 'too_many_requests') });
    renderForm(false, 'zh-CN');
    fireEvent.change(screen.getByRole('textbox', { name: /^新电子邮箱地址/ }), {
      target: { value: 'nadia@newmail.example' },
    });
    fireEvent.change(screen.getByLabelText(/^当前密码/), { target: { value: 'Test@Pass2026' } });
    fireEvent.click(screen.getByRole('button', { name: '更改地址' }));
    expect((await screen.findByRole('alert')).textContent).toBe('尝试次数过多。请稍候再试。');
  });

  it('says how long to wait, from the answer’s Retry-After', async () => {
    stubFetchRoutes({
      [URL]: () =>
        new Response(JSON.stringify({ error: 'too_many_requests', message: 'x' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '120' },
        }),
    });
    renderForm(false, 'zh-CN');
    fireEvent.change(screen.getByRole('textbox', { name: /^新电子邮箱地址/ }), {
      target: { value: 'nadia@newmail.example' },
    });
    fireEvent.change(screen.getByLabelText(/^当前密码/), { target: { value: 'Test@Pass2026' } });
    fireEvent.click(screen.getByRole('button', { name: '更改地址' }));
    expect((await screen.findByRole('alert')).textContent).toBe('尝试次数过多。您可以在2分钟后再试。');
  });
});
