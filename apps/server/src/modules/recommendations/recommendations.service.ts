import { type Kysely, sql } from 'kysely';
import {
  type CandidatesFitBody,
  type CandidatesFitResponse,
  type FitFacts,
  type FitPlaceFacts,
  type JobFitResponse,
  MATCHING_FIT_PERCENT,
  type RecommendBody,
  type RecommendCompaniesResponse,
  type RecommendedCompany,
  type RecommendJobsResponse,
  type RecommendResponse,
} from '@talent/contracts';
import { computeFit, type FitCandidate, type FitJob, type FitResult, skillTaxonomy } from '@talent/domain';
import type { DB } from '../../db/schema.js';
import { findJobSummaries } from '../jobs/jobs.repository.js';
import { toSummary } from '../jobs/jobs.service.js';
import { notFound } from '../../lib/errors.js';
import {
  type CandidateProfileRow,
  findCandidateProfiles,
  findCompanyCards,
  findFitJob,
  findFitJobs,
  findFitNames,
  type FitNames,
  findPlacesMatching,
  findRecommendationPool,
  findSeekerInterests,
  findSeekersVisibleTo,
  type FitJobRow,
  type PlaceMatch,
} from './recommendations.repository.js';
import { publicLogoUrl } from '../../lib/organisation-logo.js';
import { toFitCandidate } from './fit-candidate.js';

interface Candidate {
  fit: FitCandidate;
  /** For the pool's skill sources. */
  skillIds: string[];
}

const emptyCandidate = (): Candidate => ({ fit: { skills: [], languages: [] }, skillIds: [] });

function toCandidate(row: CandidateProfileRow, today: Date): Candidate {
  return { skillIds: row.skills.map((s) => s.skillId), fit: toFitCandidate(row, today) };
}

/**
 * The skills the pool looks for: the candidate's, and those the skill taxonomy says they imply, so
 * that a PostgreSQL developer's pool holds the jobs that ask for SQL.
 */
async function poolSkillIds(db: Kysely<DB>, candidate: Candidate): Promise<string[]> {
  const implied = new Set<string>();
  for (const s of candidate.fit.skills) {
    for (const k of skillTaxonomy.implied(skillTaxonomy.key(s.name))) implied.add(k);
  }
  if (implied.size === 0) return candidate.skillIds;
  const rows = await db
    .selectFrom('skills')
    .select('id')
    .where(
      sql<string>`lower(name)`,
      'in',
      [...implied].map((k) => (skillTaxonomy.nameOf(k) ?? k).toLowerCase()),
    )
    .execute();
  return [...new Set([...candidate.skillIds, ...rows.map((r) => r.id)])];
}

async function loadCandidates(db: Kysely<DB>, userIds: readonly string[]): Promise<Map<string, Candidate>> {
  const today = new Date();
  const rows = await findCandidateProfiles(db, userIds);
  return new Map(rows.map((row) => [row.userId, toCandidate(row, today)]));
}

function toFitJob(row: FitJobRow): FitJob {
  return {
    skills: row.skills,
    languages: row.languages,
    minExperienceYears: row.minExperienceYears,
    education:
      row.degreeCode === null || row.degreeRank === null
        ? null
        : { code: row.degreeCode, rank: row.degreeRank },
    location: {
      countryCode: row.countryCode,
      cityId: row.cityId,
      workModel: row.workModel,
      remoteCountries: row.remoteCountries,
    },
  };
}

interface ScoredJob {
  row: FitJobRow;
  fit: FitResult;
}

/** Best fit first; among equal fits the newest job, then the id so that pages never shuffle. */
function byFit(a: ScoredJob, b: ScoredJob): number {
  return (
    b.fit.percent - a.fit.percent ||
    (b.row.publishedAt?.getTime() ?? 0) - (a.row.publishedAt?.getTime() ?? 0) ||
    (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0)
  );
}

async function rankPool(
  db: Kysely<DB>,
  seekerId: string,
  candidate: Candidate,
  filters: RecommendBody['filters'],
): Promise<ScoredJob[]> {
  let place: PlaceMatch | undefined;
  if (filters?.location !== undefined) {
    place = await findPlacesMatching(db, filters.location);
    if (place.countryCodes.length === 0 && place.cityIds.length === 0) return [];
  }
  const interests = await findSeekerInterests(db, seekerId);
  const ids = await findRecommendationPool(db, {
    seekerId,
    skillIds: await poolSkillIds(db, candidate),
    ...interests,
    filters: { categoryId: filters?.categoryId, employmentType: filters?.employmentType, place },
  });
  const rows = await findFitJobs(db, ids);
  return rows.map((row) => ({ row, fit: computeFit(toFitJob(row), candidate.fit) })).sort(byFit);
}

