/* No zod here: the web app's first page imports these texts (its budget keeps zod out of it). */

/**
 * What a person agrees to, word for word (issue 24): the server records the very text shown, in
 * the language it was shown in, with its version and time; a new version of the privacy notice is
 * asked for again. The web app shows these same texts.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-01';
export const SEARCHABLE_CONSENT_VERSION = '2026-12-01';

export type ConsentLanguage = 'en-US' | 'zh-CN' | 'ar';

export const consentTexts = {
  privacy_notice: {
    'en-US':
      'I have read the privacy notice: what Talent Sourcing collects about me, why, how long it keeps it, and how I can see, export or delete it.',
    'zh-CN':
      '我已阅读隐私声明：Talent Sourcing 收集我的哪些信息、原因、保存多久，以及我如何查看、导出或删除这些信息。',
    ar: 'قرأت إشعار الخصوصية: ما الذي تجمعه Talent Sourcing عني، ولماذا، وكم من الوقت تحتفظ به، وكيف أطّلع عليه أو أصدّره أو أحذفه.',
  },
  searchable: {
    'en-US':
      'Recruiters of organisations on Talent Sourcing may find my profile in their searches and see it, without my contact details until I apply to them or accept their invitation. I can switch this off at any time.',
    'zh-CN':
      'Talent Sourcing 上各组织的招聘人员可以在搜索中找到并查看我的资料；在我向其申请或接受其邀请之前，看不到我的联系方式。我可以随时关闭此选项。',
    ar: 'يمكن للمسؤولين عن التوظيف في المؤسسات على Talent Sourcing العثور على ملفي في عمليات بحثهم والاطلاع عليه، دون بيانات التواصل معي حتى أتقدّم إليهم أو أقبل دعوتهم. يمكنني إيقاف ذلك في أي وقت.',
  },
} as const satisfies Record<'privacy_notice' | 'searchable', Record<ConsentLanguage, string>>;
