import type { Insertable } from 'kysely';
import type { JobLanguages, JobSkills, Jobs } from '../schema.js';
import type { JobStatus, TextLanguage } from '../types.js';
import { type DemoOrganisation, companyProfile, countryInSentence, pickCity } from './organisations.js';
import {
  benefitsText,
  chinaBenefits,
  closings,
  employmentTypeNotes,
  experienceYears,
  freshGraduates,
  generalBenefits,
  gulfBenefits,
  languagesRequired,
  nationalsWelcome,
  remoteIntro,
  responsibilitiesText,
  roleIntro,
  skillsRequired,
} from './phrases.js';
import { arabicSpeaking, countryProfiles, gccCountries } from './places.js';
import type { SeededRandom } from './random.js';
import type { CategoryRef, CityRef, Reference, SubCategoryRef } from './reference.js';
import { type Text3, arabicYears, article, fill, joinList, joinNames, joinSentences } from './text.js';
import { type Level, type Role, generalSkills } from './vocabulary.js';

const DAY_MS = 86_400_000;
const SECOND_MS = 1000;

export interface DemoJobs {
  jobs: (Insertable<Jobs> & { id: string })[];
  jobSkills: Insertable<JobSkills>[];
  jobLanguages: Insertable<JobLanguages>[];
}

/** The share of each language jobs are written in: mostly English, then Arabic, then Chinese. */
const TEXT_LANGUAGES: readonly (readonly [TextLanguage, number])[] = [
  ['en', 55],
  ['ar', 25],
  ['zh', 20],
];

const EMPLOYMENT_TYPES: readonly (readonly [string, number])[] = [
  ['full_time', 78],
  ['contract', 8],
  ['part_time', 5],
  ['temporary', 3],
  ['internship', 3],
  ['freelance', 3],
];

export const LEVEL_WEIGHTS: Readonly<Record<Level, number>> = { junior: 25, mid: 40, senior: 28, lead: 12 };
export const LEVEL_PAY: Readonly<Record<Level, number>> = { junior: 0.65, mid: 1, senior: 1.5, lead: 2 };

/** What becomes of a job: most are open; a few are expired, drafts, closed or withdrawn. */
type Fate = 'open' | 'expired' | 'draft' | 'closed' | 'withdrawn';
const FATES: readonly (readonly [Fate, number])[] = [
  ['open', 90],
  ['expired', 3],
  ['draft', 3.5],
  ['closed', 2],
  ['withdrawn', 1.5],
];

export const TITLE_FORMS: Readonly<
  Record<TextLanguage, Readonly<Record<Level | 'trainee', (title: string) => string>>>
> = {
  en: {
    junior: (x) => `Junior ${x}`,
    mid: (x) => x,
    senior: (x) => `Senior ${x}`,
    lead: (x) => `Lead ${x}`,
    trainee: (x) => `Trainee ${x}`,
  },
  zh: {
    junior: (x) => `初级${x}`,
    mid: (x) => x,
    senior: (x) => `高级${x}`,
    lead: (x) => `首席${x}`,
    trainee: (x) => `实习${x}`,
  },
  ar: {
    junior: (x) => `${x} مبتدئ`,
    mid: (x) => x,
    senior: (x) => `${x} أول`,
    lead: (x) => `${x} رئيسي`,
    trainee: (x) => `${x} متدرب`,
  },
};

function dateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

interface JobPlan {
  organisation: DemoOrganisation;
  language: TextLanguage;
  category: CategoryRef;
  subCategory: SubCategoryRef;
  role: Role;
  level: Level;
  employmentType: string;
  countryCode: string;
  city: CityRef | null;
  remote: boolean;
  experience: number;
  skillNames: string[];
  languageCodes: string[];
}

/**
 * A job's work model: a remote job is open to candidates in its country, as its description
 * says; of the others, about a third of office work (the categories that have remote jobs) and
 * one in twenty of the rest are hybrid. Read from the job's id rather than drawn, so that the
 * rest of the world stays as it was.
 */
function workModelOf(
  id: string,
  plan: JobPlan,
): { workModel: 'on_site' | 'hybrid' | 'remote'; remoteCountries: string[] } {
  if (plan.remote) return { workModel: 'remote', remoteCountries: [plan.countryCode] };
  const share = Number.parseInt(id.slice(0, 8), 16) / 0x1_0000_0000;
  return {
    workModel: share < (plan.category.vocabulary.remote ? 0.3 : 0.05) ? 'hybrid' : 'on_site',
    remoteCountries: [],
  };
}

