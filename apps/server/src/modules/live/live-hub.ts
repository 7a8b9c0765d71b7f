import { liveCloseCodes } from '@talent/contracts';
import type { LiveEvent, LiveMessage } from './live-events.js';

/** Roles whose holders follow an organisation's pipelines live. */
export const PIPELINE_ROLES = new Set(['hr', 'hr_admin', 'publisher']);

/** One open live connection: a browser tab of a signed-in account. */
export interface LiveConnection {
  userId: string;
  sessionId: string;
  /** The organisations whose pipelines this account follows (a hiring role there). */
  organisationIds: readonly string[];
  send(message: LiveMessage): void;
  /** Closes the connection with a WebSocket close code and reason. */
  close(code: number, reason: string): void;
}

/** Close codes the web app understands (in the contracts). */
export const CLOSE_SESSION_ENDED = liveCloseCodes.sessionEnded;
export const CLOSE_ACCOUNT_CLOSED = liveCloseCodes.accountClosed;
export const CLOSE_TOO_MANY = liveCloseCodes.tooMany;

/**
 * The connections this server holds, by account, session and organisation, and the delivery of
 * each event to those it concerns. Every server has one; events come from the database's NOTIFY,
 * so a change made on any server reaches the tabs connected to every other.
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  private readonly bySession = new Map<string, Set<LiveConnection>>();
  private readonly byOrganisation = new Map<string, Set<LiveConnection>>();

  constructor(private readonly maxPerUser: number) {}

  /** How many connections are open on this server. */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Adds a connection; false (and nothing added) when the account already holds the most allowed. */
  add(connection: LiveConnection): boolean {
    const mine = this.byUser.get(connection.userId);
    if (mine !== undefined && mine.size >= this.maxPerUser) return false;
    addTo(this.byUser, connection.userId, connection);
    addTo(this.bySession, connection.sessionId, connection);
    for (const org of connection.organisationIds) addTo(this.byOrganisation, org, connection);
    return true;
  }

  remove(connection: LiveConnection): void {
    removeFrom(this.byUser, connection.userId, connection);
    removeFrom(this.bySession, connection.sessionId, connection);
    for (const org of connection.organisationIds) removeFrom(this.byOrganisation, org, connection);
  }

  /** Delivers an event to this server's connections it concerns. */
  deliver(event: LiveEvent): void {
    switch (event.type) {
      case 'session-ended':
        for (const id of event.sessionIds)
          for (const c of [...(this.bySession.get(id) ?? [])]) c.close(CLOSE_SESSION_ENDED, 'session ended');
        return;
      case 'account-closed':
        for (const id of event.userIds)
          for (const c of [...(this.byUser.get(id) ?? [])]) c.close(CLOSE_ACCOUNT_CLOSED, 'account closed');
        return;
      case 'pipeline':
        for (const c of this.byOrganisation.get(event.organisationId) ?? [])
          c.send({ type: 'pipeline', jobId: event.jobId });
        return;
      default: {
        const message = toMessage(event);
        for (const id of new Set(event.userIds)) for (const c of this.byUser.get(id) ?? []) c.send(message);
      }
    }
  }

  /** Every connection (shutdown closes them). */
  all(): LiveConnection[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }
}

function toMessage(
  event: Extract<LiveEvent, { type: 'notification' | 'message' | 'read' | 'channel' }>,
): LiveMessage {
  switch (event.type) {
    case 'notification':
      return { type: 'notification' };
    case 'message':
      return { type: 'message', channelId: event.channelId, messageId: event.messageId };
    case 'read':
      return { type: 'read', channelId: event.channelId, readerId: event.readerId };
    case 'channel':
      return { type: 'channel', channelId: event.channelId };
  }
}

function addTo(map: Map<string, Set<LiveConnection>>, key: string, c: LiveConnection): void {
  const set = map.get(key);
  if (set === undefined) map.set(key, new Set([c]));
  else set.add(c);
}

function removeFrom(map: Map<string, Set<LiveConnection>>, key: string, c: LiveConnection): void {
  const set = map.get(key);
  if (set === undefined) return;
  set.delete(c);
  if (set.size === 0) map.delete(key);
}
