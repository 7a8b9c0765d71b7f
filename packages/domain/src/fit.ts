/**
 * The fit percent (decisions.md, "Fit percent"): one deterministic, explainable score from 0 to 100
 * between a job and a candidate. Sourcing pools, `/api/candidates/fit`, recommendations and the
 * job seeker's "why this job" view all call this one function, on the server and in the browser.
 *
 * The score is the weighted sum of five parts, each scored from 0 to 1:
 *
 * | part       | weight | scored as                                                                        |
 * | ---------- | -----: | -------------------------------------------------------------------------------- |
 * | skills     |     55 | each required skill, held directly or through a skill that implies it (the skill |
 * |            |        | taxonomy, transitively; at the implying skill's level): 1 when held at or above  |
 * |            |        | the job's minimum level (or the job names no level), level / minimum below it;   |
 * |            |        | else a related skill held: RELATED_SKILL_CREDIT (0.5) times that; else 0;        |
 * |            |        | averaged                                                                         |
 * | languages  |     10 | the same for each required language, by language-level rank (no taxonomy)       |
 * | experience |     15 | candidate's years / the job's minimum years, at most 1                           |
 * | education  |     10 | candidate's highest degree rank / the rank the job asks, at most 1               |
 * | location   |     10 | on site or hybrid: the same city (home or preferred) 1; same country 0.7; else 0 |
 * |            |        | (a job naming no city: its country 1); remote open anywhere: 1; remote open to   |
 * |            |        | some countries: 1 when the candidate lives in or prefers one of them, else 0     |
 *
 * Skills carry more than half the weight because they are what a recruiter screens on first: a
 * candidate who holds none of the skills a job asks for gets at most the other 45, so never reads
 * as a fit of 50 % or more however well the rest matches. The other parts refine the order among
 * people who have the skills. A part the job does not ask for (no
 * skills, no languages, no minimum experience, no degree above "none") gets full marks and says
 * so with `required: false`, so a job without requirements fits everyone 100.
 *
 * Each part lists the job's requirements as `matched` (fully met), `partial` (held below the
 * level asked, or only a related skill held: some credit) and `missing` (no credit). The items are names and codes a client
 * translates, never sentences:
 * - skills: the skill names as the job spells them; a skill credited through another one is also
 *   in `via` (`{item: 'SQL', via: 'PostgreSQL', relation: 'implied'}`, or `'related'` for partial
 *   credit from a related skill), `via` naming the candidate's skill as the candidate spells it;
 * - languages: the language codes (ISO 639);
 * - experience: the minimum years asked, as a number ("3");
 * - education: the code of the degree level asked ("bachelor");
 * - location: `remote`, `city`, `country`, `preferred_city`, `preferred_country` in `matched` (a
 *   remote job open to some countries: `remote` and the `country` or `preferred_country` it is
 *   open to), and `city` or `country` in `missing` for what the candidate's place lacks.
 *
 * `FIT_VERSION` names this table: raise it whenever a score may change for the same facts (it keys
 * the scores the server keeps).
 */

import { RELATED_SKILL_CREDIT, type SkillTaxonomy, skillTaxonomy } from './skill-taxonomy.js';

/**
 * The version of the scoring table above: raised whenever the same job and candidate may score
 * differently (2: the skill taxonomy and the work model). Kept scores computed under another
 * version are computed again.
 */
export const FIT_VERSION = 2;

export const FIT_WEIGHTS = {
  skills: 55,
  languages: 10,
  experience: 15,
  education: 10,
  location: 10,
} as const;

export type FitPartKey = keyof typeof FIT_WEIGHTS;

/** The parts in the order every result lists them. */
export const FIT_PART_KEYS: readonly FitPartKey[] = [
  'skills',
  'languages',
  'experience',
  'education',
  'location',
];

/** Credit for living in (or preferring) the job's country but not its city. */
export const SAME_COUNTRY_CREDIT = 0.7;

export interface FitJobSkill {
  name: string;
  /** Minimum level 1–5; null or absent: any level will do. */
  minLevel?: number | null;
}

export interface FitJobLanguage {
  /** ISO 639 code. */
  code: string;
  /** Minimum language-level rank (1 basic … 5 native); null or absent: any level will do. */
  minLevel?: number | null;
}

export interface FitJob {
  skills: readonly FitJobSkill[];
  languages: readonly FitJobLanguage[];
  /** 0, null or absent: the job asks for no experience. */
  minExperienceYears?: number | null;
  /** The degree level asked; null, absent or rank 0 ("no formal degree"): none asked. */
  education?: { code: string; rank: number } | null;
  location: FitJobLocation;
}

export const workModels = ['on_site', 'hybrid', 'remote'] as const;
/** Where the work is done: at the job's place, partly there, or from anywhere it accepts. */
export type WorkModel = (typeof workModels)[number];

