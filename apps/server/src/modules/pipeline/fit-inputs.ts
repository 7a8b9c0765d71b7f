import type { Kysely } from 'kysely';
import { computeFit, type FitCandidate, type FitJob, type FitResult } from '@talent/domain';
import type { DB } from '../../db/schema.js';
import { findCandidateProfiles, type FitJobRow } from '../recommendations/recommendations.repository.js';
import { toFitCandidate } from '../recommendations/fit-candidate.js';

/** The profile side is shared with the seeker's recommendations; the pipeline's tests check the answers against computeFit. */
export { toFitCandidate };

export function toFitJob(row: FitJobRow): FitJob {
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
