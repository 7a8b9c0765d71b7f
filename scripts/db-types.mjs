#!/usr/bin/env node
// Regenerates apps/server/src/db/schema.ts from the migrations: migrates a throwaway database on
// the PostgreSQL named by DATABASE_URL (any database there; a new one is created and dropped),
// reads the closed vocabularies from the CHECK constraints (`col in ('a', 'b')`) so that status
// columns get union types, and runs kysely-codegen. `--verify` checks the file is up to date.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/server/src/db/schema.ts');
const verify = process.argv.includes('--verify');
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('DATABASE_URL must name a PostgreSQL server where a throwaway database may be created.');
  process.exit(2);
}

const name = `talent_types_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
try {
  execFileSync(process.execPath, [path.join(root, 'apps/server/dist/db/migrate-cli.js')], {
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: 'ignore',
  });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const { rows } = await client.query(`
    select c.relname as table, a.attname as column, pg_get_constraintdef(k.oid) as def,
           not a.attnotnull as nullable, a.atthasdef as has_default
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
    where k.contype = 'c' and cardinality(k.conkey) = 1
    order by 1, 2`);
  await client.end();
  const columns = {};
  for (const r of rows) {
    const m = /^CHECK \(\(\w+ = ANY \(ARRAY\[(.+)\]\)\)\)$/.exec(r.def);
    if (!m) continue;
    const values = [...m[1].matchAll(/'([^']*)'::text/g)].map((v) => JSON.stringify(v[1]));
    if (values.length === 0) continue;
    let type = values.join(' | ');
    if (r.nullable) type = `${type} | null`;
    if (r.has_default) type = `Generated<${type}>`;
    columns[`${r.table}.${r.column}`] = type;
  }
  // generated always: never written by an insert
  columns['jobs.search_vector'] = 'GeneratedAlways<string>';
  columns['jobs.remote'] = 'GeneratedAlways<boolean>';
  const args = [
    'kysely-codegen',
    '--dialect=postgres',
    `--url=${url.toString()}`,
    '--camel-case',
    '--date-parser=string',
    '--numeric-parser=number',
    `--type-mapping=${JSON.stringify({ int8: 'number' })}`,
    `--overrides=${JSON.stringify({ columns })}`,
    `--custom-imports=${JSON.stringify({ GeneratedAlways: 'kysely#GeneratedAlways' })}`,
    '--exclude-pattern=schema_migrations*',
    `--out-file=${out}`,
    ...(verify ? ['--verify'] : []),
  ];
  // the file stays exactly as generated (it is outside Prettier), so that --verify can compare it
  execFileSync('npx', args, { cwd: root, stdio: 'inherit' });
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
