import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppliesResponse,
  Application,
  ApplicationDetail,
  ApplicationStatus,
  MyApplicationListResponse,
} from '@talent/contracts';
import { apiGet, apiRequest, apiRequestOrThrow, type Refusal } from '../../../lib/api-client';

export const APPLICATION_PAGE_SIZE = 50;

export function useApplies(enabled: boolean) {
  return useQuery({
    queryKey: ['seeker', 'applies'],
    queryFn: ({ signal }) => apiGet<AppliesResponse>('/api/applies', { signal }),
    enabled,
  });
}

export function applicationsQueryOptions(statusIn: readonly ApplicationStatus[], offset: number) {
  return queryOptions({
    queryKey: ['seeker', 'applications', statusIn, offset],
    queryFn: ({ signal }) =>
      apiGet<MyApplicationListResponse>('/api/job-seeker/my-application', {
        query: { statusIn: statusIn.join(','), limit: APPLICATION_PAGE_SIZE, offset },
        signal,
      }),
  });
}

export function useApplications(statusIn: readonly ApplicationStatus[], offset: number) {
  return useQuery(applicationsQueryOptions(statusIn, offset));
}

export function useApplication(applicationId: string) {
  return useQuery({
    queryKey: ['seeker', 'application', applicationId],
    queryFn: ({ signal }) =>
      apiGet<ApplicationDetail>(`/api/job-seeker/my-application/${encodeURIComponent(applicationId)}`, {
        signal,
      }),
  });
}

/** Applies; a refusal (notfound, molapi, ropapi, internal) comes back as its body, not thrown. */
export async function applyToJob(jobId: string, coverLetter = ''): Promise<Application | Refusal> {
  const letter = coverLetter.trim();
  try {
    return await apiRequest<Application>('POST', `/api/job-seeker/job/${encodeURIComponent(jobId)}/apply`, {
      body: letter === '' ? {} : { coverLetter: letter },
    });
  } catch (caught) {
    // a 500 `internal` refusal is raised by the client; its body still carries the message
    const body = (caught as { body?: unknown }).body;
    if (typeof body === 'object' && body !== null && 'error' in body && 'message' in body)
      return body as Refusal;
    throw caught;
  }
}

export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, coverLetter }: { jobId: string; coverLetter?: string }) =>
      applyToJob(jobId, coverLetter),
    onSettled: () => client.invalidateQueries({ queryKey: ['seeker'] }),
  });
}

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      apiRequestOrThrow<unknown>(
        'POST',
        `/api/job-seeker/my-application/${encodeURIComponent(applicationId)}/withdraw`,
        { body: {} },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['seeker'] }),
  });
}
