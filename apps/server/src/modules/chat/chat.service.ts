import { type Kysely, sql, type Transaction } from 'kysely';
import type {
  AddChannelMemberRequest,
  Channel,
  ChannelListQuery,
  ChannelListResponse,
  MarkReadResponse,
  Message,
  MessageListQuery,
  MessageListResponse,
  OpenChannelRequest,
  SendMessageRequest,
} from '@talent/contracts';
import type { ChatSettings } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { formatWait } from '../../lib/format-wait.js';
import type { AuthContext } from '../auth/auth-context.js';
import { publishLive } from '../live/live-events.js';
import { jobRolesOf } from '../organisation/job-roles.js';
import {
  type ChannelRow,
  contactedAbout,
  findAttachments,
  findColleague,
  findLastMessages,
  findMembers,
  findMessages,
  findVisibleChannel,
  HIRING_ROLES,
  inPipeline,
  jobTeam,
  listVisibleChannels,
  memberIdsOf,
  messageOfChannel,
  type MessageRow,
  organisationRecruiters,
  unreadTotalOf,
} from './chat.repository.js';

/**
 * Conversations between an organisation and a candidate (issue 23; docs/decisions.md,
 * "Conversations"). One conversation per (job, candidate); its members are the candidate and the
 * organisation's people with a say on the job. Nobody else learns that a conversation exists: every
 * call about one answers 404 to a non-member.
 */

type Db = Kysely<DB> | Transaction<DB>;

const iso = (d: Date | string): string => new Date(d).toISOString();
const CONVERSATION = 'Conversation';
const badField = (field: string, message: string, summary = 'Some fields are not valid.') =>
  new AppError(400, 'bad_request', summary, {}, [{ field, message }]);

const NOT_A_CANDIDATE =
  'You can write to an employer about a job once you have applied to it, or once they have ' +
  'contacted you about it (an invitation, an interview or an offer).';

// ───────────── presenting ─────────────

/**
 * Whether the caller may write, and why not. A candidate who withdrew their application reads the
 * conversation but writes no more. A closed or withdrawn job's conversation stays open to both
 * sides: the hiring goes on after the job stops taking applications (interviews, offers), so
 * closing the job does not silence it.
 */
function writeState(row: ChannelRow, userId: string): Pick<Channel, 'canWrite' | 'readOnlyReason'> {
  if (row.seekerId === userId && row.applicationStatus === 'withdrawn') {
    return { canWrite: false, readOnlyReason: 'withdrawn' };
  }
  return { canWrite: true, readOnlyReason: null };
}

async function presentChannels(db: Db, userId: string, rows: readonly ChannelRow[]): Promise<Channel[]> {
  const ids = rows.map((r) => r.id);
  const [members, lastMessages] = await Promise.all([findMembers(db, ids), findLastMessages(db, ids)]);
  return rows.map((row) => {
    const last = lastMessages.find((m) => m.channelId === row.id);
    const subject = row.title ?? row.jobTitle ?? CONVERSATION;
    const candidateSide = row.seekerId === userId;
    return {
      id: row.id,
      subject,
      jobId: row.jobId,
      jobTitle: row.jobTitle,
      organisationId: row.organisationId,
      organisationName: row.organisationName,
      applicationId: row.applicationId,
      counterpartName: candidateSide
        ? (row.organisationName ?? subject)
        : // a conversation of the hiring team alone (no candidate) is named by its subject
          (row.seekerName ?? subject),
      members: members
        .filter((m) => m.channelId === row.id)
        .map((m) => ({
          userId: m.userId,
          fullName: m.fullName,
          userName: m.userName,
          channelId: m.channelId,
          side: m.userId === row.seekerId ? ('candidate' as const) : ('team' as const),
          lastReadAt: m.lastReadAt === null ? null : iso(m.lastReadAt),
        })),
      lastMessage:
        last === undefined
          ? null
          : { id: last.id, senderId: last.senderId, preview: last.preview, createdAt: iso(last.createdAt) },
      lastActivityAt: iso(row.lastMessageAt),
      unreadCount: Number(row.unreadCount),
      ...writeState(row, userId),
    };
  });
}

async function presentChannel(db: Db, userId: string, channelId: string): Promise<Channel> {
  const row = await findVisibleChannel(db, userId, channelId);
  if (row === undefined) throw notFound(CONVERSATION);
  const [channel] = await presentChannels(db, userId, [row]);
  if (channel === undefined) throw notFound(CONVERSATION);
  return channel;
}

