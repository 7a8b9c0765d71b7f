import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { Mailbox } from './mailbox.js';
import {
  createResponseChecker,
  formatMismatches,
  type ResponseChecker,
  type ResponseMismatch,
} from './response-check.js';

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every mail the app sent. */
  mailbox: Mailbox;
  /**
   * The answers since the last test ended that the served OpenAPI document does not describe (an
   * undeclared status, or a JSON body its schema refuses). Each test fails on those it produced; a
   * test that means to provoke one reads and empties this list itself.
   */
  responseMismatches: ResponseMismatch[];
  /** How many answers were checked against the document (those of documented routes). */
  responsesChecked: number;
}

/**
 * One app over one fresh database for the test file that calls it, torn down after the file.
 * Returns a holder that is filled in before the first test runs.
 *
 * Every answer the app gives is checked against its own OpenAPI document (GET
 * /wf/api/v1/openapi.json): a status the operation does not declare, or a JSON body that its schema
 * refuses, fails the test that produced it. Bodies that are not JSON (files, pages, calendars) and
 * streamed or compressed bodies are checked for their status only; routes hidden from the document
 * and requests that matched no route are not checked.
 */
export function useTestApp(): TestContext {
  const ctx = { responseMismatches: [], responsesChecked: 0 } as unknown as TestContext;
  let checker: ResponseChecker | undefined;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.mailbox = new Mailbox();
    // every injected request comes from one address: only the tests of that limit lower it
    ctx.app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', OVERLOAD_SHEDDING: 'false' }), {
      database: ctx.database,
      authLimits: { perAddress: 100_000 },
      mailer: ctx.mailbox,
      mailQueue: 'manual',
    });
    ctx.app.addHook('onSend', async (request, reply, payload) => {
      const routeUrl = request.routeOptions.url;
      if (checker === undefined || routeUrl === undefined) return payload;
      const header = (name: string) => {
        const value = reply.getHeader(name);
        return value === undefined ? undefined : String(value);
      };
      const mismatch = checker.check({
        method: request.method,
        routeUrl,
        status: reply.statusCode,
        contentType: header('content-type'),
        contentEncoding: header('content-encoding'),
        body:
          typeof payload === 'string'
            ? payload
            : Buffer.isBuffer(payload)
              ? payload.toString('utf8')
              : payload === null || payload === undefined
                ? ''
                : undefined,
      });
      if (mismatch === 'not documented') return payload;
      ctx.responsesChecked += 1;
      if (mismatch !== null) ctx.responseMismatches.push(mismatch);
      return payload;
    });
    await ctx.app.ready();
    // what GET /wf/api/v1/openapi.json serves, as its client reads it (not fetched by a request,
    // which the load shedding of a busy test machine could refuse)
    checker = createResponseChecker(JSON.parse(JSON.stringify(ctx.app.swagger())));
  });
  const failOnMismatches = () => {
    const found = ctx.responseMismatches.splice(0);
    if (found.length > 0) {
      throw new Error(
        `${found.length} answer(s) do not match the served OpenAPI document:\n${formatMismatches(found)}`,
      );
    }
  };
  afterEach(failOnMismatches);
  afterAll(async () => {
    try {
      failOnMismatches();
    } finally {
      await ctx.app?.close();
      await ctx.database?.dispose();
    }
  });
  return ctx;
}
