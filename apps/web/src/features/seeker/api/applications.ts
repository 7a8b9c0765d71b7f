import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppliesResponse,
  Application,
  ApplicationDetail,
  ApplicationStatus,
  ApplyBody,
  ApplyFilesResponse,
  MyApplicationListResponse,
} from '@talent/contracts';
import { apiGet, apiRequest, apiRequestOrThrow, type Refusal } from '../../../lib/api-client';

export const APPLICATION_PAGE_SIZE = 50;

export function appliesQuery() {
  return queryOptions({
    queryKey: ['seeker', 'applies'],
    queryFn: ({ signal }) => apiGet<AppliesResponse>('/api/applies', { signal }),
  });
}

export function useApplies(enabled: boolean) {
  return useQuery({ ...appliesQuery(), enabled });
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

/** The files the seeker may send with an application: the profile's résumé and their PDF documents. */
export function applyFilesQueryOptions() {
  return queryOptions({
    queryKey: ['seeker', 'apply-files'],
    queryFn: ({ signal }) => apiGet<ApplyFilesResponse>('/api/job-seeker/apply-files', { signal }),
  });
}

export function useApplyFiles(enabled: boolean) {
  return useQuery({ ...applyFilesQueryOptions(), enabled });
}

/** What the apply sheet sends besides the job: a cover letter, and the file chosen (none: the profile only). */
export interface ApplyInput {
  coverLetter?: string;
  resumeFileId?: string | null;
}

/** Applies; a refusal (notfound, molapi, ropapi, internal) comes back as its body, not thrown. */
export async function applyToJob(jobId: string, input: ApplyInput = {}): Promise<Application | Refusal> {
  const letter = (input.coverLetter ?? '').trim();
  const body: ApplyBody = {};
  if (letter !== '') body.coverLetter = letter;
  if (input.resumeFileId != null) body.resumeFileId = input.resumeFileId;
  try {
    return await apiRequest<Application>('POST', `/api/job-seeker/job/${encodeURIComponent(jobId)}/apply`, {
      body,
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
    mutationFn: ({ jobId, ...input }: { jobId: string } & ApplyInput) => applyToJob(jobId, input),
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
