import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { badgeCount, NotificationsBell } from './notifications-bell';

const BASE = '/router/rest/api/v2/notifications';
const READ_ID = '00000000-0000-4000-8000-000000000001';
const UNREAD_ID = '00000000-0000-4000-8000-000000000002';

function notification(id: string, title: string, viewed: boolean, url: string | null) {
  return {
    id,
    title,
    createdAt: new Date().toISOString(),
    viewed,
    data: { icon: null, url, title_ar: null },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsBell', () => {
  it('shows the unread count, opens the feed, and marks one read when it is followed', async () => {
    let unread = 1;
    const markRead = vi.fn(() => {
      unread = 0;
      return jsonResponse(notification(UNREAD_ID, 'Nadia applied', true, '/hr/jobs/x'));
    });
    stubFetchRoutes({
      [`GET ${BASE}/count`]: () => jsonResponse({ count: unread }),
      [`GET ${BASE}`]: (url) => {
        expect(url.searchParams.get('size')).toBe('10');
        return jsonResponse({
          content: [
            notification(
              UNREAD_ID,
              'Nadia applied to Nurse',
              unread === 0,
              '/hr/jobs/00000000-0000-4000-8000-0000000000aa?stage=applicants',
            ),
            notification(READ_ID, 'An interview was accepted', true, null),
          ],
          totalElements: 2,
          number: 0,
          size: 10,
        });
      },
      [`PUT ${BASE}/${UNREAD_ID}`]: markRead,
    });
    renderRoute(<NotificationsBell />, { path: '/hr', url: '/hr' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const link = await within(dialog).findByRole('link', { name: /Nadia applied to Nurse/ });
    expect(link.textContent).toContain('Unread:');
    expect(within(dialog).getByText('An interview was accepted')).toBeTruthy();
    fireEvent.click(link);
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/hr/jobs/00000000-0000-4000-8000-0000000000aa?stage=applicants',
    );
  });

  it('clears all, and says when there is nothing', async () => {
    let cleared = false;
    const clear = vi.fn(() => {
      cleared = true;
      return jsonResponse({ cleared: 1 });
    });
    stubFetchRoutes({
      [`GET ${BASE}/count`]: () => jsonResponse({ count: cleared ? 0 : 1 }),
      [`GET ${BASE}`]: () =>
        jsonResponse({
          content: cleared ? [] : [notification(UNREAD_ID, 'Offer accepted', false, '/hr/offers')],
          totalElements: cleared ? 0 : 1,
          number: 0,
          size: 10,
        }),
      [`PUT ${BASE}/all/clear`]: clear,
    });
    renderRoute(<NotificationsBell />, { path: '/hr', url: '/hr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    await vi.waitFor(() => expect(clear).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(/No notifications/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('says when the feed could not be loaded', async () => {
    stubFetchRoutes({
      [`GET ${BASE}/count`]: () => jsonResponse({ count: 0 }),
      [`GET ${BASE}`]: () => jsonResponse({ error: 'internal', message: 'x' }, 500),
    });
    renderRoute(<NotificationsBell />, { path: '/hr', url: '/hr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Notifications could not be loaded.')).toBeTruthy();
  });

  it('shows more than 99 as 99+', () => {
    expect(badgeCount(7)).toBe('7');
    expect(badgeCount(100)).toBe('99+');
  });
});
