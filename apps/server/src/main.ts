import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { databaseOptionsFromConfig, openDatabase } from './db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from './db/demo-data/index.js';
import { writeDemoFileBytes } from './db/demo-data/file-bytes.js';
import { migrateToLatest } from './db/migrate.js';
import { storageFor } from './modules/files/files.service.js';
import { repoRoot } from './lib/build-info.js';
import { wantsPrettyLogs } from './lib/log-output.js';

async function start(): Promise<void> {
  const config = loadConfig(process.env, path.join(repoRoot, 'apps/web/dist'));
  const database = await openDatabase(databaseOptionsFromConfig(config));
  // the schema must be current before the app reads anything (the auth plugin loads its key)
  await migrateToLatest(database.db);
  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => {
    await database.close();
  });
  const seedWanted = config.demoData === 'true' || (config.demoData === 'auto' && database.kind === 'pglite');
  if (seedWanted && (await isDatabaseEmpty(database.db))) {
    app.log.info('empty database: generating the demo data');
    const summary = await seedDemoData(database.db);
    summary.fileBytes = await writeDemoFileBytes(database.db, storageFor(config.dataDir, config.files));
    app.log.info({ summary }, 'demo data ready');
  }

  // list the demo accounts only where they really exist (never on a production database)
  const demoAccounts = await database.db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((a) => a.email),
    )
    .execute();
  const present = new Set(demoAccounts.map((u) => u.email));

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
    config.mail.smtpUrl === undefined
      ? `  Mail is written as .eml files to ${path.resolve(config.dataDir, 'outbox')} (set SMTP_URL to send it)`
      : `  Mail goes to ${new URL(config.mail.smtpUrl).protocol}//${new URL(config.mail.smtpUrl).host}`,
    ...(present.size > 0
      ? [
          '',
          `  Demo accounts (password ${DEMO_PASSWORD}):`,
          ...DEMO_ACCOUNTS.filter((a) => present.has(a.email)).map(
            (a) => `    ${a.email.padEnd(22)} ${a.role}`,
          ),
        ]
      : []),
    '',
  ];
  if (wantsPrettyLogs(config.logFormat)) {
    process.stdout.write(`${lines.join('\n')}\n`);
  } else {
    // JSON logs: standard output stays one JSON object per line, the welcome text included
    app.log.info(
      {
        url: web,
        database: database.kind,
        demoAccounts: DEMO_ACCOUNTS.filter((a) => present.has(a.email)).map((a) => a.email),
      },
      'ready',
    );
  }
}

/**
 * The exit code of a refused configuration: EX_CONFIG of sysexits.h. The supervisor of `npm start`
 * (scripts/start.mjs) never restarts a server that exits with it, since the same settings would be
 * refused again; any other failure to start exits with 1 and is restarted.
 */
const CONFIG_ERROR_EXIT_CODE = 78;

start().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(CONFIG_ERROR_EXIT_CODE);
  }
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
