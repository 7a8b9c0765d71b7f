import {
  employmentTypeNotes,
  experienceYears,
  freshGraduates,
  remoteIntro,
  responsibilitiesText,
  roleIntro,
  skillsRequired,
} from '../demo-data/phrases.js';
import { LEVEL_PAY, LEVEL_WEIGHTS, TITLE_FORMS } from '../demo-data/jobs.js';
import { arabicSpeaking, gccCountries } from '../demo-data/places.js';
import { arabicYears, article, fill, joinNames, joinSentences } from '../demo-data/text.js';
import { type Level, type Role, generalSkills } from '../demo-data/vocabulary.js';
import type { TextLanguage } from '../types.js';
import type { CategoryInfo, CityInfo, CountryInfo, SubCategoryInfo } from './catalog.js';
import { DAY_MS, type SeedContext, isoDate, isoTime } from './context.js';
import { RowBuffer } from './load.js';
import { type OrganisationInfo, countryInSentence } from './organisations.js';
import { BlockRandom, type Prng, Weighted, stableUuid } from './prng.js';
import { IdKind, tables } from './tables.js';

const TEXT_LANGUAGES = new Weighted<TextLanguage>([
  ['en', 55],
  ['ar', 25],
  ['zh', 20],
]);

const EMPLOYMENT_TYPES = new Weighted([
  ['full_time', 78],
  ['contract', 8],
  ['part_time', 5],
  ['temporary', 3],
  ['internship', 3],
  ['freelance', 3],
]);

type Fate = 'open' | 'expired' | 'draft' | 'closed' | 'withdrawn';
const FATES = new Weighted<Fate>([
  ['open', 90],
  ['expired', 3],
  ['draft', 3.5],
  ['closed', 2],
  ['withdrawn', 1.5],
]);

const CONTRACT_OF_EMPLOYMENT: Readonly<Record<string, readonly string[]>> = {
  full_time: ['permanent', 'permanent', 'permanent', 'fixed_term'],
  part_time: ['permanent', 'fixed_term'],
  contract: ['fixed_term', 'project', 'secondment'],
  temporary: ['fixed_term'],
  internship: ['fixed_term'],
  freelance: ['project'],
};

/**
 * What the applications of the run need to know about each generated job, in typed arrays
 * (a few bytes per job) instead of objects: its organisation, sub-category, whether it is open,
 * and when it was published.
 */

/**
 * A job's work model: remote as drawn; else hybrid for about a third of office work (the
 * categories that have remote jobs) and one in twenty of the rest. Read from the job's id rather
 * than drawn, so that the jobs drawn after it stay the same.
 */
function workModelOf(id: string, remote: boolean, officeWork: boolean): 'on_site' | 'hybrid' | 'remote' {
  if (remote) return 'remote';
  const share = Number.parseInt(id.slice(0, 8), 16) / 0x1_0000_0000;
  return share < (officeWork ? 0.3 : 0.05) ? 'hybrid' : 'on_site';
}

export class JobRegistry {
  readonly organisation: Uint32Array;
  readonly subCategory: Uint16Array;
  readonly open: Uint8Array;
  readonly publishedSec: Uint32Array;

  constructor(readonly count: number) {
    this.organisation = new Uint32Array(count);
    this.subCategory = new Uint16Array(count);
    this.open = new Uint8Array(count);
    this.publishedSec = new Uint32Array(count);
  }

  /** The open jobs of each sub-category (by `SubCategoryInfo.index`), and all of them. */
  openJobs(subCategories: number): { bySubCategory: Int32Array[]; all: Int32Array } {
    const counts = new Int32Array(subCategories);
    let total = 0;
    for (let i = 0; i < this.count; i++) {
      if (this.open[i] !== 1) continue;
      const sub = this.subCategory[i] ?? 0;
      counts[sub] = (counts[sub] ?? 0) + 1;
      total++;
    }
    const bySubCategory = Array.from(counts, (n) => new Int32Array(n));
    const filled = new Int32Array(subCategories);
    const all = new Int32Array(total);
    let k = 0;
    for (let i = 0; i < this.count; i++) {
      if (this.open[i] !== 1) continue;
      const sub = this.subCategory[i] ?? 0;
      const list = bySubCategory[sub];
      const at = filled[sub] ?? 0;
      if (list !== undefined) list[at] = i;
      filled[sub] = at + 1;
      all[k++] = i;
    }
    return { bySubCategory, all };
  }
}

