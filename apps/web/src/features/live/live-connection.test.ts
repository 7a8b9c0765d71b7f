import { describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../../lib/live-bus';
import {
  backoffDelay,
  LiveConnection,
  type LiveConnectionOptions,
  type LiveSocket,
  type LiveStatus,
  type LiveTimers,
  parseLiveMessage,
  type ProbeAnswer,
} from './live-connection';

/** A socket the test opens, feeds and closes. */
class FakeSocket implements LiveSocket {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closedWith: number | undefined;

  open(): void {
    this.onopen?.({});
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  /** The server (or the network) closed it. */
  drop(code = 1006): void {
    this.onerror?.({});
    this.onclose?.({ code, reason: '' });
  }
  close(code?: number): void {
    this.closedWith = code ?? 1000;
  }
}

/** Timers the test advances by hand. */
class FakeTimers implements LiveTimers {
  now = 0;
  private next = 1;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();
  set(callback: () => void, ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, { at: this.now + ms, callback });
    return id;
  }
  clear(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  /** The delays of the timers waiting, from now. */
  get delays(): number[] {
    return [...this.pending.values()].map((t) => t.at - this.now);
  }
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.pending.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined) break;
      this.pending.delete(due[0]);
      this.now = due[1].at;
      due[1].callback();
    }
    this.now = until;
  }
}

