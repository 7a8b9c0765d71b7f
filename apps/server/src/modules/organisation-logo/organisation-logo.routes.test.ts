import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { JobListResponse } from '@talent/contracts';
import { logoDataUri } from '../../db/demo-data/logo.js';
import { SeededRandom } from '../../db/demo-data/random.js';
import { decodeLogoDataUri, publicLogoUrl } from '../../lib/organisation-logo.js';
import { useTestApp } from '../../test/app.js';
import { buildCategory, buildJob, buildOrganisation } from '../../test/factories.js';

const ctx = useTestApp();
const JOBS = '/elevate-be/rest/api/jobs';

async function organisationWithLogo(logoUrl: string): Promise<string> {
  const db = ctx.database.db;
  const id = await buildOrganisation(db);
  await db.updateTable('organisations').set({ logoUrl }).where('id', '=', id).execute();
  const categoryId = await buildCategory(db);
  for (let i = 0; i < 12; i += 1) await buildJob(db, { organisationId: id, categoryId });
  return id;
}

describe('organisation logos as addresses', () => {
  it('answers jobs with the logo address, not the inline image, and serves the image there', async () => {
    const stored = logoDataUri('AC', new SeededRandom(7));
    const companyId = await organisationWithLogo(stored);

    const res = await ctx.app.inject({ method: 'GET', url: JOBS, query: { companyId } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data:');
    const logoUrl = res.json<JobListResponse>().items[0]?.company.logoUrl ?? '';
    expect(logoUrl).toMatch(new RegExp(`^/elevate-be/rest/api/organisation/${companyId}/logo\\?v=[\\w-]+$`));

    const image = await ctx.app.inject({ method: 'GET', url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toBe(decodeLogoDataUri(stored)?.body.toString('utf8'));
    expect(image.body).toMatch(/^<svg /);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline'/,
    );
    const etag = image.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await ctx.app.inject({
      method: 'GET',
      url: logoUrl,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('caches an address of an older version only for a day, since the logo behind it changed', async () => {
    const companyId = await organisationWithLogo(logoDataUri('OL', new SeededRandom(3)));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/elevate-be/rest/api/organisation/${companyId}/logo?v=stale`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for an unknown organisation and for one without a stored logo', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/organisation/0f0f0f0f-0000-4000-8000-00000000beef/logo',
    });
    expect(unknown.statusCode).toBe(404);
    const bare = await buildOrganisation(ctx.database.db);
    const none = await ctx.app.inject({
      method: 'GET',
      url: `/elevate-be/rest/api/organisation/${bare}/logo`,
    });
    expect(none.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: '/elevate-be/rest/api/organisation/nope/logo' });
    expect(bad.statusCode).toBe(400);
  });

  it('passes outside addresses on as they are and never serves a stored non-image', () => {
    expect(publicLogoUrl('x', 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(publicLogoUrl('x', null)).toBeNull();
    expect(decodeLogoDataUri('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(decodeLogoDataUri('data:image/png;base64,iVBORw0K')?.contentType).toBe('image/png');
  });
});

describe('compressed JSON answers', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends the job list %s-compressed when the client accepts it', async (encoding, inflate) => {
    const companyId = await organisationWithLogo(logoDataUri('CZ', new SeededRandom(11)));
    const plain = await ctx.app.inject({ method: 'GET', url: JOBS, query: { companyId } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await ctx.app.inject({
      method: 'GET',
      url: JOBS,
      query: { companyId },
      headers: { 'accept-encoding': `${encoding}, identity` },
    });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(inflate(packed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('prefers brotli when the browser offers both, and leaves small answers alone', async () => {
    const companyId = await organisationWithLogo(logoDataUri('BR', new SeededRandom(5)));
    const both = await ctx.app.inject({
      method: 'GET',
      url: JOBS,
      query: { companyId },
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(both.headers['content-encoding']).toBe('br');
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/wf/api/v1/info',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