async function presentMessages(db: Db, rows: readonly MessageRow[]): Promise<Message[]> {
  const files = await findAttachments(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    channelId: r.channelId,
    senderId: r.senderId,
    senderName: r.senderName ?? '',
    text: r.body,
    attachments: files
      .filter((f) => f.messageId === r.id)
      .map((f) => ({
        fileId: f.id,
        fileName: f.filename,
        contentType: f.contentType,
        size: Number(f.sizeBytes),
      })),
    createdAt: iso(r.createdAt),
    readByAll: r.readByAll,
  }));
}

/** The conversation if the caller may open it; 404 otherwise (its existence is private). */
async function visible(db: Db, auth: AuthContext, channelId: string): Promise<ChannelRow> {
  const row = await findVisibleChannel(db, auth.userId, channelId);
  if (row === undefined) throw notFound(CONVERSATION);
  return row;
}

// ───────────── the calls ─────────────

export async function listChannels(
  db: Kysely<DB>,
  auth: AuthContext,
  query: ChannelListQuery,
): Promise<ChannelListResponse> {
  const page = await listVisibleChannels(db, auth.userId, query);
  return {
    items: await presentChannels(db, auth.userId, page.rows),
    total: page.total,
    unreadTotal: page.unreadTotal,
  };
}

export async function getChannel(db: Kysely<DB>, auth: AuthContext, channelId: string): Promise<Channel> {
  return presentChannel(db, auth.userId, channelId);
}

/** Whether the caller speaks for the job's organisation: a hiring role in it, or a per-job role on the job. */
async function standingOn(
  db: Db,
  auth: AuthContext,
  job: { id: string; organisationId: string },
): Promise<'team' | 'member' | 'outsider'> {
  const held = auth.organisations.find((o) => o.id === job.organisationId)?.roles ?? [];
  if (held.length === 0) return 'outsider';
  if (held.some((r) => (HIRING_ROLES as readonly string[]).includes(r))) return 'team';
  return (await jobRolesOf(db, auth.userId, job.id)).length > 0 ? 'team' : 'member';
}

/**
 * Adds these people to a conversation (those already in it stay as they are) and, when anyone was
 * added, tells every member's open tabs; answers whether anyone was added.
 */
async function addMembers(
  trx: Transaction<DB>,
  channelId: string,
  people: readonly { id: string; fullName: string; email: string }[],
): Promise<boolean> {
  const added = await trx
    .insertInto('chatChannelMembers')
    .values(people.map((p) => ({ channelId, userId: p.id, fullName: p.fullName, userName: p.email })))
    .onConflict((oc) => oc.columns(['channelId', 'userId']).doNothing())
    .returning('userId')
    .execute();
  if (added.length === 0) return false;
  await publishLive(trx, { type: 'channel', userIds: await memberIdsOf(trx, channelId), channelId });
  return true;
}

/**
 * Opens the conversation about a job with a candidate, or answers the one there is. The team names
 * the candidate (`seekerId`), who must be in the job's pipeline; a candidate opens their own, once
 * they applied or the organisation contacted them about the job. A team member who opens an
 * existing conversation joins it.
 */
