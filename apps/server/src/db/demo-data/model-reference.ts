import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';
import type { Text3 } from './text.js';

/** A reference row of migration 0003 that is found by its code. */
export interface CodedRef {
  readonly id: string;
  readonly code: string;
  readonly rank: number;
  readonly name: Text3;
}

export interface NamedRef {
  readonly id: string;
  readonly name: Text3;
}

export interface StateRef extends NamedRef {
  readonly countryCode: string;
}

/** The reference data of migration 0003 (and the state of each city) that people and pipelines use. */
export interface ModelReference {
  readonly phoneCodes: ReadonlyMap<string, string>;
  /** The state of a city, where the reference data knows it. */
  readonly cityStates: ReadonlyMap<string, string>;
  readonly statesByCountry: ReadonlyMap<string, readonly StateRef[]>;
  readonly industries: ReadonlyMap<string, CodedRef>;
  readonly contractTypes: ReadonlyMap<string, CodedRef>;
  readonly careerLevels: ReadonlyMap<string, CodedRef>;
  readonly degreeLevels: ReadonlyMap<string, CodedRef>;
  readonly languageLevels: ReadonlyMap<string, CodedRef>;
  readonly currencies: ReadonlySet<string>;
  readonly specializations: ReadonlyMap<string, NamedRef>;
  readonly interests: readonly NamedRef[];
  readonly settingKeys: ReadonlyMap<string, string>;
  readonly sectionKeys: ReadonlyMap<string, string>;
}

const names = (row: { nameEn: string; nameZh: string; nameAr: string }): Text3 => ({
  en: row.nameEn,
  zh: row.nameZh,
  ar: row.nameAr,
});

function byCode(
  rows: readonly {
    id: string;
    code: string;
    rank?: number;
    nameEn: string;
    nameZh: string;
    nameAr: string;
  }[],
) {
  return new Map(
    rows.map((row, index) => [
      row.code,
      { id: row.id, code: row.code, rank: row.rank ?? index, name: names(row) } satisfies CodedRef,
    ]),
  );
}

/** Reads the reference rows in a fixed order (by code, key or English name): choices depend on it. */
export async function loadModelReference(db: Kysely<DB>): Promise<ModelReference> {
  const [
    countries,
    cities,
    states,
    industries,
    contractTypes,
    careerLevels,
    degreeLevels,
    languageLevels,
    currencies,
    specializations,
    interests,
    settingKeys,
    sectionKeys,
  ] = await Promise.all([
    db.selectFrom('countries').select(['code', 'phoneCode']).orderBy('code').execute(),
    db.selectFrom('cities').select(['id', 'stateId']).orderBy('countryCode').orderBy('nameEn').execute(),
    db
      .selectFrom('states')
      .select(['id', 'countryCode', 'nameEn', 'nameZh', 'nameAr'])
      .orderBy('countryCode')
      .orderBy('nameEn')
      .execute(),
    db
      .selectFrom('industries')
      .select(['id', 'code', 'nameEn', 'nameZh', 'nameAr'])
      .orderBy('code')
      .execute(),
    db
      .selectFrom('contractTypes')
      .select(['id', 'code', 'nameEn', 'nameZh', 'nameAr'])
      .orderBy('code')
      .execute(),
    db
      .selectFrom('careerLevels')
      .select(['id', 'code', 'rank', 'nameEn', 'nameZh', 'nameAr'])
      .orderBy('code')
      .execute(),
    db
      .selectFrom('degreeLevels')
      .select(['id', 'code', 'rank', 'nameEn', 'nameZh', 'nameAr'])
      .orderBy('code')
      .execute(),
    db
      .selectFrom('languageLevels')
      .select(['id', 'code', 'rank', 'nameEn', 'nameZh', 'nameAr'])
      .orderBy('code')
      .execute(),
    db.selectFrom('currencies').select('code').orderBy('code').execute(),
    db.selectFrom('specializations').select(['id', 'nameEn', 'nameZh', 'nameAr']).orderBy('nameEn').execute(),
    db.selectFrom('interests').select(['id', 'nameEn', 'nameZh', 'nameAr']).orderBy('nameEn').execute(),
    db.selectFrom('settingKeys').select(['id', 'settingKey']).orderBy('settingKey').execute(),
    db.selectFrom('sectionKeys').select(['id', 'sectionKey']).orderBy('sectionKey').execute(),
  ]);

  const statesByCountry = new Map<string, StateRef[]>();
  for (const row of states) {
    const list = statesByCountry.get(row.countryCode) ?? [];
    list.push({ id: row.id, countryCode: row.countryCode, name: names(row) });
    statesByCountry.set(row.countryCode, list);
  }
  const cityStates = new Map<string, string>();
  for (const city of cities) if (city.stateId !== null) cityStates.set(city.id, city.stateId);

  return {
    phoneCodes: new Map(countries.map((c) => [c.code, c.phoneCode ?? ''])),
    cityStates,
    statesByCountry,
    industries: byCode(industries),
    contractTypes: byCode(contractTypes),
    careerLevels: byCode(careerLevels),
    degreeLevels: byCode(degreeLevels),
    languageLevels: byCode(languageLevels),
    currencies: new Set(currencies.map((c) => c.code)),
    specializations: new Map(specializations.map((s) => [s.nameEn, { id: s.id, name: names(s) }])),
    interests: interests.map((i) => ({ id: i.id, name: names(i) })),
    settingKeys: new Map(settingKeys.map((s) => [s.settingKey, s.id])),
    sectionKeys: new Map(sectionKeys.map((s) => [s.sectionKey, s.id])),
  };
}

/** A reference row the generator names by key; a missing one means the migrations changed. */
export function idOf<T>(map: ReadonlyMap<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo data needs the ${what} "${key}" (migration 0003)`);
  return value;
}