export interface FitJobLocation {
  countryCode: string;
  cityId?: string | null;
  /** Absent: `remote` decides (true: remote, else on site), as before work models. */
  workModel?: WorkModel;
  /** The work model's older form; ignored when `workModel` is given. */
  remote?: boolean;
  /** A remote job: the countries (ISO 3166 alpha-2) its candidates may live in; empty or absent: anywhere. */
  remoteCountries?: readonly string[];
}

/** The work model of a job's place, reading the older `remote` flag when no model is given. */
export function workModelOf(location: Pick<FitJobLocation, 'workModel' | 'remote'>): WorkModel {
  return location.workModel ?? (location.remote === true ? 'remote' : 'on_site');
}

export interface FitPlace {
  countryCode?: string | null;
  cityId?: string | null;
}

export interface FitCandidate {
  /** Skills with the candidate's level 1–5. */
  skills: readonly { name: string; level: number }[];
  /** Languages with the candidate's language-level rank 1–5. */
  languages: readonly { code: string; level: number }[];
  yearsOfExperience?: number | null;
  /** Rank of the highest degree level the candidate holds. */
  educationRank?: number | null;
  /** Where the candidate lives. */
  location?: FitPlace | null;
  /** Where the candidate would like to work (career aspirations). */
  preferredLocations?: readonly FitPlace[];
}

/** A requirement credited through another skill than the one asked. */
export interface FitVia {
  /** The requirement, as the job spells it (an item of `matched` or `partial`). */
  item: string;
  /** The candidate's skill that earned the credit. */
  via: string;
  /** `implied`: full credit, holding `via` means holding `item`; `related`: partial credit. */
  relation: 'implied' | 'related';
}

export interface FitPart {
  key: FitPartKey;
  weight: number;
  /** 0 to 1, three decimals. */
  score: number;
  /** Whether the job asks for this at all; a part it does not ask for scores 1. */
  required: boolean;
  matched: string[];
  partial: string[];
  missing: string[];
  /** The items of `matched` and `partial` credited through another skill (skills only; else empty). */
  via: FitVia[];
}

export interface FitResult {
  /** 0 to 100, an integer. */
  percent: number;
  parts: FitPart[];
}

interface Scored {
  score: number;
  required: boolean;
  matched: string[];
  partial: string[];
  missing: string[];
  via?: FitVia[];
}

const notRequired = (): Scored => ({ score: 1, required: false, matched: [], partial: [], missing: [] });

/** Credit for holding something at `level` where `minLevel` is asked. */
function levelCredit(level: number, minLevel: number | null | undefined): number {
  if (minLevel === null || minLevel === undefined || minLevel <= 0) return 1;
  return clamp01(level / minLevel);
}

function clamp01(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return value >= 1 ? 1 : value;
}

/** The highest level held per normalised key: a list may name the same thing twice. */
function bestLevels<T>(items: readonly T[], key: (item: T) => string, level: (item: T) => number) {
  const best = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k === '') continue;
    best.set(k, Math.max(best.get(k) ?? 0, level(item)));
  }
  return best;
}

/**
 * Coverage of a list of requirements: each is worth the same, full when held at the level asked,
 * in proportion below it. Requirements named twice count once, with the higher minimum.
 */
function scoreCoverage<R>(
  required: readonly R[],
  requiredKey: (r: R) => string,
  label: (r: R) => string,
  minLevel: (r: R) => number | null | undefined,
  held: ReadonlyMap<string, number>,
): Scored {
  const wanted = new Map<string, { label: string; minLevel: number | null }>();
  for (const r of required) {
    const k = requiredKey(r);
    if (k === '') continue;
    const min = minLevel(r) ?? null;
    const seen = wanted.get(k);
    if (seen === undefined) wanted.set(k, { label: label(r).trim(), minLevel: min });
    else if (min !== null && (seen.minLevel === null || min > seen.minLevel)) seen.minLevel = min;
  }
  if (wanted.size === 0) return notRequired();

  const result: Scored = { score: 0, required: true, matched: [], partial: [], missing: [] };
  let total = 0;
  for (const [k, want] of wanted) {
    const level = held.get(k);
    const credit = level === undefined ? 0 : levelCredit(level, want.minLevel);
    total += credit;
    if (credit >= 1) result.matched.push(want.label);
    else if (credit > 0) result.partial.push(want.label);
    else result.missing.push(want.label);
  }
  result.score = total / wanted.size;
  return result;
}

const normaliseCode = (code: string | null | undefined): string => (code ?? '').trim().toLowerCase();

