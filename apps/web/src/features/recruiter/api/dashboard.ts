import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  HrAssessmentPage,
  MeResponse,
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

/** Whether the user recruits (hr or hr_admin) somewhere: the dashboard's figures are theirs. */
export function recruits(user: Pick<MeResponse, 'organisations'>): boolean {
  return user.organisations.some((o) => o.roles.includes('hr') || o.roles.includes('hr_admin'));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Local midnight today and seven days on: the span the dashboard's interviews cover. */
export function interviewSpan(now: Date = new Date()): { from: Date; tomorrow: Date; to: Date } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const tomorrow = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1);
  const to = new Date(from.getTime() + 7 * DAY_MS);
  return { from, tomorrow, to };
}

/** The published jobs of the caller's organisations, with their stage counts. */
export function openJobsQuery() {
  const query = { status: 'published', sort: 'newest', limit: DASHBOARD_OPEN_JOBS, offset: 0 };
  return {
    // under the job lists' key, so that publishing or closing a job refreshes it
    queryKey: hrJobKeys.list({ ...query, dashboard: true }),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<HrJobCardListResponse>('/api/hr/my-job/search', { query, signal }),
  };
}

export function useOpenJobs(enabled: boolean) {
  return useQuery({ ...openJobsQuery(), enabled });
}

/** Offers sent and not yet answered. */
export function waitingOffersQuery() {
  return {
    queryKey: [...hrDashboardKey, 'offers', 'sent'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<HrOfferPage>('/api/hr/offer/list', {
        query: { status: 'sent', limit: DASHBOARD_OFFERS, offset: 0 },
        signal,
      }),
  };
}

export function useWaitingOffers(enabled: boolean) {
  return useQuery({ ...waitingOffersQuery(), enabled });
}

/** Scheduled interviews from local midnight today over the next seven days. */
export function upcomingInterviewsQuery(fromIso: string, toIso: string) {
  return {
    queryKey: [...hrDashboardKey, 'interviews', fromIso, toIso],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<HrAssessmentPage>('/api/hr/assesment/list', {
        query: { from: fromIso, to: toIso, limit: DASHBOARD_INTERVIEWS, offset: 0 },
        signal,
      }),
  };
}

export function useUpcomingInterviews(enabled: boolean, fromIso: string, toIso: string) {
  return useQuery({ ...upcomingInterviewsQuery(fromIso, toIso), enabled });
}

/** The latest hires of the caller's organisations. */
export function recentHiresQuery() {
  return {
    queryKey: [...hrDashboardKey, 'recent-hired'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<RecentHires>('/api/hr/recent-hired', { query: { limit: DASHBOARD_HIRES }, signal }),
  };
}

export function useRecentHires(enabled: boolean) {
  return useQuery({ ...recentHiresQuery(), enabled });
}

/** Median days from application to the first answer, overall and per job (GET /api/hr/stats/response-time, ours). */
export function responseTimeQuery() {
  return {
    queryKey: [...hrDashboardKey, 'response-time'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<ResponseTime>('/api/hr/stats/response-time', { signal }),
  };
}

export function useResponseTime(enabled: boolean) {
  return useQuery({ ...responseTimeQuery(), enabled });
}

/**
 * Asks for every figure of the dashboard at once, before its screen has rendered (the address's
 * prefetch, app/landing-screen.ts): the same queries the sections read, so they find them on their way.
 */
export function prefetchDashboard(client: QueryClient, now: Date = new Date()): void {
  const span = interviewSpan(now);
  void client.prefetchQuery(openJobsQuery());
  void client.prefetchQuery(waitingOffersQuery());
  void client.prefetchQuery(upcomingInterviewsQuery(span.from.toISOString(), span.to.toISOString()));
  void client.prefetchQuery(recentHiresQuery());
  void client.prefetchQuery(responseTimeQuery());
}
