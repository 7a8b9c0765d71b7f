#!/usr/bin/env node
// Lighthouse (mobile preset: the default config, simulated throttling) on the job seeker's pages:
// /jobs anonymous, /jobs signed in as the demo job seeker, and one published job's page. Each page
// is measured N times; the script prints median, min and max of the scores and metrics, the bytes
// of the 100-job list answer raw, gzip and brotli, and exits 1 when a median misses its target
// (performance 90, accessibility 100), so CI can run it. See bench/README.md ("Lighthouse").
//
// It builds nothing: run `npm run build` first, or point it at a running server with BASE_URL.
//
//   npm run lighthouse -w @talent/bench -- [--runs 5] [--pages jobs,job,jobs-seeker,job-seeker] [--json out.json]
//     [--reports DIR]
//   BASE_URL=http://127.0.0.1:8080 npm run lighthouse -w @talent/bench
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
// lighthouse's own driver (installed with it), used to prepare a signed-in browser
import { DEMO_PASSWORD, giveSession, sessionCookies, startBench } from './browser-support.mjs';

const API = '/elevate-be/rest';
const SEEKER = { email: 'seeker@demo.test', password: DEMO_PASSWORD };
const TARGET = { performance: 90, accessibility: 100 };

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.LIGHTHOUSE_RUNS ?? '5' },
    pages: { type: 'string', default: 'jobs,job' },
    json: { type: 'string' },
    // a folder for every run's full Lighthouse report (JSON), to see what a score is made of
    reports: { type: 'string' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of 1 or more');
  process.exit(2);
}
const pageNames = args.pages.split(',').filter((p) => p !== '');

/**
 * A tab of the browser signed in as the demo job seeker, from a cold start: cache and the origin's
 * storage cleared (what Lighthouse's own reset does, which would also clear the session), then the
 * session cookies and the web app's session hint set. Lighthouse then runs in it without its reset.
 */
async function signedInTab(browser, baseUrl) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'all' });
  await giveSession(browser, page, baseUrl, await sessionCookies(baseUrl, SEEKER));
  await page.goto('about:blank');
  await cdp.detach();
  return page;
}

async function clearCookies(browser) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCookies');
  await page.close();
}

/** One published job's id (the first of the list, as a reader would open it). */
async function firstJobId(baseUrl) {
  const res = await fetch(`${baseUrl}${API}/api/jobs?limit=1`);
  const body = await res.json();
  const id = body.items?.[0]?.id;
  if (id === undefined) throw new Error(`no published job in ${JSON.stringify(body).slice(0, 200)}`);
  return id;
}

/** The 100-job list answer's size as sent for each Accept-Encoding (fetch would decode it). */
async function listBytes(baseUrl) {
  const { request } = await import('node:http');
  const url = new URL(`${baseUrl}${API}/api/jobs?limit=100`);
  const one = (encoding) =>
    new Promise((resolve, reject) => {
      const req = request(
        url,
        { headers: encoding === 'identity' ? {} : { 'accept-encoding': encoding } },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', () => resolve({ bytes, contentEncoding: res.headers['content-encoding'] ?? 'none' }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  return { raw: await one('identity'), gzip: await one('gzip'), br: await one('br') };
}

const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
};

async function measure(url, port, page, reportFile) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const result =
    page === undefined
      ? await lighthouse(url, flags)
      : await lighthouse(url, { ...flags, disableStorageReset: true }, undefined, page);
  const { lhr } = result;
  if (reportFile !== undefined) await writeFile(reportFile, result.report);
  if (lhr.runtimeError !== undefined) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const a11yFailures = Object.values(lhr.audits)
    .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
    .map((a) => a.id);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    ...Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id].numericValue])),
    domSize: lhr.audits['dom-size']?.numericValue,
    // Lighthouse's measure of this machine's speed at the time (its docs: under ~1000 the host is slow)
    benchmarkIndex: lhr.environment.benchmarkIndex,
    signedIn: (lhr.audits['network-requests']?.details?.items ?? []).some(
      (r) => new URL(r.url).pathname === '/uaa/me' && r.statusCode === 200,
    ),
    a11yFailures,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

function summarise(samples) {
  const keys = ['performance', 'accessibility', 'lcp', 'tbt', 'cls', 'fcp', 'domSize', 'benchmarkIndex'];
  return Object.fromEntries(
    keys.map((k) => {
      const xs = samples.map((s) => s[k]).filter((x) => typeof x === 'number');
      return [k, { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) }];
    }),
  );
}

