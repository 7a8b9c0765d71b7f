import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, type RouteHandler } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderAdminScreen, setUpAdminTests, toasts } from '../test-utils';
import { buildAdminUserDetail, USER_ID } from './admin.fixtures';
import { AdminUserScreen } from './user-detail-screen';

const USER = `/elevate-be/rest/api/admin/users/${USER_ID}`;

const renderUser = (routes: Record<string, RouteHandler>, user = buildAdminUserDetail()) =>
  renderAdminScreen(<AdminUserScreen userId={USER_ID} />, `/admin/users/${USER_ID}`, {
    [`GET ${USER}`]: () => jsonResponse(user),
    ...routes,
  });

setUpAdminTests();

describe('AdminUserScreen', () => {
  it('shows the account, its sessions and the way to its audit log', async () => {
    renderUser({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Layla Haddad' })).toBeTruthy();
    const sessions = screen.getByRole('table', { name: 'Open sessions of Layla Haddad' });
    expect(within(sessions).getByText('Chrome on Windows')).toBeTruthy();
    expect(within(sessions).getByText('203.0.113.7')).toBeTruthy();
    expect(within(sessions).getByText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit log for this user' }).getAttribute('href')).toBe(
      `/admin/audit?target=${USER_ID}`,
    );
  });

  it('locks the account after a question, sending the reason typed', async () => {
    let body: unknown;
    const fetchMock = renderUser({
      [`POST ${USER}/lock`]: (_url, init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse({ userId: USER_ID, locked: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Lock account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock Layla Haddad’s account?' });
    // nothing is sent before the answer
    expect(callsOf(fetchMock).some((c) => c.startsWith('POST'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: '  Reported for spam  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    await vi.waitFor(() => expect(body).toEqual({ reason: 'Reported for spam' }));
    await vi.waitFor(() => expect(toasts()).toContain('Layla Haddad’s account is locked.'));
    // the account is read again
    await vi.waitFor(() => expect(callsOf(fetchMock).filter((c) => c === `GET ${USER}`)).toHaveLength(2));
  });

  it('sends an empty body when no reason is given, and says in the dialog when the lock fails', async () => {
    const bodies: unknown[] = [];
    renderUser({
      [`POST ${USER}/lock`]: (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse({ error: 'server_error', message: 'x' }, 500);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Lock account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock Layla Haddad’s account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That did not work. Please try again.',
    );
    expect(bodies).toEqual([{}]);
  });

  it('shows a locked account with its reason and unlocks it', async () => {
    const fetchMock = renderUser(
      { [`POST ${USER}/unlock`]: () => jsonResponse({ userId: USER_ID, locked: false }) },
      buildAdminUserDetail({ locked: true, lockedReason: 'Chargeback fraud' }),
    );
    expect(await screen.findByText('Chargeback fraud')).toBeTruthy();
    expect(screen.getByText('Locked')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock account' }));
    await vi.waitFor(() => expect(toasts()).toContain('Layla Haddad’s account is unlocked.'));
    expect(callsOf(fetchMock)).toContain(`POST ${USER}/unlock`);
  });

  it('ends every session after a question and says how many ended', async () => {
    const fetchMock = renderUser({ [`POST ${USER}/sessions/end`]: () => jsonResponse({ ended: 2 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all of Layla Haddad’s sessions?' });
    expect(callsOf(fetchMock)).not.toContain(`POST ${USER}/sessions/end`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    await vi.waitFor(() => expect(toasts()).toContain('2 sessions of Layla Haddad were ended.'));
    expect(callsOf(fetchMock).filter((c) => c === `POST ${USER}/sessions/end`)).toHaveLength(1);
  });

  it('sends a password reset after a question', async () => {
    const fetchMock = renderUser({
      [`POST ${USER}/password-reset`]: () => jsonResponse({ status: 'reset_sent' }, 202),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send password reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Layla Haddad a password reset?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(toasts()).toContain('A password reset was sent to layla.haddad@example.com.'),
    );
    expect(callsOf(fetchMock)).toContain(`POST ${USER}/password-reset`);
  });

  it('says so when there is no such user', async () => {
    renderUser({
      [`GET ${USER}`]: () => jsonResponse({ error: 'not_found', message: 'User not found' }, 404),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No such user' })).toBeTruthy();
  });
});
