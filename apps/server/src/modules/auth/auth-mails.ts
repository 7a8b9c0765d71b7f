import type { MailMessage } from '../../lib/mailer.js';

/** The interface languages; a mail is written in the one the person used. */
export type MailLanguage = 'en-US' | 'zh-CN' | 'ar';

export const PRODUCT_NAME = 'Talent Sourcing';

/** The request's language: the `language` cookie the web app sets, else Accept-Language, else English. */
export function mailLanguage(cookie: string | undefined, acceptLanguage: string | undefined): MailLanguage {
  const pick = (value: string): MailLanguage | undefined => {
    const v = value.trim().toLowerCase();
    if (v.startsWith('ar')) return 'ar';
    if (v.startsWith('zh')) return 'zh-CN';
    if (v.startsWith('en')) return 'en-US';
    return undefined;
  };
  if (cookie !== undefined) {
    const chosen = pick(cookie);
    if (chosen !== undefined) return chosen;
  }
  for (const part of (acceptLanguage ?? '').split(',')) {
    const chosen = pick(part.split(';')[0] ?? '');
    if (chosen !== undefined) return chosen;
  }
  return 'en-US';
}

export function asLanguage(language: string): MailLanguage {
  return language === 'ar' || language === 'zh-CN' ? language : 'en-US';
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function html(language: MailLanguage, paragraphs: string[], link: { href: string; label: string }): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return [
    `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:system-ui,sans-serif;line-height:1.5">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    `<p style="color:#666">${escapeHtml(PRODUCT_NAME)}</p>`,
    '</body></html>',
  ].join('\n');
}

const SIGNUP = {
  'en-US': {
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    hello: 'Hello,',
    body: (hours: number) =>
      `Open this link to finish creating your ${PRODUCT_NAME} account. It works once, for ${hours} hours.`,
    action: 'Confirm and sign in',
    ignore: 'If you did not sign up, ignore this mail: no account is made without this link.',
  },
  'zh-CN': {
    subject: `确认您在 ${PRODUCT_NAME} 的电子邮件地址`,
    hello: '您好：',
    body: (hours: number) =>
      `打开此链接即可完成创建您的 ${PRODUCT_NAME} 帐户。该链接只能使用一次，${hours} 小时内有效。`,
    action: '确认并登录',
    ignore: '如果您没有注册，请忽略此邮件：没有此链接就不会创建帐户。',
  },
  ar: {
    subject: `أكّد عنوان بريدك الإلكتروني في ${PRODUCT_NAME}`,
    hello: 'مرحبًا،',
    body: (hours: number) =>
      `افتح هذا الرابط لإكمال إنشاء حسابك في ${PRODUCT_NAME}. يعمل الرابط مرة واحدة خلال ${hours} ساعة.`,
    action: 'التأكيد وتسجيل الدخول',
    ignore: 'إذا لم تقم بالتسجيل فتجاهل هذه الرسالة: لا يُنشأ أي حساب دون هذا الرابط.',
  },
} as const;

const TAKEN = {
  'en-US': {
    subject: `Someone tried to sign up to ${PRODUCT_NAME} with your address`,
    hello: (name: string) => `Hello ${name},`,
    body: 'Someone (perhaps you) tried to create a new account with this e-mail address. You already have an account, so nothing was changed.',
    action: 'Sign in to your account',
    ignore: 'If it was not you, you can ignore this mail; your account and password are unchanged.',
  },
  'zh-CN': {
    subject: `有人尝试使用您的地址注册 ${PRODUCT_NAME}`,
    hello: (name: string) => `${name}，您好：`,
    body: '有人（可能是您本人）尝试使用此电子邮件地址创建新帐户。您已经拥有帐户，因此没有任何更改。',
    action: '登录您的帐户',
    ignore: '如果不是您本人操作，可以忽略此邮件；您的帐户和密码均未更改。',
  },
  ar: {
    subject: `حاول أحدهم التسجيل في ${PRODUCT_NAME} بعنوانك`,
    hello: (name: string) => `مرحبًا ${name}،`,
    body: 'حاول أحدهم (ربما أنت) إنشاء حساب جديد بعنوان البريد هذا. لديك حساب بالفعل، لذا لم يتغير شيء.',
    action: 'تسجيل الدخول إلى حسابك',
    ignore: 'إن لم تكن أنت فيمكنك تجاهل هذه الرسالة؛ حسابك وكلمة مرورك كما هما.',
  },
} as const;

/**
 * The link that finishes a sign-up; the token sits in the fragment, which browsers never send to a server.
 * The address is not verified yet, so the mail holds nothing the person typed (not the name they gave):
 * otherwise anyone could send their own words, under this product's name, to any address.
 */
export function signupMail(
  publicUrl: string,
  language: string,
  to: { to: string; token: string; validHours: number },
): MailMessage {
  const lang = asLanguage(language);
  const t = SIGNUP[lang];
  return composeAccountMail(lang, {
    to: to.to,
    subject: t.subject,
    paragraphs: [t.hello, t.body(to.validHours)],
    link: { href: `${publicUrl}/sso/verify#token=${encodeURIComponent(to.token)}`, label: t.action },
    after: t.ignore,
  });
}

/** To the owner of a registered address that someone tried to sign up with: the name they registered with. */
export function signupTakenMail(
  publicUrl: string,
  language: string,
  to: { to: string; fullName: string },
): MailMessage {
  const lang = asLanguage(language);
  const t = TAKEN[lang];
  return composeAccountMail(lang, {
    to: to.to,
    subject: t.subject,
    paragraphs: [t.hello(to.fullName), t.body],
    link: { href: `${publicUrl}/sso/login`, label: t.action },
    after: t.ignore,
  });
}

/**
 * An account mail (a link to act on, or a notice): the paragraphs, the link, then what to do if it
 * was not you, as plain text and HTML in the reader's language and direction.
 */
export function composeAccountMail(
  language: MailLanguage,
  message: {
    to: string;
    subject: string;
    paragraphs: string[];
    link: { href: string; label: string };
    after?: string;
  },
): MailMessage {
  const after = message.after !== undefined ? ['', message.after] : [];
  return {
    to: message.to,
    subject: message.subject,
    text: [...message.paragraphs, '', message.link.href, ...after, '', PRODUCT_NAME].join('\n'),
    html: html(language, message.paragraphs, message.link).replace(
      '</a></p>',
      message.after !== undefined ? `</a></p>\n<p>${escapeHtml(message.after)}</p>` : '</a></p>',
    ),
  };
}
