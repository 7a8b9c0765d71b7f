import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HrJobCardListResponse, HrJobDetail, JobStatusName } from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';
import type { JobSort } from '../../jobs/hooks/use-job-list-params';
import { hrDashboardKey, hrJobKeys } from './job';

/** Jobs a page of the recruiter's jobs list holds. */
export const HR_JOBS_PAGE_SIZE = 20;

/** The filters of the jobs list as `GET /api/hr/my-job/search` takes them. */
export interface HrJobListQuery {
  keyword: string;
  status: JobStatusName | '';
  categoryId: string;
  employmentType: string;
  skills: readonly string[];
  languages: readonly string[];
  sort: JobSort | '';
  /** The first and last day (YYYY-MM-DD, UTC) the job was published, or a draft created; '' for open. */
  dateFrom: string;
  dateTo: string;
  page: number;
}

/** A range whose end is before its start: the list asks for no range end until it is fixed. */
export const backwardsRange = (from: string, to: string) => from !== '' && to !== '' && to < from;

/** The query string of the search: empty filters are left out. */
export function hrJobSearchQuery(params: HrJobListQuery, limit = HR_JOBS_PAGE_SIZE) {
  return {
    keyword: params.keyword,
    status: params.status,
    categoryId: params.categoryId,
    employmentType: params.employmentType,
    skills: [...params.skills],
    languages: [...params.languages],
    sort: params.sort,
    dateFrom: params.dateFrom,
    dateTo: backwardsRange(params.dateFrom, params.dateTo) ? '' : params.dateTo,
    limit,
    offset: (params.page - 1) * limit,
  };
}

/** GET /api/hr/my-job/search: every job of the caller's organisations, one page. */
export function useHrJobList(params: HrJobListQuery) {
  const query = hrJobSearchQuery(params);
  return useQuery({
    queryKey: hrJobKeys.list(query),
    queryFn: ({ signal }) => apiGet<HrJobCardListResponse>('/api/hr/my-job/search', { query, signal }),
    // the previous page stays on screen while the next loads, so the list does not jump
    placeholderData: keepPreviousData,
  });
}

/** Today as the server compares end dates (UTC). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The body that posts a job back as a new draft: the job as `GET /api/hr/job/{id}` answers it (the
 * server ignores what it sets itself), in the same organisation, without an end date that has passed.
 */
export function duplicateBody(job: HrJobDetail): Record<string, unknown> {
  const endDate = job.endDate !== null && job.endDate >= todayUtc() ? job.endDate : null;
  return { ...job, organisationId: job.company.id, endDate };
}

/** Duplicates a job: GET it, then POST it back as a new draft; answers the draft. */
export function useDuplicateHrJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) => {
      const job = await apiGet<HrJobDetail>(`/api/hr/job/${encodeURIComponent(jobId)}`);
      return apiRequestOrThrow<HrJobDetail>('POST', '/api/hr/job', { body: duplicateBody(job) });
    },
    onSuccess: (job) => {
      client.setQueryData(hrJobKeys.detail(job.id), job);
      return Promise.all([
        client.invalidateQueries({ queryKey: hrJobKeys.lists }),
        client.invalidateQueries({ queryKey: hrDashboardKey }),
      ]);
    },
  });
}
