import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { Mailbox } from '../test/mailbox.js';
import { sheddable } from './overload.js';

/** Load shedding (issue 22): 503, the error JSON and Retry-After while saturated; served again after. */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
});

/** An API address that needs no database: 404 (JSON) while requests are served, 503 while shed. */
const API = '/elevate-be/rest/api/no-such-route';

async function appWith(
  env: Record<string, string>,
  db: Database = database,
  addRoutes: (app: FastifyInstance) => void = () => {},
): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', OVERLOAD_SHEDDING: 'true', ...env }), {
    database: db,
    mailer: new Mailbox(),
    mailQueue: 'manual',
  });
  addRoutes(app);
  await app.ready();
  if (app.hasDecorator('isUnderPressure')) {
    // building the app keeps the loop busy: wait for a sample that saw it free (one with no
    // measure at all, the loop blocked throughout, reads as under pressure)
    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(false), { timeout: 10_000, interval: 20 });
  }
  return app;
}

/** Keeps the event loop busy for `ms` milliseconds, as a long synchronous computation would. */
function blockEventLoop(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}

const nextTimers = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Asks until a request is served (not 503): the measures are sampled, so it may take a sample or two. */
async function servedAgain(app: FastifyInstance): Promise<LightMyRequestResponse> {
  let res = await app.inject({ method: 'GET', url: API });
  for (const deadline = Date.now() + 10_000; res.statusCode === 503 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    res = await app.inject({ method: 'GET', url: API });
  }
  return res;
}

function expectShed(res: LightMyRequestResponse | undefined, retryAfter: number): void {
  expect(res?.statusCode).toBe(503);
  expect(res?.headers['retry-after']).toBe(String(retryAfter));
  expect(res?.headers['content-type']).toMatch(/^application\/json/);
  expect(res?.json()).toEqual({
    error: 'overloaded',
    message: `The server is busy. Please try again in ${retryAfter} seconds.`,
    requestId: expect.any(String),
  });
}

