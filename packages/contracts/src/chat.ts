import { z } from 'zod';
import { emptyToUndefined, MAX_PAGE_SIZE, multiLineText, singleLineText } from './common.js';

// ───────────── conversations (issue 23) ─────────────
// A conversation is one per (job, candidate): the candidate and the organisation's people with a
// role on the job. Paths under /router/rest/api (the spec's chat prefix).

/** The longest message, in characters. */
export const MESSAGE_MAX_CHARS = 4000;
/** The most files one message may carry (the server's CHAT_MAX_ATTACHMENTS is at most this). */
export const MESSAGE_MAX_FILES = 10;
/** The longest subject of a conversation. */
export const CHANNEL_SUBJECT_MAX_CHARS = 200;

export const channelIdParamsSchema = z.object({ channelId: z.uuid() });

/** Who is in a conversation (the spec's "chat channel member": fullName, userName, channelId). */
export const channelMemberSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  /** The member's e-mail address, as the spec's userName. */
  userName: z.string(),
  channelId: z.uuid(),
  /** `candidate`: the job seeker; `team`: the organisation's side. */
  side: z.enum(['candidate', 'team']),
  /** Up to when this member has read (read receipts); null: nothing yet. */
  lastReadAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ChannelMember = z.infer<typeof channelMemberSchema>;

export const channelSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  jobId: z.uuid().nullable(),
  jobTitle: z.string().nullable(),
  organisationId: z.uuid().nullable(),
  organisationName: z.string().nullable(),
  /** The candidate's application for the job, when there is one. */
  applicationId: z.uuid().nullable(),
  /** The other side, as the caller sees it: the candidate for the team, the organisation for the candidate. */
  counterpartName: z.string(),
  members: z.array(channelMemberSchema),
  lastMessage: z
    .object({
      id: z.uuid(),
      senderId: z.uuid().nullable(),
      /** The text's first characters. */
      preview: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  lastActivityAt: z.iso.datetime({ offset: true }),
  /** Messages from others the caller has not read. */
  unreadCount: z.number().int().min(0),
  /** False when the caller may read but not write (a candidate who withdrew). */
  canWrite: z.boolean(),
  /** Why not, when canWrite is false. */
  readOnlyReason: z.enum(['withdrawn', 'job_closed', 'left']).nullable(),
});
export type Channel = z.infer<typeof channelSchema>;

export const channelListQuerySchema = z.object({
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20)),
  offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0)),
  /** Only the conversations about this job (the recruiter's inbox beside a job). */
  jobId: z.preprocess(emptyToUndefined, z.uuid().optional()),
});
export type ChannelListQuery = z.infer<typeof channelListQuerySchema>;

export const channelListResponseSchema = z.object({
  items: z.array(channelSchema),
  total: z.number().int().min(0),
  /** Unread messages across all the caller's conversations (the badge). */
  unreadTotal: z.number().int().min(0),
});
export type ChannelListResponse = z.infer<typeof channelListResponseSchema>;

export const openChannelRequestSchema = z.object({
  jobId: z.uuid(),
  /** The candidate, when the organisation's side opens it; a job seeker leaves it out (themself). */
  seekerId: z.preprocess(emptyToUndefined, z.uuid().optional()),
  /** Or the candidate by their subject, as the recruiter's screens know them (one of the two). */
  seekerSubject: z.preprocess(emptyToUndefined, singleLineText(200).optional()),
  subject: z.preprocess(emptyToUndefined, singleLineText(CHANNEL_SUBJECT_MAX_CHARS).optional()),
});
export type OpenChannelRequest = z.infer<typeof openChannelRequestSchema>;

export const messageAttachmentSchema = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  channelId: z.uuid(),
  senderId: z.uuid().nullable(),
  senderName: z.string(),
  /** Plain text: the screen makes links clickable, never renders HTML. */
  text: z.string(),
  attachments: z.array(messageAttachmentSchema),
  createdAt: z.iso.datetime({ offset: true }),
  /** For the caller's own messages: whether every other member has read it. */
  readByAll: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListQuerySchema = z.object({
  /** Messages older than this one (paging backwards); absent: the newest. */
  before: z.preprocess(emptyToUndefined, z.uuid().optional()),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(30)),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageListResponseSchema = z.object({
  /** Oldest first: the newest message is last. */
  items: z.array(messageSchema),
  /** Whether older messages remain (ask with `before` = the first item's id). */
  hasMore: z.boolean(),
});
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

export const sendMessageRequestSchema = z.object({
  text: multiLineText(MESSAGE_MAX_CHARS).refine((t) => t.trim() !== '', 'must not be empty'),
  fileIds: z.array(z.uuid()).max(MESSAGE_MAX_FILES).optional(),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const markReadRequestSchema = z.object({ messageId: z.uuid() });
export type MarkReadRequest = z.infer<typeof markReadRequestSchema>;

export const markReadResponseSchema = z.object({
  channelId: z.uuid(),
  unreadCount: z.number().int().min(0),
  unreadTotal: z.number().int().min(0),
});
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

/** The spec's call: POST /router/rest/api/addMemberToChannelDiscussion. */
export const addChannelMemberRequestSchema = z.object({
  fullName: singleLineText(200),
  /** The colleague's e-mail address (their user name). */
  userName: singleLineText(254),
  channelId: z.uuid(),
});
export type AddChannelMemberRequest = z.infer<typeof addChannelMemberRequestSchema>;
