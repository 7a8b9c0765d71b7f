import type { MailMessage } from '../../lib/mailer.js';
import { composeAccountMail, type MailLanguage, PRODUCT_NAME } from '../auth/auth-mails.js';

/**
 * The account's own mails (issue 24). They are about the account's security, so they carry no
 * unsubscribe: each is sent only because its owner (or someone with the address) asked, or to tell
 * the owner of a change. None holds anything a stranger typed.
 */
const WORDS = {
  'en-US': {
    hello: 'Hello,',
    helloName: (name: string) => `Hello ${name},`,
    reset: {
      subject: `Reset your ${PRODUCT_NAME} password`,
      body: (minutes: number) =>
        `Someone (we hope you) asked to reset the password of the ${PRODUCT_NAME} account of this address. Open this link to choose a new one. It works once, for ${minutes} minutes.`,
      action: 'Choose a new password',
      ignore: 'If you did not ask, ignore this mail: your password stays as it is.',
    },
    enterprise: {
      subject: `How to sign in to ${PRODUCT_NAME}`,
      body: (organisation: string) =>
        `Someone (we hope you) asked to reset the password of the ${PRODUCT_NAME} account of this address. This account signs in through ${organisation}, so it has no password here: sign in with your organisation's sign-in, and reset that password with your organisation.`,
      yourOrganisation: 'your organisation',
      action: 'Sign in',
      ignore: 'If you did not ask, ignore this mail: nothing was changed.',
    },
    passwordChanged: {
      subject: `Your ${PRODUCT_NAME} password was changed`,
      body: 'The password of your account was just changed with a reset link, and every place it was signed in was signed out.',
      action: 'Sign in',
      notYou:
        'If it was not you, ask for a new reset link at once from the sign-in page ("Forgot password?").',
    },
    emailChange: {
      subject: `Confirm your new ${PRODUCT_NAME} sign-in address`,
      body: (hours: number) =>
        `Open this link to make this address the sign-in address of your ${PRODUCT_NAME} account. It works once, for ${hours} hours.`,
      action: 'Confirm the new address',
      ignore: 'If you did not ask, ignore this mail: nothing changes without this link.',
    },
    emailTaken: {
      subject: `Someone tried to move a ${PRODUCT_NAME} account to your address`,
      body: `Someone asked to make this address the sign-in address of another ${PRODUCT_NAME} account. It is already the address of your account, so nothing was changed.`,
      action: 'Sign in to your account',
      ignore: 'You need not do anything.',
    },
    deletion: {
      subject: `Your ${PRODUCT_NAME} account will be deleted`,
      body: (date: string) =>
        `You asked us to delete your account. You were signed out everywhere, signing in no longer works, and recruiters no longer find your profile. On ${date} your profile, files, applications' personal details and everything else about you will be erased for good.`,
      action: 'Keep my account',
      keep: 'Changed your mind? Open the link above before then to keep your account. It is the only way to cancel.',
    },
    erased: {
      subject: `Your ${PRODUCT_NAME} account was deleted`,
      body: 'As you asked, your account and the data about you were erased today. Organisations you applied to keep only that an application was made and what they decided, without your name or details.',
      action: `Visit ${PRODUCT_NAME}`,
      after: 'This is the last mail we send to this address.',
    },
    emailChanged: {
      subject: `Your ${PRODUCT_NAME} sign-in address was changed`,
      body: (email: string) =>
        `The sign-in address of your account was just changed to ${email}. Mails about the account go there from now on.`,
      action: 'Sign in',
      notYou:
        'If it was not you, someone knows your password: tell the administrator of the service, who can lock the account.',
    },
  },
  'zh-CN': {
    hello: '您好：',
    helloName: (name: string) => `${name}，您好：`,
    reset: {
      subject: `重置您的 ${PRODUCT_NAME} 密码`,
      body: (minutes: number) =>
        `有人（希望是您本人）请求重置此地址对应的 ${PRODUCT_NAME} 帐户密码。打开此链接即可设置新密码。该链接只能使用一次，${minutes} 分钟内有效。`,
      action: '设置新密码',
      ignore: '如果不是您本人的请求，请忽略此邮件：您的密码不会改变。',
    },
    enterprise: {
      subject: `如何登录 ${PRODUCT_NAME}`,
      body: (organisation: string) =>
        `有人（希望是您本人）请求重置此地址对应的 ${PRODUCT_NAME} 帐户密码。该帐户通过${organisation}登录，在这里没有密码：请使用您所在组织的登录方式，并通过您的组织重置该密码。`,
      yourOrganisation: '您的组织',
      action: '登录',
      ignore: '如果不是您本人的请求，请忽略此邮件：没有任何更改。',
    },
    passwordChanged: {
      subject: `您的 ${PRODUCT_NAME} 密码已更改`,
      body: '您的帐户密码刚刚通过重置链接更改，所有已登录的地方均已退出登录。',
      action: '登录',
      notYou: '如果不是您本人操作，请立即在登录页面（“忘记密码？”）重新申请重置链接。',
    },
    emailChange: {
      subject: `确认您新的 ${PRODUCT_NAME} 登录地址`,
      body: (hours: number) =>
        `打开此链接，即可将此地址设为您 ${PRODUCT_NAME} 帐户的登录地址。该链接只能使用一次，${hours} 小时内有效。`,
      action: '确认新地址',
      ignore: '如果不是您本人的请求，请忽略此邮件：没有此链接就不会有任何更改。',
    },
    emailTaken: {
      subject: `有人尝试将一个 ${PRODUCT_NAME} 帐户改用您的地址`,
      body: `有人请求将此地址设为另一个 ${PRODUCT_NAME} 帐户的登录地址。此地址已属于您的帐户，因此没有任何更改。`,
      action: '登录您的帐户',
      ignore: '您无需进行任何操作。',
    },
    deletion: {
      subject: `您的 ${PRODUCT_NAME} 帐户将被删除`,
      body: (date: string) =>
        `您已要求删除帐户。您已在所有地方退出登录，无法再登录，招聘人员也不会再找到您的资料。${date}，您的资料、文件、申请中的个人信息以及与您有关的其他一切将被永久清除。`,
      action: '保留我的帐户',
      keep: '改变主意了？请在此之前打开上面的链接以保留帐户。这是取消删除的唯一方式。',
    },
    erased: {
      subject: `您的 ${PRODUCT_NAME} 帐户已删除`,
      body: '按照您的要求，您的帐户及与您有关的数据已于今天清除。您申请过的组织只保留曾有一份申请及其决定，不含您的姓名或个人信息。',
      action: `访问 ${PRODUCT_NAME}`,
      after: '这是我们发往此地址的最后一封邮件。',
    },
    emailChanged: {
      subject: `您的 ${PRODUCT_NAME} 登录地址已更改`,
      body: (email: string) => `您帐户的登录地址刚刚更改为 ${email}。今后有关帐户的邮件将发送到该地址。`,
      action: '登录',
      notYou: '如果不是您本人操作，说明有人知道您的密码：请告知本服务的管理员，管理员可以锁定该帐户。',
    },
  },
  ar: {
    hello: 'مرحبًا،',
    helloName: (name: string) => `مرحبًا ${name}،`,
    reset: {
      subject: `إعادة تعيين كلمة مرورك في ${PRODUCT_NAME}`,
      body: (minutes: number) =>
        `طلب أحدهم (ونرجو أن تكون أنت) إعادة تعيين كلمة مرور حساب ${PRODUCT_NAME} المرتبط بهذا العنوان. افتح هذا الرابط لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة خلال ${minutes} دقيقة.`,
      action: 'اختيار كلمة مرور جديدة',
      ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    },
    enterprise: {
      subject: `كيف تسجّل الدخول إلى ${PRODUCT_NAME}`,
      body: (organisation: string) =>
        `طلب أحدهم (ونرجو أن تكون أنت) إعادة تعيين كلمة مرور حساب ${PRODUCT_NAME} المرتبط بهذا العنوان. يسجّل هذا الحساب الدخول عبر ${organisation}، فلا كلمة مرور له هنا: سجّل الدخول بتسجيل دخول مؤسستك، وأعد تعيين كلمة المرور تلك لدى مؤسستك.`,
      yourOrganisation: 'مؤسستك',
      action: 'تسجيل الدخول',
      ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: لم يتغير شيء.',
    },
    passwordChanged: {
      subject: `تم تغيير كلمة مرورك في ${PRODUCT_NAME}`,
      body: 'تم للتو تغيير كلمة مرور حسابك برابط إعادة التعيين، وسُجّل الخروج من كل مكان كان الحساب مسجّلًا فيه.',
      action: 'تسجيل الدخول',
      notYou:
        'إن لم تكن أنت فاطلب رابط إعادة تعيين جديدًا فورًا من صفحة تسجيل الدخول («هل نسيت كلمة المرور؟»).',
    },
    emailChange: {
      subject: `أكّد عنوان تسجيل الدخول الجديد في ${PRODUCT_NAME}`,
      body: (hours: number) =>
        `افتح هذا الرابط لجعل هذا العنوان عنوان تسجيل الدخول لحسابك في ${PRODUCT_NAME}. يعمل الرابط مرة واحدة خلال ${hours} ساعة.`,
      action: 'تأكيد العنوان الجديد',
      ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: لا يتغير شيء دون هذا الرابط.',
    },
    emailTaken: {
      subject: `حاول أحدهم نقل حساب في ${PRODUCT_NAME} إلى عنوانك`,
      body: `طلب أحدهم جعل هذا العنوان عنوان تسجيل الدخول لحساب آخر في ${PRODUCT_NAME}. هذا العنوان لحسابك بالفعل، لذا لم يتغير شيء.`,
      action: 'تسجيل الدخول إلى حسابك',
      ignore: 'لا يلزمك فعل شيء.',
    },
    deletion: {
      subject: `سيُحذف حسابك في ${PRODUCT_NAME}`,
      body: (date: string) =>
        `طلبت حذف حسابك. سُجّل خروجك من كل مكان، ولم يعد تسجيل الدخول ممكنًا، ولم يعد المسؤولون عن التوظيف يجدون ملفك. في ${date} سيُمحى نهائيًا ملفك وملفاتك والتفاصيل الشخصية في طلباتك وكل ما يتعلق بك.`,
      action: 'الإبقاء على حسابي',
      keep: 'غيّرت رأيك؟ افتح الرابط أعلاه قبل ذلك الموعد للإبقاء على حسابك. هذه هي الطريقة الوحيدة للإلغاء.',
    },
    erased: {
      subject: `حُذف حسابك في ${PRODUCT_NAME}`,
      body: 'كما طلبت، مُحي اليوم حسابك والبيانات المتعلقة بك. لا تحتفظ المؤسسات التي تقدّمت إليها إلا بأن طلبًا قُدّم وبما قررته، دون اسمك أو تفاصيلك.',
      action: `زيارة ${PRODUCT_NAME}`,
      after: 'هذه آخر رسالة نرسلها إلى هذا العنوان.',
    },
    emailChanged: {
      subject: `تم تغيير عنوان تسجيل الدخول في ${PRODUCT_NAME}`,
      body: (email: string) =>
        `تم للتو تغيير عنوان تسجيل الدخول لحسابك إلى ${email}. ستصل رسائل الحساب إليه من الآن.`,
      action: 'تسجيل الدخول',
      notYou: 'إن لم تكن أنت فهناك من يعرف كلمة مرورك: أبلغ مسؤول الخدمة، فهو يستطيع قفل الحساب.',
    },
  },
} as const;

