import type { NotificationKind } from '@talent/contracts';
import type { RoleHolder } from '../../../lib/roles';

/**
 * Which kinds of notification reach whom, as the server's code sends them (apps/server/src/modules:
 * applications, pipeline, assessments, offers, chat, timed-work, profile-edit), and each kind's
 * label. Light on purpose (no zod, no contracts runtime): the unsubscribe page names a kind too.
 */

/**
 * The kinds that reach a job seeker, in the order of a job search. An invitation or an offer that
 * expired, an interview's reminder and a new message also reach the candidate, so they are the
 * seeker's too, and so is a material change of a job they applied to (issue 25).
 */
export const SEEKER_KINDS = [
  'invitation_received',
  'invitation_expired',
  'application_status_changed',
  'job_changed',
  'assessment_scheduled',
  'assessment_rescheduled',
  'assessment_reminder',
  'offer_sent',
  'offer_resent',
  'offer_expired',
  'freshout_offer',
  'hired',
  'message_received',
  'saved_search_match',
  'recommendation_received',
  'endorsement_received',
] as const satisfies readonly NotificationKind[];

/**
 * The kinds that reach the organisation's people (recruiters, its admins, publishers and members on
 * a job's team), in the order of a hiring: an application or its withdrawal
 * (`application_status_changed`), the answer to an invitation or its deadline passing, the answer
 * to an interview, its reminder and a colleague's feedback, the answer to an offer (a graduate
 * offer's too) or its deadline passing, and a candidate's message. "Hired" goes to the candidate
 * only.
 */
export const ORGANISATION_KINDS = [
  'new_applicant',
  'application_status_changed',
  'invitation_answered',
  'invitation_expired',
  'assessment_answered',
  'assessment_reminder',
  'assessment_feedback',
  'offer_answered',
  'offer_expired',
  'message_received',
] as const satisfies readonly NotificationKind[];

/** Every kind's label: the settings list's, and the words the unsubscribe page names a kind with. */
export const KIND_LABELS = {
  invitation_received: 'notifications.kinds.invitationReceived',
  invitation_answered: 'notifications.kinds.invitationAnswered',
  invitation_expired: 'notifications.kinds.invitationExpired',
  application_status_changed: 'notifications.kinds.applicationStatusChanged',
  new_applicant: 'notifications.kinds.newApplicant',
  assessment_scheduled: 'notifications.kinds.assessmentScheduled',
  assessment_rescheduled: 'notifications.kinds.assessmentRescheduled',
  assessment_answered: 'notifications.kinds.assessmentAnswered',
  assessment_reminder: 'notifications.kinds.assessmentReminder',
  assessment_feedback: 'notifications.kinds.assessmentFeedback',
  offer_sent: 'notifications.kinds.offerSent',
  offer_resent: 'notifications.kinds.offerResent',
  offer_answered: 'notifications.kinds.offerAnswered',
  offer_expired: 'notifications.kinds.offerExpired',
  freshout_offer: 'notifications.kinds.freshoutOffer',
  hired: 'notifications.kinds.hired',
  message_received: 'notifications.kinds.messageReceived',
  saved_search_match: 'notifications.kinds.savedSearchMatch',
  recommendation_received: 'notifications.kinds.recommendationReceived',
  endorsement_received: 'notifications.kinds.endorsementReceived',
  job_changed: 'notifications.kinds.jobChanged',
} as const satisfies Record<NotificationKind, string>;

/** True for a kind this interface knows (and can name). */
export function isKnownKind(kind: unknown): kind is NotificationKind {
  return typeof kind === 'string' && Object.hasOwn(KIND_LABELS, kind);
}

const ORGANISATION_ROLES: readonly string[] = ['hr', 'hr_admin', 'publisher', 'member'];

/**
 * The kinds that concern someone with these roles: the seeker's, the organisation's, or both (in
 * that order, each kind once). Anyone else (the platform admin alone) is offered every kind, so
 * that nothing the server might send is out of reach.
 */
export function kindsForRoles(user: RoleHolder): readonly NotificationKind[] {
  const roles = new Set([user.primaryRole, ...user.roles]);
  const kinds: NotificationKind[] = [];
  if (roles.has('jobseeker')) kinds.push(...SEEKER_KINDS);
  if (ORGANISATION_ROLES.some((role) => roles.has(role))) kinds.push(...ORGANISATION_KINDS);
  if (kinds.length === 0) kinds.push(...SEEKER_KINDS, ...ORGANISATION_KINDS);
  return [...new Set(kinds)];
}
