import { type Kysely, sql } from 'kysely';

/** The profile's sub-lists the job seeker can put in their own order (issue 13). */
export const ORDERED_PROFILE_TABLES = [
  'experiences',
  'educations',
  'user_skills',
  'user_languages',
  'certifications',
  'awards',
  'trainings',
  'volunteer_works',
  'user_interests',
  'online_profiles',
  'career_aspirations',
  'medical_infos',
  'projects',
  'user_documents',
  'profile_video_cvs',
  'signatures',
  'user_sections',
  'user_settings',
] as const;

/**
 * Endorsements of a skill are answered by the skill's owner like recommendations: `status`
 * pending → approved or declined (existing rows that were not `endorsed` read as pending), `endorsed` is true only
 * once approved; only approved ones are shown to others.
 *
 * Each entry of a profile sub-list gets a `position`: null until the seeker orders the list by
 * hand, then 0, 1, 2…; readers order by `position nulls last`, then by the list's natural order
 * (newest first for dated lists), so a list nobody ordered reads as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ORDERED_PROFILE_TABLES) {
    await sql`alter table ${sql.table(table)} add column position smallint check (position >= 0)`.execute(db);
  }
  await sql`
    alter table skill_endorsements
      add column status text not null default 'approved' check (status in ('pending', 'approved', 'declined')),
      add column responded_at timestamptz;
    update skill_endorsements set status = 'pending' where not endorsed;
    update skill_endorsements set responded_at = created_at where status <> 'pending';
    alter table skill_endorsements
      add constraint skill_endorsements_endorsed_check check (endorsed = (status = 'approved'));
  `.execute(db);
}
