import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { setLiveStatus } from '../../live/live-status';
import { COUNT_INTERVAL_MS, useUnreadCount } from './count';

const COUNT = '/router/rest/api/v2/notifications/count';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setLiveStatus('off');
});

function renderCount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useUnreadCount(), { wrapper });
}

describe('useUnreadCount', () => {
  it('polls every minute while the live channel is not up (the fallback)', async () => {
    const fetchMock = stubFetchRoutes({ [`GET ${COUNT}`]: () => jsonResponse({ count: 1 }) });
    setLiveStatus('polling');
    const { result } = renderCount();
    await vi.waitFor(() => expect(result.current.data).toEqual({ count: 1 }));
    await act(() => vi.advanceTimersByTimeAsync(COUNT_INTERVAL_MS * 2 + 100));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not poll while the live channel is open, and polls again when it falls back', async () => {
    const fetchMock = stubFetchRoutes({ [`GET ${COUNT}`]: () => jsonResponse({ count: 1 }) });
    setLiveStatus('open');
    const { result } = renderCount();
    await vi.waitFor(() => expect(result.current.data).toEqual({ count: 1 }));
    await act(() => vi.advanceTimersByTimeAsync(COUNT_INTERVAL_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => setLiveStatus('polling'));
    await act(() => vi.advanceTimersByTimeAsync(COUNT_INTERVAL_MS + 100));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
