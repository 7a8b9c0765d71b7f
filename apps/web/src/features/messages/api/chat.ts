import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AddChannelMemberRequest,
  Channel,
  ChannelListResponse,
  MarkReadResponse,
  Message,
  MessageListResponse,
  OpenChannelRequest,
  SendMessageRequest,
} from '@talent/contracts';
import { useCallback, useState } from 'react';
import { requestOrThrow } from '../../../lib/api-client';
import {
  findInChannelPages,
  flattenChannelPages,
  mapChannelPages,
  nextChannelOffset,
  prependChannel,
} from '../logic/channel-pages';
import { mergeMessages } from '../logic/messages';
import { CHAT_INTERVAL_MS, CHAT_URL, chatKeys, useChatFreshness, useChatRefetchEvent } from './unread';

/** Conversations a list asks for at once; "Show more" asks for the next as many. */
export const CHANNEL_PAGE_SIZE = 20;
/** Messages asked for at once (the newest, then each earlier page). */
export const MESSAGE_PAGE_SIZE = 30;
/** An open conversation is asked for again this often while the live channel is not up; never faster than 30 s. */
export const CONVERSATION_INTERVAL_MS = 30_000;

const enc = encodeURIComponent;

/** A list's loaded pages, as the query cache holds them under `chatKeys.channels`. */
type ChannelPagesData = InfiniteData<ChannelListResponse, number>;

/**
 * GET /channels: the caller's conversations, the latest activity first, with the unread counts; 20 at
 * first, the next 20 on `fetchNextPage` (offset paging). `data` is the loaded pages as one list. The
 * key starts with `chat`: the live client's invalidation asks for every loaded page again.
 */
