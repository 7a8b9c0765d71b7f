import type { Kysely } from 'kysely';
import type { Preferences, UpdatePreferencesBody } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

/** A person's language (their mails are written in it) and time zone (reminders give times in it). */
export async function getPreferences(db: Kysely<DB>, userId: string): Promise<Preferences> {
  const row = await db
    .selectFrom('users')
    .select(['preferredLanguage', 'timeZone'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row === undefined) throw notFound('User');
  return { language: row.preferredLanguage, timeZone: row.timeZone };
}

/** Changes what is sent; null clears the time zone. */
export async function setPreferences(
  db: Kysely<DB>,
  userId: string,
  body: UpdatePreferencesBody,
): Promise<Preferences> {
  const set = {
    ...(body.language !== undefined ? { preferredLanguage: body.language } : {}),
    ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
  };
  if (Object.keys(set).length > 0) {
    await db
      .updateTable('users')
      .set({ ...set, updatedAt: new Date() })
      .where('id', '=', userId)
      .execute();
  }
  return getPreferences(db, userId);
}
