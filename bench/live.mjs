#!/usr/bin/env node
// The live channel (issue 23): how much one open WebSocket costs the server, and how long an event
// takes from the write that causes it to the tabs. It holds --connections live connections on one
// server, spread over a few signed-in demo accounts, measures the server's memory before and after
// opening them, then sends --rate messages a second for --duration seconds through the chat API
// (POST /router/rest/api/channels/{channelId}/messages) and times each `message` event from the
// send to its receipt on every connection of the conversation's members. It reports; it does not
// assert. See bench/README.md ("Live channel: 2,000 connections, 50 messages a second").
//
//   npm run build && npm run live -w @talent/bench
//   node bench/live.mjs [--connections 2000] [--rate 50] [--duration 30] [--server-dist apps/server/dist]
//
// It starts the built server on a free port over a fresh temporary DATA_DIR (embedded PGlite, the
// demo world), with load shedding off and the connection limits raised for the run, and removes
// it afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { fmt, freePort, summary } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REST = '/elevate-be/rest/api';
const CHAT = '/router/rest/api';
const LIVE_PATH = '/router/rest/api/live';
const DEMO_PASSWORD = 'Demo@12345';
/**
 * The demo accounts whose sessions hold the connections (apps/server/src/db/demo-data/showcase.ts):
 * the members of the conversations (the seeker writes with the showcase company's team), and others
 * whose connections stay open and idle, as most tabs are at any moment.
 */
const MEMBERS = ['seeker@demo.test', 'recruiter@demo.test', 'hradmin@demo.test'];
const OTHERS = ['fresh@demo.test', 'interviewer@demo.test', 'otheradmin@demo.test'];
const ACCOUNTS = [...MEMBERS, ...OTHERS];

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '50' },
    duration: { type: 'string', default: '30' },
    // connections each member account holds (its tabs); the rest are the other accounts', idle.
    // 0 spreads every connection evenly over all six accounts: each message then reaches a third
    // of them (the heaviest fan-out, to find where one server's delivery saturates)
    'member-connections': { type: 'string', default: '10' },
    'server-dist': { type: 'string', default: 'apps/server/dist' },
  },
});
// bounded: at most 10,000 connections, 500 messages a second, 5 minutes (a token lives 10)
const connections = Math.min(10_000, Math.max(1, Number(args.connections)));
const rate = Math.min(500, Math.max(1, Number(args.rate)));
const duration = Math.min(300, Math.max(1, Number(args.duration)));
const memberConnections = Math.min(
  Math.floor(connections / MEMBERS.length),
  Math.max(0, Number(args['member-connections'])),
);
if (![connections, rate, duration, memberConnections].every(Number.isFinite)) {
  console.error('--connections, --rate, --duration and --member-connections take numbers');
  process.exit(2);
}

// The server answers its memory on request: a preloaded module listens on the IPC channel (and
// does not keep the process alive for it), after a full garbage collection so heaps compare.
const PROBE = `data:text/javascript,${encodeURIComponent(
  `if (process.channel) { process.channel.unref(); process.on('message', (m) => {
     if (m !== 'memory') return; globalThis.gc?.(); globalThis.gc?.();
     const u = process.memoryUsage(); process.send({ rss: u.rss, heapUsed: u.heapUsed, external: u.external, arrayBuffers: u.arrayBuffers });
   }); }`,
)}`;

async function startServer() {
  const serverDist = path.resolve(root, args['server-dist']);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talent-live-'));
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', PROBE, path.join(serverDist, 'main.js')],
    {
      cwd: path.resolve(serverDist, '../../..'),
      env: {
        ...env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'true',
        OVERLOAD_SHEDDING: 'false',
        MAX_CONNECTIONS: String(connections + 1000),
        MAX_CONNECTIONS_PER_ADDRESS: String(connections + 1000),
        LIVE_MAX_CONNECTIONS_PER_USER: String(connections),
        SIGNIN_ADDRESS_LIMIT: '10000',
        CHAT_MESSAGES_PER_MINUTE: String(rate * 60 * 4),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const memory = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not answer its memory')), 10_000);
      child.once('message', (m) => {
        clearTimeout(timer);
        resolve(m);
      });
      child.send('memory');
    });
  const deadline = Date.now() + 180_000; // the demo world is made on the first start
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop, memory, pid: child.pid };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the server was not ready within 180 s');
}

