import { unsubscribeHeaders } from '../account/unsubscribe.js';
import type { MailMessage } from '../../lib/mailer.js';
import { type MailLanguage, PRODUCT_NAME } from '../auth/auth-mails.js';
import type { ShareableJob } from './job-share.repository.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// Nothing here takes the sharer's text: the recipient's address is not verified, so a name or a note
// typed by whoever shares would let anyone send words of their choice, under this product's name, to
// any address. The job's title and company are the employer's.
const TEXT = {
  'en-US': {
    subject: (title: string) => `A job was shared with you: ${title}`,
    intro: `Someone who uses ${PRODUCT_NAME} thinks this job may interest you.`,
    at: (company: string) => `at ${company}`,
    remote: 'Remote',
    separator: ', ',
    action: 'View the job',
    why: `You received this mail because someone entered your address to share a job with you on ${PRODUCT_NAME}. Your address has not been signed up for anything.`,
    stop: 'To receive no more jobs shared with this address, from anyone, with one click:',
  },
  'zh-CN': {
    subject: (title: string) => `有人与您分享了一个职位：${title}`,
    intro: `一位 ${PRODUCT_NAME} 用户认为您可能会对这个职位感兴趣。`,
    at: (company: string) => `招聘方：${company}`,
    remote: '远程',
    separator: '，',
    action: '查看职位',
    why: `您收到此邮件，是因为有人在 ${PRODUCT_NAME} 上输入了您的地址，与您分享一个职位。您的地址没有被用于注册任何服务。`,
    stop: '如不想再收到任何人分享到此地址的职位，一键退订：',
  },
  ar: {
    subject: (title: string) => `تمت مشاركة وظيفة معك: ${title}`,
    intro: `يرى أحد مستخدمي ${PRODUCT_NAME} أن هذه الوظيفة قد تهمك.`,
    at: (company: string) => `لدى ${company}`,
    remote: 'عن بُعد',
    separator: '، ',
    action: 'عرض الوظيفة',
    why: `وصلتك هذه الرسالة لأن أحدهم أدخل عنوانك لمشاركة وظيفة معك على ${PRODUCT_NAME}. لم يُسجَّل عنوانك في أي شيء.`,
    stop: 'لكي لا تصلك بعد الآن أي وظائف يشاركها أحد مع هذا العنوان، بنقرة واحدة:',
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
 * The mail of a shared job, in the given language: the job's title, company and place, and its public
 * page. Fixed words around the employer's; neither the sharer's name nor their note, nor their address.
 */
export function jobShareMail(
  publicUrl: string,
  language: MailLanguage,
  share: { to: string; job: ShareableJob; unsubscribeUrl: string },
): MailMessage {
  const t = TEXT[language];
  const { job } = share;
  const href = `${publicUrl}/jobs/${encodeURIComponent(job.id)}`;
  const place = placeIn(language, job);
  const text = [
    t.intro,
    '',
    job.title,
    t.at(job.companyName),
    place,
    '',
    `${t.action}: ${href}`,
    '',
    t.why,
    `${t.stop} ${share.unsubscribeUrl}`,
    '',
    PRODUCT_NAME,
  ].join('\n');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const bdi = (s: string) => `<bdi>${escapeHtml(s)}</bdi>`;
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:system-ui,sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><strong>${bdi(job.title)}</strong><br>${escapeHtml(t.at('\u0000')).replace('\u0000', bdi(job.companyName))}<br>${escapeHtml(place)}</p>`,
    `<p><a href="${escapeHtml(href)}">${escapeHtml(t.action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(t.why)} ${escapeHtml(t.stop)} <a href="${escapeHtml(share.unsubscribeUrl)}">${escapeHtml(share.unsubscribeUrl)}</a></p>`,
    `<p style="color:#666">${escapeHtml(PRODUCT_NAME)}</p>`,
    '</body></html>',
  ].join('\n');
  // a title is one line, but a subject is a header: any line break left in it would end the header
  const subject = t.subject(job.title.replace(/[\r\n\t]+/g, ' ').trim());
  return { to: share.to, subject, text, html, headers: unsubscribeHeaders(share.unsubscribeUrl) };
}
