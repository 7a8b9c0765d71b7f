import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { databaseOptionsFromConfig, openDatabase } from './db/database.js';
import { isDatabaseEmpty, seedDemoData } from './db/demo-data/index.js';
import { migrateToLatest } from './db/migrate.js';
import { repoRoot } from './lib/build-info.js';

async function start(): Promise<void> {
  const config = loadConfig(process.env, path.join(repoRoot, 'apps/web/dist'));
  const database = await openDatabase(databaseOptionsFromConfig(config));
  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => {
    await database.close();
  });

  await migrateToLatest(database.db);
  const seedWanted = config.demoData === 'true' || (config.demoData === 'auto' && database.kind === 'pglite');
  if (seedWanted && (await isDatabaseEmpty(database.db))) {
    app.log.info('empty database: generating the demo data');
    const summary = await seedDemoData(database.db);
    app.log.info({ summary }, 'demo data ready');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    // a request that never finishes must not keep the process alive forever
    const force = setTimeout(() => {
      app.log.error('drain timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const web = config.webDistDir !== undefined ? `${config.publicUrl}/jobs` : '(web app not built)';
  const lines = [
    '',
    `  Talent sourcing is running on ${database.kind === 'pglite' ? `the embedded database (${path.resolve(config.dataDir)})` : 'PostgreSQL'}`,
    `  Open ${web}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

start().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
