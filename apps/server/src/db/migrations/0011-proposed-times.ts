import { type Kysely, sql } from 'kysely';

/**
 * The times a candidate proposes when asking for another time, kept as data (issue 12;
 * docs/decisions.md, "The candidate's proposed times"):
 *
 * - `assessments.proposed_times`: a JSON array of 1–3 `{ "startsAt", "endsAt" }` instants (ISO 8601,
 *   UTC), and `assessments.proposed_time_zone` the IANA zone the candidate proposed them in; both set
 *   or both null. The seeker's reschedule request sets them, the recruiter's re-schedule clears them
 *   (the status history keeps the request and its reason);
 * - `assessments.seeker_note` keeps only the candidate's own words: the rows written before, whose
 *   note began with the line `Proposed times (<zone>): <start> – <end>; …`, lose that line, and
 *   those still waiting for a new time (`reschedule_requested`) get it as the two columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table assessments
      add column proposed_times jsonb,
      add column proposed_time_zone text check (length(proposed_time_zone) between 1 and 64),
      add constraint assessments_proposed_times_check check (
        (proposed_times is null) = (proposed_time_zone is null)
        and (proposed_times is null
             or (jsonb_typeof(proposed_times) = 'array'
                 and jsonb_array_length(proposed_times) between 1 and 3))
      );
  `.execute(db);
  await splitProposedTimes(db);
}

export interface ProposedTimesInNote {
  timeZone: string;
  times: { startsAt: string; endsAt: string }[];
  reason: string | null;
}

const LINE = /^Proposed times \(([^)]{1,64})\): (.+)$/;

/**
 * Reads the proposed-times line the server used to write at the head of the candidate's note
 * (`Proposed times (Asia/Muscat): 2026-11-27T10:00:00+04:00 – 2026-11-27T11:00:00+04:00; …`);
 * null when the note does not start with one it can read (exported for its test).
 */
export function parseProposedTimesNote(note: string): ProposedTimesInNote | null {
  const [first = '', ...rest] = note.split('\n');
  const match = LINE.exec(first);
  if (match === null) return null;
  const [, timeZone = '', list = ''] = match;
  const times: { startsAt: string; endsAt: string }[] = [];
  for (const span of list.split(';')) {
    const [from, to] = span.split('–').map((s) => s.trim());
    const startsAt = Date.parse(from ?? '');
    const endsAt = Date.parse(to ?? '');
    if (Number.isNaN(startsAt) || Number.isNaN(endsAt) || endsAt <= startsAt) return null;
    times.push({ startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString() });
  }
  if (times.length < 1 || times.length > 3) return null;
  const reason = rest.join('\n').trim();
  return { timeZone, times, reason: reason === '' ? null : reason };
}

/** Moves the proposed times out of the notes written before this migration (exported for its test). */
export async function splitProposedTimes<T>(db: Kysely<T>): Promise<void> {
  // aliases a camel-casing connection leaves alone
  const { rows } = await sql<{ id: string; note: string; status: string }>`
    select id, seeker_note as note, status from assessments
     where seeker_note like 'Proposed times (%' and proposed_times is null
  `.execute(db);
  for (const row of rows) {
    const parsed = parseProposedTimesNote(row.note);
    if (parsed === null) continue;
    const waiting = row.status === 'reschedule_requested';
    await sql`
      update assessments
         set proposed_times = ${waiting ? JSON.stringify(parsed.times) : null}::jsonb,
             proposed_time_zone = ${waiting ? parsed.timeZone : null},
             seeker_note = ${parsed.reason}
       where id = ${row.id}
    `.execute(db);
  }
}
