import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FitCandidate, type FitJob, type FitPlace, computeFit, FIT_WEIGHTS, workModels } from './fit.js';
import { skillRelation, skillTaxonomy } from './skill-taxonomy.js';

/**
 * Properties of the fit percent over many generated jobs and candidates, drawn from small pools of
 * skills, languages and places so that they often overlap. The skills include chains of the skill
 * taxonomy (Next.js → React → JavaScript, PostgreSQL → SQL), related ones (MySQL ~ PostgreSQL,
 * Vue ~ React) and skills it does not list.
 */

const SKILLS = [
  'Java',
  'SQL',
  'Kubernetes',
  'Process design',
  'Excel',
  'Go',
  'PostgreSQL',
  'MySQL',
  'JavaScript',
  'React',
  'Next.js',
  'Vue',
  'Docker',
];
const LANGUAGES = ['en', 'ar', 'zh', 'fr'];
const COUNTRIES = ['OM', 'AE', 'QA'];
const CITIES = [
  'e3e024cd-1906-4ddf-870a-fbd051517989',
  '38a642a3-dfdd-440f-ba4c-6123aed50c80',
  '5a3e8771-7b92-46bb-8284-0aba3a32f085',
];

const level = fc.integer({ min: 1, max: 5 });
const minLevel = fc.option(level, { nil: null });

const jobArb: fc.Arbitrary<FitJob> = fc.record({
  skills: fc.uniqueArray(fc.record({ name: fc.constantFrom(...SKILLS), minLevel }), {
    selector: (s) => s.name,
    maxLength: 4,
  }),
  languages: fc.uniqueArray(fc.record({ code: fc.constantFrom(...LANGUAGES), minLevel }), {
    selector: (l) => l.code,
    maxLength: 3,
  }),
  minExperienceYears: fc.integer({ min: 0, max: 10 }),
  education: fc.option(
    fc.integer({ min: 0, max: 5 }).map((rank) => ({ code: `rank${rank}`, rank })),
    { nil: null },
  ),
  location: fc.oneof(
    // the older form, a remote flag
    fc.record({
      countryCode: fc.constantFrom(...COUNTRIES),
      cityId: fc.option(fc.constantFrom(...CITIES), { nil: null }),
      remote: fc.boolean(),
    }),
    fc.record({
      countryCode: fc.constantFrom(...COUNTRIES),
      cityId: fc.option(fc.constantFrom(...CITIES), { nil: null }),
      workModel: fc.constantFrom(...workModels),
      remoteCountries: fc.uniqueArray(fc.constantFrom(...COUNTRIES), { maxLength: 2 }),
    }),
  ),
});

const placeArb: fc.Arbitrary<FitPlace> = fc.record({
  countryCode: fc.option(fc.constantFrom(...COUNTRIES), { nil: null }),
  cityId: fc.option(fc.constantFrom(...CITIES), { nil: null }),
});

const candidateArb: fc.Arbitrary<FitCandidate> = fc.record({
  skills: fc.array(fc.record({ name: fc.constantFrom(...SKILLS), level }), { maxLength: 5 }),
  languages: fc.array(fc.record({ code: fc.constantFrom(...LANGUAGES), level }), { maxLength: 3 }),
  yearsOfExperience: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
  educationRank: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  location: fc.option(placeArb, { nil: null }),
  preferredLocations: fc.array(placeArb, { maxLength: 2 }),
});

/**
 * A place the job takes in full: its city, or for a remote job open to some countries the first
 * of them.
 */
const theJobsPlace = (job: FitJob): FitPlace => {
  const open = job.location.workModel === 'remote' ? (job.location.remoteCountries ?? []) : [];
  return open[0] !== undefined
    ? { countryCode: open[0], cityId: null }
    : { countryCode: job.location.countryCode, cityId: job.location.cityId ?? null };
};

/** A candidate who holds everything the job asks, at the level asked or above. */
const meetsEverything = (job: FitJob): FitCandidate => ({
  skills: job.skills.map((s) => ({ name: s.name, level: 5 })),
  languages: job.languages.map((l) => ({ code: l.code, level: 5 })),
  yearsOfExperience: job.minExperienceYears ?? 0,
  educationRank: job.education?.rank ?? 0,
  location: theJobsPlace(job),
});

const skillsPart = (job: FitJob, candidate: FitCandidate) =>
  computeFit(job, candidate).parts.find((p) => p.key === 'skills');

