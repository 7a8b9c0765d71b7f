import type { FastifyInstance, FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { buildTestApp, checkResponses, failOnResponseMismatches } from './app.js';
import { createTestDatabase, type TestDatabase } from './database.js';

/**
 * The check of test/app.ts makes an answer the served OpenAPI document does not describe fail a
 * test: the afterEach function fails the test that produced it, and closing the app fails on those
 * left. Each test adds a route that breaks its own declaration.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

/** GET /test/teapot declares a 200 with `{ n: number }`; `?as=` picks how it breaks that. */
function addLyingRoute(app: FastifyInstance): void {
  app.get(
    '/test/teapot',
    {
      schema: {
        querystring: z.object({ as: z.enum(['declared', 'undeclared-status', 'wrong-body']) }),
        response: { 200: z.object({ n: z.number() }) },
      },
    },
    async (request, reply) => {
      const { as } = request.query as { as: string };
      // a status its schema does not declare (which the reply's type would refuse)
      if (as === 'undeclared-status')
        return (reply as FastifyReply).code(418).send({ error: 'teapot', message: 'No.' });
      if (as === 'wrong-body') return reply.code(200).type('application/json').send('{"n":"one"}');
      return { n: 1 };
    },
  );
}

const teapot = (app: FastifyInstance, as: string) =>
  app.inject({ method: 'GET', url: '/test/teapot', query: { as } });

describe('checkResponses', () => {
  it('records an undeclared status and a body its schema refuses, and fails on them once', async () => {
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', OVERLOAD_SHEDDING: 'false' }), {
      database,
    });
    try {
      addLyingRoute(app);
      const check = checkResponses(app);
      await app.ready();

      expect((await teapot(app, 'declared')).statusCode).toBe(200);
      expect(check.checked()).toBe(1);
      expect(check.mismatches).toEqual([]);
      expect(() => check.failOnMismatches()).not.toThrow();

      expect((await teapot(app, 'undeclared-status')).statusCode).toBe(418);
      expect((await teapot(app, 'wrong-body')).statusCode).toBe(200);
      expect(check.checked()).toBe(3);
      expect(check.mismatches.map((m) => m.where)).toEqual([
        'GET /test/teapot → 418',
        'GET /test/teapot → 200',
      ]);
      expect(check.mismatches[0]?.problems.join()).toContain('declares no 418 answer');
      expect(check.mismatches[1]?.problems.join()).toContain('/n must be number');

      expect(() => check.failOnMismatches()).toThrow(/2 answer\(s\) do not match[\s\S]*→ 418/);
      // failed on once: the next test starts clean
      expect(check.mismatches).toEqual([]);
      expect(() => check.failOnMismatches()).not.toThrow();
    } finally {
      await app.close();
    }
  });

  it('leaves routes hidden from the document unchecked', async () => {
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', OVERLOAD_SHEDDING: 'false' }), {
      database,
    });
    try {
      const check = checkResponses(app);
      expect((await app.inject({ method: 'GET', url: '/wf/api/v1/openapi.json' })).statusCode).toBe(200);
      expect(check.checked()).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('buildTestApp', () => {
  it('fails the test through failOnResponseMismatches (its afterEach)', async () => {
    const app = await buildTestApp({}, { database });
    addLyingRoute(app);
    try {
      expect((await teapot(app, 'undeclared-status')).statusCode).toBe(418);
      expect(() => failOnResponseMismatches()).toThrow(/GET \/test\/teapot → 418/);
      expect(() => failOnResponseMismatches()).not.toThrow();
    } finally {
      await app.close();
    }
  });

  it('fails `app.close()` on a mismatch no afterEach took, and still closes', async () => {
    const app = await buildTestApp({}, { database });
    addLyingRoute(app);
    expect((await teapot(app, 'wrong-body')).statusCode).toBe(200);
    await expect(app.close()).rejects.toThrow(
      /1 answer\(s\) do not match the served OpenAPI document:\nGET \/test\/teapot → 200\n {4}\/n must be number/,
    );
    // a closed app is no longer the afterEach's
    expect(() => failOnResponseMismatches()).not.toThrow();
  });

  it('closes quietly when every answer matches', async () => {
    const app = await buildTestApp({ PUBLIC_URL: 'https://jobs.example.com' }, { database });
    addLyingRoute(app);
    expect((await teapot(app, 'declared')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/wf/api/v1/info' })).statusCode).toBe(200);
    await expect(app.close()).resolves.toBeUndefined();
  });
});
