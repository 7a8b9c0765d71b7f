import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrganisation, AdminOrganisationDetail, AdminOrganisationPage } from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';
import { adminKeys, pageWindow } from './keys';

const organisationsPath = '/api/admin/organisations';
const organisationPath = (id: string) => `${organisationsPath}/${encodeURIComponent(id)}`;

export type OrganisationPlan = AdminOrganisation['plan'];

/** The plans an organisation can be on, in the order they are offered. */
export const PLANS: readonly OrganisationPlan[] = ['standard', 'premium', 'enterprise'];

export const isPlan = (value: string): value is OrganisationPlan =>
  (PLANS as readonly string[]).includes(value);

/** GET /api/admin/organisations: one page of the organisations whose name holds `q`. */
export function useAdminOrganisations({ q, page }: { q: string; page: number }) {
  const query = { q, ...pageWindow(page) };
  return useQuery({
    queryKey: adminKeys.organisationList(query),
    queryFn: ({ signal }) => apiGet<AdminOrganisationPage>(organisationsPath, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/organisations/{id}: members and their roles, plan, domains, retention. */
export function useAdminOrganisation(organisationId: string) {
  return useQuery({
    queryKey: adminKeys.organisation(organisationId),
    queryFn: ({ signal }) => apiGet<AdminOrganisationDetail>(organisationPath(organisationId), { signal }),
  });
}

/** PUT /api/admin/organisations/{id}/plan: answers the organisation as it now is. */
export function useSetPlan(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: OrganisationPlan) =>
      apiRequestOrThrow<AdminOrganisationDetail>('PUT', `${organisationPath(organisationId)}/plan`, {
        body: { plan },
      }),
    onSuccess: (organisation) => {
      client.setQueryData(adminKeys.organisation(organisationId), organisation);
      return client.invalidateQueries({ queryKey: adminKeys.organisationLists });
    },
  });
}

/**
 * POST /api/admin/identity-provider/domain/approve (enterprise sign-in's route): the platform admin
 * approves a domain without its DNS record or file.
 */
export function useApproveDomain(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      apiRequestOrThrow<unknown>('POST', '/api/admin/identity-provider/domain/approve', {
        body: { organisationId, domain },
      }),
    // a 409 (approved meanwhile) also means the list on screen is out of date
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.organisations }),
  });
}
