import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { buildTestApp, failOnResponseMismatches } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { buildJob, buildOrganisation, buildUser } from '../test/factories.js';
import { signIn } from '../test/session.js';

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
    app = await buildTestApp({}, { database }, dist);
  });

  afterEach(failOnResponseMismatches);
  afterAll(async () => {
    try {
      await app?.close();
    } finally {
      await database?.dispose();
      rmSync(dist, { recursive: true, force: true });
    }
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

  it.each([
    '/',
    '/jobs',
    '/jobs/7a1c1a52-1111-4a4a-9b9b-123456789abc',
    '/sso/callback',
    '/profile',
    '/profile/demo%7C9f7789c3-35b7-40f6-bf99-77ab38f88ead',
  ])('falls back to index.html for the page %s, revalidated each time', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves the built files to a signed-in browser without looking its session up', async () => {
    // a page load fetches some 90 files with the session cookie: none may wait for the database
    const user = await buildUser(database.db);
    const session = await signIn(app, user.email, user.password);
    const waiting = Symbol('still waiting');
    const within = <T>(p: Promise<T>) =>
      Promise.race([p, new Promise<typeof waiting>((r) => setTimeout(() => r(waiting), 2000))]);
    let me: Promise<{ statusCode: number }> | undefined;
    await database.db.transaction().execute(async (trx) => {
      // while the sessions cannot be read, a service still waits for it and a built file does not
      await sql`lock table refresh_token_families in access exclusive mode`.execute(trx);
      const asset = await within(
        app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { cookie: session.cookie } }),
      );
      expect(asset === waiting ? 'waiting' : asset.statusCode).toBe(200);
      me = app.inject({ method: 'GET', url: '/uaa/me', headers: { cookie: session.cookie } });
      expect(await within(me)).toBe(waiting);
    });
    expect((await me)?.statusCode).toBe(200);
  });

  it('does not answer a missing asset or a service path with the page', async () => {
    for (const url of [
      '/assets/missing-zzz.js',
      '/elevate-be/rest/api/nope',
      '/uaa/nothing',
      '/profile/x/nope',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });
});

describe('the first paint drawn by the server (page-shell.ts)', () => {
  let dist: string;
  let app: FastifyInstance;
  let database: TestDatabase;
  let published: string;
  let draft: string;
  const title = 'Nurse </h1><script>alert(1)</script> $& "x"';

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html>\n<html lang="en-US" dir="ltr">\n<head><title>Talent Sourcing</title></head>\n<body><div id="root"></div></body></html>',
    );
    database = await createTestDatabase();
    const organisationId = await buildOrganisation(database.db, { name: 'Oasis <i>Health</i>' });
    published = await buildJob(database.db, { title, organisationId, description: 'Care </script> well.' });
    draft = await buildJob(database.db, { title: 'Secret draft', organisationId, status: 'draft' });
    app = await buildTestApp({}, { database }, dist);
  });

  afterEach(failOnResponseMismatches);
  afterAll(async () => {
    try {
      await app?.close();
    } finally {
      await database?.dispose();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it.each([
    ['/jobs', undefined, 'en-US', 'ltr', '<h1>Find your next job</h1>'],
    ['/', 'language=ar', 'ar', 'rtl', '<h1>ابحث عن وظيفتك القادمة</h1>'],
    ['/jobs/', 'language=zh-CN', 'zh-CN', 'ltr', '<h1>寻找您的下一份工作</h1>'],
  ])('draws %s with the cookie %s in %s', async (url, cookie, lang, dir, heading) => {
    const res = await app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['vary']).toMatch(/cookie/i);
    expect(res.body).toContain(`<html lang="${lang}" dir="${dir}">`);
    expect(res.body).toContain(heading);
  });

  it('draws a published job’s title escaped, with its JSON-LD', async () => {
    for (const url of [`/jobs/${published}`, `/jobs/recommend/${published}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        '<h1><span dir="auto" lang="en">Nurse &lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &quot;x&quot;</span></h1>',
      );
      expect(res.body).toContain('Oasis &lt;i&gt;Health&lt;/i&gt;');
      expect(res.body.match(/<script/g)).toHaveLength(1);
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '';
      expect(JSON.parse(ld)).toMatchObject({
        '@type': 'JobPosting',
        title,
        description: 'Care </script> well.',
        hiringOrganization: { name: 'Oasis <i>Health</i>' },
        // the product's own address, not the request's Host
        url: `${loadConfig({ LOG_LEVEL: 'silent' }, dist).publicUrl.replace(/\/+$/, '')}/jobs/${published}`,
      });
    }
  });

  it('draws nothing of a job the public may not read, nor of an unknown one', async () => {
    for (const url of [`/jobs/${draft}`, '/jobs/7a1c1a52-1111-4a4a-9b9b-123456789abc', '/jobs/not-a-uuid']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('Secret draft');
      expect(res.body, url).not.toContain('application/ld+json');
    }
  });

  it('leaves other pages to the app, in the visitor’s language', async () => {
    const res = await app.inject({ method: 'GET', url: '/applications', headers: { cookie: 'language=ar' } });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('<div id="root"></div>');
  });
});