/** A skill the candidate holds, directly or through one that implies it. */
interface Held {
  level: number;
  /** The candidate's skill that implies it, as spelled; null when held directly. */
  through: string | null;
  /** How to name this skill when it earns related credit. */
  label: string;
}

/**
 * What the candidate holds, by canonical key: each skill at its highest level, and every skill
 * those imply at the implying skill's level (the highest one, held directly on a tie).
 */
function heldSkills(candidate: FitCandidate, taxonomy: SkillTaxonomy): Map<string, Held> {
  const direct = new Map<string, { level: number; label: string }>();
  for (const s of candidate.skills) {
    const k = taxonomy.key(s.name);
    if (k === '') continue;
    const label = s.name.trim();
    const seen = direct.get(k);
    if (seen === undefined || s.level > seen.level || (s.level === seen.level && label < seen.label))
      direct.set(k, { level: s.level, label });
  }
  const held = new Map<string, Held>();
  for (const [k, d] of direct) held.set(k, { level: d.level, through: null, label: d.label });
  // implied skills, visited in a fixed order so that a tie names the same skill whatever the order
  const roots = [...direct].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [k, d] of roots) {
    for (const implied of taxonomy.implied(k)) {
      const seen = held.get(implied);
      if (seen !== undefined && seen.level >= d.level) continue;
      held.set(implied, { level: d.level, through: d.label, label: taxonomy.nameOf(implied) ?? implied });
    }
  }
  return held;
}

function scoreSkills(job: FitJob, candidate: FitCandidate, taxonomy: SkillTaxonomy): Scored {
  const wanted = new Map<string, { label: string; minLevel: number | null }>();
  for (const s of job.skills) {
    const k = taxonomy.key(s.name);
    if (k === '') continue;
    const min = s.minLevel ?? null;
    const seen = wanted.get(k);
    if (seen === undefined) wanted.set(k, { label: s.name.trim(), minLevel: min });
    else if (min !== null && (seen.minLevel === null || min > seen.minLevel)) seen.minLevel = min;
  }
  if (wanted.size === 0) return notRequired();

  const held = heldSkills(candidate, taxonomy);
  const result: Scored = { score: 0, required: true, matched: [], partial: [], missing: [], via: [] };
  let total = 0;
  for (const [k, want] of wanted) {
    const own = held.get(k);
    let credit = own === undefined ? 0 : levelCredit(own.level, want.minLevel);
    let via: FitVia | null =
      own?.through === null || own === undefined
        ? null
        : { item: want.label, via: own.through, relation: 'implied' };
    if (credit < 1) {
      // the best related skill held, by name on a tie so that the answer does not depend on order
      const related = [...taxonomy.related(k)].sort();
      for (const r of related) {
        const other = held.get(r);
        if (other === undefined) continue;
        const relatedCredit = RELATED_SKILL_CREDIT * levelCredit(other.level, want.minLevel);
        if (relatedCredit > credit) {
          credit = relatedCredit;
          via = { item: want.label, via: other.label, relation: 'related' };
        }
      }
    }
    total += credit;
    if (credit >= 1) result.matched.push(want.label);
    else if (credit > 0) result.partial.push(want.label);
    else result.missing.push(want.label);
    if (via !== null && credit > 0) result.via?.push(via);
  }
  result.score = total / wanted.size;
  return result;
}

function scoreLanguages(job: FitJob, candidate: FitCandidate): Scored {
  const held = bestLevels(
    candidate.languages,
    (l) => normaliseCode(l.code),
    (l) => l.level,
  );
  return scoreCoverage(
    job.languages,
    (l) => normaliseCode(l.code),
    (l) => normaliseCode(l.code),
    (l) => l.minLevel,
    held,
  );
}

function scoreAmount(asked: number, held: number, label: string): Scored {
  const score = clamp01(held / asked);
  return {
    score,
    required: true,
    matched: score >= 1 ? [label] : [],
    partial: score > 0 && score < 1 ? [label] : [],
    missing: score === 0 ? [label] : [],
  };
}

function scoreExperience(job: FitJob, candidate: FitCandidate): Scored {
  const asked = job.minExperienceYears ?? 0;
  if (!(asked > 0)) return notRequired();
  return scoreAmount(asked, candidate.yearsOfExperience ?? 0, String(asked));
}

function scoreEducation(job: FitJob, candidate: FitCandidate): Scored {
  const asked = job.education;
  if (asked === null || asked === undefined || !(asked.rank > 0)) return notRequired();
  return scoreAmount(asked.rank, candidate.educationRank ?? 0, asked.code);
}

