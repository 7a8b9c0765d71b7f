import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NameLanguage } from '../profile/profile.repository.js';

/** Where the profile says its owner lives: country, state (or the city's) and city, named in `lang`. */
export async function findProfilePlace(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  const name = (alias: string) => sql<string | null>`${sql.ref(alias)}.${sql.raw(`name_${lang}`)}`;
  return db
    .selectFrom('profiles as p')
    .leftJoin('countries as co', 'co.code', 'p.countryCode')
    .leftJoin('cities as ci', 'ci.id', 'p.cityId')
    .leftJoin('states as st', (join) => join.on(sql<boolean>`st.id = coalesce(p.state_id, ci.state_id)`))
    .select([
      'p.countryCode',
      'p.yearsOfExperience',
      name('co').as('countryName'),
      name('st').as('stateName'),
      name('ci').as('cityName'),
    ])
    .where('p.userId', '=', userId)
    .executeTakeFirst();
}
