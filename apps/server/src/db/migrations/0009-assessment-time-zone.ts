import { type Kysely, sql } from 'kysely';

/**
 * Assessments keep their time zone and calendar sequence; a plain organisation member (issue 11):
 *
 * - `assessments.time_zone`: the IANA zone the assessment was scheduled in (checked by the app with
 *   `Intl`), answered when the caller asks for no other zone; existing rows read as UTC;
 * - `assessments.sequence`: the calendar invitation's SEQUENCE, raised by each re-schedule; existing
 *   rows count the times their history returned them to `scheduled` after the first;
 * - `organisation_members.role` also allows `member`: belongs to the organisation, with no
 *   recruiter's rights, so that it can hold per-job roles (an interviewer of one job).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table assessments
      add column time_zone text not null default 'UTC' check (length(time_zone) between 1 and 64),
      add column sequence integer not null default 0 check (sequence >= 0);
  `.execute(db);
  await backfillSequence(db);
  await sql`
    alter table organisation_members drop constraint organisation_members_role_check;
    alter table organisation_members
      add constraint organisation_members_role_check check (role in ('hr', 'hr_admin', 'publisher', 'member'));
  `.execute(db);
}

/**
 * Sets each assessment's sequence from its history: the times it went back to `scheduled` after
 * the first (exported for its test).
 */
export async function backfillSequence<T>(db: Kysely<T>): Promise<void> {
  await sql`
    update assessments s
       set sequence = counted.n
      from (
        select assessment_id, count(*) - 1 as n
          from assessment_status_history
         where to_status = 'scheduled'
         group by assessment_id
      ) counted
     where counted.assessment_id = s.id
       and counted.n > 0
  `.execute(db);
}
