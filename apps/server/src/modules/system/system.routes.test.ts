import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { buildUser } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

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
    const app = await buildTestApp({}, { database: unreachable });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'unavailable', message: 'The database is not answering.' });
      expect(res.body).not.toContain('connection refused');
    } finally {
      try {
        await app.close();
      } finally {
        await database.dispose();
      }
    }
  });

  it('GET /wf/api/v1/info names the service and version to anyone, and more only to the platform admin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wf/api/v1/info' });
    expect(res.statusCode).toBe(200);
    const info = res.json<Record<string, unknown>>();
    expect(info.name).toBe('talent-sourcing');
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    // the deployed commit and the database kind help an attacker: not for anonymous callers
    expect(Object.keys(info).sort()).toEqual(['name', 'version']);
    const seeker = await buildUser(ctx.database.db);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/wf/api/v1/info',
      headers: { cookie: (await signIn(ctx.app, seeker.email, seeker.password)).cookie },
    });
    expect(Object.keys(seen.json<object>()).sort()).toEqual(['name', 'version']);
    const admin = await buildUser(ctx.database.db, { platformRoles: ['admin'] });
    const full = await ctx.app.inject({
      method: 'GET',
      url: '/wf/api/v1/info',
      headers: { cookie: (await signIn(ctx.app, admin.email, admin.password)).cookie },
    });
    const all = full.json<{ uptimeSeconds: number; database: string }>();
    expect(all.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(all.database).toBe(ctx.database.kind);
    expect(all).toHaveProperty('commit');
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
    expect(res.headers['x-frame-options']).toBe('DENY');
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
