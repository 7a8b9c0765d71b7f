import { englishStems, gulfEnglishStems, arabicStems } from '../demo-data/phrases.js';
import { arabicSpeaking, gccCountries } from '../demo-data/places.js';
import { fill, joinNames } from '../demo-data/text.js';
import type { Level, Role } from '../demo-data/vocabulary.js';
import type { TextLanguage } from '../types.js';
import type { CategoryInfo, CountryInfo, SubCategoryInfo } from './catalog.js';
import { DAY_MS, type SeedContext, isoDate, isoTime } from './context.js';
import { LEVEL_PAY, TITLE_FORMS } from '../demo-data/jobs.js';
import { pickSkillNames, yearsIn } from './jobs.js';
import { RowBuffer } from './load.js';
import {
  aboutFresh,
  aboutMe,
  certificationsOf,
  nameSetOf,
  nationalityWeights,
  nativeLanguage,
  universities,
} from './people.js';
import { BlockRandom, Prng, Weighted, stableUuid } from './prng.js';
import { IdKind, tables } from './tables.js';

/** Children of one person get ids `index * CHILD_SLOTS + k`, so no two rows of a kind share one. */
export const CHILD_SLOTS = 16;
const MONTH_MS = 30 * DAY_MS;
const LEVELS: readonly Level[] = ['junior', 'mid', 'senior', 'lead'];

/** What the applications need to know about each generated seeker, a few bytes each. */
export class SeekerRegistry {
  readonly subCategory: Uint16Array;
  readonly createdSec: Uint32Array;
  readonly years: Uint8Array;

  constructor(readonly count: number) {
    this.subCategory = new Uint16Array(count);
    this.createdSec = new Uint32Array(count);
    this.years = new Uint8Array(count);
  }
}

export interface SeekerChunk {
  readonly random: BlockRandom;
  readonly buffers: {
    readonly users: RowBuffer;
    readonly userRoles: RowBuffer;
    readonly profiles: RowBuffer;
    readonly experiences: RowBuffer;
    readonly educations: RowBuffer;
    readonly userSkills: RowBuffer;
    readonly userLanguages: RowBuffer;
    readonly careerAspirations: RowBuffer;
    readonly certifications: RowBuffer;
    readonly onlineProfiles: RowBuffer;
  };
}

/** Parents first: the order the chunk's tables are loaded in. */
export function seekerBuffers(chunk: SeekerChunk): RowBuffer[] {
  const b = chunk.buffers;
  return [
    b.users,
    b.userRoles,
    b.profiles,
    b.experiences,
    b.educations,
    b.userSkills,
    b.userLanguages,
    b.careerAspirations,
    b.certifications,
    b.onlineProfiles,
  ];
}

const ascii = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

function digits(random: Prng, count: number): string {
  let text = String(random.int(1, 9));
  for (let i = 1; i < count; i++) text += String(random.int(0, 9));
  return text;
}

function levelForYears(years: number): Level {
  if (years < 2) return 'junior';
  if (years < 6) return 'mid';
  if (years < 11) return 'senior';
  return 'lead';
}

/** The level the role offers that is closest to `wanted`. */
function closestLevel(role: Role, wanted: Level): Level {
  if (role.levels.includes(wanted)) return wanted;
  const rank = LEVELS.indexOf(wanted);
  let best: Level = role.levels[0] ?? 'mid';
  for (const level of role.levels) {
    if (Math.abs(LEVELS.indexOf(level) - rank) < Math.abs(LEVELS.indexOf(best) - rank)) best = level;
  }
  return best;
}

function careerLevelFor(random: Prng, years: number, age: number): string {
  if (years === 0) return age < 24 ? 'student' : 'entry';
  if (years < 2) return 'entry';
  if (years < 6) return 'mid';
  if (years < 11) return 'senior';
  if (years < 16) return 'manager';
  return random.chance(0.25) ? 'executive' : 'director';
}

const DEGREES_BY_PAY = {
  high: new Weighted([
    ['bachelor', 60],
    ['master', 22],
    ['diploma', 12],
    ['doctorate', 3],
    ['secondary', 3],
  ] as const),
  low: new Weighted([
    ['bachelor', 35],
    ['diploma', 30],
    ['secondary', 25],
    ['master', 10],
  ] as const),
};
type Degree = 'secondary' | 'diploma' | 'bachelor' | 'master' | 'doctorate';
const STUDY_YEARS: Readonly<Record<Degree, number>> = {
  secondary: 3,
  diploma: 2,
  bachelor: 4,
  master: 2,
  doctorate: 4,
};
const GRADUATION_AGE: Readonly<Record<Degree, number>> = {
  secondary: 18,
  diploma: 20,
  bachelor: 22,
  master: 25,
  doctorate: 29,
};
const ARTS = new Set(['Education', 'Graphic Design', 'Marketing']);

