import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Where a person's rows are, read from the database's own foreign keys: every (table, column) that
 * references users, and whether it cascades (ON DELETE CASCADE: the person's own) or not (an
 * organisation's record of what the person did). The export reads them all; the erasure deletes
 * the cascading ones but those organisations keep (account-deletion.ts).
 */
export async function referencesToUsers(
  db: Kysely<DB> | Transaction<DB>,
): Promise<{ table: string; column: string; cascade: boolean }[]> {
  const { rows } = await sql<{ table: string; column: string; cascade: boolean }>`
    select c.conrelid::regclass::text as "table", a.attname as "column", c.confdeltype = 'c' as "cascade"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'users'::regclass
    order by 1, 2
  `.execute(db.withoutPlugins());
  return rows;
}
