import type { TextLanguage } from '../types.js';
import { type Text3, joinList, t } from './text.js';

/**
 * Sentence templates for company profiles and job descriptions. Placeholders in braces are
 * filled by the generator; each list is picked from by the seed.
 */

export interface ArabicStem {
  readonly latin: string;
  readonly ar: string;
}

/** Latin and Arabic name stems of Arab companies; the Latin form also makes the slug. */
export const arabicStems: readonly ArabicStem[] = [
  { latin: 'Al Noor', ar: 'النور' },
  { latin: 'Al Waha', ar: 'الواحة' },
  { latin: 'Al Manara', ar: 'المنارة' },
  { latin: 'Al Bustan', ar: 'البستان' },
  { latin: 'Al Rimal', ar: 'الرمال' },
  { latin: 'Al Khaleej', ar: 'الخليج' },
  { latin: 'Sidra', ar: 'سدرة' },
  { latin: 'Al Ghaf', ar: 'الغاف' },
  { latin: 'Al Bayan', ar: 'البيان' },
  { latin: 'Al Fajr', ar: 'الفجر' },
  { latin: 'Al Shorouq', ar: 'الشروق' },
  { latin: 'Al Jisr', ar: 'الجسر' },
  { latin: 'Al Hilal', ar: 'الهلال' },
  { latin: 'Al Amal', ar: 'الأمل' },
  { latin: 'Al Nakhla', ar: 'النخلة' },
  { latin: 'Al Thuraya', ar: 'الثريا' },
  { latin: 'Al Dana', ar: 'الدانة' },
  { latin: 'Al Wafa', ar: 'الوفاء' },
  { latin: 'Al Itqan', ar: 'الإتقان' },
  { latin: 'Al Mada', ar: 'المدى' },
  { latin: 'Al Mouj', ar: 'الموج' },
];

/** Stems named after Omani places, for Omani companies only. */
export const omaniStems: readonly ArabicStem[] = [
  { latin: 'Al Falaj', ar: 'الفلج' },
  { latin: 'Dhofar', ar: 'ظفار' },
  { latin: 'Al Batinah', ar: 'الباطنة' },
  { latin: 'Al Sharqiyah', ar: 'الشرقية' },
  { latin: 'Jebel Akhdar', ar: 'الجبل الأخضر' },
  { latin: 'Ras Al Hadd', ar: 'رأس الحد' },
  { latin: 'Frankincense Coast', ar: 'ساحل اللبان' },
  { latin: 'Majan', ar: 'مجان' },
];

/** English name stems with a Gulf flavour, for companies in Arab countries. */
export const gulfEnglishStems: readonly string[] = [
  'Gulf Horizon',
  'Desert Falcon',
  'Oryx',
  'Red Sea',
  'Arabian Sands',
  'Pearl Coast',
  'Dune Ridge',
  'Dhow Harbour',
];

/** Name stems of international-style companies. */
export const englishStems: readonly string[] = [
  'Bluewave',
  'Northstar',
  'Meridian',
  'Summit',
  'Pinnacle',
  'Silverline',
  'Crescent',
  'Keystone',
  'Harbour Point',
  'Evergreen',
  'Brightpath',
  'Cedar',
  'Atlas',
  'Sandstone',
  'Coral Bay',
  'Greenfield',
  'Skyline',
  'Ironwood',
  'Lumen',
  'Vertex',
  'Beacon',
  'Granite',
  'Clearwater',
  'Riverside',
];

/** Chinese company name stems with their pinyin for the slug. */
export const chineseStems: readonly { readonly zh: string; readonly pinyin: string }[] = [
  { zh: '华信', pinyin: 'huaxin' },
  { zh: '瑞达', pinyin: 'ruida' },
  { zh: '鼎盛', pinyin: 'dingsheng' },
  { zh: '博远', pinyin: 'boyuan' },
  { zh: '启明', pinyin: 'qiming' },
  { zh: '金桥', pinyin: 'jinqiao' },
  { zh: '华拓', pinyin: 'huatuo' },
  { zh: '云帆', pinyin: 'yunfan' },
  { zh: '海纳', pinyin: 'haina' },
  { zh: '星辰', pinyin: 'xingchen' },
  { zh: '丝路', pinyin: 'silu' },
  { zh: '汇通', pinyin: 'huitong' },
  { zh: '中和', pinyin: 'zhonghe' },
  { zh: '恒远', pinyin: 'hengyuan' },
  { zh: '新域', pinyin: 'xinyu' },
  { zh: '安泰', pinyin: 'antai' },
  { zh: '卓越', pinyin: 'zhuoyue' },
  { zh: '天泽', pinyin: 'tianze' },
  { zh: '宏达', pinyin: 'hongda' },
  { zh: '嘉禾', pinyin: 'jiahe' },
];

