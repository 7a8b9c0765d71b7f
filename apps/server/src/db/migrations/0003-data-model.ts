import { type Kysely, sql } from 'kysely';

/**
 * Every entity of the specification beyond the first slice: identity and organisations, the
 * recruitment pipeline with a status history per entity, the job seeker's own lists, the whole
 * profile, files, chat and notifications, and the reference data they point at.
 *
 * Conventions: uuid keys; `*_at` timestamptz, calendar dates as `date`; statuses and other closed
 * vocabularies as text with a CHECK (readable in SQL, cheap to extend by a migration); names of
 * reference rows in the three interface languages; every foreign key indexed where it is looked up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- ───────────── reference data ─────────────
    create table states (
      id uuid primary key default gen_random_uuid(),
      country_code char(2) not null references countries (code),
      name_en text not null,
      name_zh text not null,
      name_ar text not null,
      unique (country_code, name_en)
    );
    alter table cities add column state_id uuid references states (id);

    create table industries (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      classification text not null,
      name_en text not null,
      name_zh text not null,
      name_ar text not null
    );

    create table contract_types (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      name_en text not null,
      name_zh text not null,
      name_ar text not null
    );

    create table career_levels (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      rank int not null unique,
      name_en text not null,
      name_zh text not null,
      name_ar text not null
    );

    create table degree_levels (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      rank int not null unique,
      name_en text not null,
      name_zh text not null,
      name_ar text not null
    );

    create table currencies (
      code char(3) primary key check (code ~ '^[A-Z]{3}$'),
      name_en text not null,
      name_zh text not null,
      name_ar text not null
    );

    create table language_levels (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      rank int not null unique,
      name_en text not null,
      name_zh text not null,
      name_ar text not null
    );

    create table specializations (
      id uuid primary key default gen_random_uuid(),
      name_en text not null unique,
      name_zh text not null,
      name_ar text not null
    );

    create table interests (
      id uuid primary key default gen_random_uuid(),
      name_en text not null unique,
      name_zh text not null,
      name_ar text not null,
      image_url text
    );

    create table setting_keys (
      id uuid primary key default gen_random_uuid(),
      setting_key text not null unique
    );

    create table section_keys (
      id uuid primary key default gen_random_uuid(),
      section_key text not null unique
    );

    -- ───────────── identity ─────────────
    create table users (
      id uuid primary key default gen_random_uuid(),
      subject text not null unique check (length(subject) between 1 and 200),
      email text not null check (email ~ '^[^@[:space:]]+@[^@[:space:]]+[.][A-Za-z]{2,}$'),
      password_hash text,
      full_name text not null check (length(full_name) between 1 and 200),
      preferred_language text not null default 'en-US' check (preferred_language in ('en-US', 'zh-CN', 'ar')),
      is_locked boolean not null default false,
      locked_at timestamptz,
      locked_reason text,
      is_premium boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      last_login_at timestamptz,
      deleted_at timestamptz,
      check (is_locked = (locked_at is not null))
    );
    create unique index users_email_key on users (lower(email));

    -- platform roles; organisation roles live on the membership
    create table user_roles (
      user_id uuid not null references users (id) on delete cascade,
      role text not null check (role in ('jobseeker', 'admin')),
      granted_at timestamptz not null default now(),
      primary key (user_id, role)
    );

    alter table organisations
      add column industry_id uuid references industries (id),
      add column size_band text check (size_band in ('1-10', '11-50', '51-200', '201-1000', '1001-5000', '5000+')),
      add column plan text not null default 'standard' check (plan in ('standard', 'premium', 'enterprise')),
      add column founded_year int check (founded_year between 1800 and 2100);

    create table organisation_members (
      organisation_id uuid not null references organisations (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      role text not null check (role in ('hr', 'hr_admin', 'publisher')),
      joined_at timestamptz not null default now(),
      primary key (organisation_id, user_id, role)
    );
    create index organisation_members_user_idx on organisation_members (user_id);

    create table organisation_addresses (
      id uuid primary key default gen_random_uuid(),
      organisation_id uuid not null references organisations (id) on delete cascade,
      label text not null check (length(label) between 1 and 100),
      line1 text not null,
      line2 text,
      country_code char(2) not null references countries (code),
      state_id uuid references states (id),
      city_id uuid references cities (id),
      postal_code text,
      phone text,
      is_primary boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index organisation_addresses_org_idx on organisation_addresses (organisation_id);
    create unique index organisation_addresses_primary_key on organisation_addresses (organisation_id) where is_primary;

    -- an organisation's own OpenID Connect provider (enterprise sign-in)
    create table identity_providers (
      id uuid primary key default gen_random_uuid(),
      organisation_id uuid not null references organisations (id) on delete cascade,
      issuer text not null check (issuer ~ '^https?://'),
      client_id text not null,
      client_secret_encrypted text not null,
      email_domains text[] not null check (cardinality(email_domains) > 0),
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      unique (organisation_id, issuer)
    );

    create table refresh_token_families (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      auth_method text not null check (auth_method in ('password', 'oidc')),
      identity_provider_id uuid references identity_providers (id) on delete cascade,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoked_reason text check (revoked_reason in ('sign_out', 'reuse_detected', 'password_changed', 'locked', 'expired')),
      user_agent text,
      ip text,
      check ((revoked_at is null) = (revoked_reason is null))
    );
    create index refresh_token_families_user_idx on refresh_token_families (user_id) where revoked_at is null;

    create table refresh_tokens (
      id uuid primary key default gen_random_uuid(),
      family_id uuid not null references refresh_token_families (id) on delete cascade,
      token_hash text not null unique,
      issued_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      check (expires_at > issued_at)
    );
    create index refresh_tokens_family_idx on refresh_tokens (family_id);

    create table one_time_actions (
      user_id uuid not null references users (id) on delete cascade,
      action text not null check (action ~ '^[a-z0-9_.-]{1,64}$'),
      done_at timestamptz not null default now(),
      primary key (user_id, action)
    );

    create table audit_log (
      id bigint generated always as identity primary key,
      actor_user_id uuid references users (id),
      action text not null,
      target_type text not null,
      target_id text not null,
      details jsonb not null default '{}',
      request_id text,
      created_at timestamptz not null default now()
    );
    create index audit_log_target_idx on audit_log (target_type, target_id, created_at desc);

    -- ───────────── files ─────────────
    create table files (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid references users (id) on delete set null,
      organisation_id uuid references organisations (id) on delete set null,
      bucket text not null default 'upload' check (bucket ~ '^[a-z0-9-]{1,63}$'),
      storage_key text not null unique,
      filename text not null check (length(filename) between 1 and 255),
      content_type text not null,
      size_bytes bigint not null check (size_bytes >= 0),
      sha256 text check (sha256 ~ '^[0-9a-f]{64}$'),
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    );
    create index files_owner_idx on files (owner_id);

    create table file_shares (
      file_id uuid not null references files (id) on delete cascade,
      -- sys:anonymous, sys:authenticated, or a user's subject
      principal text not null check (principal in ('sys:anonymous', 'sys:authenticated') or principal !~ '^sys:'),
      permission text not null default 'view' check (permission in ('view', 'edit')),
      primary key (file_id, principal)
    );

    -- ───────────── jobs: the rest of the job ─────────────
    alter table jobs
      add column state_id uuid references states (id),
      add column degree_level_id uuid references degree_levels (id),
      add column career_level_id uuid references career_levels (id),
      add column contract_type_id uuid references contract_types (id),
      add column vacancies int not null default 1 check (vacancies between 1 and 10000),
      -- eligibility rules checked on apply (decisions.md: molapi / ropapi)
      add column nationals_only boolean not null default false,
      add column requires_work_permit boolean not null default false,
      add column requires_resident_card boolean not null default false,
      add column created_by uuid references users (id),
      add column closed_at timestamptz,
      add column withdrawn_at timestamptz;
    alter table job_skills add column min_level smallint check (min_level between 1 and 5);
    alter table job_languages add column min_level_id uuid references language_levels (id);

    create table job_status_history (
      id uuid primary key default gen_random_uuid(),
      job_id uuid not null references jobs (id) on delete cascade,
      from_status text check (from_status in ('draft', 'published', 'closed', 'withdrawn')),
      to_status text not null check (to_status in ('draft', 'published', 'closed', 'withdrawn')),
      changed_by uuid references users (id),
      changed_at timestamptz not null default now(),
      note text
    );
    create index job_status_history_job_idx on job_status_history (job_id, changed_at);

    create table job_role_configs (
      id uuid primary key default gen_random_uuid(),
      job_id uuid not null references jobs (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      job_role text not null check (job_role in ('hiring_manager', 'recruiter', 'interviewer', 'coordinator')),
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      unique (job_id, user_id, job_role)
    );
    create index job_role_configs_user_idx on job_role_configs (user_id);

    -- ───────────── the pipeline ─────────────
    create table invitations (
      id uuid primary key default gen_random_uuid(),
      job_id uuid not null references jobs (id) on delete cascade,
      seeker_id uuid not null references users (id) on delete cascade,
      invited_by uuid references users (id),
      message text,
      status text not null default 'pending' check (status in ('pending', 'accepted', 'rejected', 'expired')),
      expires_at timestamptz not null,
      responded_at timestamptz,
      created_at timestamptz not null default now(),
      check ((status in ('accepted', 'rejected')) = (responded_at is not null))
    );
    create index invitations_seeker_idx on invitations (seeker_id, created_at desc);
    create index invitations_job_idx on invitations (job_id, status);
    create unique index invitations_pending_key on invitations (job_id, seeker_id) where status = 'pending';

    create table invitation_status_history (
      id uuid primary key default gen_random_uuid(),
      invitation_id uuid not null references invitations (id) on delete cascade,
      from_status text check (from_status in ('pending', 'accepted', 'rejected', 'expired')),
      to_status text not null check (to_status in ('pending', 'accepted', 'rejected', 'expired')),
      changed_by uuid references users (id),
      changed_at timestamptz not null default now(),
      note text
    );
    create index invitation_status_history_idx on invitation_status_history (invitation_id, changed_at);

    create table applications (
      id uuid primary key default gen_random_uuid(),
      job_id uuid not null references jobs (id) on delete cascade,
      seeker_id uuid not null references users (id) on delete cascade,
      status text not null default 'applied'
        check (status in ('applied', 'shortlisted', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn')),
      source text not null default 'direct' check (source in ('direct', 'invitation')),
      invitation_id uuid references invitations (id),
      cover_letter text,
      resume_file_id uuid references files (id),
      applied_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (job_id, seeker_id),
      check ((source = 'invitation') = (invitation_id is not null))
    );
    create index applications_seeker_idx on applications (seeker_id, applied_at desc);
    create index applications_job_idx on applications (job_id, status);

    create table application_status_history (
      id uuid primary key default gen_random_uuid(),
      application_id uuid not null references applications (id) on delete cascade,
      from_status text check (from_status in ('applied', 'shortlisted', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn')),
      to_status text not null check (to_status in ('applied', 'shortlisted', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn')),
      changed_by uuid references users (id),
      changed_at timestamptz not null default now(),
      note text
    );
    create index application_status_history_idx on application_status_history (application_id, changed_at);

    create table shortlists (
      job_id uuid not null references jobs (id) on delete cascade,
      seeker_id uuid not null references users (id) on delete cascade,
      added_by uuid references users (id),
      note text,
      added_at timestamptz not null default now(),
      primary key (job_id, seeker_id)
    );
    create index shortlists_seeker_idx on shortlists (seeker_id);

    create table assessments (
      id uuid primary key default gen_random_uuid(),
      application_id uuid not null references applications (id) on delete cascade,
      kind text not null check (kind in ('interview', 'phone_screen', 'technical_test', 'assignment', 'panel')),
      title text not null check (length(title) between 1 and 200),
      mode text not null check (mode in ('onsite', 'online', 'phone')),
      starts_at timestamptz not null,
      duration_minutes int not null check (duration_minutes between 5 and 1440),
      address_id uuid references organisation_addresses (id),
      location_text text,
      meeting_url text,
      instructions text,
      status text not null default 'scheduled'
        check (status in ('scheduled', 'accepted', 'rejected', 'reschedule_requested', 'completed', 'cancelled')),
      seeker_note text,
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (mode <> 'online' or meeting_url is not null)
    );
    create index assessments_application_idx on assessments (application_id, starts_at);
    create index assessments_starts_idx on assessments (starts_at) where status in ('scheduled', 'accepted');

    create table assessment_participants (
      assessment_id uuid not null references assessments (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      role text not null check (role in ('interviewer', 'coordinator', 'observer')),
      primary key (assessment_id, user_id)
    );
    create index assessment_participants_user_idx on assessment_participants (user_id);

    create table assessment_feedback (
      id uuid primary key default gen_random_uuid(),
      assessment_id uuid not null references assessments (id) on delete cascade,
      author_id uuid not null references users (id),
      rating smallint not null check (rating between 1 and 5),
      recommendation text not null check (recommendation in ('strong_yes', 'yes', 'no', 'strong_no')),
      comments text not null default '',
      created_at timestamptz not null default now(),
      unique (assessment_id, author_id)
    );

    create table assessment_status_history (
      id uuid primary key default gen_random_uuid(),
      assessment_id uuid not null references assessments (id) on delete cascade,
      from_status text check (from_status in ('scheduled', 'accepted', 'rejected', 'reschedule_requested', 'completed', 'cancelled')),
      to_status text not null check (to_status in ('scheduled', 'accepted', 'rejected', 'reschedule_requested', 'completed', 'cancelled')),
      changed_by uuid references users (id),
      changed_at timestamptz not null default now(),
      starts_at timestamptz,
      note text
    );
    create index assessment_status_history_idx on assessment_status_history (assessment_id, changed_at);

    create table offers (
      id uuid primary key default gen_random_uuid(),
      application_id uuid not null references applications (id) on delete cascade,
      status text not null default 'sent' check (status in ('sent', 'accepted', 'rejected', 'expired', 'hired')),
      salary_amount numeric(12, 2) not null check (salary_amount > 0),
      salary_currency char(3) not null references currencies (code),
      salary_period text not null check (salary_period in ('month', 'year')),
      start_date date,
      expires_at timestamptz not null,
      message text,
      send_count int not null default 1 check (send_count >= 1),
      last_sent_at timestamptz not null default now(),
      responded_at timestamptz,
      reject_reason text,
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      check (status <> 'rejected' or responded_at is not null)
    );
    create index offers_application_idx on offers (application_id);
    create index offers_status_idx on offers (status, expires_at);

    create table offer_sends (
      id uuid primary key default gen_random_uuid(),
      offer_id uuid not null references offers (id) on delete cascade,
      sent_by uuid references users (id),
      sent_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index offer_sends_offer_idx on offer_sends (offer_id, sent_at);

    create table offer_status_history (
      id uuid primary key default gen_random_uuid(),
      offer_id uuid not null references offers (id) on delete cascade,
      from_status text check (from_status in ('sent', 'accepted', 'rejected', 'expired', 'hired')),
      to_status text not null check (to_status in ('sent', 'accepted', 'rejected', 'expired', 'hired')),
      changed_by uuid references users (id),
      changed_at timestamptz not null default now(),
      note text
    );
    create index offer_status_history_idx on offer_status_history (offer_id, changed_at);

    create table hires (
      id uuid primary key default gen_random_uuid(),
      job_id uuid not null references jobs (id) on delete cascade,
      seeker_id uuid not null references users (id) on delete cascade,
      application_id uuid references applications (id),
      offer_id uuid references offers (id),
      hired_by uuid references users (id),
      hired_at timestamptz not null default now(),
      start_date date,
      unique (job_id, seeker_id)
    );
    create index hires_hired_at_idx on hires (hired_at desc);

    create table talent_collections (
      id uuid primary key default gen_random_uuid(),
      organisation_id uuid not null references organisations (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      description text,
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      unique (organisation_id, name)
    );

    create table talent_collection_candidates (
      collection_id uuid not null references talent_collections (id) on delete cascade,
      seeker_id uuid not null references users (id) on delete cascade,
      added_by uuid references users (id),
      note text,
      added_at timestamptz not null default now(),
      primary key (collection_id, seeker_id)
    );
    create index talent_collection_candidates_seeker_idx on talent_collection_candidates (seeker_id);

    -- fresh graduates ask for offers; organisations answer with freshout offers
    create table freshout_requests (
      id uuid primary key default gen_random_uuid(),
      seeker_id uuid not null references users (id) on delete cascade,
      university_name text not null,
      degree_level_id uuid references degree_levels (id),
      specialization_id uuid references specializations (id),
      graduation_date date not null,
      preferred_category_id uuid references categories (id),
      message text,
      status text not null default 'open' check (status in ('open', 'closed')),
      created_at timestamptz not null default now()
    );
    create index freshout_requests_seeker_idx on freshout_requests (seeker_id);

    create table freshout_offers (
      id uuid primary key default gen_random_uuid(),
      request_id uuid not null references freshout_requests (id) on delete cascade,
      organisation_id uuid not null references organisations (id) on delete cascade,
      job_id uuid references jobs (id) on delete set null,
      title text not null check (length(title) between 1 and 200),
      message text,
      salary_amount numeric(12, 2) check (salary_amount > 0),
      salary_currency char(3) references currencies (code),
      status text not null default 'sent' check (status in ('sent', 'accepted', 'rejected')),
      reject_reason text,
      sent_by uuid references users (id),
      sent_at timestamptz not null default now(),
      responded_at timestamptz,
      check (status <> 'rejected' or reject_reason is not null),
      check ((status = 'sent') = (responded_at is null)),
      check ((salary_amount is null) = (salary_currency is null))
    );
    create index freshout_offers_request_idx on freshout_offers (request_id);

    create table freshout_offer_status_history (
      id uuid primary key default gen_random_uuid(),
      offer_id uuid not null references freshout_offers (id) on delete cascade,
      from_status text check (from_status in ('sent', 'accepted', 'rejected')),
      to_status text not null check (to_status in ('sent', 'accepted', 'rejected')),
      changed_by uuid references users (id),
      changed_at timestamptz not null default now(),
      note text
    );
    create index freshout_offer_status_history_idx on freshout_offer_status_history (offer_id, changed_at);

    -- ───────────── the job seeker's own lists ─────────────
    create table saved_jobs (
      seeker_id uuid not null references users (id) on delete cascade,
      job_id uuid not null references jobs (id) on delete cascade,
      collection text check (length(collection) between 1 and 80),
      saved_at timestamptz not null default now(),
      primary key (seeker_id, job_id)
    );
    create index saved_jobs_job_idx on saved_jobs (job_id);

    create table interest_companies (
      seeker_id uuid not null references users (id) on delete cascade,
      organisation_id uuid not null references organisations (id) on delete cascade,
      followed_at timestamptz not null default now(),
      primary key (seeker_id, organisation_id)
    );
    create index interest_companies_org_idx on interest_companies (organisation_id);

    create table saved_searches (
      id uuid primary key default gen_random_uuid(),
      seeker_id uuid not null references users (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      filters jsonb not null check (jsonb_typeof(filters) = 'object'),
      notify boolean not null default true,
      last_notified_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index saved_searches_seeker_idx on saved_searches (seeker_id, created_at desc);

    create table recent_searches (
      id uuid primary key default gen_random_uuid(),
      seeker_id uuid not null references users (id) on delete cascade,
      keyword text not null default '',
      filters jsonb not null default '{}' check (jsonb_typeof(filters) = 'object'),
      searched_at timestamptz not null default now()
    );
    create index recent_searches_seeker_idx on recent_searches (seeker_id, searched_at desc);

    create table notification_settings (
      user_id uuid not null references users (id) on delete cascade,
      name text not null check (name ~ '^(in_app|email)[.][a-z_]+$'),
      value text not null check (value in ('true', 'false')),
      updated_at timestamptz not null default now(),
      primary key (user_id, name)
    );

    create table notifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      kind text not null check (kind in (
        'invitation_received', 'invitation_answered', 'application_status_changed',
        'assessment_scheduled', 'assessment_rescheduled', 'assessment_answered', 'assessment_feedback',
        'offer_sent', 'offer_resent', 'offer_answered', 'hired', 'new_applicant', 'saved_search_match',
        'freshout_offer'
      )),
      title text not null,
      title_zh text,
      title_ar text,
      icon text,
      url text,
      data jsonb not null default '{}',
      product text not null default 'talent-sourcing',
      viewed_at timestamptz,
      cleared_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index notifications_user_idx on notifications (user_id, created_at desc) where cleared_at is null;

    -- ───────────── chat ─────────────
    create table chat_channels (
      id uuid primary key default gen_random_uuid(),
      job_id uuid references jobs (id) on delete set null,
      application_id uuid references applications (id) on delete set null,
      title text,
      created_by uuid references users (id),
      created_at timestamptz not null default now()
    );

    create table chat_channel_members (
      channel_id uuid not null references chat_channels (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      full_name text not null,
      user_name text not null,
      joined_at timestamptz not null default now(),
      last_read_at timestamptz,
      primary key (channel_id, user_id)
    );
    create index chat_channel_members_user_idx on chat_channel_members (user_id);

    create table chat_messages (
      id uuid primary key default gen_random_uuid(),
      channel_id uuid not null references chat_channels (id) on delete cascade,
      sender_id uuid references users (id) on delete set null,
      body text not null check (length(body) between 1 and 10000),
      created_at timestamptz not null default now()
    );
    create index chat_messages_channel_idx on chat_messages (channel_id, created_at);
  `.execute(db);

  await createProfileTables(db);
  await insertReferenceData(db);
}

async function createProfileTables(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table profiles (
      user_id uuid primary key references users (id) on delete cascade,
      full_name text not null,
      title text,
      about_me text,
      nationality char(2) references countries (code),
      date_of_birth date check (date_of_birth > '1900-01-01'),
      gender text check (gender in ('male', 'female')),
      resident_card_no text check (resident_card_no ~ '^[0-9]{6,12}$'),
      has_work_permit boolean not null default false,
      phone_mobile text,
      phone_home text,
      email text,
      is_searchable boolean not null default true,
      career_level_id uuid references career_levels (id),
      years_of_experience int check (years_of_experience between 0 and 60),
      country_code char(2) references countries (code),
      state_id uuid references states (id),
      city_id uuid references cities (id),
      resume_file_id uuid references files (id) on delete set null,
      photo_file_id uuid references files (id) on delete set null,
      background_file_id uuid references files (id) on delete set null,
      view_count int not null default 0 check (view_count >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index profiles_searchable_idx on profiles (country_code, career_level_id) where is_searchable;

    create table profile_video_cvs (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      file_id uuid not null references files (id) on delete cascade,
      is_default boolean not null default false
    );
    create index profile_video_cvs_user_idx on profile_video_cvs (user_id);
    create unique index profile_video_cvs_default_key on profile_video_cvs (user_id) where is_default;

    create table user_settings (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      setting_id uuid not null references setting_keys (id),
      setting_value text not null,
      unique (user_id, setting_id)
    );

    create table experiences (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      job_title text not null check (length(job_title) between 1 and 200),
      job_description text,
      company_name text not null,
      company_logo_file_id uuid references files (id) on delete set null,
      date_from date not null,
      date_to date,
      is_current boolean not null default false,
      industry_id uuid references industries (id),
      employment_type text references employment_types (code),
      country_code char(2) references countries (code),
      state_id uuid references states (id),
      city_id uuid references cities (id),
      check (date_to is null or date_to >= date_from),
      check (not is_current or date_to is null)
    );
    create index experiences_user_idx on experiences (user_id, date_from desc);

    create table medical_infos (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      blood_group text check (blood_group in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')),
      height numeric(5, 1) check (height > 0),
      height_unit text check (height_unit in ('cm', 'in')),
      weight numeric(5, 1) check (weight > 0),
      weight_unit text check (weight_unit in ('kg', 'lb')),
      medical_condition text
    );
    create index medical_infos_user_idx on medical_infos (user_id);

    create table online_profiles (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      facebook text,
      twitter text,
      linkedin text,
      created_at timestamptz not null default now()
    );
    create index online_profiles_user_idx on online_profiles (user_id);

    create table trainings (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      training_name text not null,
      institute_name text,
      training_date date,
      training_description text,
      training_subject text,
      start_date date,
      end_date date,
      check (end_date is null or start_date is null or end_date >= start_date)
    );
    create index trainings_user_idx on trainings (user_id);

    create table awards (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      award_title text not null,
      issued_date date,
      issued_by text
    );
    create index awards_user_idx on awards (user_id);

    create table user_languages (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      language_code text not null references languages (code),
      level_id uuid not null references language_levels (id),
      unique (user_id, language_code)
    );

    create table career_aspirations (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      industry_id uuid references industries (id),
      employment_type text references employment_types (code),
      frequency_of_trips text check (frequency_of_trips in ('none', 'occasional', 'frequent')),
      preferred_country char(2) references countries (code),
      preferred_state_id uuid references states (id),
      preferred_city_id uuid references cities (id),
      salary_currency char(3) references currencies (code),
      salary_range_min numeric(12, 2) check (salary_range_min >= 0),
      salary_range_max numeric(12, 2),
      contract_type_id uuid references contract_types (id),
      check (salary_range_max is null or salary_range_min is null or salary_range_max >= salary_range_min)
    );
    create index career_aspirations_user_idx on career_aspirations (user_id);

    create table certifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      certification_title text not null,
      issued_date date,
      issued_by text
    );
    create index certifications_user_idx on certifications (user_id);

    create table user_documents (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      document_type text not null check (document_type in ('passport', 'resident_card', 'degree', 'certificate', 'reference_letter', 'other')),
      file_id uuid not null references files (id) on delete cascade
    );
    create index user_documents_user_idx on user_documents (user_id);

    create table educations (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      degree_level_id uuid references degree_levels (id),
      degree_title text not null,
      university_name text not null,
      start_date date,
      end_date date,
      gpa numeric(4, 2) check (gpa between 0 and 100),
      specialization_id uuid references specializations (id),
      country_code char(2) references countries (code),
      state_id uuid references states (id),
      city_id uuid references cities (id),
      check (end_date is null or start_date is null or end_date >= start_date)
    );
    create index educations_user_idx on educations (user_id);

    create table user_interests (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      interest_id uuid not null references interests (id),
      unique (user_id, interest_id)
    );

    create table projects (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      project_title text not null,
      project_description text,
      cover_file_id uuid references files (id) on delete set null,
      company_name text,
      start_date date,
      end_date date,
      project_url text,
      is_private boolean not null default false,
      country_code char(2) references countries (code),
      state_id uuid references states (id),
      city_id uuid references cities (id),
      check (end_date is null or start_date is null or end_date >= start_date)
    );
    create index projects_user_idx on projects (user_id);

    create table project_attachments (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references projects (id) on delete cascade,
      file_id uuid not null references files (id) on delete cascade
    );
    create index project_attachments_project_idx on project_attachments (project_id);

    create table project_used_skills (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references projects (id) on delete cascade,
      skill_id uuid not null references skills (id),
      unique (project_id, skill_id)
    );

    create table user_skills (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      skill_id uuid not null references skills (id),
      level smallint not null default 3 check (level between 1 and 5),
      unique (user_id, skill_id)
    );
    create index user_skills_skill_idx on user_skills (skill_id, user_id);

    create table skill_endorsements (
      id uuid primary key default gen_random_uuid(),
      user_skill_id uuid not null references user_skills (id) on delete cascade,
      endorsed_by uuid not null references users (id) on delete cascade,
      endorsed boolean not null default true,
      created_at timestamptz not null default now(),
      unique (user_skill_id, endorsed_by)
    );

    create table gained_skills (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      gained_skill_title text not null,
      gaining_authority_name text not null,
      authority_logo_file_id uuid references files (id) on delete set null,
      gained_at date
    );
    create index gained_skills_user_idx on gained_skills (user_id);

    create table recommendations (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      recommended_by uuid not null references users (id) on delete cascade,
      description text not null check (length(description) between 1 and 5000),
      status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
      created_at timestamptz not null default now(),
      responded_at timestamptz,
      check (user_id <> recommended_by),
      check ((status = 'pending') = (responded_at is null))
    );
    create index recommendations_user_idx on recommendations (user_id, status);

    create table user_sections (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      section_id uuid not null references section_keys (id),
      section_value text not null,
      unique (user_id, section_id)
    );

    create table volunteer_works (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      title text not null,
      description text,
      link text,
      start_date date,
      end_date date,
      cover_file_id uuid references files (id) on delete set null,
      country_code char(2) references countries (code),
      state_id uuid references states (id),
      city_id uuid references cities (id),
      is_private boolean not null default false,
      check (end_date is null or start_date is null or end_date >= start_date)
    );
    create index volunteer_works_user_idx on volunteer_works (user_id);

    create table signatures (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      title text not null,
      img_file_id uuid references files (id) on delete set null,
      text text,
      font text,
      check (img_file_id is not null or text is not null)
    );
    create index signatures_user_idx on signatures (user_id);
  `.execute(db);
}

type Names = readonly [en: string, zh: string, ar: string];

const states: readonly (readonly [country: string, ...names: Names])[] = [
  ['OM', 'Muscat', '马斯喀特省', 'مسقط'],
  ['OM', 'Dhofar', '佐法尔省', 'ظفار'],
  ['OM', 'North Al Batinah', '北巴提奈省', 'شمال الباطنة'],
  ['OM', 'Ad Dakhiliyah', '内地省', 'الداخلية'],
  ['OM', 'South Ash Sharqiyah', '南东部省', 'جنوب الشرقية'],
  ['OM', 'Al Wusta', '中部省', 'الوسطى'],
  ['AE', 'Dubai', '迪拜酋长国', 'إمارة دبي'],
  ['AE', 'Abu Dhabi', '阿布扎比酋长国', 'إمارة أبوظبي'],
  ['AE', 'Sharjah', '沙迦酋长国', 'إمارة الشارقة'],
  ['SA', 'Riyadh Province', '利雅得省', 'منطقة الرياض'],
  ['SA', 'Makkah Province', '麦加省', 'منطقة مكة المكرمة'],
  ['SA', 'Eastern Province', '东部省', 'المنطقة الشرقية'],
  ['CN', 'Beijing', '北京市', 'بكين'],
  ['CN', 'Shanghai', '上海市', 'شنغهاي'],
  ['CN', 'Guangdong', '广东省', 'قوانغدونغ'],
  ['CN', 'Zhejiang', '浙江省', 'تشجيانغ'],
  ['IN', 'Kerala', '喀拉拉邦', 'كيرالا'],
  ['IN', 'Maharashtra', '马哈拉施特拉邦', 'ماهاراشترا'],
  ['US', 'California', '加利福尼亚州', 'كاليفورنيا'],
  ['US', 'New York', '纽约州', 'نيويورك'],
  ['GB', 'England', '英格兰', 'إنجلترا'],
];

const industries: readonly (readonly [code: string, classification: string, ...names: Names])[] = [
  ['oil_gas', 'energy', 'Oil & Gas', '石油天然气', 'النفط والغاز'],
  ['renewables', 'energy', 'Renewable Energy', '可再生能源', 'الطاقة المتجددة'],
  [
    'software',
    'technology',
    'Software & IT Services',
    '软件与信息技术服务',
    'البرمجيات وخدمات تقنية المعلومات',
  ],
  ['telecom', 'technology', 'Telecommunications', '电信', 'الاتصالات'],
  ['banking', 'finance', 'Banking', '银行业', 'الخدمات المصرفية'],
  ['insurance', 'finance', 'Insurance', '保险', 'التأمين'],
  ['healthcare', 'health', 'Hospitals & Healthcare', '医院与医疗保健', 'المستشفيات والرعاية الصحية'],
  ['education', 'public', 'Education', '教育', 'التعليم'],
  ['government', 'public', 'Government Administration', '政府管理', 'الإدارة الحكومية'],
  ['construction', 'industry', 'Construction', '建筑', 'البناء والتشييد'],
  ['manufacturing', 'industry', 'Manufacturing', '制造业', 'التصنيع'],
  ['logistics', 'services', 'Logistics & Shipping', '物流与航运', 'الخدمات اللوجستية والشحن'],
  ['hospitality', 'services', 'Hospitality & Tourism', '酒店与旅游', 'الضيافة والسياحة'],
  ['retail', 'services', 'Retail', '零售', 'تجارة التجزئة'],
  ['consulting', 'services', 'Consulting', '咨询', 'الاستشارات'],
  ['media', 'services', 'Media & Marketing', '媒体与营销', 'الإعلام والتسويق'],
];

const contractTypes: readonly (readonly [code: string, ...names: Names])[] = [
  ['permanent', 'Permanent', '长期合同', 'دائم'],
  ['fixed_term', 'Fixed term', '固定期限合同', 'محدد المدة'],
  ['project', 'Project based', '项目合同', 'على أساس المشروع'],
  ['secondment', 'Secondment', '借调', 'إعارة'],
];

const careerLevels: readonly (readonly [code: string, rank: number, ...names: Names])[] = [
  ['student', 1, 'Student', '学生', 'طالب'],
  ['entry', 2, 'Entry level', '初级', 'مستوى مبتدئ'],
  ['mid', 3, 'Mid level', '中级', 'مستوى متوسط'],
  ['senior', 4, 'Senior', '高级', 'أول'],
  ['manager', 5, 'Manager', '经理', 'مدير'],
  ['director', 6, 'Director', '总监', 'مدير عام'],
  ['executive', 7, 'Executive', '高管', 'تنفيذي'],
];

const degreeLevels: readonly (readonly [code: string, rank: number, ...names: Names])[] = [
  ['none', 0, 'No formal degree', '无学历要求', 'بدون مؤهل رسمي'],
  ['secondary', 1, 'Secondary school', '高中', 'الثانوية العامة'],
  ['diploma', 2, 'Diploma', '大专', 'دبلوم'],
  ['bachelor', 3, "Bachelor's degree", '学士学位', 'بكالوريوس'],
  ['master', 4, "Master's degree", '硕士学位', 'ماجستير'],
  ['doctorate', 5, 'Doctorate', '博士学位', 'دكتوراه'],
];

const currencies: readonly (readonly [code: string, ...names: Names])[] = [
  ['OMR', 'Omani rial', '阿曼里亚尔', 'ريال عماني'],
  ['AED', 'UAE dirham', '阿联酋迪拉姆', 'درهم إماراتي'],
  ['SAR', 'Saudi riyal', '沙特里亚尔', 'ريال سعودي'],
  ['QAR', 'Qatari riyal', '卡塔尔里亚尔', 'ريال قطري'],
  ['KWD', 'Kuwaiti dinar', '科威特第纳尔', 'دينار كويتي'],
  ['BHD', 'Bahraini dinar', '巴林第纳尔', 'دينار بحريني'],
  ['EGP', 'Egyptian pound', '埃及镑', 'جنيه مصري'],
  ['JOD', 'Jordanian dinar', '约旦第纳尔', 'دينار أردني'],
  ['INR', 'Indian rupee', '印度卢比', 'روبية هندية'],
  ['PKR', 'Pakistani rupee', '巴基斯坦卢比', 'روبية باكستانية'],
  ['PHP', 'Philippine peso', '菲律宾比索', 'بيزو فلبيني'],
  ['CNY', 'Chinese yuan', '人民币', 'يوان صيني'],
  ['SGD', 'Singapore dollar', '新加坡元', 'دولار سنغافوري'],
  ['GBP', 'Pound sterling', '英镑', 'جنيه إسترليني'],
  ['USD', 'US dollar', '美元', 'دولار أمريكي'],
  ['EUR', 'Euro', '欧元', 'يورو'],
];

const languageLevels: readonly (readonly [code: string, rank: number, ...names: Names])[] = [
  ['basic', 1, 'Basic', '初级', 'مبتدئ'],
  ['conversational', 2, 'Conversational', '日常会话', 'محادثة'],
  ['professional', 3, 'Professional', '专业水平', 'مهني'],
  ['fluent', 4, 'Fluent', '流利', 'طليق'],
  ['native', 5, 'Native', '母语', 'اللغة الأم'],
];

const specializations: readonly Names[] = [
  ['Computer Science', '计算机科学', 'علوم الحاسب'],
  ['Software Engineering', '软件工程', 'هندسة البرمجيات'],
  ['Petroleum Engineering', '石油工程', 'هندسة البترول'],
  ['Mechanical Engineering', '机械工程', 'الهندسة الميكانيكية'],
  ['Civil Engineering', '土木工程', 'الهندسة المدنية'],
  ['Electrical Engineering', '电气工程', 'الهندسة الكهربائية'],
  ['Accounting', '会计', 'المحاسبة'],
  ['Finance', '金融', 'التمويل'],
  ['Business Administration', '工商管理', 'إدارة الأعمال'],
  ['Marketing', '市场营销', 'التسويق'],
  ['Nursing', '护理', 'التمريض'],
  ['Medicine', '医学', 'الطب'],
  ['Pharmacy', '药学', 'الصيدلة'],
  ['Education', '教育学', 'التربية'],
  ['Graphic Design', '平面设计', 'التصميم الجرافيكي'],
  ['Logistics Management', '物流管理', 'إدارة الخدمات اللوجستية'],
  ['Human Resource Management', '人力资源管理', 'إدارة الموارد البشرية'],
  ['Hospitality Management', '酒店管理', 'إدارة الضيافة'],
];

const interests: readonly Names[] = [
  ['Artificial intelligence', '人工智能', 'الذكاء الاصطناعي'],
  ['Renewable energy', '可再生能源', 'الطاقة المتجددة'],
  ['Entrepreneurship', '创业', 'ريادة الأعمال'],
  ['Volunteering', '志愿服务', 'العمل التطوعي'],
  ['Photography', '摄影', 'التصوير الفوتوغرافي'],
  ['Football', '足球', 'كرة القدم'],
  ['Reading', '阅读', 'القراءة'],
  ['Travel', '旅行', 'السفر'],
  ['Public speaking', '公开演讲', 'الخطابة'],
  ['Open source', '开源', 'المصادر المفتوحة'],
  ['Sustainability', '可持续发展', 'الاستدامة'],
  ['Robotics', '机器人', 'الروبوتات'],
];

const settingKeys = [
  'profile.visibility',
  'profile.show_salary',
  'profile.open_to_work',
  'ui.theme',
  'ui.compact_lists',
];
const sectionKeys = ['summary', 'headline', 'achievements', 'hobbies', 'references'];

function values<T extends readonly unknown[]>(rows: readonly T[]) {
  return sql.join(rows.map((row) => sql`(${sql.join(row.map((v) => sql`${v}`))})`));
}

async function insertReferenceData(db: Kysely<unknown>): Promise<void> {
  await sql`insert into states (country_code, name_en, name_zh, name_ar) values ${values(states)}`.execute(
    db,
  );
  await sql`insert into industries (code, classification, name_en, name_zh, name_ar) values ${values(industries)}`.execute(
    db,
  );
  await sql`insert into contract_types (code, name_en, name_zh, name_ar) values ${values(contractTypes)}`.execute(
    db,
  );
  await sql`insert into career_levels (code, rank, name_en, name_zh, name_ar) values ${values(careerLevels)}`.execute(
    db,
  );
  await sql`insert into degree_levels (code, rank, name_en, name_zh, name_ar) values ${values(degreeLevels)}`.execute(
    db,
  );
  await sql`insert into currencies (code, name_en, name_zh, name_ar) values ${values(currencies)}`.execute(
    db,
  );
  await sql`insert into language_levels (code, rank, name_en, name_zh, name_ar) values ${values(languageLevels)}`.execute(
    db,
  );
  await sql`insert into specializations (name_en, name_zh, name_ar) values ${values(specializations)}`.execute(
    db,
  );
  await sql`insert into interests (name_en, name_zh, name_ar) values ${values(interests)}`.execute(db);
  await sql`insert into setting_keys (setting_key) values ${values(settingKeys.map((k) => [k] as const))}`.execute(
    db,
  );
  await sql`insert into section_keys (section_key) values ${values(sectionKeys.map((k) => [k] as const))}`.execute(
    db,
  );
  // cities of the reference data sit in the states above where one is known
  await sql`
    update cities c set state_id = s.id
    from states s
    where s.country_code = c.country_code
      and (s.name_en = c.name_en or (c.name_en, s.name_en) in (
        ('Salalah', 'Dhofar'), ('Sohar', 'North Al Batinah'), ('Nizwa', 'Ad Dakhiliyah'),
        ('Sur', 'South Ash Sharqiyah'), ('Duqm', 'Al Wusta'), ('Riyadh', 'Riyadh Province'),
        ('Jeddah', 'Makkah Province'), ('Dammam', 'Eastern Province'), ('Shenzhen', 'Guangdong'),
        ('Guangzhou', 'Guangdong'), ('Hangzhou', 'Zhejiang'), ('Kochi', 'Kerala'), ('Mumbai', 'Maharashtra'),
        ('San Francisco', 'California'), ('London', 'England'), ('Manchester', 'England')
      ))
  `.execute(db);
}
