import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Indicator, useDirection } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { iconSize } from '../../../app/theme';
import { useUnreadCount } from '../api/count';

/** The unread count as the badge shows it: more than 99 is "99+". */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The bell in the top bar (both shells, signed-in users only): the unread count on it, a link to the
 * feed (`to`). Its name says the count: "Notifications, 3 unread".
 */
export function NotificationsBell({ to }: { to: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // the badge sits at the bell's end corner: Mantine places it by left and right, so it is mirrored here
  const { dir } = useDirection();
  const unread = useUnreadCount().data?.count ?? 0;
  const label =
    unread > 0 ? t('notifications.bell.unread', { count: unread }) : t('notifications.bell.label');
  return (
    // the count is in the link's name: the badge itself is not read out a second time
    <Indicator
      label={<span aria-hidden>{badgeCount(unread)}</span>}
      disabled={unread === 0}
      position={dir === 'rtl' ? 'top-start' : 'top-end'}
      size={18}
      offset={6}
      color="red"
      mx={4}
    >
      <ActionIcon
        component={Link}
        to={to}
        variant={pathname === to ? 'light' : 'subtle'}
        size="lg"
        aria-label={label}
        aria-current={pathname === to ? 'page' : undefined}
      >
        <IconBell size={iconSize.md} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
