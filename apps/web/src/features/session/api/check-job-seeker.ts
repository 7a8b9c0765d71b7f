import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSeekerCheckResponse } from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';

/** The shell's check on mount (spec sections 7 and 9): limit 100, offset 0. */
export const JOB_SEEKER_CHECK_QUERY = { limit: 100, offset: 0 } as const;

export function checkJobSeeker(signal?: AbortSignal): Promise<JobSeekerCheckResponse> {
  return apiGet<JobSeekerCheckResponse>('/api/job-seeker/check', { query: JOB_SEEKER_CHECK_QUERY, signal });
}

export function jobSeekerCheckQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['session', 'job-seeker-check', userId],
    queryFn: ({ signal }) => checkJobSeeker(signal),
  });
}

/** Runs for a signed-in job seeker (pass their id), not for anonymous visitors (pass null). */
export function useJobSeekerCheck(userId: string | null) {
  return useQuery({ ...jobSeekerCheckQueryOptions(userId ?? ''), enabled: userId !== null });
}
