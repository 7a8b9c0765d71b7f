import { type Text3, t } from './text.js';

/**
 * What recruiters and candidates write to each other during the pipeline, and the titles of the
 * notifications it sends, in the three languages. Recruiters write in the job's language;
 * notification titles are stored in all three.
 */

/**
 * Titles of the notifications the demo writes itself; those of the pipeline come from the API's own
 * builders (the modules’ *-notifications.ts files), so that the demo's rows are the ones the API writes.
 */
export const notificationTitles = {
  savedSearchMatch: t(
    'New jobs match your saved search “{search}”',
    '有新职位符合您保存的搜索“{search}”',
    'وظائف جديدة تطابق بحثك المحفوظ «{search}»',
  ),
  freshoutOffer: t(
    '{org} sent you a graduate offer: {job}',
    '{org}向您发出了应届生录用意向：{job}',
    'أرسلت لك {org} عرضا لحديثي التخرج: {job}',
  ),
} as const;

export const assessmentKinds = {
  interview: t('Interview', '面试', 'مقابلة'),
  phone_screen: t('Phone screening', '电话初筛', 'مقابلة هاتفية أولية'),
  technical_test: t('Technical test', '技术测试', 'اختبار فني'),
  assignment: t('Take-home assignment', '课后作业', 'مهمة عملية'),
  panel: t('Panel interview', '小组面试', 'مقابلة أمام لجنة'),
} as const;

export const assessmentInstructions = {
  onsite: t(
    'Please bring your ID card and arrive ten minutes early; ask for {recruiter} at reception.',
    '请携带身份证件并提前十分钟到达，在前台找{recruiter}。',
    'يرجى إحضار بطاقة الهوية والحضور قبل الموعد بعشر دقائق، واطلب {recruiter} من الاستقبال.',
  ),
  online: t(
    'Join from a quiet place with a working camera and microphone.',
    '请在安静的环境中参加，并确保摄像头和麦克风正常。',
    'يرجى الانضمام من مكان هادئ مع كاميرا وميكروفون يعملان.',
  ),
  phone: t(
    '{recruiter} will call you on the mobile number in your profile.',
    '{recruiter}将拨打您资料中的手机号码。',
    'سيتصل بك {recruiter} على رقم الجوال المسجل في ملفك.',
  ),
} as const;

export const rescheduleNotes: readonly Text3[] = [
  t(
    'I have an exam that morning. Could we move it to the afternoon or the next day?',
    '那天上午我有考试，可以改到下午或第二天吗？',
    'لدي اختبار في صباح ذلك اليوم، هل يمكن تأجيله إلى المساء أو اليوم التالي؟',
  ),
  t(
    'I am travelling that week. Any day next week works for me.',
    '那周我在出差，下周任何一天都可以。',
    'سأكون مسافرا في ذلك الأسبوع، وأي يوم من الأسبوع القادم يناسبني.',
  ),
];

export const declineNotes: readonly Text3[] = [
  t(
    'Thank you, but I have accepted another position.',
    '谢谢，但我已接受了其他职位。',
    'شكرا لكم، لكنني قبلت وظيفة أخرى.',
  ),
  t(
    'The location does not suit me at the moment.',
    '目前这个工作地点不太适合我。',
    'موقع العمل لا يناسبني في الوقت الحالي.',
  ),
];

export const positiveFeedback: readonly Text3[] = [
  t(
    'Strong fundamentals and clear communication. Good fit for the team.',
    '基础扎实，表达清晰，与团队契合度高。',
    'أساسيات قوية وتواصل واضح، ومناسب للفريق.',
  ),
  t(
    'Solved the case study well and asked good questions about the role.',
    '案例分析完成得很好，对岗位提出了有价值的问题。',
    'حل دراسة الحالة بشكل جيد وطرح أسئلة مفيدة عن الدور.',
  ),
];

export const mixedFeedback: readonly Text3[] = [
  t(
    'Good experience, but limited exposure to the tools we use. Worth a second conversation.',
    '经验不错，但对我们使用的工具接触有限，建议再面一轮。',
    'خبرة جيدة لكن معرفته بالأدوات التي نستخدمها محدودة، ويستحق مقابلة ثانية.',
  ),
];

