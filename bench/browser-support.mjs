// What the browser benchmarks share (lighthouse, page-weight, first-paint, time-to-content): the built server over a fresh
// embedded database with the demo data, Debian's Chromium with a DevTools port, and a demo account's
// session cookies.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { freePort } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');
/** The demo password (apps/server/src/db/seed). */
export const DEMO_PASSWORD = 'Demo@12345';
/** The web app asks /uaa/me only when this local-storage hint says there was a session (session-hint.ts). */
export const SESSION_HINT = ['talent.session', '1'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The built server over a fresh data directory: the embedded database fills with the demo world.
 * Its `stop` ends it and removes the data. */
export async function startDemoServer() {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    console.error('Build first (`npm run build`), or set BASE_URL to a running server.');
    process.exit(2);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGNIN_ADDRESS_LIMIT: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become ready within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, stop };
}

/** Debian's Chromium (CHROME_PATH) with a throw-away profile and a DevTools port for Lighthouse. */
export async function startChrome() {
  const executable = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const profile = await mkdtemp(path.join(os.tmpdir(), 'talent-lighthouse-chrome-'));
  const child = spawn(
    executable,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 30_000);
    child.on('error', reject);
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (match !== null) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** A demo account's session cookies (a fresh sign-in through the token service). */
export async function sessionCookies(baseUrl, account) {
  const res = await fetch(`${baseUrl}/uaa/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: account.email,
      password: account.password,
    }),
  });
  if (res.status !== 200) throw new Error(`signing in ${account.email} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1) }))
    .filter((c) => c.name === 'access_token' || c.name === 'id_token');
}

/**
 * What every browser benchmark starts with: the demo server (or BASE_URL's), Chromium, and
 * puppeteer connected to it. `stop` disconnects and stops what was started; Ctrl-C (or CI's
 * timeout) stops the browser and the server too, not just the script.
 */
export async function startBench(connectOptions = {}) {
  const server = process.env.BASE_URL === undefined ? await startDemoServer() : undefined;
  const baseUrl = (process.env.BASE_URL ?? server.baseUrl).replace(/\/$/, '');
  const chrome = await startChrome();
  const stopAll = () => Promise.allSettled([chrome.stop(), server?.stop()]);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void stopAll().then(() => process.exit(130)));
  }
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    ...connectOptions,
  });
  return {
    baseUrl,
    browser,
    chrome,
    stop: async () => {
      await browser.disconnect();
      await stopAll();
    },
  };
}

/**
 * The session as the app keeps it, given to `tab`'s origin: the session cookies (set on `holder`,
 * a browser context or the browser) and the hint in local storage that there is one.
 */
export async function giveSession(holder, tab, baseUrl, cookies) {
  await tab.goto(`${baseUrl}/favicon.svg`);
  await tab.evaluate(([key, value]) => globalThis.localStorage.setItem(key, value), SESSION_HINT);
  await holder.setCookie(...cookies.map((c) => ({ ...c, domain: new URL(baseUrl).hostname, path: '/' })));
}
