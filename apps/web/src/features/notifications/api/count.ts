import { useQuery } from '@tanstack/react-query';
import type { NotificationCount } from '@talent/contracts';
import { requestOrThrow } from '../../../lib/api-client';
import { useShouldPoll } from '../../live/live-status';

/**
 * The unread count the bell shows: light on purpose (no zod, no contracts runtime), since the bell is
 * in every signed-in page's first download.
 */

/** The notifications service (spec section 9), beside the main REST API. */
export const NOTIFICATIONS_URL = '/router/rest/api/v2/notifications';

/**
 * The unread count is asked for again this often while the page is open, when the live channel
 * (features/live) is not up: while it is, its events refresh the count and nothing polls.
 */
export const COUNT_INTERVAL_MS = 60_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  feed: ['notifications', 'feed'] as const,
  settings: ['notifications', 'settings'] as const,
};

/**
 * GET …/notifications/count: how many are unread; again on every live `notification` event (or every
 * minute when the live channel is not up), and when the window is back.
 */
export function useUnreadCount(enabled = true) {
  const poll = useShouldPoll();
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: ({ signal }) =>
      requestOrThrow<NotificationCount>('GET', `${NOTIFICATIONS_URL}/count`, { signal }),
    refetchInterval: poll ? COUNT_INTERVAL_MS : false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    enabled,
  });
}
