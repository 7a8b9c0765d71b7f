import type { Insertable } from 'kysely';
import { links, type MaterialJobField } from '@talent/contracts';
import type { Notifications } from '../../db/schema.js';

/**
 * The notification of a material edit of a published job (issue 25): to each active applicant,
 * naming what changed in the three interface languages, linked to their application. Written
 * through insertNotifications, so the live channel and the mail (per the seeker's settings) follow.
 */

type Row = Insertable<Notifications>;

const WORDS: Record<MaterialJobField, { en: string; zh: string; ar: string }> = {
  salary: { en: 'salary', zh: '薪资', ar: 'الراتب' },
  location: { en: 'place of work', zh: '工作地点', ar: 'مكان العمل' },
  employmentType: { en: 'employment type', zh: '雇佣类型', ar: 'نوع التوظيف' },
};

/** "a", "a and b", "a, b and c" in English; the other languages list with their own comma. */
function englishList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}

export function jobChangedNotification(
  seekerId: string,
  e: { jobId: string; jobTitle: string; applicationId: string; changeId: string; fields: MaterialJobField[] },
): Row {
  const job = e.jobTitle;
  const en = englishList(e.fields.map((f) => WORDS[f].en));
  const zh = e.fields.map((f) => WORDS[f].zh).join('、');
  const ar = e.fields.map((f) => WORDS[f].ar).join('، ');
  return {
    userId: seekerId,
    kind: 'job_changed',
    title: `${job}, a job you applied to, has changed: ${en}`,
    titleZh: `您申请的职位${job}已更新：${zh}`,
    titleAr: `تغيّرت وظيفة ${job} التي تقدمت إليها: ${ar}`,
    icon: 'job',
    url: links.application(e.applicationId),
    data: { jobId: e.jobId, applicationId: e.applicationId, changeId: e.changeId, fields: e.fields },
  };
}
