import type { MailMessage } from '../../lib/mailer.js';
import { type MailLanguage, PRODUCT_NAME } from '../auth/auth-mails.js';
import type { ShareableJob } from './job-share.repository.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const TEXT = {
  'en-US': {
    subject: (name: string, title: string) => `${name} shared a job with you: ${title}`,
    intro: (name: string) => `${name} thinks this job on ${PRODUCT_NAME} may interest you.`,
    their: (name: string) => `${name} wrote:`,
    at: (company: string) => `at ${company}`,
    remote: 'Remote',
    separator: ', ',
    action: 'View the job',
    why: (name: string) =>
      `You received this mail because ${name} shared a job with you on ${PRODUCT_NAME}. Your address has not been signed up for anything.`,
  },
  'zh-CN': {
    subject: (name: string, title: string) => `${name} 与您分享了一个职位：${title}`,
    intro: (name: string) => `${name} 认为您可能会对 ${PRODUCT_NAME} 上的这个职位感兴趣。`,
    their: (name: string) => `${name} 留言：`,
    at: (company: string) => `招聘方：${company}`,
    remote: '远程',
    separator: '，',
    action: '查看职位',
    why: (name: string) =>
      `您收到此邮件，是因为 ${name} 在 ${PRODUCT_NAME} 上与您分享了一个职位。您的地址没有被用于注册任何服务。`,
  },
  ar: {
    subject: (name: string, title: string) => `شارك ${name} وظيفة معك: ${title}`,
    intro: (name: string) => `يرى ${name} أن هذه الوظيفة على ${PRODUCT_NAME} قد تهمك.`,
    their: (name: string) => `كتب ${name}:`,
    at: (company: string) => `لدى ${company}`,
    remote: 'عن بُعد',
    separator: '، ',
    action: 'عرض الوظيفة',
    why: (name: string) =>
      `وصلتك هذه الرسالة لأن ${name} شارك وظيفة معك على ${PRODUCT_NAME}. لم يُسجَّل عنوانك في أي شيء.`,
  },
} as const;

/** The job's place in the language: city, country, and "remote" when it is. */
export function placeIn(language: MailLanguage, job: ShareableJob): string {
  const t = TEXT[language];
  const pick = (en: string | null, zh: string | null, ar: string | null) =>
    (language === 'zh-CN' ? zh : language === 'ar' ? ar : en) || en;
  const parts = [
    pick(job.cityNameEn, job.cityNameZh, job.cityNameAr),
    pick(job.countryNameEn, job.countryNameZh, job.countryNameAr),
    job.remote ? t.remote : null,
  ].filter((p): p is string => p !== null && p !== '');
  return parts.join(t.separator);
}

/**
 * The mail of a shared job, in the sharer's interface language: who shared it (their name, never
 * their address), the job's title, company and place, their note quoted, and the job's public page.
 */
export function jobShareMail(
  publicUrl: string,
  language: MailLanguage,
  share: { to: string; sharerName: string; job: ShareableJob; message: string | null },
): MailMessage {
  const t = TEXT[language];
  const { job, sharerName: name } = share;
  const href = `${publicUrl}/jobs/${encodeURIComponent(job.id)}`;
  const place = placeIn(language, job);
  const quoted = share.message === null ? [] : share.message.split(/\r\n|\r|\n/);
  const text = [
    t.intro(name),
    '',
    job.title,
    t.at(job.companyName),
    place,
    ...(quoted.length === 0 ? [] : ['', t.their(name), ...quoted.map((line) => `> ${line}`)]),
    '',
    `${t.action}: ${href}`,
    '',
    t.why(name),
    '',
    PRODUCT_NAME,
  ].join('\n');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const bdi = (s: string) => `<bdi>${escapeHtml(s)}</bdi>`;
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:system-ui,sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(t.intro('\u0000')).replace('\u0000', bdi(name))}</p>`,
    `<p><strong>${bdi(job.title)}</strong><br>${escapeHtml(t.at('\u0000')).replace('\u0000', bdi(job.companyName))}<br>${escapeHtml(place)}</p>`,
    ...(quoted.length === 0
      ? []
      : [
          `<p>${escapeHtml(t.their('\u0000')).replace('\u0000', bdi(name))}</p>`,
          `<blockquote dir="auto" style="margin:0 0 1em;padding:0 1em;border-inline-start:3px solid #ccc;color:#333">${quoted.map(escapeHtml).join('<br>')}</blockquote>`,
        ]),
    `<p><a href="${escapeHtml(href)}">${escapeHtml(t.action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(t.why('\u0000')).replace('\u0000', bdi(name))}</p>`,
    `<p style="color:#666">${escapeHtml(PRODUCT_NAME)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: share.to, subject: t.subject(name, job.title), text, html };
}
