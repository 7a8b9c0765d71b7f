import { describe, expect, it } from 'vitest';
import type { LanguageListResponse } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';

const ctx = useTestApp();
const URL = '/lang/rest/languages/v1/talent-sourcing';

describe('GET /lang/rest/languages/v1/talent-sourcing', () => {
  it('answers the three interface languages, each named in itself, to anyone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<LanguageListResponse>()).toEqual({
      success: true,
      data: [
        { code: 'zh-CN', text: '简体中文' },
        { code: 'en-US', text: 'English' },
        { code: 'ar', text: 'العربية' },
      ],
    });
  });

  it('may be cached for an hour', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: URL });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const head = await ctx.app.inject({ method: 'HEAD', url: URL });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers the same to a signed-in caller with a stale token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: URL, headers: { cookie: 'access_token=stale' } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses other methods', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: URL, payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wf/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: Record<string, unknown> }>().paths)).toContain(URL);
  });
});
