import type { LiveMessage } from '../../lib/live-bus';

/**
 * The live channel's connection, as a small state machine with no React and no browser globals of
 * its own (everything it touches is passed in, so that tests drive it with a fake socket and fake
 * timers): one WebSocket, opened again after it drops, with exponential back-off and jitter.
 *
 * - A connection that stays up `stableMs` resets the back-off.
 * - Every open after the first (or after a failed first attempt) calls `onCatchUp`: the tab may
 *   have missed events while it was away, so it fetches afresh what it follows.
 * - After `maxFailures` failures in a row, or when the server refuses more connections for this
 *   account (4429), the status is `polling`: the screens poll as they did before the live channel.
 *   After failures the connection is still tried, at the longest back-off; after 4429 it is not.
 * - 4401 (the access token expired, or the session ended): the session is refreshed; the channel
 *   opens again when that works and stops (`signed-out`) when it does not. 4403 (the account was
 *   locked or closed): it stops (`locked`). 1012 (the server restarts): it opens again soon.
 */
export type LiveStatus = 'connecting' | 'open' | 'polling' | 'stopped';

export type LiveStopReason = 'signed-out' | 'locked';

/** The part of the browser's WebSocket the connection uses. */
export interface LiveSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

/** What a plain GET of the channel's address says, asked after a connection failed to open. */
export type ProbeAnswer = 'unauthorized' | 'other';

export interface LiveTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface LiveConnectionOptions {
  openSocket: () => LiveSocket;
  /** The app's token refresh: true when the session was refreshed, false when signed out; rejects when unreachable. */
  refreshSession: () => Promise<boolean>;
  /** Why did the socket not open? A 401 means the access token expired (refresh and try again). */
  probe: () => Promise<ProbeAnswer>;
  onMessage: (message: LiveMessage) => void;
  /** The tab may have missed events: fetch afresh what it follows. */
  onCatchUp: () => void;
  onStatus: (status: LiveStatus) => void;
  onStop: (reason: LiveStopReason) => void;
  timers?: LiveTimers;
  random?: () => number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  stableMs?: number;
  maxFailures?: number;
}

export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_ACCOUNT_CLOSED = 4403;
export const CLOSE_TOO_MANY = 4429;
export const CLOSE_SERVICE_RESTART = 1012;

/** The back-off before the `failures`-th attempt in a row: 1 s, 2 s, 4 s … up to 30 s, half of it jittered. */
export function backoffDelay(failures: number, random: () => number, baseMs = 1000, maxMs = 30_000): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const MESSAGE_TYPES = new Set(['hello', 'notification', 'message', 'read', 'channel', 'pipeline', 'resync']);

/** A frame from the server as a LiveMessage, or undefined for anything else. */
export function parseLiveMessage(data: unknown): LiveMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && MESSAGE_TYPES.has(type) ? (value as LiveMessage) : undefined;
}