const fmt = {
  performance: (x) => String(Math.round(x)),
  accessibility: (x) => String(Math.round(x)),
  lcp: (x) => `${(x / 1000).toFixed(2)} s`,
  tbt: (x) => `${Math.round(x)} ms`,
  cls: (x) => x.toFixed(3),
  fcp: (x) => `${(x / 1000).toFixed(2)} s`,
  domSize: (x) => String(Math.round(x)),
  benchmarkIndex: (x) => String(Math.round(x)),
};

async function main() {
  const { baseUrl, browser, chrome, stop } = await startBench({ defaultViewport: null });
  if (args.reports !== undefined) await mkdir(args.reports, { recursive: true });
  const report = { baseUrl, runs, date: new Date().toISOString(), cpus: os.cpus().length, pages: {} };
  let failed = false;
  try {
    const jobId = await firstJobId(baseUrl);
    const pages = {
      jobs: { path: '/jobs' },
      'jobs-seeker': { path: '/jobs', signedIn: true },
      job: { path: `/jobs/${jobId}` },
      'job-seeker': { path: `/jobs/${jobId}`, signedIn: true },
    };
    report.listBytes = await listBytes(baseUrl);
    for (const name of pageNames) {
      const page = pages[name];
      if (page === undefined)
        throw new Error(`unknown page ${name}: one of ${Object.keys(pages).join(', ')}`);
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        const reportFile =
          args.reports === undefined ? undefined : path.join(args.reports, `${name}-${i + 1}.json`);
        // Lighthouse now and then fails to record a trace (NO_NAVSTART on a busy machine): try again
        let sample;
        for (let attempt = 1; sample === undefined; attempt += 1) {
          // a fresh session (and a cold cache) for each run, so a long series never outlives the token
          const tab = page.signedIn === true ? await signedInTab(browser, baseUrl) : undefined;
          try {
            sample = await measure(`${baseUrl}${page.path}`, chrome.port, tab, reportFile);
          } catch (error) {
            if (attempt === 3) throw error;
            console.error(`${name} run ${i + 1}: ${error.message}; trying again`);
          } finally {
            if (tab !== undefined) {
              await tab.close();
              // Lighthouse's own reset leaves cookies: the next anonymous run must not inherit the session
              await clearCookies(browser);
            }
          }
        }
        if (sample.signedIn !== (page.signedIn === true))
          throw new Error(`${name}: the page ${sample.signedIn ? 'had' : 'did not see'} a session`);
        samples.push(sample);
        console.error(
          `${name} run ${i + 1}/${runs}: performance ${sample.performance}, accessibility ${sample.accessibility}, ` +
            `LCP ${fmt.lcp(sample.lcp)}, TBT ${fmt.tbt(sample.tbt)}, CLS ${fmt.cls(sample.cls)}, ` +
            `benchmark index ${Math.round(sample.benchmarkIndex)}`,
        );
      }
      const summary = summarise(samples);
      const a11yFailures = [...new Set(samples.flatMap((s) => s.a11yFailures))];
      report.pages[name] = {
        path: page.path,
        signedIn: page.signedIn === true,
        summary,
        a11yFailures,
        samples,
      };
      if (
        summary.performance.median < TARGET.performance ||
        summary.accessibility.median < TARGET.accessibility
      )
        failed = true;
    }
  } finally {
    await stop();
  }

  console.log(
    `Lighthouse ${runs} run(s) per page, mobile preset (simulated throttling), ${report.cpus} CPU(s)`,
  );
  console.log('page          metric          median      min      max');
  for (const [name, { summary, a11yFailures }] of Object.entries(report.pages)) {
    for (const [k, s] of Object.entries(summary)) {
      const f = fmt[k];
      console.log(
        `${name.padEnd(13)} ${k.padEnd(13)} ${f(s.median).padStart(9)} ${f(s.min).padStart(8)} ${f(s.max).padStart(8)}`,
      );
    }
    if (a11yFailures.length > 0)
      console.log(`${name.padEnd(13)} accessibility audits failed: ${a11yFailures.join(', ')}`);
  }
  const { raw, gzip, br } = report.listBytes;
  console.log(
    `GET ${API}/api/jobs?limit=100: ${raw.bytes} bytes raw, ${gzip.bytes} gzip (${gzip.contentEncoding}), ` +
      `${br.bytes} br (${br.contentEncoding})`,
  );
  if (args.json !== undefined) await writeFile(args.json, `${JSON.stringify(report, null, 2)}\n`);
  if (failed) {
    console.log(
      `FAILED: a median is under the target (performance ${TARGET.performance}, accessibility ${TARGET.accessibility})`,
    );
    process.exit(1);
  }
  console.log('passed: every median meets the targets');
}

await main();
