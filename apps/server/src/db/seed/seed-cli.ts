import { ConfigError, loadConfig } from '../../config.js';
import { databaseOptionsFromConfig, openDatabase } from '../database.js';
import { SeedArgsError, parseSeedArgs, usage } from './args.js';
import { formatReport, seedAtScale } from './seed.js';

/** `npm run db:seed -- --jobs N --seekers M`: fills the database fast and prints rows per second. */
async function run(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2));
  if (args.help) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFromConfig(config));
  // Ctrl-C stops after the chunks under way and rebuilds any dropped index; a second one quits at once
  const interrupt = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupt.signal.aborted) process.exit(130);
    console.error(`${signal}: finishing the chunks under way and restoring indexes (again to quit at once)…`);
    interrupt.abort(new Error(`interrupted by ${signal}`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const report = await seedAtScale(
      { db: database.db, kind: database.kind, url: config.databaseUrl },
      {
        jobs: args.jobs,
        seekers: args.seekers,
        organisations: args.organisations,
        seed: args.seed,
        rebuildIndexes: args.rebuildIndexes,
        signal: interrupt.signal,
      },
      (line) => console.log(line),
    );
    for (const line of formatReport(report)) console.log(line);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await database.close();
  }
}

run().catch((err: unknown) => {
  if (err instanceof SeedArgsError) {
    console.error(`${err.message}\n\n${usage}`);
    process.exit(2);
  }
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
