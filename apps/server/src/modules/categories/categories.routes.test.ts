import { describe, expect, it } from 'vitest';
import type { CategoryListResponse, CategoryWithSubs } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildCategory, buildJob, utcDay } from '../../test/factories.js';

const ctx = useTestApp();
const BASE = '/elevate-be/rest/api/category';

describe('categories', () => {
  it('lists top-level categories with their sub-categories and open job counts', async () => {
    const db = ctx.database.db;
    const main = await buildCategory(db, { nameEn: 'Engineering' });
    const civil = await buildCategory(db, { parentId: main, nameEn: 'Civil', position: 2 });
    const electrical = await buildCategory(db, { parentId: main, nameEn: 'Electrical', position: 1 });
    await buildJob(db, { categoryId: main, subCategoryId: civil });
    await buildJob(db, { categoryId: main, subCategoryId: civil, endDate: utcDay(-3) });
    await buildJob(db, { categoryId: main, subCategoryId: electrical, status: 'draft' });

    const res = await ctx.app.inject({ method: 'GET', url: BASE });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<CategoryListResponse>();
    expect(items.every((c) => c.parentId === null)).toBe(true);
    const found = items.find((c) => c.id === main);
    expect(found).toMatchObject({ name: { en: 'Engineering' }, jobCount: 1 });
    expect(found?.subCategories.map((s) => [s.name.en, s.jobCount])).toEqual([
      ['Electrical', 0],
      ['Civil', 1],
    ]);
  });

  it('narrows the list to one family with ?id=', async () => {
    const db = ctx.database.db;
    const main = await buildCategory(db);
    const sub = await buildCategory(db, { parentId: main });
    const res = await ctx.app.inject({ method: 'GET', url: BASE, query: { id: main } });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<CategoryListResponse>();
    expect(items.map((c) => c.id)).toEqual([main]);
    expect(items[0]?.subCategories.map((c) => c.id)).toEqual([sub]);
  });

  it('answers one category by id, main or sub', async () => {
    const db = ctx.database.db;
    const main = await buildCategory(db);
    const sub = await buildCategory(db, { parentId: main });
    const mainRes = await ctx.app.inject({ method: 'GET', url: `${BASE}/${main}` });
    expect(mainRes.statusCode).toBe(200);
    expect(mainRes.json<CategoryWithSubs>().subCategories.map((c) => c.id)).toEqual([sub]);
    const subRes = await ctx.app.inject({ method: 'GET', url: `${BASE}/${sub}` });
    expect(subRes.json<CategoryWithSubs>()).toMatchObject({ id: sub, parentId: main, subCategories: [] });
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    const unknown = '0f0f0f0f-0000-4000-8000-000000000000';
    for (const url of [`${BASE}/${unknown}`, `${BASE}?id=${unknown}`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
    const bad = await ctx.app.inject({ method: 'GET', url: `${BASE}/abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: [{ field: 'params.id' }] });
    const badQuery = await ctx.app.inject({ method: 'GET', url: `${BASE}?id=abc` });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toMatchObject({ fields: [{ field: 'querystring.id' }] });
  });
});
