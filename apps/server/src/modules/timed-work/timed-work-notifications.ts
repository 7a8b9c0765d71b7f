import type { Insertable } from 'kysely';
import { links } from '@talent/contracts';
import type { Notifications } from '../../db/schema.js';

/**
 * The notifications of timed work (deadlines passed, interviews coming), titles stored in the three
 * interface languages, links from the shared list in links.ts. Written through insertNotifications.
 * (A saved search's digest is titled by mail/job-alert-mail.ts, its mail's subject too.)
 */

type Row = Insertable<Notifications>;

/** To the candidate and to the organisation's side: an invitation's deadline passed without an answer. */
export function invitationExpiredNotifications(
  seekerId: string,
  organisationSide: readonly string[],
  e: { jobId: string; jobTitle: string; invitationId: string; seekerName: string },
): Row[] {
  const { jobTitle: job, seekerName: name } = e;
  const data = { jobId: e.jobId, invitationId: e.invitationId, status: 'expired' };
  return [
    {
      userId: seekerId,
      kind: 'invitation_expired',
      title: `Your invitation to apply for ${job} has expired`,
      titleZh: `${job}职位的申请邀请已过期`,
      titleAr: `انتهت صلاحية دعوتك للتقدم إلى وظيفة ${job}`,
      icon: 'invitation',
      url: links.invitation(e.jobId),
      data,
    },
    ...organisationSide.map((userId): Row => ({
      userId,
      kind: 'invitation_expired',
      title: `${name} did not answer your invitation for ${job} in time`,
      titleZh: `${name}未在期限内回复${job}职位的邀请，邀请已过期`,
      titleAr: `لم يرد ${name} على دعوتك لوظيفة ${job} في الموعد وانتهت صلاحيتها`,
      icon: 'invitation',
      url: links.hrJobStage(e.jobId, 'invitations'),
      data,
    })),
  ];
}

/** To the candidate and to the organisation's side: an offer's deadline passed without an answer. */
export function offerExpiredNotifications(
  seekerId: string,
  organisationSide: readonly string[],
  e: { jobId: string; jobTitle: string; applicationId: string; offerId: string; seekerName: string },
): Row[] {
  const { jobTitle: job, seekerName: name } = e;
  const data = { jobId: e.jobId, applicationId: e.applicationId, offerId: e.offerId, status: 'expired' };
  return [
    {
      userId: seekerId,
      kind: 'offer_expired',
      title: `Your offer for ${job} has expired`,
      titleZh: `${job}职位的录用通知已过期`,
      titleAr: `انتهت صلاحية عرض العمل لوظيفة ${job}`,
      icon: 'offer',
      url: links.offer(e.jobId),
      data,
    },
    ...organisationSide.map((userId): Row => ({
      userId,
      kind: 'offer_expired',
      title: `Your offer to ${name} for ${job} expired without an answer`,
      titleZh: `您向${name}发出的${job}职位录用通知已过期，未获答复`,
      titleAr: `انتهت صلاحية عرض العمل المرسل إلى ${name} لوظيفة ${job} دون رد`,
      icon: 'offer',
      url: links.hrJobStage(e.jobId, 'offers'),
      data,
    })),
  ];
}

const KIND_TEXT: Record<string, { en: string; zh: string; ar: string }> = {
  interview: { en: 'interview', zh: '面试', ar: 'المقابلة' },
  phone_screen: { en: 'phone screening', zh: '电话初筛', ar: 'المقابلة الهاتفية الأولية' },
  technical_test: { en: 'technical test', zh: '技术测试', ar: 'الاختبار الفني' },
  assignment: { en: 'take-home assignment', zh: '课后作业', ar: 'المهمة العملية' },
  panel: { en: 'panel interview', zh: '小组面试', ar: 'المقابلة أمام لجنة' },
};
const kindText = (format: string) => KIND_TEXT[format] ?? { en: 'interview', zh: '面试', ar: 'المقابلة' };

