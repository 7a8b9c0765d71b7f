import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { NotificationsLinkCard } from './notifications-link-card';

describe('NotificationsLinkCard', () => {
  it('is a named section with the way to the notification settings', () => {
    renderRoute(<NotificationsLinkCard />, { path: '/account/security', url: '/account/security' });
    const section = screen.getByRole('region', { name: 'Notifications' });
    expect(section.textContent).toContain('Choose which notifications you get in the app and by e-mail.');
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/account/notifications',
    );
  });

  it('speaks Arabic', () => {
    renderRoute(<NotificationsLinkCard />, {
      path: '/account/security',
      url: '/account/security',
      locale: 'ar',
    });
    expect(screen.getByRole('link', { name: 'إعدادات الإشعارات' })).toBeTruthy();
  });
});
