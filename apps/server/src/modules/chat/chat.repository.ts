import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The organisation roles that speak for the organisation in its conversations. */
export const HIRING_ROLES = ['hr', 'hr_admin', 'publisher'] as const;

/** How many characters of a message the inbox shows. */
const PREVIEW_CHARS = 140;

/**
 * The conversations `userId` may open: those they are a member of, where they are the candidate or
 * still belong to the conversation's organisation (a colleague who left it no longer reads its
 * conversations). The organisation is the channel's, else its job's; a channel of neither (none in
 * this product's data) is for its members.
 */
function visibleChannels(db: Db, userId: string) {
  return db
    .selectFrom('chatChannels as c')
    .innerJoin('chatChannelMembers as me', (join) =>
      join.onRef('me.channelId', '=', 'c.id').on('me.userId', '=', userId),
    )
    .leftJoin('jobs as j', 'j.id', 'c.jobId')
    .leftJoin('organisations as o', (join) =>
      join.on(sql<boolean>`o.id = coalesce(c.organisation_id, j.organisation_id)`),
    )
    .leftJoin('users as s', 's.id', 'c.seekerId')
    .leftJoin('applications as a', (join) =>
      join.on(
        sql<boolean>`a.id = coalesce(c.application_id, (
          select a2.id from applications a2 where a2.job_id = c.job_id and a2.seeker_id = c.seeker_id))`,
      ),
    )
    .where(
      sql<boolean>`(c.seeker_id = ${userId} or o.id is null or exists (
        select 1 from organisation_members om where om.organisation_id = o.id and om.user_id = ${userId}))`,
    );
}

/** Messages from others that `userId` has not read, in the conversation `c` (their member row `me`). */
const unreadOf = (userId: string) =>
  sql<number>`(select count(*)::int from chat_messages m
    where m.channel_id = c.id and (m.sender_id is null or m.sender_id <> ${userId})
      and m.created_at > coalesce(me.last_read_at, '-infinity'::timestamptz))`;

function channelColumns(db: Db, userId: string) {
  return visibleChannels(db, userId).select([
    'c.id',
    'c.title',
    'c.jobId',
    'j.title as jobTitle',
    'o.id as organisationId',
    'o.name as organisationName',
    'a.id as applicationId',
    'a.status as applicationStatus',
    'c.seekerId',
    's.fullName as seekerName',
    'c.lastMessageAt',
    unreadOf(userId).as('unreadCount'),
  ]);
}

export type ChannelRow = Awaited<ReturnType<ReturnType<typeof channelColumns>['executeTakeFirstOrThrow']>>;

/** One conversation as `userId` sees it, or undefined when it is not theirs to see. */
export function findVisibleChannel(
  db: Db,
  userId: string,
  channelId: string,
): Promise<ChannelRow | undefined> {
  return channelColumns(db, userId).where('c.id', '=', channelId).executeTakeFirst();
}

