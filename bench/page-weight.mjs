#!/usr/bin/env node
// What a page weighs the way a browser downloads it: every script (and every other answer) Chromium
// fetches from a cold cache until the network has been idle for 500 ms, counted in bytes on the wire
// (compressed, headers included, as DevTools' "transferred") from the DevTools protocol's
// loadingFinished events. Each page is loaded N times; the script prints the median and the spread.
// See bench/README.md ("JavaScript per page").
//
// It builds nothing: run `npm run build` first, or point it at a running server with BASE_URL.
//
//   npm run page-weight -w @talent/bench -- [--runs 3] [--pages jobs,hr,...] [--json out.json]
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, giveSession, sessionCookies, startBench } from './browser-support.mjs';

/** The pages measured, and who is signed in (the demo accounts of the seed). */
const PAGES = {
  jobs: { path: '/jobs' },
  login: { path: '/sso/login' },
  privacy: { path: '/privacy' },
  'jobs-seeker': { path: '/jobs', as: 'seeker@demo.test' },
  account: { path: '/account/security', as: 'seeker@demo.test' },
  hr: { path: '/hr', as: 'recruiter@demo.test' },
  'hr-job-new': { path: '/hr/jobs/new', as: 'recruiter@demo.test' },
  admin: { path: '/admin/users', as: 'admin@demo.test' },
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
    json: { type: 'string' },
    // the N largest scripts of each page, to see what a page's weight is made of
    top: { type: 'string', default: '0' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of 1 or more');
  process.exit(2);
}
const names = args.pages.split(',').filter((p) => p !== '');
for (const name of names) {
  if (PAGES[name] === undefined) {
    console.error(`unknown page ${name}: one of ${Object.keys(PAGES).join(', ')}`);
    process.exit(2);
  }
}

/** One cold load of a page: the scripts and all answers, their count and bytes on the wire. */
async function load(browser, baseUrl, page) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width: 390, height: 844 });
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (page.as !== undefined) {
      // the session as the app keeps it: its cookies and the hint that there is one
      const cookies = await sessionCookies(baseUrl, { email: page.as, password: DEMO_PASSWORD });
      await giveSession(context, tab, baseUrl, cookies);
    }
    const types = new Map();
    const finished = [];
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
    cdp.on('Network.loadingFinished', (e) => finished.push(e));
    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    const landed = new URL(tab.url()).pathname;
    if (landed !== page.path)
      throw new Error(`${page.path} ended on ${landed} (signed in: ${page.as ?? 'no'})`);
    let scripts = 0;
    let scriptBytes = 0;
    let allBytes = 0;
    const files = [];
    for (const e of finished) {
      const what = types.get(e.requestId);
      if (what === undefined || what.url.endsWith('/favicon.svg')) continue;
      allBytes += e.encodedDataLength;
      if (what.type === 'Script') {
        scripts += 1;
        scriptBytes += e.encodedDataLength;
        files.push({ url: new URL(what.url).pathname, bytes: e.encodedDataLength });
      }
    }
    return { scripts, scriptBytes, allBytes, requests: finished.length, files };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const { baseUrl, browser, stop } = await startBench();
  const report = { baseUrl, runs, date: new Date().toISOString(), pages: {} };
  try {
    for (const name of names) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await load(browser, baseUrl, PAGES[name]));
      const pick = (key) => samples.map((s) => s[key]);
      report.pages[name] = {
        path: PAGES[name].path,
        signedInAs: PAGES[name].as ?? null,
        scripts: median(pick('scripts')),
        scriptBytes: median(pick('scriptBytes')),
        scriptBytesMin: Math.min(...pick('scriptBytes')),
        scriptBytesMax: Math.max(...pick('scriptBytes')),
        allBytes: median(pick('allBytes')),
      };
      console.error(`${name}: ${samples.map((s) => kib(s.scriptBytes)).join(', ')}`);
      const largest = [...samples[0].files].sort((a, b) => b.bytes - a.bytes).slice(0, Number(args.top));
      for (const f of largest) console.error(`  ${kib(f.bytes).padStart(10)}  ${f.url}`);
    }
  } finally {
    await stop();
  }
  console.log(`Cold loads until the network is idle, median of ${runs} (bytes on the wire)`);
  console.log('| page | address | JS files | JS transferred (min–max) | everything transferred |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const [name, p] of Object.entries(report.pages)) {
    const who = p.signedInAs === null ? 'anonymous' : p.signedInAs;
    console.log(
      `| ${name} | \`${p.path}\` (${who}) | ${p.scripts} | ${kib(p.scriptBytes)} ` +
        `(${kib(p.scriptBytesMin)}–${kib(p.scriptBytesMax)}) | ${kib(p.allBytes)} |`,
    );
  }
  if (args.json !== undefined) await writeFile(args.json, `${JSON.stringify(report, null, 2)}\n`);
}

await main();
