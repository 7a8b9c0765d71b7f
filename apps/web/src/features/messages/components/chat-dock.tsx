import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../lib/ui-store';
import { useChannelFromLists } from '../api/chat';
import { closeOnEscape, useReturnFocus } from './focus';
import { Conversation } from './conversation';
import classes from './messages.module.css';

/**
 * The recruiter's chat panel (the UI store's member to contact, opened by "Message" on a candidate):
 * beside the page from 64em (the page makes room for it), over it below. Escape closes it and the
 * focus returns to what opened it.
 */
export function ChatDock({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const setChat = useUiStore((s) => s.setChat);
  const channel = useChannelFromLists(channelId);
  const close = () => setChat({ popupVisible: false, memberToContact: null });
  useReturnFocus();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.chatDock = 'open';
    return () => {
      delete root.dataset.chatDock;
    };
  }, []);
  return (
    <div
      role="dialog"
      aria-label={channel?.counterpartName ?? t('messages.popup.title')}
      className={classes.dock}
      onKeyDown={closeOnEscape(close)}
      data-component="chat-dock"
    >
      <Conversation
        key={channelId}
        channelId={channelId}
        channel={channel}
        side="team"
        headingOrder={2}
        onClose={close}
        autoFocus
      />
    </div>
  );
}

/** The dock while the store says a conversation is open (the recruiter layout's). */
export default function ChatDockFromStore() {
  const { popupVisible, memberToContact } = useUiStore((s) => s.chat);
  if (!popupVisible || memberToContact === null) return null;
  return <ChatDock key={memberToContact} channelId={memberToContact} />;
}
