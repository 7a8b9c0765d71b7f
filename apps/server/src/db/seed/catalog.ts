import { type Kysely, sql } from 'kysely';
import { type CountryProfile, cityWeights, countryProfiles } from '../demo-data/places.js';
import type { Text3 } from '../demo-data/text.js';
import {
  type CategoryVocabulary,
  type SubCategoryVocabulary,
  allSkillNames,
  categoryVocabulary,
} from '../demo-data/vocabulary.js';
import type { DB } from '../schema.js';
import { Weighted, stableUuid } from './prng.js';
import { IdKind } from './tables.js';

/**
 * The reference data (migrations 0002 and 0003) the generated rows point at, read once and joined
 * to the demo vocabulary, with every lookup the generators need precomputed.
 */

export interface CityInfo {
  readonly id: string;
  readonly countryCode: string;
  readonly stateId: string | null;
  readonly name: Text3;
}

export interface CountryInfo {
  readonly code: string;
  readonly name: Text3;
  readonly phoneCode: string;
  readonly profile: CountryProfile;
  readonly cities: readonly CityInfo[];
  /** Cities weighted by how many employers sit there. */
  readonly cityPicker: Weighted<CityInfo>;
}

export interface SubCategoryInfo {
  readonly id: string;
  /** Position in `Catalog.subCategories`. */
  readonly index: number;
  readonly name: Text3;
  readonly vocabulary: SubCategoryVocabulary;
  readonly category: CategoryInfo;
}

export interface CategoryInfo {
  readonly id: string;
  readonly key: string;
  readonly name: Text3;
  readonly vocabulary: CategoryVocabulary;
  readonly subCategories: SubCategoryInfo[];
  readonly industryId: string | null;
  /** What people in this field studied: specializations of migration 0003. */
  readonly specializations: readonly { readonly id: string; readonly name: string }[];
}

export interface Catalog {
  readonly categories: readonly CategoryInfo[];
  readonly subCategories: readonly SubCategoryInfo[];
  readonly countries: ReadonlyMap<string, CountryInfo>;
  readonly languages: ReadonlyMap<string, Text3>;
  readonly languageLevelIds: ReadonlyMap<string, string>;
  readonly careerLevelIds: ReadonlyMap<string, string>;
  readonly degreeLevelIds: ReadonlyMap<string, string>;
  readonly contractTypeIds: ReadonlyMap<string, string>;
  readonly industryIds: ReadonlyMap<string, string>;
  readonly currencies: ReadonlySet<string>;
  readonly employmentTypes: ReadonlySet<string>;
  /** Skill ids by lower-cased name. */
  readonly skillIds: ReadonlyMap<string, string>;
}

/** The industry (migration 0003) a company of each vocabulary category belongs to. */
const INDUSTRY_OF_CATEGORY: Readonly<Record<string, string>> = {
  'Information Technology': 'software',
  Engineering: 'manufacturing',
  'Oil, Gas & Energy': 'oil_gas',
  Healthcare: 'healthcare',
  'Finance & Accounting': 'banking',
  'Sales & Marketing': 'retail',
  'Education & Training': 'education',
  'Hospitality & Tourism': 'hospitality',
  'Logistics & Supply Chain': 'logistics',
  'Construction & Real Estate': 'construction',
  'Human Resources': 'consulting',
  'Customer Service': 'telecom',
  'Design & Media': 'media',
  'Administration & Office Support': 'consulting',
};

/** What people who work in each category studied (specializations of migration 0003). */
const SPECIALIZATIONS_OF_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  'Information Technology': ['Computer Science', 'Software Engineering'],
  Engineering: ['Mechanical Engineering', 'Civil Engineering', 'Electrical Engineering'],
  'Oil, Gas & Energy': ['Petroleum Engineering', 'Mechanical Engineering', 'Electrical Engineering'],
  Healthcare: ['Nursing', 'Medicine', 'Pharmacy'],
  'Finance & Accounting': ['Accounting', 'Finance'],
  'Sales & Marketing': ['Marketing', 'Business Administration'],
  'Education & Training': ['Education'],
  'Hospitality & Tourism': ['Hospitality Management', 'Business Administration'],
  'Logistics & Supply Chain': ['Logistics Management', 'Business Administration'],
  'Construction & Real Estate': ['Civil Engineering', 'Business Administration'],
  'Human Resources': ['Human Resource Management', 'Business Administration'],
  'Customer Service': ['Business Administration', 'Marketing'],
  'Design & Media': ['Graphic Design', 'Marketing'],
  'Administration & Office Support': ['Business Administration'],
};

const names = (row: { nameEn: string; nameZh: string; nameAr: string }): Text3 => ({
  en: row.nameEn,
  zh: row.nameZh,
  ar: row.nameAr,
});

const SKILL_SEED = 0x5eed;

/**
 * Inserts the vocabulary's skills that are missing (a skill's name is unique regardless of case,
 * so those of the demo data or an earlier run are reused) and answers how many were new.
 */
