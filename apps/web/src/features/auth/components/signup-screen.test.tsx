import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/navigation';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { SignupScreen } from './signup-screen';

vi.mock('../../../lib/navigation', () => ({ assignLocation: vi.fn() }));

function renderSignup() {
  return renderRoute(<SignupScreen />, { path: '/sso/signup', url: '/sso/signup?redirect_uri=%2Fjobs' });
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillForm(password = 'Violet-Harbour-42', confirm = password) {
  fill(/^Full name/, 'Nadia Rahman');
  fill(/^Email/, 'nadia.rahman@example.com');
  fill(/^Password/, password);
  fill(/^Confirm password/, confirm);
}

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupScreen', () => {
  it('tells what the password lacks while it is typed, as part of the field’s description', () => {
    renderSignup();
    const password = screen.getByLabelText(/^Password/);
    const description = () => document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(description()?.textContent).toMatch(/^At least 10 characters/);

    fill(/^Password/, 'abc');
    expect(description()?.textContent).toContain('Use at least 10 characters.');
    fill(/^Email/, 'nadia.rahman@example.com');
    fill(/^Password/, 'Nadia.Rahman2026');
    expect(description()?.textContent).toBe('Do not use your e-mail address in the password.');
    expect(description()?.getAttribute('aria-live')).toBe('polite');

    fill(/^Password/, 'Violet-Harbour-42');
    expect(description()?.textContent).toBe('This password is strong enough.');
  });

  it('creates the account and goes on to the callback with the return address', async () => {
    const fetchMock = stubFetchRoutes({
      'POST /sso/rest/signup': () => jsonResponse({ accessToken: 'a', refreshToken: 'r' }, 201),
    });
    renderSignup();
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/sso/callback?redirect_uri=%2Fjobs'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      fullName: 'Nadia Rahman',
      email: 'nadia.rahman@example.com',
      password: 'Violet-Harbour-42',
    });
  });

  it('checks the fields before calling the server', () => {
    const fetchMock = stubFetchRoutes({});
    renderSignup();
    fillForm('weak', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Choose a stronger password.')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the address already has an account, with a way to sign in', async () => {
    stubFetchRoutes({
      'POST /sso/rest/signup': () =>
        jsonResponse(
          { error: 'email_taken', message: 'An account with this e-mail address already exists.' },
          409,
        ),
    });
    renderSignup();
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An account with this e-mail address already exists. Sign in instead');
    expect(screen.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toBe(
      '/sso/login?redirect_uri=%2Fjobs',
    );
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
