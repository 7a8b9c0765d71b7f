import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { iconSize } from '../../../app/theme';
import { CountLink } from '../../../components/count-link';
import { useUnreadCount } from '../api/count';

export { badgeCount } from '../../../components/count-link';

/**
 * The bell in the top bar (both shells, signed-in users only): the unread count on it, a link to the
 * feed (`to`). Its name says the count: "Notifications, 3 unread".
 */
export function NotificationsBell({ to }: { to: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unread = useUnreadCount().data?.count ?? 0;
  const label =
    unread > 0 ? t('notifications.bell.unread', { count: unread }) : t('notifications.bell.label');
  return (
    <CountLink
      to={to}
      count={unread}
      label={label}
      current={pathname === to}
      icon={<IconBell size={iconSize.md} aria-hidden />}
    />
  );
}
