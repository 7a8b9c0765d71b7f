import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FitCandidate, type FitJob, type FitPlace, computeFit, FIT_WEIGHTS } from './fit.js';

/**
 * Properties of the fit percent over many generated jobs and candidates, drawn from small pools of
 * skills, languages and places so that they often overlap.
 */

const SKILLS = ['Java', 'SQL', 'Kubernetes', 'Process design', 'Excel', 'Go'];
const LANGUAGES = ['en', 'ar', 'zh', 'fr'];
const COUNTRIES = ['OM', 'AE'];
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
  location: fc.record({
    countryCode: fc.constantFrom(...COUNTRIES),
    cityId: fc.option(fc.constantFrom(...CITIES), { nil: null }),
    remote: fc.boolean(),
  }),
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

/** A candidate who holds everything the job asks, at the level asked or above. */
const meetsEverything = (job: FitJob): FitCandidate => ({
  skills: job.skills.map((s) => ({ name: s.name, level: 5 })),
  languages: job.languages.map((l) => ({ code: l.code, level: 5 })),
  yearsOfExperience: job.minExperienceYears ?? 0,
  educationRank: job.education?.rank ?? 0,
  location: { countryCode: job.location.countryCode, cityId: job.location.cityId ?? null },
});

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

  it('never goes down when the candidate adds a preferred place or moves to the job', () => {
    fc.assert(
      fc.property(jobArb, candidateArb, placeArb, (job, candidate, place) => {
        expectNoLower(job, candidate, {
          ...candidate,
          preferredLocations: [...(candidate.preferredLocations ?? []), place],
        });
        expectNoLower(job, candidate, {
          ...candidate,
          location: { countryCode: job.location.countryCode, cityId: job.location.cityId ?? null },
        });
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

  it('stays below 50 when the candidate holds none of the skills the job asks for', () => {
    fc.assert(
      fc.property(jobArb, candidateArb, (job, candidate) => {
        fc.pre(job.skills.length > 0);
        const wanted = new Set(job.skills.map((s) => s.name));
        const other = { ...meetsEverything(job), ...candidate };
        const withoutSkills = { ...other, skills: other.skills.filter((s) => !wanted.has(s.name)) };
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
});
