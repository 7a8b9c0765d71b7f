import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useUiStore } from '../../../lib/ui-store';
import { UnreadAnnouncer } from './unread-announcer';

// the popup and the panel load when first opened, not with every page
const ChatPopup = lazy(() => import('./chat-popup').then((m) => ({ default: m.ChatPopup })));
const ChatDock = lazy(() => import('./chat-dock'));

/** The job seeker shell's chat: the popup while the UI store's popup flag is up. */
export function SeekerChat() {
  const visible = useUiStore((s) => s.chat.popupVisible);
  // the page itself shows the conversations
  const onPage = useLocation().pathname === '/messages';
  if (!visible || onPage) return null;
  return (
    <Suspense fallback={null}>
      <ChatPopup />
    </Suspense>
  );
}

/** The recruiter layout's chat: the unread total said when it rises, and the panel while one is open. */
export function RecruiterChat() {
  const visible = useUiStore((s) => s.chat.popupVisible);
  const onPage = useLocation().pathname === '/hr/messages';
  return (
    <>
      <UnreadAnnouncer enabled />
      {visible && !onPage && (
        <Suspense fallback={null}>
          <ChatDock />
        </Suspense>
      )}
    </>
  );
}
