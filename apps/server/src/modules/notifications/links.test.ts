import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkNameOf } from '@talent/contracts';
import { seedDemoData } from '../../db/demo-data/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';

/** Every link the demo data writes into a notification is one of the shared list (links.ts). */
describe('the demo notifications’ links', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db, {
      jobs: 40,
      organisations: 6,
      seekers: 60,
      now: new Date('2026-03-01T08:00:00.000Z'),
    });
  }, 120_000);

  afterAll(async () => {
    await database?.dispose();
  });

  it('match a pattern of the list, every kind of notification included', async () => {
    const rows = await database.db.selectFrom('notifications').select(['kind', 'url']).distinct().execute();
    expect(rows.length).toBeGreaterThan(0);
    const strays = rows.filter((r) => r.url === null || linkNameOf(r.url) === undefined);
    expect(strays, 'notification links outside packages/contracts/src/links.ts').toEqual([]);
    // the demo world sends most kinds, so that the check covers their links
    const kinds = new Set(rows.map((r) => r.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(10);
  });
});
