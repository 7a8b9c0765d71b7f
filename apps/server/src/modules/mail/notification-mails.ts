import { PRODUCT_NAME, type MailLanguage } from '../auth/auth-mails.js';
import type { QueuedMail } from './queue.js';

/** Where a mail's reader switches these mails off: the notification settings screen. */
export const SETTINGS_PATH = '/notifications/settings';

/** The words every notification's mail shares, per language. */
export const WORDS = {
  'en-US': {
    hello: (name: string) => `Hello ${name},`,
    open: 'Open it',
    why: 'You get this mail because mails about this kind of event are on in your notification settings. To stop them, switch them off there:',
    settings: 'Notification settings',
    calendar: 'The invitation is attached: open interview.ics to add it to your calendar.',
  },
  'zh-CN': {
    hello: (name: string) => `${name}，您好：`,
    open: '打开查看',
    why: '您收到此邮件，是因为您在通知设置中开启了此类事件的邮件。如需停止接收，请在此关闭：',
    settings: '通知设置',
    calendar: '邀请已作为附件发送：打开 interview.ics 即可添加到您的日历。',
  },
  ar: {
    hello: (name: string) => `مرحبًا ${name}،`,
    open: 'افتحه',
    why: 'تصلك هذه الرسالة لأن رسائل هذا النوع من الأحداث مفعّلة في إعدادات الإشعارات. لإيقافها، عطّلها من هناك:',
    settings: 'إعدادات الإشعارات',
    calendar: 'الدعوة مرفقة: افتح interview.ics لإضافتها إلى تقويمك.',
  },
} as const;

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface NotificationMailInput {
  language: MailLanguage;
  to: string;
  name: string;
  /** The notification's title in the reader's language. */
  title: string;
  /** The in-app link of the notification, if any. */
  url: string | null;
  publicUrl: string;
  attachments?: QueuedMail['attachments'];
}

/**
 * The mail of one notification: its title as the subject, a plain-text part and HTML, the link
 * into the product, and the way out (the settings screen, also as List-Unsubscribe).
 */
export function notificationMail(input: NotificationMailInput): QueuedMail {
  const w = WORDS[input.language];
  const link = input.url !== null && input.url.startsWith('/') ? `${input.publicUrl}${input.url}` : null;
  const settings = `${input.publicUrl}${SETTINGS_PATH}`;
  const withCalendar = (input.attachments ?? []).length > 0;
  const text = [
    w.hello(input.name),
    input.title,
    ...(link !== null ? [`${w.open}: ${link}`] : []),
    ...(withCalendar ? [w.calendar] : []),
    '—',
    `${w.why}\n${settings}`,
    PRODUCT_NAME,
  ].join('\n\n');
  const dir = input.language === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${input.language}" dir="${dir}"><body style="font-family:system-ui,sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(w.hello(input.name))}</p>`,
    `<p><strong>${escapeHtml(input.title)}</strong></p>`,
    ...(link !== null ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(w.open)}</a></p>`] : []),
    ...(withCalendar ? [`<p>${escapeHtml(w.calendar)}</p>`] : []),
    `<hr><p style="color:#666;font-size:small">${escapeHtml(w.why)} <a href="${escapeHtml(settings)}">${escapeHtml(w.settings)}</a></p>`,
    `<p style="color:#666;font-size:small">${escapeHtml(PRODUCT_NAME)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: input.to,
    subject: input.title,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${settings}>` },
    ...(input.attachments !== undefined ? { attachments: input.attachments } : {}),
  };
}