function degreeTitle(degree: Degree, specialization: string): string {
  if (degree === 'secondary') return 'General Secondary Education Certificate';
  if (degree === 'diploma') return `Diploma in ${specialization}`;
  if (degree === 'bachelor')
    return `Bachelor of ${ARTS.has(specialization) ? 'Arts' : 'Science'} in ${specialization}`;
  if (degree === 'master') {
    return specialization === 'Business Administration'
      ? 'Master of Business Administration (MBA)'
      : `Master of Science in ${specialization}`;
  }
  return `PhD in ${specialization}`;
}

/**
 * Job seekers with complete profiles: a user with the jobseeker role, the profile itself, and
 * its lists (experience, education, skills, languages, career aspirations, certifications,
 * online profiles), all consistent with one life story: age, field, years of experience, level.
 */
export class SeekerGenerator {
  private readonly nationalities: Weighted<CountryInfo>;
  private readonly categories: Weighted<CategoryInfo>;
  private readonly companies = new Map<CategoryInfo, readonly string[]>();
  private readonly industries: readonly string[];
  private readonly nowYear: number;

  constructor(
    private readonly ctx: SeedContext,
    readonly registry: SeekerRegistry,
  ) {
    const { catalog } = ctx;
    this.nowYear = ctx.now.getUTCFullYear();
    const nationalities = nationalityWeights.flatMap(([code, weight]) => {
      const country = catalog.countries.get(code);
      return country === undefined ? [] : [[country, weight] as const];
    });
    this.nationalities = new Weighted(
      nationalities.length > 0 ? nationalities : [...catalog.countries.values()].map((c) => [c, 1] as const),
    );
    this.categories = new Weighted(catalog.categories.map((c) => [c, c.vocabulary.weight] as const));
    this.industries = [...catalog.industryIds.values()];
    // former employers: company names of each field, made once from the demo's name patterns
    const random = new Prng(ctx.seed, 7);
    const legal = [...catalog.countries.values()].flatMap((c) => c.profile.legalSuffixes);
    const stems = [...englishStems, ...gulfEnglishStems, ...arabicStems.map((s) => s.latin)];
    for (const category of catalog.categories) {
      const names = new Set<string>();
      for (let i = 0; i < 60; i++) {
        names.add(
          fill(random.pick(category.vocabulary.companyNames.en), {
            stem: random.pick(stems),
            legal: random.chance(0.6) ? random.pick(legal) : '',
          }),
        );
      }
      this.companies.set(category, [...names]);
    }
  }

  startChunk(): SeekerChunk {
    const buffer = (spec: (typeof tables)[keyof typeof tables]) => new RowBuffer(spec);
    return {
      random: new BlockRandom(this.ctx.seed, 2_000_000),
      buffers: {
        users: buffer(tables.users),
        userRoles: buffer(tables.userRoles),
        profiles: buffer(tables.profiles),
        experiences: buffer(tables.experiences),
        educations: buffer(tables.educations),
        userSkills: buffer(tables.userSkills),
        userLanguages: buffer(tables.userLanguages),
        careerAspirations: buffer(tables.careerAspirations),
        certifications: buffer(tables.certifications),
        onlineProfiles: buffer(tables.onlineProfiles),
      },
    };
  }

  private residenceOf(random: Prng, nationality: CountryInfo): CountryInfo {
    const { countries } = this.ctx.catalog;
    const gulf = gccCountries.filter((c) => countries.has(c));
    if (gulf.includes(nationality.code)) {
      return random.chance(0.85) || gulf.length === 0
        ? nationality
        : (countries.get(random.pick(gulf)) ?? nationality);
    }
    const r = random.float();
    if (r < 0.65) return countries.get('OM') ?? nationality;
    if (r < 0.85 && gulf.length > 0) return countries.get(random.pick(gulf)) ?? nationality;
    return nationality;
  }

