import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

interface PendingActionRow {
  kind: 'invitation' | 'offer' | 'assessment' | 'freshout_offer';
  id: string;
  jobId: string | null;
  title: string;
  companyName: string;
  at: Date;
  total: number;
}

/** What waits for the job seeker's answer, newest first: invitations, offers, assessments, freshout offers. */
export async function findPendingActions(
  db: Kysely<DB>,
  seekerId: string,
  limit: number,
  offset: number,
): Promise<PendingActionRow[]> {
  const { rows } = await sql<PendingActionRow>`
    with pending as (
      select 'invitation' as kind, i.id, i.job_id, j.title, o.name as company_name, i.created_at as at
      from invitations i join jobs j on j.id = i.job_id join organisations o on o.id = j.organisation_id
      where i.seeker_id = ${seekerId} and i.status = 'pending' and i.expires_at > now()
      union all
      select 'offer', f.id, a.job_id, j.title, o.name, f.last_sent_at
      from offers f join applications a on a.id = f.application_id
      join jobs j on j.id = a.job_id join organisations o on o.id = j.organisation_id
      where a.seeker_id = ${seekerId} and f.status = 'sent' and f.expires_at > now()
      union all
      select 'assessment', s.id, a.job_id, s.title, o.name, s.starts_at
      from assessments s join applications a on a.id = s.application_id
      join jobs j on j.id = a.job_id join organisations o on o.id = j.organisation_id
      where a.seeker_id = ${seekerId} and s.status = 'scheduled' and s.starts_at > now()
      union all
      select 'freshout_offer', fo.id, fo.job_id, fo.title, o.name, fo.sent_at
      from freshout_offers fo join freshout_requests r on r.id = fo.request_id
      join organisations o on o.id = fo.organisation_id
      where r.seeker_id = ${seekerId} and fo.status = 'sent'
    )
    select kind, id, job_id, title, company_name, at, count(*) over ()::int as total
    from pending order by at desc, id limit ${limit} offset ${offset}
  `.execute(db);
  return rows;
}
