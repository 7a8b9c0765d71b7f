import WebSocket from 'ws';
import { LIVE_PATH } from '../modules/live/live.plugin.js';

/** A live connection as a tab holds it: what arrived, and how it closed. */
export interface LiveClient {
  socket: WebSocket;
  received: { type: string; [key: string]: unknown }[];
  /** Resolves with the next message that passes `test` (already received or to come). */
  next(test: (m: { type: string; [key: string]: unknown }) => boolean, timeoutMs?: number): Promise<unknown>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens the live channel as a browser tab would: with the session cookie and this site's Origin. */
export async function openLive(baseUrl: string, cookie: string, origin = baseUrl): Promise<LiveClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${LIVE_PATH}`, {
    headers: { cookie, origin },
  });
  const received: LiveClient['received'] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as LiveClient['received'][number]);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    closed,
    next: (test, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = received.find(test);
          if (found === undefined) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const check = () => void look();
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such live message within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
        }, timeoutMs);
        if (!look()) waiters.add(check);
      }),
  };
}