/** The window of a reminder: a day before, or an hour before. */
export type ReminderWindow = '24h' | '1h';

/**
 * The start of an interview in each language, in the interview's own time zone (the data model
 * keeps the interview's zone, not a person's), the zone named: "Tue, May 6, 2026, 10:00 AM
 * (Asia/Muscat)".
 */
export function startsAtText(startsAt: Date, timeZone: string): { en: string; zh: string; ar: string } {
  let zone = timeZone;
  const format = (locale: string) => {
    const options: Intl.DateTimeFormatOptions = {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
    };
    try {
      return new Intl.DateTimeFormat(locale, options).format(startsAt);
    } catch {
      // a zone this runtime does not know: UTC, named as such
      zone = 'UTC';
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(startsAt);
    }
  };
  const en = format('en-US');
  const zh = format('zh-CN');
  const ar = format('ar');
  return { en: `${en} (${zone})`, zh: `${zh}（${zone}）`, ar: `${ar} (${zone})` };
}

export interface ReminderEvent {
  assessmentId: string;
  applicationId: string;
  jobId: string;
  jobTitle: string;
  /** The stored kind: interview, technical_test… */
  format: string;
  seekerName: string;
  startsAt: Date;
  timeZone: string;
  window: ReminderWindow;
}

/**
 * To the candidate and to every participant: the interview is a day, or an hour, away. Each
 * recipient reads the time in their own time zone when they set one (`zoneOf`), else the interview's.
 */
export function assessmentReminderNotifications(
  seekerId: string,
  participants: readonly string[],
  e: ReminderEvent,
  zoneOf: (userId: string) => string | null = () => null,
): Row[] {
  const k = kindText(e.format);
  const whenFor = (userId: string) => startsAtText(e.startsAt, zoneOf(userId) ?? e.timeZone);
  const when = whenFor(seekerId);
  const { jobTitle: job, seekerName: name } = e;
  const soon = e.window === '1h';
  const data = {
    jobId: e.jobId,
    applicationId: e.applicationId,
    assessmentId: e.assessmentId,
    window: e.window,
    startsAt: e.startsAt.toISOString(),
  };
  return [
    {
      userId: seekerId,
      kind: 'assessment_reminder',
      title: soon
        ? `Starting within the hour: your ${k.en} for ${job}, ${when.en}`
        : `Reminder: your ${k.en} for ${job} is on ${when.en}`,
      titleZh: soon
        ? `即将开始：您的${job}职位${k.zh}将于${when.zh}进行`
        : `提醒：您的${job}职位${k.zh}将于${when.zh}进行`,
      titleAr: soon
        ? `تبدأ خلال ساعة: ${k.ar} لوظيفة ${job}، ${when.ar}`
        : `تذكير: موعد ${k.ar} لوظيفة ${job} في ${when.ar}`,
      icon: 'assessment',
      url: links.interview(e.jobId, e.assessmentId),
      data,
    },
    ...participants.map((userId): Row => {
      const when = whenFor(userId);
      return {
        userId,
        kind: 'assessment_reminder',
        title: soon
          ? `Starting within the hour: ${k.en} with ${name} for ${job}, ${when.en}`
          : `Reminder: ${k.en} with ${name} for ${job} on ${when.en}`,
        titleZh: soon
          ? `即将开始：与${name}的${job}职位${k.zh}将于${when.zh}进行`
          : `提醒：与${name}的${job}职位${k.zh}将于${when.zh}进行`,
        titleAr: soon
          ? `تبدأ خلال ساعة: ${k.ar} مع ${name} لوظيفة ${job}، ${when.ar}`
          : `تذكير: ${k.ar} مع ${name} لوظيفة ${job} في ${when.ar}`,
        icon: 'assessment',
        url: links.hrJobStage(e.jobId, 'interviews'),
        data,
      };
    }),
  ];
}
