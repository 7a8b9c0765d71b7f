import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  AnswerInvitationBody,
  AnswerInvitationResponse,
  MyInvitation,
  MyInvitationPage,
  MyInvitationsQuery,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { findRecruitersToNotify } from '../applications/applications.repository.js';
import { type ApplicationsDeps, applyToJob, ownJobs } from '../applications/applications.service.js';
import type { AuthContext } from '../auth/auth-context.js';
import { insertNotifications } from '../notifications/notify.js';
import { invitationAnsweredNotifications } from './pipeline-notifications.js';
import {
  findSeekerInvitations,
  insertInvitationHistory,
  findInvitation,
  setInvitationStatus,
} from './pipeline.repository.js';

/** The job seeker's side of invitations: the list, and the answer to one. */

const iso = (d: Date | string): string => new Date(d).toISOString();

/** The seeker's invitations, newest first: pending, answered and expired (from the deadline, computed in the query). */
export async function listMyInvitations(
  db: Kysely<DB>,
  auth: AuthContext,
  query: MyInvitationsQuery,
): Promise<MyInvitationPage> {
  const { rows, total } = await findSeekerInvitations(db, auth.userId, query);
  const jobs = await ownJobs(
    db,
    rows.map((r) => r.jobId),
  );
  const items = rows.flatMap((r): MyInvitation[] => {
    const job = jobs.get(r.jobId);
    if (job === undefined) return [];
    return [
      {
        id: r.id,
        job,
        status: r.shownStatus,
        message: r.message,
        createdAt: iso(r.createdAt),
        expiresAt: iso(r.expiresAt),
        respondedAt: r.respondedAt === null ? null : iso(r.respondedAt),
        applicationId: r.applicationId,
      },
    ];
  });
  return { items, total, limit: query.limit, offset: query.offset };
}

const NOT_ANSWERABLE: Record<'accepted' | 'rejected' | 'expired', string> = {
  accepted: 'You have already accepted this invitation.',
  rejected: 'You have already declined this invitation.',
  expired: 'This invitation has expired. You can still apply to the job if it is open.',
};

/**
 * The seeker's answer. Accepting applies through the apply path (its eligibility checks and
 * refusals, the application with source `invitation`, the invitation accepted in the same
 * transaction); the recruiters are told the invitation was answered. Declining records the reason
 * in the invitation's history. An invitation already answered or past its deadline: 409.
 */
export async function answerInvitation(
  deps: ApplicationsDeps,
  auth: AuthContext,
  body: AnswerInvitationBody,
  log: FastifyBaseLogger,
): Promise<AnswerInvitationResponse> {
  const check = async (db: Kysely<DB>, lock: boolean) => {
    const invitation = await findInvitation(db, body.invitationId, lock);
    if (invitation === undefined || invitation.seekerId !== auth.userId) throw notFound('Invitation');
    if (invitation.status !== 'pending')
      throw new AppError(409, 'conflict', NOT_ANSWERABLE[invitation.status]);
    if (invitation.pastDeadline) throw new AppError(409, 'conflict', NOT_ANSWERABLE.expired);
    return invitation;
  };

  if (body.accept) {
    // read only: the apply path locks the invitation again in its own transaction
    const invitation = await check(deps.db, false);
    const { application } = await applyToJob(
      deps,
      auth,
      invitation.jobId,
      { invitationId: invitation.id },
      log,
      {
        recruiterNotice: {
          setting: 'in_app.invitation_answered',
          rows: (recipients, event) =>
            invitationAnsweredNotifications(recipients, {
              seekerName: event.seekerName,
              jobId: event.jobId,
              jobTitle: event.jobTitle,
              invitationId: invitation.id,
              accepted: true,
              applicationId: event.applicationId,
            }),
        },
      },
    );
    // the apply path answers an application made before as it stands: it must be this invitation's
    if (application.invitationId !== invitation.id) {
      throw new AppError(409, 'conflict', 'You had already applied to this job.');
    }
    log.info({ event: 'invitation_accepted', invitationId: invitation.id }, 'invitation accepted');
    return { invitationId: invitation.id, status: 'accepted', application };
  }

  await deps.db.transaction().execute(async (trx) => {
    const invitation = await check(trx, true);
    await setInvitationStatus(trx, invitation.id, 'rejected');
    await insertInvitationHistory(trx, {
      invitationId: invitation.id,
      fromStatus: 'pending',
      toStatus: 'rejected',
      changedBy: auth.userId,
      note: body.reason ?? null,
    });
    const recipients = await findRecruitersToNotify(
      trx,
      invitation.organisationId,
      'in_app.invitation_answered',
      auth.userId,
    );
    await insertNotifications(
      trx,
      invitationAnsweredNotifications(recipients, {
        seekerName: auth.fullName,
        jobId: invitation.jobId,
        jobTitle: invitation.jobTitle,
        invitationId: invitation.id,
        accepted: false,
        applicationId: null,
      }),
    );
  });
  log.info({ event: 'invitation_rejected', invitationId: body.invitationId }, 'invitation declined');
  return { invitationId: body.invitationId, status: 'rejected', application: null };
}
