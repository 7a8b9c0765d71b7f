import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveMessage } from '../../lib/live-bus';
import { useUiStore } from '../../lib/ui-store';
import { INVITATIONS_QUERY_KEY } from '../invitations/api';
import { notificationKeys } from '../notifications/api/count';
import { hrDashboardKey, hrJobKeys } from '../recruiter/api/job';

/**
 * What each live event makes stale. Events carry ids only: the screens that show what changed fetch
 * it again (TanStack Query refetches the active queries, marks the others stale), so nothing is
 * appended on the client and nothing can arrive twice.
 *
 * The keys whose factories sit in modules that load the contracts' runtime (zod) are spelled out
 * here, so that this chunk stays small; live-invalidations.test.ts checks they match the factories.
 */
export const liveKeys = {
  /** The seeker's "waiting for your answer" (the job-seeker check of features/session), every account. */
  jobSeekerCheck: ['session', 'job-seeker-check'] as const,
  /** The recruiter side's own copy of the notifications (features/recruiter/api/notifications.ts). */
  hrNotifications: ['hr', 'notifications'] as const,
  /** features/recruiter/api/pipeline.ts `pipelineKeys`. */
  pipelines: ['hr', 'pipeline'] as const,
  pipeline: (jobId: string) => ['hr', 'pipeline', jobId] as const,
  /** features/recruiter/api/candidate.ts `candidateKeys.all` and its applicants. */
  candidates: ['hr', 'candidate'] as const,
  applicants: ['hr', 'applicant'] as const,
  /** features/recruiter/api/offers.ts `offerKeys.all`. */
  offers: ['hr', 'offers'] as const,
  /** features/recruiter/api/interviews.ts `interviewKeys.all`. */
  interviews: ['hr', 'interviews'] as const,
  /** The seeker's lists an invitation, an interview or an offer changes (features/seeker, answers). */
  seekerApplies: ['seeker', 'applies'] as const,
  seekerApplications: ['seeker', 'applications'] as const,
  seekerApplication: ['seeker', 'application'] as const,
  seekerOffers: ['seeker', 'offers'] as const,
  seekerFreshout: ['seeker', 'freshout'] as const,
  seekerAssessment: ['seeker', 'assessment'] as const,
  /** Every conversation query (features/messages). */
  chat: ['chat'] as const,
};

export interface LiveInvalidation {
  /** Prefixes of the query keys to invalidate. */
  keys: readonly QueryKey[];
  /** Whether the open chat views are told to fetch again (the UI store's `refetchChat`). */
  chat: boolean;
}

const NOTIFICATION: readonly QueryKey[] = [
  notificationKeys.count,
  notificationKeys.feed,
  liveKeys.hrNotifications,
  // "waiting for your answer": an invitation, an interview or an offer comes with a notification
  liveKeys.jobSeekerCheck,
  INVITATIONS_QUERY_KEY,
  liveKeys.seekerApplies,
  liveKeys.seekerApplications,
  liveKeys.seekerApplication,
  liveKeys.seekerOffers,
  liveKeys.seekerFreshout,
  liveKeys.seekerAssessment,
];

/** What a change to a job's pipeline shows in beside the board: counts, lists, the dashboard. */
const AROUND_PIPELINES: readonly QueryKey[] = [
  hrJobKeys.lists,
  hrDashboardKey,
  liveKeys.candidates,
  liveKeys.applicants,
  liveKeys.offers,
  liveKeys.interviews,
];

/** The event's invalidations (pure: the tests read the map without a query client). */
export function liveInvalidation(message: LiveMessage): LiveInvalidation {
  switch (message.type) {
    case 'hello':
      return { keys: [], chat: false };
    case 'notification':
      return { keys: NOTIFICATION, chat: false };
    case 'pipeline':
      return {
        keys: [liveKeys.pipeline(message.jobId), hrJobKeys.detail(message.jobId), ...AROUND_PIPELINES],
        chat: false,
      };
    case 'message':
    case 'read':
    case 'channel':
      return { keys: [liveKeys.chat], chat: true };
    case 'resync':
      return {
        keys: [...NOTIFICATION, liveKeys.pipelines, hrJobKeys.all, ...AROUND_PIPELINES, liveKeys.chat],
        chat: true,
      };
  }
}

/** Applies an event's invalidations to the cache. */
export function applyLiveInvalidation(client: QueryClient, message: LiveMessage): void {
  const { keys, chat } = liveInvalidation(message);
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  if (chat) useUiStore.getState().refetchChat();
}
