import { type Kysely, sql } from 'kysely';
import type {
  HrCandidateApplication,
  HrCandidateJob,
  HrCandidateQuery,
  HrCandidateResponse,
  Role,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { organisationsWithRole } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findJobHead } from '../hr-jobs/hr-jobs.repository.js';
import {
  findCandidateCards,
  findJobApplicationOf,
  findSeekerBySubject,
  isShortlisted,
} from '../pipeline/pipeline.repository.js';
import { PIPELINE_ROLES, toCandidate } from '../pipeline/pipeline.service.js';
import { findSeekersVisibleTo } from '../recommendations/recommendations.repository.js';
import { candidatesFit } from '../recommendations/recommendations.service.js';

const iso = (d: Date | string): string => new Date(d).toISOString();

/**
 * The organisations the answer is for: with `jobId`, that job's (a job of another organisation is
 * unknown: 404; a member without a recruiting role: 403); otherwise every organisation in which the
 * caller recruits.
 */
async function organisationsFor(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string | undefined,
): Promise<{ organisationIds: string[]; job?: { id: string; title: string; organisationId: string } }> {
  if (jobId === undefined) return { organisationIds: organisationsWithRole(auth, PIPELINE_ROLES) };
  const job = await findJobHead(db, jobId);
  if (job === undefined) throw notFound('Job');
  const held: readonly Role[] = auth.organisations.find((o) => o.id === job.organisationId)?.roles ?? [];
  if (held.length === 0) throw notFound('Job');
  if (!held.some((r) => PIPELINE_ROLES.includes(r))) {
    throw forbidden("Only the organisation's recruiters work a job's pipeline.");
  }
  return { organisationIds: [job.organisationId], job };
}

async function latestInvitation(db: Kysely<DB>, jobId: string, seekerId: string) {
  return db
    .selectFrom('invitations as i')
    .select([
      'i.id',
      sql<
        'pending' | 'accepted' | 'rejected' | 'expired'
      >`case when i.status = 'pending' and i.expires_at <= now() then 'expired' else i.status end`.as(
        'status',
      ),
      'i.createdAt',
      'i.expiresAt',
    ])
    .where('i.jobId', '=', jobId)
    .where('i.seekerId', '=', seekerId)
    .orderBy('i.createdAt', 'desc')
    .orderBy('i.id')
    .limit(1)
    .executeTakeFirst();
}

async function applicationsTo(
  db: Kysely<DB>,
  organisationIds: readonly string[],
  seekerId: string,
): Promise<HrCandidateApplication[]> {
  if (organisationIds.length === 0) return [];
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.jobId')
    .select(['a.id', 'a.jobId', 'j.title as jobTitle', 'a.status', 'a.appliedAt', 'a.updatedAt'])
    .where('a.seekerId', '=', seekerId)
    .where('j.organisationId', 'in', organisationIds)
    .orderBy('a.appliedAt', 'desc')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({ ...r, appliedAt: iso(r.appliedAt), updatedAt: iso(r.updatedAt) }));
}

async function jobStanding(
  db: Kysely<DB>,
  job: { id: string; title: string; organisationId: string },
  seekerId: string,
): Promise<HrCandidateJob> {
  const [application, invitation, shortlisted, fits] = await Promise.all([
    findJobApplicationOf(db, job.id, seekerId),
    latestInvitation(db, job.id, seekerId),
    isShortlisted(db, job.id, seekerId),
    candidatesFit(db, [job.organisationId], { jobId: job.id, seekerIds: [seekerId] }),
  ]);
  const fit = fits.items[0];
  // the visibility was checked before; a miss means the profile changed under the request
  if (fit === undefined) throw notFound('Candidate');
  return {
    jobId: job.id,
    jobTitle: job.title,
    status: application?.status ?? null,
    applicationId: application?.id ?? null,
    appliedAt: application === undefined ? null : iso(application.appliedAt),
    invitation:
      invitation === undefined
        ? null
        : {
            id: invitation.id,
            status: invitation.status,
            createdAt: iso(invitation.createdAt),
            expiresAt: iso(invitation.expiresAt),
          },
    shortlisted,
    fit: fit.fit,
    facts: fit.facts,
  };
}

/**
 * One candidate for the recruiter's panel: 404 for an unknown subject and for a candidate none of
 * the organisations may see (issue 11, "Privacy").
 */
export async function getHrCandidate(
  db: Kysely<DB>,
  auth: AuthContext,
  subject: string,
  query: HrCandidateQuery,
): Promise<HrCandidateResponse> {
  const { organisationIds, job } = await organisationsFor(db, auth, query.jobId);
  const seeker = await findSeekerBySubject(db, subject);
  if (seeker === undefined) throw notFound('Candidate');
  const visibleTo = await Promise.all(organisationIds.map((id) => findSeekersVisibleTo(db, id, [seeker.id])));
  const seenBy = organisationIds.filter((_, i) => visibleTo[i]?.includes(seeker.id));
  if (seenBy.length === 0) throw notFound('Candidate');
  const [cards, about, applications, standing] = await Promise.all([
    findCandidateCards(db, seenBy, [seeker.id]),
    db.selectFrom('profiles').select('aboutMe').where('userId', '=', seeker.id).executeTakeFirst(),
    applicationsTo(db, seenBy, seeker.id),
    job === undefined ? Promise.resolve(null) : jobStanding(db, job, seeker.id),
  ]);
  const card = cards[0];
  if (card === undefined) throw notFound('Candidate');
  return {
    candidate: toCandidate(card),
    aboutMe: about?.aboutMe ?? null,
    job: standing,
    applications,
  };
}
