import { useQuery } from '@tanstack/react-query';
import type { LatestOffersInterview } from '@talent/contracts';
import { apiRequestOrThrow } from '../../../lib/api-client';

/** How many the "What's new" panel asks for. */
export const LATEST_LIMIT = 5;

/** POST /api/job-seeker/latest-offers-interview: upcoming interviews and newest offers, in one list. */
export function useLatestOffersInterview() {
  return useQuery({
    queryKey: ['seeker', 'latest-offers-interview'],
    queryFn: ({ signal }) =>
      apiRequestOrThrow<LatestOffersInterview>('POST', '/api/job-seeker/latest-offers-interview', {
        body: { limit: LATEST_LIMIT },
        signal,
      }),
  });
}
