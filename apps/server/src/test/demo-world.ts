import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { seedDemoData } from '../db/demo-data/index.js';
import { buildTestApp, failOnResponseMismatches } from './app.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface DemoWorld {
  app: FastifyInstance;
  database: TestDatabase;
}

/**
 * One app over a fresh database filled with the demo world (db/demo-data), for the test file that
 * calls it, torn down after the file; every answer is checked against the OpenAPI document. The
 * holder is filled in before the first test runs.
 */
export function useDemoWorld(): DemoWorld {
  const world = {} as DemoWorld;
  beforeAll(async () => {
    world.database = await createTestDatabase();
    await seedDemoData(world.database.db);
    world.app = await buildTestApp({}, { database: world.database });
  }, 180_000);
  afterEach(failOnResponseMismatches);
  afterAll(async () => {
    try {
      await world.app?.close();
    } finally {
      await world.database?.dispose();
    }
  });
  return world;
}
