import { Avatar, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Channel } from '@talent/contracts';
import { IconMessages } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useMe } from '../../session';
import type { useChannels } from '../api/chat';
import { badgeCount } from '../api/unread';
import { previewOf } from '../logic/messages';
import classes from './messages.module.css';

interface ChannelListProps {
  query: ReturnType<typeof useChannels>;
  side: 'candidate' | 'team';
  selected: string | null;
  /** Each conversation's address (a page), or… */
  hrefOf?: (channel: Channel) => string;
  /** …what opening one does (the popup). */
  onOpen?: (channel: Channel) => void;
  headingOrder?: 2 | 3;
}

/** One conversation in a list: who, about what, the latest message, when, and how many are unread. */
function ChannelRow({
  channel,
  selected,
  hrefOf,
  onOpen,
}: Omit<ChannelListProps, 'query' | 'side' | 'selected' | 'headingOrder'> & {
  channel: Channel;
  selected: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useMe().data?.id ?? null;
  const unread = channel.unreadCount;
  const preview = previewOf(channel.lastMessage, me);
  const content: ReactNode = (
    <>
      <Avatar name={channel.counterpartName} color="brand" variant="filled" size="md" alt="" aria-hidden />
      <span className={classes.channelText}>
        {/* dir="auto", not <bdi>: a name in another script is cut at its own end, not its start */}
        <Text component="span" fw={unread > 0 ? 700 : 600} className={classes.oneLine} dir="auto">
          {channel.counterpartName}
        </Text>
        {channel.jobTitle !== null && (
          <Text component="span" size="sm" c="dimmed" className={classes.oneLine} dir="auto">
            {channel.jobTitle}
          </Text>
        )}
        <Text
          component="span"
          size="sm"
          className={classes.oneLine}
          fw={unread > 0 ? 600 : 400}
          {...(preview !== null && !preview.own ? { dir: 'auto' } : {})}
        >
          {preview === null ? (
            <Text span c="dimmed" inherit>
              {t('messages.inbox.noMessages')}
            </Text>
          ) : preview.own ? (
            // isolated: a message in another script keeps its own direction inside "You: …"
            t('messages.inbox.you', { text: `\u2068${preview.text}\u2069` })
          ) : (
            preview.text
          )}
        </Text>
      </span>
      <span className={classes.channelEnd}>
        <Text component="span" size="xs" c="dimmed">
          <time dateTime={channel.lastActivityAt} title={formatDateTime(channel.lastActivityAt, locale)}>
            {formatRelativeTime(channel.lastActivityAt, locale)}
          </time>
        </Text>
        {unread > 0 && (
          <Badge size="sm" variant="filled" color="red" circle={unread < 10}>
            <span aria-hidden>{badgeCount(unread)}</span>
            <VisuallyHidden>{t('messages.inbox.unread', { count: unread })}</VisuallyHidden>
          </Badge>
        )}
      </span>
    </>
  );
  if (hrefOf !== undefined)
    return (
      <Link
        to={hrefOf(channel)}
        className={classes.channel}
        aria-current={selected ? 'page' : undefined}
        data-unread={unread > 0}
      >
        {content}
      </Link>
    );
  return (
    <button
      type="button"
      className={classes.channel}
      aria-current={selected ? 'true' : undefined}
      data-unread={unread > 0}
      onClick={() => onOpen?.(channel)}
    >
      {content}
    </button>
  );
}

/**
 * The caller's conversations, the latest activity first, 20 at a time with "Show more" (the focus then
 * goes to the first conversation it brought); loading, empty and failed states.
 */
export function ChannelList({ query, side, selected, hrefOf, onOpen, headingOrder = 2 }: ChannelListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  // "Show more" was pressed with this many shown: the focus goes to the first one it brings
  const focusFrom = useRef<number | null>(null);
  const shownCount = query.data?.items.length ?? 0;
  const { isFetchingNextPage, isFetchNextPageError } = query;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || isFetchingNextPage) return;
    focusFrom.current = null;
    const rows = listRef.current?.children;
    if (isFetchNextPageError || rows === undefined || rows.length === 0) return;
    // the button may be gone (nothing more): the list's last when the page brought none
    const row = rows[Math.min(from, rows.length - 1)]?.firstElementChild;
    if (row instanceof HTMLElement) row.focus();
  }, [shownCount, isFetchingNextPage, isFetchNextPageError]);
  if (query.isPending) return <PageLoader label={t('messages.inbox.loading')} />;
  if (query.data === undefined)
    return (
      <ErrorState
        headingOrder={headingOrder}
        title={t('messages.inbox.errorTitle')}
        message={t('messages.inbox.errorMessage')}
        retryLabel={t('common.actions.retry')}
        onRetry={() => void query.refetch()}
        error={query.error}
      />
    );
  if (query.data.items.length === 0)
    return (
      <EmptyState
        icon={IconMessages}
        headingOrder={headingOrder}
        title={t('messages.inbox.emptyTitle')}
        message={t(side === 'team' ? 'messages.inbox.emptyRecruiter' : 'messages.inbox.emptySeeker')}
      />
    );
  const { items, total } = query.data;
  const showMore = () => {
    focusFrom.current = items.length;
    void query.fetchNextPage();
  };
  return (
    <Stack gap="xs">
      <ul
        ref={listRef}
        className={classes.channels}
        aria-label={t('messages.inbox.listLabel')}
        aria-busy={query.isFetching}
      >
        {items.map((channel) => (
          <li key={channel.id}>
            <ChannelRow
              channel={channel}
              selected={channel.id === selected}
              {...(hrefOf !== undefined ? { hrefOf } : {})}
              {...(onOpen !== undefined ? { onOpen } : {})}
            />
          </li>
        ))}
      </ul>
      <VisuallyHidden role="status">
        {t('messages.inbox.shown', { shown: items.length, total })}
      </VisuallyHidden>
      {query.isFetchNextPageError && (
        <Text size="sm" c="red" role="alert" ta="center">
          {t('messages.inbox.moreFailed')}
        </Text>
      )}
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="subtle" size="xs" loading={query.isFetchingNextPage} onClick={showMore}>
            {t('messages.inbox.showMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
