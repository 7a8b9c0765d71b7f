import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Retention, UpdateRetentionBody } from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';

const retentionPath = (orgId: string) => `/api/hr/organisation/${encodeURIComponent(orgId)}/retention`;

export const retentionKey = (orgId: string) => ['hr', 'settings', orgId, 'retention'] as const;

/** GET …/organisation/{id}/retention: how long rejected and withdrawn candidates are kept (recruiters). */
export function useRetention(orgId: string) {
  return useQuery({
    queryKey: retentionKey(orgId),
    queryFn: ({ signal }) => apiGet<Retention>(retentionPath(orgId), { signal }),
  });
}

/** PUT …/organisation/{id}/retention: months 1–120, or null for the service's default (hr_admin). */
export function useUpdateRetention(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRetentionBody) =>
      apiRequestOrThrow<Retention>('PUT', retentionPath(orgId), { body }),
    onSuccess: (retention) => client.setQueryData(retentionKey(orgId), retention),
  });
}
