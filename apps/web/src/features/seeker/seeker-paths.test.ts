import { links } from '@talent/contracts';
import { describe, expect, it } from 'vitest';
import { pendingActionPath, type PendingAction } from './components/pending-actions';
import { seekerPaths } from './seeker-paths';

describe('seekerPaths', () => {
  it('builds the same paths as the links the server writes', () => {
    const odd = 'a/b c';
    expect(seekerPaths.application(odd)).toBe(links.application(odd));
    expect(seekerPaths.invitation(odd)).toBe(links.invitation(odd));
    expect(seekerPaths.interview(odd, 'x?y')).toBe(links.interview(odd, 'x?y'));
    expect(seekerPaths.offer(odd)).toBe(links.offer(odd));
  });
});

describe('pendingActionPath', () => {
  const item = (kind: PendingAction['kind'], jobId: string | null, id = 'item-1') =>
    ({ kind, id, jobId }) as PendingAction;

  it('opens each waiting item on its own screen', () => {
    expect(pendingActionPath(item('invitation', 'j1'))).toBe('/invitations/j1');
    expect(pendingActionPath(item('assessment', 'j1', 'a1'))).toBe('/jobs/interview/j1/a1');
    expect(pendingActionPath(item('offer', 'j1'))).toBe('/jobs/offer/j1');
    expect(pendingActionPath(item('freshout_offer', 'j1'))).toBe('/jobs/offer/j1');
  });

  it('opens a graduate offer made for no job by its own id, and nothing else without a job', () => {
    expect(pendingActionPath(item('freshout_offer', null, 'f1'))).toBe('/jobs/offer/f1');
    expect(pendingActionPath(item('offer', null))).toBeNull();
  });
});
