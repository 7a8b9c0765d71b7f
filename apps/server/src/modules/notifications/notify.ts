import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, Notifications } from '../../db/schema.js';
import { enqueueMailJobs, type MailJob } from '../mail/queue.js';

/** The notification kinds whose mail carries the interview's `.ics`. */
const WITH_CALENDAR = new Set<string>(['assessment_scheduled', 'assessment_rescheduled']);

/**
 * The one writer of notifications: every event that notifies goes through it, in the caller's
 * transaction. Each recipient's settings (one name/value pair per setting, notification_settings)
 * decide both channels, independently: `in_app.<kind>=false` leaves out the row of the feed,
 * `email.<kind>=false` the mail. A mail is queued (mail/queue.ts) in the same transaction and sent
 * after it commits. Answers the rows kept for the feed.
 */
export async function insertNotifications(
  db: Kysely<DB> | Transaction<DB>,
  rows: readonly Insertable<Notifications>[],
): Promise<Insertable<Notifications>[]> {
  if (rows.length === 0) return [];
  const names = [...new Set(rows.flatMap((r) => [inAppSetting(r.kind), emailSetting(r.kind)]))];
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const off = await db
    .selectFrom('notificationSettings')
    .select(['userId', 'name'])
    .where('userId', 'in', userIds)
    .where('name', 'in', names)
    .where('value', '=', 'false')
    .execute();
  const switchedOff = new Set(off.map((s) => `${s.userId} ${s.name}`));
  const kept = rows.filter((r) => !switchedOff.has(`${r.userId} ${inAppSetting(r.kind)}`));
  if (kept.length > 0) await db.insertInto('notifications').values(kept).execute();
  const mails: MailJob[] = rows
    .filter((r) => !switchedOff.has(`${r.userId} ${emailSetting(r.kind)}`))
    .map((r) => {
      const assessmentId = WITH_CALENDAR.has(r.kind) ? assessmentOf(r.data) : undefined;
      return {
        type: 'notification',
        notificationKind: r.kind,
        userId: r.userId,
        title: r.title,
        titleZh: r.titleZh ?? null,
        titleAr: r.titleAr ?? null,
        url: r.url ?? null,
        ...(assessmentId !== undefined ? { assessmentId } : {}),
      };
    });
  await enqueueMailJobs(db, mails);
  return kept;
}

function assessmentOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const id = (data as Record<string, unknown>).assessmentId;
  return typeof id === 'string' ? id : undefined;
}

/** The in-app setting that switches a kind of notification off. */
export const inAppSetting = (kind: Notifications['kind']): `in_app.${Notifications['kind']}` =>
  `in_app.${kind}`;

/** The e-mail setting that switches a kind's mails off. */
export const emailSetting = (kind: Notifications['kind']): `email.${Notifications['kind']}` =>
  `email.${kind}`;
