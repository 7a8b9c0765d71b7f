import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { seedDemoData } from './demo-data/index.js';
import type { DB } from './schema.js';

/**
 * Proves the schema's rules on the demo world: every status column refuses an unknown value, every
 * foreign key refuses a dangling reference, and the demo world fills every table and every state.
 */

const NOW = new Date('2026-11-21T09:00:00Z');

/** Tables the demo world leaves empty on purpose (sessions and audit records are made by use). */
const EMPTY_BY_DESIGN = new Set([
  'refresh_token_families',
  'refresh_tokens',
  'identity_providers',
  // enterprise sign-in's verified domains and linked accounts (migration 0007): made by use
  'organisation_domains',
  'external_identities',
  'server_keys',
  'rate_limit_buckets',
  // sign-ups waiting for their e-mail link, and browsers that signed in (migration 0008): made by use
  'pending_signups',
  'known_devices',
  // the sourcing pool's kept scores (migration 0010): made when a recruiter opens a job's pool
  'job_fit_scans',
  'job_candidate_fits',
  // jobs shared by e-mail (migration 0014): made by use
  'job_shares',
  // files attached to messages, and the timed work done (migration 0015): made by use
  'chat_message_files',
  'timed_work_done',
  // the account's links and the exports of people's data (migration 0016): made by use
  'account_tokens',
  'data_exports',
  'mail_suppressions',
  // edits of published jobs (migration 0017): made by use
  'job_changes',
]);

/** Tables no statement may change (migration 0016): the audit log is append-only. */
const APPEND_ONLY = new Set(['audit_log']);

/** Entities whose every status must appear in the demo world ("the pipeline in every state"). */
const EVERY_STATE = [
  'jobs.status',
  'applications.status',
  'invitations.status',
  'assessments.status',
  'offers.status',
  'freshout_offers.status',
  'recommendations.status',
];

interface CheckRow {
  table: string;
  column: string;
  def: string;
}
interface ForeignKeyRow {
  table: string;
  column: string;
  type: string;
  name: string;
}

let database: TestDatabase;
let db: Kysely<DB>;
let statusChecks: CheckRow[];
let foreignKeys: ForeignKeyRow[];
let tables: string[];

