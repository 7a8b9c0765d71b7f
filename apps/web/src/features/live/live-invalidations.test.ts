import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { initialUiState, useUiStore } from '../../lib/ui-store';
import { INVITATIONS_QUERY_KEY } from '../invitations/api';
import { notificationKeys } from '../notifications/api/count';
import { notificationKeys as hrNotificationKeys } from '../recruiter/api/notifications';
import { candidateKeys } from '../recruiter/api/candidate';
import { interviewKeys } from '../recruiter/api/interviews';
import { hrDashboardKey, hrJobKeys } from '../recruiter/api/job';
import { offerKeys } from '../recruiter/api/offers';
import { pipelineKeys } from '../recruiter/api/pipeline';
import { jobSeekerCheckQueryOptions } from '../session/api/check-job-seeker';
import { applyLiveInvalidation, liveInvalidation, liveKeys } from './live-invalidations';

afterEach(() => useUiStore.setState(initialUiState));

/** Whether `key` starts with `prefix` (how invalidateQueries matches). */
const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

/** Whether the event invalidates the query with this key. */
const hits = (message: Parameters<typeof liveInvalidation>[0], key: QueryKey) =>
  liveInvalidation(message).keys.some((prefix) => startsWith(key, prefix));

describe('liveKeys', () => {
  it('spell the keys of the factories they stand for', () => {
    expect(liveKeys.pipelines).toEqual(pipelineKeys.all);
    expect(liveKeys.pipeline('j1')).toEqual(pipelineKeys.job('j1'));
    expect(liveKeys.candidates).toEqual(candidateKeys.all);
    expect(startsWith(candidateKeys.applicant('a1'), liveKeys.applicants)).toBe(true);
    expect(liveKeys.offers).toEqual(offerKeys.all);
    expect(liveKeys.interviews).toEqual(interviewKeys.all);
    expect(liveKeys.hrNotifications).toEqual(hrNotificationKeys.all);
    expect(startsWith(jobSeekerCheckQueryOptions('u1').queryKey, liveKeys.jobSeekerCheck)).toBe(true);
  });
});

describe('liveInvalidation', () => {
  it('a notification: the bell count, the feed and what waits for the seeker', () => {
    const n = { type: 'notification' } as const;
    expect(hits(n, notificationKeys.count)).toBe(true);
    expect(hits(n, notificationKeys.feed)).toBe(true);
    expect(hits(n, hrNotificationKeys.count)).toBe(true);
    expect(hits(n, jobSeekerCheckQueryOptions('u1').queryKey)).toBe(true);
    expect(hits(n, INVITATIONS_QUERY_KEY)).toBe(true);
    expect(hits(n, ['seeker', 'applications', ['shortlisted'], 0])).toBe(true);
    expect(hits(n, ['seeker', 'offers'])).toBe(true);
    // not the settings, the pipelines, the conversations, nor the seeker's searches
    expect(hits(n, notificationKeys.settings)).toBe(false);
    expect(hits(n, pipelineKeys.job('j1'))).toBe(false);
    expect(hits(n, ['chat', 'channels'])).toBe(false);
    expect(hits(n, ['seeker', 'recommend', 'jobs'])).toBe(false);
    expect(liveInvalidation(n).chat).toBe(false);
  });

  it("a pipeline: that job's board and counts, the job lists and the dashboard", () => {
    const p = { type: 'pipeline', jobId: 'j1' } as const;
    expect(hits(p, pipelineKeys.stage('j1', 'applicants', { page: 1 }))).toBe(true);
    expect(hits(p, hrJobKeys.detail('j1'))).toBe(true);
    expect(hits(p, hrJobKeys.list({ status: 'published' }))).toBe(true);
    expect(hits(p, [...hrDashboardKey, 'offers', 'sent'])).toBe(true);
    expect(hits(p, candidateKeys.one('s1', 'j1'))).toBe(true);
    // another job's board and details are left alone
    expect(hits(p, pipelineKeys.stage('j2', 'applicants', {}))).toBe(false);
    expect(hits(p, hrJobKeys.detail('j2'))).toBe(false);
    expect(hits(p, notificationKeys.count)).toBe(false);
    expect(liveInvalidation(p).chat).toBe(false);
  });

  it.each([
    { type: 'message', channelId: 'c1', messageId: 'm1' },
    { type: 'read', channelId: 'c1', readerId: 'u1' },
    { type: 'channel', channelId: 'c1' },
  ] as const)('a $type: every chat query, and the open chat views', (message) => {
    expect(liveInvalidation(message)).toEqual({ keys: [['chat']], chat: true });
    expect(hits(message, ['chat', 'channel', 'c1', 'messages'])).toBe(true);
    expect(hits(message, notificationKeys.count)).toBe(false);
  });

  it('hello: nothing', () => {
    expect(liveInvalidation({ type: 'hello', heartbeatSeconds: 25 })).toEqual({ keys: [], chat: false });
  });

  it('resync: everything the channel follows', () => {
    const r = { type: 'resync' } as const;
    for (const key of [
      notificationKeys.count,
      notificationKeys.feed,
      jobSeekerCheckQueryOptions('u1').queryKey,
      pipelineKeys.stage('j9', 'hired', {}),
      hrJobKeys.detail('j9'),
      hrJobKeys.list({}),
      hrDashboardKey,
      ['chat', 'anything'],
    ]) {
      expect(hits(r, key)).toBe(true);
    }
    expect(liveInvalidation(r).chat).toBe(true);
  });
});

describe('applyLiveInvalidation', () => {
  it('marks the queries stale and bumps the chat refetch', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.count, { count: 1 });
    client.setQueryData(pipelineKeys.job('j1'), 'board');
    client.setQueryData(['chat', 'c1'], 'chat');
    const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;

    applyLiveInvalidation(client, { type: 'notification' });
    expect(stale(notificationKeys.count)).toBe(true);
    expect(stale(pipelineKeys.job('j1'))).toBe(false);

    applyLiveInvalidation(client, { type: 'pipeline', jobId: 'j1' });
    expect(stale(pipelineKeys.job('j1'))).toBe(true);
    expect(useUiStore.getState().chat.refetchEvent).toBe(0);

    applyLiveInvalidation(client, { type: 'message', channelId: 'c1', messageId: 'm1' });
    expect(stale(['chat', 'c1'])).toBe(true);
    expect(useUiStore.getState().chat.refetchEvent).toBe(1);
  });
});
