import type { Kysely } from 'kysely';
import {
  type MemberListResponse,
  type OrganisationMember,
  organisationRoles,
  type Role,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import type { AuthContext } from '../auth/auth-context.js';
import { callerOrganisation } from '../../plugins/auth.js';

/** Who may list an organisation's members: its administrators (the per-job role picker needs them). */
const ADMIN_ROLES: readonly Role[] = ['hr_admin'];

type OrganisationRole = (typeof organisationRoles)[number];

/**
 * The organisation's members, one per person with every role they hold in it, by name. Deleted
 * accounts are left out. Another organisation's caller is told the organisation does not exist.
 */
export async function listMembers(
  db: Kysely<DB>,
  auth: AuthContext,
  orgId: string,
): Promise<MemberListResponse> {
  callerOrganisation(auth, ADMIN_ROLES, orgId);
  const rows = await db
    .selectFrom('organisationMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.subject', 'u.fullName', 'u.email', 'm.role', 'm.joinedAt'])
    .where('m.organisationId', '=', orgId)
    .where('u.deletedAt', 'is', null)
    .orderBy('u.fullName')
    .orderBy('u.id')
    .execute();
  const byUser = new Map<string, OrganisationMember>();
  for (const row of rows) {
    const joinedAt = new Date(row.joinedAt).toISOString();
    const seen = byUser.get(row.id);
    if (seen === undefined) {
      byUser.set(row.id, {
        userId: row.id,
        subject: row.subject,
        fullName: row.fullName,
        email: row.email,
        roles: [row.role],
        joinedAt,
      });
    } else {
      seen.roles.push(row.role);
      if (joinedAt < seen.joinedAt) seen.joinedAt = joinedAt;
    }
  }
  const order = (role: OrganisationRole) => organisationRoles.indexOf(role);
  return {
    members: [...byUser.values()].map((m) => ({
      ...m,
      roles: [...m.roles].sort((a, b) => order(a) - order(b)),
    })),
  };
}
