import { loadConfig, ConfigError } from '../config.js';
import { databaseOptionsFromConfig, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

/** `npm run db:migrate`: apply the migrations and exit. */
async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFromConfig(config));
  try {
    const result = await migrateToLatest(database.db);
    const applied = result.results ?? [];
    if (applied.length === 0) console.log(`Database (${database.kind}) is up to date.`);
    for (const r of applied)
      console.log(`${r.status === 'Success' ? 'applied' : r.status}: ${r.migrationName}`);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
