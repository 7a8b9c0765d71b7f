import { type Kysely, sql } from 'kysely';

/**
 * Enterprise sign-in that an organisation cannot turn against accounts it does not own
 * (docs/security.md, "Enterprise sign-in"):
 *
 * - `organisation_domains`: an e-mail domain an organisation's provider claims, with the token the
 *   organisation publishes (DNS TXT or a file on the domain's web site) to prove it owns it. A
 *   provider serves a domain only once it is verified, and one organisation at most holds a
 *   domain verified. The domains of providers registered before are added here unverified: those
 *   providers sign nobody in until their organisation verifies them (or the platform admin does).
 * - `external_identities`: which account a provider's subject (`sub`) signs in as. An existing
 *   account is linked only by its owner's password, never by its e-mail address alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organisation_domains (
      id uuid primary key default gen_random_uuid(),
      organisation_id uuid not null references organisations (id) on delete cascade,
      domain text not null check (domain ~ '^[a-z0-9.-]{1,253}$'),
      verification_token text not null check (length(verification_token) >= 32),
      verified_at timestamptz,
      verification_method text check (verification_method in ('dns_txt', 'well_known', 'admin')),
      verified_by_user_id uuid references users (id) on delete set null,
      last_checked_at timestamptz,
      created_at timestamptz not null default now(),
      unique (organisation_id, domain),
      check ((verified_at is null) = (verification_method is null))
    );
    create unique index organisation_domains_verified_key on organisation_domains (domain)
      where verified_at is not null;

    insert into organisation_domains (organisation_id, domain, verification_token)
    select claimed.organisation_id, claimed.domain,
           replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    from (
      select distinct p.organisation_id, d.domain
      from identity_providers p cross join lateral unnest(p.email_domains) as d (domain)
    ) as claimed;

    create table external_identities (
      identity_provider_id uuid not null references identity_providers (id) on delete cascade,
      subject text not null check (length(subject) between 1 and 255),
      user_id uuid not null references users (id) on delete cascade,
      linked_by text not null check (linked_by in ('created', 'password', 'legacy')),
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      primary key (identity_provider_id, subject)
    );
    create index external_identities_user_idx on external_identities (user_id);
  `.execute(db);
}
