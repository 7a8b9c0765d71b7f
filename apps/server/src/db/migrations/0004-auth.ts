import { type Kysely, sql } from 'kysely';

/**
 * Keys the server makes for itself (the token signing key pair), shared through the database so
 * that every app server over one PostgreSQL signs and verifies with the same key; and the counters
 * of the sign-in rate limits, in the database for the same reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table server_keys (
      name text primary key check (name ~ '^[a-z0-9_.-]{1,64}$'),
      value jsonb not null,
      created_at timestamptz not null default now()
    );

    create table rate_limit_buckets (
      key text primary key check (length(key) between 1 and 300),
      window_started_at timestamptz not null,
      hits int not null check (hits >= 0)
    );
  `.execute(db);
}
