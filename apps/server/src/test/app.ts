import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { Mailbox } from './mailbox.js';
import {
  createResponseChecker,
  formatMismatches,
  type ResponseChecker,
  type ResponseMismatch,
} from './response-check.js';

/**
 * The check of one app's answers against its own OpenAPI document (GET /wf/api/v1/openapi.json): a
 * status the operation does not declare, or a JSON body its schema refuses, is a mismatch. Bodies
 * that are not JSON (files, pages, calendars) and streamed or compressed bodies are checked for
 * their status only; routes hidden from the document and requests that matched no route are not.
 */
export interface ResponseCheck {
  /** The mismatches found and not failed on yet; a test that means to provoke one empties it itself. */
  readonly mismatches: ResponseMismatch[];
  /** How many answers were checked (those of documented routes). */
  checked(): number;
  /** Throws an Error listing the mismatches found since the last call, if any (and forgets them). */
  failOnMismatches(): void;
}

function failOn(found: readonly ResponseMismatch[]): void {
  if (found.length > 0) {
    throw new Error(
      `${found.length} answer(s) do not match the served OpenAPI document:\n${formatMismatches(found)}`,
    );
  }
}

/**
 * Checks every answer of `app` against the document it serves. Call it before the app is ready (it
 * adds an onSend hook); the checker is built from the document when the app becomes ready, so
 * every answer is checked, injected or over a real port. The caller decides when to fail.
 */
export function checkResponses(app: FastifyInstance): ResponseCheck {
  const mismatches: ResponseMismatch[] = [];
  let checked = 0;
  let checker: ResponseChecker | undefined;
  app.addHook('onReady', async () => {
    // what GET /wf/api/v1/openapi.json serves, as its client reads it (not fetched by a request,
    // which the load shedding of a busy test machine could refuse)
    checker = createResponseChecker(JSON.parse(JSON.stringify(app.swagger())));
  });
  app.addHook('onSend', async (request, reply, payload) => {
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
    checked += 1;
    if (mismatch !== null) mismatches.push(mismatch);
    return payload;
  });
  return {
    mismatches,
    checked: () => checked,
    failOnMismatches: () => failOn(mismatches.splice(0)),
  };
}

/** The checks of the apps built by buildTestApp and not closed yet (in this test file). */
const liveChecks = new Set<ResponseCheck>();

/**
 * For `afterEach`: fails the test that just ran when an app built by buildTestApp (useTestApp's
 * included) gave an answer its document does not describe, so the mismatch is laid at that test's
 * door rather than at the file's end (`app.close()` fails on those found later).
 */
export function failOnResponseMismatches(): void {
  failOn([...liveChecks].flatMap((check) => check.mismatches.splice(0)));
}

/**
 * Checks the answers of an app the test built itself (when it needs the config object too) as
 * buildTestApp does: a mismatch fails `await app.close()`, and the test before it when the file runs
 * `afterEach(failOnResponseMismatches)`. Call it before the app is ready.
 */
export function watchResponses(app: FastifyInstance): ResponseCheck {
  const check = checkResponses(app);
  liveChecks.add(check);
  // an app built in a test or in beforeAll cannot register an afterEach of its own: closing it
  // fails (`await app.close()` rejects, in the test or in afterAll) on what no afterEach took
  app.addHook('onClose', async () => {
    liveChecks.delete(check);
    check.failOnMismatches();
  });
  return check;
}

async function buildCheckedApp(
  env: Record<string, string>,
  options: BuildAppOptions,
  webDistDir?: string,
): Promise<{ app: FastifyInstance; check: ResponseCheck }> {
  const app = await buildApp(
    loadConfig({ LOG_LEVEL: 'silent', OVERLOAD_SHEDDING: 'false', ...env }, webDistDir),
    // timed work runs when a test calls app.timedWork.runDue(now), or asks for the worker
    { timedWork: 'manual', ...options },
  );
  return { app, check: watchResponses(app) };
}

/**
 * An app for a test that needs settings of its own: `buildApp` over `loadConfig` (silent logs, no
 * load shedding, then `env`), with every answer checked against the served OpenAPI document. A
 * mismatch fails `await app.close()`, and the test before it when the file runs
 * `afterEach(failOnResponseMismatches)`. Close the app, in the test or in afterAll.
 */
export async function buildTestApp(
  env: Record<string, string>,
  options: BuildAppOptions,
  webDistDir?: string,
): Promise<FastifyInstance> {
  return (await buildCheckedApp(env, options, webDistDir)).app;
}

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
  readonly responseMismatches: ResponseMismatch[];
  /** How many answers were checked against the document (those of documented routes). */
  readonly responsesChecked: number;
}

/**
 * One app over one fresh database for the test file that calls it, torn down after the file.
 * Returns a holder that is filled in before the first test runs.
 *
 * Every answer the app gives is checked against its own OpenAPI document (see checkResponses): a
 * mismatch fails the test that produced it, as does one of any other app of the file built by
 * buildTestApp.
 */
export function useTestApp(): TestContext {
  let check: ResponseCheck | undefined;
  const ctx = {
    get responseMismatches() {
      return check?.mismatches ?? [];
    },
    get responsesChecked() {
      return check?.checked() ?? 0;
    },
  } as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.mailbox = new Mailbox();
    // every injected request comes from one address: only the tests of that limit lower it
    const built = await buildCheckedApp(
      {},
      {
        database: ctx.database,
        authLimits: { perAddress: 100_000 },
        mailer: ctx.mailbox,
        mailQueue: 'manual',
      },
    );
    ctx.app = built.app;
    check = built.check;
    await ctx.app.ready();
  });
  afterEach(failOnResponseMismatches);
  afterAll(async () => {
    try {
      await ctx.app?.close();
    } finally {
      await ctx.database?.dispose();
    }
  });
  return ctx;
}
