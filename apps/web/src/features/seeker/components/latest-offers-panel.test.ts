import { describe, expect, it } from 'vitest';
import {
  latestItemPath,
  latestKindKey,
  latestStatusKey,
  latestWaits,
  type LatestItem,
} from './latest-offers-panel';

const job = { id: 'job-1', title: 'Site engineer', organisationName: 'Gulf Energy' };
const interview = (status: Extract<LatestItem, { type: 'interview' }>['status']): LatestItem => ({
  type: 'interview',
  at: '2026-12-05T09:00:00.000Z',
  id: 'as-1',
  job,
  kind: 'test',
  status,
  endsAt: '2026-12-05T10:00:00.000Z',
});
const offer = (status: Extract<LatestItem, { type: 'offer' }>['status']): LatestItem => ({
  type: 'offer',
  at: '2026-12-01T09:00:00.000Z',
  id: 'of-1',
  job,
  status,
  expiresAt: '2026-12-08T09:00:00.000Z',
});

describe('the latest offers and interviews', () => {
  it('link to the screen that answers them', () => {
    expect(latestItemPath(interview('scheduled'))).toBe('/jobs/interview/job-1/as-1');
    expect(latestItemPath(offer('sent'))).toBe('/jobs/offer/job-1');
  });

  it('name their kind and status', () => {
    expect(latestKindKey(interview('scheduled'))).toBe('applications.latest.kindTest');
    expect(latestKindKey(offer('sent'))).toBe('applications.latest.kindOffer');
    expect(latestStatusKey(interview('reschedule_requested'))).toBe(
      'applications.latest.interviewRescheduleRequested',
    );
    expect(latestStatusKey(offer('expired'))).toBe('applications.latest.offerExpired');
  });

  it('wait for the seeker only while unanswered', () => {
    expect(latestWaits(interview('scheduled'))).toBe(true);
    expect(latestWaits(interview('accepted'))).toBe(false);
    expect(latestWaits(offer('sent'))).toBe(true);
    expect(latestWaits(offer('expired'))).toBe(false);
  });
});
