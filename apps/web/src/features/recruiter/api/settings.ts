import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  type Address,
  type AddressListResponse,
  type HrJobCardListResponse,
  type IdentityProvider,
  type IdentityProviderListResponse,
  type JobRole,
  type JobRoleConfig,
  type JobRoleConfigListResponse,
  type JobRoleListResponse,
  type MemberListResponse,
  type OrganisationDomain,
  type OrganisationDomainListResponse,
  type PlatformRoleListResponse,
  type RegisterIdentityProviderBody,
  type UpsertAddressBody,
} from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';

/** The query keys of an organisation's settings (/hr/settings). */
export const settingsKeys = {
  addresses: (orgId: string) => ['hr', 'settings', orgId, 'addresses'] as const,
  members: (orgId: string) => ['hr', 'settings', orgId, 'members'] as const,
  jobs: (orgId: string) => ['hr', 'settings', orgId, 'jobs'] as const,
  jobRoles: ['hr', 'settings', 'job-roles'] as const,
  roles: ['roles'] as const,
  configs: (jobId: string) => ['hr', 'settings', 'configs', jobId] as const,
  providers: (orgId: string) => ['hr', 'settings', orgId, 'identity-providers'] as const,
  domains: (orgId: string) => ['hr', 'settings', orgId, 'domains'] as const,
};

// ───────────── addresses ─────────────

/** GET /api/hr/address/list: the organisation's addresses, the primary one first. */
export function useAddresses(orgId: string) {
  return useQuery({
    queryKey: settingsKeys.addresses(orgId),
    queryFn: ({ signal }) =>
      apiGet<AddressListResponse>('/api/hr/address/list', { query: { orgId }, signal }),
  });
}

/** POST /api/hr/address/upsert: a new address (no id) or one replaced as a whole. */
export function useUpsertAddress(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertAddressBody) =>
      apiRequestOrThrow<Address>('POST', '/api/hr/address/upsert', { body }),
    // making one primary changes the former primary one too: read the list again
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.addresses(orgId) }),
  });
}

// ───────────── members ─────────────

/** GET /api/hr/members: the organisation's members and their roles in it (hr_admin). */
export function useMembers(orgId: string) {
  return useQuery({
    queryKey: settingsKeys.members(orgId),
    queryFn: ({ signal }) => apiGet<MemberListResponse>('/api/hr/members', { query: { orgId }, signal }),
  });
}

/** GET /api/roles: every role's label in the three languages (the members' organisation roles). */
export function useRoleLabels() {
  return useQuery({
    queryKey: settingsKeys.roles,
    queryFn: ({ signal }) => apiGet<PlatformRoleListResponse>('/api/roles', { signal }),
    staleTime: 30 * 60_000,
  });
}

// ───────────── per-job roles ─────────────

/** The organisation's jobs for the job picker: the newest MAX_PAGE_SIZE of every status. */
export function useOrganisationJobs(orgId: string) {
  return useQuery({
    queryKey: settingsKeys.jobs(orgId),
    queryFn: ({ signal }) =>
      apiGet<HrJobCardListResponse>('/api/hr/my-job/search', {
        query: { limit: MAX_PAGE_SIZE, sort: 'newest' },
        signal,
      }),
    select: (answer) => answer.items.filter((job) => job.company.id === orgId),
  });
}

/** GET /api/hr/configure/roles: the per-job roles with their labels and descriptions. */
export function useJobRoleLabels() {
  return useQuery({
    queryKey: settingsKeys.jobRoles,
    queryFn: ({ signal }) => apiGet<JobRoleListResponse>('/api/hr/configure/roles', { signal }),
    staleTime: 30 * 60_000,
  });
}

/** GET /api/hr/configure/list/{jobId}: who holds which role on the job. */
export function useJobRoleConfigs(jobId: string) {
  return useQuery({
    queryKey: settingsKeys.configs(jobId),
    queryFn: ({ signal }) =>
      apiGet<JobRoleConfigListResponse>(`/api/hr/configure/list/${encodeURIComponent(jobId)}`, { signal }),
    enabled: jobId !== '',
  });
}

/** POST /api/hr/configure/update: gives a member a role on the job (again: harmless). */
export function useGiveJobRole(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; role: JobRole }) =>
      apiRequestOrThrow<JobRoleConfig>('POST', '/api/hr/configure/update', { body: { jobId, ...body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.configs(jobId) }),
  });
}

/** DELETE /api/hr/configure/delete/{configId}: takes a role on the job away. */
export function useRemoveJobRole(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (configId: string) =>
      apiRequestOrThrow<null>('DELETE', `/api/hr/configure/delete/${encodeURIComponent(configId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.configs(jobId) }),
  });
}

// ───────────── enterprise sign-in ─────────────

const PROVIDER_PATH = '/api/hr/identity-provider';

/** GET /api/hr/identity-provider: the organisation's OpenID Connect providers (never their secret). */
export function useIdentityProviders(orgId: string) {
  return useQuery({
    queryKey: settingsKeys.providers(orgId),
    queryFn: ({ signal }) =>
      apiGet<IdentityProviderListResponse>(PROVIDER_PATH, { query: { organisationId: orgId }, signal }),
  });
}

/** GET /api/hr/identity-provider/domain: the e-mail domains the providers claim, verified or not. */
export function useOrganisationDomains(orgId: string) {
  return useQuery({
    queryKey: settingsKeys.domains(orgId),
    queryFn: ({ signal }) =>
      apiGet<OrganisationDomainListResponse>(`${PROVIDER_PATH}/domain`, {
        query: { organisationId: orgId },
        signal,
      }),
  });
}

function useInvalidateSso(orgId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: settingsKeys.providers(orgId) }),
      client.invalidateQueries({ queryKey: settingsKeys.domains(orgId) }),
    ]).then(() => undefined);
}

/** POST /api/hr/identity-provider: registers a provider; its domains wait for verification. */
export function useRegisterIdentityProvider(orgId: string) {
  const invalidate = useInvalidateSso(orgId);
  return useMutation({
    mutationFn: (body: RegisterIdentityProviderBody) =>
      apiRequestOrThrow<IdentityProvider>('POST', PROVIDER_PATH, { body }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/hr/identity-provider/{id}: removes a provider; sessions opened through it end. */
export function useRemoveIdentityProvider(orgId: string) {
  const invalidate = useInvalidateSso(orgId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequestOrThrow<null>('DELETE', `${PROVIDER_PATH}/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

/** POST /api/hr/identity-provider/domain/verify: checks the domain's DNS record or file now. */
export function useVerifyDomain(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      apiRequestOrThrow<OrganisationDomain>('POST', `${PROVIDER_PATH}/domain/verify`, {
        body: { organisationId: orgId, domain },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.domains(orgId) }),
  });
}
