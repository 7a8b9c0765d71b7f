import { type Kysely, sql } from 'kysely';

/**
 * Edits of a published job (issue 25): one row per saved edit that changed something, with who made
 * it and when, the fields it changed, and each of them before and after (`before` and `after` hold
 * only those fields, in the shape `GET /api/hr/job/{id}` answers them, names included, so the
 * history reads the same after a category or a city is renamed). `material` marks an edit of the
 * salary, the place or the employment type, which the job's active applicants are told of
 * (`notified`: how many were). Also the notification kind `job_changed` that tells them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_changes (
      id uuid primary key default gen_random_uuid(),
      job_id uuid not null references jobs (id) on delete cascade,
      changed_by uuid references users (id),
      changed_at timestamptz not null default now(),
      fields text[] not null check (cardinality(fields) between 1 and 30),
      before jsonb not null,
      after jsonb not null,
      material boolean not null,
      notified int not null default 0 check (notified >= 0)
    );
    create index job_changes_job_idx on job_changes (job_id, changed_at);

    alter table notifications drop constraint notifications_kind_check;
    alter table notifications add constraint notifications_kind_check check (kind in (
      'invitation_received', 'invitation_answered', 'application_status_changed',
      'assessment_scheduled', 'assessment_rescheduled', 'assessment_answered', 'assessment_feedback',
      'offer_sent', 'offer_resent', 'offer_answered', 'hired', 'new_applicant', 'saved_search_match',
      'freshout_offer', 'recommendation_received', 'endorsement_received',
      'message_received', 'invitation_expired', 'offer_expired', 'assessment_reminder', 'job_changed'
    ));
  `.execute(db);
}
