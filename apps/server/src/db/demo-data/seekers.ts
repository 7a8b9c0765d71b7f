import type { TextLanguage } from '../types.js';
import type { DemoContext } from './context.js';
import { fileSlug } from './files.js';
import { levelledTitle } from './jobs.js';
import { type CodedRef, idOf } from './model-reference.js';
import { type Gender, type PersonName, nameGroupOf, personName } from './names.js';
import { type DemoEmployer, digits, industryFor, phoneNumber } from './organisation-details.js';
import { pickCity } from './organisations.js';
import type { DemoUser, Locale } from './people.js';
import { arabicStems, chineseStems, englishStems } from './phrases.js';
import { countryProfiles, gccCountries } from './places.js';
import {
  aboutClosings,
  aboutGraduate,
  aboutOpenings,
  achievements,
  awards,
  certifications,
  courses,
  hobbies,
  languageCertificate,
  medicalConditions,
  projects,
  recommendationTexts,
  referencesOnRequest,
  secondarySchool,
  signatureFonts,
  signatureTitles,
  specializationsByCategory,
  trainings,
  universities,
  volunteering,
} from './profile-phrases.js';
import type { SeededRandom } from './random.js';
import type { CategoryRef, CityRef, SubCategoryRef } from './reference.js';
import { type Text3, arabicYears, article, fill, joinSentences } from './text.js';
import { DAY_MS, between, dateOnly, daysBefore, earliest } from './time.js';
import { type Level, type Role, generalSkills } from './vocabulary.js';

/** A job seeker and what the pipeline needs to know about them. */
export interface DemoSeeker {
  readonly user: DemoUser;
  readonly nationality: string;
  readonly countryCode: string;
  readonly city: CityRef;
  readonly category: CategoryRef;
  readonly subCategory: SubCategoryRef;
  readonly years: number;
  readonly graduate: boolean;
  readonly hasWorkPermit: boolean;
  readonly residentCardNo: string | null;
  readonly resumeFileId: string | null;
  readonly skillNames: readonly string[];
  /** user_skills ids, for endorsements. */
  readonly userSkillIds: readonly string[];
  readonly university: string;
  readonly graduation: Date;
  readonly degreeLevelId: string;
  readonly specializationId: string;
  /** Whether recruiters may find the profile (a sourcing pool holds only these). */
  readonly searchable: boolean;
}

export interface SeekerSpec {
  readonly name?: PersonName;
  readonly email?: string;
  readonly nationality?: string;
  /** The country they live in; by default home, or a Gulf country for many expatriates. */
  readonly residence?: string;
  readonly city?: string;
  readonly preferredLanguage?: Locale;
  readonly category?: string;
  readonly subCategory?: string;
  readonly years?: number;
  readonly graduate?: boolean;
  readonly createdAt?: Date;
  readonly locked?: { readonly at: Date; readonly reason: string };
  readonly lastLoginAt?: Date;
  /** Fills every sub-list of the profile, several rows where it makes sense. */
  readonly complete?: boolean;
}

/** Nationalities of the market's job seekers: Oman first, then the Gulf's expatriate communities. */
const NATIONALITIES: readonly (readonly [string, number])[] = [
  ['OM', 36],
  ['AE', 3],
  ['SA', 4],
  ['QA', 1],
  ['KW', 1],
  ['BH', 1],
  ['EG', 6],
  ['JO', 4],
  ['IN', 14],
  ['PH', 8],
  ['PK', 6],
  ['CN', 10],
  ['SG', 1],
  ['GB', 3],
  ['US', 1],
  ['DE', 1],
];

const EXPAT_DESTINATIONS: readonly (readonly [string, number])[] = [
  ['OM', 6],
  ['AE', 3],
  ['SA', 2],
  ['QA', 1],
];

const BLOOD_GROUPS = [
  ['O+', 38],
  ['A+', 30],
  ['B+', 18],
  ['AB+', 5],
  ['O-', 4],
  ['A-', 3],
  ['B-', 1],
  ['AB-', 1],
] as const;

/** Where a person of a nationality lives: at home, or as an expatriate in the Gulf. */
function residenceOf(random: SeededRandom, nationality: string): string {
  if (gccCountries.includes(nationality)) return nationality;
  const abroad =
    nationality === 'CN'
      ? 0.35
      : nationality === 'SG' || nationality === 'DE' || nationality === 'US'
        ? 0.3
        : 0.7;
  return random.chance(abroad) ? random.weighted(EXPAT_DESTINATIONS) : nationality;
}