export const negativeFeedback: readonly Text3[] = [
  t(
    'Not enough hands-on experience for this level yet.',
    '就该职级而言，实践经验尚有不足。',
    'لا يملك بعد الخبرة العملية الكافية لهذا المستوى.',
  ),
  t(
    'Answers stayed general; could not give concrete examples.',
    '回答较为笼统，未能举出具体实例。',
    'كانت الإجابات عامة ولم يقدم أمثلة محددة.',
  ),
];

export const invitationMessages: readonly Text3[] = [
  t(
    'Hello {name}, your profile caught our attention. We think you would be a great fit for {job} at {org}, and we would like to invite you to apply.',
    '{name}您好，您的简历引起了我们的关注。我们认为您非常适合{org}的{job}职位，诚邀您申请。',
    'مرحبا {name}، لفت ملفك انتباهنا ونعتقد أنك مناسب لوظيفة {job} في {org}، ونود دعوتك للتقدم.',
  ),
  t(
    'Dear {name}, we are growing our team at {org} and your experience matches our {job} opening. Apply if you are interested!',
    '{name}您好，{org}正在扩充团队，您的经历与我们的{job}职位十分匹配，欢迎申请！',
    'عزيزي {name}، نعمل على توسيع فريقنا في {org} وخبرتك تتوافق مع وظيفة {job} الشاغرة، تقدم إن كنت مهتما!',
  ),
];

export const coverLetters: readonly Text3[] = [
  t(
    'I am writing to apply for the {job} position at {org}. My experience matches what you are looking for, and I would welcome the chance to talk.',
    '您好，我希望申请贵公司{org}的{job}职位。我的经历与岗位要求十分契合，期待与您进一步沟通。',
    'أتقدم بطلبي لوظيفة {job} في {org}، وخبرتي تتوافق مع متطلباتكم، وأتطلع إلى فرصة للحديث معكم.',
  ),
  t(
    'Please find my CV attached for the {job} role. I am available to start within a month.',
    '随信附上我应聘{job}职位的简历，我可在一个月内到岗。',
    'مرفق سيرتي الذاتية لوظيفة {job}، ويمكنني الالتحاق بالعمل خلال شهر.',
  ),
];

export const offerMessages: readonly Text3[] = [
  t(
    'Dear {name}, we are delighted to offer you the position of {job}. The details are below; please let us know your decision before the offer expires.',
    '{name}您好，我们很高兴向您发出{job}职位的录用通知，详情如下，请在有效期内答复。',
    'عزيزي {name}، يسعدنا أن نقدم لك عرض العمل لوظيفة {job}. التفاصيل أدناه، يرجى إبلاغنا بقرارك قبل انتهاء صلاحية العرض.',
  ),
];

export const offerRejectReasons: readonly Text3[] = [
  t(
    'I accepted a counter-offer from my current employer.',
    '我接受了现任雇主的挽留方案。',
    'قبلت عرضا مضادا من جهة عملي الحالية.',
  ),
  t('The salary is below my expectations.', '薪资低于我的预期。', 'الراتب أقل من توقعاتي.'),
  t('I have decided to relocate to another country.', '我决定移居其他国家。', 'قررت الانتقال إلى بلد آخر.'),
];

export const rejectionNotes: readonly Text3[] = [
  t(
    'Other candidates matched the requirements more closely.',
    '其他候选人更符合岗位要求。',
    'مرشحون آخرون أكثر تطابقا مع المتطلبات.',
  ),
  t('Missing the required certification.', '缺少岗位要求的证书。', 'لا يملك الشهادة المطلوبة.'),
  t('Salary expectations outside the budget.', '期望薪资超出预算。', 'توقعات الراتب خارج الميزانية.'),
];

export const withdrawalNotes: readonly Text3[] = [
  t('Accepted another offer.', '已接受其他录用。', 'قبلت عرضا آخر.'),
  t('No longer looking for a change.', '暂时不考虑换工作。', 'لم أعد أبحث عن تغيير.'),
];

export const shortlistNotes: readonly Text3[] = [
  t('Strong CV, relevant experience.', '简历出色，经验相关。', 'سيرة ذاتية قوية وخبرة ذات صلة.'),
  t('Speaks Arabic and English.', '会说阿拉伯语和英语。', 'يتحدث العربية والإنجليزية.'),
  t('Available immediately.', '可立即到岗。', 'متاح للعمل فورا.'),
];

