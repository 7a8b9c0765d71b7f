/**
 * The job search's relevance set: what people type, in the three languages, and which job titles
 * they would count as a right answer on the first page. Scored as precision at 10 over the demo
 * world (db/demo-data) by the API test search-relevance.routes.test.ts, which fails when the mean
 * drops under RELEVANCE_FLOOR, and printed query by query by bench/search-relevance.mjs.
 *
 * A judgment is a pattern over the title (case does not matter). Words of another language count
 * where a person would: a job titled 注册护士 is a right answer to "nurse".
 */
export interface RelevanceQuery {
  readonly query: string;
  readonly language: 'en' | 'ar' | 'zh';
  /** A title a person would count as a right answer. */
  readonly relevant: string;
}

export const RELEVANCE_SET: readonly RelevanceQuery[] = [
  { query: 'developer', language: 'en', relevant: 'developer|software engineer|开发工程师|مطور' },
  { query: 'engineer', language: 'en', relevant: 'engineer|工程师|مهندس' },
  { query: 'software engineer', language: 'en', relevant: 'software engineer|developer|软件工程师' },
  { query: 'nurse', language: 'en', relevant: 'nurse|护士|ممرض|تمريض' },
  { query: 'accountant', language: 'en', relevant: 'accountant|accounts payable|会计|محاسب|حسابات' },
  { query: 'data analyst', language: 'en', relevant: 'data analyst|数据分析|محلل بيانات' },
  { query: 'teacher', language: 'en', relevant: 'teacher|instructor|lecturer|教师|معلم|مدرس' },
  { query: 'sales', language: 'en', relevant: 'sales|销售|مبيعات' },
  {
    query: 'marketing manager',
    language: 'en',
    relevant: 'marketing manager|市场经理|营销经理|مدير تسويق|مدير التسويق',
  },
  { query: 'designer', language: 'en', relevant: 'designer|设计师|مصمم' },
  { query: 'analyst', language: 'en', relevant: 'analyst|分析师|محلل' },
  { query: 'project manager', language: 'en', relevant: 'project manager|项目经理|مدير مشاريع' },
  { query: 'technician', language: 'en', relevant: 'technician|技术员|技师|فني' },
  {
    query: 'hr manager',
    language: 'en',
    relevant: 'hr manager|human resources manager|人力资源经理|مدير الموارد البشرية',
  },
  { query: 'doctor', language: 'en', relevant: 'doctor|physician|医生|医师|طبيب' },
  { query: 'receptionist', language: 'en', relevant: 'receptionist|reception|front desk|前台|استقبال' },
  { query: 'translator', language: 'en', relevant: 'translator|interpreter|翻译|مترجم' },
  { query: 'مهندس', language: 'ar', relevant: 'مهندس|engineer|工程师' },
  { query: 'مدير', language: 'ar', relevant: 'مدير|manager|经理' },
  { query: 'ممرض', language: 'ar', relevant: 'ممرض|تمريض|nurse|护士' },
  { query: 'معلم', language: 'ar', relevant: 'معلم|مدرس|teacher|教师' },
  { query: 'مطور', language: 'ar', relevant: 'مطور|developer|开发工程师' },
  { query: 'مبيعات', language: 'ar', relevant: 'مبيعات|sales|销售' },
  { query: 'مصمم', language: 'ar', relevant: 'مصمم|designer|设计师' },
  { query: 'سائق', language: 'ar', relevant: 'سائق|driver|司机' },
  { query: 'أخصائي', language: 'ar', relevant: 'أخصائي|specialist|专员' },
  { query: 'محلل بيانات', language: 'ar', relevant: 'محلل بيانات|data analyst|数据分析' },
  { query: 'مشرف', language: 'ar', relevant: 'مشرف|supervisor|主管' },
  { query: 'مدرس', language: 'ar', relevant: 'مدرس|معلم|محاضر|teacher|lecturer|教师|讲师' },
  { query: 'صيدلي', language: 'ar', relevant: 'صيدلي|pharmacist|药剂师' },
  { query: '工程师', language: 'zh', relevant: '工程师|engineer|مهندس' },
  { query: '专员', language: 'zh', relevant: '专员|officer|specialist|executive|مسؤول|أخصائي' },
  { query: '护士', language: 'zh', relevant: '护士|nurse|ممرض' },
  { query: '教师', language: 'zh', relevant: '教师|讲师|teacher|lecturer|معلم' },
  { query: '销售', language: 'zh', relevant: '销售|sales|مبيعات' },
  { query: '设计师', language: 'zh', relevant: '设计师|designer|مصمم' },
  { query: '主管', language: 'zh', relevant: '主管|supervisor|مشرف' },
  { query: '数据分析', language: 'zh', relevant: '数据分析|data analyst|محلل بيانات' },
  { query: '分析师', language: 'zh', relevant: '分析师|analyst|محلل' },
  { query: '经理', language: 'zh', relevant: '经理|manager|مدير' },
  { query: '医生', language: 'zh', relevant: '医生|医师|doctor|physician|طبيب' },
  { query: '翻译', language: 'zh', relevant: '翻译|translator|interpreter|مترجم' },
];

