import type { Kysely } from 'kysely';
import type { Category, CategoryWithSubs } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { type CategoryRow, listCategories, listFamily } from './categories.repository.js';

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    parentId: row.parentId,
    name: { en: row.nameEn, zh: row.nameZh, ar: row.nameAr },
    jobCount: row.jobCount,
  };
}

function nest(rows: CategoryRow[], roots: CategoryRow[]): CategoryWithSubs[] {
  return roots.map((root) => ({
    ...toCategory(root),
    subCategories: rows.filter((r) => r.parentId === root.id).map(toCategory),
  }));
}

/** Top-level categories, each with its sub-categories. */
export async function getCategoryTree(db: Kysely<DB>): Promise<CategoryWithSubs[]> {
  const rows = await listCategories(db);
  return nest(
    rows,
    rows.filter((r) => r.parentId === null),
  );
}

/** One category (main or sub) with its sub-categories. */
export async function getCategory(db: Kysely<DB>, id: string): Promise<CategoryWithSubs> {
  const rows = await listFamily(db, id);
  const self = rows.find((r) => r.id === id);
  if (self === undefined) throw notFound('Category');
  const [category] = nest(rows, [self]);
  return category as CategoryWithSubs;
}
