import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, startScript, startServer } from './support/server.js';

interface JobPage {
  total: number;
  items: { id: string; title: string }[];
}

async function firstJobs(baseUrl: string): Promise<JobPage> {
  const res = await fetch(`${baseUrl}/elevate-be/rest/api/jobs?limit=5`);
  expect(res.status).toBe(200);
  return (await res.json()) as JobPage;
}

describe('the embedded database across restarts', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talent-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds an empty data directory once, keeps the data and does not seed again', async () => {
    const first = await startServer(dataDir);
    const before = await firstJobs(first.baseUrl);
    expect(before.total).toBeGreaterThan(100);
    expect(first.output()).toContain('generating the demo data');
    expect(first.output()).toContain(`${first.baseUrl}/jobs`);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await startServer(dataDir);
    const after = await firstJobs(second.baseUrl);
    expect(after.total).toBe(before.total);
    expect(after.items.map((j) => j.id)).toEqual(before.items.map((j) => j.id));
    expect(second.output()).not.toContain('generating the demo data');
    expect(await second.stop()).toBe(0);
  });

  it('refuses to start with a bad configuration and says which value is wrong', async () => {
    await expect(startServer(dataDir, { PORT: 'eighty', LOG_LEVEL: 'loud' })).rejects.toThrow(
      /PORT: must be a whole number[\s\S]*LOG_LEVEL: must be one of/,
    );
  });
});

/** The pids of the servers the supervisor started, in order, from its "server started (pid N)" lines. */
const startedPids = (output: string): number[] =>
  [...output.matchAll(/server started \(pid (\d+)\)/g)].map((m) => Number(m[1]));

/** The parent of a process, from /proc (Linux). */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // pid (comm) state ppid …: the name may hold spaces and brackets, so read after its last ')'
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/uaa/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  expect(res.status).toBe(200);
  const cookies = Object.fromEntries(
    res.headers.getSetCookie().map((c) => {
      const [pair = ''] = c.split(';');
      return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    }),
  );
  return `access_token=${cookies.access_token ?? ''}; id_token=${cookies.id_token ?? ''}`;
}

describe('npm start keeps the server alive (issue 22)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talent-supervised-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('restarts the server after kill -9 without losing acknowledged writes, and stops cleanly on SIGTERM', async () => {
    const supervisor = await startServer(dataDir, { RESTART_DELAY_MS: '200' }, { viaStartScript: true });
    try {
      const [first] = startedPids(supervisor.output());
      expect(first, supervisor.output()).toBeDefined();
      const server = first as number;
      expect(server).not.toBe(supervisor.process.pid);
      expect(parentOf(server)).toBe(supervisor.process.pid);

      // acknowledged writes: each saved search answered 201 before the next is sent
      const api = `${supervisor.baseUrl}/elevate-be/rest/api`;
      const cookie = await signIn(supervisor.baseUrl, 'seeker@demo.test', 'Demo@12345');
      const names = Array.from({ length: 12 }, (_, i) => `Kept across a crash ${i + 1}`);
      for (const [i, name] of names.entries()) {
        const res = await fetch(`${api}/job-seeker/search`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ name, filters: { keyword: `crash-${i + 1}` }, notify: false }),
        });
        expect(res.status, await res.text()).toBe(201);
      }

      // the server dies at once, as on a crash: no drain, no closing of the database
      process.kill(server, 'SIGKILL');
      const second = await until('the supervisor to start a new server', () =>
        startedPids(supervisor.output()).find((pid) => pid !== server),
      );
      expect(isAlive(server)).toBe(false);
      expect(parentOf(second)).toBe(supervisor.process.pid);
      expect(supervisor.output()).toMatch(/server was killed by SIGKILL \(pid \d+\): restarting/);
      await until('the new server to answer', async () => {
        const res = await fetch(`${supervisor.baseUrl}/readyz`).catch(() => undefined);
        return res?.ok === true ? true : undefined;
      });

      // the session survives too (its key is in the database); every acknowledged write is there
      const res = await fetch(`${api}/job-seeker/search`, { headers: { cookie } });
      expect(res.status).toBe(200);
      const kept = ((await res.json()) as { items: { name: string }[] }).items.map((s) => s.name);
      expect(kept).toEqual(expect.arrayContaining(names));

      expect(await supervisor.stop()).toBe(0);
      expect(isAlive(second)).toBe(false);
      expect(startedPids(supervisor.output())).toHaveLength(2);
      expect(supervisor.output()).toContain('shutting down');
    } finally {
      if (supervisor.process.exitCode === null) await supervisor.stop();
    }
  });

  it('does not restart a server that refuses its configuration', async () => {
    const child = spawn(process.execPath, [startScript], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        SKIP_BUILD: 'true',
        RESTART_DELAY_MS: '100',
        PORT: 'eighty',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGTERM');
        resolve(null);
      }, 30_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code, output).toBe(78);
    expect(output).toContain('PORT: must be a whole number');
    expect(startedPids(output)).toHaveLength(1);
    expect(output).toContain('not restarting');
    expect(output.match(/Invalid configuration/g)).toHaveLength(1);
  });
});
