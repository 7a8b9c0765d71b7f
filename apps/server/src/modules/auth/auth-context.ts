import type { MeResponse, Role } from '@talent/contracts';
import type { SessionUserRow } from './auth.repository.js';

/** Who is asking, resolved once per request from the access token and the database. */
export interface AuthContext {
  userId: string;
  subject: string;
  email: string;
  fullName: string;
  sessionId: string;
  locked: boolean;
  isPremium: boolean;
  isEnterpriseUser: boolean;
  roles: Role[];
  primaryRole: Role;
  organisations: MeResponse['organisations'];
}

const PRIMARY_ORDER: readonly Role[] = ['admin', 'hr_admin', 'hr', 'publisher', 'member', 'jobseeker'];

export function toAuthContext(row: SessionUserRow): AuthContext {
  const orgs = new Map<string, MeResponse['organisations'][number]>();
  for (const m of row.memberships) {
    const org = orgs.get(m.id) ?? { id: m.id, name: m.name, roles: [] };
    org.roles.push(m.role);
    orgs.set(m.id, org);
  }
  const roles = [
    ...new Set<Role>([...row.platformRoles.map((r) => r.role), ...row.memberships.map((m) => m.role)]),
  ];
  const primaryRole = PRIMARY_ORDER.find((r) => roles.includes(r)) ?? 'jobseeker';
  return {
    userId: row.id,
    subject: row.subject,
    email: row.email,
    fullName: row.fullName,
    sessionId: row.sessionId,
    locked: row.isLocked,
    isPremium: row.isPremium,
    isEnterpriseUser: row.authMethod === 'oidc' || row.memberships.some((m) => m.plan === 'enterprise'),
    roles: roles.length > 0 ? roles : ['jobseeker'],
    primaryRole,
    organisations: [...orgs.values()],
  };
}

export function toMe(auth: AuthContext): MeResponse {
  return {
    id: auth.userId,
    subject: auth.subject,
    email: auth.email,
    fullName: auth.fullName,
    roles: auth.roles,
    primaryRole: auth.primaryRole,
    organisations: auth.organisations,
    isPremium: auth.isPremium,
    isEnterpriseUser: auth.isEnterpriseUser,
    locked: auth.locked,
  };
}