function localeFor(random: SeededRandom, nationality: string): Locale {
  const group = nameGroupOf[nationality] ?? 'english';
  if (group === 'chinese') return nationality === 'CN' && random.chance(0.8) ? 'zh-CN' : 'en-US';
  if (group === 'omani' || group === 'gulf' || group === 'levant')
    return random.chance(0.45) ? 'ar' : 'en-US';
  return 'en-US';
}

function levelFor(years: number): Level {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'mid';
  if (years <= 11) return 'senior';
  return 'lead';
}

const LEVELS: readonly Level[] = ['junior', 'mid', 'senior', 'lead'];

/** The title a role takes at the seniority it has closest to the person's (a manager title has no prefix). */
function titleFor(role: Role, years: number, language: TextLanguage, trainee = false): string {
  if (trainee && role.levels.includes('junior')) return levelledTitle(role.title, 'trainee', language);
  const wanted = LEVELS.indexOf(levelFor(years));
  let level: Level = role.levels[0] ?? 'mid';
  for (const candidate of role.levels) {
    if (Math.abs(LEVELS.indexOf(candidate) - wanted) < Math.abs(LEVELS.indexOf(level) - wanted))
      level = candidate;
  }
  return levelledTitle(role.title, level, language);
}

function careerLevelCode(years: number, graduate: boolean): string {
  if (graduate) return 'student';
  if (years <= 2) return 'entry';
  if (years <= 6) return 'mid';
  if (years <= 11) return 'senior';
  if (years <= 17) return 'manager';
  if (years <= 24) return 'director';
  return 'executive';
}

function yearsText(years: number, language: TextLanguage): string {
  if (language === 'zh') return String(years);
  if (language === 'ar') return arabicYears(years);
  return years === 1 ? '1 year' : `${years} years`;
}

/** The duties of a role as sentences of a CV. */
function dutiesText(duties: readonly string[], language: TextLanguage): string {
  if (language === 'zh') return `${duties.join('；')}。`;
  if (language === 'ar') return `${duties.join('، ')}.`;
  return duties.map((d) => `${d.charAt(0).toUpperCase()}${d.slice(1)}.`).join(' ');
}

function degreeTitle(degree: CodedRef, specialization: Text3, language: TextLanguage): string {
  if (language === 'zh') return `${specialization.zh}${degree.name.zh}`;
  if (language === 'ar') return `${degree.name.ar} في ${specialization.ar}`;
  return `${degree.name.en} in ${specialization.en}`;
}

/** A company a person worked for that is not on the platform, named like the market's companies. */
function outsideCompany(random: SeededRandom, category: CategoryRef, language: TextLanguage): string {
  const pattern = random.pick(category.vocabulary.companyNames[language]);
  if (language === 'zh') return `${fill(pattern, { stem: random.pick(chineseStems).zh })}有限公司`;
  if (language === 'ar') return fill(pattern, { stem: random.pick(arabicStems).ar });
  return fill(pattern, { stem: random.pick(englishStems), legal: '' }).trim();
}

function pickCityOrNull(ctx: DemoContext, random: SeededRandom, countryCode: string): CityRef | null {
  const cities = ctx.reference.citiesByCountry.get(countryCode);
  return cities === undefined || cities.length === 0 ? null : pickCity(random, cities);
}

function cityByName(ctx: DemoContext, countryCode: string, name: string | null): CityRef | null {
  if (name === null) return null;
  return ctx.reference.citiesByCountry.get(countryCode)?.find((c) => c.name.en === name) ?? null;
}

/** The reference location columns of a city: country, its state where known, the city. */
function located(ctx: DemoContext, countryCode: string, city: CityRef | null) {
  return {
    countryCode,
    stateId: city === null ? null : (ctx.model.cityStates.get(city.id) ?? null),
    cityId: city?.id ?? null,
  };
}

/**
 * Creates a job seeker: the user, the platform role, the profile and its sub-lists. Generated
 * seekers fill most lists with some probability; `complete` fills every one.
 */