/** A page of the caller's conversations, newest activity first, with the totals. */
export async function listVisibleChannels(
  db: Db,
  userId: string,
  page: { limit: number; offset: number; jobId?: string | undefined },
): Promise<{ rows: ChannelRow[]; total: number; unreadTotal: number }> {
  let rows = channelColumns(db, userId);
  let counted = visibleChannels(db, userId);
  if (page.jobId !== undefined) {
    rows = rows.where('c.jobId', '=', page.jobId);
    counted = counted.where('c.jobId', '=', page.jobId);
  }
  const [items, total, unread] = await Promise.all([
    rows
      .orderBy('c.lastMessageAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    counted.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    visibleChannels(db, userId)
      .select(sql<number>`coalesce(sum(${unreadOf(userId)}), 0)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.n), unreadTotal: Number(unread.n) };
}

/** The caller's unread messages across all their conversations (the badge). */
export async function unreadTotalOf(db: Db, userId: string): Promise<number> {
  const row = await visibleChannels(db, userId)
    .select(sql<number>`coalesce(sum(${unreadOf(userId)}), 0)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findMembers(db: Db, channelIds: readonly string[]) {
  if (channelIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('chatChannelMembers')
    .select(['channelId', 'userId', 'fullName', 'userName', 'lastReadAt'])
    .where('channelId', 'in', channelIds)
    .orderBy('joinedAt')
    .orderBy('userId')
    .execute();
}

export function findLastMessages(db: Db, channelIds: readonly string[]) {
  if (channelIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('chatMessages')
    .distinctOn('channelId')
    .select([
      'id',
      'channelId',
      'senderId',
      sql<string>`left(body, ${PREVIEW_CHARS})`.as('preview'),
      'createdAt',
    ])
    .where('channelId', 'in', channelIds)
    .orderBy('channelId')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Messages of a conversation, newest first, from before the message `before` (its time, then its id). */
export function findMessages(
  db: Db,
  channelId: string,
  options: { before?: string | undefined; id?: string; limit: number },
) {
  let query = db
    .selectFrom('chatMessages as m')
    .leftJoin('users as u', 'u.id', 'm.senderId')
    .select([
      'm.id',
      'm.channelId',
      'm.senderId',
      'u.fullName as senderName',
      'm.body',
      'm.createdAt',
      // every member other than the sender read up to it (or later)
      sql<boolean>`not exists (select 1 from chat_channel_members x
        where x.channel_id = m.channel_id and x.user_id is distinct from m.sender_id
          and (x.last_read_at is null or x.last_read_at < m.created_at))`.as('readByAll'),
    ])
    .where('m.channelId', '=', channelId);
  if (options.id !== undefined) query = query.where('m.id', '=', options.id);
  if (options.before !== undefined) {
    query = query.where(
      sql<boolean>`(m.created_at, m.id) < (select b.created_at, b.id from chat_messages b where b.id = ${options.before})`,
    );
  }
  return query.orderBy('m.createdAt', 'desc').orderBy('m.id', 'desc').limit(options.limit).execute();
}

export type MessageRow = Awaited<ReturnType<typeof findMessages>>[number];

export function findAttachments(db: Db, messageIds: readonly string[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('chatMessageFiles as mf')
    .innerJoin('files as f', 'f.id', 'mf.fileId')
    .select(['mf.messageId', 'f.id', 'f.filename', 'f.contentType', 'f.sizeBytes'])
    .where('mf.messageId', 'in', messageIds)
    .orderBy('mf.messageId')
    .orderBy('mf.position')
    .execute();
}

/** Whether the message is one of this conversation's. */
export async function messageOfChannel(db: Db, channelId: string, messageId: string): Promise<boolean> {
  const row = await db
    .selectFrom('chatMessages')
    .select('id')
    .where('id', '=', messageId)
    .where('channelId', '=', channelId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function memberIdsOf(db: Db, channelId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('chatChannelMembers')
    .select('userId')
    .where('channelId', '=', channelId)
    .orderBy('userId')
    .execute();
  return rows.map((r) => r.userId);
}

/** Whether the seeker applied to the job or was invited to it (its interviews and offers follow an application). */
export async function contactedAbout(db: Db, jobId: string, seekerId: string): Promise<boolean> {
  const row = await sql<{ yes: boolean }>`select (
      exists (select 1 from applications where job_id = ${jobId} and seeker_id = ${seekerId})
      or exists (select 1 from invitations where job_id = ${jobId} and seeker_id = ${seekerId})
    ) as yes`.execute(db);
  return row.rows[0]?.yes === true;
}

/** Whether the seeker is in the job's pipeline: applied, invited or kept on its shortlist. */
export async function inPipeline(db: Db, jobId: string, seekerId: string): Promise<boolean> {
  if (await contactedAbout(db, jobId, seekerId)) return true;
  const row = await db
    .selectFrom('shortlists')
    .select('jobId')
    .where('jobId', '=', jobId)
    .where('seekerId', '=', seekerId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The organisation's people with a say on the job, for a new conversation: its creator if they still
 * hold a hiring role, and everyone holding a per-job role on it who still belongs to the
 * organisation. Accounts that were deleted are left out.
 */
export async function jobTeam(
  db: Db,
  job: { id: string; organisationId: string; createdBy: string | null },
): Promise<{ id: string; fullName: string; email: string }[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.fullName', 'u.email'])
    .where('u.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('u.id', '=', job.createdBy ?? '00000000-0000-0000-0000-000000000000'),
          eb.exists(
            eb
              .selectFrom('organisationMembers as om')
              .select('om.userId')
              .whereRef('om.userId', '=', 'u.id')
              .where('om.organisationId', '=', job.organisationId)
              .where('om.role', 'in', HIRING_ROLES),
          ),
        ]),
        eb.and([
          eb.exists(
            eb
              .selectFrom('jobRoleConfigs as rc')
              .select('rc.userId')
              .whereRef('rc.userId', '=', 'u.id')
              .where('rc.jobId', '=', job.id),
          ),
          eb.exists(
            eb
              .selectFrom('organisationMembers as om')
              .select('om.userId')
              .whereRef('om.userId', '=', 'u.id')
              .where('om.organisationId', '=', job.organisationId),
          ),
        ]),
      ]),
    )
    .orderBy('u.id')
    .execute();
  return rows;
}

/** The organisation's recruiters (hr, hr_admin): who hears of a conversation about a job nobody holds. */
export function organisationRecruiters(db: Db, organisationId: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('organisationMembers as om', 'om.userId', 'u.id')
    .select(['u.id', 'u.fullName', 'u.email'])
    .distinct()
    .where('om.organisationId', '=', organisationId)
    .where('om.role', 'in', ['hr', 'hr_admin'])
    .where('u.deletedAt', 'is', null)
    .orderBy('u.id')
    .execute();
}

/**
 * A colleague who may join a conversation of the organisation about the job, found by e-mail: a
 * member of the organisation with a hiring role, or with a per-job role on the job.
 */
export function findColleague(db: Db, email: string, organisationId: string, jobId: string | null) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.fullName', 'u.email'])
    .where(sql<boolean>`lower(u.email) = lower(${email})`)
    .where('u.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('organisationMembers as om')
            .select('om.userId')
            .whereRef('om.userId', '=', 'u.id')
            .where('om.organisationId', '=', organisationId)
            .where('om.role', 'in', HIRING_ROLES),
        ),
        eb.and([
          eb.exists(
            eb
              .selectFrom('jobRoleConfigs as rc')
              .select('rc.userId')
              .whereRef('rc.userId', '=', 'u.id')
              .where('rc.jobId', '=', jobId ?? '00000000-0000-0000-0000-000000000000'),
          ),
          eb.exists(
            eb
              .selectFrom('organisationMembers as om')
              .select('om.userId')
              .whereRef('om.userId', '=', 'u.id')
              .where('om.organisationId', '=', organisationId),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
}

/**
 * Whether `userId` may see a file because it is attached to a message of a conversation they may
 * open (the file manager's access check, files.service.ts `viewableFile`).
 */
export async function isAttachmentVisibleTo(db: Db, fileId: string, userId: string): Promise<boolean> {
  const row = await visibleChannels(db, userId)
    .select('c.id')
    .where(
      sql<boolean>`c.id in (select m.channel_id from chat_message_files mf
        join chat_messages m on m.id = mf.message_id where mf.file_id = ${fileId})`,
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
