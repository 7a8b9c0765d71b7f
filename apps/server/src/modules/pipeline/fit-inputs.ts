import type { Kysely } from 'kysely';
import {
  computeFit,
  type FitCandidate,
  type FitJob,
  type FitResult,
  yearsOfExperience,
} from '@talent/domain';
import type { DB } from '../../db/schema.js';
import {
  type CandidateProfileRow,
  findCandidateProfiles,
  type FitJobRow,
} from '../recommendations/recommendations.repository.js';

/**
 * A profile and a job as `computeFit` takes them, read the way the seeker's side reads them
 * (modules/recommendations): the stated years win over the jobs held, a place's country comes from
 * its city when only the city is given. Kept here rather than exported from recommendations so
 * that the two modules stay apart; the pipeline's tests check the answers against computeFit.
 */
export function toFitCandidate(row: CandidateProfileRow, today: Date): FitCandidate {
  return {
    skills: row.skills.map((s) => ({ name: s.name, level: s.level })),
    languages: row.languages.map((l) => ({ code: l.code, level: l.rank })),
    yearsOfExperience:
      row.yearsOfExperience ??
      yearsOfExperience(
        row.experiences.map((e) => ({ from: e.dateFrom, to: e.dateTo })),
        today,
      ),
    educationRank: row.educationRank,
    location: { countryCode: row.countryCode, cityId: row.cityId },
    preferredLocations: row.preferredLocations,
  };
}

export function toFitJob(row: FitJobRow): FitJob {
  return {
    skills: row.skills,
    languages: row.languages,
    minExperienceYears: row.minExperienceYears,
    education:
      row.degreeCode === null || row.degreeRank === null
        ? null
        : { code: row.degreeCode, rank: row.degreeRank },
    location: { countryCode: row.countryCode, cityId: row.cityId, remote: row.remote },
  };
}

const EMPTY_CANDIDATE: FitCandidate = { skills: [], languages: [] };

/** The fit of each of these users to the job, by user id (a user without a profile fits as an empty one). */
export async function fitsFor(
  db: Kysely<DB>,
  job: FitJobRow,
  userIds: readonly string[],
): Promise<Map<string, FitResult>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const today = new Date();
  const rows = await findCandidateProfiles(db, unique);
  const byUser = new Map(rows.map((r) => [r.userId, toFitCandidate(r, today)]));
  const fitJob = toFitJob(job);
  return new Map(unique.map((id) => [id, computeFit(fitJob, byUser.get(id) ?? EMPTY_CANDIDATE)]));
}
