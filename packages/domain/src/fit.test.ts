import { describe, expect, it } from 'vitest';
import {
  type FitCandidate,
  type FitJob,
  type FitPartKey,
  type FitPlace,
  computeFit,
  FIT_PART_KEYS,
  FIT_WEIGHTS,
  SAME_COUNTRY_CREDIT,
  yearsOfExperience,
} from './fit.js';
import { buildSkillTaxonomy, RELATED_SKILL_CREDIT } from './skill-taxonomy.js';
import { isSkillMatch } from './validation.js';

const MUSCAT = 'e3e024cd-1906-4ddf-870a-fbd051517989';
const SOHAR = '38a642a3-dfdd-440f-ba4c-6123aed50c80';
const DUBAI = '5a3e8771-7b92-46bb-8284-0aba3a32f085';

/** A job that asks for nothing but a place: every part but location is "not required". */
const openJob = (overrides: Partial<FitJob> = {}): FitJob => ({
  skills: [],
  languages: [],
  location: { countryCode: 'OM', cityId: MUSCAT },
  ...overrides,
});

const nobody: FitCandidate = { skills: [], languages: [] };
const inMuscat: FitCandidate = { ...nobody, location: { countryCode: 'OM', cityId: MUSCAT } };

const part = (result: ReturnType<typeof computeFit>, key: FitPartKey) => {
  const found = result.parts.find((p) => p.key === key);
  if (found === undefined) throw new Error(`no ${key} part`);
  return found;
};