export function createSeeker(
  ctx: DemoContext,
  employers: readonly DemoEmployer[],
  spec: SeekerSpec = {},
): DemoSeeker {
  const { random, rows, model, now, files } = ctx;
  const complete = spec.complete === true;
  const some = (probability: number) => complete || random.chance(probability);

  const nationality = spec.nationality ?? random.weighted(NATIONALITIES);
  const countryCode = spec.residence ?? residenceOf(random, nationality);
  const cities = ctx.reference.citiesByCountry.get(countryCode) ?? [];
  const city =
    (spec.city !== undefined ? cityByName(ctx, countryCode, spec.city) : null) ?? pickCity(random, cities);
  const group = nameGroupOf[nationality] ?? 'english';
  const name = spec.name ?? personName(random, group);
  const preferredLanguage = spec.preferredLanguage ?? localeFor(random, nationality);
  const category =
    ctx.reference.categories.find((c) => c.name.en === spec.category) ??
    random.weighted(ctx.reference.categories.map((c) => [c, c.vocabulary.weight] as const));
  const subCategory =
    category.subCategories.find((s) => s.name.en === spec.subCategory) ?? random.pick(category.subCategories);
  const graduate = spec.graduate ?? false;
  const years =
    spec.years ??
    (graduate
      ? 0
      : random.weighted([
          [random.int(0, 1), 12],
          [random.int(2, 5), 35],
          [random.int(6, 10), 30],
          [random.int(11, 22), 23],
        ] as const));
  // a beginner holds a role that has a junior grade, not a manager's title
  const roles = subCategory.vocabulary.roles;
  const beginnerRoles = roles.filter((r) => r.levels.includes('junior'));
  const role = random.pick(years <= 2 && beginnerRoles.length > 0 ? beginnerRoles : roles);
  const createdAt = spec.createdAt ?? ctx.people.joined(graduate ? 30 : 25, 720);

  const user = ctx.people.add({
    name,
    preferredLanguage,
    ...(spec.email !== undefined
      ? { email: spec.email }
      : { domain: random.pick(['example.com', 'example.net', 'example.org']) }),
    createdAt,
    isPremium: !complete && random.chance(0.1),
    ...(spec.lastLoginAt !== undefined ? { lastLoginAt: spec.lastLoginAt } : {}),
    ...(spec.locked !== undefined ? { locked: spec.locked } : {}),
  });
  const language = user.language;
  rows.add('userRoles', { userId: user.id, role: 'jobseeker', grantedAt: createdAt });

  // ───── identity for the labour-ministry and civil-registry checks ─────
  const inGulf = gccCountries.includes(countryCode);
  const national = nationality === countryCode;
  const residentCardNo =
    inGulf && (complete || random.chance(national ? 0.7 : 0.75))
      ? digits(random, national ? 8 : random.int(8, 10))
      : random.chance(0.05)
        ? digits(random, random.int(6, 12))
        : null;
  const hasWorkPermit = national || complete || random.chance(inGulf ? 0.7 : 0.3);

  // ───── files of the profile ─────
  const slug = fileSlug(name.latin);
  const uploaded = () => between(random, createdAt, now);
  const photoFileId = some(0.8)
    ? files.add({ kind: 'photo', filename: `${slug}.jpg`, ownerId: user.id, createdAt: uploaded() })
    : null;
  const resumeFileId = some(0.9)
    ? files.add({
        kind: 'resume',
        filename: `${name.latin.replace(/\s+/g, '_')}_CV.pdf`,
        ownerId: user.id,
        createdAt: uploaded(),
      })
    : null;
  const backgroundFileId = some(0.3)
    ? files.add({
        kind: 'background',
        filename: 'profile-background.jpg',
        ownerId: user.id,
        createdAt: uploaded(),
      })
    : null;

  // ───── education first: the career starts after it ─────
  // someone without experience did an internship some months ago at most
  const careerStart = new Date(
    now.getTime() - years * 365 * DAY_MS - random.int(years === 0 ? 90 : 0, years === 0 ? 300 : 200) * DAY_MS,
  );
  const graduation = graduate
    ? daysBefore(random, now, 30, 240)
    : new Date(careerStart.getTime() - random.int(0, 150) * DAY_MS);
  const levelCode = careerLevelCode(years, graduate);
  const careerLevel = idOf(model.careerLevels, levelCode, 'career level');
  const degreeCode = random.weighted<string>(
    years >= 12
      ? [
          ['bachelor', 45],
          ['master', 45],
          ['doctorate', 10],
        ]
      : years >= 3
        ? [
            ['bachelor', 62],
            ['master', 25],
            ['diploma', 10],
            ['secondary', 3],
          ]
        : [
            ['bachelor', 70],
            ['diploma', 25],
            ['master', 5],
          ],
  );
  const degree = idOf(model.degreeLevels, degreeCode, 'degree level');
  const specializationName = random.pick(
    specializationsByCategory[category.name.en] ?? ['Business Administration'],
  );
  const specialization = idOf(model.specializations, specializationName, 'specialisation');
  const universityCountry = universities[nationality] !== undefined ? nationality : countryCode;
  const universityList = universities[universityCountry] ?? universities.OM ?? [];
  const university = random.pick(universityList);
  const percentGrades = ['IN', 'EG', 'PK'].includes(universityCountry);

  const homeCity =
    nationality === countryCode ? city : (pickCityOrNull(ctx, random, universityCountry) ?? city);
  const addEducation = (level: CodedRef, end: Date, spanYears: number) => {
    const school = level.code === 'secondary';
    const uniCity = school ? homeCity : cityByName(ctx, universityCountry, university.city);
    rows.add('educations', {
      id: random.uuid(),
      userId: user.id,
      degreeLevelId: level.id,
      degreeTitle: school ? level.name[language] : degreeTitle(level, specialization.name, language),
      universityName: school
        ? fill(secondarySchool[language], { city: homeCity.name[language] })
        : university.name[language],
      startDate: dateOnly(new Date(end.getTime() - spanYears * 365 * DAY_MS - random.int(0, 60) * DAY_MS)),
      endDate: dateOnly(end),
      gpa: percentGrades ? random.int(60, 88) : Math.round(random.float(2.6, 3.95) * 100) / 100,
      specializationId: level.code === 'secondary' ? null : specialization.id,
      ...located(ctx, uniCity?.countryCode ?? universityCountry, uniCity),
    });
  };
  if (some(0.92)) {
    const span = { secondary: 3, diploma: 2, bachelor: 4, master: 2, doctorate: 4 }[degreeCode] ?? 4;
    if (degreeCode === 'master' || degreeCode === 'doctorate' || complete) {
      const bachelor = idOf(model.degreeLevels, 'bachelor', 'degree level');
      const first = new Date(graduation.getTime() - (span + random.int(0, 2)) * 365 * DAY_MS);
      if (degreeCode !== 'bachelor') addEducation(bachelor, first, 4);
      else addEducation(idOf(model.degreeLevels, 'secondary', 'degree level'), first, 3);
    }
    addEducation(degree, graduation, span);
  }

  // ───── experience, newest first in the product, generated oldest first ─────
  const experienceCount =
    years === 0 ? (graduate || complete ? 1 : 0) : Math.min(4, 1 + Math.floor(years / 4));
  const stillEmployed = !graduate && (complete || random.chance(0.8));
  let from = careerStart;
  // a CV names employers as they write themselves in its language (no Arabic names on an English CV)
  const peers = employers.filter(
    (e) => e.organisation.category.id === category.id && e.organisation.language === language,
  );
  const pastEmployers: string[] = [];
  for (let i = 0; i < experienceCount; i++) {
    const last = i === experienceCount - 1;
    const internship = years === 0;
    const spanDays = internship
      ? random.int(60, 120)
      : Math.max(120, Math.floor((now.getTime() - from.getTime()) / DAY_MS / (experienceCount - i)));
    let to: Date | null;
    if (!last) {
      to = new Date(from.getTime() + spanDays * DAY_MS - random.int(0, 30) * DAY_MS);
    } else if (stillEmployed && !internship) {
      to = null;
    } else {
      // the last job ended a while ago, at least a month after it began; or it is still going on
      const minEnd = new Date(from.getTime() + (internship ? 45 : 30) * DAY_MS);
      const endLimit = new Date(now.getTime() - 14 * DAY_MS);
      to =
        minEnd <= endLimit
          ? between(random, minEnd, earliest(new Date(from.getTime() + spanDays * DAY_MS), endLimit))
          : null;
    }
    const atEmployer = (peers.length > 0 && random.chance(0.45)) || (complete && i === experienceCount - 1);
    const employer = atEmployer && peers.length > 0 ? random.pick(peers) : undefined;
    const company = employer?.name ?? outsideCompany(random, category, language);
    pastEmployers.push(company);
    const yearsThen = Math.max(0, years - Math.floor((now.getTime() - from.getTime()) / (365 * DAY_MS)));
    const logoFileId =
      employer?.logoFileId ??
      (some(0.15)
        ? files.add({
            kind: 'logo',
            filename: `${fileSlug(company)}-logo.png`,
            ownerId: user.id,
            createdAt: uploaded(),
          })
        : null);
    const place =
      employer?.organisation.city ??
      (i === experienceCount - 1 ? city : pickCity(random, cities.length > 0 ? cities : [city]));
    rows.add('experiences', {
      id: random.uuid(),
      userId: user.id,
      jobTitle: titleFor(role, internship ? 0 : yearsThen, language, internship),
      jobDescription: dutiesText(
        random.sample(category.vocabulary.responsibilities, 2).map((d) => d[language]),
        language,
      ),
      companyName: company,
      companyLogoFileId: logoFileId,
      dateFrom: dateOnly(from),
      dateTo: to === null ? null : dateOnly(to),
      isCurrent: to === null,
      industryId:
        employer !== undefined ? null : idOf(model.industries, industryFor(random, category), 'industry').id,
      employmentType: internship
        ? 'internship'
        : random.weighted([
            ['full_time', 9],
            ['contract', 1],
          ] as const),
      ...located(ctx, place.countryCode, place),
    });
    if (to !== null) from = new Date(to.getTime() + random.int(7, 60) * DAY_MS);
  }

  // ───── the profile row ─────
  const title = titleFor(role, years, language, graduate);
  const opening = graduate
    ? fill(aboutGraduate[language], {
        specialization: specialization.name[language],
        sector: category.vocabulary.sector[language],
        city: city.name[language],
      })
    : fill(random.pick(aboutOpenings)[language], {
        title,
        titleArticle: article(title),
        years: yearsText(Math.max(1, years), language),
        sector: category.vocabulary.sector[language],
        city: city.name[language],
      });
  const age = graduate ? random.int(21, 24) : 22 + years + random.int(0, 4);
  const phoneCode = model.phoneCodes.get(countryCode) ?? '';
  const searchable = complete || random.chance(0.9);
  rows.add('profiles', {
    userId: user.id,
    fullName: user.fullName,
    title,
    aboutMe: joinSentences([opening, random.pick(aboutClosings)[language]], language),
    nationality,
    dateOfBirth: dateOnly(new Date(now.getTime() - age * 365.25 * DAY_MS - random.int(0, 364) * DAY_MS)),
    gender: name.gender satisfies Gender,
    residentCardNo,
    hasWorkPermit,
    phoneMobile: phoneNumber(random, phoneCode, true),
    phoneHome: some(0.25) ? phoneNumber(random, phoneCode, false) : null,
    email: user.email,
    isSearchable: searchable,
    careerLevelId: careerLevel.id,
    yearsOfExperience: years,
    ...located(ctx, countryCode, city),
    resumeFileId,
    photoFileId,
    backgroundFileId,
    viewCount: random.int(0, years * 40 + 20),
    createdAt,
    updatedAt: between(random, createdAt, now),
  });

  // ───── skills and languages: what recruiters search by ─────
  const skillNames: string[] = [];
  const seen = new Set<string>();
  const addSkill = (skill: string) => {
    if (seen.has(skill.toLowerCase()) || !ctx.skillIds.has(skill.toLowerCase())) return;
    seen.add(skill.toLowerCase());
    skillNames.push(skill);
  };
  random.sample(subCategory.vocabulary.skills, random.int(3, complete ? 6 : 5)).forEach(addSkill);
  random.sample(category.vocabulary.skills, random.int(1, 2)).forEach(addSkill);
  random.sample(generalSkills, random.int(1, complete ? 3 : 2)).forEach(addSkill);
  const userSkillIds = skillNames.map((skill) => {
    const id = random.uuid();
    rows.add('userSkills', {
      id,
      userId: user.id,
      skillId: idOf(ctx.skillIds, skill.toLowerCase(), 'skill'),
      level: Math.min(5, Math.max(1, Math.round(1 + years / 4) + random.int(-1, 1))),
    });
    return id;
  });

  const levels = (code: string) => idOf(model.languageLevels, code, 'language level').id;
  const native =
    {
      OM: 'ar',
      AE: 'ar',
      SA: 'ar',
      QA: 'ar',
      KW: 'ar',
      BH: 'ar',
      EG: 'ar',
      JO: 'ar',
      CN: 'zh',
      SG: 'zh',
      PH: 'tl',
      PK: 'ur',
      DE: 'de',
      GB: 'en',
      US: 'en',
    }[nationality] ?? (random.chance(0.5) ? 'hi' : 'ml');
  const spoken: [string, string][] = [[native, 'native']];
  if (native !== 'en') {
    spoken.push([
      'en',
      complete
        ? 'fluent'
        : random.weighted([
            ['fluent', 3],
            ['professional', 4],
            ['conversational', 2],
          ] as const),
    ]);
  }
  if (
    native !== 'ar' &&
    (gccCountries.includes(countryCode) || complete) &&
    random.chance(complete ? 1 : 0.35)
  ) {
    spoken.push([
      'ar',
      random.weighted([
        ['conversational', 3],
        ['basic', 4],
      ] as const),
    ]);
  }
  if (native === 'ar' && (complete || random.chance(0.1))) spoken.push(['zh', 'basic']);
  for (const [code, level] of spoken) {
    if (!ctx.reference.languages.has(code)) continue;
    rows.add('userLanguages', {
      id: random.uuid(),
      userId: user.id,
      languageCode: code,
      levelId: levels(level),
    });
  }

  // ───── the rest of the profile's lists ─────
  if (some(0.15)) {
    const count = complete ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const fileId = files.add({
        kind: 'video_cv',
        filename: i === 0 ? 'video-cv.mp4' : 'video-cv-arabic.mp4',
        ownerId: user.id,
        createdAt: uploaded(),
      });
      rows.add('profileVideoCvs', { id: random.uuid(), userId: user.id, fileId, isDefault: i === 0 });
    }
  }

  if (some(0.5)) {
    const values: Record<string, readonly string[]> = {
      'profile.visibility': ['public', 'recruiters', 'private'],
      'profile.show_salary': ['true', 'false'],
      'profile.open_to_work': ['true', 'false'],
      'ui.theme': ['light', 'dark', 'system'],
      'ui.compact_lists': ['true', 'false'],
    };
    const keys = [...model.settingKeys.entries()];
    for (const [key, settingId] of complete ? keys : random.sample(keys, random.int(1, 3))) {
      rows.add('userSettings', {
        id: random.uuid(),
        userId: user.id,
        settingId,
        settingValue: random.pick(values[key] ?? ['true']),
      });
    }
  }

  if (some(0.2)) {
    const imperial = countryCode === 'US' || (!complete && random.chance(0.1));
    const height = random.int(152, 190);
    const weight = random.int(50, 98);
    rows.add('medicalInfos', {
      id: random.uuid(),
      userId: user.id,
      bloodGroup: random.weighted(BLOOD_GROUPS),
      height: imperial ? Math.round(height / 2.54) : height,
      heightUnit: imperial ? 'in' : 'cm',
      weight: imperial ? Math.round(weight * 2.2) : weight,
      weightUnit: imperial ? 'lb' : 'kg',
      medicalCondition: random.pick(medicalConditions)[language],
    });
  }

  if (some(0.5)) {
    const handle = `${name.ascii[0]}.${name.ascii[1]}${random.int(1, 99)}`;
    rows.add('onlineProfiles', {
      id: random.uuid(),
      userId: user.id,
      facebook: some(0.4) ? `https://www.facebook.com/${handle}` : null,
      twitter: some(0.3) ? `https://x.com/${handle.replace('.', '_')}` : null,
      linkedin: `https://www.linkedin.com/in/${handle.replace('.', '-')}`,
      createdAt: uploaded(),
    });
  }

  const within = (fromDate: Date) => between(random, fromDate, now);
  if (some(0.4)) {
    for (const training of random.sample(trainings, complete ? 2 : random.int(1, 2))) {
      const start = within(graduate ? new Date(now.getTime() - 700 * DAY_MS) : careerStart);
      const end = new Date(Math.min(now.getTime(), start.getTime() + random.int(1, 20) * DAY_MS));
      rows.add('trainings', {
        id: random.uuid(),
        userId: user.id,
        trainingName: training.name[language],
        instituteName: training.institute,
        trainingDate: dateOnly(end),
        trainingDescription: training.subject[language],
        trainingSubject: training.subject[language],
        startDate: dateOnly(start),
        endDate: dateOnly(end),
      });
    }
  }

  if (some(0.2)) {
    rows.add('awards', {
      id: random.uuid(),
      userId: user.id,
      awardTitle: random.pick(awards)[language],
      issuedDate: dateOnly(within(graduate ? new Date(now.getTime() - 900 * DAY_MS) : careerStart)),
      issuedBy: random.pick([...pastEmployers, university.name[language]]),
    });
  }

  if (some(0.6)) {
    const preferredCountry = random.chance(0.7) ? countryCode : random.pick(gccCountries);
    const profile = countryProfiles[preferredCountry];
    const preferredCity = pickCity(random, ctx.reference.citiesByCountry.get(preferredCountry) ?? [city]);
    const pay = (profile?.baseline ?? 1000) * (0.6 + Math.min(years, 20) * 0.08);
    const step = profile?.step ?? 50;
    const min = Math.max(step, Math.round(pay / step) * step);
    const currency = profile?.currency ?? 'USD';
    rows.add('careerAspirations', {
      id: random.uuid(),
      userId: user.id,
      industryId: idOf(model.industries, industryFor(random, category), 'industry').id,
      employmentType: graduate ? 'internship' : 'full_time',
      frequencyOfTrips: random.pick(['none', 'occasional', 'frequent'] as const),
      preferredCountry,
      preferredStateId: model.cityStates.get(preferredCity.id) ?? null,
      preferredCityId: preferredCity.id,
      salaryCurrency: model.currencies.has(currency) ? currency : null,
      salaryRangeMin: min,
      salaryRangeMax: Math.round((min * random.float(1.2, 1.5)) / step) * step,
      contractTypeId: idOf(
        model.contractTypes,
        random.weighted([
          ['permanent', 4],
          ['fixed_term', 1],
        ] as const),
        'contract type',
      ).id,
    });
  }

  if (some(0.4)) {
    const pool = [...(certifications[category.name.en] ?? []), languageCertificate];
    for (const [certification, issuer] of random.sample(pool, complete ? 2 : random.int(1, 2))) {
      rows.add('certifications', {
        id: random.uuid(),
        userId: user.id,
        certificationTitle: certification,
        issuedDate: dateOnly(within(graduate ? new Date(now.getTime() - 500 * DAY_MS) : careerStart)),
        issuedBy: issuer,
      });
    }
  }

  if (some(0.4)) {
    const documents: [
      'passport' | 'resident_card' | 'degree' | 'certificate' | 'reference_letter' | 'other',
      string,
    ][] = [
      ['passport', 'passport.pdf'],
      ['degree', 'degree-certificate.pdf'],
    ];
    if (residentCardNo !== null) documents.push(['resident_card', 'resident-card.pdf']);
    if (complete)
      documents.push(
        ['certificate', 'certificate.pdf'],
        ['reference_letter', 'reference-letter.pdf'],
        ['other', 'driving-licence.pdf'],
      );
    for (const [documentType, filename] of complete
      ? documents
      : random.sample(documents, random.int(1, 2))) {
      const fileId = files.add({
        kind: 'document',
        filename: `${slug}-${filename}`,
        ownerId: user.id,
        createdAt: uploaded(),
      });
      rows.add('userDocuments', { id: random.uuid(), userId: user.id, documentType, fileId });
    }
  }

  if (some(0.5)) {
    for (const interest of random.sample(ctx.model.interests, random.int(2, 4))) {
      rows.add('userInterests', { id: random.uuid(), userId: user.id, interestId: interest.id });
    }
  }

  if (some(0.25)) {
    const chosen = graduate
      ? [projects[projects.length - 1] ?? projects[0]]
      : random.sample(projects.slice(0, -1), complete ? 2 : random.int(1, 2));
    for (const project of chosen) {
      if (project === undefined) continue;
      const projectId = random.uuid();
      const start = within(graduate ? new Date(now.getTime() - 500 * DAY_MS) : careerStart);
      const end = random.chance(0.8)
        ? new Date(Math.min(now.getTime(), start.getTime() + random.int(30, 300) * DAY_MS))
        : null;
      const projectSlug = fileSlug(project.title.en);
      rows.add('projects', {
        id: projectId,
        userId: user.id,
        projectTitle: project.title[language],
        projectDescription: project.description[language],
        coverFileId: some(0.5)
          ? files.add({
              kind: 'cover',
              filename: `${projectSlug}-cover.jpg`,
              ownerId: user.id,
              createdAt: uploaded(),
            })
          : null,
        companyName: graduate
          ? university.name[language]
          : random.pick(pastEmployers.length > 0 ? pastEmployers : [university.name[language]]),
        startDate: dateOnly(start),
        endDate: end === null ? null : dateOnly(end),
        projectUrl: some(0.4) ? `https://portfolio.example.com/${name.ascii.join('-')}/${projectSlug}` : null,
        isPrivate: !complete && random.chance(0.2),
        ...located(ctx, countryCode, city),
      });
      if (some(0.5)) {
        const attachments = complete ? 2 : 1;
        for (let i = 0; i < attachments; i++) {
          const fileId = files.add({
            kind: 'attachment',
            filename: i === 0 ? `${projectSlug}-summary.pdf` : `${projectSlug}-screenshot.png`,
            ownerId: user.id,
            createdAt: uploaded(),
          });
          rows.add('projectAttachments', { id: random.uuid(), projectId, fileId });
        }
      }
      for (const skill of random.sample(skillNames, random.int(2, 3))) {
        rows.add('projectUsedSkills', {
          id: random.uuid(),
          projectId,
          skillId: idOf(ctx.skillIds, skill.toLowerCase(), 'skill'),
        });
      }
    }
  }

  if (some(0.15)) {
    for (const course of random.sample(courses, complete ? 2 : 1)) {
      rows.add('gainedSkills', {
        id: random.uuid(),
        userId: user.id,
        gainedSkillTitle: course.title[language],
        gainingAuthorityName: course.authority,
        authorityLogoFileId: files.asset(`authority:${course.authority}`, {
          kind: 'logo',
          filename: `${fileSlug(course.authority)}-logo.png`,
          createdAt: new Date(now.getTime() - 800 * DAY_MS),
        }),
        gainedAt: dateOnly(within(createdAt)),
      });
    }
  }

  if (some(0.3)) {
    const values: Record<string, string> = {
      summary: opening,
      headline: `${title} · ${category.vocabulary.sector[language]}`,
      achievements: random.pick(achievements)[language],
      hobbies: random.pick(hobbies)[language],
      references: referencesOnRequest[language],
    };
    const keys = [...model.sectionKeys.entries()];
    for (const [key, sectionId] of complete ? keys : random.sample(keys, random.int(1, 3))) {
      rows.add('userSections', {
        id: random.uuid(),
        userId: user.id,
        sectionId,
        sectionValue: values[key] ?? opening,
      });
    }
  }

  if (some(0.15)) {
    const work = random.pick(volunteering);
    const start = within(new Date(Math.min(careerStart.getTime(), graduation.getTime()) - 365 * DAY_MS));
    rows.add('volunteerWorks', {
      id: random.uuid(),
      userId: user.id,
      title: work.title[language],
      description: work.description[language],
      link: work.link,
      startDate: dateOnly(start),
      endDate: random.chance(0.7)
        ? dateOnly(new Date(Math.min(now.getTime(), start.getTime() + random.int(30, 400) * DAY_MS)))
        : null,
      coverFileId: some(0.4)
        ? files.add({ kind: 'cover', filename: 'volunteering.jpg', ownerId: user.id, createdAt: uploaded() })
        : null,
      ...located(ctx, countryCode, city),
      isPrivate: !complete && random.chance(0.1),
    });
  }

  if (some(0.1)) {
    const count = complete ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const withImage = i === 0;
      rows.add('signatures', {
        id: random.uuid(),
        userId: user.id,
        title: (signatureTitles[i] ?? signatureTitles[0] ?? { en: 'Signature', zh: '签名', ar: 'التوقيع' })[
          language
        ],
        imgFileId: withImage
          ? files.add({
              kind: 'signature',
              filename: 'signature.png',
              ownerId: user.id,
              createdAt: uploaded(),
            })
          : null,
        text: withImage
          ? null
          : i === 1
            ? name.latin
                .split(' ')
                .map((w) => w.charAt(0))
                .join('.')
            : user.fullName,
        font: withImage ? null : random.pick(signatureFonts),
      });
    }
  }

  return {
    user,
    searchable,
    nationality,
    countryCode,
    city,
    category,
    subCategory,
    years,
    graduate,
    hasWorkPermit,
    residentCardNo,
    resumeFileId,
    skillNames,
    userSkillIds,
    university: university.name[language],
    graduation,
    degreeLevelId: degree.id,
    specializationId: specialization.id,
  };
}

