import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListDetailSplit } from '../../../components/list-detail-split';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { useChannelFromLists, useChannels } from '../api/chat';
import { ChannelList } from './channel-list';
import { Conversation } from './conversation';
import classes from './messages.module.css';

interface MessagesScreenProps {
  /** `candidate`: the job seeker's /messages; `team`: the recruiter's inbox, /hr/messages. */
  side: 'candidate' | 'team';
  /** This page's address (`/messages`, `/hr/messages`). */
  base: string;
}

/**
 * /messages and /hr/messages: the conversations beside the one open (`?channel=`) from 64em; below,
 * the list, or the conversation with a way back. A phone's chat: the popup's full-page form.
 */
export function MessagesScreen({ side, base }: MessagesScreenProps) {
  const { t } = useTranslation();
  usePageTitle(t('messages.inbox.title'));
  const [params] = useSearchParams();
  const jobId = params.get('job');
  const selected = params.get('channel');
  const lists = useChannels({ jobId });
  const channel = useChannelFromLists(selected);
  // from 64em the list stays beside the conversation: no way back is needed, and a hint fills the space
  const wide = useMediaQuery('(min-width: 64em)') === true;
  const hrefOf = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('channel');
    else next.set('channel', id);
    const query = next.toString();
    return query === '' ? base : `${base}?${query}`;
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('messages.inbox.title')} />
      <ListDetailSplit
        listLabel={t('messages.inbox.listLabel')}
        list={<ChannelList query={lists} side={side} selected={selected} hrefOf={(c) => hrefOf(c.id)} />}
        detail={
          selected === null ? (
            wide && lists.data !== undefined && lists.data.items.length > 0 ? (
              <div className={classes.chooseHint}>
                <EmptyState
                  icon={IconMessages}
                  title={t('messages.inbox.chooseTitle')}
                  message={t('messages.inbox.chooseMessage')}
                />
              </div>
            ) : null
          ) : (
            <Conversation
              key={selected}
              channelId={selected}
              channel={channel}
              side={side}
              headingOrder={2}
              {...(wide ? {} : { back: { label: t('messages.chat.back'), to: hrefOf(null) } })}
              autoFocus
              className={classes.pageConversation}
            />
          )
        }
      />
    </Stack>
  );
}
