#!/usr/bin/env node
// Load run: many connections at once over a mix of signed-in job seeker and recruiter requests,
// to see how the server behaves when it is saturated (issue 22: answers should stay quick, and what
// cannot be served should get a quick 503 with Retry-After rather than a 10 s timeout).
// It reports; it does not assert. See bench/README.md ("Load: 200 connections, 60 s").
//
//   npm run build && node bench/load.mjs [--connections 200] [--duration 60] [--timeout 10]
//   node bench/load.mjs --url http://127.0.0.1:8080      # a server already running (loopback only)
//
// Without --url it starts the built server (`--server-dist`, default apps/server/dist) on a free port
// over a fresh temporary DATA_DIR (embedded PGlite, the demo world), and removes it afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { fmt, freePort } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REST = '/elevate-be/rest/api';
const DEMO_PASSWORD = 'Demo@12345';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    timeout: { type: 'string', default: '10' },
    url: { type: 'string' },
    'server-dist': { type: 'string', default: 'apps/server/dist' },
    // extra settings for the server this script starts, e.g. --env OVERLOAD_SHEDDING=false
    env: { type: 'string', multiple: true, default: [] },
    label: { type: 'string', default: '' },
  },
});

// bounded: a load run is at most 1,000 connections for at most 10 minutes
const connections = Math.min(1000, Math.max(1, Number(args.connections)));
const duration = Math.min(600, Math.max(1, Number(args.duration)));
const timeout = Math.min(60, Math.max(1, Number(args.timeout)));
if (![connections, duration, timeout].every(Number.isFinite)) {
  console.error('--connections, --duration and --timeout take numbers');
  process.exit(2);
}

/** Only this machine: a load run against someone else's server is not what this is for. */
function assertLoopback(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
    console.error(`--url must be a loopback address (127.0.0.1, localhost, ::1), not ${host}`);
    process.exit(2);
  }
}

/** The built server on a free port over a fresh data directory with the demo world. */
async function startServer() {
  const serverDist = path.resolve(root, args['server-dist']);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talent-load-'));
  const port = await freePort();
  const extra = Object.fromEntries(
    args.env.map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(serverDist, 'main.js')], {
    cwd: path.resolve(serverDist, '../../..'),
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      ...extra,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
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
  const deadline = Date.now() + 180_000; // the demo world is made on the first start
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the server was not ready within 180 s');
}

/** Signs in through the token service as the web app does, and gives the session's cookies. */
async function signIn(base, email) {
  let res;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    res = await fetch(`${base}/uaa/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: email, password: DEMO_PASSWORD }),
    });
    if (res.status !== 503) break;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!res.ok) throw new Error(`signing ${email} in: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error(`signing ${email} in set no cookie`);
  return cookies.join('; ');
}

async function getJson(base, pathAndQuery, cookie) {
  let res;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    res = await fetch(`${base}${pathAndQuery}`, { headers: { cookie } });
    if (res.status !== 503) break;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 250));
  }
  const body = await res.json();
  if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** The mix: ids looked up once, so that every request of the run asks for something that exists. */
async function buildMix(base) {
  const seeker = await signIn(base, 'seeker@demo.test');
  const recruiter = await signIn(base, 'recruiter@demo.test');
  const open = await getJson(base, `${REST}/jobs?limit=20`, seeker);
  const jobId = open.items[0]?.id;
  if (jobId === undefined) throw new Error('no open job to ask about');
  const mine = await getJson(base, `${REST}/hr/my/job`, recruiter);
  const ownJobs = mine.items ?? mine.content ?? [];
  // the recruiter's job with the most applicants, for a pipeline with something in it
  let ownJobId;
  let subject;
  for (const item of ownJobs.slice(0, 10)) {
    const id = item.id ?? item.job?.id;
    const pool = await getJson(base, `${REST}/hr/wf/job/${id}/applicant-pool`, recruiter);
    const first = (pool.items ?? pool.content ?? [])[0];
    if (first !== undefined) {
      ownJobId = id;
      subject = first.subject ?? first.candidate?.subject ?? first.seeker?.subject;
      break;
    }
  }
  if (ownJobId === undefined) throw new Error("no job of the recruiter's has applicants");
  const s = { cookie: seeker };
  const r = { cookie: recruiter };
  const mix = [
    ['seeker: search', s, `${REST}/jobs?keyword=engineer`],
    ['seeker: search, all', s, `${REST}/jobs`],
    ['seeker: job page', s, `${REST}/job-seeker/job/${jobId}`],
    ['seeker: job fit', s, `${REST}/job-seeker/job/${jobId}/fit`],
    ['seeker: recommendations', s, `${REST}/job-seeker/recommend`],
    ['seeker: applications', s, `${REST}/job-seeker/my-application`],
    ['seeker: notifications count', s, '/router/rest/api/v2/notifications/count'],
    ['recruiter: jobs', r, `${REST}/hr/my/job`],
    ['recruiter: pipeline', r, `${REST}/hr/wf/job/${ownJobId}/applicant-pool`],
    ['recruiter: sourcing pool', r, `${REST}/hr/wf/job/${ownJobId}/sourcing-pool`],
  ];
  if (subject !== undefined) mix.push(['recruiter: candidate', r, `${REST}/hr/candidate/${subject}`]);
  // every kind answers 200 before the run starts, or the figures would count a broken request (a
  // 503 is asked again: a server that has just made the demo world may still shed for a moment)
  for (const [name, who, url] of mix) {
    let res;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      res = await fetch(`${base}${url}`, { headers: { cookie: who.cookie } });
      await res.arrayBuffer();
      if (res.status !== 503) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    if (res.status !== 200) throw new Error(`${name} (${url}) answered ${res.status}`);
  }
  return mix;
}

