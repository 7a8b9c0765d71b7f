import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { insertNotifications } from '../notifications/notify.js';
import { insertOfferHistory } from '../offers/offers.repository.js';
import { insertInvitationHistory } from '../pipeline/pipeline.repository.js';
import { invitationExpiredNotifications, offerExpiredNotifications } from './timed-work-notifications.js';

/** The invitations (and the offers) one run expires; the rest wait for the next run. */
export const EXPIRY_BATCH = 200;

/** What the histories say of a deadline passed, as the pipeline's own expiries word it. */
const EXPIRED_NOTE = 'Expired without an answer';

/**
 * The rows of `table` in `status` whose deadline passed by `now` (oldest deadline first, at most
 * EXPIRY_BATCH), each handed to `expire` in a transaction of its own; `expire` claims the row
 * and answers whether it did. Answers how many were expired.
 */
async function expireEach(
  db: Kysely<DB>,
  table: 'invitations' | 'offers',
  status: 'pending' | 'sent',
  now: Date,
  expire: (trx: Transaction<DB>, id: string) => Promise<boolean>,
): Promise<number> {
  const due = await db
    .selectFrom(table)
    .select('id')
    .where('status', '=', status)
    .where('expiresAt', '<=', now)
    .orderBy('expiresAt')
    .orderBy('id')
    .limit(EXPIRY_BATCH)
    .execute();
  let expired = 0;
  for (const { id } of due) {
    if (await db.transaction().execute((trx) => expire(trx, id))) expired += 1;
  }
  return expired;
}

/**
 * Who on the organisation's side is told: `preferred` (who sent it) while they are still one of
 * its recruiters, else every recruiter of the organisation.
 */
async function organisationSide(
  db: Transaction<DB>,
  organisationId: string,
  preferred: string | null,
): Promise<string[]> {
  const rows = await db
    .selectFrom('organisationMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select('m.userId')
    .distinct()
    .where('m.organisationId', '=', organisationId)
    .where('m.role', 'in', ['hr', 'hr_admin'])
    .where('u.deletedAt', 'is', null)
    .orderBy('m.userId')
    .execute();
  const ids = rows.map((r) => r.userId);
  return preferred !== null && ids.includes(preferred) ? [preferred] : ids;
}

/**
 * Pending invitations whose deadline passed by `now` become `expired`: each claimed by a
 * conditional UPDATE (still pending, still past its deadline: another server, an answer or a new
 * invitation that got there first leaves nothing to claim), with its history row and
 * `invitation_expired` to the candidate and to who sent it (else the organisation's recruiters),
 * in one transaction. An answer after the deadline was refused already (409): it still is.
 * Answers the invitations expired.
 */
export async function expireInvitations(db: Kysely<DB>, now: Date): Promise<number> {
  return expireEach(db, 'invitations', 'pending', now, async (trx, id) => {
    const claimed = await trx
      .updateTable('invitations')
      .set({ status: 'expired' })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('expiresAt', '<=', now)
      .returning(['id', 'jobId', 'seekerId', 'invitedBy'])
      .executeTakeFirst();
    if (claimed === undefined) return false;
    await insertInvitationHistory(trx, {
      invitationId: claimed.id,
      fromStatus: 'pending',
      toStatus: 'expired',
      changedBy: null,
      note: EXPIRED_NOTE,
    });
    const context = await trx
      .selectFrom('jobs as j')
      .crossJoin('users as u')
      .select(['j.title', 'j.organisationId', 'u.fullName'])
      .where('j.id', '=', claimed.jobId)
      .where('u.id', '=', claimed.seekerId)
      .executeTakeFirstOrThrow();
    const event = {
      jobId: claimed.jobId,
      jobTitle: context.title,
      invitationId: claimed.id,
      seekerName: context.fullName,
    };
    await insertNotifications(
      trx,
      invitationExpiredNotifications(
        claimed.seekerId,
        await organisationSide(trx, context.organisationId, claimed.invitedBy),
        event,
      ),
    );
    return true;
  });
}

/**
 * Sent offers whose deadline passed by `now` become `expired`, claimed the same way (an answer, a
 * resend with a new deadline or another server first leaves nothing to claim): the history row,
 * `offer_expired` to the candidate and to who sent it (else the organisation's recruiters), in
 * one transaction. The application stays `offered`: the employer may send the offer again
 * (expired → sent), and an answer after the deadline is refused (409) as before. Answers the
 * offers expired.
 */
export async function expireOffers(db: Kysely<DB>, now: Date): Promise<number> {
  return expireEach(db, 'offers', 'sent', now, async (trx, id) => {
    const claimed = await trx
      .updateTable('offers')
      .set({ status: 'expired' })
      .where('id', '=', id)
      .where('status', '=', 'sent')
      .where('expiresAt', '<=', now)
      .returning(['id', 'applicationId', 'createdBy'])
      .executeTakeFirst();
    if (claimed === undefined) return false;
    await insertOfferHistory(trx, {
      offerId: claimed.id,
      fromStatus: 'sent',
      toStatus: 'expired',
      changedBy: null,
      note: EXPIRED_NOTE,
    });
    const context = await trx
      .selectFrom('applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.jobId')
      .innerJoin('users as u', 'u.id', 'a.seekerId')
      .select(['a.seekerId', 'j.id as jobId', 'j.title', 'j.organisationId', 'u.fullName'])
      .where('a.id', '=', claimed.applicationId)
      .executeTakeFirstOrThrow();
    await insertNotifications(
      trx,
      offerExpiredNotifications(
        context.seekerId,
        await organisationSide(trx, context.organisationId, claimed.createdBy),
        {
          jobId: context.jobId,
          jobTitle: context.title,
          applicationId: claimed.applicationId,
          offerId: claimed.id,
          seekerName: context.fullName,
        },
      ),
    );
    return true;
  });
}
