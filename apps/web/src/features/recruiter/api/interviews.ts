import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ASSESSMENT_PAGE_SIZE,
  type AssessmentFeedbackBody,
  type AssessmentStatus,
  type ErrorResponse,
  type HrAssessment,
  type HrAssessmentPage,
  type JobRoleConfigListResponse,
  type RescheduleAssessmentBody,
  type ScheduleAssessmentBody,
} from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';

export { ASSESSMENT_PAGE_SIZE };

const enc = encodeURIComponent;

export const interviewKeys = {
  all: ['hr', 'interviews'] as const,
  week: (from: string, to: string) => ['hr', 'interviews', 'week', from, to] as const,
  list: (from: string, status: string, page: number) =>
    ['hr', 'interviews', 'list', from, status, page] as const,
  roles: (jobId: string) => ['hr', 'job-roles', jobId] as const,
};

/** The browser's IANA time zone (UTC when it tells none). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The largest number of pages one week reads (50 each): a week with more is cut, and says so. */
const WEEK_PAGES = 4;

export interface WeekInterviews {
  items: HrAssessment[];
  total: number;
}

/**
 * GET /api/hr/assesment/list for one week, every page of it (up to 200 interviews). No `timeZone`:
 * each answer then names the interview's own zone, and the screen formats the instants in the viewer's.
 */
export function useWeekInterviews(from: Date, to: Date, enabled = true) {
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  return useQuery({
    queryKey: interviewKeys.week(fromIso, toIso),
    queryFn: async ({ signal }): Promise<WeekInterviews> => {
      const items: HrAssessment[] = [];
      let total = 0;
      for (let page = 0; page < WEEK_PAGES; page += 1) {
        const answer = await apiGet<HrAssessmentPage>('/api/hr/assesment/list', {
          query: {
            from: fromIso,
            to: toIso,
            limit: ASSESSMENT_PAGE_SIZE,
            offset: page * ASSESSMENT_PAGE_SIZE,
          },
          signal,
        });
        items.push(...answer.items);
        total = answer.total;
        if (items.length >= total || answer.items.length === 0) break;
      }
      return { items, total };
    },
    enabled,
  });
}

/** GET /api/hr/assesment/list from a day on, one page, optionally of one status. */
export function useInterviewList(from: Date, status: AssessmentStatus | '', page: number, enabled = true) {
  const fromIso = from.toISOString();
  return useQuery({
    queryKey: interviewKeys.list(fromIso, status, page),
    queryFn: ({ signal }) =>
      apiGet<HrAssessmentPage>('/api/hr/assesment/list', {
        query: {
          from: fromIso,
          status,
          limit: ASSESSMENT_PAGE_SIZE,
          offset: (page - 1) * ASSESSMENT_PAGE_SIZE,
        },
        signal,
      }),
    enabled,
  });
}

/** GET /api/hr/configure/list/{jobId}: who holds a role on the job (the participants to choose from). */
export function useJobRoles(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: interviewKeys.roles(jobId),
    queryFn: ({ signal }) =>
      apiGet<JobRoleConfigListResponse>(`/api/hr/configure/list/${enc(jobId)}`, { signal }),
    enabled: enabled && jobId !== '',
  });
}

/** After any change: every interview list, the pipeline's and the dashboard's too. */
function useSettle() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['hr'] }).then(() => undefined);
}

/** POST /api/hr/assesment/schedule */
export function useScheduleInterview() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: ScheduleAssessmentBody) =>
      apiRequestOrThrow<HrAssessment>('POST', '/api/hr/assesment/schedule', { body }),
    onSuccess: settle,
  });
}

/** POST /api/hr/assesment/re-schedule */
export function useRescheduleInterview() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: RescheduleAssessmentBody) =>
      apiRequestOrThrow<HrAssessment>('POST', '/api/hr/assesment/re-schedule', { body }),
    onSuccess: settle,
  });
}

/** POST /api/hr/assesment/feedback */
export function useInterviewFeedback() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: AssessmentFeedbackBody) =>
      apiRequestOrThrow<HrAssessment>('POST', '/api/hr/assesment/feedback', { body }),
    onSuccess: settle,
  });
}

/**
 * The server's own words for a refusal (400, 409…): its message, or null. Never its fields: a field's
 * path (`body.startsAt`) is no words for a person, and the forms put each on its field themselves.
 */
export function refusalLines(error: unknown): string[] | null {
  const body = (error as { body?: unknown } | null)?.body;
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const refusal = body as Partial<ErrorResponse>;
  if (typeof refusal.message !== 'string' || refusal.message === '') return null;
  return [refusal.message];
}