function scoreLocation(job: FitJob, candidate: FitCandidate): Scored {
  const result: Scored = { score: 0, required: true, matched: [], partial: [], missing: [] };
  const home = candidate.location ?? {};
  const preferred = candidate.preferredLocations ?? [];
  if (workModelOf(job.location) === 'remote') {
    // open anywhere, or to the countries listed: where the candidate lives or would work
    const open = new Set((job.location.remoteCountries ?? []).map(normaliseCode).filter((c) => c !== ''));
    const inOpen = (p: FitPlace) => open.has(normaliseCode(p.countryCode));
    if (open.size === 0) result.matched.push('remote');
    else if (inOpen(home)) result.matched.push('remote', 'country');
    else if (preferred.some(inOpen)) result.matched.push('remote', 'preferred_country');
    else result.missing.push('country');
    result.score = result.missing.length === 0 ? 1 : 0;
    return result;
  }
  const jobCountry = normaliseCode(job.location.countryCode);
  const jobCity = job.location.cityId ?? null;
  const inCity = (p: FitPlace) => jobCity !== null && p.cityId === jobCity;
  const inCountry = (p: FitPlace) => jobCountry !== '' && normaliseCode(p.countryCode) === jobCountry;

  if (inCity(home) || preferred.some(inCity)) {
    result.score = 1;
    result.matched.push(inCity(home) ? 'city' : 'preferred_city');
  } else if (inCountry(home) || preferred.some(inCountry)) {
    // a job that names no city is anywhere in its country: the country is all it asks
    result.score = jobCity === null ? 1 : SAME_COUNTRY_CREDIT;
    result.matched.push(inCountry(home) ? 'country' : 'preferred_country');
    if (jobCity !== null) result.missing.push('city');
  } else {
    result.missing.push('country');
    if (jobCity !== null) result.missing.push('city');
  }
  return result;
}

const scorers: Record<FitPartKey, (job: FitJob, candidate: FitCandidate, taxonomy: SkillTaxonomy) => Scored> =
  {
    skills: scoreSkills,
    languages: scoreLanguages,
    experience: scoreExperience,
    education: scoreEducation,
    location: scoreLocation,
  };

/**
 * Rounds half up, except that only a perfect fit shows 100 and only a fit with no credit at all
 * shows 0: a score of 99.6 with something missing must not read as "everything matches".
 */
function toPercent(weighted: number, parts: readonly Scored[]): number {
  // six decimals first, so that 44.4999999 from floating point rounds like the 44.5 it is
  const rounded = Math.round(Math.round(weighted * 1e6) / 1e6);
  if (rounded >= 100 && parts.some((p) => p.score < 1)) return 99;
  if (rounded <= 0 && weighted > 0) return 1;
  return Math.min(100, Math.max(0, rounded));
}

/**
 * The fit between a job and a candidate: the percent and its five parts (see the table above).
 * `taxonomy` is the built-in skill taxonomy unless a test gives its own.
 */
export function computeFit(
  job: FitJob,
  candidate: FitCandidate,
  taxonomy: SkillTaxonomy = skillTaxonomy,
): FitResult {
  const scored = FIT_PART_KEYS.map((key) => ({ key, ...scorers[key](job, candidate, taxonomy) }));
  const weighted = scored.reduce((sum, p) => sum + FIT_WEIGHTS[p.key] * p.score, 0);
  return {
    percent: toPercent(weighted, scored),
    parts: scored.map((p) => ({
      key: p.key,
      weight: FIT_WEIGHTS[p.key],
      score: Math.round(p.score * 1000) / 1000,
      required: p.required,
      matched: p.matched,
      partial: p.partial,
      missing: p.missing,
      via: p.via ?? [],
    })),
  };
}

export interface ExperiencePeriod {
  /** `YYYY-MM-DD`. */
  from: string;
  /** `YYYY-MM-DD`; null or absent: still there. */
  to?: string | null;
}

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
}

/**
 * Years of experience from a list of jobs held, for a profile that does not state them: the days
 * covered by at least one job (two jobs at once count once), in years of 365.25 days, rounded down
 * to one decimal. Periods still open run to today; dates that do not parse are skipped.
 */
export function yearsOfExperience(periods: readonly ExperiencePeriod[], today: Date = new Date()): number {
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const spans: [number, number][] = [];
  for (const p of periods) {
    const start = utcDay(p.from);
    const end = p.to === null || p.to === undefined || p.to === '' ? now : Math.min(utcDay(p.to), now);
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start) continue;
    spans.push([start, end]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let days = 0;
  let current: [number, number] | undefined;
  for (const span of spans) {
    if (current !== undefined && span[0] <= current[1]) {
      current[1] = Math.max(current[1], span[1]);
      continue;
    }
    if (current !== undefined) days += (current[1] - current[0]) / DAY_MS;
    current = [span[0], span[1]];
  }
  if (current !== undefined) days += (current[1] - current[0]) / DAY_MS;
  return Math.floor((days / 365.25) * 10) / 10;
}
