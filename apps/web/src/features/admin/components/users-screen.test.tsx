import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { callParams, renderAdminScreen, setUpAdminTests } from '../test-utils';
import { buildAdminUser } from './admin.fixtures';
import { AdminUsersScreen } from './users-screen';

const USERS = 'GET /elevate-be/rest/api/admin/users';

const renderUsers = (url: string, answer = () => jsonResponse({ items: [buildAdminUser()], total: 1 })) =>
  renderAdminScreen(<AdminUsersScreen />, url, { [USERS]: answer });

const userCalls = (fetchMock: ReturnType<typeof stubFetchRoutes>) => callParams(fetchMock, USERS);

setUpAdminTests();

describe('AdminUsersScreen', () => {
  it('lists the users with their roles, state badges, sessions and a link to each', async () => {
    renderUsers('/admin/users', () =>
      jsonResponse({
        items: [
          buildAdminUser({ roles: ['jobseeker', 'admin'], locked: true }),
          buildAdminUser({
            id: '00000000-0000-4000-8000-0000000000a2',
            fullName: 'Sami Noor',
            email: 'sami@example.com',
            roles: ['hr'],
            openSessions: 0,
            lastLoginAt: null,
            deletionDueAt: '2025-04-01T00:00:00.000Z',
          }),
        ],
        total: 2,
      }),
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    const [layla, sami] = within(table).getAllByTestId('admin-user-row') as [HTMLElement, HTMLElement];
    expect(within(layla).getByRole('link', { name: 'Layla Haddad' }).getAttribute('href')).toBe(
      '/admin/users/00000000-0000-4000-8000-0000000000a1',
    );
    expect(within(layla).getByText('layla.haddad@example.com')).toBeTruthy();
    expect(within(layla).getByText('Job seeker')).toBeTruthy();
    expect(within(layla).getByText('Platform admin')).toBeTruthy();
    expect(within(layla).getByText('Locked')).toBeTruthy();
    expect(within(layla).queryByText('Deletion pending')).toBeNull();
    expect(within(sami).getByText('Recruiter')).toBeTruthy();
    expect(within(sami).getByText('Deletion pending')).toBeTruthy();
    expect(within(sami).queryByText('Locked')).toBeNull();
    expect(within(sami).getByText('Never')).toBeTruthy();
    expect(screen.getByText('2 users')).toBeTruthy();
  });

  it('shows an erased account as erased', async () => {
    renderUsers('/admin/users', () =>
      jsonResponse({
        items: [buildAdminUser({ erased: true, deletionDueAt: '2025-01-01T00:00:00.000Z' })],
        total: 1,
      }),
    );
    const row = await screen.findByTestId('admin-user-row');
    expect(within(row).getByText('Erased')).toBeTruthy();
    expect(within(row).queryByText('Deletion pending')).toBeNull();
  });

  it('reads the search and the page from the address and sends them', async () => {
    const fetchMock = renderUsers('/admin/users?q=layla&page=3', () =>
      jsonResponse({ items: [buildAdminUser()], total: 80 }),
    );
    await screen.findByText('80 users');
    expect((screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value).toBe('layla');
    const call = userCalls(fetchMock)[0];
    expect(call?.get('q')).toBe('layla');
    expect(call?.get('limit')).toBe('25');
    expect(call?.get('offset')).toBe('50');
  });

  it('puts what is typed into the address once typing pauses, back on page 1, and searches for it', async () => {
    const fetchMock = renderUsers('/admin/users?page=2', () =>
      jsonResponse({ items: [buildAdminUser()], total: 30 }),
    );
    await screen.findByText('30 users');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: ' nadia ' },
    });
    await vi.waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?q=nadia'));
    await vi.waitFor(() => expect(userCalls(fetchMock).at(-1)?.get('q')).toBe('nadia'));
    expect(userCalls(fetchMock).at(-1)?.get('offset')).toBe('0');
  });

  it('says when nothing matches, with a way to clear the search', async () => {
    renderUsers('/admin/users?q=zz', () => jsonResponse({ items: [], total: 0 }));
    expect(await screen.findByRole('heading', { name: 'No users match your search' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await vi.waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
  });
});