  /** Adds seeker number `index` of the run (ids derive from the number) to the chunk. */
  add(chunk: SeekerChunk, index: number): void {
    const random = chunk.random.at(index);
    const { buffers } = chunk;
    const { catalog, seed, nowMs, prefix } = this.ctx;
    const nationality = this.nationalities.pick(random);
    const residence = this.residenceOf(random, nationality);
    const city = residence.cityPicker.pick(random);
    const names = nameSetOf(nationality.code);
    const female = random.chance(0.4);
    const first = random.pick(female ? names.female : names.male);
    const family = random.pick(names.family);
    const fullName = names.familyFirst === true ? `${family} ${first}` : `${first} ${family}`;
    const email = `${ascii(first)}.${ascii(family)}.${seed}-${index + 1}@bulk.test`;

    const category = this.categories.pick(random);
    const sub = random.pick(category.subCategories);
    const role = random.pick(sub.vocabulary.roles);
    const age = random.int(21, 58);
    const years = Math.max(0, Math.min(35, age - 22 - random.int(0, 4)));
    const level = closestLevel(role, levelForYears(years));
    const birthYear = this.nowYear - age;
    const arab = arabicSpeaking.has(nationality.code);
    const preferred =
      arab && random.chance(0.55)
        ? 'ar'
        : nationality.code === 'CN' && random.chance(0.75)
          ? 'zh-CN'
          : 'en-US';
    const textLanguage: TextLanguage = preferred === 'ar' ? 'ar' : preferred === 'zh-CN' ? 'zh' : 'en';
    const title = TITLE_FORMS.en[level](role.title.en);
    const skillNames = pickSkillNames(random, sub, random.int(4, 10));

    const id = stableUuid(seed, IdKind.seeker, index);
    const createdMs = nowMs - random.int(10, 900) * DAY_MS - random.int(0, 86_399) * 1000;
    const updatedMs = createdMs + random.int(0, Math.floor((nowMs - createdMs) / 1000)) * 1000;
    const createdAt = isoTime(createdMs);
    const lastLogin = random.chance(0.85) ? isoTime(nowMs - random.int(0, 30 * 86_400) * 1000) : null;
    buffers.users.push([
      id,
      `${prefix}-s-${index + 1}`,
      email,
      this.ctx.passwordHash,
      fullName,
      preferred,
      false,
      null,
      null,
      random.chance(0.06),
      createdAt,
      isoTime(updatedMs),
      lastLogin,
      null,
    ]);
    buffers.userRoles.push([id, 'jobseeker', createdAt]);

    const localTitle = TITLE_FORMS[textLanguage][level](role.title[textLanguage]);
    const aboutValues = {
      title: localTitle,
      years: yearsIn(years, textLanguage),
      sector: category.vocabulary.sector[textLanguage],
      skills: joinNames(skillNames.slice(0, 3), textLanguage),
      city: city.name[textLanguage],
    };
    const about = fill((years === 0 ? aboutFresh : random.pick(aboutMe))[textLanguage], aboutValues);
    const gulfResident = gccCountries.includes(residence.code);
    const expatriate = nationality.code !== residence.code;
    buffers.profiles.push([
      id,
      fullName,
      title,
      about,
      nationality.code,
      `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      female ? 'female' : 'male',
      gulfResident && random.chance(0.9) ? digits(random, random.int(8, 10)) : null,
      expatriate ? gulfResident && random.chance(0.85) : random.chance(0.2),
      `${residence.phoneCode} ${digits(random, 8)}`,
      random.chance(0.25) ? `${residence.phoneCode} ${digits(random, 7)}` : null,
      email,
      random.chance(0.9),
      catalog.careerLevelIds.get(careerLevelFor(random, years, age)) ?? null,
      years,
      residence.code,
      city.stateId,
      city.id,
      null,
      null,
      null,
      Math.floor(random.float() ** 3 * 400),
      createdAt,
      isoTime(updatedMs),
    ]);

    this.addExperiences(chunk, random, index, id, sub, role, level, years, residence, nationality);
    this.addEducations(chunk, random, index, id, category, birthYear, years, residence, nationality);

    let k = 0;
    for (const name of skillNames) {
      const skillId = catalog.skillIds.get(name.toLowerCase());
      if (skillId === undefined) continue;
      const skillLevel = Math.max(1, Math.min(5, (years > 8 ? 4 : 3) + random.int(-1, 1)));
      buffers.userSkills.push([
        stableUuid(seed, IdKind.userSkill, index * CHILD_SLOTS + k++),
        id,
        skillId,
        skillLevel,
      ]);
    }

    k = 0;
    const native = random.pick(nativeLanguage[nationality.code] ?? ['en']);
    const spoken: [string, string][] = [[native, 'native']];
    if (native !== 'en' && random.chance(0.85)) {
      spoken.push(['en', random.pick(['conversational', 'professional', 'professional', 'fluent'])]);
    }
    if (native !== 'ar' && arabicSpeaking.has(residence.code) && random.chance(0.25)) {
      spoken.push(['ar', random.pick(['basic', 'conversational'])]);
    }
    for (const [code, levelCode] of spoken) {
      const levelId = catalog.languageLevelIds.get(levelCode);
      if (!catalog.languages.has(code) || levelId === undefined) continue;
      buffers.userLanguages.push([
        stableUuid(seed, IdKind.userLanguage, index * CHILD_SLOTS + k++),
        id,
        code,
        levelId,
      ]);
    }

    // what they are looking for next
    const target = random.chance(0.7)
      ? residence
      : (catalog.countries.get(random.pick(gccCountries)) ?? residence);
    const targetCity = random.chance(0.6) ? target.cityPicker.pick(random) : null;
    const nextLevel = closestLevel(role, levelForYears(years + 2));
    const profile = target.profile;
    const wanted =
      profile.baseline * category.vocabulary.pay * role.pay * LEVEL_PAY[nextLevel] * random.between(0.9, 1.2);
    const salaryMin = Math.max(profile.step, Math.round(wanted / profile.step) * profile.step);
    const salaryMax = Math.round((salaryMin * random.between(1.2, 1.6)) / profile.step) * profile.step;
    buffers.careerAspirations.push([
      stableUuid(seed, IdKind.careerAspiration, index),
      id,
      random.chance(0.7) ? category.industryId : random.pick(this.industries),
      random.chance(0.85) ? 'full_time' : random.pick(['contract', 'part_time', 'freelance']),
      random.pick(['none', 'none', 'occasional', 'occasional', 'frequent']),
      target.code,
      targetCity?.stateId ?? null,
      targetCity?.id ?? null,
      profile.currency,
      salaryMin,
      Math.max(salaryMin, salaryMax),
      catalog.contractTypeIds.get(random.chance(0.8) ? 'permanent' : 'fixed_term') ?? null,
    ]);

    if (years > 0 && random.chance(0.4)) {
      const earned = random.sample(certificationsOf(category.key), random.chance(0.7) ? 1 : 2);
      earned.forEach(([certificate, issuer], i) => {
        const issuedYear = this.nowYear - random.int(0, Math.min(years, 8));
        buffers.certifications.push([
          stableUuid(seed, IdKind.certification, index * CHILD_SLOTS + i),
          id,
          certificate,
          `${issuedYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
          issuer,
        ]);
      });
    }

    const handle = `${ascii(first)}-${ascii(family)}`;
    buffers.onlineProfiles.push([
      stableUuid(seed, IdKind.onlineProfile, index),
      id,
      random.chance(0.3)
        ? `https://www.facebook.com/${handle.replace('-', '.')}.${random.int(10, 9999)}`
        : null,
      random.chance(0.2) ? `https://x.com/${handle.replace('-', '_')}${random.int(1, 999)}` : null,
      `https://www.linkedin.com/in/${handle}-${random.next().toString(16).padStart(8, '0').slice(0, 6)}`,
      createdAt,
    ]);

    const registry = this.registry;
    registry.subCategory[index] = sub.index;
    registry.createdSec[index] = Math.floor(createdMs / 1000);
    registry.years[index] = years;
  }

  private addExperiences(
    chunk: SeekerChunk,
    random: Prng,
    index: number,
    userId: string,
    sub: SubCategoryInfo,
    role: Role,
    level: Level,
    years: number,
    residence: CountryInfo,
    nationality: CountryInfo,
  ): void {
    const { seed, nowMs, catalog } = this.ctx;
    const category = sub.category;
    // a manager got there through one of the field's graded roles
    const earlierRole =
      role.levels.length > 1 ? role : (sub.vocabulary.roles.find((r) => r.levels.length > 1) ?? role);
    const companies = this.companies.get(category) ?? ['Bulk Trading LLC'];
    const duty = (i: number) => category.vocabulary.responsibilities[i]?.en ?? '';
    const write = (
      k: number,
      title: string,
      fromMs: number,
      toMs: number | null,
      employmentType: string,
      country: CountryInfo,
    ) => {
      const duties = random.sample(
        category.vocabulary.responsibilities.map((_, i) => i),
        2,
      );
      const city = country.cityPicker.pick(random);
      chunk.buffers.experiences.push([
        stableUuid(seed, IdKind.experience, index * CHILD_SLOTS + k),
        userId,
        title,
        `Key responsibilities: ${duties.map(duty).join('; ')}.`,
        random.pick(companies),
        null,
        isoDate(fromMs),
        toMs === null ? null : isoDate(toMs),
        toMs === null,
        random.chance(0.8) ? category.industryId : null,
        employmentType,
        country.code,
        city.stateId,
        city.id,
      ]);
    };

    if (years === 0) {
      // a fresh graduate: one internship during the last year
      const toMs = nowMs - random.int(1, 9) * MONTH_MS;
      write(
        0,
        TITLE_FORMS.en.trainee(role.title.en),
        toMs - random.int(3, 6) * MONTH_MS,
        toMs,
        'internship',
        residence,
      );
      return;
    }
    const count = random.int(1, Math.min(4, 1 + Math.floor(years / 2)));
    const current = random.chance(0.8);
    let endMs = current ? nowMs : nowMs - random.int(1, 8) * MONTH_MS;
    const totalMonths = years * 12;
    const rank = role.levels.length > 1 ? LEVELS.indexOf(level) : LEVELS.length - 1;
    for (let k = 0; k < count; k++) {
      // the latest job is the longest; earlier ones share the rest
      const months = Math.max(
        3,
        Math.round(k === count - 1 ? totalMonths / count : (totalMonths / count) * random.between(0.6, 1.4)),
      );
      const fromMs = endMs - months * MONTH_MS;
      const title =
        k === 0
          ? TITLE_FORMS.en[level](role.title.en)
          : TITLE_FORMS.en[closestLevel(earlierRole, LEVELS[Math.max(0, rank - k)] ?? 'junior')](
              earlierRole.title.en,
            );
      const employmentType = random.chance(0.9) ? 'full_time' : 'contract';
      write(
        k,
        title,
        fromMs,
        k === 0 && current ? null : endMs,
        catalog.employmentTypes.has(employmentType) ? employmentType : 'full_time',
        k === 0 || random.chance(0.5) ? residence : nationality,
      );
      endMs = fromMs - random.int(0, 3) * MONTH_MS;
    }
  }

  private addEducations(
    chunk: SeekerChunk,
    random: Prng,
    index: number,
    userId: string,
    category: CategoryInfo,
    birthYear: number,
    years: number,
    residence: CountryInfo,
    nationality: CountryInfo,
  ): void {
    const { seed, catalog } = this.ctx;
    let highest: Degree = (category.vocabulary.pay < 0.8 ? DEGREES_BY_PAY.low : DEGREES_BY_PAY.high).pick(
      random,
    );
    // nobody finishes a master's degree before 25
    while (birthYear + GRADUATION_AGE[highest] > this.nowYear - 1 && highest !== 'secondary') {
      highest = highest === 'doctorate' ? 'master' : highest === 'master' ? 'bachelor' : 'diploma';
    }
    const degrees: Degree[] = [highest];
    if ((highest === 'master' || highest === 'doctorate') && random.chance(0.8)) degrees.push('bachelor');
    else if (highest === 'bachelor' && random.chance(0.2)) degrees.push('secondary');
    const specialization =
      category.specializations.length > 0
        ? random.pick(category.specializations)
        : { id: null, name: 'Business Administration' };
    degrees.forEach((degree, k) => {
      const endYear = Math.min(
        this.nowYear - 1,
        birthYear + GRADUATION_AGE[degree] + random.int(0, years > 3 ? 2 : 0),
      );
      const studied = random.chance(0.7) ? nationality : residence;
      const city = studied.cityPicker.pick(random);
      const secondary = degree === 'secondary';
      const university = secondary
        ? `${city.name.en} Secondary School`
        : random.pick(universities[studied.code] ?? universities.OM ?? ['Sultan Qaboos University']);
      chunk.buffers.educations.push([
        stableUuid(seed, IdKind.education, index * CHILD_SLOTS + k),
        userId,
        catalog.degreeLevelIds.get(degree) ?? null,
        degreeTitle(degree, specialization.name),
        university,
        `${endYear - STUDY_YEARS[degree]}-09-01`,
        `${endYear}-06-30`,
        secondary
          ? null
          : random.chance(0.65)
            ? Math.round(random.between(2.6, 3.95) * 100) / 100
            : Math.round(random.between(62, 94) * 10) / 10,
        secondary ? null : specialization.id,
        studied.code,
        city.stateId,
        city.id,
      ]);
    });
  }
}
