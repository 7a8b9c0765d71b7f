/**
 * Words people use for the same role, in the three languages the product speaks. A search for one
 * also finds the others: "software engineer" finds "Java Developer", "teacher" finds "Lecturer"
 * and "معلم", "ممرض" (a nurse) finds "رئيس تمريض" (head of nursing), whose stems differ. A group
 * is a role, not a field: "engineer" is not here, or "software engineer" would find every
 * engineer, nor "manager", which names a level in every field.
 *
 * Each entry is matched as typed (words whole, case aside, a Chinese run inside a longer one);
 * where a search names one entry, the others are searched for too, as whole words. Jobs whose
 * titles hold the words as typed still come first (jobs.repository.ts, findOpenJobs); the
 * expansion is synonymKeywords in job-search-query.ts.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  [
    'software engineer',
    'software developer',
    'developer',
    'programmer',
    '软件工程师',
    '开发工程师',
    '程序员',
    'مطور',
    'مبرمج',
    'مهندس برمجيات',
  ],
  ['web developer', 'frontend developer', 'front end developer', 'مطور ويب', '前端开发'],
  ['teacher', 'instructor', 'lecturer', 'tutor', '教师', '老师', '讲师', 'معلم', 'مدرس', 'محاضر'],
  ['nurse', 'nursing', '护士', '护理', 'ممرض', 'ممرضة', 'تمريض'],
  ['doctor', 'physician', '医生', '医师', 'طبيب'],
  ['pharmacist', '药剂师', 'صيدلي'],
  ['accountant', 'bookkeeper', '会计', 'محاسب'],
  ['driver', 'chauffeur', '司机', 'سائق'],
  ['cook', 'chef', '厨师', 'طباخ', 'طاهي'],
  ['cashier', '收银员', 'أمين صندوق', 'كاشير'],
  ['receptionist', 'front desk', '前台', 'موظف استقبال'],
  ['translator', 'interpreter', '翻译', 'مترجم'],
  ['electrician', '电工', 'كهربائي'],
  ['mechanic', '机械师', 'ميكانيكي'],
  ['lawyer', 'legal counsel', 'attorney', '律师', 'محامي'],
  ['recruiter', 'talent acquisition', '招聘专员', 'أخصائي توظيف'],
  ['data analyst', 'data analytics', '数据分析', 'محلل بيانات'],
  ['data scientist', '数据科学家', 'عالم بيانات'],
  ['designer', '设计师', 'مصمم'],
  ['sales', 'salesperson', '销售', 'مبيعات'],
  ['supervisor', 'foreman', '主管', 'مشرف'],
  ['technician', '技术员', '技师', 'فني'],
  ['security guard', '保安', 'حارس أمن'],
  ['customer service', 'customer support', '客服', 'خدمة العملاء'],
];

/** At most this many other wordings are searched beside what was typed. */
export const MAX_SYNONYMS = 12;
