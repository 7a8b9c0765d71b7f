import type { AssessmentStatus, HrAssessment, JobRole } from '@talent/contracts';

export const INTERVIEW_STATUS_KEYS = {
  scheduled: 'recruiter.interviews.statusScheduled',
  accepted: 'recruiter.interviews.statusAccepted',
  rejected: 'recruiter.interviews.statusRejected',
  reschedule_requested: 'recruiter.interviews.statusRescheduleRequested',
  completed: 'recruiter.interviews.statusCompleted',
  cancelled: 'recruiter.interviews.statusCancelled',
} as const satisfies Record<AssessmentStatus, string>;

export const INTERVIEW_STATUS_COLORS: Record<AssessmentStatus, string> = {
  scheduled: 'blue',
  accepted: 'teal',
  rejected: 'red',
  reschedule_requested: 'orange',
  completed: 'gray',
  cancelled: 'gray',
};

export const INTERVIEW_FORMAT_KEYS = {
  interview: 'recruiter.interviews.formatInterview',
  phone_screen: 'recruiter.interviews.formatPhoneScreen',
  technical_test: 'recruiter.interviews.formatTechnicalTest',
  assignment: 'recruiter.interviews.formatAssignment',
  panel: 'recruiter.interviews.formatPanel',
} as const satisfies Record<HrAssessment['format'], string>;

export const INTERVIEW_MODE_KEYS = {
  onsite: 'recruiter.interviews.modeOnsite',
  online: 'recruiter.interviews.modeOnline',
  phone: 'recruiter.interviews.modePhone',
} as const satisfies Record<HrAssessment['mode'], string>;

export const JOB_ROLE_KEYS = {
  hiring_manager: 'recruiter.interviews.roleHiringManager',
  recruiter: 'recruiter.interviews.roleRecruiter',
  interviewer: 'recruiter.interviews.roleInterviewer',
  coordinator: 'recruiter.interviews.roleCoordinator',
} as const satisfies Record<JobRole, string>;

export const PARTICIPANT_ROLE_KEYS = {
  interviewer: 'recruiter.interviews.roleInterviewer',
  coordinator: 'recruiter.interviews.roleCoordinator',
  observer: 'recruiter.interviews.roleObserver',
} as const satisfies Record<HrAssessment['participants'][number]['role'], string>;

export const RECOMMENDATION_KEYS = {
  strong_yes: 'recruiter.interviews.recommendStrongYes',
  yes: 'recruiter.interviews.recommendYes',
  no: 'recruiter.interviews.recommendNo',
  strong_no: 'recruiter.interviews.recommendStrongNo',
} as const satisfies Record<HrAssessment['feedback'][number]['recommendation'], string>;
