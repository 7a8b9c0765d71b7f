import { ActionIcon, Group, Paper, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../../app/theme';
import { useUiStore } from '../../../lib/ui-store';
import { useChannelFromLists, useChannels } from '../api/chat';
import { ChannelList } from './channel-list';
import { Conversation } from './conversation';
import { closeOnEscape, useReturnFocus } from './focus';
import classes from './messages.module.css';

/**
 * The job seeker's chat popup (from 48em; phones have the /messages page): the conversations, or one
 * of them (the UI store's member to contact) with a way back to the list. A non-modal dialog at the
 * window's end corner: Escape closes it and the focus returns to what opened it.
 */
export function ChatPopup() {
  const { t } = useTranslation();
  const titleId = useId();
  const channelId = useUiStore((s) => s.chat.memberToContact);
  const setChat = useUiStore((s) => s.setChat);
  const lists = useChannels();
  const channel = useChannelFromLists(channelId);
  const listRef = useRef<HTMLDivElement>(null);
  const close = () => setChat({ popupVisible: false });
  useReturnFocus();

  // the list's first conversation (or the popup itself) takes the focus when the list shows
  const loaded = lists.data !== undefined;
  useEffect(() => {
    if (channelId !== null) return;
    const target = listRef.current?.querySelector<HTMLElement>('button, a') ?? listRef.current;
    target?.focus();
  }, [channelId, loaded]);

  return (
    <Paper
      role="dialog"
      {...(channelId === null
        ? { 'aria-labelledby': titleId }
        : { 'aria-label': channel?.counterpartName ?? t('messages.popup.title') })}
      shadow="lg"
      withBorder
      radius="md"
      className={classes.popup}
      onKeyDown={closeOnEscape(close)}
      data-component="chat-popup"
    >
      {channelId === null ? (
        <>
          <Group justify="space-between" wrap="nowrap" px="sm" py="xs" className={classes.conversationHeader}>
            <Title order={2} size="h4" id={titleId}>
              {t('messages.popup.title')}
            </Title>
            <ActionIcon variant="subtle" size="lg" aria-label={t('messages.popup.close')} onClick={close}>
              <IconX size={iconSize.md} aria-hidden />
            </ActionIcon>
          </Group>
          <div className={`${classes.popupBody} ${classes.popupList}`} ref={listRef} tabIndex={-1}>
            <ChannelList
              query={lists}
              side="candidate"
              selected={null}
              headingOrder={3}
              onOpen={(c) => setChat({ memberToContact: c.id })}
            />
          </div>
        </>
      ) : (
        <div className={classes.popupBody}>
          <Conversation
            key={channelId}
            channelId={channelId}
            channel={channel}
            side="candidate"
            headingOrder={2}
            back={{ label: t('messages.chat.back'), onClick: () => setChat({ memberToContact: null }) }}
            onClose={close}
            autoFocus
          />
        </div>
      )}
    </Paper>
  );
}
