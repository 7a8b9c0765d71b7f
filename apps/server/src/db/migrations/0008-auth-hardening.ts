import { type Kysely, sql } from 'kysely';

/**
 * Sign-in hardening (docs/security.md):
 *
 * - `pending_signups`: a sign-up waits here until its e-mail link is opened, so that sign-up answers
 *   the same for new and registered addresses and nobody can hold an address they do not read;
 * - `known_devices`: browsers that signed in to an account before (a random id in an HttpOnly
 *   cookie, kept here hashed); they keep their own failed-password budget, so that a stranger's
 *   wrong guesses cannot lock the owner out;
 * - an index to find the addresses an account signed in from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pending_signups (
      id uuid primary key default gen_random_uuid(),
      email text not null check (length(email) between 3 and 254),
      full_name text not null check (length(full_name) between 1 and 200),
      password_hash text not null,
      token_hash text not null unique,
      ip text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      check (expires_at > created_at)
    );
    create index pending_signups_email_idx on pending_signups (lower(email));
    create index pending_signups_expires_idx on pending_signups (expires_at);

    create table known_devices (
      user_id uuid not null references users (id) on delete cascade,
      device_hash text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      primary key (user_id, device_hash)
    );

    create index refresh_token_families_user_ip_idx on refresh_token_families (user_id, ip, created_at);
  `.execute(db);
}
