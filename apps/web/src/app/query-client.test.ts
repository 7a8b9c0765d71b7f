import { describe, expect, it } from 'vitest';
import { ApiError, SessionRefreshedError } from '../lib/api-client';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('the query retry rule', () => {
  it('runs a query again once, at once, after the session was refreshed', () => {
    expect(shouldRetry(0, new SessionRefreshedError())).toBe(true);
    expect(shouldRetry(1, new SessionRefreshedError())).toBe(false);
    expect(retryDelay(0, new SessionRefreshedError())).toBe(0);
  });

  it('does not retry client errors, and retries other failures once', () => {
    expect(shouldRetry(0, new ApiError('network-status', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('authentication', 401))).toBe(false);
    expect(shouldRetry(0, new ApiError('network-status', 503))).toBe(true);
    expect(shouldRetry(1, new ApiError('network-status', 503))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryDelay(0, new TypeError('Failed to fetch'))).toBe(1000);
  });

  it('re-runs a query whose first attempt ended in a session refresh', async () => {
    const client = createQueryClient();
    let calls = 0;
    const data = await client.fetchQuery({
      queryKey: ['probe'],
      queryFn: () => {
        calls += 1;
        if (calls === 1) throw new SessionRefreshedError();
        return Promise.resolve('fresh');
      },
      retry: client.getDefaultOptions().queries?.retry,
    });
    expect(data).toBe('fresh');
    expect(calls).toBe(2);
  });
});
