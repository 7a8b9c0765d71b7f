import { createContext, useContext, useEffect, useEffectEvent } from 'react';
import type { ApplicationStatus, HrCandidateJob, HrJobStage, JobStatusName } from '@talent/contracts';

/**
 * Moving a candidate between the stages of a job's pipeline (issue 12): by dragging their card onto
 * a stage's tab, or from the card's "Move to…" menu. Both ask what the candidate's place in the job
 * allows (the same rules as the candidate panel's buttons), and the panel then does the move with
 * its own buttons' code: directly (shortlist, back to applied) or through its dialog (invite, reject,
 * schedule, offer, hire).
 */

/** What the panel does for a move. */
export type MoveAction = 'invite' | 'shortlist' | 'backToApplied' | 'schedule' | 'offer' | 'hire' | 'reject';

/** Where a candidate stands in the job, as far as a move needs it. */
export type MoveStanding = Pick<HrCandidateJob, 'status' | 'applicationId' | 'shortlisted'> & {
  invitation: { status: string } | null;
};

/** The statuses an application can still be rejected from. */
const REJECTABLE: readonly ApplicationStatus[] = ['applied', 'shortlisted', 'interviewing', 'offered'];

/** The panel's action that moves the candidate to `stage`, or null when their place does not allow it. */
export function moveActionFor(
  stage: HrJobStage,
  standing: MoveStanding,
  jobStatus: JobStatusName,
): MoveAction | null {
  const { status, applicationId } = standing;
  const waiting = standing.invitation?.status === 'pending';
  const applied = applicationId !== null;
  switch (stage) {
    case 'sourcing':
      return null;
    case 'invitations':
      return jobStatus === 'published' && status === null && !waiting ? 'invite' : null;
    case 'applicants':
      return status === 'shortlisted' && applied ? 'backToApplied' : null;
    case 'shortlist':
      return status === 'applied' || (status === null && !standing.shortlisted) ? 'shortlist' : null;
    case 'interviews':
      return (status === 'shortlisted' || status === 'interviewing') && applied ? 'schedule' : null;
    case 'offers':
      return (status === 'interviewing' || status === 'offered') && applied ? 'offer' : null;
    case 'hired':
      return (status === 'interviewing' || status === 'offered') && applied ? 'hire' : null;
    case 'rejected':
      return status !== null && applied && REJECTABLE.includes(status) ? 'reject' : null;
  }
}

/** The stages a candidate can be moved to from where they stand, in the board's order. */
export function allowedStages(
  stages: readonly HrJobStage[],
  standing: MoveStanding,
  jobStatus: JobStatusName,
): HrJobStage[] {
  return stages.filter((stage) => moveActionFor(stage, standing, jobStatus) !== null);
}

/** Why a move to the stage is not allowed, said to the recruiter. */
export const MOVE_REFUSAL_KEYS = {
  sourcing: 'recruiter.pipeline.refuseSourcing',
  applicants: 'recruiter.pipeline.refuseApplicants',
  invitations: 'recruiter.pipeline.refuseInvitations',
  shortlist: 'recruiter.pipeline.refuseShortlist',
  interviews: 'recruiter.pipeline.refuseInterviews',
  offers: 'recruiter.pipeline.refuseOffers',
  hired: 'recruiter.pipeline.refuseHired',
  rejected: 'recruiter.pipeline.refuseRejected',
} as const satisfies Record<HrJobStage, string>;

type MoveListener = (action: MoveAction) => void;

/**
 * How the pipeline asks the open candidate's panel for a move: the panel's actions listen for their
 * candidate; a move asked before the panel has loaded waits for it (one at a time, and only for
 * that candidate: another candidate's panel drops it).
 */
export interface MoveChannel {
  ask: (subject: string, action: MoveAction) => void;
  listen: (subject: string, listener: MoveListener) => () => void;
}

export function createMoveChannel(): MoveChannel {
  let pending: { subject: string; action: MoveAction } | null = null;
  const listeners = new Map<string, MoveListener>();
  return {
    ask(subject, action) {
      const listener = listeners.get(subject);
      pending = null;
      if (listener === undefined) pending = { subject, action };
      else listener(action);
    },
    listen(subject, listener) {
      listeners.set(subject, listener);
      const waiting = pending;
      pending = null;
      if (waiting?.subject === subject) listener(waiting.action);
      return () => {
        if (listeners.get(subject) === listener) listeners.delete(subject);
      };
    },
  };
}

/** None outside a job's pipeline (the candidate's own page): nothing is ever asked. */
export const MoveChannelContext = createContext<MoveChannel | null>(null);

/** Calls `onMove` when the pipeline asks this candidate's panel for a move. */
export function useMoveRequests(subject: string, onMove: MoveListener): void {
  const channel = useContext(MoveChannelContext);
  const handle = useEffectEvent(onMove);
  useEffect(() => channel?.listen(subject, (action) => handle(action)), [channel, subject]);
}
