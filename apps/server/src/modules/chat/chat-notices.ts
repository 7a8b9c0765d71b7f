import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import { links } from '@talent/contracts';
import type { ChatSettings } from '../../config.js';
import type { DB, Notifications } from '../../db/schema.js';
import { insertNotifications } from '../notifications/notify.js';

/** How many members one run tells at most; the next run (a minute later) takes the rest. */
const NOTICE_BATCH = 500;

/** Where a notice opens the conversation: the candidate's messages, or the hiring team's. */
export const conversationUrl = (channelId: string, candidate: boolean): string =>
  candidate ? links.conversation(channelId) : links.hrConversation(channelId);

interface Claimed {
  channelId: string;
  userId: string;
  candidate: boolean;
  subject: string;
  jobId: string | null;
  unread: number;
  senderName: string | null;
}

/** The notice of unread messages, in the three interface languages. */
function notice(c: Claimed): Insertable<Notifications> {
  const subject = c.subject;
  const one = c.unread === 1 && c.senderName !== null && c.senderName !== '';
  const sender = c.senderName ?? '';
  return {
    userId: c.userId,
    kind: 'message_received',
    title: one
      ? `${sender} sent you a message about ${subject}`
      : `${c.unread} new messages about ${subject}`,
    titleZh: one ? `${sender}就${subject}给您发了一条消息` : `关于${subject}有${c.unread}条新消息`,
    titleAr: one ? `أرسل إليك ${sender} رسالة بخصوص ${subject}` : `${c.unread} رسائل جديدة بخصوص ${subject}`,
    icon: 'message',
    url: conversationUrl(c.channelId, c.candidate),
    data: { channelId: c.channelId, ...(c.jobId === null ? {} : { jobId: c.jobId }) },
  };
}

/**
 * Tells members of messages they have not read: for each member with messages from others sent at
 * least CHAT_NOTIFY_DELAY_SECONDS before `now`, after their read mark and after their last notice
 * of that conversation, and no notice of it in the last CHAT_NOTIFY_INTERVAL_SECONDS, one
 * `message_received` notification (and a mail, per their settings) through insertNotifications.
 * Members are claimed by a conditional UPDATE of `notified_at` … RETURNING, in the transaction that
 * writes the notices: two servers running this at once tell each member once. A member who may no
 * longer open the conversation (a colleague who left the organisation, a deleted or locked account) is not
 * told. Answers how many notices were written. Called by the timed work every minute.
 */
export async function notifyUnreadMessages(
  db: Kysely<DB>,
  now: Date,
  settings: ChatSettings,
): Promise<number> {
  const sentBefore = new Date(now.getTime() - settings.notifyDelaySeconds * 1000);
  const toldBefore = new Date(now.getTime() - settings.notifyIntervalSeconds * 1000);
  return db.transaction().execute(async (trx) => {
    const claimed = await sql<Claimed>`
      with due as (
        select cm.channel_id, cm.user_id
        from chat_channel_members cm
        join chat_channels c on c.id = cm.channel_id
        join users u on u.id = cm.user_id and u.deleted_at is null and not u.is_locked
        left join jobs j on j.id = c.job_id
        where (cm.notified_at is null or cm.notified_at <= ${toldBefore})
          and (c.seeker_id = cm.user_id
            or coalesce(c.organisation_id, j.organisation_id) is null
            or exists (select 1 from organisation_members om
              where om.organisation_id = coalesce(c.organisation_id, j.organisation_id)
                and om.user_id = cm.user_id))
          and exists (select 1 from chat_messages m
            where m.channel_id = cm.channel_id
              and (m.sender_id is null or m.sender_id <> cm.user_id)
              and m.created_at <= ${sentBefore}
              and m.created_at > coalesce(cm.last_read_at, '-infinity'::timestamptz)
              and m.created_at > coalesce(cm.notified_at, '-infinity'::timestamptz))
        order by cm.channel_id, cm.user_id
        limit ${NOTICE_BATCH}
      ),
      told as (
        update chat_channel_members t set notified_at = ${now}
        from due
        where t.channel_id = due.channel_id and t.user_id = due.user_id
          and (t.notified_at is null or t.notified_at <= ${toldBefore})
        returning t.channel_id, t.user_id, t.last_read_at
      )
      select
        told.channel_id as "channelId",
        told.user_id as "userId",
        (c.seeker_id is not distinct from told.user_id) as candidate,
        coalesce(c.title, j.title, 'Conversation') as subject,
        c.job_id as "jobId",
        (select count(*)::int from chat_messages m
          where m.channel_id = told.channel_id
            and (m.sender_id is null or m.sender_id <> told.user_id)
            and m.created_at > coalesce(told.last_read_at, '-infinity'::timestamptz)) as unread,
        (select u.full_name from chat_messages m join users u on u.id = m.sender_id
          where m.channel_id = told.channel_id and m.sender_id <> told.user_id
          order by m.created_at desc, m.id desc limit 1) as "senderName"
      from told
      join chat_channels c on c.id = told.channel_id
      left join jobs j on j.id = c.job_id
      order by told.channel_id, told.user_id`.execute(trx);
    const rows = claimed.rows
      .filter((c) => Number(c.unread) > 0)
      .map((c) => notice({ ...c, unread: Number(c.unread) }));
    await insertNotifications(trx, rows);
    return rows.length;
  });
}
