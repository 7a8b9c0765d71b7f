import { type Kysely, sql } from 'kysely';

/**
 * The account's own life and the privacy rights (issue 24):
 *
 * - `account_tokens`: the account's one-time links (a forgotten password's reset, a new sign-in
 *   address's confirmation, the cancel link of a deletion), the token kept only hashed; a link
 *   works once (`used_at`) and until `expires_at`. An address change holds the new address.
 * - a deletion asked for (`users.deletion_requested_at`, erased at `deletion_due_at`, after the
 *   grace period ACCOUNT_DELETION_GRACE_DAYS) and done (`users.erased_at`);
 * - `data_exports`: a person's export of everything held about them, built into the file storage
 *   and downloadable until `expires_at`;
 * - `consents`: each choice a person made (being searchable by recruiters, the privacy notice's
 *   version), with the text they agreed to and when, one row per change;
 * - an organisation's own retention of rejected and withdrawn candidates (`retention_months`,
 *   null: RETENTION_DEFAULT_MONTHS) and the mark of an anonymised application;
 * - where each audited act came from (`audit_log.ip`, `user_agent`), and the log append-only: no
 *   row is ever changed, and only the retention purge (which says so for its transaction) removes
 *   old ones;
 * - a person's own time zone (`users.time_zone`; null: the interview's, or the browser's);
 * - `mail_suppressions`: an address that turned shared jobs off by a share mail's one-click link;
 * - the reasons a session may end now: a reset, a deletion, the platform admin.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table account_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('password_reset', 'email_change', 'deletion_cancel')),
      token_hash text not null unique,
      new_email text check (length(new_email) between 3 and 254),
      ip text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      check (expires_at > created_at),
      check ((purpose = 'email_change') = (new_email is not null))
    );
    create index account_tokens_user_idx on account_tokens (user_id, purpose);
    create index account_tokens_expires_idx on account_tokens (expires_at);

    alter table users
      add column deletion_requested_at timestamptz,
      add column deletion_due_at timestamptz,
      add column erased_at timestamptz,
      add column time_zone text check (length(time_zone) between 1 and 64),
      add constraint users_deletion_check check ((deletion_requested_at is null) = (deletion_due_at is null));
    create index users_deletion_due_idx on users (deletion_due_at) where deletion_due_at is not null and erased_at is null;

    create table data_exports (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      status text not null default 'pending' check (status in ('pending', 'ready', 'failed', 'expired')),
      storage_key text unique,
      size_bytes bigint check (size_bytes >= 0),
      error text,
      -- a server building it holds it until then; past it (a crash), another server builds it
      claimed_until timestamptz,
      requested_at timestamptz not null default now(),
      ready_at timestamptz,
      expires_at timestamptz,
      check ((status = 'ready') = (storage_key is not null)),
      check (status <> 'ready' or (ready_at is not null and expires_at is not null))
    );
    create index data_exports_user_idx on data_exports (user_id, requested_at desc);
    create index data_exports_pending_idx on data_exports (requested_at) where status = 'pending';
    create index data_exports_ready_idx on data_exports (expires_at) where status = 'ready';

    create table consents (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      kind text not null check (kind in ('privacy_notice', 'searchable')),
      granted boolean not null,
      version text not null check (length(version) between 1 and 40),
      language text not null check (language in ('en-US', 'zh-CN', 'ar')),
      text text not null check (length(text) between 1 and 4000),
      ip text,
      created_at timestamptz not null default now()
    );
    create index consents_user_idx on consents (user_id, kind, created_at desc);

    alter table organisations add column retention_months integer check (retention_months between 1 and 120);
    alter table applications add column anonymised_at timestamptz;
    create index applications_retention_idx on applications (updated_at)
      where status in ('rejected', 'withdrawn') and anonymised_at is null;

    alter table audit_log add column ip text, add column user_agent text;
    create index audit_log_created_idx on audit_log (created_at desc);
    create index audit_log_actor_idx on audit_log (actor_user_id, created_at desc);
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('talent.audit_purge', true) = 'on' then
        return old;
      end if;
      raise exception 'the audit log is append-only' using errcode = 'insufficient_privilege';
    end;
    $$;
    create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only();

    -- addresses with no account that asked, through a share mail's one-click link, for no more
    create table mail_suppressions (
      address text not null check (length(address) between 3 and 254 and address = lower(address)),
      kind text not null check (kind in ('job_share')),
      created_at timestamptz not null default now(),
      primary key (address, kind)
    );

    alter table refresh_token_families drop constraint refresh_token_families_revoked_reason_check;
    alter table refresh_token_families add constraint refresh_token_families_revoked_reason_check
      check (revoked_reason in ('sign_out', 'reuse_detected', 'password_changed', 'locked', 'expired',
                                'password_reset', 'account_deleted', 'ended_by_admin'));
  `.execute(db);
}
