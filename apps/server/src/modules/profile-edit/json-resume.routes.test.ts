import { describe, expect, it } from 'vitest';
import type { JsonResume, JsonResumeImportPlan, JsonResumeImportResult } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildUser, ensureSkill } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();
const API = '/elevate-be/rest/api/job-seeker/profile';

async function seeker() {
  const user = await buildUser(ctx.database.db);
  return { ...user, cookie: (await signIn(ctx.app, user.email, user.password)).cookie };
}

const post = (cookie: string, path: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: `${API}${path}`, headers: { cookie }, payload: payload as object });

async function exported(cookie: string): Promise<JsonResume> {
  const res = await ctx.app.inject({ method: 'GET', url: `${API}/json-resume`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toContain('resume.json');
  return res.json<JsonResume>();
}

/** A file as another site would write it: dates by year or month, levels in words. */
const FILE: JsonResume = {
  basics: {
    name: 'Mariam Haddad',
    label: 'Platform engineer',
    summary: 'I keep services running.',
    phone: '+968 9123 4567',
    location: { countryCode: 'OM', city: 'Muscat' },
    profiles: [
      { network: 'LinkedIn', url: 'https://www.linkedin.com/in/mariam' },
      { network: 'Mastodon', url: 'https://example.social/@m' },
    ],
  },
  work: [
    { name: 'Falcon Bay', position: 'SRE', startDate: '2021-04', highlights: ['Cut paging by half'] },
    { name: 'Oasis', position: 'Developer', startDate: '2018', endDate: '2021-03-31' },
    { name: 'Nowhere', position: 'Ghost' },
  ],
  education: [
    {
      institution: 'Sultan Qaboos University',
      studyType: 'Bachelor',
      area: 'Computer Science',
      score: '3.6',
    },
  ],
  certificates: [{ name: 'CKA', issuer: 'CNCF', date: '2022-06-01' }],
  awards: [{ title: 'Best on-call', date: '2023' }],
  skills: [
    { name: 'Kubernetes', level: 'Expert' },
    { name: 'Cloud', keywords: ['Terraform', 'Underwater basket weaving'] },
  ],
  languages: [
    { language: 'Arabic', fluency: 'Native speaker' },
    { language: 'Klingon', fluency: 'Fluent' },
  ],
  projects: [{ name: 'Side project' }],
};

describe('JSON Resume', () => {
  it('previews an import without writing, then imports it whole; a second import adds nothing', async () => {
    await ensureSkill(ctx.database.db, 'Kubernetes');
    await ensureSkill(ctx.database.db, 'Terraform');
    const me = await seeker();
    const before = await exported(me.cookie);

    const preview = await post(me.cookie, '/json-resume/preview', FILE);
    expect(preview.statusCode, preview.body).toBe(200);
    const plan = preview.json<JsonResumeImportPlan>();
    expect(plan.added.map((a) => a.section).sort()).toEqual(
      [
        'awards',
        'certifications',
        'educations',
        'experiences',
        'experiences',
        'languages',
        'online-profiles',
        'skills',
        'skills',
      ].sort(),
    );
    expect(plan.profile.map((p) => p.field)).toEqual(
      expect.arrayContaining(['fullName', 'title', 'aboutMe', 'phoneMobile', 'location']),
    );
    const skippedWhat = plan.skipped.map((s) => s.what).join(' | ');
    for (const word of ['Ghost', 'Klingon', 'Mastodon', 'Side project']) expect(skippedWhat).toContain(word);
    // the preview wrote nothing
    expect(await exported(me.cookie)).toEqual({ ...before, meta: expect.any(Object) });

    const res = await post(me.cookie, '/json-resume', FILE);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<JsonResumeImportResult>();
    expect(result.added).toEqual(plan.added);
    expect(result.percentageCompleted).toBeGreaterThan(0);

    const after = await exported(me.cookie);
    expect(after.basics).toMatchObject({
      name: 'Mariam Haddad',
      label: 'Platform engineer',
      location: { countryCode: 'OM', city: 'Muscat' },
    });
    expect(after.work?.map((w) => [w.name, w.startDate, w.endDate])).toEqual([
      ['Falcon Bay', '2021-04-01', undefined],
      ['Oasis', '2018-01-01', '2021-03-31'],
    ]);
    expect(after.skills?.map((s) => [s.name, s.level]).sort()).toEqual([
      ['Kubernetes', 'Expert'],
      ['Terraform', 'Intermediate'],
    ]);
    expect(after.languages).toEqual([{ language: 'Arabic', fluency: 'Native' }]);
    expect(after.education?.[0]).toMatchObject({
      institution: 'Sultan Qaboos University',
      area: 'Bachelor, Computer Science',
      score: '3.6',
    });

    const again = await post(me.cookie, '/json-resume/preview', FILE);
    expect(again.json<JsonResumeImportPlan>()).toMatchObject({ added: [], profile: [] });
  });

  it('moves a profile to a new account: the export imported elsewhere reads the same', async () => {
    await ensureSkill(ctx.database.db, 'Kubernetes');
    const first = await seeker();
    expect((await post(first.cookie, '/json-resume', FILE)).statusCode).toBe(200);
    const file = await exported(first.cookie);

    const second = await seeker();
    const res = await post(second.cookie, '/json-resume', file);
    expect(res.statusCode, res.body).toBe(200);
    const copy = await exported(second.cookie);
    const { meta: _a, basics: b1, ...rest1 } = file;
    const { meta: _b, basics: b2, ...rest2 } = copy;
    expect(rest2).toEqual(rest1);
    expect({ ...b2, email: undefined }).toEqual({ ...b1, email: undefined });
  });

  it('refuses a file that is not a JSON Resume with a 400 naming the field, and writes nothing', async () => {
    const me = await seeker();
    const bad = await post(me.cookie, '/json-resume', { work: [{ name: 'X', startDate: 'last spring' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('work.0.startDate');
    const tooMany = await post(me.cookie, '/json-resume', {
      awards: Array.from({ length: 101 }, (_, i) => ({ title: `A${i}` })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await exported(me.cookie)).work).toEqual([]);
  });

  it('imports nothing when one entry cannot be written (the whole import is one transaction)', async () => {
    const me = await seeker();
    const res = await post(me.cookie, '/json-resume', {
      basics: { label: 'Only if everything fits' },
      awards: Array.from({ length: 51 }, (_, i) => ({ title: `Award ${i}` })),
    });
    expect(res.statusCode).toBe(409);
    const file = await exported(me.cookie);
    expect(file.awards).toEqual([]);
    expect(file.basics?.label).toBeUndefined();
  });
});