describe('load shedding', () => {
  it('answers 503 with Retry-After and the error JSON while the event loop is blocked, then serves again', async () => {
    const app = await appWith({
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '20',
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0.5',
      OVERLOAD_SAMPLE_INTERVAL_MS: '100',
      OVERLOAD_RETRY_AFTER_SECONDS: '7',
    });
    try {
      expect((await servedAgain(app)).statusCode).toBe(404);
      // one pause alone (a sample over the limit, then requests) is not shed: start-up, a collection
      blockEventLoop(300);
      // the sampler's timer fell due while the loop was blocked: it runs before this one
      await nextTimers();
      expect((await app.inject({ method: 'GET', url: API })).statusCode).toBe(404);
      let shed: LightMyRequestResponse | undefined;
      let probe: LightMyRequestResponse | undefined;
      // the loop blocked in two samples in a row is: until the next sample (100 ms later) requests
      // are refused; a machine too busy to ask within that window tries again
      for (let attempt = 0; attempt < 5 && shed?.statusCode !== 503; attempt += 1) {
        blockEventLoop(300);
        await nextTimers();
        [shed, probe] = await Promise.all([
          app.inject({ method: 'GET', url: API }),
          app.inject({ method: 'GET', url: '/healthz' }),
        ]);
      }
      expectShed(shed, 7);
      // liveness is answered even then
      expect(probe?.statusCode).toBe(200);
      // once the loop is free again, so are the requests
      expect((await servedAgain(app)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers 503 while OVERLOAD_MAX_DB_WAITING queries wait for a database connection', async () => {
    let waiting = 0;
    const app = await appWith(
      {
        OVERLOAD_MAX_DB_WAITING: '3',
        // only the pool's queue here: the event loop's measures cannot be exceeded
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '60000',
        OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1',
      },
      { ...database, poolUsage: () => ({ size: 1, waiting }) },
    );
    try {
      waiting = 2;
      for (let i = 0; i < 5; i += 1) {
        // answered requests count no more
        expect((await app.inject({ method: 'GET', url: API })).statusCode).toBe(404);
      }
      waiting = 3;
      expectShed(await app.inject({ method: 'GET', url: API }), loadConfig({}).overload.retryAfterSeconds);
      expect((await app.inject({ method: 'POST', url: '/uaa/oauth/token' })).statusCode).toBe(503);
      // probes, and the web app's pages and assets, are not shed
      for (const url of ['/healthz', '/wf/api/v1/info', '/jobs', '/assets/none.js']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).not.toBe(503);
      }
      waiting = 0;
      expect((await app.inject({ method: 'GET', url: API })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('reads the real pool’s queue (database.ts) and sheds while it is over the limit', async () => {
    const app = await appWith({
      OVERLOAD_MAX_DB_WAITING: '2',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '60000',
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1',
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // more transactions than any test pool has connections (PGlite 1, PostgreSQL 4): the rest wait
    const holders = Array.from({ length: 12 }, () =>
      database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await gate;
      }),
    );
    try {
      await vi.waitFor(() => expect(database.poolUsage?.().waiting).toBeGreaterThanOrEqual(8), {
        timeout: 10_000,
      });
      expectShed(await app.inject({ method: 'GET', url: API }), loadConfig({}).overload.retryAfterSeconds);
    } finally {
      release();
      await Promise.all(holders);
    }
    try {
      expect(database.poolUsage?.().waiting).toBe(0);
      expect((await app.inject({ method: 'GET', url: API })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('sheds nothing with OVERLOAD_SHEDDING=false', async () => {
    const app = await appWith(
      { OVERLOAD_SHEDDING: 'false', OVERLOAD_MAX_DB_WAITING: '1' },
      { ...database, poolUsage: () => ({ size: 1, waiting: 1000 }) },
    );
    try {
      expect((await app.inject({ method: 'GET', url: API })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('counts the requests let in and not yet answered as waiting, beyond the pool’s connections', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const SLOW = '/elevate-be/rest/api/test-slow';
    const app = await appWith(
      {
        OVERLOAD_MAX_DB_WAITING: '2',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '60000',
        OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1',
      },
      // the pool's own queue stays empty: what is let in has not reached it yet
      { ...database, poolUsage: () => ({ size: 1, waiting: 0 }) },
      (a) => {
        a.get(SLOW, async () => {
          await gate;
          return { ok: true };
        });
      },
    );
    try {
      // 1 request per connection and 2 waiting are let in and held; the others are shed at once
      const settled: number[] = [];
      const answers = Array.from({ length: 6 }, async () => {
        const res = await app.inject({ method: 'GET', url: SLOW });
        settled.push(res.statusCode);
        return res.statusCode;
      });
      await vi.waitFor(() => expect(settled).toHaveLength(3), { timeout: 10_000 });
      expect(settled).toEqual([503, 503, 503]);
      expect((await app.inject({ method: 'GET', url: API })).statusCode).toBe(503);
      release();
      expect((await Promise.all(answers)).sort()).toEqual([200, 200, 200, 503, 503, 503]);
      // all answered: nothing counts any more
      expect((await app.inject({ method: 'GET', url: API })).statusCode).toBe(404);
    } finally {
      release();
      await app.close();
    }
  });

  it('sheds the services’ requests, never the probes, pages or assets', () => {
    for (const url of [
      '/elevate-be/rest/api/jobs?keyword=x',
      '/router/rest/api/v2/notifications/count',
      '/uaa/oauth/token',
      '/sso/rest/signup',
      '/profile/x/graphql',
      '/fm/files/abc',
      '/wf/api/v1/openapi.json',
    ]) {
      expect(sheddable(url), url).toBe(true);
    }
    for (const url of ['/healthz', '/readyz', '/wf/api/v1/info', '/', '/jobs', '/assets/index-abc.js']) {
      expect(sheddable(url), url).toBe(false);
    }
  });
});
