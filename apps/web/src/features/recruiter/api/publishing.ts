import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HrJobCardListResponse } from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';
import { hrJobKeys } from './job';

/** The queue's screen (the section menu spells it too: app/section-nav.tsx). */
export const PUBLISHING_PATH = '/hr/publishing';

/** Drafts a page of the publishing queue holds. */
export const PUBLISHING_PAGE_SIZE = 20;

/**
 * GET /api/publisher/job: the drafts waiting to be published in the organisations where the caller
 * is hr_admin or publisher, newest first. Under the job lists' key, so publishing one refreshes it.
 */
export function publishingQueueQuery(params: { keyword: string; page: number; limit?: number }) {
  const limit = params.limit ?? PUBLISHING_PAGE_SIZE;
  const query = { keyword: params.keyword, sort: 'newest', limit, offset: (params.page - 1) * limit };
  return {
    queryKey: hrJobKeys.list({ ...query, queue: true }),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<HrJobCardListResponse>('/api/publisher/job', { query, signal }),
  };
}

export function usePublishingQueue(
  params: { keyword: string; page: number; limit?: number },
  enabled = true,
) {
  return useQuery({ ...publishingQueueQuery(params), placeholderData: keepPreviousData, enabled });
}
