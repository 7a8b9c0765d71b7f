import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';

export interface TestDatabase extends Database {
  /** Closes the connection and throws the database away. */
  dispose(): Promise<void>;
  /** The PostgreSQL database's URL, for a second server on it; undefined on PGlite. */
  url?: string;
}

/** A fresh, migrated, empty database of its own: embedded PGlite, or PostgreSQL under TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  if (adminUrl !== '') {
    const name = `talent_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgresql', url: url.toString(), poolSize: 4 });
    return {
      ...database,
      url: url.toString(),
      dispose: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: dump });
  return { ...database, dispose: () => database.close() };
}
