import type { Kysely } from 'kysely';
import type { Retention } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { assertOrganisationRole } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/auth-context.js';
import { type AuditSource, writeAudit } from '../auth/auth.repository.js';

const RECRUITERS = ['hr', 'hr_admin'] as const;
const ADMINS = ['hr_admin'] as const;

async function read(db: Kysely<DB>, organisationId: string, defaultMonths: number): Promise<Retention> {
  const row = await db
    .selectFrom('organisations')
    .select('retentionMonths')
    .where('id', '=', organisationId)
    .executeTakeFirst();
  if (row === undefined) throw notFound('Organisation');
  return { organisationId, retentionMonths: row.retentionMonths, defaultMonths };
}

/** How long the organisation keeps rejected and withdrawn candidates (its recruiters read it). */
export async function getRetention(
  db: Kysely<DB>,
  auth: AuthContext,
  organisationId: string,
  defaultMonths: number,
): Promise<Retention> {
  assertOrganisationRole(auth, organisationId, RECRUITERS, 'Organisation', 'Only recruiters see this.');
  return read(db, organisationId, defaultMonths);
}

/** The organisation admin sets it (null: the service's default); audited. The queue applies it. */
export async function setRetention(
  db: Kysely<DB>,
  auth: AuthContext,
  organisationId: string,
  retentionMonths: number | null,
  defaultMonths: number,
  source: AuditSource,
): Promise<Retention> {
  assertOrganisationRole(
    auth,
    organisationId,
    ADMINS,
    'Organisation',
    "Only the organisation's admins change how long candidates are kept.",
  );
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('organisations')
      .select('retentionMonths')
      .where('id', '=', organisationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('organisations')
      .set({ retentionMonths, updatedAt: new Date() })
      .where('id', '=', organisationId)
      .execute();
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'organisation.retention_changed',
      targetType: 'organisation',
      targetId: organisationId,
      details: { from: before.retentionMonths, to: retentionMonths },
      ...source,
    });
  });
  return read(db, organisationId, defaultMonths);
}