function setup(overrides: Partial<LiveConnectionOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const timers = new FakeTimers();
  const statuses: LiveStatus[] = [];
  const messages: LiveMessage[] = [];
  const onCatchUp = vi.fn();
  const onStop = vi.fn();
  const refreshSession = vi.fn(() => Promise.resolve(true));
  const probe = vi.fn(() => Promise.resolve<ProbeAnswer>('other'));
  const connection = new LiveConnection({
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    refreshSession,
    probe,
    onMessage: (m) => messages.push(m),
    onCatchUp,
    onStatus: (s) => statuses.push(s),
    onStop,
    timers,
    // the middle of the jitter: delays are exactly 3/4 of the ceiling
    random: () => 0.5,
    ...overrides,
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (socket === undefined) throw new Error('no socket opened');
    return socket;
  };
  return { connection, sockets, timers, statuses, messages, onCatchUp, onStop, refreshSession, probe, last };
}

/** Lets the promise callbacks (refresh, probe) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('backoffDelay', () => {
  it('doubles from 1 s up to 30 s, with half of it jittered', () => {
    const low = () => 0;
    const high = () => 0.999_999;
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((n) => backoffDelay(n, high))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect([1, 2, 6].map((n) => backoffDelay(n, low))).toEqual([500, 1000, 15_000]);
  });
});

describe('parseLiveMessage', () => {
  it('reads the known events and ignores anything else', () => {
    expect(parseLiveMessage('{"type":"pipeline","jobId":"j1"}')).toEqual({ type: 'pipeline', jobId: 'j1' });
    expect(parseLiveMessage('{"type":"resync"}')).toEqual({ type: 'resync' });
    expect(parseLiveMessage('{"type":"other"}')).toBeUndefined();
    expect(parseLiveMessage('not json')).toBeUndefined();
    expect(parseLiveMessage('null')).toBeUndefined();
    expect(parseLiveMessage(new ArrayBuffer(2))).toBeUndefined();
  });
});

describe('LiveConnection', () => {
  it('opens one socket, hands over the events, and catches up on no first open', () => {
    const t = setup();
    t.connection.start();
    expect(t.sockets).toHaveLength(1);
    expect(t.connection.status).toBe('connecting');
    t.last().open();
    expect(t.connection.status).toBe('open');
    t.last().receive({ type: 'hello', heartbeatSeconds: 25 });
    t.last().receive({ type: 'notification' });
    t.last().receive('garbage');
    expect(t.messages).toEqual([{ type: 'hello', heartbeatSeconds: 25 }, { type: 'notification' }]);
    expect(t.onCatchUp).not.toHaveBeenCalled();
  });

  it('reconnects after a drop and catches up on every reopen', () => {
    const t = setup();
    t.connection.start();
    t.last().open();
    t.timers.advance(10_000); // stable
    t.last().drop(1006);
    expect(t.connection.status).toBe('connecting');
    // a stable connection that drops is tried again within a second
    expect(t.timers.delays).toEqual([500]);
    t.timers.advance(500);
    expect(t.sockets).toHaveLength(2);
    t.last().open();
    expect(t.onCatchUp).toHaveBeenCalledTimes(1);
    t.timers.advance(10_000);
    t.last().drop(1001);
    t.timers.advance(500);
    t.last().open();
    expect(t.onCatchUp).toHaveBeenCalledTimes(2);
  });

  it('backs off exponentially while the socket fails, and resets after a stable connection', async () => {
    const t = setup({ maxFailures: 100 });
    t.connection.start();
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      t.last().drop(1006);
      await settle(); // the probe
      delays.push(...t.timers.delays);
      t.timers.advance(t.timers.delays[0] ?? 0);
    }
    expect(delays).toEqual([750, 1500, 3000, 6000, 12_000, 22_500, 22_500]);
    expect(t.probe).toHaveBeenCalledTimes(7);
    // it opens at last: the first open after failures catches up too
    t.last().open();
    expect(t.onCatchUp).toHaveBeenCalledTimes(1);
    expect(t.connection.failureCount).toBe(7);
    // dropped before it was stable: the back-off goes on
    t.timers.advance(5_000);
    t.last().drop(1006);
    expect(t.timers.delays).toEqual([22_500]);
    t.timers.advance(22_500);
    t.last().open();
    t.timers.advance(10_000);
    expect(t.connection.failureCount).toBe(0);
    t.last().drop(1006);
    expect(t.timers.delays).toEqual([500]);
  });

  it('falls back to polling after several failures in a row, and leaves it when it opens', async () => {
    const t = setup();
    t.connection.start();
    for (let i = 0; i < 5; i++) {
      expect(t.connection.status).toBe('connecting');
      t.last().drop(1006);
      await settle();
      t.timers.advance(t.timers.delays[0] ?? 0);
    }
    expect(t.connection.status).toBe('polling');
    // still tried, at the back-off's pace
    expect(t.sockets).toHaveLength(6);
    t.last().open();
    expect(t.connection.status).toBe('open');
    expect(t.onCatchUp).toHaveBeenCalledTimes(1);
    expect(t.statuses).toEqual(['connecting', 'polling', 'open']);
  });

  it('polls and stops trying when the account holds too many connections (4429)', () => {
    const t = setup();
    t.connection.start();
    t.last().open();
    t.last().drop(4429);
    expect(t.connection.status).toBe('polling');
    expect(t.timers.delays).toEqual([]);
    t.connection.goOffline();
    t.connection.goOnline();
    t.timers.advance(120_000);
    expect(t.sockets).toHaveLength(1);
  });

  it('refreshes the session on 4401 and opens again at once', async () => {
    const t = setup();
    t.connection.start();
    t.last().open();
    t.timers.advance(60_000);
    t.last().drop(4401);
    expect(t.refreshSession).toHaveBeenCalledTimes(1);
    await settle();
    expect(t.sockets).toHaveLength(2);
    t.last().open();
    expect(t.onCatchUp).toHaveBeenCalledTimes(1);
    expect(t.onStop).not.toHaveBeenCalled();
  });

  it('stops as signed out when the refresh after 4401 fails', async () => {
    const t = setup({ refreshSession: vi.fn(() => Promise.resolve(false)) });
    t.connection.start();
    t.last().open();
    t.timers.advance(60_000);
    t.last().drop(4401);
    await settle();
    expect(t.connection.status).toBe('stopped');
    expect(t.onStop).toHaveBeenCalledWith('signed-out');
    t.timers.advance(120_000);
    expect(t.sockets).toHaveLength(1);
  });

  it('waits with the back-off when the token service cannot be reached after 4401', async () => {
    const t = setup({ refreshSession: vi.fn(() => Promise.reject(new TypeError('offline'))) });
    t.connection.start();
    t.last().open();
    t.timers.advance(60_000);
    t.last().drop(4401);
    await settle();
    expect(t.connection.status).toBe('connecting');
    expect(t.timers.delays).toEqual([500]);
  });

  it('stops when the account is locked or closed (4403)', () => {
    const t = setup();
    t.connection.start();
    t.last().open();
    t.last().drop(4403);
    expect(t.connection.status).toBe('stopped');
    expect(t.onStop).toHaveBeenCalledWith('locked');
    t.timers.advance(120_000);
    expect(t.sockets).toHaveLength(1);
  });

  it('opens again soon when the server restarts (1012)', () => {
    const t = setup();
    t.connection.start();
    t.last().open();
    t.timers.advance(30_000);
    t.last().drop(1012);
    expect(t.connection.status).toBe('connecting');
    expect(t.timers.delays).toEqual([500]);
    t.timers.advance(500);
    expect(t.sockets).toHaveLength(2);
  });

  it('refreshes an expired access token when a socket does not open (the upgrade got a 401)', async () => {
    const t = setup({ probe: vi.fn(() => Promise.resolve<ProbeAnswer>('unauthorized')) });
    t.connection.start();
    t.last().drop(1006);
    await settle();
    await settle();
    expect(t.refreshSession).toHaveBeenCalledTimes(1);
    expect(t.timers.delays).toEqual([750]);
  });

  it('stops as signed out when a socket does not open and the session cannot be refreshed', async () => {
    const t = setup({
      probe: vi.fn(() => Promise.resolve<ProbeAnswer>('unauthorized')),
      refreshSession: vi.fn(() => Promise.resolve(false)),
    });
    t.connection.start();
    t.last().drop(1006);
    await settle();
    await settle();
    expect(t.onStop).toHaveBeenCalledWith('signed-out');
  });

  it('closes the socket when the network goes and opens a new one, catching up, when it is back', () => {
    const t = setup();
    t.connection.start();
    t.last().open();
    const first = t.last();
    t.connection.goOffline();
    expect(first.closedWith).toBe(1000);
    expect(t.connection.status).toBe('connecting');
    t.timers.advance(120_000);
    expect(t.sockets).toHaveLength(1);
    t.connection.goOnline();
    expect(t.sockets).toHaveLength(2);
    t.last().open();
    expect(t.onCatchUp).toHaveBeenCalledTimes(1);
  });

  it('tries at once when the network is back during a back-off', async () => {
    const t = setup();
    t.connection.start();
    t.last().drop(1006);
    await settle();
    expect(t.timers.delays).toEqual([750]);
    t.connection.goOnline();
    expect(t.sockets).toHaveLength(2);
    expect(t.timers.delays).toEqual([]);
    // an `online` while connected changes nothing
    t.connection.goOnline();
    expect(t.sockets).toHaveLength(2);
  });

  it('closes for good on stop, and a late close event changes nothing', () => {
    const t = setup();
    t.connection.start();
    t.last().open();
    const socket = t.last();
    t.connection.stop();
    expect(socket.closedWith).toBe(1000);
    socket.drop(1006);
    t.timers.advance(120_000);
    expect(t.sockets).toHaveLength(1);
    expect(t.onStop).not.toHaveBeenCalled();
  });

  it('counts a socket that cannot even be created as a failure', () => {
    const t = setup({
      openSocket: () => {
        throw new SyntaxError('bad url');
      },
    });
    t.connection.start();
    expect(t.connection.failureCount).toBe(1);
    expect(t.timers.delays).toEqual([750]);
  });
});
