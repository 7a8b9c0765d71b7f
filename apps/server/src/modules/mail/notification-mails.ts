import { PRODUCT_NAME, type MailLanguage } from '../auth/auth-mails.js';
import { unsubscribeHeaders } from '../account/unsubscribe.js';
import type { QueuedMail } from './queue.js';

/** Where a mail's reader switches these mails off: the notification settings screen. */
export const SETTINGS_PATH = '/account/notifications';

/** The words every notification's mail shares, per language. */
export const WORDS = {
  'en-US': {
    hello: (name: string) => `Hello ${name},`,
    open: 'Open it',
    why: 'You get this mail because mails about this kind of event are on in your notification settings. To stop them, switch them off there:',
    settings: 'Notification settings',
    oneClick: 'Or turn off only this kind of mail, with one click:',
    calendar: 'The invitation is attached: open interview.ics to add it to your calendar.',
  },
  'zh-CN': {
    hello: (name: string) => `${name}，您好：`,
    open: '打开查看',
    why: '您收到此邮件，是因为您在通知设置中开启了此类事件的邮件。如需停止接收，请在此关闭：',
    settings: '通知设置',
    oneClick: '或一键关闭此类邮件：',
    calendar: '邀请已作为附件发送：打开 interview.ics 即可添加到您的日历。',
  },
  ar: {
    hello: (name: string) => `مرحبًا ${name}،`,
    open: 'افتحه',
    why: 'تصلك هذه الرسالة لأن رسائل هذا النوع من الأحداث مفعّلة في إعدادات الإشعارات. لإيقافها، عطّلها من هناك:',
    settings: 'إعدادات الإشعارات',
    oneClick: 'أو أوقف هذا النوع من الرسائل وحده بنقرة واحدة:',
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
  /** The one-click link that turns off this kind of mail (modules/account/unsubscribe.ts). */
  unsubscribeUrl: string;
  attachments?: QueuedMail['attachments'];
}

/**
 * The way out every notification mail ends with: why it came, the settings screen, and the
 * one-click link that turns off exactly this kind of mail (also as List-Unsubscribe, RFC 8058).
 */
export function mailFooter(
  language: MailLanguage,
  publicUrl: string,
  unsubscribeUrl: string,
): { text: string[]; html: string[]; headers: Record<string, string> } {
  const w = WORDS[language];
  const settings = `${publicUrl}${SETTINGS_PATH}`;
  const small = (inner: string) => `<p style="color:#666;font-size:small">${inner}</p>`;
  return {
    text: ['—', `${w.why}\n${settings}`, `${w.oneClick}\n${unsubscribeUrl}`, PRODUCT_NAME],
    html: [
      `<hr>${small(`${escapeHtml(w.why)} <a href="${escapeHtml(settings)}">${escapeHtml(w.settings)}</a>`)}`,
      small(
        `${escapeHtml(w.oneClick)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribeUrl)}</a>`,
      ),
      small(escapeHtml(PRODUCT_NAME)),
    ],
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

/**
 * The mail of one notification: its title as the subject, a plain-text part and HTML, the link
 * into the product, and the way out (the settings screen, also as List-Unsubscribe).
 */
export function notificationMail(input: NotificationMailInput): QueuedMail {
  const w = WORDS[input.language];
  const link = input.url !== null && input.url.startsWith('/') ? `${input.publicUrl}${input.url}` : null;
  const withCalendar = (input.attachments ?? []).length > 0;
  const footer = mailFooter(input.language, input.publicUrl, input.unsubscribeUrl);
  const text = [
    w.hello(input.name),
    input.title,
    ...(link !== null ? [`${w.open}: ${link}`] : []),
    ...(withCalendar ? [w.calendar] : []),
    ...footer.text,
  ].join('\n\n');
  const dir = input.language === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${input.language}" dir="${dir}"><body style="font-family:system-ui,sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(w.hello(input.name))}</p>`,
    `<p><strong>${escapeHtml(input.title)}</strong></p>`,
    ...(link !== null ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(w.open)}</a></p>`] : []),
    ...(withCalendar ? [`<p>${escapeHtml(w.calendar)}</p>`] : []),
    ...footer.html,
    '</body></html>',
  ].join('\n');
  return {
    to: input.to,
    subject: input.title,
    text,
    html,
    headers: footer.headers,
    ...(input.attachments !== undefined ? { attachments: input.attachments } : {}),
  };
}