async function failsWith(db: Kysely<DB>, statement: ReturnType<typeof sql>, code: string): Promise<void> {
  let caught: unknown;
  try {
    // a savepoint keeps the failed statement from spoiling anything else
    await db.transaction().execute(async (trx) => {
      await statement.execute(trx);
    });
  } catch (err) {
    caught = err;
  }
  expect((caught as { code?: string } | undefined)?.code, statement.compile(db).sql).toBe(code);
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemoData(db, { now: NOW });
  tables = (
    await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname not like 'schema_migrations%'
      order by 1`.execute(db)
  ).rows.map((r) => r.name);
  statusChecks = (
    await sql<CheckRow>`
      select c.relname as table, a.attname as column, pg_get_constraintdef(k.oid) as def
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
      where k.contype = 'c' and cardinality(k.conkey) = 1 and a.attname ~ 'status$'
      order by 1, 2`.execute(db)
  ).rows;
  foreignKeys = (
    await sql<ForeignKeyRow>`
      select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
             k.conname as name
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
      where k.contype = 'f' and cardinality(k.conkey) = 1
      order by 1, 2`.execute(db)
  ).rows;
}, 120_000);

afterAll(async () => {
  await database?.dispose();
});

describe('the schema', () => {
  it('has the entities of the specification', () => {
    expect(tables.length).toBeGreaterThanOrEqual(80);
    expect(statusChecks.length).toBeGreaterThanOrEqual(15);
    expect(foreignKeys.length).toBeGreaterThanOrEqual(120);
  });

  it('has rows in every table the demo world should fill', async () => {
    const empty: string[] = [];
    for (const table of tables) {
      if (EMPTY_BY_DESIGN.has(table)) continue;
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        db,
      );
      if ((rows[0]?.n ?? 0) === 0) empty.push(table);
    }
    expect(empty).toEqual([]);
  });

  it('has every state of the pipeline in the demo world', async () => {
    const missing: string[] = [];
    for (const key of EVERY_STATE) {
      const [table, column] = key.split('.') as [string, string];
      const check = statusChecks.find((c) => c.table === table && c.column === column);
      expect(check, key).toBeDefined();
      const allowed = [...(check?.def ?? '').matchAll(/'([^']*)'::text/g)].map((m) => m[1]);
      const { rows } = await sql<{ value: string }>`
        select distinct ${sql.ref(column)} as value from ${sql.table(table)}`.execute(db);
      const present = new Set(rows.map((r) => r.value));
      for (const value of allowed)
        if (value !== undefined && !present.has(value)) missing.push(`${key}=${value}`);
    }
    expect(missing).toEqual([]);
  });

  it('refuses an unknown value in every status column', async () => {
    for (const { table, column } of statusChecks) {
      // a table that starts empty has its statuses proved by an insert below
      if (EMPTY_BY_DESIGN.has(table)) continue;
      await failsWith(
        db,
        sql`update ${sql.table(table)} set ${sql.ref(column)} = 'no_such_status'
            where ctid = (select ctid from ${sql.table(table)} limit 1)`,
        '23514',
      );
    }
  });

  it('refuses a dangling reference in every foreign key', async () => {
    const untested: string[] = [];
    for (const fk of foreignKeys) {
      // the tables that start empty and the append-only ones are proved by inserts below
      if (EMPTY_BY_DESIGN.has(fk.table) || APPEND_ONLY.has(fk.table)) continue;
      const dangling =
        fk.type === 'uuid'
          ? randomUUID()
          : fk.type.startsWith('character(2)')
            ? 'ZZ'
            : fk.type.startsWith('character(3)')
              ? 'ZZZ'
              : 'zz-none';
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(fk.table)} where ${sql.ref(fk.column)} is not null`.execute(
        db,
      );
      if ((rows[0]?.n ?? 0) === 0) {
        untested.push(`${fk.table}.${fk.column}`);
        continue;
      }
      await failsWith(
        db,
        sql`update ${sql.table(fk.table)} set ${sql.ref(fk.column)} = ${dangling}
            where ctid = (select ctid from ${sql.table(fk.table)} where ${sql.ref(fk.column)} is not null limit 1)`,
        '23503',
      );
    }
    // a foreign key the demo world never uses would go unproven here
    expect(untested).toEqual([]);
  });

  it('refuses dangling references in the tables that start empty', async () => {
    const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow();
    await failsWith(
      db,
      sql`insert into identity_providers (organisation_id, issuer, client_id, client_secret_encrypted, email_domains)
          values (${randomUUID()}, 'https://id.example.com', 'client', 'secret', '{example.com}')`,
      '23503',
    );
    await failsWith(
      db,
      sql`insert into refresh_token_families (user_id, auth_method) values (${randomUUID()}, 'password')`,
      '23503',
    );
    await failsWith(
      db,
      sql`insert into organisation_domains (organisation_id, domain, verification_token)
          values (${randomUUID()}, 'example.com', ${'t'.repeat(32)})`,
      '23503',
    );
    await failsWith(
      db,
      sql`insert into external_identities (identity_provider_id, subject, user_id, linked_by)
          values (${randomUUID()}, 'sub', ${user.id}, 'password')`,
      '23503',
    );
    await failsWith(
      db,
      sql`insert into refresh_token_families (user_id, auth_method, identity_provider_id)
          values (${user.id}, 'oidc', ${randomUUID()})`,
      '23503',
    );
    await failsWith(
      db,
      sql`insert into refresh_tokens (family_id, token_hash, expires_at)
          values (${randomUUID()}, 'hash', now() + interval '1 day')`,
      '23503',
    );
    await failsWith(
      db,
      sql`insert into known_devices (user_id, device_hash) values (${randomUUID()}, 'hash')`,
      '23503',
    );
    await failsWith(
      db,
      sql`insert into account_tokens (user_id, purpose, token_hash, expires_at)
          values (${randomUUID()}, 'password_reset', 'hash', now() + interval '1 hour')`,
      '23503',
    );
    await failsWith(
      db,
      sql`insert into account_tokens (user_id, purpose, token_hash, expires_at)
          values (${user.id}, 'no_such_purpose', 'hash', now() + interval '1 hour')`,
      '23514',
    );
    await failsWith(db, sql`insert into data_exports (user_id) values (${randomUUID()})`, '23503');
    await failsWith(
      db,
      sql`insert into data_exports (user_id, status) values (${user.id}, 'no_such_status')`,
      '23514',
    );
    await failsWith(
      db,
      sql`insert into audit_log (actor_user_id, action, target_type, target_id)
          values (${randomUUID()}, 'test', 'test', 'x')`,
      '23503',
    );
    // and the audit log refuses every change
    await failsWith(
      db,
      sql`update audit_log set action = 'changed' where ctid = (select ctid from audit_log limit 1)`,
      '42501',
    );
    const message = await db.selectFrom('chatMessages').select('id').limit(1).executeTakeFirstOrThrow();
    await failsWith(
      db,
      sql`insert into chat_message_files (message_id, file_id, position) values (${message.id}, ${randomUUID()}, 0)`,
      '23503',
    );
    await failsWith(
      db,
      sql`insert into chat_message_files (message_id, file_id, position)
          select ${randomUUID()}, id, 0 from files limit 1`,
      '23503',
    );
    await failsWith(
      db,
      sql`insert into job_fit_scans (job_id, job_key, scanned_through, scored_on) values (${randomUUID()}, 'k', now(), current_date)`,
      '23503',
    );
    await failsWith(
      db,
      sql`insert into job_candidate_fits (job_id, user_id, percent, eligible, profile_stamp)
          values (${randomUUID()}, ${user.id}, 50, true, now())`,
      '23503',
    );
    const job = await db.selectFrom('jobs').select('id').limit(1).executeTakeFirstOrThrow();
    await failsWith(
      db,
      sql`insert into job_shares (user_id, job_id, recipient) values (${randomUUID()}, ${job.id}, 'a@example.com')`,
      '23503',
    );
    await failsWith(
      db,
      sql`insert into job_shares (user_id, job_id, recipient) values (${user.id}, ${randomUUID()}, 'a@example.com')`,
      '23503',
    );
  });
});
