import { useQuery } from '@tanstack/react-query';
import type { ChannelListResponse } from '@talent/contracts';
import { useEffect, useEffectEvent } from 'react';
import { requestOrThrow } from '../../../lib/api-client';
import { useUiStore } from '../../../lib/ui-store';
import { useShouldPoll } from '../../live/live-status';

/**
 * The light part of the conversations' API: the keys, the address and the unread total the launcher
 * and the section menu show. No zod and no contracts runtime here (types only), since the launcher is
 * in every signed-in page's first download; the screens' hooks are in `./chat.ts`.
 */

/** The conversations' service (the spec's chat prefix), beside the main REST API. */
export const CHAT_URL = '/router/rest/api';

/** Lists are asked for again this often while a page is open and the live channel is not up. */
export const CHAT_INTERVAL_MS = 60_000;

/** Every key starts with `chat`: the live client invalidates them all on a message, read or channel event. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: ['chat', 'unread'] as const,
  channels: ['chat', 'channels'] as const,
  channelList: (jobId: string | null) => ['chat', 'channels', jobId ?? ''] as const,
  channel: (channelId: string) => ['chat', 'channel', channelId] as const,
  messages: (channelId: string) => ['chat', 'messages', channelId] as const,
};

/**
 * Calls `refetch` whenever the UI store's chat re-fetch event is bumped (the spec's re-fetch event).
 * The live client also invalidates `['chat']` on the same event: callers pass `cancelRefetch: false`
 * so that both ask once.
 */
export function useChatRefetchEvent(refetch: () => unknown): void {
  const event = useUiStore((s) => s.chat.refetchEvent);
  const onEvent = useEffectEvent(() => void refetch());
  useEffect(() => {
    if (event > 0) onEvent();
  }, [event]);
}

/**
 * How every chat query stays fresh: refetched when the tab comes back, never served stale, and
 * polled every `intervalMs` only while the live channel is down (features/live).
 */
export function useChatFreshness(intervalMs: number, enabled = true) {
  const poll = useShouldPoll();
  return {
    refetchInterval: poll ? intervalMs : (false as const),
    refetchOnWindowFocus: 'always' as const,
    staleTime: 0,
    enabled,
  };
}

/** GET /channels?limit=1: the unread total across the caller's conversations (the badge). */
export function useUnreadMessages(enabled = true) {
  const freshness = useChatFreshness(CHAT_INTERVAL_MS, enabled);
  const query = useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) =>
      requestOrThrow<ChannelListResponse>('GET', `${CHAT_URL}/channels`, { query: { limit: 1 }, signal }),
    select: (data) => data.unreadTotal,
    ...freshness,
  });
  useChatRefetchEvent(() => enabled && query.refetch({ cancelRefetch: false }));
  return query;
}

export { badgeCount } from '../../../components/count-link';
