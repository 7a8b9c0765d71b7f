import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { buildTestApp, failOnResponseMismatches } from './test/app.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';
import { Mailbox } from './test/mailbox.js';

/**
 * 5. Slow bodies are timed out and connections are capped (docs/security.md): a real server on a
 * real port, because the timeouts live in the HTTP server, not in the request handling.
 */
let app: FastifyInstance;
let database: TestDatabase;
let port: number;
const PER_ADDRESS = 8;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(
    {
      REQUEST_TIMEOUT_MS: '1500',
      HEADERS_TIMEOUT_MS: '1000',
      MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
    },
    { database, mailer: new Mailbox() },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterEach(failOnResponseMismatches);
afterAll(async () => {
  try {
    await app?.close();
  } finally {
    await database?.dispose();
  }
});

/** Connects from a loopback address of our choice (all of 127.0.0.0/8 is this machine). */
function connect(localAddress: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with what the server sent when it closes the connection, or 'open' if it is still open after `ms`. */
function closedWithin(socket: net.Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (d: Buffer) => {
      received += d.toString();
    });
    socket.on('error', () => {});
    const timer = setTimeout(() => resolve('open'), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(received === '' ? 'closed' : received);
    });
  });
}

/** Starts a request whose body arrives one byte at a time, as a slow-loris client sends it. */
function trickle(socket: net.Socket): NodeJS.Timeout {
  socket.write(
    'POST /sso/rest/signup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
  );
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write('{');
  }, 100);
  socket.once('close', () => clearInterval(timer));
  return timer;
}

async function healthFrom(localAddress: string): Promise<string> {
  const socket = await connect(localAddress);
  socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  return closedWithin(socket, 5000);
}

describe('5. slow requests and connection floods', () => {
  it('cuts off a body trickled byte by byte once the request timeout passes', async () => {
    const socket = await connect('127.0.0.1');
    const timer = trickle(socket);
    const outcome = await closedWithin(socket, 8000);
    clearInterval(timer);
    socket.destroy();
    expect(outcome).not.toBe('open');
    expect(outcome === 'closed' || outcome.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('cuts off headers that never end', async () => {
    const socket = await connect('127.0.0.1');
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write('X-Slow: a\r\n');
    }, 100);
    const outcome = await closedWithin(socket, 8000);
    clearInterval(timer);
    socket.destroy();
    expect(outcome).not.toBe('open');
  });

  it('caps the connections of one address and keeps answering everyone else', async () => {
    const held: net.Socket[] = [];
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const s = await connect('127.0.0.2');
      trickle(s);
      held.push(s);
    }
    const extra = await connect('127.0.0.2');
    // the one over the cap is closed at once, before it can send anything
    expect(await closedWithin(extra, 3000)).toBe('closed');
    // another client is answered while the flood holds its connections
    expect(await healthFrom('127.0.0.3')).toMatch(/^HTTP\/1\.1 200/);
    for (const s of held) s.destroy();
  });

  it('refuses a body over BODY_LIMIT_BYTES with 413 and keeps answering', async () => {
    const small = await buildTestApp({ BODY_LIMIT_BYTES: '2048' }, { database, mailer: new Mailbox() });
    const big = await small.inject({
      method: 'POST',
      url: '/sso/rest/signup',
      payload: {
        fullName: 'x'.repeat(4096),
        email: 'a@example.test',
        password: 'quiet lantern orbit meadow',
      },
    });
    expect(big.statusCode).toBe(413);
    const fits = await small.inject({
      method: 'POST',
      url: '/sso/rest/signup',
      payload: { fullName: 'x'.repeat(100), email: 'not-an-email', password: 'quiet lantern orbit meadow' },
    });
    expect(fits.statusCode).toBe(400);
    await small.close();
  });

  it('takes the timeouts and caps from named settings, and refuses nonsense at start', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_MS: '20000',
      MAX_CONNECTIONS: '1000',
      MAX_CONNECTIONS_PER_ADDRESS: '50',
    });
    expect(config.server).toMatchObject({
      requestTimeoutMs: 20_000,
      maxConnections: 1000,
      maxConnectionsPerAddress: 50,
    });
    expect(loadConfig({}).server.requestTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
