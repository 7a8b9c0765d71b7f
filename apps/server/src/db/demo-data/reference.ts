import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';
import type { Text3 } from './text.js';
import { type CategoryVocabulary, type SubCategoryVocabulary, categoryVocabulary } from './vocabulary.js';

export interface CityRef {
  readonly id: string;
  readonly countryCode: string;
  readonly name: Text3;
}

export interface SubCategoryRef {
  readonly id: string;
  readonly name: Text3;
  readonly vocabulary: SubCategoryVocabulary;
}

export interface CategoryRef {
  readonly id: string;
  readonly name: Text3;
  readonly vocabulary: CategoryVocabulary;
  readonly subCategories: readonly SubCategoryRef[];
}

/** The reference data (migration 0002) the demo data points at. */
export interface Reference {
  readonly categories: readonly CategoryRef[];
  readonly countries: ReadonlyMap<string, Text3>;
  readonly citiesByCountry: ReadonlyMap<string, readonly CityRef[]>;
  readonly languages: ReadonlyMap<string, Text3>;
}

const names = (row: { nameEn: string; nameZh: string; nameAr: string }): Text3 => ({
  en: row.nameEn,
  zh: row.nameZh,
  ar: row.nameAr,
});

/**
 * Reads the reference data in a fixed order (the generator's choices depend on it). Categories
 * the vocabulary does not describe are left out: the demo data cannot write believable jobs there.
 */
export async function loadReference(db: Kysely<DB>): Promise<Reference> {
  const [categoryRows, countryRows, cityRows, languageRows] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'parentId', 'nameEn', 'nameZh', 'nameAr'])
      .orderBy('position')
      .orderBy('nameEn')
      .orderBy('id')
      .execute(),
    db.selectFrom('countries').select(['code', 'nameEn', 'nameZh', 'nameAr']).orderBy('code').execute(),
    db
      .selectFrom('cities')
      .select(['id', 'countryCode', 'nameEn', 'nameZh', 'nameAr'])
      .orderBy('countryCode')
      .orderBy('nameEn')
      .execute(),
    db.selectFrom('languages').select(['code', 'nameEn', 'nameZh', 'nameAr']).orderBy('code').execute(),
  ]);

  const categories: CategoryRef[] = [];
  for (const parent of categoryRows.filter((row) => row.parentId === null)) {
    const vocabulary = categoryVocabulary[parent.nameEn];
    if (vocabulary === undefined) continue;
    const subCategories: SubCategoryRef[] = [];
    for (const sub of categoryRows.filter((row) => row.parentId === parent.id)) {
      const subVocabulary = vocabulary.subCategories[sub.nameEn];
      if (subVocabulary !== undefined)
        subCategories.push({ id: sub.id, name: names(sub), vocabulary: subVocabulary });
    }
    if (subCategories.length > 0)
      categories.push({ id: parent.id, name: names(parent), vocabulary, subCategories });
  }

  const citiesByCountry = new Map<string, CityRef[]>();
  for (const row of cityRows) {
    const list = citiesByCountry.get(row.countryCode) ?? [];
    list.push({ id: row.id, countryCode: row.countryCode, name: names(row) });
    citiesByCountry.set(row.countryCode, list);
  }

  return {
    categories,
    countries: new Map(countryRows.map((row) => [row.code, names(row)])),
    citiesByCountry,
    languages: new Map(languageRows.map((row) => [row.code, names(row)])),
  };
}