/** Signs in through the token service as the web app does; the session's cookies. */
async function signIn(base, email) {
  const res = await fetch(`${base}/uaa/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`signing ${email} in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function call(base, method, pathAndQuery, cookie, body) {
  const res = await fetch(`${base}${pathAndQuery}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${pathAndQuery}: ${res.status} ${text}`);
  return text === '' ? undefined : JSON.parse(text);
}

/** The server's resident memory from /proc (Linux), for a second opinion on the probe's. */
function procRss(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line === undefined ? NaN : Number(line.replace(/\D+/g, '')) * 1024;
  } catch {
    return NaN;
  }
}

/** The conversations of the run: the demo seeker's with the showcase company, one per job applied to. */
async function openChannels(base, seekerCookie, recruiterCookie) {
  const mine = await call(base, 'GET', `${REST}/job-seeker/my-application?limit=50`, seekerCookie);
  const channels = [];
  for (const application of mine.items) {
    const jobId = application.job?.id ?? application.jobId;
    try {
      const channel = await call(base, 'POST', `${CHAT}/channels`, seekerCookie, { jobId });
      // the recruiter must be able to write in it (a member of the job's team)
      await call(base, 'GET', `${CHAT}/channels/${channel.id}`, recruiterCookie);
      channels.push(channel.id);
    } catch {
      // not a conversation the recruiter is in: another job
    }
    if (channels.length >= 5) break;
  }
  return channels;
}

const MB = 1024 * 1024;
const mb = (bytes) => (bytes / MB).toFixed(1);

const server = await (async () => {
  process.stderr.write('starting the built server over a fresh data directory with the demo world…\n');
  return startServer();
})();
const sockets = [];
try {
  const { base } = server;
  const cookies = new Map();
  for (const email of ACCOUNTS) cookies.set(email, await signIn(base, email));
  const seekerCookie = cookies.get('seeker@demo.test');
  const recruiterCookie = cookies.get('recruiter@demo.test');

  const channels = await openChannels(base, seekerCookie, recruiterCookie);
  if (channels.length === 0) throw new Error('no conversation between the demo seeker and the recruiter');
  // one message first, so that the routes, the statements and the connections to the database are warm
  await call(base, 'POST', `${CHAT}/channels/${channels[0]}/messages`, recruiterCookie, { text: 'warm-up' });
  await new Promise((r) => setTimeout(r, 2000));

  const before = await server.memory();
  const beforeProcRss = procRss(server.pid);

  // the connections, spread over the accounts, opened 50 at a time
  const pending = new Map(); // messageId -> send time
  const answered = new Map(); // messageId -> when the POST answered
  const afterAnswer = []; // receipt - answer: the delivery beyond the write itself (negative: before it)
  const early = new Map(); // messageId -> receipt times that came before the send's answer
  const delays = [];
  const firstDelays = [];
  const seenFirst = new Set();
  let frames = 0;
  let unexpectedCloses = 0;
  const received = (messageId, at) => {
    const sent = pending.get(messageId);
    if (sent === undefined) {
      const list = early.get(messageId) ?? [];
      list.push(at);
      early.set(messageId, list);
      return;
    }
    delays.push(at - sent);
    afterAnswer.push(at - answered.get(messageId));
    if (!seenFirst.has(messageId)) {
      seenFirst.add(messageId);
      firstDelays.push(at - sent);
    }
  };
  const openOne = (email) =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${LIVE_PATH}`, {
        headers: { cookie: cookies.get(email) },
        perMessageDeflate: false,
      });
      let greeted = false;
      ws.on('message', (data) => {
        const at = performance.now();
        frames += 1;
        const message = JSON.parse(String(data));
        if (message.type === 'hello' && !greeted) {
          greeted = true;
          resolve(ws);
        } else if (message.type === 'message') {
          received(message.messageId, at);
        }
      });
      ws.on('close', (code) => {
        if (!greeted) reject(new Error(`a live connection of ${email} closed with ${code}`));
        else if (!stopping) unexpectedCloses += 1;
      });
      ws.on('error', (error) => {
        if (!greeted) reject(error);
      });
    });
  let stopping = false;
  // whose tab each connection is
  const owners = [];
  if (memberConnections === 0) {
    for (let j = 0; j < connections; j++) owners.push(ACCOUNTS[j % ACCOUNTS.length]);
  } else {
    for (const email of MEMBERS) for (let k = 0; k < memberConnections; k++) owners.push(email);
    for (let j = 0; owners.length < connections; j++) owners.push(OTHERS[j % OTHERS.length]);
  }
  const openStart = performance.now();
  for (let i = 0; i < owners.length; i += 50) {
    sockets.push(...(await Promise.all(owners.slice(i, i + 50).map(openOne))));
  }
  const openMs = performance.now() - openStart;
  await new Promise((r) => setTimeout(r, 3000));
  const after = await server.memory();
  const afterProcRss = procRss(server.pid);

  // the messages: --rate a second, round the conversations, from the recruiter
  process.stderr.write(
    `${sockets.length} connections open in ${(openMs / 1000).toFixed(1)} s; sending ${rate} messages a second for ${duration} s…\n`,
  );
  const sendTimes = [];
  let sent = 0;
  let failed = 0;
  const failures = new Map(); // reason -> how many
  const inFlight = new Set();
  const runStart = performance.now();
  const total = rate * duration;
  for (let n = 0; n < total; n++) {
    const due = runStart + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const channelId = channels[n % channels.length];
    const t0 = performance.now();
    const p = call(base, 'POST', `${CHAT}/channels/${channelId}/messages`, recruiterCookie, {
      text: `live bench ${n}`,
    }).then(
      (message) => {
        sent += 1;
        const now = performance.now();
        sendTimes.push(now - t0);
        answered.set(message.id, now);
        pending.set(message.id, t0);
        for (const at of early.get(message.id) ?? []) received(message.id, at);
        early.delete(message.id);
      },
      (error) => {
        failed += 1;
        const reason = String(error.message).slice(0, 160);
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      },
    );
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }
  await Promise.all(inFlight);
  const runMs = performance.now() - runStart;
  await new Promise((r) => setTimeout(r, 3000)); // the last events
  const end = await server.memory();
  stopping = true;

  // who receives a message: the members' connections (the seeker's and the team's)
  const receiptsPerMessage = sent === 0 ? 0 : delays.length / sent;
  const d = summary(delays);
  const f = summary(firstDelays);
  const s = summary(sendTimes);
  const perConn = (a, b) => ((b - a) / sockets.length / 1024).toFixed(1);
  console.log('');
  console.log(
    `live channel: ${sockets.length} connections over ${ACCOUNTS.length} accounts, one server` +
      (memberConnections === 0
        ? ' (spread evenly)'
        : ` (${memberConnections} per conversation member, the rest idle)`),
  );
  console.log(
    `  opened in ${(openMs / 1000).toFixed(1)} s (${((sockets.length / openMs) * 1000).toFixed(0)}/s)`,
  );
  console.log('  server memory        before     after   per connection');
  console.log(
    `  rss (probe)      ${mb(before.rss).padStart(8)} MB ${mb(after.rss).padStart(6)} MB ${perConn(before.rss, after.rss).padStart(8)} KiB`,
  );
  console.log(
    `  rss (/proc)      ${mb(beforeProcRss).padStart(8)} MB ${mb(afterProcRss).padStart(6)} MB ${perConn(beforeProcRss, afterProcRss).padStart(8)} KiB`,
  );
  console.log(
    `  heap used        ${mb(before.heapUsed).padStart(8)} MB ${mb(after.heapUsed).padStart(6)} MB ${perConn(before.heapUsed, after.heapUsed).padStart(8)} KiB`,
  );
  console.log(
    `  external+buffers ${mb(before.external).padStart(8)} MB ${mb(after.external).padStart(6)} MB ${perConn(before.external, after.external).padStart(8)} KiB`,
  );
  console.log(`  after the messages: rss ${mb(end.rss)} MB, heap ${mb(end.heapUsed)} MB`);
  console.log(
    `messages: ${sent} sent (${failed} failed) in ${(runMs / 1000).toFixed(1)} s = ${((sent / runMs) * 1000).toFixed(1)}/s over ${channels.length} conversations`,
  );
  for (const [reason, n] of failures) console.log(`  failed ×${n}: ${reason}`);
  console.log(
    `  receipts: ${delays.length} (${receiptsPerMessage.toFixed(0)} connections per message), ${frames} frames in all; unexpected closes: ${unexpectedCloses}; never received: ${sent - seenFirst.size}`,
  );
  console.log('                         n     p50     p95     p99     max  (ms)');
  const row = (name, x) =>
    console.log(
      `  ${name.padEnd(18)} ${String(x.n).padStart(7)} ${fmt(x.p50).padStart(7)} ${fmt(x.p95).padStart(7)} ${fmt(x.p99).padStart(7)} ${fmt(x.max).padStart(7)}`,
    );
  row('POST answered', s);
  row('first receipt', f);
  row('every receipt', d);
  const a = summary(afterAnswer);
  console.log(
    `  receipt - POST answer: p50 ${fmt(a.p50)}, p95 ${fmt(a.p95)}, p99 ${fmt(a.p99)} ms (negative: the event came first); ${((afterAnswer.filter((x) => x <= 0).length / Math.max(1, afterAnswer.length)) * 100).toFixed(0)}% before the answer`,
  );
  console.log(
    `  ratios: p95/p50 ${(d.p95 / d.p50).toFixed(2)}, p99/p50 ${(d.p99 / d.p50).toFixed(2)}; first receipt p50 / POST p50 ${(f.p50 / s.p50).toFixed(2)}`,
  );
} finally {
  for (const ws of sockets) ws.terminate();
  await server.stop();
}
