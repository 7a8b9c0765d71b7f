import { IconMessageCircle } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { iconSize } from '../../../app/theme';
import { useUiStore } from '../../../lib/ui-store';
import { CountLink } from '../../../components/count-link';
import { useUnreadMessages } from '../api/unread';
import { UnreadAnnouncer } from './unread-announcer';

/** Whether the window is a phone's (under 48em): chats then open as the /messages page. */
export function isPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 47.99em)').matches;
}

/**
 * The chat launcher in the job seeker's top bar: the unread total on it (in its name too, "Messages,
 * 3 unread"). From 48em it opens and closes the chat popup; on a phone it is a link to /messages.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unread = useUnreadMessages().data ?? 0;
  const visible = useUiStore((s) => s.chat.popupVisible);
  const setChat = useUiStore((s) => s.setChat);
  const label = unread > 0 ? t('messages.launcher.unread', { count: unread }) : t('messages.launcher.label');
  const current = pathname === '/messages';
  const onClick = (event: MouseEvent) => {
    if (isPhone() || current) return;
    event.preventDefault();
    setChat(visible ? { popupVisible: false } : { popupVisible: true, memberToContact: null });
  };
  return (
    <>
      <UnreadAnnouncer enabled />
      <CountLink
        to="/messages"
        count={unread}
        label={label}
        current={current}
        active={visible}
        onClick={onClick}
        icon={<IconMessageCircle size={iconSize.md} aria-hidden />}
        data-chat-launcher
      />
    </>
  );
}
