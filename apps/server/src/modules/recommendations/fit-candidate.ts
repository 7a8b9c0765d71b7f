import { type FitCandidate, yearsOfExperience } from '@talent/domain';
import type { CandidateProfileRow } from './recommendations.repository.js';

/**
 * A profile as `computeFit` takes it, read the same way on both sides (the seeker's
 * recommendations and the recruiter's pipeline): the stated years win over the jobs held, since
 * the profile's list of jobs held is often incomplete.
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