async function jobsPage(
  db: Kysely<DB>,
  ranked: ScoredJob[],
  request: RecommendBody,
): Promise<RecommendJobsResponse> {
  const page = ranked.slice(request.offset, request.offset + request.limit);
  const cardRows = await findJobSummaries(
    db,
    page.map((s) => s.row.id),
  );
  const cards = new Map(cardRows.map((c) => [c.id, c]));
  const items = page.flatMap((scored) => {
    const card = cards.get(scored.row.id);
    // a job deleted between the two reads is simply left out
    return card === undefined ? [] : [{ ...toSummary(card), fit: scored.fit }];
  });
  return { type: 'jobs', items, total: ranked.length, limit: request.limit, offset: request.offset };
}

/**
 * Companies ranked by the best fit among their recommended open jobs, then by how many of those
 * fit at least MATCHING_FIT_PERCENT, then by the newest best job.
 */
async function companiesPage(
  db: Kysely<DB>,
  ranked: ScoredJob[],
  request: RecommendBody,
): Promise<RecommendCompaniesResponse> {
  const companies = new Map<string, { best: ScoredJob; matching: number }>();
  for (const scored of ranked) {
    const company = companies.get(scored.row.organisationId);
    const matches = scored.fit.percent >= MATCHING_FIT_PERCENT ? 1 : 0;
    // `ranked` is in fit order, so the first job seen of a company is its best
    if (company === undefined) companies.set(scored.row.organisationId, { best: scored, matching: matches });
    else company.matching += matches;
  }
  const order = [...companies.entries()].sort(
    ([, a], [, b]) =>
      b.best.fit.percent - a.best.fit.percent || b.matching - a.matching || byFit(a.best, b.best),
  );
  const page = order.slice(request.offset, request.offset + request.limit);
  const cardRows = await findCompanyCards(
    db,
    page.map(([id]) => id),
  );
  const cards = new Map(cardRows.map((c) => [c.id, c]));
  const items = page.flatMap(([id, company]): RecommendedCompany[] => {
    const card = cards.get(id);
    if (card === undefined) return [];
    return [
      {
        id,
        name: card.name,
        logoUrl: publicLogoUrl(id, card.logoUrl),
        openJobs: Number(card.openJobs ?? 0),
        matchingJobs: company.matching,
        bestFit: company.best.fit.percent,
        bestJobId: company.best.row.id,
      },
    ];
  });
  return { type: 'companies', items, total: order.length, limit: request.limit, offset: request.offset };
}

/** Open jobs (or their companies) for a job seeker, best fit first, without the jobs already applied to. */
export async function recommendForSeeker(
  db: Kysely<DB>,
  seekerId: string,
  request: RecommendBody,
): Promise<RecommendResponse> {
  const candidate = (await loadCandidates(db, [seekerId])).get(seekerId) ?? emptyCandidate();
  const ranked = await rankPool(db, seekerId, candidate, request.filters);
  return request.type === 'companies' ? companiesPage(db, ranked, request) : jobsPage(db, ranked, request);
}

const countryKey = (code: string | null | undefined) => (code ?? '').trim().toUpperCase();

/**
 * What both sides hold, by name, for a screen to explain the fit (see `fitFactsSchema`): one
 * answer per candidate, in their order, with the names of every place and degree looked up once.
 */
