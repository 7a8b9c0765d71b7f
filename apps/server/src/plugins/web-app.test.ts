import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';

describe('serving the built web app', () => {
  let dist: string;
  let app: FastifyInstance;
  let database: TestDatabase;
  const script = 'console.log("hello from the bundle");'.repeat(50);

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Talent</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    database = await createTestDatabase();
    app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }, dist), { database });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and sends them compressed when asked', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(script.length);
  });

  it('sends the plain asset to a client that does not accept compression', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it.each(['/', '/jobs', '/jobs/7a1c1a52-1111-4a4a-9b9b-123456789abc', '/sso/callback'])(
    'falls back to index.html for the page %s, revalidated each time',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('does not answer a missing asset or a service path with the page', async () => {
    for (const url of ['/assets/missing-zzz.js', '/elevate-be/rest/api/nope', '/uaa/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });
});
