import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, Notifications } from '../../db/schema.js';

/**
 * The one writer of notification rows: every event that notifies goes through it, so that a
 * recipient who switched a kind off in-app (`in_app.<kind>=false` in notification_settings, one
 * name/value pair per setting) is never sent that kind. Rows are inserted in the caller's
 * transaction; answers the rows kept.
 */
export async function insertNotifications(
  db: Kysely<DB> | Transaction<DB>,
  rows: readonly Insertable<Notifications>[],
): Promise<Insertable<Notifications>[]> {
  if (rows.length === 0) return [];
  const names = [...new Set(rows.map((r) => inAppSetting(r.kind)))];
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
  return kept;
}

/** The in-app setting that switches a kind of notification off. */
export const inAppSetting = (kind: Notifications['kind']): `in_app.${Notifications['kind']}` =>
  `in_app.${kind}`;
