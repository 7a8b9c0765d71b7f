import type { Kysely, Transaction } from 'kysely';
import type { JobRole } from '@talent/contracts';
import type { DB } from '../../db/schema.js';

/**
 * The per-job roles (decisions.md: hiring_manager, recruiter, interviewer, coordinator) a user holds
 * on one job, from the job's role configuration; none when the user is on no configuration of it.
 * What a role lets one do is for the pipeline's calls to decide (an interviewer: the job's
 * assessments they take part in, and their feedback).
 */
export async function jobRolesOf(
  db: Kysely<DB> | Transaction<DB>,
  userId: string,
  jobId: string,
): Promise<JobRole[]> {
  const rows = await db
    .selectFrom('jobRoleConfigs')
    .select('jobRole')
    .where('userId', '=', userId)
    .where('jobId', '=', jobId)
    .orderBy('jobRole')
    .execute();
  return rows.map((r) => r.jobRole);
}
