import type { Insertable } from 'kysely';
import { links } from '@talent/contracts';
import type { Notifications } from '../../db/schema.js';

/**
 * The notifications the pipeline's changes send to the other side, titles stored in the three
 * interface languages (worded as the demo data words the same events), links from the shared list
 * in links.ts. They are written through insertNotifications, which leaves out a kind a recipient
 * switched off in-app.
 */

type Row = Insertable<Notifications>;

/** To the candidate: an organisation invites them to apply. */
export function invitationReceivedNotification(
  seekerId: string,
  event: { organisationName: string; jobId: string; jobTitle: string; invitationId: string },
): Row {
  const { organisationName: org, jobTitle: job } = event;
  return {
    userId: seekerId,
    kind: 'invitation_received',
    title: `${org} invited you to apply for ${job}`,
    titleZh: `${org}邀请您申请${job}职位`,
    titleAr: `دعتك ${org} للتقدم إلى وظيفة ${job}`,
    icon: 'invitation',
    url: links.invitation(event.jobId),
    data: { jobId: event.jobId, invitationId: event.invitationId },
  };
}

/** To the organisation's recruiters: the candidate accepted (and so applied) or declined. */
export function invitationAnsweredNotifications(
  recipients: readonly string[],
  event: {
    seekerName: string;
    jobId: string;
    jobTitle: string;
    invitationId: string;
    accepted: boolean;
    applicationId: string | null;
  },
): Row[] {
  const { seekerName: name, jobTitle: job } = event;
  return recipients.map((userId) => ({
    userId,
    kind: 'invitation_answered',
    title: event.accepted
      ? `${name} accepted your invitation for ${job}`
      : `${name} declined your invitation for ${job}`,
    titleZh: event.accepted ? `${name}接受了${job}职位的邀请` : `${name}婉拒了${job}职位的邀请`,
    titleAr: event.accepted ? `قبل ${name} دعوتك لوظيفة ${job}` : `اعتذر ${name} عن قبول دعوتك لوظيفة ${job}`,
    icon: 'invitation',
    url: event.accepted
      ? links.hrJobStage(event.jobId, 'applicants')
      : links.hrJobStage(event.jobId, 'invitations'),
    data: {
      jobId: event.jobId,
      invitationId: event.invitationId,
      status: event.accepted ? 'accepted' : 'rejected',
      ...(event.applicationId === null ? {} : { applicationId: event.applicationId }),
    },
  }));
}

const STATUS_TITLES = {
  shortlisted: (job: string) => ({
    title: `You are on the shortlist for ${job}`,
    titleZh: `您已进入${job}职位的候选名单`,
    titleAr: `تمت إضافتك إلى القائمة المختصرة لوظيفة ${job}`,
  }),
  applied: (job: string) => ({
    title: `Your application for ${job} is back under review`,
    titleZh: `您申请的${job}职位已重新进入审核`,
    titleAr: `عاد طلبك لوظيفة ${job} إلى مرحلة المراجعة`,
  }),
  rejected: (job: string) => ({
    title: `An update on your application for ${job}`,
    titleZh: `您申请的${job}职位有新的进展`,
    titleAr: `تحديث بشأن طلبك لوظيفة ${job}`,
  }),
} as const;

/** To the candidate: the recruiter moved their application. */
export function applicationMovedNotification(
  seekerId: string,
  event: { jobId: string; jobTitle: string; applicationId: string; status: keyof typeof STATUS_TITLES },
): Row {
  return {
    userId: seekerId,
    kind: 'application_status_changed',
    ...STATUS_TITLES[event.status](event.jobTitle),
    icon: 'application',
    url: links.application(event.applicationId),
    data: { jobId: event.jobId, applicationId: event.applicationId, status: event.status },
  };
}
