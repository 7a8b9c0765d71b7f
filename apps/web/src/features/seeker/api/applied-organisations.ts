import { useQuery } from '@tanstack/react-query';
import type { AppliedOrganisationListResponse } from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';

/** The most the server answers at once (SEEKER_LIST_PAGE_SIZE); not imported, so zod stays out of the page. */
export const APPLIED_ORGANISATIONS_LIMIT = 50;

/** GET /api/job-seeker/applied-organization: the companies the seeker applied to, most recent first. */
export function useAppliedOrganisations() {
  return useQuery({
    queryKey: ['seeker', 'applied-organisations'],
    queryFn: ({ signal }) =>
      apiGet<AppliedOrganisationListResponse>('/api/job-seeker/applied-organization', {
        query: { limit: APPLIED_ORGANISATIONS_LIMIT },
        signal,
      }),
  });
}
