import type { Insertable } from 'kysely';
import type { Organisations } from '../schema.js';
import type { TextLanguage } from '../types.js';
import { logoDataUri } from './logo.js';
import {
  type ArabicStem,
  arabicStems,
  chineseStems,
  companyIntro,
  companyReach,
  companyValues,
  englishStems,
  gulfEnglishStems,
  omaniStems,
} from './phrases.js';
import {
  type CountryProfile,
  arabicSpeaking,
  cityWeights,
  countryProfiles,
  gccCountries,
  organisationCountrySlots,
} from './places.js';
import type { SeededRandom } from './random.js';
import type { CategoryRef, CityRef, Reference } from './reference.js';
import { type Text3, article, fill, joinSentences } from './text.js';

const DAY_MS = 86_400_000;

/** An organisation with what its jobs need to know about it. */
export interface DemoOrganisation {
  readonly row: Insertable<Organisations> & { id: string };
  /** The profile, in `language`. */
  readonly about: string;
  readonly language: TextLanguage;
  readonly category: CategoryRef;
  readonly countryCode: string;
  readonly city: CityRef;
  readonly profile: CountryProfile;
  /** When it joined the platform (the row's created_at). */
  readonly createdAt: Date;
}

/** Countries whose English name takes "the" inside a sentence. */
const WITH_THE = new Set(['AE', 'GB', 'US', 'PH']);

export function countryInSentence(code: string, name: Text3, language: TextLanguage): string {
  return language === 'en' && WITH_THE.has(code) ? `the ${name.en}` : name[language];
}

