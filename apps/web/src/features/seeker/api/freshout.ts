import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreshoutRequest, FreshoutRequestBody, MyFreshout } from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';

/** The same cache entry as the offer screen's (features/answers), so an answer there shows here. */
const FRESHOUT_KEY = ['seeker', 'freshout'] as const;

/** GET /api/job-seeker/freshout: the seeker's graduate requests and the graduate offers sent to them. */
export function useMyFreshout() {
  return useQuery({
    queryKey: FRESHOUT_KEY,
    queryFn: ({ signal }) => apiGet<MyFreshout>('/api/job-seeker/freshout', { signal }),
  });
}

/** POST /api/job-seeker/freshout: ask, as a fresh graduate, to be considered (one open request at a time). */
export function useAskFreshout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FreshoutRequestBody) =>
      apiRequestOrThrow<FreshoutRequest>('POST', '/api/job-seeker/freshout', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: FRESHOUT_KEY }),
  });
}
