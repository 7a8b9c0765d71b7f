import type { Insertable } from 'kysely';
import { links } from '@talent/contracts';
import type { Notifications } from '../../db/schema.js';

/**
 * The notifications an assessment's changes send to the other side, titles in the three interface
 * languages (worded as the demo data words the same events), links from the shared list in
 * links.ts. Written through insertNotifications.
 */

type Row = Insertable<Notifications>;

export interface AssessmentEvent {
  assessmentId: string;
  applicationId: string;
  jobId: string;
  jobTitle: string;
  /** The stored kind: interview, technical_test… */
  format: string;
}

const KIND_TEXT: Record<string, { en: string; zh: string; ar: string }> = {
  interview: { en: 'Interview', zh: '面试', ar: 'مقابلة' },
  phone_screen: { en: 'Phone screening', zh: '电话初筛', ar: 'مقابلة هاتفية أولية' },
  technical_test: { en: 'Technical test', zh: '技术测试', ar: 'اختبار فني' },
  assignment: { en: 'Take-home assignment', zh: '课后作业', ar: 'مهمة عملية' },
  panel: { en: 'Panel interview', zh: '小组面试', ar: 'مقابلة أمام لجنة' },
};
const kindText = (format: string) => KIND_TEXT[format] ?? { en: 'Interview', zh: '面试', ar: 'مقابلة' };

function data(e: AssessmentEvent, extra: Record<string, string> = {}) {
  return { jobId: e.jobId, applicationId: e.applicationId, assessmentId: e.assessmentId, ...extra };
}

/** To the candidate: a new assessment, or a new time for one. */
export function assessmentScheduledNotification(
  seekerId: string,
  e: AssessmentEvent,
  rescheduled: boolean,
): Row {
  const k = kindText(e.format);
  const job = e.jobTitle;
  return {
    userId: seekerId,
    kind: rescheduled ? 'assessment_rescheduled' : 'assessment_scheduled',
    title: rescheduled
      ? `New time for your ${k.en.toLowerCase()} for ${job}`
      : `${k.en} scheduled for ${job}`,
    titleZh: rescheduled ? `${job}职位的${k.zh}时间已更改` : `已为${job}职位安排${k.zh}`,
    titleAr: rescheduled ? `موعد جديد لـ${k.ar} لوظيفة ${job}` : `تم تحديد موعد ${k.ar} لوظيفة ${job}`,
    icon: 'assessment',
    url: links.interview(e.jobId, e.assessmentId),
    data: data(e),
  };
}

/** To the recruiters of the assessment: the candidate accepted, declined or asked for another time. */
export function assessmentAnsweredNotifications(
  recipients: readonly string[],
  e: AssessmentEvent & { seekerName: string; answer: 'accepted' | 'rejected' | 'reschedule_requested' },
): Row[] {
  const k = kindText(e.format);
  const { seekerName: name, jobTitle: job } = e;
  const titles = {
    accepted: {
      title: `${name} confirmed the ${k.en.toLowerCase()} for ${job}`,
      titleZh: `${name}已确认参加${job}职位的${k.zh}`,
      titleAr: `أكد ${name} حضور ${k.ar} لوظيفة ${job}`,
    },
    rejected: {
      title: `${name} declined the ${k.en.toLowerCase()} for ${job}`,
      titleZh: `${name}拒绝了${job}职位的${k.zh}`,
      titleAr: `اعتذر ${name} عن ${k.ar} لوظيفة ${job}`,
    },
    reschedule_requested: {
      title: `${name} asked for another time for the ${k.en.toLowerCase()} for ${job}`,
      titleZh: `${name}申请更改${job}职位的${k.zh}时间`,
      titleAr: `طلب ${name} موعدا آخر لـ${k.ar} لوظيفة ${job}`,
    },
  }[e.answer];
  return recipients.map((userId) => ({
    userId,
    kind: 'assessment_answered',
    ...titles,
    icon: 'assessment',
    url: links.hrJobStage(e.jobId, 'interviews'),
    data: data(e, { status: e.answer }),
  }));
}

/** To the assessment's other recruiters: a participant gave feedback. */
export function assessmentFeedbackNotifications(
  recipients: readonly string[],
  e: AssessmentEvent & { seekerName: string },
): Row[] {
  const { seekerName: name, jobTitle: job } = e;
  return recipients.map((userId) => ({
    userId,
    kind: 'assessment_feedback',
    title: `New feedback on ${name} for ${job}`,
    titleZh: `${name}（${job}）有新的面试反馈`,
    titleAr: `ملاحظات جديدة حول ${name} لوظيفة ${job}`,
    icon: 'feedback',
    url: links.hrJobStage(e.jobId, 'interviews'),
    data: data(e),
  }));
}
