import { type Kysely, sql } from 'kysely';

/**
 * Job search over a million jobs (bench/README.md, "Job search"):
 *
 * - `jobs.skill_ids`, the job's skills as a sorted array, kept equal to `job_skills` by statement
 *   triggers (a writer that fills it itself, like the scale seeder, causes no second write);
 * - `jobs_open_idx` replaces `jobs_published_idx`: the same key (newest first), now covering what
 *   the filters read (end date, categories, company, employment type, place, skills), so that a
 *   filtered list finds its newest matches in the index alone, without reading a job row per
 *   candidate;
 * - `jobs_open_salary_idx` for the salary order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table jobs add column skill_ids uuid[] not null default '{}';

    update jobs j set skill_ids = s.ids
    from (select job_id, array_agg(skill_id order by skill_id) as ids from job_skills group by job_id) s
    where s.job_id = j.id;

    create function wf_sync_job_skill_ids(job_ids uuid[]) returns void
    language sql as $$
      update jobs j set skill_ids = s.ids
      from (
        select u.id, coalesce(array_agg(js.skill_id order by js.skill_id) filter (where js.skill_id is not null), '{}') as ids
        from unnest(job_ids) as u (id) left join job_skills js on js.job_id = u.id
        group by u.id
      ) s
      where j.id = s.id and j.skill_ids is distinct from s.ids;
    $$;

    -- "changed": the rows inserted, the rows deleted, or the rows as an update left them
    create function wf_job_skills_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        perform wf_sync_job_skill_ids(array(select job_id from changed union select job_id from removed));
      else
        perform wf_sync_job_skill_ids(array(select distinct job_id from changed));
      end if;
      return null;
    end $$;

    create trigger job_skills_inserted after insert on job_skills
      referencing new table as changed for each statement execute function wf_job_skills_changed();
    create trigger job_skills_deleted after delete on job_skills
      referencing old table as changed for each statement execute function wf_job_skills_changed();
    create trigger job_skills_updated after update on job_skills
      referencing old table as removed new table as changed
      for each statement execute function wf_job_skills_changed();

    drop index jobs_published_idx;
    create index jobs_open_idx on jobs (published_at desc, id)
      include (end_date, category_id, sub_category_id, organisation_id, employment_type, country_code, city_id, skill_ids)
      where status = 'published';
    create index jobs_open_salary_idx on jobs (salary_max desc nulls last, published_at desc, id)
      include (end_date)
      where status = 'published';

  `.execute(db);
}
