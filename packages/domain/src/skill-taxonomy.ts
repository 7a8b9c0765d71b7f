/**
 * The skill taxonomy the fit percent reads (docs/decisions.md, "Skill taxonomy"): canonical skills
 * with the other names people write them under (`aliases`), the skills holding one implies
 * (`implies`: a PostgreSQL developer holds SQL) and the skills close enough to earn part of the
 * credit (`related`: MySQL for a job asking PostgreSQL).
 *
 * - An alias is the same skill: "Postgres" on a profile is "PostgreSQL" on a job.
 * - Implication is full credit at the level of the implying skill, and transitive (Next.js → React →
 *   JavaScript); a cycle in the data ends the walk where it meets a skill already seen.
 * - Relation is symmetric (an entry naming the other is enough) and not transitive; it earns
 *   `RELATED_SKILL_CREDIT` of the credit the related skill would earn in its place.
 *
 * The names are those of the skills catalogue (the demo world's vocabulary in
 * `apps/server/src/db/demo-data/vocabulary.ts`); a skill not listed here is only itself.
 */

import { normaliseSkill } from './validation.js';

/** The share of a skill's credit earned by holding a related one instead (MySQL for PostgreSQL). */
export const RELATED_SKILL_CREDIT = 0.5;

export interface SkillEntry {
  /** The canonical name, as the skills catalogue spells it. */
  name: string;
  /** Other names of the same skill, in any language. */
  aliases?: readonly string[];
  /** Skills anyone holding this one holds too, at the same level. */
  implies?: readonly string[];
  /** Skills close enough to this one for part of the credit, either way. */
  related?: readonly string[];
}

/** How a held skill counts toward a wanted one. */
export type SkillRelation = 'same' | 'implied' | 'related';

export interface SkillTaxonomy {
  /** The canonical key of a skill name: its entry's normalised name, or the name normalised. */
  key(name: string): string;
  /** The canonical name of a key, or undefined for a skill the taxonomy does not list. */
  nameOf(key: string): string | undefined;
  /** Every key a skill implies, directly or through others; never the skill itself. */
  implied(key: string): ReadonlySet<string>;
  /** The keys of the skills related to this one. */
  related(key: string): ReadonlySet<string>;
}

const lookupKey = (name: string): string => normaliseSkill(name).replace(/\s+/g, ' ');

/** A taxonomy from its entries; names in `implies` and `related` are resolved through aliases. */
export function buildSkillTaxonomy(entries: readonly SkillEntry[]): SkillTaxonomy {
  const canonical = new Map<string, string>(); // any name or alias → canonical key
  const names = new Map<string, string>(); // canonical key → canonical name
  for (const entry of entries) {
    const k = lookupKey(entry.name);
    names.set(k, entry.name);
    canonical.set(k, k);
  }
  for (const entry of entries) {
    const k = lookupKey(entry.name);
    for (const alias of entry.aliases ?? []) {
      const a = lookupKey(alias);
      if (!canonical.has(a)) canonical.set(a, k);
    }
  }
  const key = (name: string): string => {
    const k = lookupKey(name);
    return canonical.get(k) ?? k;
  };

  const directImplies = new Map<string, Set<string>>();
  const related = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, from: string, to: string) => {
    if (from === to) return;
    let set = map.get(from);
    if (set === undefined) map.set(from, (set = new Set()));
    set.add(to);
  };
  for (const entry of entries) {
    const k = key(entry.name);
    for (const name of entry.implies ?? []) add(directImplies, k, key(name));
    for (const name of entry.related ?? []) {
      add(related, k, key(name));
      add(related, key(name), k);
    }
  }

  const closures = new Map<string, ReadonlySet<string>>();
  const implied = (start: string): ReadonlySet<string> => {
    const known = closures.get(start);
    if (known !== undefined) return known;
    // a walk that never visits a skill twice, so a cycle in the data ends it
    const seen = new Set<string>([start]);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      for (const next of directImplies.get(queue[i] ?? '') ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    seen.delete(start);
    closures.set(start, seen);
    return seen;
  };

  const none: ReadonlySet<string> = new Set();
  return {
    key,
    nameOf: (k) => names.get(k),
    implied,
    related: (k) => related.get(k) ?? none,
  };
}

/**
 * How holding `held` counts toward `wanted`: `same` (the same skill, or an alias), `implied` (full
 * credit), `related` (partial credit), or null (none).
 */
