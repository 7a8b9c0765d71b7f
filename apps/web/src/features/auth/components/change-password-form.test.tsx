import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';

const OWNER = { email: 'nadia.rahman@example.com', fullName: 'Nadia Rahman' };
const STRONG = 'violet harbour under quiet lanterns';

function renderForm(onChanged = vi.fn()) {
  renderRoute(<ChangePasswordForm owner={OWNER} onChanged={onChanged} />, {
    path: '/account/security',
    url: '/account/security',
  });
  return onChanged;
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChangePasswordForm', () => {
  it('refuses Password123! with the reason and a weak meter, without asking the server', async () => {
    const fetchMock = stubFetchRoutes({});
    renderForm();
    fill(/^Current password/, 'Test@Pass2026');
    fill(/^New password/, 'Password123!');
    fill(/^Confirm new password/, 'Password123!');
    expect((await screen.findByRole('meter')).getAttribute('aria-valuetext')).toBe('Weak');
    expect(screen.getByText('This is close to a commonly used password.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Choose a stronger password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^New password/));
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a new password with the name in it', async () => {
    renderForm();
    fill(/^New password/, 'rahman quiet lanterns drift');
    expect(await screen.findByText('Do not use your name in the password.')).toBeTruthy();
  });

  it('changes the password, empties the form and says the other devices were signed out', async () => {
    const fetchMock = stubFetchRoutes({ 'PUT /sso/rest/update-password': () => jsonResponse({ ok: true }) });
    const onChanged = renderForm();
    fill(/^Current password/, 'Test@Pass2026');
    fill(/^New password/, STRONG);
    fill(/^Confirm new password/, STRONG);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password is changed. Every other device has been signed out.',
    );
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(callsOf(fetchMock)).toEqual(['PUT /sso/rest/update-password']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      currentPassword: 'Test@Pass2026',
      newPassword: STRONG,
    });
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('');
  });

  it('marks a wrong current password on its field', async () => {
    stubFetchRoutes({
      'PUT /sso/rest/update-password': () =>
        jsonResponse({ error: 'invalid_password', message: 'The current password is not correct.' }, 400),
    });
    const onChanged = renderForm();
    fill(/^Current password/, 'not-it-at-all');
    fill(/^New password/, STRONG);
    fill(/^Confirm new password/, STRONG);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('The current password is not correct.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Current password/));
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('says to wait after too many attempts', async () => {
    stubFetchRoutes({
      'PUT /sso/rest/update-password': () => jsonResponse({ error: 'too_many_requests', message: 'x' }, 429),
    });
    renderForm();
    fill(/^Current password/, 'Test@Pass2026');
    fill(/^New password/, STRONG);
    fill(/^Confirm new password/, STRONG);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('says how long to wait, from the answer’s Retry-After', async () => {
    stubFetchRoutes({
      'PUT /sso/rest/update-password': () =>
        new Response(JSON.stringify({ error: 'too_many_requests', message: 'x' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '900' },
        }),
    });
    renderForm();
    fill(/^Current password/, 'Test@Pass2026');
    fill(/^New password/, STRONG);
    fill(/^Confirm new password/, STRONG);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. You can try again in 15 minutes.',
    );
  });
});
