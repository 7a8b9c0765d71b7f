/**
 * What the live channel (`GET /router/rest/api/live`, a WebSocket) sends a signed-in tab (issue
 * 23): ids of what changed, never content; the tab fetches what it shows through the API.
 */
export type LiveMessage =
  /** The first message: the connection is up; the server pings this often. */
  | { type: 'hello'; heartbeatSeconds: number }
  /** The account's notifications changed (a new one, read, cleared). */
  | { type: 'notification' }
  /** A new message in one of the account's conversations. */
  | { type: 'message'; channelId: string; messageId: string }
  /** A member read a conversation (read receipts, unread counts). */
  | { type: 'read'; channelId: string; readerId: string }
  /** The account's conversations changed otherwise (a new one, a member added). */
  | { type: 'channel'; channelId: string }
  /** A job's pipeline changed (its organisation's hiring team only). */
  | { type: 'pipeline'; jobId: string }
  /** Events may have been missed: fetch afresh. */
  | { type: 'resync' };

/** Close codes of the live channel (4000–4999 are the application's). */
export const liveCloseCodes = {
  /** The access token expired or the session ended: refresh the token and connect again. */
  sessionEnded: 4401,
  /** The account was locked or deleted: stop. */
  accountClosed: 4403,
  /** The account holds too many live connections: stop (and poll). */
  tooMany: 4429,
} as const;
