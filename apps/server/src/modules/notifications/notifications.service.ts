import { type Kysely, sql } from 'kysely';
import {
  NOTIFICATION_PRODUCT,
  type NotificationCleared,
  type NotificationCount,
  type NotificationItem,
  type NotificationPage,
  type NotificationPageQuery,
  type NotificationsRead,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { MailLanguage } from '../auth/auth-mails.js';

/** The interface languages a title is kept in. */
export type TitleLanguage = MailLanguage;

interface Row {
  id: string;
  title: string;
  titleZh: string | null;
  titleAr: string | null;
  icon: string | null;
  url: string | null;
  viewedAt: Date | null;
  createdAt: Date;
}

/** The title in the reader's language; English when that one was not written. */
function titleIn(row: Row, language: TitleLanguage): string {
  if (language === 'ar') return row.titleAr ?? row.title;
  if (language === 'zh-CN') return row.titleZh ?? row.title;
  return row.title;
}

function toItem(row: Row, language: TitleLanguage): NotificationItem {
  return {
    id: row.id,
    title: titleIn(row, language),
    createdAt: row.createdAt.toISOString(),
    viewed: row.viewedAt !== null,
    data: { icon: row.icon, url: row.url, title_ar: row.titleAr },
  };
}

const COLUMNS = ['id', 'title', 'titleZh', 'titleAr', 'icon', 'url', 'viewedAt', 'createdAt'] as const;

/** When it was first read: a notification read again keeps that time. */
const readNow = sql<Date>`coalesce(${sql.ref('viewedAt')}, now())`;

/** The user's own notifications that were not cleared, in this product. */
function own(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('notifications')
    .where('userId', '=', userId)
    .where('clearedAt', 'is', null)
    .where('product', '=', NOTIFICATION_PRODUCT);
}

/** One page, newest first (spec section 9), page numbers from 0. */
export async function listNotifications(
  db: Kysely<DB>,
  userId: string,
  query: NotificationPageQuery,
  language: TitleLanguage,
): Promise<NotificationPage> {
  const [rows, total] = await Promise.all([
    own(db, userId)
      .select(COLUMNS)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    own(db, userId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    content: rows.map((r) => toItem(r, language)),
    totalElements: Number(total.n),
    number: query.page,
    size: query.size,
  };
}

export async function countUnread(db: Kysely<DB>, userId: string): Promise<NotificationCount> {
  const row = await own(db, userId)
    .where('viewedAt', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { count: Number(row.n) };
}

/** Marks one of the user's notifications read (again: harmless); another user's is not found. */
export async function markRead(
  db: Kysely<DB>,
  userId: string,
  id: string,
  language: TitleLanguage,
): Promise<NotificationItem> {
  const row = await db
    .updateTable('notifications')
    .set({ viewedAt: readNow })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('clearedAt', 'is', null)
    .where('product', '=', NOTIFICATION_PRODUCT)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (row === undefined) throw notFound('Notification');
  return toItem(row, language);
}

/** Clears every notification of the user: they leave the list and the count (read, if they were not). */
export async function clearAll(db: Kysely<DB>, userId: string): Promise<NotificationCleared> {
  const result = await db
    .updateTable('notifications')
    .set({ clearedAt: sql<Date>`now()`, viewedAt: readNow })
    .where('userId', '=', userId)
    .where('clearedAt', 'is', null)
    .where('product', '=', NOTIFICATION_PRODUCT)
    .executeTakeFirst();
  return { cleared: Number(result.numUpdatedRows) };
}

/** Marks every unread notification of the user read; they stay in the list. */
export async function markAllRead(db: Kysely<DB>, userId: string): Promise<NotificationsRead> {
  const result = await db
    .updateTable('notifications')
    .set({ viewedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('viewedAt', 'is', null)
    .where('clearedAt', 'is', null)
    .where('product', '=', NOTIFICATION_PRODUCT)
    .executeTakeFirst();
  return { read: Number(result.numUpdatedRows) };
}
