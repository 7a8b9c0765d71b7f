import type { Insertable } from 'kysely';
import { links } from '@talent/contracts';
import type { Notifications } from '../../db/schema.js';

/**
 * The notifications the seeker's actions send to the organisation's recruiters. Titles are stored
 * in the three interface languages (the notification list shows the reader's own), worded as the
 * demo data words the same events, and the link (from the shared list in links.ts) opens the job in
 * the recruiter app.
 */

interface Event {
  seekerName: string;
  jobId: string;
  jobTitle: string;
  applicationId: string;
}

function forRecipients(
  recipients: readonly string[],
  base: Omit<Insertable<Notifications>, 'userId'>,
): Insertable<Notifications>[] {
  return recipients.map((userId) => ({ ...base, userId }));
}

export function newApplicantNotifications(
  recipients: readonly string[],
  event: Event & { source: 'direct' | 'invitation' },
): Insertable<Notifications>[] {
  const { seekerName: name, jobTitle: job } = event;
  const viaInvitation = event.source === 'invitation';
  return forRecipients(recipients, {
    kind: 'new_applicant',
    title: viaInvitation
      ? `${name} accepted the invitation and applied for ${job}`
      : `${name} applied for ${job}`,
    titleZh: viaInvitation ? `${name}接受邀请并申请了${job}职位` : `${name}申请了${job}职位`,
    titleAr: viaInvitation ? `قبل ${name} الدعوة وتقدم لوظيفة ${job}` : `تقدم ${name} لوظيفة ${job}`,
    icon: 'applicant',
    url: links.hrJob(event.jobId),
    data: { jobId: event.jobId, applicationId: event.applicationId, source: event.source },
  });
}

export function withdrawnNotifications(
  recipients: readonly string[],
  event: Event,
): Insertable<Notifications>[] {
  const { seekerName: name, jobTitle: job } = event;
  return forRecipients(recipients, {
    kind: 'application_status_changed',
    title: `${name} withdrew the application for ${job}`,
    titleZh: `${name}撤回了${job}职位的申请`,
    titleAr: `سحب ${name} طلبه لوظيفة ${job}`,
    icon: 'application',
    url: links.hrJob(event.jobId),
    data: { jobId: event.jobId, applicationId: event.applicationId, status: 'withdrawn' },
  });
}
