import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppliesResponse,
  InterestCompanyListResponse,
  OneTimeActionListResponse,
  SavedJobListResponse,
  SavedSearchListResponse,
} from '@talent/contracts';
import {
  apiGet,
  apiRequestOrThrow,
  isSafeFailure,
  safeCall,
  type SafeFailure,
} from '../../../lib/api-client';
import { graphqlRequest, PROFILE_GRAPHQL_URL } from '../../../lib/graphql-client';
import {
  buildChecklist,
  dismissAction,
  type ChecklistItem,
  type ChecklistProgress,
  type ChecklistStep,
} from '../checklist';

const PROFILE_QUERY = '{ profile { percentageCompleted resume { id } } }';

interface ProfileProgress {
  profile: { percentageCompleted: number; resume: { id: string | null } | null } | null;
}

function ok<T>(value: T | SafeFailure): Exclude<T, SafeFailure> | undefined {
  return isSafeFailure(value) ? undefined : (value as Exclude<T, SafeFailure>);
}

/** The seeker's real progress and dismissed steps; a call that fails counts its step as not done. */
export async function getChecklist(signal?: AbortSignal): Promise<ChecklistItem[]> {
  const [profile, searches, saved, companies, applies, actions] = await Promise.all([
    safeCall(() =>
      graphqlRequest<ProfileProgress>(PROFILE_GRAPHQL_URL, PROFILE_QUERY, undefined, { signal }),
    ),
    safeCall(() => apiGet<SavedSearchListResponse>('/api/job-seeker/search', { signal })),
    safeCall(() =>
      apiRequestOrThrow<SavedJobListResponse>('POST', '/api/job-seeker/my-job-saved', {
        body: { limit: 1, offset: 0 },
        signal,
      }),
    ),
    safeCall(() =>
      apiGet<InterestCompanyListResponse>('/api/job-seeker/interest-company', {
        query: { limit: 1 },
        signal,
      }),
    ),
    safeCall(() => apiGet<AppliesResponse>('/api/applies', { signal })),
    safeCall(() => apiGet<OneTimeActionListResponse>('/api/me/one-time-actions', { signal })),
  ]);
  const p = ok(profile)?.profile ?? null;
  const progress: ChecklistProgress = {
    percentageCompleted: p?.percentageCompleted,
    hasResume: p === null ? undefined : p.resume !== null,
    savedSearches: ok(searches)?.items.length,
    savedJobs: ok(saved)?.total,
    followedCompanies: ok(companies)?.total,
    applications: ok(applies)?.items.length,
  };
  return buildChecklist(progress, ok(actions)?.actions.map((a) => a.action) ?? []);
}

export const CHECKLIST_QUERY_KEY = ['seeker', 'checklist'] as const;

export function useChecklist() {
  return useQuery({ queryKey: CHECKLIST_QUERY_KEY, queryFn: ({ signal }) => getChecklist(signal) });
}

export function useDismissStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: ChecklistStep) =>
      apiRequestOrThrow<unknown>(
        'POST',
        `/api/me/one-time-action/${encodeURIComponent(dismissAction(step))}`,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: CHECKLIST_QUERY_KEY }),
  });
}