/**
 * Endorsements and recommendations need other people: colleagues endorse skills (mostly still
 * standing, a few withdrawn) and write recommendations the seeker approves, declines or has yet to answer.
 */
export function addEndorsementsAndRecommendations(
  ctx: DemoContext,
  seekers: readonly DemoSeeker[],
  colleagues: readonly DemoUser[],
): void {
  const { random, rows, now } = ctx;
  for (const seeker of seekers) {
    const others = colleagues.filter((c) => c.id !== seeker.user.id);
    if (others.length === 0) continue;
    for (const userSkillId of seeker.userSkillIds) {
      if (!random.chance(0.3)) continue;
      for (const endorser of random.sample(others, random.int(1, 3))) {
        // the same draws in the same order as before the endorsement had a status
        const id = random.uuid();
        const endorsed = random.chance(0.93);
        const createdAt = between(
          random,
          new Date(Math.max(seeker.user.createdAt.getTime(), endorser.createdAt.getTime())),
          now,
        );
        // an endorsement not approved yet waits for the seeker's answer
        rows.add('skillEndorsements', {
          id,
          userSkillId,
          endorsedBy: endorser.id,
          endorsed,
          status: endorsed ? 'approved' : 'pending',
          respondedAt: endorsed ? createdAt : null,
          createdAt,
        });
      }
    }
    if (random.chance(0.2))
      addRecommendation(
        ctx,
        seeker,
        random.pick(others),
        random.weighted([
          ['approved', 6],
          ['pending', 2],
          ['declined', 1],
        ] as const),
      );
  }
}

export function addRecommendation(
  ctx: DemoContext,
  seeker: DemoSeeker,
  author: DemoUser,
  status: 'pending' | 'approved' | 'declined',
): void {
  const { random, now } = ctx;
  const written = between(
    random,
    new Date(Math.max(seeker.user.createdAt.getTime(), author.createdAt.getTime())),
    new Date(now.getTime() - 3_600_000),
  );
  const firstName =
    seeker.user.language === 'en'
      ? (seeker.user.name.latin.split(' ')[0] ?? seeker.user.fullName)
      : seeker.user.fullName;
  ctx.rows.add('recommendations', {
    id: random.uuid(),
    userId: seeker.user.id,
    recommendedBy: author.id,
    description: fill(random.pick(recommendationTexts)[seeker.user.language], { name: firstName }),
    status,
    createdAt: written,
    respondedAt: status === 'pending' ? null : between(random, written, now),
  });
}