export function useChannels(options: { jobId?: string | null; enabled?: boolean } = {}) {
  const { jobId = null, enabled = true } = options;
  const freshness = useChatFreshness(CHAT_INTERVAL_MS, enabled);
  const query = useInfiniteQuery({
    queryKey: [...chatKeys.channelList(jobId), 'pages', CHANNEL_PAGE_SIZE],
    queryFn: ({ pageParam, signal }) =>
      requestOrThrow<ChannelListResponse>('GET', `${CHAT_URL}/channels`, {
        query:
          jobId === null
            ? { limit: CHANNEL_PAGE_SIZE, offset: pageParam }
            : { limit: CHANNEL_PAGE_SIZE, offset: pageParam, jobId },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextChannelOffset,
    select: flattenChannelPages,
    ...freshness,
  });
  useChatRefetchEvent(() => enabled && query.refetch({ cancelRefetch: false }));
  return query;
}

/**
 * One conversation: from a list that holds it, else by itself (GET /channels/{id}, for one beyond the
 * pages loaded or not listed yet).
 */
export function useChannelFromLists(channelId: string | null): Channel | undefined {
  const client = useQueryClient();
  const lists = useChannels({ enabled: channelId !== null });
  let listed: Channel | undefined;
  if (channelId !== null) {
    listed = lists.data?.items.find((c) => c.id === channelId);
    for (const [, data] of client.getQueriesData<ChannelPagesData>({ queryKey: chatKeys.channels })) {
      listed ??= findInChannelPages(data, channelId);
    }
  }
  const single = useQuery({
    queryKey: chatKeys.channel(channelId ?? ''),
    queryFn: ({ signal }) =>
      requestOrThrow<Channel>('GET', `${CHAT_URL}/channels/${enc(channelId ?? '')}`, { signal }),
    enabled: channelId !== null && lists.data !== undefined && listed === undefined,
  });
  return listed ?? (channelId === null ? undefined : single.data);
}

/**
 * A conversation's messages, oldest first: the newest page is a query (asked again on focus, every
 * 30 s, on the re-fetch event and whenever the live channel invalidates `['chat']`); earlier pages are
 * fetched on demand and kept beside it, since they no longer change.
 */
export function useConversation(channelId: string) {
  const freshness = useChatFreshness(CONVERSATION_INTERVAL_MS);
  const newest = useQuery({
    queryKey: chatKeys.messages(channelId),
    queryFn: ({ signal }) =>
      requestOrThrow<MessageListResponse>('GET', `${CHAT_URL}/channels/${enc(channelId)}/messages`, {
        query: { limit: MESSAGE_PAGE_SIZE },
        signal,
      }),
    ...freshness,
  });
  useChatRefetchEvent(() => newest.refetch({ cancelRefetch: false }));
  const [earlier, setEarlier] = useState<{ channelId: string; items: Message[]; hasMore: boolean } | null>(
    null,
  );
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierFailed, setEarlierFailed] = useState(false);
  const older = earlier?.channelId === channelId ? earlier : null;
  const items = mergeMessages(older?.items ?? [], newest.data?.items ?? []);
  const hasMore = older !== null ? older.hasMore : (newest.data?.hasMore ?? false);
  const firstId = items[0]?.id;

  const loadEarlier = useCallback(async () => {
    if (firstId === undefined) return;
    setLoadingEarlier(true);
    setEarlierFailed(false);
    try {
      const page = await requestOrThrow<MessageListResponse>(
        'GET',
        `${CHAT_URL}/channels/${enc(channelId)}/messages`,
        { query: { limit: MESSAGE_PAGE_SIZE, before: firstId } },
      );
      setEarlier((old) => ({
        channelId,
        items: mergeMessages(page.items, old?.channelId === channelId ? old.items : []),
        hasMore: page.hasMore,
      }));
    } catch {
      setEarlierFailed(true);
    } finally {
      setLoadingEarlier(false);
    }
  }, [channelId, firstId]);

  return { query: newest, items, hasMore, loadEarlier, loadingEarlier, earlierFailed };
}

/** Sets a conversation's unread count in every cached list, and the total. */
function applyRead(client: QueryClient, read: MarkReadResponse): void {
  client.setQueriesData<ChannelPagesData>({ queryKey: chatKeys.channels }, (old) =>
    mapChannelPages(old, (page) => ({
      ...page,
      unreadTotal: read.unreadTotal,
      items: page.items.map((c) => (c.id === read.channelId ? { ...c, unreadCount: read.unreadCount } : c)),
    })),
  );
  client.setQueryData<ChannelListResponse>(chatKeys.unread, (old) =>
    old === undefined ? old : { ...old, unreadTotal: read.unreadTotal },
  );
}

/** POST /channels: the conversation about a job with a candidate (201 new, 200 the existing one). */
export function useOpenChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenChannelRequest) =>
      requestOrThrow<Channel>('POST', `${CHAT_URL}/channels`, { body }),
    onSuccess: (channel) => {
      // shown at once (a new conversation is in no list yet), then the lists are asked again
      client.setQueriesData<ChannelPagesData>({ queryKey: chatKeys.channels }, (old) =>
        prependChannel(old, channel),
      );
      return client.invalidateQueries({ queryKey: chatKeys.channels });
    },
  });
}

/** POST /channels/{id}/messages: the message joins the conversation at once. */
export function useSendMessage(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageRequest) =>
      requestOrThrow<Message>('POST', `${CHAT_URL}/channels/${enc(channelId)}/messages`, { body }),
    onSuccess: (message) => {
      client.setQueryData<MessageListResponse>(chatKeys.messages(channelId), (old) =>
        old === undefined
          ? { items: [message], hasMore: false }
          : { ...old, items: mergeMessages(old.items, [message]) },
      );
      // not awaited: the field empties as soon as the message is there
      void client.invalidateQueries({ queryKey: chatKeys.channels });
    },
  });
}

/** POST /channels/{id}/read: read up to `messageId`; the counts follow at once. */
export function useMarkRead(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      requestOrThrow<MarkReadResponse>('POST', `${CHAT_URL}/channels/${enc(channelId)}/read`, {
        body: { messageId },
      }),
    onSuccess: (read) => applyRead(client, read),
  });
}

/** POST /addMemberToChannelDiscussion: the recruiter adds a colleague by e-mail address. */
export function useAddMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddChannelMemberRequest) =>
      requestOrThrow<unknown>('POST', `${CHAT_URL}/addMemberToChannelDiscussion`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.channels }),
  });
}
