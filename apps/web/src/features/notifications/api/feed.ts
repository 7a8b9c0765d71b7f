import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationCleared,
  NotificationItem,
  NotificationPage,
  NotificationsRead,
} from '@talent/contracts';
import { requestOrThrow } from '../../../lib/api-client';
import { NOTIFICATIONS_URL, notificationKeys } from './count';

/** How many one page of the feed holds ("Show more" asks for the next). */
export const FEED_PAGE_SIZE = 20;

type Feed = InfiniteData<NotificationPage, number>;

/** The next page's number, or undefined when the last one is loaded. */
export function nextPageOf(last: NotificationPage): number | undefined {
  return (last.number + 1) * last.size < last.totalElements ? last.number + 1 : undefined;
}

/** GET …/notifications: the caller's notifications, newest first, a page at a time. */
export function useNotificationFeed() {
  return useInfiniteQuery({
    queryKey: notificationKeys.feed,
    queryFn: ({ pageParam, signal }) =>
      requestOrThrow<NotificationPage>('GET', NOTIFICATIONS_URL, {
        query: { page: pageParam, size: FEED_PAGE_SIZE, sort: 'createdAt,desc', products: 'talent-sourcing' },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
  });
}

/** The feed in the cache with every notification `read` decides marked read. */
function markInFeed(feed: Feed | undefined, read: (item: NotificationItem) => boolean): Feed | undefined {
  if (feed === undefined) return feed;
  return {
    ...feed,
    pages: feed.pages.map((page) => ({
      ...page,
      content: page.content.map((item) => (read(item) ? { ...item, viewed: true } : item)),
    })),
  };
}

/** PUT …/notifications/{id}: one is read (when it is opened); the feed shows it at once, the count follows. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      requestOrThrow<NotificationItem>('PUT', `${NOTIFICATIONS_URL}/${encodeURIComponent(id)}`),
    onMutate: (id) => {
      client.setQueryData<Feed>(notificationKeys.feed, (feed) => markInFeed(feed, (item) => item.id === id));
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.count }),
  });
}

/** PUT …/notifications/all/read: every one is read (they stay in the feed). */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => requestOrThrow<NotificationsRead>('PUT', `${NOTIFICATIONS_URL}/all/read`),
    onSuccess: () => {
      client.setQueryData<Feed>(notificationKeys.feed, (feed) => markInFeed(feed, () => true));
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.count }),
  });
}

/** PUT …/notifications/all/clear: every one is cleared (it leaves the feed and the count). */
export function useClearAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => requestOrThrow<NotificationCleared>('PUT', `${NOTIFICATIONS_URL}/all/clear`),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: notificationKeys.feed }),
        client.invalidateQueries({ queryKey: notificationKeys.count }),
      ]),
  });
}
