import { logoDataUri } from '../demo-data/logo.js';
import {
  arabicStems,
  chineseStems,
  companyIntro,
  companyReach,
  companyValues,
  englishStems,
  gulfEnglishStems,
  omaniStems,
} from '../demo-data/phrases.js';
import { arabicSpeaking, gccCountries, organisationCountrySlots } from '../demo-data/places.js';
import { SeededRandom } from '../demo-data/random.js';
import { type Text3, article, fill, joinSentences } from '../demo-data/text.js';
import type { TextLanguage } from '../types.js';
import type { CategoryInfo, CityInfo, CountryInfo } from './catalog.js';
import { type Cell, RowBuffer } from './load.js';
import { nameSetOf } from './people.js';
import { Prng, Weighted, stableUuid } from './prng.js';
import type { SeedContext } from './context.js';
import { IdKind, tables } from './tables.js';

const DAY_MS = 86_400_000;
/** Countries whose English name takes "the" inside a sentence. */
const WITH_THE = new Set(['AE', 'GB', 'US', 'PH']);

export function countryInSentence(country: CountryInfo, language: TextLanguage): string {
  return language === 'en' && WITH_THE.has(country.code) ? `the ${country.name.en}` : country.name[language];
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** An organisation as the jobs and applications see it. */
export interface OrganisationInfo {
  readonly index: number;
  readonly id: string;
  readonly name: string;
  readonly language: TextLanguage;
  readonly category: CategoryInfo;
  readonly country: CountryInfo;
  readonly city: CityInfo;
  /** The HR administrator who publishes its jobs and moves its applications. */
  readonly hrUserId: string;
  readonly createdAtMs: number;
}

export interface GeneratedOrganisations {
  readonly organisations: readonly OrganisationInfo[];
  readonly buffers: readonly RowBuffer[];
}

function sizeBand(staff: number): string {
  if (staff <= 200) return '51-200';
  if (staff <= 1000) return '201-1000';
  if (staff < 5000) return '1001-5000';
  return '5000+';
}

function initialsOf(words: string): string {
  return words
    .split(/[\s&-]+/)
    .filter((word) => word !== '' && word !== 'Al' && /^[A-Za-z]/.test(word))
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
}

/** A short company profile in one language: who, where, since when, and often what it values. */
function profileOf(
  random: Prng,
  name: string,
  category: CategoryInfo,
  country: CountryInfo,
  city: CityInfo,
  founded: number,
  staff: number,
  language: TextLanguage,
): string {
  const sector = category.vocabulary.sector[language];
  const values = {
    name,
    sector,
    sectorArticle: article(sector),
    city: city.name[language],
    country: country.name[language],
    countryInSentence: countryInSentence(country, language),
    region: country.profile.region[language],
    year: founded,
    staff,
  };
  const sentences = [
    fill(random.pick(companyIntro)[language], values),
    fill(random.pick(companyReach)[language], values),
  ];
  if (random.chance(0.7)) {
    // "developing national talent" is a Gulf employer's promise
    const choices: readonly Text3[] = gccCountries.includes(country.code)
      ? companyValues
      : companyValues.filter((_, i) => i !== 2);
    sentences.push(random.pick(choices)[language]);
  }
  return joinSentences(sentences, language);
}

/**
 * `count` organisations, each with one HR administrator (a user and a membership), spread over
 * the countries as the demo data spreads them. Slugs, subjects and e-mails carry `bulk-<seed>-`.
 */
export function generateOrganisations(ctx: SeedContext, count: number): GeneratedOrganisations {
  const { catalog, seed, nowMs } = ctx;
  const random = new Prng(seed, 1);
  // the logo helper of the demo data draws its colours from a SeededRandom: one per run, a few calls per organisation
  const logoRandom = new SeededRandom(seed);
  const slots = organisationCountrySlots.filter((code) => catalog.countries.has(code));
  const countryCodes = slots.length > 0 ? slots : [...catalog.countries.keys()];
  const categoryIn = (gcc: boolean) =>
    new Weighted(
      catalog.categories.map((c) => {
        // energy employers cluster in the Gulf
        const boost = c.vocabulary.slugWord === 'energy' && gcc ? 2 : 1;
        return [c, c.vocabulary.weight * boost] as const;
      }),
    );
  const gulfCategories = categoryIn(true);
  const otherCategories = categoryIn(false);
  const plans = new Weighted([
    ['standard', 70],
    ['premium', 20],
    ['enterprise', 10],
  ] as const);

  const languagePickers = new Map<string, Weighted<TextLanguage>>();
  const companyLanguages = (country: CountryInfo): Weighted<TextLanguage> => {
    let picker = languagePickers.get(country.code);
    if (picker === undefined) {
      picker = new Weighted(country.profile.companyLanguages);
      languagePickers.set(country.code, picker);
    }
    return picker;
  };

  const organisationRows = new RowBuffer(tables.organisations);
  const users = new RowBuffer(tables.users);
  const members = new RowBuffer(tables.organisationMembers);
  const organisations: OrganisationInfo[] = [];

  for (let i = 0; i < count; i++) {
    const country = catalog.countries.get(random.pick(countryCodes));
    if (country === undefined) throw new Error('no country for an organisation');
    const language = companyLanguages(country).pick(random);
    const gulf = gccCountries.includes(country.code);
    const category = (gulf ? gulfCategories : otherCategories).pick(random);
    const city = country.cityPicker.pick(random);

    let name: string;
    let slugBase: string;
    let initials: string;
    if (language === 'ar') {
      const stem =
        country.code === 'OM' && random.chance(0.4) ? random.pick(omaniStems) : random.pick(arabicStems);
      name = fill(random.pick(category.vocabulary.companyNames.ar), { stem: stem.ar });
      slugBase = slugify(`${stem.latin} ${category.vocabulary.slugWord}`);
      initials = stem.ar.replace(/^ال/, '').charAt(0);
    } else if (language === 'zh') {
      const stem = random.pick(chineseStems);
      const core = fill(random.pick(category.vocabulary.companyNames.zh), { stem: stem.zh });
      name = country.code === 'CN' ? `${city.name.zh}${core}有限公司` : `${core}（${city.name.zh}）有限公司`;
      slugBase = slugify(`${stem.pinyin} ${category.vocabulary.slugWord}`);
      initials = stem.zh;
    } else {
      const stem = !arabicSpeaking.has(country.code)
        ? random.pick(englishStems)
        : random.chance(0.5)
          ? random.pick(gulfEnglishStems)
          : random.pick(arabicStems).latin;
      const pattern = random.pick(category.vocabulary.companyNames.en);
      const legal = random.chance(0.6) ? random.pick(country.profile.legalSuffixes) : '';
      const plain = fill(pattern, { stem, legal: '' });
      name = fill(pattern, { stem, legal });
      slugBase = slugify(plain);
      initials = initialsOf(plain);
    }

    const id = stableUuid(seed, IdKind.organisation, i);
    const slug = `${ctx.prefix}-${i + 1}-${slugBase}`.slice(0, 100).replace(/-+$/, '');
    const founded = ctx.now.getUTCFullYear() - random.int(3, 45);
    const staff = random.pick([100, 200, 300, 500, 800, 1000, 1500, 2000, 3000, 5000]);
    const createdAtMs = nowMs - random.int(120, 900) * DAY_MS;
    const updatedAtMs = Math.min(nowMs, createdAtMs + random.int(0, 120) * DAY_MS);
    const about = profileOf(random, name, category, country, city, founded, staff, language);
    const row: Cell[] = [
      id,
      name,
      slug,
      about,
      `https://${slugBase === '' ? slug : slugBase}.example.com`,
      logoDataUri(initials === '' ? 'B' : initials, logoRandom),
      country.code,
      city.id,
      category.industryId,
      sizeBand(staff),
      plans.pick(random),
      founded,
      new Date(createdAtMs).toISOString(),
      new Date(updatedAtMs).toISOString(),
    ];
    organisationRows.push(row);

    const names = nameSetOf(country.code);
    const female = random.chance(0.45);
    const first = random.pick(female ? names.female : names.male);
    const family = random.pick(names.family);
    const hrUserId = stableUuid(seed, IdKind.hrUser, i);
    const joinedAt = new Date(createdAtMs + random.int(0, 30) * DAY_MS).toISOString();
    users.push([
      hrUserId,
      `${ctx.prefix}-hr-${i + 1}`,
      `hr-${seed}-${i + 1}@bulk.test`,
      ctx.passwordHash,
      names.familyFirst === true ? `${family} ${first}` : `${first} ${family}`,
      language === 'ar' ? 'ar' : language === 'zh' ? 'zh-CN' : 'en-US',
      false,
      null,
      null,
      false,
      joinedAt,
      joinedAt,
      new Date(nowMs - random.int(0, 14 * 86_400) * 1000).toISOString(),
      null,
    ]);
    members.push([id, hrUserId, 'hr_admin', joinedAt]);

    organisations.push({ index: i, id, name, language, category, country, city, hrUserId, createdAtMs });
  }
  return { organisations, buffers: [organisationRows, users, members] };
}
