import { useQuery } from '@tanstack/react-query';
import {
  type ApplicationStatus,
  type FitResultResponse,
  type HrJobStage,
  type PipelineCandidate,
  type PipelinePage,
  PIPELINE_PAGE_SIZE,
  type SourcingPoolResponse,
} from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';

export { PIPELINE_PAGE_SIZE };

/** Every list of a job's pipeline lives under `pipelineKeys.job(jobId)`: a move invalidates them all. */
export const pipelineKeys = {
  all: ['hr', 'pipeline'] as const,
  job: (jobId: string) => ['hr', 'pipeline', jobId] as const,
  stage: (jobId: string, stage: HrJobStage, params: Readonly<Record<string, unknown>>) =>
    ['hr', 'pipeline', jobId, stage, params] as const,
};

/** What a row of the stage's list says, whatever call it came from. */
export type RowState =
  | { kind: 'application'; status: ApplicationStatus }
  | { kind: 'invitation'; status: 'pending' | 'accepted' | 'rejected' | 'expired' }
  | { kind: 'sourced' };

export interface StageRow {
  /** Unique in the list (a candidate may have two interviews). */
  key: string;
  subject: string;
  fullName: string;
  /** The full card when the call gives one (the pools); the interviews, offers and hires name the person only. */
  candidate: PipelineCandidate | null;
  fit: FitResultResponse | null;
  state: RowState;
  /** The dates worth showing, each with what it is. */
  dates: {
    what: 'applied' | 'invited' | 'expires' | 'shortlisted' | 'hired' | 'rejected';
    at: string;
  }[];
  applicationId: string | null;
}

export interface StagePage {
  rows: StageRow[];
  total: number;
}

export interface StageQuery {
  page: number;
  /** The sourcing pool's fit range. */
  minFit: number;
  maxFit: number;
}

const enc = encodeURIComponent;

function fromPool(data: PipelinePage, stage: HrJobStage): StagePage {
  return {
    total: data.total,
    rows: data.items.map((item) => {
      const dates: StageRow['dates'] = [];
      if (item.appliedAt !== null) dates.push({ what: 'applied', at: item.appliedAt });
      if (item.invitation !== null) {
        dates.push({ what: 'invited', at: item.invitation.createdAt });
        if (item.invitation.status === 'pending')
          dates.push({ what: 'expires', at: item.invitation.expiresAt });
      }
      if (stage === 'shortlist' && item.shortlistedAt !== null)
        dates.push({ what: 'shortlisted', at: item.shortlistedAt });
      // a hired or rejected application's last change is that decision
      if ((stage === 'rejected' || stage === 'hired') && item.updatedAt !== null)
        dates.push({ what: stage, at: item.updatedAt });
      const state: RowState =
        item.status !== null
          ? { kind: 'application', status: item.status }
          : item.invitation !== null
            ? { kind: 'invitation', status: item.invitation.status }
            : { kind: 'sourced' };
      return {
        key: item.candidate.subject,
        subject: item.candidate.subject,
        fullName: item.candidate.fullName,
        candidate: item.candidate,
        fit: item.fit,
        state,
        dates,
        applicationId: item.applicationId,
      };
    }),
  };
}

/** One page of a stage of the job's pipeline, 50 a page, as rows of one shape. */
async function fetchStage(jobId: string, stage: HrJobStage, q: StageQuery, signal: AbortSignal) {
  const page = { limit: PIPELINE_PAGE_SIZE, offset: (q.page - 1) * PIPELINE_PAGE_SIZE };
  const wf = `/api/hr/wf/job/${enc(jobId)}`;
  switch (stage) {
    case 'sourcing': {
      const data = await apiGet<SourcingPoolResponse>(`${wf}/sourcing-pool`, {
        query: { minFitPercent: q.minFit, maxFitPercent: q.maxFit, ...page },
        signal,
      });
      return {
        total: data.total,
        rows: data.items.map((item): StageRow => ({
          key: item.candidate.subject,
          subject: item.candidate.subject,
          fullName: item.candidate.fullName,
          candidate: item.candidate,
          fit: item.fit,
          state: { kind: 'sourced' },
          dates: [],
          applicationId: null,
        })),
      };
    }
    // each stage lists the candidates who stand there now, as the job's stage counts count them:
    // an application's stages by its status, the invited by an invitation still waiting, the
    // shortlist with those kept on it from the sourcing pool (docs/decisions.md, "The job's pipeline
    // is a board")
    case 'invitations':
      return fromPool(
        await apiGet<PipelinePage>(`${wf}/invitation-pool`, {
          query: { status: 'pending', ...page },
          signal,
        }),
        stage,
      );
    case 'shortlist':
      return fromPool(
        await apiGet<PipelinePage>(`${wf}/shortlist`, { query: { current: 'true', ...page }, signal }),
        stage,
      );
    case 'applicants':
    case 'interviews':
    case 'offers':
    case 'hired':
    case 'rejected':
      return fromPool(
        await apiGet<PipelinePage>(`${wf}/applicant-pool`, {
          query: { status: APPLICATION_STATUS_OF[stage], ...page },
          signal,
        }),
        stage,
      );
  }
}

/** The application status each of these stages lists. */
const APPLICATION_STATUS_OF = {
  applicants: 'applied',
  interviews: 'interviewing',
  offers: 'offered',
  hired: 'hired',
  rejected: 'rejected',
} as const satisfies Partial<Record<HrJobStage, ApplicationStatus>>;

export function useStage(jobId: string, stage: HrJobStage, query: StageQuery, { enabled = true } = {}) {
  const params: Record<string, number> =
    stage === 'sourcing'
      ? { page: query.page, minFit: query.minFit, maxFit: query.maxFit }
      : { page: query.page };
  return useQuery({
    queryKey: pipelineKeys.stage(jobId, stage, params),
    queryFn: ({ signal }): Promise<StagePage> => fetchStage(jobId, stage, query, signal),
    enabled,
    // the page before stays while the next loads, but never another stage's list
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === stage ? previous : undefined,
  });
}