let server;
let base = args.url;
if (base === undefined) {
  process.stderr.write('starting the built server over a fresh data directory with the demo world…\n');
  server = await startServer();
  base = server.base;
} else {
  assertLoopback(base);
  base = base.replace(/\/$/, '');
}

let stopping = false;
const stopServer = async () => {
  if (stopping) return;
  stopping = true;
  await server?.stop();
};
process.once('SIGINT', () => void stopServer().then(() => process.exit(130)));

try {
  const mix = await buildMix(base);
  console.log(
    `load: ${connections} connections, ${duration} s, client timeout ${timeout} s, ${mix.length} kinds of request in turn on each connection${args.label ? ` (${args.label})` : ''}`,
  );
  for (const [name, , url] of mix) console.log(`  ${name.padEnd(28)} GET ${url}`);

  const byStatus = new Map();
  const served = []; // latency of the 2xx answers
  const shed = []; // latency of the 503 answers
  const all = [];
  const instance = autocannon({
    url: base,
    connections,
    duration,
    timeout,
    requests: mix.map(([, who, url]) => ({ method: 'GET', path: url, headers: { cookie: who.cookie } })),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    byStatus.set(statusCode, (byStatus.get(statusCode) ?? 0) + 1);
    all.push(responseTime);
    if (statusCode >= 200 && statusCode < 300) served.push(responseTime);
    else if (statusCode === 503) shed.push(responseTime);
  });
  const result = await instance;

  const sortedSummary = (times) => {
    const sorted = Float64Array.from(times).sort();
    const at = (p) =>
      sorted.length === 0
        ? NaN
        : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
    return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN };
  };
  const s2xx = sortedSummary(served);
  const s503 = sortedSummary(shed);
  const sAll = sortedSummary(all);
  const count2xx = served.length;
  const non2xx = [...byStatus.entries()].filter(([code]) => code < 200 || code >= 300).sort();
  const answered = all.length;

  console.log('');
  console.log('| measure | value |');
  console.log('| --- | ---: |');
  console.log(`| answers | ${answered} |`);
  console.log(`| requests/s (answers) | ${(answered / duration).toFixed(0)} |`);
  console.log(`| 2xx/s | ${(count2xx / duration).toFixed(0)} |`);
  console.log(`| 2xx | ${count2xx} |`);
  console.log(
    `| 2xx p50 / p95 / p99 / max ms | ${fmt(s2xx.p50)} / ${fmt(s2xx.p95)} / ${fmt(s2xx.p99)} / ${fmt(s2xx.max)} |`,
  );
  console.log(`| all answers p50 / p95 / p99 ms | ${fmt(sAll.p50)} / ${fmt(sAll.p95)} / ${fmt(sAll.p99)} |`);
  console.log(`| 503 | ${byStatus.get(503) ?? 0} |`);
  console.log(`| 503 p50 / p99 ms | ${fmt(s503.p50)} / ${fmt(s503.p99)} |`);
  console.log(
    `| other non-2xx | ${
      non2xx
        .filter(([code]) => code !== 503)
        .map(([code, n]) => `${code}: ${n}`)
        .join(', ') || 0
    } |`,
  );
  console.log(`| errors (connection errors and timeouts) | ${result.errors} |`);
  console.log(`| timeouts (no answer within ${timeout} s) | ${result.timeouts} |`);
  console.log(
    '\nlatency in ms, measured by autocannon from sending a request to its answer; timeouts are not in the percentiles.',
  );
} finally {
  await stopServer();
}
