import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { Mailbox } from './mailbox.js';

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every mail the app sent. */
  mailbox: Mailbox;
}

/**
 * One app over one fresh database for the test file that calls it, torn down after the file.
 * Returns a holder that is filled in before the first test runs.
 */
export function useTestApp(): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.mailbox = new Mailbox();
    // every injected request comes from one address: only the tests of that limit lower it
    ctx.app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), {
      database: ctx.database,
      authLimits: { perAddress: 100_000 },
      mailer: ctx.mailbox,
      mailQueue: 'manual',
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.dispose();
  });
  return ctx;
}
