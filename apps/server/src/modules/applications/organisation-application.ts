import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { assertOrganisationRole } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/auth-context.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Applications with their job (`j`), its organisation (`o`) and the candidate (`u`) joined in:
 * what an assessment or an offer of the application is answered with.
 */
export function applicationsInContext(db: Db) {
  return db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.jobId')
    .innerJoin('organisations as o', 'o.id', 'j.organisationId')
    .innerJoin('users as u', 'u.id', 'a.seekerId');
}

/** The columns of `applicationsInContext` that every answer about an assessment or an offer carries. */
export const APPLICATION_CONTEXT_COLUMNS = [
  'a.seekerId',
  'a.status as applicationStatus',
  'j.id as jobId',
  'j.title as jobTitle',
  'j.organisationId',
  'o.name as organisationName',
  'u.subject as seekerSubject',
  'u.fullName as seekerName',
  'u.erasedAt as seekerErasedAt',
  'a.anonymisedAt as applicationAnonymisedAt',
] as const;

/**
 * The application, locked for the state change the caller makes, with its job and candidate: when
 * it is one of the caller's organisation's, and the caller holds one of `roles` there. Another
 * organisation's application does not exist for them (404); a member without the role gets 403
 * with `refusal`.
 */
export async function lockOrganisationApplication(
  db: Db,
  auth: AuthContext,
  applicationId: string,
  roles: readonly Role[],
  refusal: string,
) {
  const application = await applicationsInContext(db)
    .select([
      'a.id',
      'a.seekerId',
      'a.status',
      'j.id as jobId',
      'j.title as jobTitle',
      'j.organisationId',
      'o.name as organisationName',
      'u.fullName as seekerName',
    ])
    .where('a.id', '=', applicationId)
    .forUpdate('a')
    .executeTakeFirst();
  if (application === undefined) throw notFound('Application');
  assertOrganisationRole(auth, application.organisationId, roles, 'Application', refusal);
  return application;
}