/**
 * The least mean precision at 10 the search may have over RELEVANCE_SET (measured 2026-12-02:
 * 0.908 over the 42 queries with whole words in the title first, 1.000 with the roles' other
 * wordings (search-synonyms.ts); bench/README.md, "Search relevance"). Raise it when the search
 * gets better; never lower it to let a change through.
 */
export const RELEVANCE_FLOOR = 0.97;

/**
 * The least mean reciprocal rank of the first right answer: the first result is what a person
 * reads first (measured 2026-12-02: bench/README.md, "Search relevance").
 */
export const FIRST_ANSWER_FLOOR = 0.98;

export interface RelevanceScore {
  readonly query: string;
  readonly language: RelevanceQuery['language'];
  /** Right answers among the first ten, in any language. */
  readonly hits: number;
  /** The most right answers the first page should hold: ten, or fewer when fewer jobs in the query's language are right. */
  readonly possible: number;
  readonly precision: number;
  /** 1 / the rank of the first right answer among the first ten, or 0 when none is right. */
  readonly reciprocalRank: number;
  /** The first ten titles, for a reader of the bench. */
  readonly titles: readonly string[];
}

/** An open job as the relevance set judges it. */
export interface JudgedJob {
  readonly title: string;
  /** The language its text is written in. */
  readonly language: string;
}

/**
 * Precision at 10 of each query: the right answers among the first ten results over the most the
 * page should hold: min(10, the right answers among the open jobs written in the query's
 * language). A right answer in another language counts too (a person searching "محاسب" is glad of
 * an "Accountant"), but the search is not expected to find one. `search` answers the first ten
 * titles of a keyword.
 */
export async function scoreRelevance(
  search: (keyword: string) => Promise<readonly string[]>,
  openJobs: readonly JudgedJob[],
): Promise<{ scores: RelevanceScore[]; mean: number; meanReciprocalRank: number }> {
  const scores: RelevanceScore[] = [];
  for (const item of RELEVANCE_SET) {
    const right = new RegExp(item.relevant, 'iu');
    const titles = (await search(item.query)).slice(0, 10);
    const hits = titles.filter((title) => right.test(title)).length;
    const first = titles.findIndex((title) => right.test(title));
    const possible = Math.min(
      10,
      openJobs.filter((job) => job.language === item.language && right.test(job.title)).length,
    );
    scores.push({
      query: item.query,
      language: item.language,
      hits,
      possible,
      precision: possible === 0 ? 0 : Math.min(1, hits / possible),
      reciprocalRank: first === -1 ? 0 : 1 / (first + 1),
      titles,
    });
  }
  const average = (of: (score: RelevanceScore) => number) =>
    scores.reduce((sum, score) => sum + of(score), 0) / scores.length;
  return { scores, mean: average((s) => s.precision), meanReciprocalRank: average((s) => s.reciprocalRank) };
}
