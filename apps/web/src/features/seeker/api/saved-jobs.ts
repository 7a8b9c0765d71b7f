import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedJobListResponse, SavedJobState } from '@talent/contracts';
import { apiRequestOrThrow } from '../../../lib/api-client';

/** Saved lists page by 50 (spec section 9). */
export const SAVED_PAGE_SIZE = 50;

/** One page of saved jobs; `collection` keeps only the jobs filed in it. */
export function listSavedJobs(
  offset: number,
  signal?: AbortSignal,
  collection?: string,
): Promise<SavedJobListResponse> {
  return apiRequestOrThrow<SavedJobListResponse>('POST', '/api/job-seeker/my-job-saved', {
    body:
      collection === undefined
        ? { limit: SAVED_PAGE_SIZE, offset }
        : { limit: SAVED_PAGE_SIZE, offset, collection },
    signal,
  });
}

export function savedJobsQueryOptions(offset: number, collection?: string) {
  return queryOptions({
    queryKey: ['seeker', 'saved', offset, collection ?? null],
    queryFn: ({ signal }) => listSavedJobs(offset, signal, collection),
  });
}

export function useSavedJobs(offset: number, enabled = true, collection?: string) {
  return useQuery({ ...savedJobsQueryOptions(offset, collection), enabled });
}

/** The ids of the seeker's saved jobs (the first 50 are enough to mark the one shown). */
export function useIsSaved(jobId: string, enabled: boolean) {
  const query = useSavedJobs(0, enabled);
  return { ...query, saved: query.data?.items.some((j) => j.id === jobId) ?? false };
}

export function useToggleSave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean }) =>
      save
        ? apiRequestOrThrow<SavedJobState>('POST', '/api/job-seeker/job-save', { body: { jobId } })
        : apiRequestOrThrow<unknown>('DELETE', `/api/job-seeker/job-save/${encodeURIComponent(jobId)}`),
    onSettled: () => client.invalidateQueries({ queryKey: ['seeker'] }),
  });
}
