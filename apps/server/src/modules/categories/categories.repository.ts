import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface CategoryRow {
  id: string;
  parentId: string | null;
  nameEn: string;
  nameZh: string;
  nameAr: string;
  jobCount: number;
}

/** Categories with the number of published, still-open jobs filed under each (main or sub). */
function categoriesWithCounts(db: Kysely<DB>) {
  return db
    .selectFrom('categories as c')
    .select([
      'c.id',
      'c.parentId',
      'c.nameEn',
      'c.nameZh',
      'c.nameAr',
      sql<number>`(
        select count(*) from jobs j
        where (j.category_id = c.id or j.sub_category_id = c.id)
          and j.status = 'published'
          and (j.end_date is null or j.end_date >= current_date)
      )`.as('jobCount'),
    ])
    .orderBy('c.position')
    .orderBy('c.nameEn');
}

export function listCategories(db: Kysely<DB>): Promise<CategoryRow[]> {
  return categoriesWithCounts(db).execute();
}

export function listFamily(db: Kysely<DB>, id: string): Promise<CategoryRow[]> {
  return categoriesWithCounts(db)
    .where((eb) => eb.or([eb('c.id', '=', id), eb('c.parentId', '=', id)]))
    .execute();
}
