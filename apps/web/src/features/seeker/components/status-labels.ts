import type { ApplicationStatus } from '@talent/contracts';

export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'applied',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
];

export const STATUS_LABEL_KEYS = {
  applied: 'applications.status.applied',
  shortlisted: 'applications.status.shortlisted',
  interviewing: 'applications.status.interviewing',
  offered: 'applications.status.offered',
  hired: 'applications.status.hired',
  rejected: 'applications.status.rejected',
  withdrawn: 'applications.status.withdrawn',
} as const satisfies Record<ApplicationStatus, string>;

/** Assessment and offer states in the timeline. */
export const EVENT_LABEL_KEYS = {
  scheduled: 'applications.event.scheduled',
  accepted: 'applications.event.accepted',
  reschedule_requested: 'applications.event.rescheduleRequested',
  completed: 'applications.event.completed',
  cancelled: 'applications.event.cancelled',
  sent: 'applications.event.sent',
  expired: 'applications.event.expired',
} as const;

/** Every state a timeline event can reach: the application's, an assessment's or an offer's. */
export const TIMELINE_LABEL_KEYS = { ...STATUS_LABEL_KEYS, ...EVENT_LABEL_KEYS };

/** The states from which the seeker may still withdraw (decisions.md: "from any open state"). */
export const OPEN_STATUSES: readonly ApplicationStatus[] = [
  'applied',
  'shortlisted',
  'interviewing',
  'offered',
];
