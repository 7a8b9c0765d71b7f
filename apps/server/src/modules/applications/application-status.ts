import type { ApplicationStatus } from '@talent/contracts';
import { AppError } from '../../lib/errors.js';

export type { ApplicationStatus };

/**
 * The moves decisions.md allows: forward through the pipeline one step at a time, and from any
 * open state to rejected (the employer) or withdrawn (the seeker). Hired, rejected and withdrawn
 * are final. One step back too: a recruiter who takes a candidate off the shortlist returns the
 * application to applied (docs/decisions.md, "The pipeline of a job").
 */
const NEXT: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: ['shortlisted', 'rejected', 'withdrawn'],
  shortlisted: ['interviewing', 'applied', 'rejected', 'withdrawn'],
  // hired straight from interviewing: the recruiter's direct hire (docs/decisions.md, "Offers and hiring")
  interviewing: ['offered', 'hired', 'rejected', 'withdrawn'],
  offered: ['hired', 'rejected', 'withdrawn'],
  hired: [],
  rejected: [],
  withdrawn: [],
};

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return NEXT[from].includes(to);
}

/** Why the seeker cannot withdraw from a final state, said so that they know where they stand. */
const WITHDRAW_REFUSALS: Partial<Record<ApplicationStatus, string>> = {
  withdrawn: 'You have already withdrawn this application.',
  hired:
    'You were hired for this job, so the application can no longer be withdrawn. Contact the employer if your plans have changed.',
  rejected: 'The employer has already closed this application, so there is nothing to withdraw.',
};

/** Throws a 409 with a clear message when the application may not move from `from` to `to`. */
export function assertApplicationMove(from: ApplicationStatus, to: ApplicationStatus): void {
  if (canMoveApplication(from, to)) return;
  const message =
    (to === 'withdrawn' ? WITHDRAW_REFUSALS[from] : undefined) ??
    `An application that is ${from} cannot become ${to}.`;
  throw new AppError(409, 'conflict', message);
}
