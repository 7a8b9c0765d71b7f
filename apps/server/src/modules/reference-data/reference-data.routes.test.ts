import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { JobReferenceData, ProfileReferenceData, SkillSearchResponse } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';

const ctx = useTestApp();
const BASE = '/elevate-be/rest/api/reference';

describe('reference data', () => {
  it('answers the countries, cities, currencies and levels a job is written with', async () => {
    const db = ctx.database.db;
    await db
      .insertInto('currencies')
      .values({ code: 'ZZQ', nameEn: 'Test money', nameZh: '测试币', nameAr: 'عملة' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/job` });
    expect(res.statusCode).toBe(200);
    const data = res.json<JobReferenceData>();
    expect(data.countries.find((c) => c.code === 'OM')?.name).toEqual({ en: 'Oman', zh: '阿曼', ar: 'عمان' });
    expect(data.cities.find((c) => c.name.en === 'Muscat')?.countryCode).toBe('OM');
    expect(data.currencies.find((c) => c.code === 'ZZQ')?.name.en).toBe('Test money');
    expect(data.languages.some((l) => l.code === 'ar')).toBe(true);
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('answers the states, specializations, industries, interests, employment types and keys a profile is written with', async () => {
    const db = ctx.database.db;
    const tag = randomUUID().slice(0, 8);
    await db
      .insertInto('interests')
      .values({
        nameEn: `Interest ${tag}`,
        nameZh: `兴趣 ${tag}`,
        nameAr: `اهتمام ${tag}`,
        imageUrl: '/x.png',
      })
      .execute();
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/profile` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const data = res.json<ProfileReferenceData>();
    expect(data.states.find((s) => s.name.en === 'Dhofar')).toMatchObject({
      countryCode: 'OM',
      name: { en: 'Dhofar', zh: '佐法尔省', ar: 'ظفار' },
    });
    expect(data.specializations.length).toBeGreaterThan(0);
    expect(data.specializations[0]?.name.ar).toBeTruthy();
    expect(data.industries.length).toBeGreaterThan(0);
    expect(data.industries[0]?.code).toBeTruthy();
    expect(data.interests.find((i) => i.name.en === `Interest ${tag}`)).toMatchObject({
      imageUrl: '/x.png',
      name: { zh: `兴趣 ${tag}`, ar: `اهتمام ${tag}` },
    });
    // the job search's codes, in its order
    expect(data.employmentTypes.slice(0, 2)).toEqual([
      { code: 'full_time', name: { en: 'Full-time', zh: '全职', ar: 'دوام كامل' } },
      { code: 'part_time', name: { en: 'Part-time', zh: '兼职', ar: 'دوام جزئي' } },
    ]);
    expect(data.sectionKeys.map((k) => k.key)).toContain('summary');
    expect(data.settingKeys.map((k) => k.key)).toContain('profile.visibility');
  });

  it('finds skills by part of their name, those starting with it first', async () => {
    const db = ctx.database.db;
    const tag = randomUUID().slice(0, 8);
    await db
      .insertInto('skills')
      .values([
        { name: `zz${tag} advanced` },
        { name: `${tag}` },
        { name: `${tag} basics` },
        { name: 'unrelated' },
      ])
      .execute();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/skill`,
      query: { q: tag.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<SkillSearchResponse>();
    expect(items.map((s) => s.name)).toEqual([tag, `${tag} basics`, `zz${tag} advanced`]);
  });

  it('refuses an empty search', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/skill`, query: { q: '' } });
    expect(res.statusCode).toBe(400);
  });
});
