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

/** The platform admin (`admin` among the roles): the admin console (/admin) is for them alone. */
export function hasAdminAccess(user: { roles: readonly string[] }): boolean {
  return user.roles.includes('admin');
}

export const JOB_SEEKER_LANDING = '/jobs';
export const ADMIN_LANDING = '/admin';
export const RECRUITER_LANDING = '/hr';
export const INTERVIEWER_LANDING = '/hr/interviews';

/**
 * Where a user lands after sign-in when there is no return address: recruiters (primary role hr,
 * hr_admin or publisher) in the recruiter workspace; an interviewer (`member`) on their interviews;
 * job seekers in the job list. The platform admin lands in their console (`/admin`), or in the
 * recruiter workspace when they also recruit for an organisation.
 */
export function roleLanding(user: RoleHolder): string {
  if (isRecruiterRole(user.primaryRole)) return RECRUITER_LANDING;
  if (user.primaryRole === 'member' && hasInterviewerAccess(user)) return INTERVIEWER_LANDING;
  if (user.primaryRole === 'admin') return hasRecruiterAccess(user) ? RECRUITER_LANDING : ADMIN_LANDING;
  return JOB_SEEKER_LANDING;
}

/** The roles that may publish an organisation's drafts (the server's JOB_PUBLISHERS). */
const PUBLISHER_ROLES: readonly string[] = ['hr_admin', 'publisher'];

type OrganisationRoles = { organisations: readonly { id: string; roles: readonly string[] }[] };

/** Whether the user may publish the drafts of this organisation: its hr_admin or publisher. */
export function publishesIn(user: OrganisationRoles | undefined, organisationId: string): boolean {
  const roles = user?.organisations.find((o) => o.id === organisationId)?.roles ?? [];
  return roles.some((role) => PUBLISHER_ROLES.includes(role));
}

/** Whether the user publishes for some organisation: the queue of drafts to publish is theirs. */
export function publishesAnywhere(
  user: { organisations: readonly { roles: readonly string[] }[] } | undefined,
): boolean {
  return (user?.organisations ?? []).some((o) => o.roles.some((role) => PUBLISHER_ROLES.includes(role)));
}
