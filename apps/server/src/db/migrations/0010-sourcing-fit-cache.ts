import { type Kysely, sql } from 'kysely';

/**
 * The sourcing pool's scores, kept per job (docs/decisions.md, "The sourcing pool at scale"):
 *
 * - `profiles.fit_changed_at`: when anything `computeFit` reads of a profile last changed, or
 *   whether the profile may be sourced at all (searchable, a job seeker, not deleted). Statement
 *   triggers on the profile's lists, the user and their roles keep it, so that no writer has to
 *   remember it; a profile written in the same transaction as its lists (the seeders) is not
 *   written twice, as its stamp already is the transaction's time;
 * - `job_candidate_fits`: the fit percent of every profile to a job whose pool was opened, with the
 *   profile's stamp it was computed from and the day it may change by itself (years counted from
 *   a job still held grow with time); `eligible` says whether the profile could be sourced then;
 * - `job_fit_scans`: per job, what its scores were computed for (a key of the job's requirements),
 *   up to when profiles' changes were taken in, and how many sourceable profiles score each percent
 *   (`counts[p + 1]`), so that a pool's total is a sum, not a count of every row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table profiles add column fit_changed_at timestamptz not null default now();
    create index profiles_fit_changed_idx on profiles (fit_changed_at);

    create table job_fit_scans (
      job_id uuid primary key references jobs (id) on delete cascade,
      job_key text not null,
      scanned_through timestamptz not null,
      scored_on date not null,
      counts integer[] not null default array_fill(0, array[101]),
      used_at timestamptz not null default now()
    );
    create index job_fit_scans_used_idx on job_fit_scans (used_at);

    create table job_candidate_fits (
      job_id uuid not null references job_fit_scans (job_id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      percent smallint not null check (percent between 0 and 100),
      eligible boolean not null,
      profile_stamp timestamptz not null,
      changes_on date,
      primary key (job_id, user_id)
    );
    create index job_candidate_fits_rank_idx on job_candidate_fits (job_id, percent desc, user_id) where eligible;
    create index job_candidate_fits_changes_idx on job_candidate_fits (job_id, changes_on) where changes_on is not null;

    -- the stamp is the transaction's time: a profile created with its lists is not written again
    create function wf_touch_profile_fit(user_ids uuid[]) returns void
    language sql as $$
      update profiles set fit_changed_at = now()
      where user_id = any(user_ids) and fit_changed_at is distinct from now();
    $$;

    create function wf_profile_list_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        perform wf_touch_profile_fit(array(select user_id from changed union select user_id from removed));
      else
        perform wf_touch_profile_fit(array(select distinct user_id from changed));
      end if;
      return null;
    end $$;
  `.execute(db);

  for (const table of [
    'user_skills',
    'user_languages',
    'educations',
    'experiences',
    'career_aspirations',
    'user_roles',
  ]) {
    await sql`
      create trigger ${sql.raw(`${table}_fit_inserted`)} after insert on ${sql.table(table)}
        referencing new table as changed for each statement execute function wf_profile_list_changed();
      create trigger ${sql.raw(`${table}_fit_deleted`)} after delete on ${sql.table(table)}
        referencing old table as changed for each statement execute function wf_profile_list_changed();
      create trigger ${sql.raw(`${table}_fit_updated`)} after update on ${sql.table(table)}
        referencing old table as removed new table as changed
        for each statement execute function wf_profile_list_changed();
    `.execute(db);
  }

  await sql`
    -- the profile's own columns that computeFit or the pool read
    create function wf_profile_fit_columns() returns trigger language plpgsql as $$
    begin
      if (new.years_of_experience, new.country_code, new.city_id, new.is_searchable)
         is distinct from (old.years_of_experience, old.country_code, old.city_id, old.is_searchable) then
        new.fit_changed_at := now();
      end if;
      return new;
    end $$;
    create trigger profiles_fit_columns before update on profiles
      for each row execute function wf_profile_fit_columns();

    -- deleting (or restoring) an account takes it out of (or back into) every pool
    create function wf_user_fit_columns() returns trigger language plpgsql as $$
    begin
      perform wf_touch_profile_fit(array(
        select n.id from changed n join removed o on o.id = n.id where n.deleted_at is distinct from o.deleted_at
      ));
      return null;
    end $$;
    create trigger users_fit_updated after update on users
      referencing old table as removed new table as changed
      for each statement execute function wf_user_fit_columns();
  `.execute(db);
}
