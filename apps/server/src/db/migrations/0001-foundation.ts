import { type Kysely, sql } from 'kysely';

/**
 * Reference data, organisations, categories, skills and published jobs with full-text search.
 *
 * The search document folds every CJK character into a token of its own, so that a phrase
 * query over characters finds any substring of a Chinese title, while English and Arabic
 * words are stemmed by their own dictionaries. Both vectors live in one GIN-indexed column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function wf_cjk_split(input text) returns text
      language sql immutable strict parallel safe
      return regexp_replace(input, '([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff])', ' \\1 ', 'g');

    create function wf_search_document(title text, description text) returns tsvector
      language sql immutable strict parallel safe
      return setweight(to_tsvector('english', wf_cjk_split(title)), 'A')
          || setweight(to_tsvector('arabic', wf_cjk_split(title)), 'A')
          || setweight(to_tsvector('english', wf_cjk_split(description)), 'B')
          || setweight(to_tsvector('arabic', wf_cjk_split(description)), 'B');

    create table countries (
      code char(2) primary key check (code ~ '^[A-Z]{2}$'),
      name_en text not null,
      name_zh text not null,
      name_ar text not null,
      phone_code text
    );

    create table cities (
      id uuid primary key default gen_random_uuid(),
      country_code char(2) not null references countries (code),
      name_en text not null,
      name_zh text not null,
      name_ar text not null,
      unique (country_code, name_en)
    );

    create table languages (
      code text primary key check (code ~ '^[a-z]{2,3}$'),
      name_en text not null,
      name_zh text not null,
      name_ar text not null
    );

    create table employment_types (
      code text primary key check (code ~ '^[a-z_]{2,30}$'),
      name_en text not null,
      name_zh text not null,
      name_ar text not null,
      position int not null default 0
    );

    create table organisations (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 200),
      slug text not null unique check (slug ~ '^[a-z0-9-]{1,100}$'),
      about text not null default '',
      website text,
      logo_url text,
      country_code char(2) references countries (code),
      city_id uuid references cities (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table categories (
      id uuid primary key default gen_random_uuid(),
      parent_id uuid references categories (id),
      name_en text not null,
      name_zh text not null,
      name_ar text not null,
      position int not null default 0,
      created_at timestamptz not null default now(),
      check (parent_id is null or parent_id <> id)
    );
    create index categories_parent_idx on categories (parent_id, position);

    create table skills (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 100),
      created_at timestamptz not null default now()
    );
    create unique index skills_name_key on skills (lower(name));

    create table jobs (
      id uuid primary key default gen_random_uuid(),
      organisation_id uuid not null references organisations (id),
      category_id uuid not null references categories (id),
      sub_category_id uuid references categories (id),
      title text not null check (length(title) between 1 and 200),
      description text not null default '',
      text_language text not null check (text_language in ('en', 'zh', 'ar')),
      country_code char(2) not null references countries (code),
      city_id uuid references cities (id),
      remote boolean not null default false,
      employment_type text not null references employment_types (code),
      salary_min numeric(12, 2) check (salary_min >= 0),
      salary_max numeric(12, 2),
      salary_currency char(3) check (salary_currency ~ '^[A-Z]{3}$'),
      salary_period text check (salary_period in ('month', 'year')),
      min_experience_years int not null default 0 check (min_experience_years between 0 and 60),
      status text not null default 'draft' check (status in ('draft', 'published', 'closed', 'withdrawn')),
      published_at timestamptz,
      end_date date,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      search_vector tsvector generated always as (wf_search_document(title, description)) stored,
      check (
        (salary_min is null and salary_max is null and salary_currency is null and salary_period is null)
        or (salary_min is not null and salary_max is not null and salary_currency is not null
            and salary_period is not null and salary_min <= salary_max)
      ),
      check (status <> 'published' or published_at is not null)
    );
    create index jobs_search_idx on jobs using gin (search_vector);
    create index jobs_published_idx on jobs (published_at desc, id) where status = 'published';
    create index jobs_organisation_idx on jobs (organisation_id, status);
    create index jobs_category_idx on jobs (category_id, published_at desc) where status = 'published';
    create index jobs_sub_category_idx on jobs (sub_category_id, published_at desc) where status = 'published';
    create index jobs_location_idx on jobs (country_code, city_id) where status = 'published';

    create table job_skills (
      job_id uuid not null references jobs (id) on delete cascade,
      skill_id uuid not null references skills (id),
      primary key (job_id, skill_id)
    );
    create index job_skills_skill_idx on job_skills (skill_id, job_id);

    create table job_languages (
      job_id uuid not null references jobs (id) on delete cascade,
      language_code text not null references languages (code),
      primary key (job_id, language_code)
    );
    create index job_languages_language_idx on job_languages (language_code, job_id);
  `.execute(db);
}
