import { QueryClient } from '@tanstack/react-query';
import { isApiError, isSessionRefreshed } from '../lib/api-client';

/**
 * A 401 after which the session was refreshed is run again once, at once: the new access token makes
 * it succeed. Other client errors (4xx) are answers, not glitches: they are not retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isSessionRefreshed(error)) return failureCount < 1;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** No wait before re-running after a refresh; TanStack Query's own back-off otherwise. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isSessionRefreshed(error)) return 0;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
    },
  });
}
