import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUiStore } from '../../../lib/ui-store';
import { useUnreadMessages } from '../api/unread';
import { Announcer, useAnnouncement } from './announcer';

/**
 * Says "2 unread messages" in a polite live region when the unread total rises while no conversation
 * is in view (an open one says each new message itself).
 */
export function UnreadAnnouncer({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const total = useUnreadMessages(enabled).data;
  const chatOpen = useUiStore((s) => s.chat.popupVisible);
  const { pathname } = useLocation();
  const onMessages = pathname === '/messages' || pathname === '/hr/messages';
  const before = useRef<number | null>(null);
  const [announcement, announce] = useAnnouncement();
  useEffect(() => {
    if (total === undefined) return;
    if (before.current !== null && total > before.current && !chatOpen && !onMessages)
      announce(t('messages.launcher.arrived', { count: total }));
    before.current = total;
  }, [total, chatOpen, onMessages, announce, t]);
  return <Announcer announcement={announcement} />;
}