async function fitFacts(
  db: Kysely<DB>,
  job: FitJobRow,
  candidates: readonly FitCandidate[],
): Promise<FitFacts[]> {
  const placesOf = (candidate: FitCandidate) => [
    ...(candidate.location === null || candidate.location === undefined ? [] : [candidate.location]),
    ...(candidate.preferredLocations ?? []),
  ];
  const allPlaces = candidates.flatMap(placesOf);
  const degreeRanks = [job.degreeRank, ...candidates.map((c) => c.educationRank)].filter(
    (rank): rank is number => typeof rank === 'number' && rank > 0,
  );
  const names: FitNames = await findFitNames(db, {
    countryCodes: [
      ...new Set([job.countryCode, ...allPlaces.map((p) => p.countryCode)].map(countryKey)),
    ].filter((code) => code !== ''),
    cityIds: [...new Set([job.cityId, ...allPlaces.map((p) => p.cityId)])].filter(
      (id): id is string => typeof id === 'string',
    ),
    degreeRanks: [...new Set(degreeRanks)],
  });
  const place = (p: { countryCode?: string | null; cityId?: string | null }): FitPlaceFacts => ({
    country: names.countries.get(countryKey(p.countryCode)) ?? null,
    city: (p.cityId === null || p.cityId === undefined ? undefined : names.cities.get(p.cityId)) ?? null,
  });
  const known = (p: FitPlaceFacts) => p.country !== null || p.city !== null;
  const degree = (rank: number | null | undefined) =>
    rank === null || rank === undefined || rank <= 0 ? null : (names.degrees.get(rank) ?? null);
  const jobSkills = job.skills.map((s) => s.name.trim()).filter((name) => name !== '');
  const jobLanguages = job.languages.map((l) => l.code.trim().toLowerCase());
  const jobPlace = {
    ...place(job),
    remote: job.remote,
    workModel: job.workModel,
    remoteCountries: job.remoteCountries,
  };
  return candidates.map((candidate) => {
    const home = candidate.location ?? null;
    const homePlace = home === null ? null : place(home);
    return {
      skills: {
        candidate: candidate.skills.map((s) => s.name.trim()).filter((name) => name !== ''),
        job: jobSkills,
      },
      languages: {
        candidate: [...new Set(candidate.languages.map((l) => l.code.trim().toLowerCase()))],
        job: jobLanguages,
      },
      experience: {
        candidateYears: candidate.yearsOfExperience ?? null,
        jobMinYears: job.minExperienceYears,
      },
      education: { candidate: degree(candidate.educationRank), job: degree(job.degreeRank) },
      location: {
        candidate: homePlace !== null && known(homePlace) ? homePlace : null,
        preferred: (candidate.preferredLocations ?? []).map(place).filter(known),
        job: jobPlace,
      },
    };
  });
}

/**
 * The seeker's fit for one job the public may read (open or closed), with every part and, for the
 * screen that explains it, what both sides hold by name.
 */
export async function seekerJobFit(db: Kysely<DB>, seekerId: string, jobId: string): Promise<JobFitResponse> {
  const job = await findFitJob(db, jobId);
  if (job === undefined || (job.status !== 'published' && job.status !== 'closed')) throw notFound('Job');
  const candidate = (await loadCandidates(db, [seekerId])).get(seekerId) ?? emptyCandidate();
  return {
    jobId,
    fit: computeFit(toFitJob(job), candidate.fit),
    facts: (await fitFacts(db, job, [candidate.fit]))[0] as FitFacts,
  };
}

/**
 * A recruiter's fit of candidates for one job of their organisations. A job of another
 * organisation answers 404 as an unknown one does; candidates the organisation may not see are
 * left out of the answer without saying whether they exist.
 */
export async function candidatesFit(
  db: Kysely<DB>,
  recruiterOrganisationIds: readonly string[],
  body: CandidatesFitBody,
): Promise<CandidatesFitResponse> {
  const job = await findFitJob(db, body.jobId);
  if (job === undefined || !recruiterOrganisationIds.includes(job.organisationId)) throw notFound('Job');
  const asked = [...new Set(body.seekerIds)];
  const visible = new Set(await findSeekersVisibleTo(db, job.organisationId, asked));
  const candidates = await loadCandidates(
    db,
    asked.filter((id) => visible.has(id)),
  );
  const fitJob = toFitJob(job);
  const found = asked.flatMap((seekerId) => {
    const candidate = candidates.get(seekerId);
    return candidate === undefined ? [] : [{ seekerId, candidate: candidate.fit }];
  });
  const facts = await fitFacts(
    db,
    job,
    found.map((f) => f.candidate),
  );
  return {
    jobId: body.jobId,
    items: found.map(({ seekerId, candidate }, i) => ({
      seekerId,
      fit: computeFit(fitJob, candidate),
      facts: facts[i] as FitFacts,
    })),
  };
}
