import type { Role } from '@talent/contracts';

/** Organisation roles that open the recruiter workspace (decisions.md, "Roles"). */
export const RECRUITER_ROLES: readonly Role[] = ['hr', 'hr_admin', 'publisher'];

export interface RoleHolder {
  primaryRole: string;
  roles: readonly string[];
}

export function isRecruiterRole(role: string): boolean {
  return (RECRUITER_ROLES as readonly string[]).includes(role);
}

/** Holds a recruiter role in some organisation: the recruiter workspace is for them. */
export function hasRecruiterAccess(user: RoleHolder): boolean {
  return user.roles.some(isRecruiterRole);
}

/**
 * A plain `member` of an organisation and no recruiter: a per-job interviewer (decisions.md), who may
 * see their own interviews in the workspace and give feedback, nothing else of it.
 */
export function hasInterviewerAccess(user: RoleHolder): boolean {
  return !hasRecruiterAccess(user) && user.roles.includes('member');
}

export const JOB_SEEKER_LANDING = '/jobs';
export const RECRUITER_LANDING = '/hr';
export const INTERVIEWER_LANDING = '/hr/interviews';

/**
 * Where a user lands after sign-in when there is no return address: recruiters (primary role hr,
 * hr_admin or publisher) in the recruiter workspace; an interviewer (`member`) on their interviews;
 * job seekers in the job list. The platform admin
 * lands in the recruiter workspace when they also recruit for an organisation, else in the job list:
 * the admin's own screens do not exist yet, and /hr would only tell them they have no access.
 */
export function roleLanding(user: RoleHolder): string {
  if (isRecruiterRole(user.primaryRole)) return RECRUITER_LANDING;
  if (user.primaryRole === 'member' && hasInterviewerAccess(user)) return INTERVIEWER_LANDING;
  if (user.primaryRole === 'admin' && hasRecruiterAccess(user)) return RECRUITER_LANDING;
  return JOB_SEEKER_LANDING;
}