export async function ensureSkills(db: Kysely<DB>, now: Date): Promise<number> {
  // ids depend on the name's place in the vocabulary only, so a fresh database gets the same ones
  const rows = allSkillNames().map(
    (name, i) =>
      sql`(${stableUuid(SKILL_SEED, IdKind.skill, i)}::uuid, ${name}, ${now.toISOString()}::timestamptz)`,
  );
  const result = await sql`
    insert into skills (id, name, created_at) values ${sql.join(rows)}
    on conflict ((lower(name))) do nothing
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function loadCatalog(db: Kysely<DB>): Promise<Catalog> {
  const [
    categoryRows,
    countryRows,
    cityRows,
    languageRows,
    languageLevels,
    careerLevels,
    degreeLevels,
    contractTypes,
    industries,
    specializations,
    currencyRows,
    employmentTypeRows,
    skillRows,
  ] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'parentId', 'nameEn', 'nameZh', 'nameAr'])
      .orderBy('position')
      .orderBy('nameEn')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('countries')
      .select(['code', 'nameEn', 'nameZh', 'nameAr', 'phoneCode'])
      .orderBy('code')
      .execute(),
    db
      .selectFrom('cities')
      .select(['id', 'countryCode', 'stateId', 'nameEn', 'nameZh', 'nameAr'])
      .orderBy('countryCode')
      .orderBy('nameEn')
      .execute(),
    db.selectFrom('languages').select(['code', 'nameEn', 'nameZh', 'nameAr']).orderBy('code').execute(),
    db.selectFrom('languageLevels').select(['id', 'code']).execute(),
    db.selectFrom('careerLevels').select(['id', 'code']).execute(),
    db.selectFrom('degreeLevels').select(['id', 'code']).execute(),
    db.selectFrom('contractTypes').select(['id', 'code']).execute(),
    db.selectFrom('industries').select(['id', 'code']).execute(),
    db.selectFrom('specializations').select(['id', 'nameEn']).execute(),
    db.selectFrom('currencies').select('code').execute(),
    db.selectFrom('employmentTypes').select('code').execute(),
    db.selectFrom('skills').select(['id', 'name']).execute(),
  ]);

  const byCode = (rows: readonly { id: string; code: string }[]) => new Map(rows.map((r) => [r.code, r.id]));
  const industryIds = byCode(industries);
  const specializationIds = new Map(specializations.map((r) => [r.nameEn, r.id]));

  const categories: CategoryInfo[] = [];
  const subCategories: SubCategoryInfo[] = [];
  for (const parent of categoryRows.filter((row) => row.parentId === null)) {
    const vocabulary = categoryVocabulary[parent.nameEn];
    if (vocabulary === undefined) continue;
    const category: CategoryInfo = {
      id: parent.id,
      key: parent.nameEn,
      name: names(parent),
      vocabulary,
      subCategories: [],
      industryId: industryIds.get(INDUSTRY_OF_CATEGORY[parent.nameEn] ?? '') ?? null,
      specializations: (SPECIALIZATIONS_OF_CATEGORY[parent.nameEn] ?? []).flatMap((name) => {
        const id = specializationIds.get(name);
        return id === undefined ? [] : [{ id, name }];
      }),
    };
    for (const sub of categoryRows.filter((row) => row.parentId === parent.id)) {
      const subVocabulary = vocabulary.subCategories[sub.nameEn];
      if (subVocabulary === undefined || subVocabulary.roles.length === 0) continue;
      const info: SubCategoryInfo = {
        id: sub.id,
        index: subCategories.length,
        name: names(sub),
        vocabulary: subVocabulary,
        category,
      };
      category.subCategories.push(info);
      subCategories.push(info);
    }
    if (category.subCategories.length > 0) categories.push(category);
  }
  if (categories.length === 0) {
    throw new Error('the scale seed needs the reference categories (migration 0002)');
  }

  const citiesByCountry = new Map<string, CityInfo[]>();
  for (const row of cityRows) {
    const list = citiesByCountry.get(row.countryCode) ?? [];
    list.push({ id: row.id, countryCode: row.countryCode, stateId: row.stateId, name: names(row) });
    citiesByCountry.set(row.countryCode, list);
  }
  const currencies = new Set(currencyRows.map((r) => r.code));
  const countries = new Map<string, CountryInfo>();
  for (const row of countryRows) {
    const profile = countryProfiles[row.code];
    const cities = citiesByCountry.get(row.code);
    if (profile === undefined || cities === undefined || !currencies.has(profile.currency)) continue;
    countries.set(row.code, {
      code: row.code,
      name: names(row),
      phoneCode: row.phoneCode ?? '',
      profile,
      cities,
      cityPicker: new Weighted(cities.map((city) => [city, cityWeights[city.name.en] ?? 1] as const)),
    });
  }
  if (countries.size === 0) throw new Error('the scale seed needs the reference countries and cities');

  return {
    categories,
    subCategories,
    countries,
    languages: new Map(languageRows.map((row) => [row.code, names(row)])),
    languageLevelIds: byCode(languageLevels),
    careerLevelIds: byCode(careerLevels),
    degreeLevelIds: byCode(degreeLevels),
    contractTypeIds: byCode(contractTypes),
    industryIds,
    currencies,
    employmentTypes: new Set(employmentTypeRows.map((r) => r.code)),
    skillIds: new Map(skillRows.map((r) => [r.name.toLowerCase(), r.id])),
  };
}