/** First sentence of a company profile. */
export const companyIntro: readonly Text3[] = [
  t(
    '{name} is {sectorArticle} {sector} company based in {city}, {country}, founded in {year}.',
    '{name}成立于{year}年，总部位于{country}{city}，是一家专注于{sector}领域的企业。',
    '{name} من المؤسسات العاملة في مجال {sector} منذ عام {year}، ومقرها {city}، {country}.',
  ),
  t(
    'Founded in {year}, {name} has grown into one of the leading {sector} businesses in {countryInSentence}.',
    '{name}创立于{year}年，现已发展成为{country}{sector}领域的领先企业之一。',
    '{name} من أبرز الجهات العاملة في مجال {sector} في {country} منذ عام {year}.',
  ),
  t(
    'Headquartered in {city}, {name} has been working in {sector} since {year}.',
    '{name}总部设在{city}，自{year}年起深耕{sector}行业。',
    '{name} اسم معروف في مجال {sector} في {city} منذ عام {year}.',
  ),
];

export const companyReach: readonly Text3[] = [
  t(
    'We serve clients across {region} with a team of more than {staff} people.',
    '公司业务覆盖{region}，现有员工{staff}余人。',
    'نخدم عملاءنا في {region} بفريق يضم أكثر من {staff} موظف.',
  ),
  t(
    'Our {staff}-strong team works on projects across {region}.',
    '我们拥有{staff}多名员工，项目遍及{region}。',
    'يعمل فريقنا المكون من أكثر من {staff} موظف على مشاريع في {region}.',
  ),
];

export const companyValues: readonly Text3[] = [
  t(
    'Our people are at the heart of everything we do, and we invest in their training and long-term careers.',
    '我们坚持以人为本，重视员工培训与长期职业发展。',
    'نؤمن بأن موظفينا هم أساس نجاحنا، لذلك نستثمر في تدريبهم وتطويرهم المهني على المدى الطويل.',
  ),
  t(
    'We combine local knowledge with international standards to deliver work our clients can rely on.',
    '我们将本地经验与国际标准相结合，为客户提供值得信赖的服务。',
    'نجمع بين الخبرة المحلية والمعايير العالمية لتقديم خدمات يعتمد عليها عملاؤنا.',
  ),
  t(
    'We are committed to developing national talent and building careers that last.',
    '我们致力于培养本地人才，为员工打造长远的职业发展道路。',
    'نلتزم بتطوير الكفاءات الوطنية وبناء مسارات مهنية مستدامة.',
  ),
  t(
    'Safety, quality and integrity guide every decision we make.',
    '安全、质量与诚信是我们一切工作的准则。',
    'السلامة والجودة والنزاهة هي القيم التي توجه كل قراراتنا.',
  ),
];

/** Opening of the role paragraph. */
export const roleIntro: readonly Text3[] = [
  t(
    'We are hiring {titleArticle} {title} to join our team in {city}.',
    '我们正在招聘{title}，工作地点为{city}。',
    'نبحث عن {title} للانضمام إلى فريقنا في {city}.',
  ),
  t(
    'Join our growing team in {city} as {titleArticle} {title}.',
    '现诚聘{title}一名，加入我们在{city}不断壮大的团队。',
    'انضم إلى فريقنا المتنامي في {city} بوظيفة {title}.',
  ),
];

export const remoteIntro: Text3 = t(
  'We are hiring {titleArticle} {title}. This is a remote role open to candidates based in {countryInSentence}.',
  '我们正在招聘{title}。本职位支持远程办公，面向常驻{country}的候选人。',
  'نبحث عن {title}. هذه وظيفة عن بعد متاحة للمقيمين في {country}.',
);

/** The sentence that follows the role intro for anything but full-time work. */
export const employmentTypeNotes: Readonly<Record<string, Text3>> = {
  part_time: t('This is a part-time position.', '本职位为兼职。', 'هذه وظيفة بدوام جزئي.'),
  contract: t(
    'This is a fixed-term contract position.',
    '本职位为合同制岗位。',
    'هذه وظيفة بعقد محدد المدة.',
  ),
  temporary: t('This is a temporary position.', '本职位为临时岗位。', 'هذه وظيفة مؤقتة.'),
  internship: t(
    'This is a paid internship for students and recent graduates.',
    '本职位为带薪实习，面向在校生及应届毕业生。',
    'هذا تدريب عملي مدفوع الأجر للطلاب وحديثي التخرج.',
  ),
  freelance: t(
    'This is a freelance engagement with flexible hours.',
    '本职位为自由职业合作，工作时间灵活。',
    'هذا عمل حر بساعات مرنة.',
  ),
};

