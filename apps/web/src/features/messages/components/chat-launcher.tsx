import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Indicator, useDirection } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { iconSize } from '../../../app/theme';
import { useUiStore } from '../../../lib/ui-store';
import { badgeCount, useUnreadMessages } from '../api/unread';
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
  const { dir } = useDirection();
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
          to="/messages"
          variant={current || visible ? 'light' : 'subtle'}
          size="lg"
          aria-label={label}
          aria-current={current ? 'page' : undefined}
          onClick={onClick}
          data-chat-launcher
        >
          <IconMessageCircle size={iconSize.md} aria-hidden />
        </ActionIcon>
      </Indicator>
    </>
  );
}
