import { type Kysely, sql } from 'kysely';
import { createQueueSchema } from '../../modules/mail/queue.js';

/**
 * Two kinds of notification for the owner of a profile (issue 14): someone wrote them a
 * recommendation (`recommendation_received`) or endorsed one of their skills
 * (`endorsement_received`); both wait for the owner's answer on /profile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table notifications drop constraint notifications_kind_check;
    alter table notifications add constraint notifications_kind_check check (kind in (
      'invitation_received', 'invitation_answered', 'application_status_changed',
      'assessment_scheduled', 'assessment_rescheduled', 'assessment_answered', 'assessment_feedback',
      'offer_sent', 'offer_resent', 'offer_answered', 'hired', 'new_applicant', 'saved_search_match',
      'freshout_offer', 'recommendation_received', 'endorsement_received'
    ));
  `.execute(db);
  await createQueueSchema(db);
}
