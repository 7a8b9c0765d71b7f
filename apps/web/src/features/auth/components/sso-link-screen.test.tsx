import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/navigation';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { setSiteLinks } from '../../../test/site-links';
import { SsoLinkScreen } from './sso-link-screen';

vi.mock('../../../lib/navigation', () => ({ assignLocation: vi.fn() }));

const PENDING = { email: 'seeker@acme.test', organisationName: 'Acme Logistics', canLink: true };

function renderLink(locale: 'en-US' | 'ar' = 'en-US') {
  return renderRoute(<SsoLinkScreen />, { path: '/sso/link', url: '/sso/link', locale });
}

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SsoLinkScreen', () => {
  it('asks for the existing account’s password, links it and goes on to the callback', async () => {
    const fetchMock = stubFetchRoutes({
      'GET /sso/oidc/link': () => jsonResponse(PENDING),
      'POST /sso/oidc/link': () => jsonResponse({ redirectPath: '/jobs?page=2' }),
    });
    renderLink();
    expect(await screen.findByText('seeker@acme.test')).toBeTruthy();
    expect(screen.getByText(/Sign in with its password once to link it to/).textContent).toBe(
      'Sign in with its password once to link it to Acme Logistics’s sign-in. After that, Acme Logistics signs you in directly.',
    );
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Demo@12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('/sso/callback?redirect_uri=%2Fjobs%3Fpage%3D2'),
    );
    expect(callsOf(fetchMock)).toEqual(['GET /sso/oidc/link', 'POST /sso/oidc/link']);
    expect(String(fetchMock.mock.calls[1]?.[1]?.body)).toBe('{"password":"Demo@12345"}');
  });

  it('says so when the password is wrong, and asks for one when it is empty', async () => {
    const fetchMock = stubFetchRoutes({
      'GET /sso/oidc/link': () => jsonResponse(PENDING),
      'POST /sso/oidc/link': () =>
        jsonResponse(
          { error: 'invalid_grant', message: 'The e-mail address or password is not correct.' },
          400,
        ),
    });
    renderLink();
    const submit = await screen.findByRole('button', { name: 'Link and sign in' });
    fireEvent.click(submit);
    expect(await screen.findByText('Enter your password.')).toBeTruthy();
    expect(callsOf(fetchMock)).toEqual(['GET /sso/oidc/link']);
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The e-mail address or password is not correct.',
    );
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('tells an account without a password to contact support, in Arabic too', async () => {
    setSiteLinks({ supportUrl: 'https://help.example/' });
    stubFetchRoutes({
      'GET /sso/oidc/link': () => jsonResponse({ ...PENDING, canLink: false }),
    });
    renderLink('ar');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Acme Logistics');
    expect(alert.textContent).toContain('لا توجد كلمة مرور لهذا الحساب');
    expect(screen.getByRole('link', { name: 'تواصل مع الدعم' }).getAttribute('href')).toBe(
      'https://help.example/',
    );
    expect(screen.queryByLabelText(/^كلمة المرور/)).toBeNull();
  });

  it('sends an expired or missing sign-in back to the login page', async () => {
    stubFetchRoutes({
      'GET /sso/oidc/link': () => jsonResponse({ error: 'no_pending_link', message: 'none' }, 404),
    });
    renderLink();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in has expired or was already used. Please sign in again.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sso/login');
  });
});
