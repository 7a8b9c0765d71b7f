import { type Kysely, sql } from 'kysely';

/**
 * A job's work model (issue 25): `work_model` on site, hybrid or remote, and for a remote job the
 * countries its candidates may live in (`remote_countries`, ISO 3166 alpha-2 codes; empty: anywhere;
 * always empty for the other models). Jobs that were remote become `remote`, the others `on_site`.
 *
 * `remote` stays, for the readers of the specification's `location.remote`, as a column generated
 * from the work model, so that the two can never disagree. `jobs_open_idx` also covers the work
 * model and the countries, so that the work-model filter and a place filter that takes in remote
 * jobs open to the place are answered from the index as the other filters are.
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

    drop index jobs_open_idx;
    create index jobs_open_idx on jobs (published_at desc, id)
      include (end_date, category_id, sub_category_id, organisation_id, employment_type, country_code, city_id,
        skill_ids, work_model, remote_countries)
      where status = 'published';
  `.execute(db);
}