export function pickCity(random: SeededRandom, cities: readonly CityRef[]): CityRef {
  return random.weighted(cities.map((city) => [city, cityWeights[city.name.en] ?? 1] as const));
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Hands out the items of a list in a seeded order, starting over when all are used. */
function deck<T>(random: SeededRandom, items: readonly T[]): () => T {
  let order: T[] = [];
  return () => {
    if (order.length === 0) order = random.shuffle(items);
    const next = order.pop();
    if (next === undefined) throw new Error('empty deck');
    return next;
  };
}

/** A company profile of 2–3 sentences in one language. */
export function companyProfile(
  random: SeededRandom,
  organisation: { name: string; category: CategoryRef; countryCode: string; city: CityRef; country: Text3 },
  founded: number,
  staff: number,
  language: TextLanguage,
): string {
  const sector = organisation.category.vocabulary.sector[language];
  const values = {
    name: organisation.name,
    sector,
    sectorArticle: article(sector),
    city: organisation.city.name[language],
    country: organisation.country[language],
    countryInSentence: countryInSentence(organisation.countryCode, organisation.country, language),
    region: countryProfiles[organisation.countryCode]?.region[language] ?? '',
    year: founded,
    staff,
  };
  // "developing national talent" is a Gulf employer's promise
  const valueChoices = gccCountries.includes(organisation.countryCode)
    ? companyValues
    : companyValues.filter((_, i) => i !== 2);
  const sentences = [
    fill(random.pick(companyIntro)[language], values),
    fill(random.pick(companyReach)[language], values),
  ];
  if (random.chance(0.7)) sentences.push(random.pick(valueChoices)[language]);
  return joinSentences(sentences, language);
}

/** The size band of a company whose profile says it has "more than {staff}" people. */
export function sizeBandOf(staff: number): Organisations['sizeBand'] {
  if (staff < 200) return '51-200';
  if (staff < 1000) return '201-1000';
  if (staff < 5000) return '1001-5000';
  return '5000+';
}

export function initialsOf(words: string): string {
  const letters = words
    .split(/[\s&-]+/)
    .filter((word) => word !== '' && word !== 'Al' && /^[A-Za-z]/.test(word))
    .map((word) => word.charAt(0).toUpperCase());
  return letters.slice(0, 2).join('');
}

export function generateOrganisations(
  random: SeededRandom,
  reference: Reference,
  count: number,
  now: Date,
): DemoOrganisation[] {
  const slots = random.shuffle(
    organisationCountrySlots.filter(
      (code) => reference.countries.has(code) && reference.citiesByCountry.has(code),
    ),
  );
  if (slots.length === 0)
    throw new Error('demo data needs the reference countries and cities (migration 0002)');
  const nextEnglishStem = deck(random, englishStems);
  const nextGulfEnglishStem = deck(random, gulfEnglishStems);
  const nextArabicStem = deck(random, arabicStems);
  const nextOmaniStem = deck(random, omaniStems);
  const nextChineseStem = deck(random, chineseStems);
  // names after Omani places only for Omani companies
  const arabStem = (countryCode: string): ArabicStem =>
    countryCode === 'OM' && random.chance(0.4) ? nextOmaniStem() : nextArabicStem();
  const englishStem = (countryCode: string): string => {
    if (!arabicSpeaking.has(countryCode)) return nextEnglishStem();
    const kind = random.weighted([
      ['arab', 4],
      ['gulf', 3],
      ['plain', 3],
    ] as const);
    return kind === 'arab'
      ? arabStem(countryCode).latin
      : kind === 'gulf'
        ? nextGulfEnglishStem()
        : nextEnglishStem();
  };
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const organisations: DemoOrganisation[] = [];

  for (let i = 0; i < count; i++) {
    const countryCode = slots[i % slots.length] ?? 'OM';
    const profile = countryProfiles[countryCode];
    const country = reference.countries.get(countryCode);
    const cities = reference.citiesByCountry.get(countryCode);
    if (profile === undefined || country === undefined || cities === undefined) {
      throw new Error(`no demo profile for country ${countryCode}`);
    }
    const language = random.weighted(profile.companyLanguages);
    const category = random.weighted(
      reference.categories.map((c) => {
        // energy employers cluster in the Gulf
        const boost = c.vocabulary.slugWord === 'energy' && gccCountries.includes(countryCode) ? 2 : 1;
        return [c, c.vocabulary.weight * boost] as const;
      }),
    );
    const city = pickCity(random, cities);

    let name = '';
    let slugBase = '';
    let initials = '';
    // a few tries to avoid two companies of the same name
    for (let attempt = 0; attempt < 8 && (name === '' || usedNames.has(name)); attempt++) {
      if (language === 'ar') {
        const stem = arabStem(countryCode);
        name = fill(random.pick(category.vocabulary.companyNames.ar), { stem: stem.ar });
        slugBase = slugify(`${stem.latin} ${category.vocabulary.slugWord}`);
        initials = stem.ar.replace(/^ال/, '').charAt(0);
      } else if (language === 'zh') {
        const stem = nextChineseStem();
        const core = fill(random.pick(category.vocabulary.companyNames.zh), { stem: stem.zh });
        // a Chinese company abroad names its branch city in brackets
        name = countryCode === 'CN' ? `${city.name.zh}${core}有限公司` : `${core}（${city.name.zh}）有限公司`;
        slugBase = slugify(`${stem.pinyin} ${category.vocabulary.slugWord}`);
        initials = stem.zh;
      } else {
        const stem = englishStem(countryCode);
        const pattern = random.pick(category.vocabulary.companyNames.en);
        const legal = random.chance(0.6) ? random.pick(profile.legalSuffixes) : '';
        const plain = fill(pattern, { stem, legal: '' });
        name = fill(pattern, { stem, legal });
        slugBase = slugify(plain);
        initials = initialsOf(plain);
      }
    }
    usedNames.add(name);

    let slug = slugBase;
    if (usedSlugs.has(slug)) slug = `${slugBase}-${slugify(city.name.en)}`;
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugBase}-${n}`;
    usedSlugs.add(slug);

    const founded = now.getUTCFullYear() - random.int(3, 45);
    const staff = random.pick([100, 200, 300, 500, 800, 1000, 1500, 2000, 3000, 5000]);
    const about = companyProfile(
      random,
      { name, category, countryCode, city, country },
      founded,
      staff,
      language,
    );
    const createdAt = new Date(now.getTime() - random.int(120, 900) * DAY_MS);
    const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(0, 120) * DAY_MS));

    organisations.push({
      row: {
        id: random.uuid(),
        name,
        slug,
        about,
        website: `https://${slug}.example.com`,
        logoUrl: logoDataUri(initials, random),
        countryCode,
        cityId: city.id,
        foundedYear: founded,
        sizeBand: sizeBandOf(staff),
        createdAt,
        updatedAt,
      },
      about,
      language,
      category,
      countryCode,
      city,
      profile,
      createdAt,
    });
  }
  return organisations;
}