describe('computeFit: the whole', () => {
  it('weighs skills 55, languages 10, experience 15, education 10 and location 10', () => {
    expect(FIT_WEIGHTS).toEqual({ skills: 55, languages: 10, experience: 15, education: 10, location: 10 });
    expect(Object.values(FIT_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('lists every part once, in a fixed order, with its weight', () => {
    const result = computeFit(openJob(), inMuscat);
    expect(result.parts.map((p) => p.key)).toEqual([...FIT_PART_KEYS]);
    expect(result.parts.map((p) => p.weight)).toEqual([55, 10, 15, 10, 10]);
  });

  it('gives 100 for a job without requirements, and says which parts were not asked', () => {
    const result = computeFit(openJob({ location: { countryCode: 'OM', remote: true } }), nobody);
    expect(result.percent).toBe(100);
    for (const key of ['skills', 'languages', 'experience', 'education'] as const) {
      expect(part(result, key)).toEqual({
        key,
        weight: FIT_WEIGHTS[key],
        score: 1,
        required: false,
        matched: [],
        partial: [],
        missing: [],
        via: [],
      });
    }
    expect(part(result, 'location')).toMatchObject({ required: true, score: 1, matched: ['remote'] });
  });

  it('gives a candidate without anything only the parts the job does not ask for', () => {
    const job: FitJob = {
      skills: [{ name: 'Java' }],
      languages: [{ code: 'en' }],
      minExperienceYears: 2,
      education: { code: 'bachelor', rank: 3 },
      location: { countryCode: 'OM', cityId: MUSCAT },
    };
    const result = computeFit(job, nobody);
    expect(result.percent).toBe(0);
    expect(result.parts.every((p) => p.score === 0 && p.required)).toBe(true);
    expect(part(result, 'skills').missing).toEqual(['Java']);
    expect(part(result, 'languages').missing).toEqual(['en']);
    expect(part(result, 'experience').missing).toEqual(['2']);
    expect(part(result, 'education').missing).toEqual(['bachelor']);
    expect(part(result, 'location').missing).toEqual(['country', 'city']);

    // the same candidate against a job that asks only for skills keeps the other 45: below 50
    expect(
      computeFit(
        openJob({ skills: [{ name: 'Java' }], location: { countryCode: 'OM', remote: true } }),
        nobody,
      ).percent,
    ).toBe(45);
  });

  it('is deterministic: the same input gives the same answer', () => {
    const job = openJob({ skills: [{ name: 'A', minLevel: 3 }, { name: 'B' }], minExperienceYears: 3 });
    const candidate: FitCandidate = { ...inMuscat, skills: [{ name: 'a', level: 2 }], yearsOfExperience: 1 };
    expect(computeFit(job, candidate)).toEqual(computeFit(job, candidate));
  });
});

describe('computeFit: skills', () => {
  const remote = { countryCode: 'OM', remote: true };

  it('compares names without case or surrounding spaces, as the skill-match rule does', () => {
    const job = openJob({ skills: [{ name: 'TypeScript' }, { name: 'PostgreSQL' }], location: remote });
    const candidate: FitCandidate = {
      ...nobody,
      skills: [
        { name: '  typescript ', level: 3 },
        { name: 'POSTGRESQL', level: 1 },
      ],
    };
    expect(isSkillMatch(['  typescript ', 'POSTGRESQL'], ['TypeScript', 'PostgreSQL'])).toBe(true);
    const skills = part(computeFit(job, candidate), 'skills');
    expect(skills).toMatchObject({ score: 1, matched: ['TypeScript', 'PostgreSQL'], missing: [] });
  });

  it('counts a skill at or above the minimum level fully and one below it in proportion', () => {
    const job = openJob({
      skills: [
        { name: 'Java', minLevel: 4 },
        { name: 'SQL', minLevel: 3 },
        { name: 'Go', minLevel: 2 },
        { name: 'Rust' },
      ],
      location: remote,
    });
    const candidate: FitCandidate = {
      ...nobody,
      skills: [
        { name: 'Java', level: 2 }, // half of the level asked
        { name: 'SQL', level: 3 }, // exactly the level asked
        { name: 'Go', level: 5 }, // above it
      ],
    };
    const result = computeFit(job, candidate);
    const skills = part(result, 'skills');
    expect(skills.matched).toEqual(['SQL', 'Go']);
    expect(skills.partial).toEqual(['Java']);
    expect(skills.missing).toEqual(['Rust']);
    expect(skills.score).toBe(0.625); // (0.5 + 1 + 1 + 0) / 4
    expect(result.percent).toBe(79); // 55 × 0.625 + 45 = 79.375
  });

  it('takes the higher level when a list names a skill twice', () => {
    const job = openJob({
      skills: [
        { name: 'Java', minLevel: 2 },
        { name: ' java', minLevel: 4 },
      ],
      location: remote,
    });
    const candidate: FitCandidate = {
      ...nobody,
      skills: [
        { name: 'JAVA', level: 1 },
        { name: 'Java', level: 4 },
      ],
    };
    expect(part(computeFit(job, candidate), 'skills')).toMatchObject({ score: 1, matched: ['Java'] });
  });

  it('ignores blank skill names', () => {
    const job = openJob({ skills: [{ name: '   ' }], location: remote });
    expect(part(computeFit(job, nobody), 'skills')).toMatchObject({ required: false, score: 1 });
  });
});

describe('computeFit: languages', () => {
  it('counts required languages held at or above the level rank, and lower levels in proportion', () => {
    const job = openJob({
      languages: [{ code: 'en', minLevel: 3 }, { code: 'AR', minLevel: 4 }, { code: 'hi' }],
      location: { countryCode: 'OM', remote: true },
    });
    const candidate: FitCandidate = {
      ...nobody,
      languages: [
        { code: 'EN', level: 5 },
        { code: 'ar', level: 2 },
      ],
    };
    const languages = part(computeFit(job, candidate), 'languages');
    expect(languages).toMatchObject({ matched: ['en'], partial: ['ar'], missing: ['hi'] });
    expect(languages.score).toBe(0.5); // (1 + 0.5 + 0) / 3
  });
});

describe('computeFit: experience', () => {
  const job = openJob({ minExperienceYears: 4, location: { countryCode: 'OM', remote: true } });

  it('is full at or above the minimum years and in proportion below it', () => {
    expect(part(computeFit(job, { ...nobody, yearsOfExperience: 6 }), 'experience')).toMatchObject({
      score: 1,
      matched: ['4'],
    });
    expect(part(computeFit(job, { ...nobody, yearsOfExperience: 3 }), 'experience')).toMatchObject({
      score: 0.75,
      partial: ['4'],
    });
    expect(part(computeFit(job, { ...nobody, yearsOfExperience: 0 }), 'experience')).toMatchObject({
      score: 0,
      missing: ['4'],
    });
  });

  it('is not asked when the minimum is 0', () => {
    const none = openJob({ minExperienceYears: 0 });
    expect(part(computeFit(none, nobody), 'experience')).toMatchObject({ required: false, score: 1 });
  });
});

describe('computeFit: education', () => {
  const job = openJob({
    education: { code: 'bachelor', rank: 3 },
    location: { countryCode: 'OM', remote: true },
  });

  it('compares the highest degree rank with the rank asked', () => {
    expect(part(computeFit(job, { ...nobody, educationRank: 4 }), 'education')).toMatchObject({
      score: 1,
      matched: ['bachelor'],
    });
    expect(part(computeFit(job, { ...nobody, educationRank: 2 }), 'education')).toMatchObject({
      score: 0.667,
      partial: ['bachelor'],
    });
    expect(part(computeFit(job, { ...nobody, educationRank: null }), 'education')).toMatchObject({
      score: 0,
      missing: ['bachelor'],
    });
  });

  it('is not asked for "no formal degree" (rank 0)', () => {
    const none = openJob({ education: { code: 'none', rank: 0 } });
    expect(part(computeFit(none, nobody), 'education')).toMatchObject({ required: false, score: 1 });
  });
});

describe('computeFit: location', () => {
  const location = (
    candidate: FitCandidate,
    job: FitJob['location'] = { countryCode: 'OM', cityId: MUSCAT },
  ) => part(computeFit(openJob({ location: job }), candidate), 'location');

  it('is full in the same city and for a remote job', () => {
    expect(location(inMuscat)).toMatchObject({ score: 1, matched: ['city'], missing: [] });
    expect(location(nobody, { countryCode: 'AE', cityId: DUBAI, remote: true })).toMatchObject({
      score: 1,
      matched: ['remote'],
    });
  });

  it('gives 0.7 in the same country and another city, and full marks when the job names no city', () => {
    const inSohar: FitCandidate = { ...nobody, location: { countryCode: 'om', cityId: SOHAR } };
    expect(location(inSohar)).toMatchObject({
      score: SAME_COUNTRY_CREDIT,
      matched: ['country'],
      missing: ['city'],
    });
    expect(location(inSohar, { countryCode: 'OM' })).toMatchObject({ score: 1, matched: ['country'] });
  });

  it('counts the preferred city and country of the career aspirations', () => {
    const inDubai: FitPlace = { countryCode: 'AE', cityId: DUBAI };
    expect(
      location({ ...nobody, location: inDubai, preferredLocations: [{ cityId: MUSCAT }] }),
    ).toMatchObject({
      score: 1,
      matched: ['preferred_city'],
    });
    expect(
      location({ ...nobody, location: inDubai, preferredLocations: [{ countryCode: 'OM' }] }),
    ).toMatchObject({ score: SAME_COUNTRY_CREDIT, matched: ['preferred_country'], missing: ['city'] });
  });

  it('is 0 elsewhere or without any place', () => {
    expect(location({ ...nobody, location: { countryCode: 'AE', cityId: DUBAI } })).toMatchObject({
      score: 0,
      missing: ['country', 'city'],
    });
    expect(location(nobody, { countryCode: 'OM' })).toMatchObject({ score: 0, missing: ['country'] });
  });

  it('treats a hybrid job as an on-site one', () => {
    const hybrid = { countryCode: 'OM', cityId: MUSCAT, workModel: 'hybrid' } as const;
    expect(location(inMuscat, hybrid)).toMatchObject({ score: 1, matched: ['city'] });
    const inSohar: FitCandidate = { ...nobody, location: { countryCode: 'OM', cityId: SOHAR } };
    expect(location(inSohar, hybrid)).toMatchObject({ score: SAME_COUNTRY_CREDIT, missing: ['city'] });
    expect(location(nobody, hybrid)).toMatchObject({ score: 0, missing: ['country', 'city'] });
  });

  it('reads the work model before the older remote flag', () => {
    expect(location(nobody, { countryCode: 'OM', workModel: 'on_site', remote: true })).toMatchObject({
      score: 0,
    });
    expect(location(nobody, { countryCode: 'OM', workModel: 'remote' })).toMatchObject({
      score: 1,
      matched: ['remote'],
    });
  });

  it('gives a remote job open to some countries 1 there and 0 elsewhere: a Qatar-only job to a seeker in Oman', () => {
    const qatarOnly = { countryCode: 'QA', workModel: 'remote', remoteCountries: ['QA'] } as const;
    const inOman: FitCandidate = { ...nobody, location: { countryCode: 'OM', cityId: MUSCAT } };
    expect(location(inOman, qatarOnly)).toEqual({
      key: 'location',
      weight: FIT_WEIGHTS.location,
      score: 0,
      required: true,
      matched: [],
      partial: [],
      missing: ['country'],
      via: [],
    });
    expect(location({ ...nobody, location: { countryCode: 'qa' } }, qatarOnly)).toMatchObject({
      score: 1,
      matched: ['remote', 'country'],
      missing: [],
    });
    // preferring one of the countries is enough, as for an on-site job
    expect(location({ ...inOman, preferredLocations: [{ countryCode: 'QA' }] }, qatarOnly)).toMatchObject({
      score: 1,
      matched: ['remote', 'preferred_country'],
    });
    // without a place, a candidate is in none of them
    expect(location(nobody, qatarOnly)).toMatchObject({ score: 0, missing: ['country'] });
    // the job's own country is not open unless listed
    const gulf = { countryCode: 'QA', workModel: 'remote', remoteCountries: ['AE', 'SA'] } as const;
    expect(location({ ...nobody, location: { countryCode: 'QA' } }, gulf)).toMatchObject({ score: 0 });
    expect(location({ ...nobody, location: { countryCode: 'SA' } }, gulf)).toMatchObject({ score: 1 });
  });

  it('gives a remote job open anywhere 1 for everyone', () => {
    const anywhere = { countryCode: 'QA', workModel: 'remote', remoteCountries: [] } as const;
    expect(location(nobody, anywhere)).toMatchObject({ score: 1, matched: ['remote'], missing: [] });
    expect(location(inMuscat, anywhere)).toMatchObject({ score: 1, matched: ['remote'] });
  });
});

describe('computeFit: the skill taxonomy', () => {
  const skills = (job: FitJob['skills'], held: FitCandidate['skills']) =>
    part(computeFit(openJob({ skills: job }), { ...nobody, skills: held }), 'skills');

  it('does not say "Missing: SQL" to a PostgreSQL developer: SQL is matched through PostgreSQL', () => {
    const result = skills([{ name: 'SQL', minLevel: 3 }], [{ name: 'PostgreSQL', level: 4 }]);
    expect(result).toMatchObject({ score: 1, matched: ['SQL'], partial: [], missing: [] });
    expect(result.via).toEqual([{ item: 'SQL', via: 'PostgreSQL', relation: 'implied' }]);
  });

  it('credits an implied skill at the level of the implying one', () => {
    const result = skills([{ name: 'SQL', minLevel: 4 }], [{ name: 'MySQL', level: 2 }]);
    expect(result).toMatchObject({ score: 0.5, partial: ['SQL'] });
    expect(result.via).toEqual([{ item: 'SQL', via: 'MySQL', relation: 'implied' }]);
    // held directly at a lower level than the implying skill: the higher level counts
    const both = skills(
      [{ name: 'SQL', minLevel: 4 }],
      [
        { name: 'SQL', level: 2 },
        { name: 'PostgreSQL', level: 5 },
      ],
    );
    expect(both).toMatchObject({ score: 1, matched: ['SQL'] });
    expect(both.via).toEqual([{ item: 'SQL', via: 'PostgreSQL', relation: 'implied' }]);
    // held directly at the higher level: no "through"
    expect(
      skills(
        [{ name: 'SQL' }],
        [
          { name: 'SQL', level: 5 },
          { name: 'PostgreSQL', level: 5 },
        ],
      ).via,
    ).toEqual([]);
  });

  it('follows implications through several steps: Next.js → React → JavaScript', () => {
    const result = skills([{ name: 'JavaScript' }, { name: 'React' }], [{ name: 'nextjs', level: 3 }]);
    expect(result).toMatchObject({ score: 1, matched: ['JavaScript', 'React'] });
    expect(result.via).toEqual([
      { item: 'JavaScript', via: 'nextjs', relation: 'implied' },
      { item: 'React', via: 'nextjs', relation: 'implied' },
    ]);
  });

  it('never implies the other way: SQL does not make a PostgreSQL developer', () => {
    expect(skills([{ name: 'PostgreSQL' }], [{ name: 'SQL', level: 5 }])).toMatchObject({
      score: 0,
      missing: ['PostgreSQL'],
      via: [],
    });
  });

  it('gives related skills part of the credit: MySQL for PostgreSQL, Vue for React', () => {
    const result = skills([{ name: 'PostgreSQL', minLevel: 3 }], [{ name: 'MySQL', level: 3 }]);
    expect(result).toMatchObject({ score: RELATED_SKILL_CREDIT, partial: ['PostgreSQL'], missing: [] });
    expect(result.via).toEqual([{ item: 'PostgreSQL', via: 'MySQL', relation: 'related' }]);
    // and in proportion below the level asked
    expect(skills([{ name: 'React', minLevel: 4 }], [{ name: 'Vue', level: 2 }])).toMatchObject({
      score: RELATED_SKILL_CREDIT / 2,
      partial: ['React'],
      via: [{ item: 'React', via: 'Vue', relation: 'related' }],
    });
  });

  it('prefers the skill itself, held below the level, when it earns more than a related one', () => {
    const result = skills(
      [{ name: 'PostgreSQL', minLevel: 4 }],
      [
        { name: 'PostgreSQL', level: 3 },
        { name: 'MySQL', level: 5 },
      ],
    );
    expect(result).toMatchObject({ score: 0.75, partial: ['PostgreSQL'], via: [] });
  });

  it('reads aliases as the same skill, in any language', () => {
    expect(skills([{ name: 'PostgreSQL' }], [{ name: ' postgres ', level: 3 }])).toMatchObject({
      score: 1,
      matched: ['PostgreSQL'],
      via: [],
    });
    expect(skills([{ name: 'Microsoft Excel' }], [{ name: 'إكسل', level: 3 }])).toMatchObject({
      score: 1,
      matched: ['Microsoft Excel'],
    });
  });

  it('terminates on a cycle in a taxonomy and credits every skill on it', () => {
    const cyclic = buildSkillTaxonomy([
      { name: 'A', implies: ['B'] },
      { name: 'B', implies: ['C'] },
      { name: 'C', implies: ['A'] },
    ]);
    const result = computeFit(
      openJob({ skills: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }),
      { ...inMuscat, skills: [{ name: 'B', level: 2 }] },
      cyclic,
    );
    expect(part(result, 'skills')).toMatchObject({ score: 1, matched: ['A', 'B', 'C'] });
    expect(result.percent).toBe(100);
  });
});

describe('computeFit: rounding', () => {
  it('rounds the weighted sum half up to an integer', () => {
    const job = openJob({
      skills: [{ name: 'A' }, { name: 'B' }],
      location: { countryCode: 'OM', cityId: MUSCAT },
    });
    const result = computeFit(job, { ...nobody, skills: [{ name: 'A', level: 3 }] });
    // skills 55 × 0.5 = 27.5, three parts not asked 35, location 0: 62.5
    expect(result.percent).toBe(63);
  });

  it('never shows 100 while something is missing, nor 0 while something matched', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ name: `Skill ${i}` }));
    const almost: FitCandidate = {
      ...inMuscat,
      skills: many.slice(1).map((s) => ({ name: s.name, level: 3 })),
    };
    const nearlyAll = computeFit(openJob({ skills: many }), almost);
    expect(part(nearlyAll, 'skills').score).toBeLessThan(1);
    expect(nearlyAll.percent).toBe(99);

    const job: FitJob = {
      skills: many,
      languages: [{ code: 'en' }],
      minExperienceYears: 5,
      education: { code: 'master', rank: 4 },
      location: { countryCode: 'OM', cityId: MUSCAT },
    };
    const barely = computeFit(job, { ...nobody, skills: [{ name: 'Skill 0', level: 1 }] });
    expect(part(barely, 'skills').score).toBeGreaterThan(0);
    expect(barely.percent).toBe(1);
  });

  it('keeps three decimals in part scores and an integer percent', () => {
    const job = openJob({ skills: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] });
    const result = computeFit(job, { ...inMuscat, skills: [{ name: 'a', level: 1 }] });
    expect(part(result, 'skills').score).toBe(0.333);
    expect(Number.isInteger(result.percent)).toBe(true);
    expect(result.percent).toBe(63); // 55 / 3 + 35 + 10 = 63.33
  });
});

describe('yearsOfExperience', () => {
  const today = new Date('2026-01-01T12:00:00Z');

  it('adds up the jobs held and counts overlapping ones once', () => {
    expect(
      yearsOfExperience(
        [
          { from: '2016-01-01', to: '2020-01-01' },
          { from: '2019-01-01', to: '2021-01-01' }, // overlaps the first by a year
          { from: '2022-01-01', to: '2023-01-01' },
        ],
        today,
      ),
    ).toBe(6);
  });

  it('runs an open job to today and rounds down to one decimal', () => {
    expect(yearsOfExperience([{ from: '2024-07-01', to: null }], today)).toBe(1.5);
    expect(yearsOfExperience([{ from: '2025-12-01' }], today)).toBe(0);
  });

  it('skips unreadable, reversed and future periods, and an empty list is 0', () => {
    expect(yearsOfExperience([], today)).toBe(0);
    expect(
      yearsOfExperience(
        [
          { from: 'not a date', to: '2020-01-01' },
          { from: '2020-01-01', to: '2019-01-01' },
          { from: '2027-01-01', to: null },
        ],
        today,
      ),
    ).toBe(0);
  });
});