export function skillRelation(
  held: string,
  wanted: string,
  taxonomy: SkillTaxonomy = skillTaxonomy,
): SkillRelation | null {
  const h = taxonomy.key(held);
  const w = taxonomy.key(wanted);
  if (h === '' || w === '') return null;
  if (h === w) return 'same';
  if (taxonomy.implied(h).has(w)) return 'implied';
  const reach = [h, ...taxonomy.implied(h)];
  if (reach.some((k) => taxonomy.related(w).has(k))) return 'related';
  return null;
}

/**
 * A test of whether holding a skill can earn any credit toward one of these wanted skills: the
 * same skill, one that implies it, or one related to it (or implying a related one). A reader that
 * loads only the skills a fit can use loads those that pass.
 */
export function countsToward(
  wanted: readonly string[],
  taxonomy: SkillTaxonomy = skillTaxonomy,
): (held: string) => boolean {
  const near = new Set<string>();
  for (const name of wanted) {
    const k = taxonomy.key(name);
    if (k === '') continue;
    near.add(k);
    for (const r of taxonomy.related(k)) near.add(r);
  }
  return (held) => {
    const h = taxonomy.key(held);
    if (h === '') return false;
    if (near.has(h)) return true;
    for (const k of taxonomy.implied(h)) if (near.has(k)) return true;
    return false;
  };
}

const FRONTEND_FRAMEWORKS = ['React', 'Vue.js', 'Angular'];
const PYTHON_WEB = ['Django', 'Flask', 'FastAPI'];
const others = (list: readonly string[], name: string) => list.filter((n) => n !== name);