const defaultTimers: LiveTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class LiveConnection {
  private readonly timers: LiveTimers;
  private readonly random: () => number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly stableMs: number;
  private readonly maxFailures: number;

  private socket: LiveSocket | null = null;
  private retry: unknown = null;
  private stable: unknown = null;
  private failures = 0;
  private openedOnce = false;
  private stopped = false;
  private offline = false;
  /** The server refused this tab (4429): it polls, and does not try again. */
  private refused = false;
  private current: LiveStatus = 'connecting';

  constructor(private readonly options: LiveConnectionOptions) {
    this.timers = options.timers ?? defaultTimers;
    this.random = options.random ?? Math.random;
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.stableMs = options.stableMs ?? 10_000;
    this.maxFailures = options.maxFailures ?? 5;
  }

  get status(): LiveStatus {
    return this.current;
  }

  /** Failed attempts in a row (reset by a stable connection). */
  get failureCount(): number {
    return this.failures;
  }

  start(): void {
    this.current = 'connecting';
    this.options.onStatus('connecting');
    this.connect();
  }

  /** Closes the connection for good (sign-out, the tab's app unmounts). */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.clearTimers();
    this.dropSocket(1000, 'closed by the tab');
  }

  /**
   * The browser lost its network: the socket is as good as dead (a browser may take minutes to
   * notice on its own), so it is closed now and the next one opens when the network is back.
   */
  goOffline(): void {
    if (this.stopped || this.refused || this.offline) return;
    this.offline = true;
    this.clearTimers();
    if (this.dropSocket(1000, 'offline') && this.current === 'open') this.setStatus('connecting');
  }

  /** The network is back: try at once rather than at the end of the back-off. */
  goOnline(): void {
    if (this.stopped || this.refused) return;
    const waiting = this.offline || this.retry !== null;
    this.offline = false;
    if (this.socket !== null || !waiting) return;
    this.clearTimers();
    this.connect();
  }

  private connect(): void {
    if (this.stopped || this.offline) return;
    this.retry = null;
    let socket: LiveSocket;
    try {
      socket = this.options.openSocket();
    } catch {
      this.failed();
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      opened = true;
      const catchUp = this.openedOnce || this.failures > 0;
      this.openedOnce = true;
      this.setStatus('open');
      this.stable = this.timers.set(() => {
        this.stable = null;
        this.failures = 0;
      }, this.stableMs);
      if (catchUp) this.options.onCatchUp();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const message = parseLiveMessage(event.data);
      if (message !== undefined) this.options.onMessage(message);
    };
    socket.onerror = () => {
      // the close event follows and decides
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      const wasStable = opened && this.stable === null;
      if (this.stable !== null) {
        this.timers.clear(this.stable);
        this.stable = null;
      }
      if (this.stopped) return;
      this.closed(event.code, opened, wasStable);
    };
  }

  private closed(code: number, opened: boolean, wasStable: boolean): void {
    switch (code) {
      case CLOSE_ACCOUNT_CLOSED:
        this.finish('locked');
        return;
      case CLOSE_TOO_MANY:
        // this account holds too many connections (tabs): this tab polls instead, and stays so
        this.refused = true;
        this.setStatus('polling');
        return;
      case CLOSE_SESSION_ENDED:
        this.refreshThen(wasStable);
        return;
      case CLOSE_SERVICE_RESTART:
        // the server restarts: another (or the same, back) takes the connection soon
        if (!wasStable) this.failed();
        else this.setStatus('connecting');
        this.scheduleRetry();
        return;
      default:
        if (wasStable) {
          this.setStatus('connecting');
          this.scheduleRetry();
          return;
        }
        this.failed();
        if (!opened) this.probeThen();
        else this.scheduleRetry();
    }
  }

  /** 4401: a new access token, then a new connection; signed out when there is none. */
  private refreshThen(wasStable: boolean): void {
    if (!wasStable) this.failed();
    else this.setStatus('connecting');
    this.options.refreshSession().then(
      (refreshed) => {
        if (this.stopped) return;
        if (!refreshed) this.finish('signed-out');
        else if (wasStable) this.connect();
        else this.scheduleRetry();
      },
      () => {
        if (!this.stopped) this.scheduleRetry();
      },
    );
  }

  /** The socket never opened: an expired access token (401) is refreshed; anything else waits. */
  private probeThen(): void {
    this.options.probe().then(
      (answer) => {
        if (this.stopped) return;
        if (answer !== 'unauthorized') {
          this.scheduleRetry();
          return;
        }
        this.options.refreshSession().then(
          (refreshed) => {
            if (this.stopped) return;
            if (refreshed) this.scheduleRetry();
            else this.finish('signed-out');
          },
          () => {
            if (!this.stopped) this.scheduleRetry();
          },
        );
      },
      () => {
        if (!this.stopped) this.scheduleRetry();
      },
    );
  }

  private failed(): void {
    this.failures += 1;
    this.setStatus(this.failures >= this.maxFailures ? 'polling' : 'connecting');
  }

  private scheduleRetry(): void {
    if (this.stopped || this.offline || this.retry !== null) return;
    const delay =
      this.failures === 0
        ? Math.round(this.random() * this.baseDelayMs)
        : backoffDelay(this.failures, this.random, this.baseDelayMs, this.maxDelayMs);
    this.retry = this.timers.set(() => this.connect(), delay);
  }

  private finish(reason: LiveStopReason): void {
    this.stopped = true;
    this.clearTimers();
    this.setStatus('stopped');
    this.options.onStop(reason);
  }

  /** Closes the socket without its close event counting; true when there was one. */
  private dropSocket(code: number, reason: string): boolean {
    const socket = this.socket;
    if (socket === null) return false;
    this.socket = null;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(code, reason);
    } catch {
      // already closing
    }
    return true;
  }

  private clearTimers(): void {
    if (this.retry !== null) this.timers.clear(this.retry);
    if (this.stable !== null) this.timers.clear(this.stable);
    this.retry = null;
    this.stable = null;
  }

  private setStatus(status: LiveStatus): void {
    if (this.current === status) return;
    this.current = status;
    this.options.onStatus(status);
  }
}
