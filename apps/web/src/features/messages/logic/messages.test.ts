import type { Message } from '@talent/contracts';
import { describe, expect, it } from 'vitest';
import {
  arrivedFromOthers,
  counterOf,
  groupByDay,
  mergeMessages,
  previewOf,
  seenMessageId,
  sendsOnKey,
  toMarkRead,
} from './messages';

const ME = '00000000-0000-4000-8000-000000000001';
const THEM = '00000000-0000-4000-8000-000000000002';

function message(id: string, senderId: string | null, createdAt: string, readByAll = false): Message {
  return {
    id,
    channelId: 'c',
    senderId,
    senderName: senderId === ME ? 'Me' : 'Them',
    text: id,
    attachments: [],
    createdAt,
    readByAll,
  };
}

describe('mergeMessages', () => {
  it('orders by time, keeps each message once, the later copy winning', () => {
    const a = message('a', ME, '2025-03-01T10:00:00Z');
    const b = message('b', THEM, '2025-03-01T10:01:00Z');
    const bSeen = { ...b, readByAll: true };
    const c = message('c', ME, '2025-03-01T10:02:00Z');
    expect(mergeMessages([b, a], [c, bSeen]).map((m) => [m.id, m.readByAll])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
  });
});

describe('read receipts', () => {
  it('shows "Seen" under the caller’s own last message once every other member read it', () => {
    const mine = message('m', ME, '2025-03-01T10:00:00Z', true);
    expect(seenMessageId([mine], ME)).toBe('m');
    expect(seenMessageId([{ ...mine, readByAll: false }], ME)).toBeNull();
    // a reply after it says as much: nothing is shown
    expect(seenMessageId([mine, message('r', THEM, '2025-03-01T10:05:00Z')], ME)).toBeNull();
    expect(seenMessageId([mine], null)).toBeNull();
    expect(seenMessageId([], ME)).toBeNull();
  });

  it('marks read up to the newest message from someone else', () => {
    const list = [message('a', THEM, '2025-03-01T10:00:00Z'), message('b', ME, '2025-03-01T10:01:00Z')];
    expect(toMarkRead(list, ME)?.id).toBe('a');
    expect(toMarkRead([message('b', ME, '2025-03-01T10:01:00Z')], ME)).toBeNull();
  });
});

describe('arrivedFromOthers', () => {
  it('announces nothing on the first load, then only others’ new messages', () => {
    const a = message('a', THEM, '2025-03-01T10:00:00Z');
    const b = message('b', ME, '2025-03-01T10:01:00Z');
    const c = message('c', THEM, '2025-03-01T10:02:00Z');
    expect(arrivedFromOthers(null, [a], ME)).toEqual([]);
    expect(arrivedFromOthers(new Set(['a']), [a, b, c], ME).map((m) => m.id)).toEqual(['c']);
  });
});

describe('groupByDay', () => {
  it('starts a group on each new day', () => {
    const groups = groupByDay([
      message('a', ME, '2025-03-01T10:00:00'),
      message('b', ME, '2025-03-01T11:00:00'),
      message('c', ME, '2025-03-02T09:00:00'),
    ]);
    expect(groups.map((g) => g.messages.map((m) => m.id))).toEqual([['a', 'b'], ['c']]);
  });
});

describe('counterOf', () => {
  it('is hidden far from the limit, then counts down, then says how many too many', () => {
    expect(counterOf('hello')).toEqual({ kind: 'hidden' });
    expect(counterOf('x'.repeat(3600))).toEqual({ kind: 'left', count: 400 });
    expect(counterOf('x'.repeat(4000))).toEqual({ kind: 'left', count: 0 });
    expect(counterOf('x'.repeat(4003))).toEqual({ kind: 'over', count: 3 });
    // surrounding white space is not counted, as the server trims it
    expect(counterOf(`  ${'x'.repeat(4000)}\n\n`)).toEqual({ kind: 'left', count: 0 });
  });
});

describe('sendsOnKey', () => {
  it('sends on Enter, not on Shift+Enter, nor while an input method composes', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('previewOf', () => {
  it('puts the preview on one line and says whose it is', () => {
    expect(previewOf({ senderId: ME, preview: 'Hello\n\nthere ' }, ME)).toEqual({
      own: true,
      text: 'Hello there',
    });
    expect(previewOf({ senderId: THEM, preview: 'Hi' }, ME)).toEqual({ own: false, text: 'Hi' });
    expect(previewOf(null, ME)).toBeNull();
  });
});
