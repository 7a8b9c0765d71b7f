import { type Kysely, sql } from 'kysely';

/**
 * Jobs a job seeker shared by e-mail (issue 14): one row per share, which is also what the hourly
 * limit (SHARE_JOB_PER_HOUR) counts, hence the index on (user_id, created_at). The recipient is
 * stored lower-cased; the mail itself goes through the mail queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_shares (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      job_id uuid not null references jobs (id) on delete cascade,
      recipient text not null check (
        length(recipient) <= 254
        and recipient = lower(recipient)
        and recipient ~ '^[^@[:space:]]+@[^@[:space:]]+[.][A-Za-z]{2,}$'
      ),
      message text check (length(message) between 1 and 500),
      created_at timestamptz not null default now()
    );
    create index job_shares_user_created_idx on job_shares (user_id, created_at);
    create index job_shares_job_idx on job_shares (job_id);
  `.execute(db);
}
