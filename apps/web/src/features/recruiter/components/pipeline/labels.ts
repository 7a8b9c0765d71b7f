import type { HrJobStage, JobStatusName } from '@talent/contracts';
import type { RowState, StageRow } from '../../api/pipeline';

export const STAGE_LABEL_KEYS = {
  sourcing: 'recruiter.pipeline.stageSourcing',
  applicants: 'recruiter.pipeline.stageApplicants',
  invitations: 'recruiter.pipeline.stageInvitations',
  shortlist: 'recruiter.pipeline.stageShortlist',
  interviews: 'recruiter.pipeline.stageInterviews',
  offers: 'recruiter.pipeline.stageOffers',
  hired: 'recruiter.pipeline.stageHired',
  rejected: 'recruiter.pipeline.stageRejected',
} as const satisfies Record<HrJobStage, string>;

export const JOB_STATUS_LABEL_KEYS = {
  draft: 'recruiter.pipeline.jobStatusDraft',
  published: 'recruiter.pipeline.jobStatusPublished',
  closed: 'recruiter.pipeline.jobStatusClosed',
  withdrawn: 'recruiter.pipeline.jobStatusWithdrawn',
} as const satisfies Record<JobStatusName, string>;

export const APPLICATION_LABEL_KEYS = {
  applied: 'recruiter.pipeline.applicationApplied',
  shortlisted: 'recruiter.pipeline.applicationShortlisted',
  interviewing: 'recruiter.pipeline.applicationInterviewing',
  offered: 'recruiter.pipeline.applicationOffered',
  hired: 'recruiter.pipeline.applicationHired',
  rejected: 'recruiter.pipeline.applicationRejected',
  withdrawn: 'recruiter.pipeline.applicationWithdrawn',
} as const;

export const INVITATION_LABEL_KEYS = {
  pending: 'recruiter.pipeline.invitationPending',
  accepted: 'recruiter.pipeline.invitationAccepted',
  rejected: 'recruiter.pipeline.invitationRejected',
  expired: 'recruiter.pipeline.invitationExpired',
} as const;

export const DATE_LABEL_KEYS = {
  applied: 'recruiter.pipeline.dateApplied',
  invited: 'recruiter.pipeline.dateInvited',
  expires: 'recruiter.pipeline.dateExpires',
  shortlisted: 'recruiter.pipeline.dateShortlisted',
  hired: 'recruiter.pipeline.dateHired',
  rejected: 'recruiter.pipeline.dateRejected',
} as const satisfies Record<StageRow['dates'][number]['what'], string>;

type LabelKey =
  | (typeof APPLICATION_LABEL_KEYS)[keyof typeof APPLICATION_LABEL_KEYS]
  | (typeof INVITATION_LABEL_KEYS)[keyof typeof INVITATION_LABEL_KEYS]
  | 'recruiter.pipeline.notInPipeline';

/** The key of a row's state label, and its colour. */
export function stateLabel(state: RowState): { key: LabelKey; color: string } {
  switch (state.kind) {
    case 'application':
      return {
        key: APPLICATION_LABEL_KEYS[state.status],
        color: state.status === 'rejected' || state.status === 'withdrawn' ? 'gray' : 'brand',
      };
    case 'invitation':
      return {
        key: INVITATION_LABEL_KEYS[state.status],
        color: state.status === 'pending' ? 'yellow' : 'gray',
      };
    case 'sourced':
      return { key: 'recruiter.pipeline.notInPipeline', color: 'gray' };
  }
}