export async function openChannel(
  db: Kysely<DB>,
  auth: AuthContext,
  body: OpenChannelRequest,
): Promise<{ created: boolean; channel: Channel }> {
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'organisationId', 'title', 'status', 'createdBy'])
    .where('id', '=', body.jobId)
    .executeTakeFirst();
  if (job === undefined) throw notFound('Job');
  const standing = await standingOn(db, auth, job);
  if (body.seekerSubject !== undefined) {
    if (body.seekerId !== undefined) {
      throw badField('body.seekerSubject', 'cannot be given with seekerId', 'Name the candidate once.');
    }
    const named = await db
      .selectFrom('users')
      .select('id')
      .where('subject', '=', body.seekerSubject)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (named === undefined) {
      throw badField('body.seekerSubject', 'names no account', 'This candidate has no account any more.');
    }
    body = { ...body, seekerId: named.id };
  }
  const asTeam = body.seekerId !== undefined && body.seekerId !== auth.userId;

  let seekerId: string;
  if (asTeam) {
    if (standing === 'outsider') throw notFound('Job');
    if (standing === 'member') {
      throw forbidden("Only the job's hiring team writes to its candidates.");
    }
    seekerId = body.seekerId as string;
    if (!(await inPipeline(db, job.id, seekerId))) {
      throw badField(
        'body.seekerId',
        'is not a candidate of this job (applied, invited or shortlisted)',
        'You can write to the candidates of this job only.',
      );
    }
  } else {
    if (standing === 'team' && body.seekerId === undefined) {
      throw badField('body.seekerId', 'is required: name the candidate', 'Name the candidate to write to.');
    }
    seekerId = auth.userId;
    if (!(await contactedAbout(db, job.id, seekerId))) {
      // a draft is nobody's business outside the organisation
      if (job.status === 'draft' && standing === 'outsider') throw notFound('Job');
      throw new AppError(403, 'not_a_candidate', NOT_A_CANDIDATE);
    }
  }

  const seeker = await db
    .selectFrom('users')
    .select(['id', 'fullName', 'email'])
    .where('id', '=', seekerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (seeker === undefined) throw badField('body.seekerId', 'names no account');

  const result = await db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select('id')
      .where('jobId', '=', job.id)
      .where('seekerId', '=', seekerId)
      .executeTakeFirst();
    const inserted = await trx
      .insertInto('chatChannels')
      .values({
        jobId: job.id,
        seekerId,
        organisationId: job.organisationId,
        applicationId: application?.id ?? null,
        title: body.subject ?? job.title,
        createdBy: auth.userId,
      })
      .onConflict((oc) =>
        oc
          .columns(['jobId', 'seekerId'])
          .where('jobId', 'is not', null)
          .where('seekerId', 'is not', null)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (inserted !== undefined) {
      let team = await jobTeam(trx, job);
      if (asTeam && !team.some((t) => t.id === auth.userId)) {
        team = [...team, { id: auth.userId, fullName: auth.fullName, email: auth.email }];
      }
      if (team.length === 0) team = await organisationRecruiters(trx, job.organisationId);
      const people = [seeker, ...team.filter((t) => t.id !== seeker.id)];
      await addMembers(trx, inserted.id, people);
      return { created: true, channelId: inserted.id };
    }
    const existing = await trx
      .selectFrom('chatChannels')
      .select('id')
      .where('jobId', '=', job.id)
      .where('seekerId', '=', seekerId)
      .executeTakeFirstOrThrow();
    // the candidate, or a member of the hiring team, who is not in it yet joins it
    await addMembers(trx, existing.id, [{ id: auth.userId, fullName: auth.fullName, email: auth.email }]);
    return { created: false, channelId: existing.id };
  });
  return { created: result.created, channel: await presentChannel(db, auth.userId, result.channelId) };
}

export async function listMessages(
  db: Kysely<DB>,
  auth: AuthContext,
  channelId: string,
  query: MessageListQuery,
): Promise<MessageListResponse> {
  await visible(db, auth, channelId);
  if (query.before !== undefined && !(await messageOfChannel(db, channelId, query.before))) {
    throw badField('query.before', 'is not a message of this conversation');
  }
  const rows = await findMessages(db, channelId, { before: query.before, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit).reverse();
  return { items: await presentMessages(db, page), hasMore: rows.length > query.limit };
}

/**
 * Sends a message: plain text (stored as written; nothing in it is ever interpreted as HTML) and
 * files the sender uploaded. At most CHAT_MESSAGES_PER_MINUTE messages a minute per sender, across
 * conversations, counted in the messages themselves.
 */
export async function sendMessage(
  db: Kysely<DB>,
  auth: AuthContext,
  settings: ChatSettings,
  channelId: string,
  body: SendMessageRequest,
): Promise<Message> {
  const channel = await visible(db, auth, channelId);
  const state = writeState(channel, auth.userId);
  if (!state.canWrite) {
    throw new AppError(
      409,
      'read_only',
      'You withdrew your application for this job: you can read this conversation but not write in it.',
    );
  }
  const fileIds = [...new Set(body.fileIds ?? [])];
  if (fileIds.length > settings.maxAttachments) {
    throw badField('body.fileIds', `must hold at most ${settings.maxAttachments} files`);
  }
  if (fileIds.length > 0) {
    const owned = await db
      .selectFrom('files')
      .select('id')
      .where('id', 'in', fileIds)
      .where('ownerId', '=', auth.userId)
      .where('deletedAt', 'is', null)
      .execute();
    const index = fileIds.findIndex((id) => !owned.some((f) => f.id === id));
    if (index !== -1) {
      const given = (body.fileIds ?? []).indexOf(fileIds[index] as string);
      throw badField(`body.fileIds.${given}`, 'is not a file you uploaded');
    }
  }

  const messageId = await db.transaction().execute(async (trx) => {
    // the sender's row locked: parallel sends of one account count one after another
    await trx.selectFrom('users').select('id').where('id', '=', auth.userId).forUpdate().execute();
    const recent = await trx
      .selectFrom('chatMessages')
      .select([
        sql<number>`count(*)::int`.as('n'),
        sql<number>`ceil(extract(epoch from min(created_at) + interval '1 minute' - clock_timestamp()))::int`.as(
          'wait',
        ),
      ])
      .where('senderId', '=', auth.userId)
      .where('createdAt', '>', sql<Date>`clock_timestamp() - interval '1 minute'`)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= settings.messagesPerMinute) {
      const wait = Math.max(1, Number(recent.wait ?? 60));
      throw new AppError(
        429,
        'too_many_messages',
        `You can send up to ${settings.messagesPerMinute} messages a minute. Try again in ${formatWait(wait)}.`,
        { 'retry-after': String(wait) },
      );
    }
    const message = await trx
      .insertInto('chatMessages')
      .values({
        channelId,
        senderId: auth.userId,
        body: body.text,
        createdAt: sql<Date>`date_trunc('milliseconds', clock_timestamp())`,
      })
      .returning(['id', 'createdAt'])
      .executeTakeFirstOrThrow();
    if (fileIds.length > 0) {
      await trx
        .insertInto('chatMessageFiles')
        .values(fileIds.map((fileId, position) => ({ messageId: message.id, fileId, position })))
        .execute();
    }
    await trx
      .updateTable('chatChannels')
      .set({ lastMessageAt: sql<Date>`greatest(last_message_at, ${message.createdAt})` })
      .where('id', '=', channelId)
      .execute();
    // what one writes, one has read
    await trx
      .updateTable('chatChannelMembers')
      .set({ lastReadAt: sql<Date>`greatest(last_read_at, ${message.createdAt})` })
      .where('channelId', '=', channelId)
      .where('userId', '=', auth.userId)
      .execute();
    await publishLive(trx, {
      type: 'message',
      userIds: await memberIdsOf(trx, channelId),
      channelId,
      messageId: message.id,
    });
    return message.id;
  });
  const rows = await findMessages(db, channelId, { id: messageId, limit: 1 });
  const [message] = await presentMessages(db, rows);
  if (message === undefined) throw notFound('Message');
  return message;
}