function pickOrganisation(
  random: SeededRandom,
  organisations: readonly DemoOrganisation[],
  language: TextLanguage,
  category: CategoryRef | undefined,
): DemoOrganisation {
  // who would write a job in this language: a company of that language, or one where it is spoken
  const weights = organisations.map((o) => {
    const field = category !== undefined && o.category.id === category.id ? 4 : 1;
    if (language === 'zh') {
      return field * (o.language === 'zh' ? 4 : o.countryCode === 'CN' || o.countryCode === 'SG' ? 1 : 0);
    }
    if (language === 'ar')
      return field * (o.language === 'ar' ? 3 : arabicSpeaking.has(o.countryCode) ? 1 : 0);
    return field * (o.language === 'en' ? 3 : 1);
  });
  const candidates = organisations.map((o, i) => [o, weights[i] ?? 0] as const).filter(([, w]) => w > 0);
  return candidates.length > 0 ? random.weighted(candidates) : random.pick(organisations);
}

function pickSkills(random: SeededRandom, category: CategoryRef, subCategory: SubCategoryRef): string[] {
  const count = random.int(3, 8);
  // the sub-category's own skills first, then the category's, then general ones
  const own = random.sample(subCategory.vocabulary.skills, Math.max(2, count - random.int(1, 2)));
  const chosen = new Set(own.map((s) => s.toLowerCase()));
  const result = [...own];
  const more = [...random.shuffle(category.vocabulary.skills), ...random.shuffle(generalSkills)];
  for (const skill of more) {
    if (result.length >= count) break;
    if (chosen.has(skill.toLowerCase())) continue;
    chosen.add(skill.toLowerCase());
    result.push(skill);
  }
  return result;
}

function pickLanguages(random: SeededRandom, language: TextLanguage, countryCode: string): string[] {
  const codes = new Set<string>([language]);
  if (language === 'zh' && random.chance(0.5)) codes.add('en');
  if (language === 'ar' && random.chance(0.7)) codes.add('en');
  if (language === 'en') {
    if (arabicSpeaking.has(countryCode) && random.chance(0.45)) codes.add('ar');
    if ((countryCode === 'CN' || countryCode === 'SG') && random.chance(0.5)) codes.add('zh');
  }
  const local = countryProfiles[countryCode]?.localLanguages ?? [];
  if (codes.size < 3 && local.length > 0 && random.chance(0.15)) codes.add(random.pick(local));
  return [...codes];
}

/** `given` fixes the sub-category (and its category); otherwise the company's field mostly decides. */
function planJob(
  random: SeededRandom,
  reference: Reference,
  organisations: readonly DemoOrganisation[],
  given: { category: CategoryRef; subCategory: SubCategoryRef } | undefined,
  textLanguages: readonly (readonly [TextLanguage, number])[],
  employmentTypes: readonly (readonly [string, number])[],
): JobPlan {
  const language = random.weighted(textLanguages);
  const organisation = pickOrganisation(random, organisations, language, given?.category);
  // most jobs are in the company's own field; support roles (HR, finance...) exist everywhere
  const category =
    given?.category ?? (random.chance(0.75) ? organisation.category : random.pick(reference.categories));
  const subCategory = given?.subCategory ?? random.pick(category.subCategories);
  const role = random.pick(subCategory.vocabulary.roles);

  let employmentType = random.weighted(employmentTypes);
  if (employmentType === 'internship' && !role.levels.includes('junior')) employmentType = 'full_time';
  const level =
    employmentType === 'internship'
      ? 'junior'
      : random.weighted(role.levels.map((l) => [l, LEVEL_WEIGHTS[l]] as const));

  let experience: number;
  if (employmentType === 'internship') experience = 0;
  else if (role.levels.length === 1)
    experience = random.int(5, 12); // a manager title without a prefix
  else if (level === 'junior') experience = random.int(0, 2);
  else if (level === 'mid') experience = random.int(2, 5);
  else if (level === 'senior') experience = random.int(5, 9);
  else experience = random.int(8, 12);

  const others = gccCountries.filter(
    (c) => c !== organisation.countryCode && reference.citiesByCountry.has(c),
  );
  const countryCode =
    gccCountries.includes(organisation.countryCode) && others.length > 0 && random.chance(0.1)
      ? random.pick(others)
      : organisation.countryCode;
  const remote = category.vocabulary.remote && random.chance(0.15);
  let city: CityRef | null = null;
  if (!remote) {
    city =
      countryCode === organisation.countryCode && random.chance(0.6)
        ? organisation.city
        : pickCity(random, reference.citiesByCountry.get(countryCode) ?? [organisation.city]);
  }

  return {
    organisation,
    language,
    category,
    subCategory,
    role,
    level,
    employmentType,
    countryCode,
    city,
    remote,
    experience,
    skillNames: pickSkills(random, category, subCategory),
    languageCodes: pickLanguages(random, language, countryCode).filter((code) =>
      reference.languages.has(code),
    ),
  };
}