/** The built-in entries: the catalogue's skills that have other names, implications or relations. */
export const SKILL_ENTRIES: readonly SkillEntry[] = [
  // ── databases ──
  { name: 'SQL', aliases: ['Structured Query Language', 'SQL queries'] },
  {
    name: 'PostgreSQL',
    aliases: ['Postgres', 'Postgre SQL', 'PL/pgSQL'],
    implies: ['SQL'],
    related: ['MySQL', 'SQL Server', 'Oracle Database'],
  },
  { name: 'MySQL', implies: ['SQL'], related: ['MariaDB', 'SQL Server'] },
  { name: 'MariaDB', implies: ['SQL'] },
  {
    name: 'SQL Server',
    aliases: ['Microsoft SQL Server', 'MS SQL Server', 'MSSQL', 'T-SQL'],
    implies: ['SQL'],
    related: ['Oracle Database'],
  },
  { name: 'Oracle Database', aliases: ['Oracle', 'Oracle DB', 'PL/SQL'], implies: ['SQL'] },
  { name: 'SQLite', implies: ['SQL'], related: ['PostgreSQL', 'MySQL'] },
  { name: 'MongoDB', aliases: ['Mongo'], related: ['PostgreSQL'] },
  { name: 'Data modelling', aliases: ['Data modeling', '数据建模', 'نمذجة البيانات'], related: ['SQL'] },
  // ── JavaScript and the web ──
  { name: 'JavaScript', aliases: ['JS', 'ECMAScript', 'ES6'] },
  { name: 'TypeScript', aliases: ['TS'], implies: ['JavaScript'] },
  {
    name: 'React',
    aliases: ['React.js', 'ReactJS'],
    implies: ['JavaScript'],
    related: others(FRONTEND_FRAMEWORKS, 'React'),
  },
  { name: 'Next.js', aliases: ['NextJS', 'Next.js framework'], implies: ['React'] },
  { name: 'Vue.js', aliases: ['Vue', 'VueJS'], implies: ['JavaScript'], related: ['Angular'] },
  { name: 'Nuxt', aliases: ['Nuxt.js'], implies: ['Vue.js'] },
  { name: 'Angular', aliases: ['Angular 2+'], implies: ['TypeScript'] },
  { name: 'Node.js', aliases: ['Node', 'NodeJS'], implies: ['JavaScript'] },
  { name: 'Express', aliases: ['Express.js', 'ExpressJS'], implies: ['Node.js'] },
  { name: 'React Native', implies: ['React'], related: ['Android development', 'iOS development'] },
  // ── Python, Java, .NET, Go ──
  { name: 'Python', aliases: ['Python 3'] },
  ...PYTHON_WEB.map((name) => ({ name, implies: ['Python'], related: others(PYTHON_WEB, name) })),
  { name: 'Java' },
  { name: 'Spring Boot', aliases: ['Spring', 'Spring Framework'], implies: ['Java'] },
  { name: 'Kotlin', related: ['Java', 'Android development'] },
  { name: 'C#', aliases: ['C Sharp', 'CSharp'], related: ['Java'] },
  { name: '.NET', aliases: ['.NET Core', 'ASP.NET', 'ASP.NET Core', 'dotnet'], implies: ['C#'] },
  { name: 'Go', aliases: ['Golang'] },
  { name: 'Android development', aliases: ['Android'], related: ['iOS development'] },
  { name: 'iOS development', aliases: ['iOS', 'Swift'] },
  // ── infrastructure and cloud ──
  { name: 'Docker', aliases: ['Containers', 'Containerisation', 'Containerization'] },
  { name: 'Kubernetes', aliases: ['K8s', 'OpenShift'], implies: ['Docker'] },
  { name: 'AWS', aliases: ['Amazon Web Services'], related: ['Microsoft Azure', 'Google Cloud'] },
  { name: 'Microsoft Azure', aliases: ['Azure'], related: ['Google Cloud'] },
  { name: 'Google Cloud', aliases: ['GCP', 'Google Cloud Platform'] },
  { name: 'Terraform', related: ['AWS', 'Microsoft Azure'] },
  { name: 'Linux administration', aliases: ['Linux', 'Linux system administration'] },
  { name: 'Windows Server', related: ['Active Directory'] },
  { name: 'Cisco networking', aliases: ['CCNA', 'Cisco'], implies: ['Network administration'] },
  { name: 'Network administration', aliases: ['Networking'], related: ['Network security'] },
  { name: 'Penetration testing', aliases: ['Pen testing', 'Ethical hacking'], related: ['Network security'] },
  { name: 'Jira', related: ['Scrum'] },
  { name: 'Scrum', aliases: ['Agile', 'Scrum Master'] },
  { name: 'Git', aliases: ['GitHub', 'GitLab'] },
  // ── data and office ──
  { name: 'Power BI', aliases: ['PowerBI', 'Microsoft Power BI'], related: ['Tableau'] },
  {
    name: 'Microsoft Excel',
    aliases: ['Excel', 'MS Excel', 'إكسل', 'مايكروسوفت إكسل'],
    related: ['Microsoft Office'],
  },
  {
    name: 'Microsoft Office',
    aliases: ['MS Office', 'Office 365', 'Microsoft 365', 'مايكروسوفت أوفيس', '办公软件'],
  },
  {
    name: 'Machine learning',
    aliases: ['ML', 'تعلم الآلة', '机器学习'],
    implies: ['Statistics'],
    related: ['Python'],
  },
  { name: 'Apache Spark', aliases: ['Spark', 'PySpark'], related: ['Python'] },
  // ── design ──
  { name: 'Adobe Photoshop', aliases: ['Photoshop'], related: ['Adobe Illustrator'] },
  { name: 'Adobe Illustrator', aliases: ['Illustrator'], related: ['Adobe InDesign'] },
  { name: 'Adobe Premiere Pro', aliases: ['Premiere Pro', 'Premiere'], implies: ['Video editing'] },
  { name: 'After Effects', aliases: ['Adobe After Effects'], implies: ['Motion graphics'] },
  { name: 'Figma', related: ['Wireframing', 'Prototyping'] },
  // ── engineering ──
  { name: 'Civil 3D', aliases: ['AutoCAD Civil 3D'], implies: ['AutoCAD'] },
  { name: 'Revit', aliases: ['Autodesk Revit'], implies: ['BIM'], related: ['AutoCAD'] },
  { name: 'BIM', aliases: ['Building information modelling', 'Building information modeling'] },
  { name: 'ETABS', implies: ['Structural analysis'] },
  { name: 'HVAC design', related: ['HVAC maintenance'] },
  { name: 'Welding inspection', related: ['Welding'] },
  { name: 'Six Sigma', aliases: ['Lean Six Sigma'], related: ['Lean manufacturing'] },
  // ── health and safety ──
  {
    name: 'HSE',
    aliases: [
      'Health and safety',
      'Health, safety and environment',
      'الصحة والسلامة والبيئة',
      '健康安全环境',
    ],
  },
  { name: 'NEBOSH', aliases: ['NEBOSH IGC'], implies: ['HSE'] },
  { name: 'ISO 45001', implies: ['HSE'] },
  { name: 'Risk assessment', related: ['HSE', 'Risk management'] },
  // ── finance ──
  { name: 'SAP FICO', aliases: ['SAP FI/CO'], implies: ['ERP systems'] },
  { name: 'SAP MM', implies: ['ERP systems'] },
  { name: 'ERP systems', aliases: ['ERP'] },
  { name: 'IFRS', related: ['Financial reporting'] },
  { name: 'QuickBooks', related: ['Tally'] },
  { name: 'Corporate tax', related: ['VAT compliance'] },
  { name: 'VAT compliance', aliases: ['VAT'] },
  { name: 'Accounts payable', related: ['Accounts receivable'] },
  { name: 'Accounts receivable' },
  { name: 'Anti-money laundering (AML)', aliases: ['AML', 'Anti-money laundering'], related: ['KYC'] },
  { name: 'Islamic finance', aliases: ['التمويل الإسلامي', '伊斯兰金融'] },
  // ── sales, marketing, service ──
  { name: 'Customer relationship management', aliases: ['CRM'] },
  { name: 'Salesforce', implies: ['Customer relationship management'] },
  { name: 'HubSpot', implies: ['Customer relationship management'], related: ['Email marketing'] },
  { name: 'Digital marketing', aliases: ['Online marketing', 'التسويق الرقمي', '数字营销'] },
  ...['SEO', 'Google Ads', 'Social media marketing', 'Email marketing'].map((name) => ({
    name,
    implies: ['Digital marketing'],
  })),
  { name: 'Content marketing', related: ['Copywriting'] },
  { name: 'Copywriting', related: ['Arabic copywriting', 'Chinese copywriting'] },
  { name: 'Arabic copywriting', aliases: ['كتابة المحتوى العربي'], implies: ['Copywriting'] },
  { name: 'Chinese copywriting', aliases: ['中文文案'], implies: ['Copywriting'] },
  { name: 'B2B sales', related: ['Key account management', 'Lead generation'] },
  { name: 'Zendesk', related: ['Customer service', 'Live chat support'] },
  { name: 'Live chat support', implies: ['Customer service'] },
  { name: 'Customer service', aliases: ['Customer support', 'خدمة العملاء', '客户服务'] },
  // ── people and projects ──
  { name: 'Talent acquisition', aliases: ['Recruitment', 'Recruiting', 'التوظيف', '招聘'] },
  { name: 'LinkedIn Recruiter', implies: ['Talent acquisition'] },
  { name: 'SuccessFactors', aliases: ['SAP SuccessFactors'], implies: ['HRIS'] },
  { name: 'PMP', aliases: ['Project Management Professional'], implies: ['Project management'] },
  { name: 'Project management', aliases: ['إدارة المشاريع', '项目管理'], related: ['Primavera P6'] },
  // ── health ──
  { name: 'Basic Life Support (BLS)', aliases: ['BLS', 'Basic Life Support'] },
  { name: 'ACLS', aliases: ['Advanced Cardiovascular Life Support'], implies: ['Basic Life Support (BLS)'] },
  { name: 'Phlebotomy', related: ['Laboratory testing'] },
  // ── languages and teaching ──
  {
    name: 'Translation (Arabic–English)',
    aliases: [
      'Translation (Arabic-English)',
      'Arabic–English translation',
      'Arabic-English translation',
      'الترجمة من العربية إلى الإنجليزية',
    ],
  },
  {
    name: 'Translation (Chinese–Arabic)',
    aliases: [
      'Translation (Chinese-Arabic)',
      'Chinese–Arabic translation',
      'Chinese-Arabic translation',
      '中阿翻译',
    ],
  },
  { name: 'TESOL', aliases: ['TEFL', 'CELTA'], related: ['IELTS preparation'] },
  { name: 'Mandarin teaching', aliases: ['Chinese teaching', '汉语教学', 'تدريس اللغة الصينية'] },
  {
    name: 'Teaching Arabic as a foreign language',
    aliases: ['تعليم العربية لغير الناطقين بها', '对外阿拉伯语教学'],
  },
  // ── catalogue skills named above that have nothing of their own ──
  ...[
    'Active Directory',
    'Network security',
    'Tableau',
    'Statistics',
    'Adobe InDesign',
    'Video editing',
    'Motion graphics',
    'Wireframing',
    'Prototyping',
    'AutoCAD',
    'Structural analysis',
    'HVAC maintenance',
    'Welding',
    'Lean manufacturing',
    'Risk management',
    'Financial reporting',
    'Tally',
    'KYC',
    'Key account management',
    'Lead generation',
    'HRIS',
    'Primavera P6',
    'Laboratory testing',
    'IELTS preparation',
  ].map((name) => ({ name })),
];

/** The built-in taxonomy, from `SKILL_ENTRIES`. */
export const skillTaxonomy: SkillTaxonomy = buildSkillTaxonomy(SKILL_ENTRIES);
