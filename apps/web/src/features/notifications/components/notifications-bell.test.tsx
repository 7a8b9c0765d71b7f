import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { badgeCount, NotificationsBell } from './notifications-bell';

const COUNT = '/router/rest/api/v2/notifications/count';

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsBell', () => {
  it('says the unread count in its name, shows it on the badge and leads to the feed', async () => {
    stubFetchRoutes({ [`GET ${COUNT}`]: () => jsonResponse({ count: 3 }) });
    renderRoute(<NotificationsBell to="/notifications" />, { path: '/jobs', url: '/jobs' });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.parentElement?.textContent).toContain('3');
    fireEvent.click(bell);
    expect((await screen.findByTestId('location')).textContent).toBe('/notifications');
  });

  it('is plainly "Notifications" with nothing unread, in each language’s plural', async () => {
    stubFetchRoutes({ [`GET ${COUNT}`]: () => jsonResponse({ count: 0 }) });
    const { unmount } = renderRoute(<NotificationsBell to="/hr/notifications" />, {
      path: '/hr',
      url: '/hr',
    });
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell.getAttribute('href')).toBe('/hr/notifications');
    unmount();
    stubFetchRoutes({ [`GET ${COUNT}`]: () => jsonResponse({ count: 2 }) });
    renderRoute(<NotificationsBell to="/notifications" />, { path: '/jobs', url: '/jobs', locale: 'ar' });
    const arabic = await screen.findByRole('link', { name: 'الإشعارات، إشعاران غير مقروءين' });
    // the badge mirrors: at the bell's end corner, which is its left in Arabic
    const badge = arabic.parentElement?.querySelector('[aria-hidden="true"]')?.parentElement;
    expect(badge?.textContent).toBe('2');
    const root = arabic.parentElement;
    expect(root?.style.getPropertyValue('--indicator-left')).not.toBe('');
    expect(root?.style.getPropertyValue('--indicator-right')).toBe('');
  });

  it('shows more than 99 as 99+', () => {
    expect(badgeCount(7)).toBe('7');
    expect(badgeCount(100)).toBe('99+');
  });
});