function salaryOf(
  random: SeededRandom,
  plan: JobPlan,
): Pick<Insertable<Jobs>, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'> {
  const profile = countryProfiles[plan.countryCode];
  if (profile === undefined || random.chance(0.15)) {
    return { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null };
  }
  const reduced = plan.employmentType === 'internship' || plan.employmentType === 'part_time';
  const typeFactor =
    plan.employmentType === 'internship' ? 0.35 : plan.employmentType === 'part_time' ? 0.55 : 1;
  const floor = reduced ? profile.floor / 2 : profile.floor;
  const raw =
    profile.baseline *
    plan.category.vocabulary.pay *
    plan.role.pay *
    LEVEL_PAY[plan.level] *
    typeFactor *
    random.float(0.85, 1.15);
  const clamp = (value: number) => Math.min(profile.cap, Math.max(floor, roundTo(value, profile.step)));
  const min = clamp(raw);
  const max = Math.max(min, clamp(raw * random.float(1.15, 1.5)));
  return { salaryMin: min, salaryMax: max, salaryCurrency: profile.currency, salaryPeriod: profile.period };
}

/** A role's title at a seniority, as a job ad or a CV names it. */
export function levelledTitle(title: Text3, level: Level | 'trainee', language: TextLanguage): string {
  return TITLE_FORMS[language][level](title[language]);
}

function titleOf(plan: JobPlan): string {
  const form = plan.employmentType === 'internship' ? 'trainee' : plan.level;
  return TITLE_FORMS[plan.language][form](plan.role.title[plan.language]);
}

function describe(random: SeededRandom, reference: Reference, plan: JobPlan, title: string): string {
  const lang = plan.language;
  const organisation = plan.organisation;
  const country = reference.countries.get(plan.countryCode) ?? { en: '', zh: '', ar: '' };
  const orgCountry = reference.countries.get(organisation.countryCode) ?? country;
  const paragraphs: string[] = [];

  // about the company: its own profile when it is written in the job's language
  paragraphs.push(
    organisation.language === lang
      ? organisation.about
      : companyProfile(
          random,
          {
            name: organisation.row.name,
            category: organisation.category,
            countryCode: organisation.countryCode,
            city: organisation.city,
            country: orgCountry,
          },
          random.int(1980, 2020),
          random.pick([200, 500, 1000]),
          lang,
        ),
  );

  const values = {
    title,
    titleArticle: article(title),
    city: (plan.city ?? organisation.city).name[lang],
    country: country[lang],
    countryInSentence: countryInSentence(plan.countryCode, country, lang),
  };
  const role = [fill((plan.remote ? remoteIntro : random.pick(roleIntro))[lang], values)];
  const note = employmentTypeNotes[plan.employmentType];
  if (note !== undefined) role.push(note[lang]);
  const duties = random
    .sample(plan.category.vocabulary.responsibilities, random.int(2, 3))
    .map((d) => d[lang]);
  role.push(responsibilitiesText(duties, lang));
  paragraphs.push(joinSentences(role, lang));

  const requirements = [
    plan.experience === 0
      ? freshGraduates[lang]
      : fill(experienceYears[lang], {
          years:
            lang === 'ar'
              ? arabicYears(plan.experience)
              : lang === 'zh'
                ? plan.experience
                : yearsEn(plan.experience),
        }),
    plan.category.vocabulary.qualification[lang],
    fill(skillsRequired[lang], { skills: joinNames(plan.skillNames.slice(0, 3), lang) }),
  ];
  const languageNames = plan.languageCodes
    .map((code) => reference.languages.get(code)?.[lang])
    .filter((name): name is string => name !== undefined);
  if (languageNames.length > 0) {
    requirements.push(fill(languagesRequired[lang], { languages: joinList(languageNames, lang) }));
  }
  paragraphs.push(joinSentences(requirements, lang));

  if (random.chance(0.85)) {
    const regional: readonly Text3[] = gccCountries.includes(plan.countryCode)
      ? gulfBenefits
      : plan.countryCode === 'CN'
        ? chinaBenefits
        : [];
    const benefits = [
      ...random.sample(regional, 2),
      ...random.sample(generalBenefits, regional.length > 0 ? 1 : 3),
    ];
    paragraphs.push(
      benefitsText(
        random.shuffle(benefits).map((b) => b[lang]),
        lang,
      ),
    );
  }

  if (random.chance(0.5)) {
    const closing = [random.pick(closings)[lang]];
    const nationals = countryProfiles[plan.countryCode]?.nationals;
    if (nationals !== undefined && lang !== 'zh' && random.chance(0.4)) {
      closing.push(fill(nationalsWelcome[lang], { nationals: nationals[lang] }));
    }
    paragraphs.push(joinSentences(closing, lang));
  }
  return paragraphs.join('\n\n');
}

