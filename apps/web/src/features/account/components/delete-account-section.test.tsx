import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/navigation';
import { hasSessionHint, setSessionHint } from '../../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { DeleteAccountSection } from './delete-account-section';

vi.mock('../../../lib/navigation', () => ({ assignLocation: vi.fn() }));

const URL = 'DELETE /elevate-be/rest/api/me';
const DUE = '2026-03-15T10:00:00.000Z';

function renderSection(enterprise = false, locale: 'en-US' | 'ar' = 'en-US') {
  return renderRoute(<DeleteAccountSection enterprise={enterprise} />, {
    path: '/account/security',
    url: '/account/security',
    locale,
  });
}

async function openDialog(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

function passwordField(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByLabelText(/^Your password/);
}

function refusal(status: number, error: string, fields?: { field: string; message: string }[]) {
  return () => jsonResponse({ error, message: 'x', ...(fields === undefined ? {} : { fields }) }, status);
}

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeleteAccountSection', () => {
  it('says what happens before anything is deleted, and asks for the password', async () => {
    const fetchMock = stubFetchRoutes({});
    renderSection();
    expect(screen.getByRole('region', { name: 'Delete your account' })).toBeTruthy();
    const dialog = await openDialog();
    const text = dialog.textContent ?? '';
    expect(text).toContain('You are signed out everywhere at once');
    expect(text).toContain('Recruiters no longer find you');
    expect(text).toContain('erased after a grace period');
    expect(text).toContain('Only the link in that mail can cancel the deletion');
    expect(text).toContain(
      'keep that an application was made and what they decided, without your name or details',
    );
    await waitFor(() => expect(document.activeElement).toBe(passwordField(dialog)));

    // Cancel closes it, and nothing was sent
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the password in words before sending anything', async () => {
    const fetchMock = stubFetchRoutes({});
    renderSection();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password to delete your account.')).toBeTruthy();
    expect(passwordField(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a wrong password is wrong, on its field', async () => {
    stubFetchRoutes({ [URL]: refusal(400, 'invalid_password') });
    renderSection();
    const dialog = await openDialog();
    fireEvent.change(passwordField(dialog), { target: { value: 'not-it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('This password is not correct.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(passwordField(dialog)));
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('deletes with the password, then leaves for the public page that names the day', async () => {
    setSessionHint();
    const fetchMock = stubFetchRoutes({
      [URL]: () => jsonResponse({ status: 'deletion_scheduled', deletionDueAt: DUE }, 202),
    });
    renderSection();
    const dialog = await openDialog();
    fireEvent.change(passwordField(dialog), { target: { value: 'Test@Pass2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('/sso/account-deleted?due=2026-03-15T10%3A00%3A00.000Z'),
    );
    expect(callsOf(fetchMock)).toEqual([URL]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ password: 'Test@Pass2026' });
    // the session is gone: this browser no longer counts itself signed in
    expect(hasSessionHint()).toBe(false);
  });

  it('asks an organisation’s account for no password, and says how to sign in afresh', async () => {
    const fetchMock = stubFetchRoutes({ [URL]: refusal(403, 'fresh_sign_in_required') });
    renderSection(true);
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText(/^Your password/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'Sign out, sign in again through your organisation, then delete your account within a few minutes.',
    );
    expect(within(alert).getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/sso/logout');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({});
  });

  it('asks for the password when the server needs it after all', async () => {
    stubFetchRoutes({
      [URL]: refusal(400, 'password_required', [{ field: 'body.password', message: 'is required' }]),
    });
    renderSection(true);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password to delete your account.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(passwordField(dialog)));
  });

  it('speaks Arabic', async () => {
    stubFetchRoutes({ [URL]: refusal(409, 'deletion_pending') });
    renderSection(false, 'ar');
    fireEvent.click(screen.getByRole('button', { name: 'حذف حسابي…' }));
    const dialog = await screen.findByRole('dialog', { name: 'هل تريد حذف حسابك؟' });
    fireEvent.change(within(dialog).getByLabelText(/^كلمة المرور/), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف حسابي' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'هذا الحساب قيد الحذف بالفعل. للاحتفاظ به، افتح الرابط الموجود في الرسالة التي أرسلناها إليك.',
    );
  });
});
