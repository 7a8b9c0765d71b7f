import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationCleared,
  NotificationCount,
  NotificationItem,
  NotificationPage,
} from '@talent/contracts';
import { requestOrThrow } from '../../../lib/api-client';

/** The notifications service (spec section 9), beside the main REST API. */
export const NOTIFICATIONS_URL = '/router/rest/api/v2/notifications';
/** How many the bell's feed shows: the latest. */
export const NOTIFICATION_FEED_SIZE = 10;
/** The unread count is asked for again this often while the page is open. */
const COUNT_INTERVAL_MS = 60_000;

export const notificationKeys = {
  all: ['hr', 'notifications'] as const,
  count: ['hr', 'notifications', 'count'] as const,
  feed: ['hr', 'notifications', 'feed'] as const,
};

/** GET …/notifications/count: how many are unread. */
export function useNotificationCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: ({ signal }) =>
      requestOrThrow<NotificationCount>('GET', `${NOTIFICATIONS_URL}/count`, { signal }),
    refetchInterval: COUNT_INTERVAL_MS,
    enabled,
  });
}

/** GET …/notifications: the latest ten, newest first; asked for when the feed opens. */
export function useNotificationFeed(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.feed,
    queryFn: ({ signal }) =>
      requestOrThrow<NotificationPage>('GET', NOTIFICATIONS_URL, {
        query: { page: 0, size: NOTIFICATION_FEED_SIZE, sort: 'createdAt,desc' },
        signal,
      }),
    enabled,
  });
}

/** PUT …/notifications/{id}: one is read (when it is opened). */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      requestOrThrow<NotificationItem>('PUT', `${NOTIFICATIONS_URL}/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** PUT …/notifications/all/clear: every notification is cleared (it leaves the feed and the count). */
export function useClearNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => requestOrThrow<NotificationCleared>('PUT', `${NOTIFICATIONS_URL}/all/clear`),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
