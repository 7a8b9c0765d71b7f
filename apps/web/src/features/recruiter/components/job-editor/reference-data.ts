import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobReferenceData, SkillSearchResponse } from '@talent/contracts';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/reference/job: countries, cities, currencies, languages and levels, in one answer. */
export function useJobReferenceData() {
  return useQuery({
    queryKey: ['reference', 'job'],
    queryFn: ({ signal }) => apiGet<JobReferenceData>('/api/reference/job', { signal }),
    // reference data changes only with a release
    staleTime: 30 * 60_000,
  });
}

/** GET /api/reference/skill?q=: the skills whose name contains what was typed (two letters or more). */
export function useSkillSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['reference', 'skill', q.toLowerCase()],
    queryFn: ({ signal }) => apiGet<SkillSearchResponse>('/api/reference/skill', { query: { q }, signal }),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