const tokenLink = (publicUrl: string, page: string, token: string) =>
  `${publicUrl}${page}#token=${encodeURIComponent(token)}`;

/** The reset link, to a registered address that has a password. */
export function passwordResetMail(
  publicUrl: string,
  language: MailLanguage,
  to: { to: string; token: string; validMinutes: number },
): MailMessage {
  const t = WORDS[language].reset;
  return composeAccountMail(language, {
    to: to.to,
    subject: t.subject,
    paragraphs: [WORDS[language].hello, t.body(to.validMinutes)],
    link: { href: tokenLink(publicUrl, '/sso/reset-password', to.token), label: t.action },
    after: t.ignore,
  });
}

/** To an account that signs in through its organisation: there is no password here to reset. */
export function passwordResetEnterpriseMail(
  publicUrl: string,
  language: MailLanguage,
  to: { to: string; organisationName: string | null },
): MailMessage {
  const t = WORDS[language].enterprise;
  return composeAccountMail(language, {
    to: to.to,
    subject: t.subject,
    paragraphs: [WORDS[language].hello, t.body(to.organisationName ?? t.yourOrganisation)],
    link: { href: `${publicUrl}/sso/login`, label: t.action },
    after: t.ignore,
  });
}

/** To the owner, after a reset: what happened and what to do if it was not them. */
export function passwordChangedMail(
  publicUrl: string,
  language: MailLanguage,
  to: { to: string; fullName: string },
): MailMessage {
  const t = WORDS[language].passwordChanged;
  return composeAccountMail(language, {
    to: to.to,
    subject: t.subject,
    paragraphs: [WORDS[language].helloName(to.fullName), t.body],
    link: { href: `${publicUrl}/sso/login`, label: t.action },
    after: t.notYou,
  });
}

