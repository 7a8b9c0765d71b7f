import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterestCompanyListResponse } from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';
import { graphqlRequest, PROFILE_GRAPHQL_URL } from '../../../lib/graphql-client';

export interface CompanyProfile {
  organisationID: string;
  name: string;
  companyLogo: { aPIURL: string } | null;
  about: string;
  website: string | null;
  openJobCount: number;
}

const COMPANY_QUERY = `query Company($id: ID!) {
  company(organisationID: $id) { organisationID name companyLogo { aPIURL } about website openJobCount }
}`;

export function useCompany(companyId: string) {
  return useQuery({
    queryKey: ['companies', companyId],
    queryFn: ({ signal }) =>
      graphqlRequest<{ company: CompanyProfile | null }>(
        PROFILE_GRAPHQL_URL,
        COMPANY_QUERY,
        { id: companyId },
        { signal },
      ),
  });
}

/** The companies the seeker follows (the first 50 are enough to mark the one shown). */
export function useFollowedCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['seeker', 'interest-company'],
    queryFn: ({ signal }) =>
      apiGet<InterestCompanyListResponse>('/api/job-seeker/interest-company', {
        query: { limit: 50 },
        signal,
      }),
    enabled,
  });
}

export function useToggleFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ organisationId, follow }: { organisationId: string; follow: boolean }) =>
      follow
        ? apiRequestOrThrow<unknown>('POST', '/api/job-seeker/interest-company', { body: { organisationId } })
        : apiRequestOrThrow<unknown>('PUT', '/api/job-seeker/interest-company/delete', {
            body: { organisationId },
          }),
    onSettled: () => client.invalidateQueries({ queryKey: ['seeker'] }),
  });
}