/** The role's duties (verb phrases) as running text. */
export function responsibilitiesText(duties: readonly string[], language: TextLanguage): string {
  if (language === 'zh') return `主要职责：${duties.join('；')}。`;
  if (language === 'ar') return `تشمل مسؤولياتك ${joinList(duties, 'ar')}.`;
  // one sentence per duty: the phrases contain "and" themselves
  const leads = ['In this role you will', 'You will also', 'In addition, you will'];
  return duties.map((duty, i) => `${leads[Math.min(i, leads.length - 1)] ?? ''} ${duty}.`).join(' ');
}

export const experienceYears: Text3 = t(
  'You have at least {years} of relevant experience.',
  '{years}年以上相关工作经验。',
  'يشترط توفر خبرة لا تقل عن {years} في مجال مماثل.',
);

export const freshGraduates: Text3 = t(
  'Fresh graduates are welcome to apply.',
  '欢迎应届毕业生申请。',
  'نرحب بطلبات حديثي التخرج.',
);

export const skillsRequired: Text3 = t(
  'Hands-on experience with {skills} is essential.',
  '熟练掌握{skills}。',
  'يشترط إتقان المهارات التالية: {skills}.',
);

export const languagesRequired: Text3 = t(
  'Required languages: {languages}.',
  '语言要求：{languages}。',
  'اللغات المطلوبة: {languages}.',
);

/** Benefits read as a list; Chinese lists them with 、 only, as the items hold 和 and 及. */
export function benefitsText(benefits: readonly string[], language: TextLanguage): string {
  if (language === 'zh') return `我们提供：${benefits.join('、')}。`;
  if (language === 'ar') return `نقدم لك ${joinList(benefits, 'ar')}.`;
  return `We offer ${joinList(benefits, 'en')}.`;
}

/** Benefits usual in the Gulf. */
export const gulfBenefits: readonly Text3[] = [
  t('a competitive tax-free salary', '有竞争力的免税薪资', 'راتبا تنافسيا معفى من الضرائب'),
  t('housing and transport allowances', '住房和交通补贴', 'بدلات السكن والمواصلات'),
  t('an annual return air ticket', '每年往返机票', 'تذكرة طيران سنوية ذهابا وعودة'),
  t('medical insurance for you and your family', '本人及家属医疗保险', 'تأمينا طبيا لك ولعائلتك'),
  t('30 days of paid annual leave', '30天带薪年假', 'إجازة سنوية مدفوعة الأجر لمدة 30 يوما'),
  t('an end-of-service gratuity', '服务期满奖金', 'مكافأة نهاية الخدمة'),
];

/** Benefits usual in China. */
export const chinaBenefits: readonly Text3[] = [
  t('full social insurance and housing fund', '五险一金', 'التأمينات الاجتماعية الكاملة وصندوق الإسكان'),
  t(
    'paid annual leave on top of public holidays',
    '带薪年假及法定节假日',
    'إجازة سنوية مدفوعة إضافة إلى العطل الرسمية',
  ),
  t('free meals and a commuter shuttle', '免费工作餐和员工班车', 'وجبات مجانية وحافلة لنقل الموظفين'),
  t('a yearly health check-up', '年度体检', 'فحصا طبيا سنويا'),
];

/** Benefits anywhere. */
export const generalBenefits: readonly Text3[] = [
  t('a performance-based annual bonus', '年终绩效奖金', 'مكافأة سنوية مرتبطة بالأداء'),
  t('private health insurance', '商业医疗保险', 'تأمينا صحيا خاصا'),
  t('flexible working hours', '弹性工作时间', 'ساعات عمل مرنة'),
  t(
    'a yearly training and certification budget',
    '每年培训与认证经费',
    'ميزانية سنوية للتدريب والشهادات المهنية',
  ),
  t('a friendly and multicultural team', '友好而多元的团队', 'فريق عمل ودودا ومتعدد الثقافات'),
  t('clear career progression', '清晰的职业发展通道', 'مسارا وظيفيا واضحا للتطور'),
];

export const closings: readonly Text3[] = [
  t(
    'If this sounds like you, we would love to hear from you.',
    '如果您符合以上条件，欢迎投递简历。',
    'إذا كانت هذه المواصفات تنطبق عليك، فنحن نتطلع إلى تلقي طلبك.',
  ),
  t(
    'Apply today with your CV; shortlisted candidates will be contacted within two weeks.',
    '请尽快投递简历，我们将在两周内联系通过初筛的候选人。',
    'قدم طلبك اليوم مع سيرتك الذاتية، وسيتم التواصل مع المرشحين المؤهلين خلال أسبوعين.',
  ),
  t('We look forward to receiving your application.', '期待您的加入！', 'نتطلع إلى استلام طلبك.'),
];

export const nationalsWelcome: Text3 = t(
  '{nationals} are strongly encouraged to apply.',
  '{nationals}候选人优先。',
  'نرحب بشكل خاص بطلبات المواطنين {nationals}.',
);
