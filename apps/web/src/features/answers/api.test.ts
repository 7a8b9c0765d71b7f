import type { FreshoutOffer, SeekerOffer } from '@talent/contracts';
import { describe, expect, it } from 'vitest';
import { chooseOffer } from './api';

const JOB = '00000000-0000-4000-8000-0000000000b1';
const offer = (status: SeekerOffer['status'], at: string) =>
  ({
    id: `o-${status}`,
    job: { id: JOB },
    status,
    lastSentAt: at,
    respondedAt: null,
  }) as unknown as SeekerOffer;
const graduate = (status: FreshoutOffer['status'], jobId: string | null, respondedAt: string | null = null) =>
  ({
    id: `g-${status}`,
    jobId,
    status,
    sentAt: '2030-01-01T00:00:00Z',
    respondedAt,
  }) as unknown as FreshoutOffer;

describe('chooseOffer', () => {
  it('shows the kind that waits for an answer', () => {
    expect(chooseOffer(JOB, [offer('expired', '2030-01-02T00:00:00Z')], [graduate('sent', JOB)])?.type).toBe(
      'freshout',
    );
    expect(chooseOffer(JOB, [offer('sent', '2030-01-02T00:00:00Z')], [graduate('sent', JOB)])?.type).toBe(
      'offer',
    );
    expect(
      chooseOffer(JOB, [offer('rejected', '2030-01-01T00:00:00Z'), offer('sent', '2029-01-01T00:00:00Z')], [])
        ?.offer.id,
    ).toBe('o-sent');
  });

  it('finds a graduate offer made for no job by its own id, and nothing for another job', () => {
    expect(chooseOffer('g-sent', [], [graduate('sent', null)])?.offer.id).toBe('g-sent');
    expect(chooseOffer(JOB, [], [graduate('sent', null)])).toBeNull();
  });
});
