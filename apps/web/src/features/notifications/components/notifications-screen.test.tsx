import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { NotificationsScreen } from './notifications-screen';

const BASE = '/router/rest/api/v2/notifications';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function notification(n: number, viewed: boolean, url: string | null = `/jobs/offer/job-${n}`) {
  return {
    id: id(n),
    title: `Notification ${n}`,
    createdAt: new Date(Date.now() - n * 3_600_000).toISOString(),
    viewed,
    data: { icon: 'offer', url, title_ar: null },
  };
}

function page(content: unknown[], number: number, totalElements: number) {
  return jsonResponse({ content, totalElements, number, size: 20 });
}

const render = () =>
  renderRoute(<NotificationsScreen settingsTo="/notifications/settings" />, {
    path: '/notifications',
    url: '/notifications',
  });

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsScreen', () => {
  it('marks the unread ones, and opening one marks it read before going to its page', async () => {
    const fetchMock = stubFetchRoutes({
      [`GET ${BASE}/count`]: () => jsonResponse({ count: 1 }),
      [`GET ${BASE}`]: () =>
        page(
          [notification(3, false), notification(5, true), notification(7, true, 'https://evil.test/x')],
          0,
          3,
        ),
      [`PUT ${BASE}/${id(3)}`]: () => jsonResponse(notification(3, true)),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const unread = within(list).getByRole('link', { name: /^Unread: Notification 3/ });
    expect(unread.textContent).toMatch(/^Unread: Notification 3/);
    expect(unread.textContent).toContain('3 hours ago');
    // a title takes the page's direction, even when it starts with a name in another script
    expect(unread.querySelector('[dir]')).toBeNull();
    const read = within(list).getByRole('link', { name: /Notification 5/ });
    expect(read.textContent).not.toContain('Unread');
    // a link that leaves the app is not followed: the notification is shown, not linked
    expect(within(list).getByText('Notification 7').closest('a')).toBeNull();

    fireEvent.click(unread);
    expect((await screen.findByTestId('location')).textContent).toBe('/jobs/offer/job-3');
    await vi.waitFor(() => expect(callsOf(fetchMock)).toContain(`PUT ${BASE}/${id(3)}`));
  });

  it('shows twenty, then the next page with "Show more", until there are no more', async () => {
    const fetchMock = stubFetchRoutes({
      [`GET ${BASE}/count`]: () => jsonResponse({ count: 0 }),
      [`GET ${BASE}`]: (url) => {
        const number = Number(url.searchParams.get('page'));
        expect(url.searchParams.get('size')).toBe('20');
        expect(url.searchParams.get('sort')).toBe('createdAt,desc');
        const first = number * 20;
        const count = Math.min(20, 25 - first);
        return page(
          Array.from({ length: count }, (_, i) => notification(first + i + 1, true)),
          number,
          25,
        );
      },
    });
    render();
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('20 of 25 shown')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(callsOf(fetchMock).filter((c) => c.startsWith(`GET ${BASE}?`))).toHaveLength(2);
  });

  it('marks all read at once', async () => {
    let allRead = false;
    const markAll = vi.fn(() => {
      allRead = true;
      return jsonResponse({ read: 2 });
    });
    const fetchMock = stubFetchRoutes({
      [`GET ${BASE}/count`]: () => jsonResponse({ count: allRead ? 0 : 2 }),
      [`GET ${BASE}`]: () => page([notification(1, allRead), notification(2, allRead)], 0, 2),
      [`PUT ${BASE}/all/read`]: markAll,
    });
    render();
    await screen.findByRole('link', { name: /Unread: Notification 1/ });
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await vi.waitFor(() => expect(markAll).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryByText(/Unread:/)).toBeNull());
    // the unread count (the bell's) is asked for again: none is left, so there is nothing to mark
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true),
    );
    expect(callsOf(fetchMock).filter((c) => c === `GET ${BASE}/count`)).toHaveLength(2);
  });

  it('clears all only once confirmed, then says all is caught up', async () => {
    let cleared = false;
    const clear = vi.fn(() => {
      cleared = true;
      return jsonResponse({ cleared: 1 });
    });
    stubFetchRoutes({
      [`GET ${BASE}/count`]: () => jsonResponse({ count: cleared ? 0 : 1 }),
      [`GET ${BASE}`]: () => page(cleared ? [] : [notification(1, false)], 0, cleared ? 0 : 1),
      [`PUT ${BASE}/all/clear`]: clear,
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(clear).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Clear all notifications?' })).getByRole('button', {
        name: 'Clear them all',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'You are all caught up' })).toBeTruthy();
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
