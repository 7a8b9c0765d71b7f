import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  HrJobChangeListResponse,
  HrJobDetail,
  HrJobInput,
  JobTransitionResponse,
} from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';

/**
 * The query keys of the recruiter's jobs. Every list of jobs (the jobs screen, the dashboard's open
 * jobs, the publisher's queue) lives under `hrJobKeys.lists`, each job under `hrJobKeys.detail(id)`;
 * a change to one job invalidates the lists and that job.
 */
export const hrJobKeys = {
  all: ['hr', 'jobs'] as const,
  lists: ['hr', 'jobs', 'list'] as const,
  list: (params: object) => ['hr', 'jobs', 'list', params] as const,
  detail: (jobId: string) => ['hr', 'jobs', 'detail', jobId] as const,
  changes: (jobId: string) => ['hr', 'jobs', 'changes', jobId] as const,
};

/** The dashboard's figures (stage counts of open jobs) change with a job's status too. */
export const hrDashboardKey = ['hr', 'dashboard'] as const;

const jobPath = (jobId: string) => `/api/hr/job/${encodeURIComponent(jobId)}`;
const myJobPath = (jobId: string, action: JobAction) =>
  `/api/hr/my/job/${encodeURIComponent(jobId)}/${action}`;

/** GET /api/hr/job/{id}: one job of the organisation, in any status, with its pipeline counts. */
export function hrJobQuery(jobId: string | undefined) {
  return {
    queryKey: hrJobKeys.detail(jobId ?? ''),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<HrJobDetail>(jobPath(jobId ?? ''), { signal }),
    enabled: jobId !== undefined && jobId !== '',
  };
}

export function useHrJob(jobId: string | undefined) {
  return useQuery(hrJobQuery(jobId));
}

/** Puts the job the server answered into the cache and marks every list as stale. */
function settle(client: QueryClient, job: HrJobDetail | undefined): Promise<void> {
  if (job !== undefined) client.setQueryData(hrJobKeys.detail(job.id), job);
  return Promise.all([
    ...(job === undefined ? [] : [client.invalidateQueries({ queryKey: hrJobKeys.changes(job.id) })]),
    client.invalidateQueries({ queryKey: hrJobKeys.lists }),
    client.invalidateQueries({ queryKey: hrDashboardKey }),
  ]).then(() => undefined);
}

/** POST /api/hr/job: a new draft. */
export function useCreateHrJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: HrJobInput) => apiRequestOrThrow<HrJobDetail>('POST', '/api/hr/job', { body: input }),
    onSuccess: (job) => settle(client, job),
  });
}

/**
 * PUT /api/hr/job/{id}: a draft or a published job, wholly; an edit of a published job is kept in its
 * history and one of its salary, place or employment type tells its active applicants.
 */
export function useUpdateHrJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: HrJobInput }) =>
      apiRequestOrThrow<HrJobDetail>('PUT', jobPath(id), { body: input }),
    onSuccess: (job) => settle(client, job),
  });
}

/** GET /api/hr/job/{id}/changes: the edits of a published job, newest first. */
export function useHrJobChanges(jobId: string | undefined) {
  return useQuery({
    queryKey: hrJobKeys.changes(jobId ?? ''),
    queryFn: ({ signal }) => apiGet<HrJobChangeListResponse>(`${jobPath(jobId ?? '')}/changes`, { signal }),
    enabled: jobId !== undefined && jobId !== '',
  });
}

/** DELETE /api/hr/job/{id}: a draft only. */
export function useDeleteHrJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => apiRequestOrThrow<{ id: string; deleted: true }>('DELETE', jobPath(jobId)),
    onSuccess: async ({ id }) => {
      client.removeQueries({ queryKey: hrJobKeys.detail(id) });
      await settle(client, undefined);
    },
  });
}

export type JobAction = 'publish' | 'close' | 'withdraw';

function useJobTransition(action: JobAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiRequestOrThrow<JobTransitionResponse>(
        action === 'publish' ? 'POST' : 'DELETE',
        myJobPath(jobId, action),
      ),
    onSuccess: ({ job }) => settle(client, job),
  });
}

/** POST /api/hr/my/job/{id}/publish: a draft goes on the public job board (publisher or admin). */
export function usePublishHrJob() {
  return useJobTransition('publish');
}

/** DELETE /api/hr/my/job/{id}/close: a published job is filled or ended. */
export function useCloseHrJob() {
  return useJobTransition('close');
}

/** DELETE /api/hr/my/job/{id}/withdraw: a published job is taken down. */
export function useWithdrawHrJob() {
  return useJobTransition('withdraw');
}
