import { hrJobStages } from '@talent/contracts';
import { describe, expect, it, vi } from 'vitest';
import { allowedStages, createMoveChannel, type MoveStanding } from './moves';

const standing = (overrides: Partial<MoveStanding> = {}): MoveStanding => ({
  status: null,
  applicationId: null,
  shortlisted: false,
  invitation: null,
  ...overrides,
});
const applied = (status: MoveStanding['status']) =>
  standing({ status, applicationId: '00000000-0000-4000-8000-0000000000ab' });

describe('allowedStages', () => {
  it("follows the candidate's place in the job, as the candidate panel's buttons do", () => {
    const of = (s: MoveStanding, job: 'published' | 'closed' = 'published') =>
      allowedStages(hrJobStages, s, job);
    expect(of(standing())).toEqual(['invitations', 'shortlist']);
    expect(of(standing(), 'closed')).toEqual(['shortlist']);
    expect(of(standing({ shortlisted: true }))).toEqual(['invitations']);
    expect(of(standing({ invitation: { status: 'pending' } }))).toEqual(['shortlist']);
    expect(of(standing({ invitation: { status: 'expired' } }))).toEqual(['invitations', 'shortlist']);
    expect(of(applied('applied'))).toEqual(['shortlist', 'rejected']);
    expect(of(applied('shortlisted'))).toEqual(['applicants', 'interviews', 'rejected']);
    expect(of(applied('interviewing'))).toEqual(['interviews', 'offers', 'hired', 'rejected']);
    expect(of(applied('offered'))).toEqual(['offers', 'hired', 'rejected']);
    for (const closed of ['hired', 'rejected', 'withdrawn'] as const) expect(of(applied(closed))).toEqual([]);
  });
});

describe('createMoveChannel', () => {
  it("gives a move to the candidate's panel at once, or once it listens; another panel drops it", () => {
    const channel = createMoveChannel();
    const a = vi.fn();
    const stop = channel.listen('a', a);
    channel.ask('a', 'shortlist');
    expect(a).toHaveBeenCalledWith('shortlist');
    stop();

    channel.ask('b', 'reject');
    const b = vi.fn();
    channel.listen('b', b);
    expect(b).toHaveBeenCalledWith('reject');
    const again = vi.fn();
    channel.listen('b', again);
    expect(again).not.toHaveBeenCalled(); // once only

    channel.ask('c', 'hire');
    const other = vi.fn();
    channel.listen('d', other);
    const late = vi.fn();
    channel.listen('c', late);
    expect(other).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
