import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { useTestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';

const ctx = useTestApp();

describe('system routes', () => {
  it('GET /healthz answers while the process is alive', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers when the database does', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
  });

  it('GET /readyz answers 503 in the error shape when the database is gone', async () => {
    const database = await createTestDatabase();
    const unreachable = { ...database, ping: () => Promise.reject(new Error('connection refused')) };
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { database: unreachable });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'unavailable', message: 'The database is not answering.' });
    expect(res.body).not.toContain('connection refused');
    await app.close();
    await database.dispose();
  });

  it('GET /wf/api/v1/info names the service, version, uptime and database kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wf/api/v1/info' });
    expect(res.statusCode).toBe(200);
    const info = res.json<{ name: string; version: string; uptimeSeconds: number; database: string }>();
    expect(info.name).toBe('talent-sourcing');
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(info.database).toBe(ctx.database.kind);
    expect(info).toHaveProperty('commit');
  });

  it('serves the OpenAPI document built from the zod schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wf/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/elevate-be/rest/api/jobs', '/elevate-be/rest/api/category/{id}']),
    );
  });

  it('echoes a valid request id and makes one up otherwise', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers on every response', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/elevate-be/rest/api/jobs' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown service paths and methods with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/elevate-be/rest/api/nothing-here'],
      ['POST', '/jobs'],
      ['DELETE', '/elevate-be/rest/api/jobs'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });
});
