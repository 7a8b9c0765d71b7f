import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (a tarball) each test file starts from. */
    pgliteDump: string;
    /** On real PostgreSQL: the admin URL and the migrated template each test file copies. */
    postgresAdminUrl: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run, so that each test file gets a fresh database in well under a second:
 * a copy of a migrated PGlite directory, or on PostgreSQL (TEST_DATABASE_URL) a database made
 * from a migrated template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl !== undefined && adminUrl !== '') {
    const template = `talent_tmpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 1 }) }),
      plugins: [new CamelCasePlugin()],
    });
    await migrateToLatest(db);
    await db.destroy();
    project.provide('postgresAdminUrl', adminUrl);
    project.provide('postgresTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const lite = await PGlite.create();
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(lite)) }),
  });
  await migrateToLatest(db);
  await sql`checkpoint`.execute(db);
  const dump = await lite.dumpDataDir('none');
  await db.destroy();
  await lite.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'talent-test-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('postgresAdminUrl', '');
  project.provide('postgresTemplate', '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
  };
}