function yearsEn(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

/** When the job was created, published, last changed and until when it runs, from its fate. */
interface Lifecycle {
  status: JobStatus;
  publishedAt: Date | null;
  endDate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function lifecycle(random: SeededRandom, now: Date): Lifecycle {
  const fate = random.weighted(FATES);
  const ago = (minDays: number, maxDays: number) =>
    new Date(now.getTime() - random.int(minDays * 86_400, maxDays * 86_400) * SECOND_MS);
  const ahead = (minDays: number, maxDays: number) =>
    dateOnly(new Date(now.getTime() + random.int(minDays, maxDays) * DAY_MS));
  const createdBefore = (date: Date) => new Date(date.getTime() - random.int(0, 3 * 86_400) * SECOND_MS);
  const between = (from: Date) =>
    new Date(
      from.getTime() + random.int(0, Math.floor((now.getTime() - from.getTime()) / SECOND_MS)) * SECOND_MS,
    );

  let status: JobStatus = 'published';
  let publishedAt: Date | null;
  let endDate: string | null;
  let updatedAt: Date;
  let createdAt: Date;
  if (fate === 'draft') {
    status = 'draft';
    publishedAt = null;
    createdAt = ago(0, 20);
    updatedAt = between(createdAt);
    endDate = random.chance(0.5) ? ahead(30, 90) : null;
  } else if (fate === 'expired') {
    // still marked published, but its end date has passed: the public must not see it
    const endedDaysAgo = random.int(1, 30);
    endDate = dateOnly(new Date(now.getTime() - endedDaysAgo * DAY_MS));
    publishedAt = ago(endedDaysAgo + 14, endedDaysAgo + 60);
    createdAt = createdBefore(publishedAt);
    updatedAt = publishedAt;
  } else {
    publishedAt = fate === 'closed' ? ago(20, 90) : fate === 'withdrawn' ? ago(3, 40) : ago(0, 60);
    createdAt = createdBefore(publishedAt);
    updatedAt = fate === 'open' ? publishedAt : between(publishedAt);
    endDate = fate === 'open' && random.chance(0.05) ? null : ahead(10, 90);
    if (fate === 'closed') status = 'closed';
    if (fate === 'withdrawn') status = 'withdrawn';
  }
  return { status, publishedAt, endDate, createdAt, updatedAt };
}

export interface GenerateJobsOptions {
  /** The languages the jobs are written in, weighted; by default the market's mix. */
  readonly textLanguages?: readonly (readonly [TextLanguage, number])[];
  /** The employment types, weighted; by default the market's mix. */
  readonly employmentTypes?: readonly (readonly [string, number])[];
}

export function generateJobs(
  random: SeededRandom,
  reference: Reference,
  organisations: readonly DemoOrganisation[],
  skillIds: ReadonlyMap<string, string>,
  count: number,
  now: Date,
  options: GenerateJobsOptions = {},
): DemoJobs {
  const result: DemoJobs = { jobs: [], jobSkills: [], jobLanguages: [] };
  if (organisations.length === 0 || reference.categories.length === 0) return result;
  // the first jobs visit every sub-category once, so that no category page is empty
  const coverage = random.shuffle(
    reference.categories.flatMap((category) =>
      category.subCategories.map((subCategory) => ({ category, subCategory })),
    ),
  );
  for (let i = 0; i < count; i++) {
    const plan = planJob(
      random,
      reference,
      organisations,
      coverage[i],
      options.textLanguages ?? TEXT_LANGUAGES,
      options.employmentTypes ?? EMPLOYMENT_TYPES,
    );
    const title = titleOf(plan);
    const id = random.uuid();
    result.jobs.push({
      id,
      organisationId: plan.organisation.row.id,
      categoryId: plan.category.id,
      subCategoryId: plan.subCategory.id,
      title,
      description: describe(random, reference, plan, title),
      textLanguage: plan.language,
      countryCode: plan.countryCode,
      cityId: plan.city?.id ?? null,
      ...workModelOf(id, plan),
      employmentType: plan.employmentType,
      ...salaryOf(random, plan),
      minExperienceYears: plan.experience,
      ...lifecycle(random, now),
    });
    for (const name of plan.skillNames) {
      const skillId = skillIds.get(name.toLowerCase());
      if (skillId !== undefined) result.jobSkills.push({ jobId: id, skillId });
    }
    for (const languageCode of plan.languageCodes) result.jobLanguages.push({ jobId: id, languageCode });
  }
  return result;
}
