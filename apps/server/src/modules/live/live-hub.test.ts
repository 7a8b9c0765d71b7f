import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './live-events.js';
import { CLOSE_ACCOUNT_CLOSED, CLOSE_SESSION_ENDED, type LiveConnection, LiveHub } from './live-hub.js';
import type { LiveMessage } from './live-events.js';

function connection(userId: string, sessionId: string, organisationIds: string[] = []) {
  const sent: LiveMessage[] = [];
  const closed: number[] = [];
  const c: LiveConnection = {
    userId,
    sessionId,
    organisationIds,
    send: (m) => sent.push(m),
    close: (code) => closed.push(code),
  };
  return { c, sent, closed };
}

describe('the live hub', () => {
  it("delivers an account's events to each of its tabs, and nobody else's", () => {
    const hub = new LiveHub(5);
    const a1 = connection('a', 's1');
    const a2 = connection('a', 's2');
    const b = connection('b', 's3');
    for (const x of [a1, a2, b]) expect(hub.add(x.c)).toBe(true);
    hub.deliver({ type: 'message', userIds: ['a', 'a'], channelId: 'c', messageId: 'm' });
    expect(a1.sent).toEqual([{ type: 'message', channelId: 'c', messageId: 'm' }]);
    expect(a2.sent).toEqual(a1.sent);
    expect(b.sent).toEqual([]);
  });

  it("sends a job's pipeline changes to its organisation's hiring team only", () => {
    const hub = new LiveHub(5);
    const team = connection('t', 's1', ['org']);
    const other = connection('o', 's2', ['other']);
    hub.add(team.c);
    hub.add(other.c);
    hub.deliver({ type: 'pipeline', organisationId: 'org', jobId: 'j' });
    expect(team.sent).toEqual([{ type: 'pipeline', jobId: 'j' }]);
    expect(other.sent).toEqual([]);
  });

  it('closes the connections of an ended session or a closed account, and forgets removed ones', () => {
    const hub = new LiveHub(5);
    const s1 = connection('a', 's1');
    const s2 = connection('a', 's2');
    hub.add(s1.c);
    hub.add(s2.c);
    hub.deliver({ type: 'session-ended', sessionIds: ['s1'] });
    expect(s1.closed).toEqual([CLOSE_SESSION_ENDED]);
    expect(s2.closed).toEqual([]);
    hub.remove(s1.c);
    hub.deliver({ type: 'account-closed', userIds: ['a'] });
    expect(s1.closed).toEqual([CLOSE_SESSION_ENDED]);
    expect(s2.closed).toEqual([CLOSE_ACCOUNT_CLOSED]);
    hub.remove(s2.c);
    expect(hub.size).toBe(0);
  });

  it('refuses a connection beyond the per-account limit', () => {
    const hub = new LiveHub(2);
    expect(hub.add(connection('a', 's').c)).toBe(true);
    expect(hub.add(connection('a', 's').c)).toBe(true);
    expect(hub.add(connection('a', 's').c)).toBe(false);
    expect(hub.add(connection('b', 's').c)).toBe(true);
    expect(hub.size).toBe(3);
  });

  it('reads only well-formed payloads', () => {
    expect(parseLiveEvent('{"type":"notification","userIds":["a"]}')).toEqual({
      type: 'notification',
      userIds: ['a'],
    });
    expect(parseLiveEvent('not json')).toBeUndefined();
    expect(parseLiveEvent('"text"')).toBeUndefined();
    expect(parseLiveEvent('{"no":"type"}')).toBeUndefined();
  });
});