/** Moves the caller's read mark forward to the message (never back); answers what is left unread. */
export async function markRead(
  db: Kysely<DB>,
  auth: AuthContext,
  channelId: string,
  messageId: string,
): Promise<MarkReadResponse> {
  await visible(db, auth, channelId);
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom('chatMessages')
      .select('createdAt')
      .where('id', '=', messageId)
      .where('channelId', '=', channelId)
      .executeTakeFirst();
    if (message === undefined) throw notFound('Message');
    const moved = await trx
      .updateTable('chatChannelMembers')
      .set({ lastReadAt: message.createdAt })
      .where('channelId', '=', channelId)
      .where('userId', '=', auth.userId)
      .where((eb) => eb.or([eb('lastReadAt', 'is', null), eb('lastReadAt', '<', message.createdAt)]))
      .returning('userId')
      .executeTakeFirst();
    if (moved !== undefined) {
      await publishLive(trx, {
        type: 'read',
        userIds: await memberIdsOf(trx, channelId),
        channelId,
        readerId: auth.userId,
      });
    }
    const row = await findVisibleChannel(trx, auth.userId, channelId);
    return {
      channelId,
      unreadCount: Number(row?.unreadCount ?? 0),
      unreadTotal: await unreadTotalOf(trx, auth.userId),
    };
  });
}

/**
 * The spec's addMemberToChannelDiscussion: a member of the hiring team adds a colleague, named by
 * their e-mail (`userName`), who belongs to the organisation with a hiring role or a per-job role on
 * the job. The member row takes the account's own name, not the one sent. Adding a member again
 * changes nothing.
 */
export async function addMember(
  db: Kysely<DB>,
  auth: AuthContext,
  body: AddChannelMemberRequest,
): Promise<{ created: boolean; channel: Channel }> {
  const channel = await visible(db, auth, body.channelId);
  if (channel.seekerId === auth.userId) {
    throw forbidden("Only the organisation's side of a conversation adds people to it.");
  }
  if (channel.organisationId === null) {
    throw badField('body.channelId', 'is a conversation of no organisation', 'Nobody can be added here.');
  }
  const colleague = await findColleague(db, body.userName, channel.organisationId, channel.jobId);
  if (colleague === undefined || colleague.id === channel.seekerId) {
    throw new AppError(
      404,
      'not_found',
      'No colleague with this e-mail address can join: they must belong to your organisation as a ' +
        'recruiter, an admin or a publisher, or hold a role on this job.',
      {},
      [{ field: 'body.userName', message: 'names no colleague who can join this conversation' }],
    );
  }
  const created = await db.transaction().execute((trx) => addMembers(trx, channel.id, [colleague]));
  return { created, channel: await presentChannel(db, auth.userId, channel.id) };
}
