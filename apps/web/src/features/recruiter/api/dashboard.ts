import { useQuery } from '@tanstack/react-query';
import type {
  HrAssessmentPage,
  HrJobCardListResponse,
  HrOfferPage,
  RecentHires,
  ResponseTime,
} from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';
import { hrDashboardKey, hrJobKeys } from './job';

/** How many of each the dashboard shows at most. */
export const DASHBOARD_OPEN_JOBS = 50;
export const DASHBOARD_OFFERS = 50;
export const DASHBOARD_INTERVIEWS = 50;
export const DASHBOARD_HIRES = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Local midnight today and seven days on: the span the dashboard's interviews cover. */
export function interviewSpan(now: Date = new Date()): { from: Date; tomorrow: Date; to: Date } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const tomorrow = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1);
  const to = new Date(from.getTime() + 7 * DAY_MS);
  return { from, tomorrow, to };
}

/** The published jobs of the caller's organisations, with their stage counts. */
export function useOpenJobs(enabled: boolean) {
  const query = { status: 'published', sort: 'newest', limit: DASHBOARD_OPEN_JOBS, offset: 0 };
  return useQuery({
    // under the job lists' key, so that publishing or closing a job refreshes it
    queryKey: hrJobKeys.list({ ...query, dashboard: true }),
    queryFn: ({ signal }) => apiGet<HrJobCardListResponse>('/api/hr/my-job/search', { query, signal }),
    enabled,
  });
}

/** Offers sent and not yet answered. */
export function useWaitingOffers(enabled: boolean) {
  return useQuery({
    queryKey: [...hrDashboardKey, 'offers', 'sent'],
    queryFn: ({ signal }) =>
      apiGet<HrOfferPage>('/api/hr/offer/list', {
        query: { status: 'sent', limit: DASHBOARD_OFFERS, offset: 0 },
        signal,
      }),
    enabled,
  });
}

/** Scheduled interviews from local midnight today over the next seven days. */
export function useUpcomingInterviews(enabled: boolean, fromIso: string, toIso: string) {
  return useQuery({
    queryKey: [...hrDashboardKey, 'interviews', fromIso, toIso],
    queryFn: ({ signal }) =>
      apiGet<HrAssessmentPage>('/api/hr/assesment/list', {
        query: { from: fromIso, to: toIso, limit: DASHBOARD_INTERVIEWS, offset: 0 },
        signal,
      }),
    enabled,
  });
}

/** The latest hires of the caller's organisations. */
export function useRecentHires(enabled: boolean) {
  return useQuery({
    queryKey: [...hrDashboardKey, 'recent-hired'],
    queryFn: ({ signal }) =>
      apiGet<RecentHires>('/api/hr/recent-hired', { query: { limit: DASHBOARD_HIRES }, signal }),
    enabled,
  });
}

/** Median days from application to the first answer, overall and per job (GET /api/hr/stats/response-time, ours). */
export function useResponseTime(enabled: boolean) {
  return useQuery({
    queryKey: [...hrDashboardKey, 'response-time'],
    queryFn: ({ signal }) => apiGet<ResponseTime>('/api/hr/stats/response-time', { signal }),
    enabled,
  });
}
