import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app.js';
import { buildCategory, buildJob, buildOrganisation, buildUser } from './factories.js';
import { type FuzzContext, type FuzzRequest, requestFor } from './fuzz-input.js';
import { type ApiOperation, apiOperations, openApiDocument } from './openapi.js';
import { ROUTE_POLICIES } from './route-policy.js';
import { signIn } from './session.js';

/**
 * The fuzz test: every route of the OpenAPI document gets hostile input shaped by its own schemas
 * (fuzz-input.ts), as anonymous, a job seeker and a recruiter. Any 5xx, or an answer slower than
 * FUZZ_SLOW_MS, fails it with the request that did it.
 *
 *   FUZZ_SEED   the seed (printed at the start; default fixed, so every run sends the same requests)
 *   FUZZ_RUNS   requests per route (default FUZZ_RUNS_PER_ROUTE)
 *   FUZZ_SLOW_MS  the slowest answer allowed (default 2000 ms: a bound with a wide margin, not a benchmark)
 */

/** Requests per route: about 3,600 in all, about 25 s on two cores with either database. */
export const FUZZ_RUNS_PER_ROUTE = 60;
const DEFAULT_SEED = 20_260_521;
const DEFAULT_SLOW_MS = 2_000;

const positive = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be a whole number, got ${raw}`);
  return n;
};

const SEED = positive('FUZZ_SEED', DEFAULT_SEED);
const RUNS = positive('FUZZ_RUNS', FUZZ_RUNS_PER_ROUTE);
const SLOW_MS = positive('FUZZ_SLOW_MS', DEFAULT_SLOW_MS);

type Caller = 'anonymous' | 'seeker' | 'recruiter';

const ctx = useTestApp();
let operations: ApiOperation[];
let fuzz: FuzzContext;
const cookies: Record<Caller, string | undefined> = {
  anonymous: undefined,
  seeker: undefined,
  recruiter: undefined,
};

beforeAll(async () => {
  const db = ctx.database.db;
  operations = apiOperations(await openApiDocument(ctx.app));
  const organisationId = await buildOrganisation(db);
  const categoryId = await buildCategory(db);
  const jobId = await buildJob(db, { organisationId, categoryId, skills: ['SQL'], languages: ['en'] });
  const seeker = await buildUser(db);
  const recruiter = await buildUser(db, { memberships: [{ organisationId, role: 'hr' }] });
  cookies.seeker = (await signIn(ctx.app, seeker.email, seeker.password)).cookie;
  cookies.recruiter = (await signIn(ctx.app, recruiter.email, recruiter.password)).cookie;
  fuzz = {
    ids: [organisationId, categoryId, jobId, seeker.id, recruiter.id],
    bodyLimit: ctx.app.initialConfig.bodyLimit ?? 1024 * 1024,
  };
});

/** The same route gets the same requests for one seed, whatever routes come before it. */
function seedFor(key: string): number {
  let h = SEED | 0;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 16_777_619);
  return h | 0;
}

const shown = (text: string | undefined, max = 300) =>
  text === undefined ? '' : text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

function describeRequest(who: Caller, req: FuzzRequest): string {
  return `${req.method} ${shown(req.url)} as ${who}${req.payload === undefined ? '' : ` with ${req.headers['content-type']} ${shown(req.payload)}`}`;
}

describe('the fuzz test', () => {
  it(
    `sends hostile input to every route (seed ${SEED}, ${RUNS} requests a route)`,
    { timeout: 600_000 },
    async () => {
      console.log(
        `fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} FUZZ_SLOW_MS=${SLOW_MS} over ${operations.length} routes`,
      );
      // a route that ends the caller's session goes last, so the others are fuzzed signed in
      const ordered = [...operations].sort(
        (a, b) =>
          Number(ROUTE_POLICIES[a.key]?.endsSession === true) -
          Number(ROUTE_POLICIES[b.key]?.endsSession === true),
      );
      const failures: string[] = [];
      let slowest = { ms: 0, what: '' };
      for (const op of ordered) {
        const arbitrary = fc.tuple(
          fc.constantFrom<Caller>('anonymous', 'seeker', 'recruiter'),
          requestFor(op, fuzz),
        );
        const property = fc.asyncProperty(arbitrary, async ([who, req]) => {
          const cookie = cookies[who];
          const started = performance.now();
          const res = await ctx.app.inject({
            method: req.method,
            url: req.url,
            headers: { ...req.headers, ...(cookie === undefined ? {} : { cookie }) },
            ...(req.payload === undefined ? {} : { payload: req.payload }),
          });
          const ms = performance.now() - started;
          if (ms > slowest.ms) slowest = { ms, what: describeRequest(who, req) };
          if (res.statusCode >= 500) {
            throw new Error(`${res.statusCode} ${shown(res.body, 200)} for ${describeRequest(who, req)}`);
          }
          if (ms > SLOW_MS)
            throw new Error(`took ${Math.round(ms)} ms (over ${SLOW_MS}) for ${describeRequest(who, req)}`);
        });
        const result = await fc.check(property, { seed: seedFor(op.key), numRuns: RUNS });
        if (result.failed) {
          const error =
            result.errorInstance instanceof Error
              ? result.errorInstance.message
              : String(result.errorInstance);
          failures.push(
            `${op.key} (FUZZ_SEED=${SEED}, route seed ${result.seed}, path ${result.counterexamplePath}): ${error}`,
          );
        }
      }
      console.log(`fuzz: slowest answer ${Math.round(slowest.ms)} ms: ${slowest.what}`);
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
  );
});