/** One chunk of jobs under construction: its own random stream and its rows. */
export interface JobChunk {
  readonly random: BlockRandom;
  readonly jobs: RowBuffer;
  readonly skills: RowBuffer;
  readonly languages: RowBuffer;
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function yearsEn(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

export function yearsIn(years: number, language: TextLanguage): string | number {
  return language === 'ar' ? arabicYears(years) : language === 'zh' ? years : yearsEn(years);
}

/** `count` skill names: the sub-category's own first, then the category's, then general ones. */
export function pickSkillNames(random: Prng, sub: SubCategoryInfo, count: number): string[] {
  const own = random.sample(sub.vocabulary.skills, Math.max(2, count - random.int(1, 2)));
  const chosen = new Set(own.map((s) => s.toLowerCase()));
  const result = [...own];
  for (const list of [sub.category.vocabulary.skills, generalSkills]) {
    for (const skill of random.sample(list, count)) {
      if (result.length >= count) return result;
      if (chosen.has(skill.toLowerCase())) continue;
      chosen.add(skill.toLowerCase());
      result.push(skill);
    }
  }
  return result;
}

/** Jobs as the demo data writes them, with shorter descriptions, from precomputed choices. */
export class JobGenerator {
  private readonly organisationsByLanguage: Record<TextLanguage, Weighted<OrganisationInfo>>;
  private readonly skillCache = new Map<string, string>();
  private readonly levelPickers = new Map<Role, Weighted<Level>>();
  private readonly today: string;

  constructor(
    private readonly ctx: SeedContext,
    private readonly organisations: readonly OrganisationInfo[],
    readonly registry: JobRegistry,
  ) {
    this.today = isoDate(ctx.nowMs);
    // who would write a job in this language: a company of that language, or one where it is spoken
    const byLanguage = (weight: (o: OrganisationInfo) => number): Weighted<OrganisationInfo> => {
      const entries = organisations.map((o) => [o, weight(o)] as const);
      return entries.some(([, w]) => w > 0)
        ? new Weighted(entries)
        : new Weighted(organisations.map((o) => [o, 1]));
    };
    this.organisationsByLanguage = {
      zh: byLanguage((o) =>
        o.language === 'zh' ? 4 : o.country.code === 'CN' || o.country.code === 'SG' ? 1 : 0,
      ),
      ar: byLanguage((o) => (o.language === 'ar' ? 3 : arabicSpeaking.has(o.country.code) ? 1 : 0)),
      en: byLanguage((o) => (o.language === 'en' ? 3 : 1)),
    };
  }

  startChunk(): JobChunk {
    return {
      random: new BlockRandom(this.ctx.seed, 1_000_000),
      jobs: new RowBuffer(tables.jobs),
      skills: new RowBuffer(tables.jobSkills),
      languages: new RowBuffer(tables.jobLanguages),
    };
  }

  private levelPicker(role: Role): Weighted<Level> {
    let picker = this.levelPickers.get(role);
    if (picker === undefined) {
      picker = new Weighted(role.levels.map((l) => [l, LEVEL_WEIGHTS[l]] as const));
      this.levelPickers.set(role, picker);
    }
    return picker;
  }

  private skillId(name: string): string | undefined {
    let id = this.skillCache.get(name);
    if (id === undefined) {
      id = this.ctx.catalog.skillIds.get(name.toLowerCase());
      if (id !== undefined) this.skillCache.set(name, id);
    }
    return id;
  }

  private pickLanguages(random: Prng, language: TextLanguage, country: CountryInfo): string[] {
    const codes = new Set<string>([language]);
    if (language === 'zh' && random.chance(0.5)) codes.add('en');
    if (language === 'ar' && random.chance(0.7)) codes.add('en');
    if (language === 'en') {
      if (arabicSpeaking.has(country.code) && random.chance(0.45)) codes.add('ar');
      if ((country.code === 'CN' || country.code === 'SG') && random.chance(0.5)) codes.add('zh');
    }
    const local = country.profile.localLanguages;
    if (codes.size < 3 && local.length > 0 && random.chance(0.15)) codes.add(random.pick(local));
    return [...codes].filter((code) => this.ctx.catalog.languages.has(code));
  }

  private degreeOf(random: Prng, level: Level, category: CategoryInfo, internship: boolean): string | null {
    if (random.chance(0.1)) return null;
    if (internship) return random.chance(0.7) ? 'bachelor' : 'diploma';
    if (category.vocabulary.pay < 0.8) {
      return random.pick(['secondary', 'diploma', 'diploma', 'bachelor', 'none']);
    }
    if (level === 'senior' || level === 'lead') return random.chance(0.7) ? 'bachelor' : 'master';
    return random.chance(0.75) ? 'bachelor' : random.chance(0.7) ? 'diploma' : 'master';
  }

  private careerLevelOf(random: Prng, role: Role, level: Level, internship: boolean): string {
    if (internship) return 'student';
    if (role.levels.length === 1) return random.chance(0.8) ? 'manager' : 'director';
    if (level === 'junior') return 'entry';
    if (level === 'mid') return 'mid';
    if (level === 'senior') return 'senior';
    return random.chance(0.8) ? 'manager' : 'director';
  }

  private describe(
    random: Prng,
    language: TextLanguage,
    title: string,
    city: CityInfo,
    country: CountryInfo,
    remote: boolean,
    employmentType: string,
    category: CategoryInfo,
    skillNames: readonly string[],
    experience: number,
  ): string {
    const values = {
      title,
      titleArticle: article(title),
      city: city.name[language],
      country: country.name[language],
      countryInSentence: countryInSentence(country, language),
    };
    const sentences = [fill((remote ? remoteIntro : random.pick(roleIntro))[language], values)];
    const note = employmentTypeNotes[employmentType];
    if (note !== undefined) sentences.push(note[language]);
    const duty = random.pick(category.vocabulary.responsibilities)[language];
    sentences.push(responsibilitiesText([duty], language));
    sentences.push(fill(skillsRequired[language], { skills: joinNames(skillNames.slice(0, 3), language) }));
    if (random.chance(0.5)) {
      sentences.push(
        experience === 0
          ? freshGraduates[language]
          : fill(experienceYears[language], { years: yearsIn(experience, language) }),
      );
    }
    return joinSentences(sentences, language);
  }

  /** Adds job number `index` of the run (its id is derived from the number) to the chunk. */
  add(chunk: JobChunk, index: number): void {
    const random = chunk.random.at(index);
    const { catalog, seed, nowMs } = this.ctx;
    const language = TEXT_LANGUAGES.pick(random);
    const organisation = this.organisationsByLanguage[language].pick(random);
    // most jobs are in the company's own field; support roles (HR, finance...) exist everywhere
    const category = random.chance(0.75) ? organisation.category : random.pick(catalog.categories);
    const sub = random.pick(category.subCategories);
    const role = random.pick(sub.vocabulary.roles);

    let employmentType = EMPLOYMENT_TYPES.pick(random);
    if (employmentType === 'internship' && !role.levels.includes('junior')) employmentType = 'full_time';
    const internship = employmentType === 'internship';
    const level: Level = internship
      ? 'junior'
      : role.levels.length === 1
        ? (role.levels[0] ?? 'mid')
        : this.levelPicker(role).pick(random);

    let experience: number;
    if (internship) experience = 0;
    else if (role.levels.length === 1) experience = random.int(5, 12);
    else if (level === 'junior') experience = random.int(0, 2);
    else if (level === 'mid') experience = random.int(2, 5);
    else if (level === 'senior') experience = random.int(5, 9);
    else experience = random.int(8, 12);

    let country = organisation.country;
    if (gccCountries.includes(country.code) && random.chance(0.1)) {
      country = catalog.countries.get(random.pick(gccCountries)) ?? country;
    }
    const remote = category.vocabulary.remote && random.chance(0.15);
    const city: CityInfo | null = remote
      ? null
      : country === organisation.country && random.chance(0.6)
        ? organisation.city
        : country.cityPicker.pick(random);

    const form = internship ? 'trainee' : level;
    const title = TITLE_FORMS[language][form](role.title[language]);
    const skillNames = pickSkillNames(random, sub, random.int(3, 8));
    const languageCodes = this.pickLanguages(random, language, country);
    const description = this.describe(
      random,
      language,
      title,
      city ?? organisation.city,
      country,
      remote,
      employmentType,
      category,
      skillNames,
      experience,
    );

    // salary: most jobs show a range in the country's currency and period
    let salaryMin: number | null = null;
    let salaryMax: number | null = null;
    let currency: string | null = null;
    let period: string | null = null;
    if (random.chance(0.85)) {
      const profile = country.profile;
      const reduced = internship || employmentType === 'part_time';
      const typeFactor = internship ? 0.35 : employmentType === 'part_time' ? 0.55 : 1;
      const floor = reduced ? profile.floor / 2 : profile.floor;
      const raw =
        profile.baseline *
        category.vocabulary.pay *
        role.pay *
        LEVEL_PAY[level] *
        typeFactor *
        random.between(0.85, 1.15);
      const clamp = (value: number) => Math.min(profile.cap, Math.max(floor, roundTo(value, profile.step)));
      salaryMin = clamp(raw);
      salaryMax = Math.max(salaryMin, clamp(raw * random.between(1.15, 1.5)));
      currency = profile.currency;
      period = profile.period;
    }

    // the lifecycle: most are open; a few are expired, drafts, closed or withdrawn
    const fate = FATES.pick(random);
    const ago = (minDays: number, maxDays: number) =>
      nowMs - random.int(minDays * 86_400, maxDays * 86_400) * 1000;
    const ahead = (minDays: number, maxDays: number) =>
      isoDate(nowMs + random.int(minDays, maxDays) * DAY_MS);
    const between = (fromMs: number) => fromMs + random.int(0, Math.floor((nowMs - fromMs) / 1000)) * 1000;
    let status = 'published';
    let publishedMs: number | null;
    let endDate: string | null;
    let createdMs: number;
    let updatedMs: number;
    let closedAt: string | null = null;
    let withdrawnAt: string | null = null;
    if (fate === 'draft') {
      status = 'draft';
      publishedMs = null;
      createdMs = ago(0, 20);
      updatedMs = between(createdMs);
      endDate = random.chance(0.5) ? ahead(30, 90) : null;
    } else if (fate === 'expired') {
      // still marked published, but its end date has passed: the public does not see it
      const endedDaysAgo = random.int(1, 30);
      endDate = isoDate(nowMs - endedDaysAgo * DAY_MS);
      publishedMs = ago(endedDaysAgo + 14, endedDaysAgo + 60);
      createdMs = publishedMs - random.int(0, 3 * 86_400) * 1000;
      updatedMs = publishedMs;
    } else {
      publishedMs = fate === 'closed' ? ago(20, 90) : fate === 'withdrawn' ? ago(3, 40) : ago(0, 60);
      createdMs = publishedMs - random.int(0, 3 * 86_400) * 1000;
      updatedMs = fate === 'open' ? publishedMs : between(publishedMs);
      endDate = fate === 'open' && random.chance(0.05) ? null : ahead(10, 90);
      if (fate === 'closed') {
        status = 'closed';
        closedAt = isoTime(updatedMs);
      }
      if (fate === 'withdrawn') {
        status = 'withdrawn';
        withdrawnAt = isoTime(updatedMs);
      }
    }

    const gulf = gccCountries.includes(country.code);
    const nationalsOnly = gulf && random.chance(0.06);
    const degree = this.degreeOf(random, level, category, internship);
    const contract = random.pick(CONTRACT_OF_EMPLOYMENT[employmentType] ?? ['permanent']);
    const vacancies = random.chance(0.8) ? 1 : random.chance(0.75) ? random.int(2, 5) : random.int(6, 20);
    const id = stableUuid(seed, IdKind.job, index);
    const workModel = workModelOf(id, remote, category.vocabulary.remote);
    const skillIds = skillNames.flatMap((name) => this.skillId(name) ?? []);
    chunk.jobs.push([
      id,
      organisation.id,
      category.id,
      sub.id,
      title,
      description,
      language,
      country.code,
      city?.stateId ?? null,
      city?.id ?? null,
      workModel,
      // a remote job is open to candidates in its country, as its description says
      remote ? `{${country.code}}` : '{}',
      employmentType,
      salaryMin,
      salaryMax,
      currency,
      period,
      experience,
      status,
      publishedMs === null ? null : isoTime(publishedMs),
      endDate,
      isoTime(createdMs),
      isoTime(updatedMs),
      degree === null ? null : (catalog.degreeLevelIds.get(degree) ?? null),
      catalog.careerLevelIds.get(this.careerLevelOf(random, role, level, internship)) ?? null,
      catalog.contractTypeIds.get(contract) ?? null,
      vacancies,
      nationalsOnly,
      gulf && !nationalsOnly && random.chance(0.12),
      gulf && random.chance(0.1),
      organisation.hrUserId,
      closedAt,
      withdrawnAt,
      // jobs.skill_ids as the trigger of migration 0005 would set it, so that it writes nothing
      `{${[...new Set(skillIds)].sort().join(',')}}`,
    ]);
    for (const skillId of skillIds) {
      chunk.skills.push([id, skillId, random.chance(0.5) ? null : random.int(2, 4)]);
    }
    for (const code of languageCodes) {
      const levelCode = random.chance(0.3)
        ? null
        : code === language
          ? random.pick(['professional', 'fluent'])
          : random.pick(['basic', 'conversational', 'professional']);
      chunk.languages.push([
        id,
        code,
        levelCode === null ? null : (catalog.languageLevelIds.get(levelCode) ?? null),
      ]);
    }

    const registry = this.registry;
    registry.organisation[index] = organisation.index;
    registry.subCategory[index] = sub.index;
    const isOpen = status === 'published' && (endDate === null || endDate >= this.today);
    registry.open[index] = isOpen ? 1 : 0;
    registry.publishedSec[index] = publishedMs === null ? 0 : Math.floor(publishedMs / 1000);
  }
}
