import { QueryClient } from '@tanstack/react-query';
import type { JobSeekerCheckResponse, MeResponse } from '@talent/contracts';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '../../lib/current-user';
import { liveUserOf } from './live-channel';
import { shouldPoll } from './live-status';

describe('shouldPoll', () => {
  it('polls only when the live channel is not carrying the events', () => {
    expect(shouldPoll('open')).toBe(false);
    expect(shouldPoll('connecting')).toBe(false);
    expect(shouldPoll('polling')).toBe(true);
    expect(shouldPoll('stopped')).toBe(true);
    expect(shouldPoll('off')).toBe(true);
  });
});

describe('liveUserOf', () => {
  const me = (locked = false) => ({ id: 'u1', locked, roles: ['jobseeker'] }) as unknown as MeResponse;

  it('is the signed-in user, and nobody for anonymous visitors and locked accounts', () => {
    const client = new QueryClient();
    expect(liveUserOf(client)).toBeNull();
    client.setQueryData(CURRENT_USER_QUERY_KEY, null);
    expect(liveUserOf(client)).toBeNull();
    client.setQueryData(CURRENT_USER_QUERY_KEY, me());
    expect(liveUserOf(client)).toBe('u1');
    client.setQueryData(['session', 'job-seeker-check', 'u1'], {
      locked: true,
    } as unknown as JobSeekerCheckResponse);
    expect(liveUserOf(client)).toBeNull();
    client.setQueryData(CURRENT_USER_QUERY_KEY, me(true));
    expect(liveUserOf(client)).toBeNull();
    // a sign-out forgets every query
    client.removeQueries();
    expect(liveUserOf(client)).toBeNull();
  });
});
