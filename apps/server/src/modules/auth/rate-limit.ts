import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface LimitResult {
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit in a fixed window kept in the database (so every app server shares it) and
 * answers the count so far and the seconds until the window ends.
 */
export async function hitLimit(db: Kysely<DB>, key: string, windowSeconds: number): Promise<LimitResult> {
  const { rows } = await sql<{ hits: number; retry: number }>`
    insert into rate_limit_buckets as b (key, window_started_at, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when b.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then 1 else b.hits + 1 end,
      window_started_at = case when b.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                               then now() else b.window_started_at end
    returning hits, greatest(1, ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now()))))::int as retry
  `.execute(db);
  const row = rows[0];
  return { hits: row?.hits ?? 1, retryAfterSeconds: row?.retry ?? windowSeconds };
}

/** The count in the current window without adding to it. */
export async function peekLimit(db: Kysely<DB>, key: string, windowSeconds: number): Promise<LimitResult> {
  const { rows } = await sql<{ hits: number; retry: number }>`
    select hits, greatest(1, ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now()))))::int as retry
    from rate_limit_buckets
    where key = ${key} and window_started_at > now() - make_interval(secs => ${windowSeconds})
  `.execute(db);
  const row = rows[0];
  return { hits: row?.hits ?? 0, retryAfterSeconds: row?.retry ?? 0 };
}

export async function clearLimit(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('rateLimitBuckets').where('key', '=', key).execute();
}
