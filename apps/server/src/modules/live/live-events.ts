import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The NOTIFY channel every server listens on (one per database). */
export const LIVE_CHANNEL = 'talent_live';

/**
 * What changed, told to whoever may see it. An event names ids only, never content: each open
 * screen fetches what changed through the API, with its own rights, so an event reaching the
 * wrong tab would tell nothing. Recipients are accounts (`userIds`), an organisation's hiring team
 * (`organisationId`: its hr, hr_admin and publisher members), or sessions.
 */
export type LiveEvent =
  /** Their notifications changed (a new one, read, cleared): the bell, the feed, "waiting for your answer". */
  | { type: 'notification'; userIds: readonly string[] }
  /** A new message in a conversation they belong to. */
  | { type: 'message'; userIds: readonly string[]; channelId: string; messageId: string }
  /** A member read a conversation up to a message (read receipts, unread counts). */
  | { type: 'read'; userIds: readonly string[]; channelId: string; readerId: string }
  /** Their conversations changed otherwise (a new one, a member added). */
  | { type: 'channel'; userIds: readonly string[]; channelId: string }
  /** A job's pipeline changed (an application, a move, an interview, an offer): board and stage counts. */
  | { type: 'pipeline'; organisationId: string; jobId: string }
  /** These sessions ended (sign-out, revoked): their live connections close. */
  | { type: 'session-ended'; sessionIds: readonly string[] }
  /** These accounts were locked or deleted: their live connections close. */
  | { type: 'account-closed'; userIds: readonly string[] };

/** What a browser tab receives: the event without its recipients (in the contracts, shared with the web app). */
export type { LiveMessage } from '@talent/contracts';

/** NOTIFY payloads stay far below PostgreSQL's 8000 bytes: long recipient lists are split. */
const IDS_PER_NOTIFY = 100;

function split(event: LiveEvent): LiveEvent[] {
  if (!('userIds' in event) && !('sessionIds' in event)) return [event];
  const ids = 'userIds' in event ? event.userIds : event.sessionIds;
  if (ids.length === 0) return [];
  const parts: LiveEvent[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
    const chunk = ids.slice(i, i + IDS_PER_NOTIFY);
    parts.push('userIds' in event ? { ...event, userIds: chunk } : { ...event, sessionIds: chunk });
  }
  return parts;
}

/**
 * Tells every server about a change, through PostgreSQL's NOTIFY (LISTEN on each server, PGlite's
 * in one process). Call it in the transaction that makes the change: the event leaves only when
 * that commits, and never for a change rolled back.
 */
export async function publishLive(db: Kysely<DB> | Transaction<DB>, ...events: LiveEvent[]): Promise<void> {
  const payloads = events.flatMap(split).map((e) => JSON.stringify(e));
  if (payloads.length === 0) return;
  await sql`select pg_notify(${LIVE_CHANNEL}, p) from unnest(${payloads}::text[]) as p`.execute(db);
}

/** The event in a NOTIFY payload, or undefined for anything that is not one. */
export function parseLiveEvent(payload: string): LiveEvent | undefined {
  try {
    const value = JSON.parse(payload) as { type?: unknown };
    return typeof value === 'object' && value !== null && typeof value.type === 'string'
      ? (value as LiveEvent)
      : undefined;
  } catch {
    return undefined;
  }
}
