import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { insertNotifications } from '../notifications/notify.js';
import { assessmentReminderNotifications, type ReminderWindow } from './timed-work-notifications.js';

/** The reminders one run sends; the rest wait for the next run. */
export const REMINDER_BATCH = 500;

const HOUR_MS = 3_600_000;

/** How long the keys of reminders done are kept (their interviews are long past by then). */
const KEEP_DONE_DAYS = 30;

/**
 * Reminders of the interviews (any assessment scheduled or accepted) starting within 24 hours of
 * `now`, and within the hour: one `assessment_reminder` to the candidate and to each participant
 * per window and start time. An interview already within the hour gets the hour's reminder only.
 * Each reminder is claimed by inserting its key (`assessment-reminder:<window>:<id>:<startsAt ISO>`)
 * into timed_work_done, in the transaction of its notifications, the assessment read again there
 * (cancelled or moved since: nothing). Answers the reminders sent (one per assessment and window).
 */
export async function sendInterviewReminders(db: Kysely<DB>, now: Date): Promise<number> {
  const hour = new Date(now.getTime() + HOUR_MS);
  const day = new Date(now.getTime() + 24 * HOUR_MS);
  const windowSql = sql<ReminderWindow>`(case when a.starts_at <= ${hour} then '1h' else '24h' end)`;
  const keySql = sql<string>`'assessment-reminder:' || ${windowSql} || ':' || a.id || ':' || to_char(a.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const due = await db
    .selectFrom('assessments as a')
    .select(['a.id', 'a.startsAt', windowSql.as('window'), keySql.as('key')])
    .where('a.status', 'in', ['scheduled', 'accepted'])
    .where('a.startsAt', '>', now)
    .where('a.startsAt', '<=', day)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('timedWorkDone as d')
            .select(sql`1`.as('one'))
            .where('d.key', '=', keySql),
        ),
      ),
    )
    .orderBy('a.startsAt')
    .orderBy('a.id')
    .limit(REMINDER_BATCH)
    .execute();
  let sent = 0;
  for (const reminder of due) {
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('timedWorkDone')
        .values({ key: reminder.key, doneAt: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (claimed === undefined) return false;
      const assessment = await trx
        .selectFrom('assessments as a')
        .innerJoin('applications as ap', 'ap.id', 'a.applicationId')
        .innerJoin('jobs as j', 'j.id', 'ap.jobId')
        .innerJoin('users as u', 'u.id', 'ap.seekerId')
        .select([
          'a.id',
          'a.kind',
          'a.startsAt',
          'a.timeZone',
          'a.applicationId',
          'ap.seekerId',
          'j.id as jobId',
          'j.title as jobTitle',
          'u.fullName as seekerName',
          'u.deletedAt as seekerDeletedAt',
        ])
        .where('a.id', '=', reminder.id)
        .where('a.status', 'in', ['scheduled', 'accepted'])
        .where(sql<Date>`date_trunc('milliseconds', a.starts_at)`, '=', reminder.startsAt)
        .forShare('a')
        .executeTakeFirst();
      // cancelled, answered no or moved since it was read: the claim stays, nothing is sent
      if (assessment === undefined) return false;
      const participants = await trx
        .selectFrom('assessmentParticipants as p')
        .innerJoin('users as u', 'u.id', 'p.userId')
        .select('p.userId')
        .distinct()
        .where('p.assessmentId', '=', assessment.id)
        .where('u.deletedAt', 'is', null)
        .where('p.userId', '<>', assessment.seekerId)
        .orderBy('p.userId')
        .execute();
      // each recipient's own time zone, when they set one (issue 24)
      const zones = new Map(
        (
          await trx
            .selectFrom('users')
            .select(['id', 'timeZone'])
            .where('id', 'in', [assessment.seekerId, ...participants.map((p) => p.userId)])
            .execute()
        ).map((u) => [u.id, u.timeZone]),
      );
      const rows = assessmentReminderNotifications(
        assessment.seekerId,
        participants.map((p) => p.userId),
        {
          assessmentId: assessment.id,
          applicationId: assessment.applicationId,
          jobId: assessment.jobId,
          jobTitle: assessment.jobTitle,
          format: assessment.kind,
          seekerName: assessment.seekerName,
          startsAt: new Date(assessment.startsAt),
          timeZone: assessment.timeZone,
          window: reminder.window,
        },
        (userId) => zones.get(userId) ?? null,
      );
      await insertNotifications(
        trx,
        assessment.seekerDeletedAt === null ? rows : rows.filter((r) => r.userId !== assessment.seekerId),
      );
      return true;
    });
    if (done) sent += 1;
  }
  await db
    .deleteFrom('timedWorkDone')
    .where('key', 'like', 'assessment-reminder:%')
    .where('doneAt', '<', new Date(now.getTime() - KEEP_DONE_DAYS * 24 * HOUR_MS))
    .execute();
  return sent;
}
