import { type Kysely, sql } from 'kysely';

/**
 * A job's work model (issue 25): `work_model` on site, hybrid or remote, and for a remote job the
 * countries its candidates may live in (`remote_countries`, ISO 3166 alpha-2 codes; empty: anywhere;
 * always empty for the other models). Jobs that were remote become `remote`, the others `on_site`.
 *
 * `remote` stays, for the readers of the specification's `location.remote`, as a column generated
 * from the work model, so that the two can never disagree. `jobs_open_idx` also covers the work
 * model and the countries, so that the work-model filter and a place filter that takes in remote
 * jobs open to the place are answered from the index as the other filters are. The places kept in
 * the history of edits (`job_changes`, in the answer's shape) get the work model too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table jobs
      add column work_model text not null default 'on_site'
        check (work_model in ('on_site', 'hybrid', 'remote')),
      add column remote_countries text[] not null default '{}'
        check (cardinality(remote_countries) <= 250
          and array_to_string(remote_countries, ',') ~ '^([A-Z]{2}(,[A-Z]{2})*)?$');
    alter table jobs add constraint jobs_remote_countries_only_remote
      check (work_model = 'remote' or cardinality(remote_countries) = 0);

    update jobs set work_model = 'remote' where remote;
    alter table jobs drop column remote;
    alter table jobs add column remote boolean generated always as (work_model = 'remote') stored;

    -- the history of edits keeps places in the answer's shape: now with the work model
    update job_changes set
      before = case when before->'location' is null then before
        else jsonb_set(before, '{location}', (before->'location') || jsonb_build_object(
          'workModel', case when (before->'location'->>'remote')::boolean then 'remote' else 'on_site' end,
          'remoteCountries', '[]'::jsonb)) end,
      after = case when after->'location' is null then after
        else jsonb_set(after, '{location}', (after->'location') || jsonb_build_object(
          'workModel', case when (after->'location'->>'remote')::boolean then 'remote' else 'on_site' end,
          'remoteCountries', '[]'::jsonb)) end
    where before->'location' is not null or after->'location' is not null;

    drop index jobs_open_idx;
    create index jobs_open_idx on jobs (published_at desc, id)
      include (end_date, category_id, sub_category_id, organisation_id, employment_type, country_code, city_id,
        skill_ids, work_model, remote_countries)
      where status = 'published';
  `.execute(db);
}
