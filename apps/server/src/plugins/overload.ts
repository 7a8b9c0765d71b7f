import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OverloadSettings } from '../config.js';
import { AppError } from '../lib/errors.js';
import { isServicePath } from './web-app.js';

/** Always served, even when saturated: liveness, readiness and the build's info. */
const EXEMPT = new Set(['/healthz', '/readyz', '/wf/api/v1/info']);

/**
 * Whether a request may be shed: the services' requests (the API, sign-in, GraphQL, files), not the
 * probes above, and not the web app's pages and assets (static files, cheap, and a JSON 503 in place
 * of a page would show the browser a blank screen; the page's own API calls are shed instead).
 */
export function sheddable(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return isServicePath(path) && !EXEMPT.has(path);
}

/** How often, at most, a shedding episode is logged (with how many requests it refused meanwhile). */
const LOG_EVERY_MS = 10_000;

/**
 * Load shedding (issue 22): while the event loop is saturated (its delay or its utilisation over the
 * last sample, measured by @fastify/under-pressure) or as many queries as OVERLOAD_MAX_DB_WAITING
 * wait for a database connection, a request is answered at once with 503, the product's error JSON
 * (`overloaded`) and Retry-After, instead of queueing behind the others until the client gives up.
 * The thresholds are the OVERLOAD_* settings; OVERLOAD_SHEDDING=false turns it off.
 *
 * Register right after the errors plugin: the 503 leaves through its error handler, and the check
 * runs before any other hook (sessions, rate limits) spends work on a request that will be refused.
 */
export const overloadPlugin = fp(
  async (app: FastifyInstance, settings: OverloadSettings) => {
    if (!settings.enabled) return;
    // one instance for every refusal: no stack trace captured per shed request, which matters when
    // thousands a second are refused
    const overloaded = new AppError(
      503,
      'overloaded',
      `The server is busy. Please try again in ${settings.retryAfterSeconds} seconds.`,
      { 'retry-after': String(settings.retryAfterSeconds), 'cache-control': 'no-store' },
    );

    let refused = 0;
    let lastLog = 0;
    const refuse = (request: FastifyRequest, type: string, value: number | undefined): never => {
      refused += 1;
      const now = Date.now();
      if (now - lastLog >= LOG_EVERY_MS) {
        request.log.warn(
          { event: 'load_shed', type, value, refusedSinceLastLog: refused },
          'overloaded: answering 503',
        );
        lastLog = now;
        refused = 0;
      }
      throw overloaded;
    };

    // The event loop's measures are sampled: one reading over the limit may be a single long pause
    // (the app's own start, a large garbage collection, one long task) rather than a saturated
    // server. Requests are shed from the second reading in a row over the limit on, as the requests
    // see the readings. A delay read from no measure at all (Infinity: under-pressure's reading of
    // an empty histogram) counts as unknown, not as over: at 10 connections, far from saturated,
    // such readings came several times a minute (bench/README.md, "Load").
    let last = { delay: Number.NaN, utilization: Number.NaN, at: -Infinity };
    let readingsOver = 0;
    app.addHook('onRequest', async () => {
      const { eventLoopDelay: delay, eventLoopUtilized: utilization } = app.memoryUsage();
      const now = performance.now();
      const same = delay === last.delay && utilization === last.utilization;
      // a reading that repeats exactly (Infinity, 1) is a new one once a sample interval has passed
      if (same && now - last.at < settings.sampleIntervalMs) return;
      last = { delay, utilization, at: now };
      const over =
        (Number.isFinite(delay) && delay > settings.maxEventLoopDelayMs) ||
        utilization > settings.maxEventLoopUtilization;
      readingsOver = over ? readingsOver + 1 : 0;
    });

    await app.register(underPressure, {
      sampleInterval: settings.sampleIntervalMs,
      maxEventLoopDelay: settings.maxEventLoopDelayMs,
      // 1 (100 %) cannot be exceeded: that check is then off
      maxEventLoopUtilization: settings.maxEventLoopUtilization,
      // the share of the last sample interval, not since the process started
      eventLoopUtilizationMode: 'interval',
      pressureHandler: async (request, _reply, type, value) => {
        if (readingsOver >= 2 && sheddable(request.url)) refuse(request, type, value);
      },
    });

    // The database's queue, now and about to be. The pool's own count lags: the requests let in
    // since the last query was queued have not reached the database yet (auth, parsing, validation
    // come first), and after the loop was busy a burst of them is let in in one turn, all seeing
    // the same short queue. So every service request counts from the moment it is let in until its
    // answer is gone: those beyond the pool's connections are waiting, or will be.
    const usage = app.database.poolUsage;
    if (usage !== undefined) {
      let inFlight = 0;
      app.addHook('onRequest', async (request, reply) => {
        if (!sheddable(request.url)) return;
        const pool = usage();
        const waiting = Math.max(pool.waiting, inFlight - pool.size);
        if (waiting >= settings.maxDbWaiting) refuse(request, 'dbWaiting', waiting);
        inFlight += 1;
        // 'close' comes once for every answer, sent or cut off by the client
        reply.raw.once('close', () => {
          inFlight -= 1;
        });
      });
    }
  },
  { name: 'overload' },
);