/** To the new address: the link that makes it the account's. */
export function emailChangeMail(
  publicUrl: string,
  language: MailLanguage,
  to: { to: string; token: string; validHours: number },
): MailMessage {
  const t = WORDS[language].emailChange;
  return composeAccountMail(language, {
    to: to.to,
    subject: t.subject,
    paragraphs: [WORDS[language].hello, t.body(to.validHours)],
    link: { href: tokenLink(publicUrl, '/sso/confirm-email', to.token), label: t.action },
    after: t.ignore,
  });
}

/** To a new address that is already another account's: nothing changes (and the asker is not told). */
export function emailTakenMail(publicUrl: string, language: MailLanguage, to: { to: string }): MailMessage {
  const t = WORDS[language].emailTaken;
  return composeAccountMail(language, {
    to: to.to,
    subject: t.subject,
    paragraphs: [WORDS[language].hello, t.body],
    link: { href: `${publicUrl}/sso/login`, label: t.action },
    after: t.ignore,
  });
}

/** To the old address, once the change is made. */
export function emailChangedMail(
  publicUrl: string,
  language: MailLanguage,
  to: { to: string; fullName: string; newEmail: string },
): MailMessage {
  const t = WORDS[language].emailChanged;
  return composeAccountMail(language, {
    to: to.to,
    subject: t.subject,
    paragraphs: [WORDS[language].helloName(to.fullName), t.body(to.newEmail)],
    link: { href: `${publicUrl}/sso/login`, label: t.action },
    after: t.notYou,
  });
}

/** The date a deletion is due, as the reader's language writes it (UTC: the day may differ by a few hours). */
function dayOf(language: MailLanguage, at: Date): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/** After a deletion was asked for: when it happens, and the one link that cancels it. */
export function deletionRequestedMail(
  publicUrl: string,
  language: MailLanguage,
  to: { to: string; fullName: string; token: string; dueAt: Date },
): MailMessage {
  const t = WORDS[language].deletion;
  return composeAccountMail(language, {
    to: to.to,
    subject: t.subject,
    paragraphs: [WORDS[language].helloName(to.fullName), t.body(dayOf(language, to.dueAt))],
    link: { href: tokenLink(publicUrl, '/sso/keep-account', to.token), label: t.action },
    after: t.keep,
  });
}

/** The last mail: the erasure was done. */
export function accountErasedMail(
  publicUrl: string,
  language: MailLanguage,
  to: { to: string; fullName: string },
): MailMessage {
  const t = WORDS[language].erased;
  return composeAccountMail(language, {
    to: to.to,
    subject: t.subject,
    paragraphs: [WORDS[language].helloName(to.fullName), t.body],
    link: { href: publicUrl, label: t.action },
    after: t.after,
  });
}