/** A short exchange between the recruiter and the candidate in a channel about an application. */
export const chatConversation: readonly (readonly ['recruiter' | 'candidate', Text3])[] = [
  [
    'recruiter',
    t(
      'Hello {name}, thank you for your application for {job}. Do you have time for a short call this week?',
      '{name}您好，感谢您申请{job}职位。本周方便简单通个电话吗？',
      'مرحبا {name}، شكرا لتقدمك لوظيفة {job}. هل لديك وقت لمكالمة قصيرة هذا الأسبوع؟',
    ),
  ],
  [
    'candidate',
    t(
      'Hello, thank you! Yes, Tuesday or Wednesday afternoon works for me.',
      '您好，谢谢！周二或周三下午都可以。',
      'مرحبا، شكرا لك! نعم، يناسبني يوم الثلاثاء أو الأربعاء بعد الظهر.',
    ),
  ],
  [
    'recruiter',
    t(
      'Great, I have sent you an invitation in the app. Let me know if anything changes.',
      '好的，我已经在应用中给您发送了邀请，如有变动请告诉我。',
      'ممتاز، أرسلت لك دعوة عبر التطبيق. أخبرني إن تغير أي شيء.',
    ),
  ],
  [
    'candidate',
    t('Received, thank you. See you then.', '收到，谢谢，到时见。', 'وصلتني، شكرا لك. أراك حينها.'),
  ],
  [
    'recruiter',
    t(
      'One more thing: please bring a copy of your certificates.',
      '另外，请带上您的证书复印件。',
      'أمر آخر: يرجى إحضار نسخة من شهاداتك.',
    ),
  ],
  ['candidate', t('Of course, I will.', '好的，没问题。', 'بالتأكيد، سأفعل.')],
];

export const teamConversation: readonly Text3[] = [
  t(
    'I have moved the strongest applicants for {job} to the shortlist. Please add your feedback after each interview.',
    '我已把{job}职位最合适的申请人加入候选名单，请在每次面试后填写反馈。',
    'نقلت أقوى المتقدمين لوظيفة {job} إلى القائمة المختصرة، يرجى إضافة ملاحظاتكم بعد كل مقابلة.',
  ),
  t(
    'Thanks. I can take the technical interviews on Tuesdays and Thursdays.',
    '好的，我可以在周二和周四负责技术面试。',
    'شكرا، يمكنني إجراء المقابلات الفنية يومي الثلاثاء والخميس.',
  ),
  t(
    'Approved the budget for two hires on this role.',
    '该岗位两个名额的预算已获批准。',
    'تمت الموافقة على ميزانية تعيين شخصين لهذه الوظيفة.',
  ),
];

export const freshoutRequestMessages: readonly Text3[] = [
  t(
    'Recent graduate looking for a graduate programme or first role. Happy to relocate within the GCC.',
    '应届毕业生，寻找管培生项目或第一份工作，可在海湾地区内调动。',
    'خريج حديث أبحث عن برنامج للخريجين أو وظيفة أولى، ومستعد للانتقال داخل دول الخليج.',
  ),
  t(
    'I completed my internship last semester and I am ready to start immediately.',
    '我上学期完成了实习，可以立即入职。',
    'أكملت تدريبي العملي في الفصل الماضي وأنا جاهز للبدء فورا.',
  ),
];

export const freshoutOfferTitles: readonly Text3[] = [
  t('Graduate Trainee Programme', '管理培训生项目', 'برنامج الخريجين المتدربين'),
  t('Graduate Development Programme', '应届生培养计划', 'برنامج تطوير الخريجين'),
];

export const freshoutOfferMessages: readonly Text3[] = [
  t(
    'We liked your profile and would like to offer you a place on our programme, starting next month.',
    '我们很欣赏您的简历，诚邀您加入我们下月开始的培养项目。',
    'أعجبنا ملفك ونود أن نقدم لك مقعدا في برنامجنا الذي يبدأ الشهر القادم.',
  ),
];

export const freshoutRejectReasons: readonly Text3[] = [
  t(
    'I have decided to continue with a master’s degree.',
    '我决定继续攻读硕士学位。',
    'قررت مواصلة دراسة الماجستير.',
  ),
  t(
    'The programme is in a city I cannot move to.',
    '项目所在城市我无法前往。',
    'البرنامج في مدينة لا يمكنني الانتقال إليها.',
  ),
];