const scores = (job: FitJob, candidate: FitCandidate) => computeFit(job, candidate).parts.map((p) => p.score);

/** `after` is at least `before` in the percent and in every part. */
function expectNoLower(job: FitJob, before: FitCandidate, after: FitCandidate) {
  expect(computeFit(job, after).percent).toBeGreaterThanOrEqual(computeFit(job, before).percent);
  const was = scores(job, before);
  scores(job, after).forEach((score, i) => expect(score).toBeGreaterThanOrEqual(was[i] ?? 0));
}

const RUNS = { numRuns: 500 };

describe('computeFit: properties', () => {
  it('stays an integer from 0 to 100 with part scores from 0 to 1', () => {
    fc.assert(
      fc.property(jobArb, candidateArb, (job, candidate) => {
        const { percent, parts } = computeFit(job, candidate);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        for (const p of parts) {
          expect(p.score).toBeGreaterThanOrEqual(0);
          expect(p.score).toBeLessThanOrEqual(1);
        }
      }),
      RUNS,
    );
  });

  it('never goes down when the candidate gains a skill, at any level', () => {
    fc.assert(
      fc.property(jobArb, candidateArb, fc.constantFrom(...SKILLS), level, (job, candidate, name, lvl) => {
        expectNoLower(job, candidate, { ...candidate, skills: [...candidate.skills, { name, level: lvl }] });
      }),
      RUNS,
    );
  });

  it('never goes down when the candidate gains a language, at any level', () => {
    fc.assert(
      fc.property(jobArb, candidateArb, fc.constantFrom(...LANGUAGES), level, (job, candidate, code, lvl) => {
        expectNoLower(job, candidate, {
          ...candidate,
          languages: [...candidate.languages, { code, level: lvl }],
        });
      }),
      RUNS,
    );
  });

  it('never goes down with more years of experience or a higher degree', () => {
    fc.assert(
      fc.property(jobArb, candidateArb, fc.integer({ min: 0, max: 10 }), (job, candidate, more) => {
        expectNoLower(job, candidate, {
          ...candidate,
          yearsOfExperience: (candidate.yearsOfExperience ?? 0) + more,
        });
        expectNoLower(job, candidate, {
          ...candidate,
          educationRank: Math.min(5, (candidate.educationRank ?? 0) + more),
        });
      }),
      RUNS,
    );
  });

  it('never goes down when the candidate adds a preferred place or moves to a place the job takes', () => {
    fc.assert(
      fc.property(jobArb, candidateArb, placeArb, (job, candidate, place) => {
        expectNoLower(job, candidate, {
          ...candidate,
          preferredLocations: [...(candidate.preferredLocations ?? []), place],
        });
        expectNoLower(job, candidate, { ...candidate, location: theJobsPlace(job) });
      }),
      RUNS,
    );
  });

  it('is 100 exactly when every part is fully met', () => {
    fc.assert(
      fc.property(jobArb, candidateArb, (job, candidate) => {
        const { percent, parts } = computeFit(job, candidate);
        expect(percent === 100).toBe(parts.every((p) => p.score === 1));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(jobArb, (job) => {
        expect(computeFit(job, meetsEverything(job)).percent).toBe(100);
      }),
      RUNS,
    );
  });

  it('stays below 50 when the candidate holds none of the skills the job asks for, nor any implying or related', () => {
    fc.assert(
      fc.property(jobArb, candidateArb, (job, candidate) => {
        fc.pre(job.skills.length > 0);
        const counts = (held: string) => job.skills.some((s) => skillRelation(held, s.name) !== null);
        const other = { ...meetsEverything(job), ...candidate };
        const withoutSkills = { ...other, skills: other.skills.filter((s) => !counts(s.name)) };
        expect(computeFit(job, withoutSkills).percent).toBeLessThan(50);
        // even with everything else met in full
        const bestElse = { ...meetsEverything(job), skills: withoutSkills.skills };
        expect(computeFit(job, bestElse).percent).toBe(100 - FIT_WEIGHTS.skills);
      }),
      RUNS,
    );
  });

  it('gives the same answer for the same facts, whatever their order or letter case', () => {
    fc.assert(
      fc.property(jobArb, candidateArb, fc.boolean(), (job, candidate, upper) => {
        const recase = (name: string) => (upper ? name.toUpperCase() : name.toLowerCase());
        const shuffled: FitCandidate = {
          ...candidate,
          skills: [...candidate.skills].reverse().map((s) => ({ ...s, name: ` ${recase(s.name)} ` })),
          languages: [...candidate.languages].reverse().map((l) => ({ ...l, code: recase(l.code) })),
          preferredLocations: [...(candidate.preferredLocations ?? [])].reverse(),
        };
        const a = computeFit(job, candidate);
        const b = computeFit(job, shuffled);
        expect(b.percent).toBe(a.percent);
        expect(b.parts.map((p) => p.score)).toEqual(a.parts.map((p) => p.score));
      }),
      RUNS,
    );
  });

  it('never goes down when the candidate gains a skill that implies others', () => {
    const impliers = SKILLS.filter((name) => skillTaxonomy.implied(skillTaxonomy.key(name)).size > 0);
    fc.assert(
      fc.property(jobArb, candidateArb, fc.constantFrom(...impliers), level, (job, candidate, name, lvl) => {
        expectNoLower(job, candidate, { ...candidate, skills: [...candidate.skills, { name, level: lvl }] });
      }),
      RUNS,
    );
  });

  it('scores holding a skill through one that implies it as holding it at that level, and above holding nothing', () => {
    const pairs = SKILLS.flatMap((held) =>
      SKILLS.filter((wanted) => skillRelation(held, wanted) === 'implied').map(
        (wanted) => [held, wanted] as const,
      ),
    );
    expect(pairs).toContainEqual(['Next.js', 'JavaScript']);
    fc.assert(
      fc.property(jobArb, fc.constantFrom(...pairs), level, minLevel, (base, [held, wanted], lvl, min) => {
        const job: FitJob = { ...base, skills: [{ name: wanted, minLevel: min }] };
        const through = skillsPart(job, { skills: [{ name: held, level: lvl }], languages: [] });
        const direct = skillsPart(job, { skills: [{ name: wanted, level: lvl }], languages: [] });
        const none = skillsPart(job, { skills: [], languages: [] });
        expect(through?.score).toBe(direct?.score);
        expect(through?.score ?? 0).toBeGreaterThan(none?.score ?? 0);
        expect(through?.via).toEqual([{ item: wanted, via: held, relation: 'implied' }]);
        // and in the whole, with everything else the same
        const rest = meetsEverything(base);
        const percent = (skills: FitCandidate['skills']) => computeFit(job, { ...rest, skills }).percent;
        expect(percent([{ name: held, level: lvl }])).toBe(percent([{ name: wanted, level: lvl }]));
        expect(percent([{ name: held, level: lvl }])).toBeGreaterThan(percent([]));
      }),
      RUNS,
    );
  });

  it('scores a related skill above nothing and below the skill itself at the same level', () => {
    const pairs = SKILLS.flatMap((held) =>
      SKILLS.filter((wanted) => skillRelation(held, wanted) === 'related').map(
        (wanted) => [held, wanted] as const,
      ),
    );
    expect(pairs).toContainEqual(['MySQL', 'PostgreSQL']);
    fc.assert(
      fc.property(fc.constantFrom(...pairs), level, minLevel, ([held, wanted], lvl, min) => {
        const job: FitJob = {
          skills: [{ name: wanted, minLevel: min }],
          languages: [],
          location: { countryCode: 'OM' },
        };
        const related = skillsPart(job, { skills: [{ name: held, level: lvl }], languages: [] })?.score ?? 0;
        const direct = skillsPart(job, { skills: [{ name: wanted, level: lvl }], languages: [] })?.score ?? 0;
        expect(related).toBeGreaterThan(0);
        expect(related).toBeLessThan(direct);
      }),
      RUNS,
    );
  });

  it('lists every skill the job asks once, in matched, partial or missing, and explains only credited ones', () => {
    fc.assert(
      fc.property(jobArb, candidateArb, (job, candidate) => {
        const skills = skillsPart(job, candidate);
        if (skills === undefined || !skills.required) return;
        const listed = [...skills.matched, ...skills.partial, ...skills.missing];
        expect(listed.length).toBe(new Set(job.skills.map((s) => skillTaxonomy.key(s.name))).size);
        for (const via of skills.via) expect([...skills.matched, ...skills.partial]).toContain(via.item);
      }),
      RUNS,
    );
  });
});
