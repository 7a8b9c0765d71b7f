#!/usr/bin/env node
// Time to content: how long after navigation a signed-in person, with a cold cache, sees what
// they came for: the page's heading and its content, with no spinner, skeleton or busy region
// left in the main area. Each page is loaded N times in a new browser context (no cache, no
// service worker), at 390x844 as the phone of most job seekers; the script prints p50, p95 and the
// largest time. It builds nothing: run `npm run build` first, or point it at a running server
// with BASE_URL. See bench/README.md ("Time to content").
//
//   node bench/time-to-content.mjs [--runs 20] [--pages jobs,job,profile,hr,pipeline,candidate] [--width 390]
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, giveSession, sessionCookies, startBench } from './browser-support.mjs';
import { fmt, summary } from './support.mjs';

const SEEKER = 'seeker@demo.test';
const RECRUITER = 'recruiter@demo.test';

/**
 * The pages, who is signed in, and what content means there (beyond a heading and no loading
 * state in <main>): a selector that must be present. `path` may need the demo world's ids.
 */
const PAGES = {
  jobs: { as: SEEKER, path: () => '/jobs', content: 'main a[href^="/jobs/"]' },
  job: { as: SEEKER, path: (ids) => `/jobs/${ids.job}`, content: 'main h1' },
  profile: { as: SEEKER, path: () => '/profile', content: 'main h1' },
  hr: { as: RECRUITER, path: () => '/hr', content: 'main h1' },
  pipeline: { as: RECRUITER, path: (ids) => `/hr/jobs/${ids.pipelineJob}`, content: 'main [role="tab"]' },
  candidate: {
    as: RECRUITER,
    path: (ids) => `/hr/candidates/${encodeURIComponent(ids.candidate)}?jobId=${ids.pipelineJob}`,
    content: 'main h1',
  },
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
    width: { type: 'string', default: '390' },
  },
});
const runs = Number(args.runs);
const width = Number(args.width);
const names = args.pages.split(',').filter((p) => p !== '');
for (const name of names) {
  if (PAGES[name] === undefined) {
    console.error(`unknown page ${name}: one of ${Object.keys(PAGES).join(', ')}`);
    process.exit(2);
  }
}

/** The demo world's ids the addresses need, read through the API as the people themselves. */
async function demoIds(baseUrl, cookieOf) {
  const get = async (path, as) => {
    const res = await fetch(`${baseUrl}/elevate-be/rest/api${path}`, {
      headers: { cookie: (await cookieOf(as)).map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return res.json();
  };
  const jobs = await get('/jobs?limit=1', SEEKER);
  const mine = await get('/hr/my-job/search?limit=50', RECRUITER);
  const pipelineJob = mine.items.find((j) => j.status === 'published' && j.stageCounts.applied > 0)?.id;
  const pool = await get(`/hr/wf/job/${pipelineJob}/applicant-pool?status=applied`, RECRUITER);
  const candidate = pool.items.find((i) => i.candidate.anonymised !== true)?.candidate.subject;
  return { job: jobs.items[0]?.id, pipelineJob, candidate };
}

/** In the page: the time since navigation when the content is there and nothing is loading. */
function contentShown(contentSelector) {
  const main = globalThis.document.querySelector('main');
  if (main === null) return false;
  const visible = (el) => el !== null && el.getBoundingClientRect().height > 0;
  if (!visible(main.querySelector('h1'))) return false;
  if (!visible(main.querySelector(contentSelector))) return false;
  const loading = main.querySelector(
    '.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]',
  );
  if (visible(loading)) return false;
  return performance.now();
}

async function load(browser, baseUrl, cookies, address, content) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width, height: 844 });
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await giveSession(context, tab, baseUrl, cookies);
    await tab.goto(`${baseUrl}${address}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const handle = await tab.waitForFunction(contentShown, { polling: 'raf', timeout: 60_000 }, content);
    const ms = await handle.jsonValue();
    const landed = new URL(tab.url()).pathname;
    if (landed !== address.split('?')[0]) throw new Error(`${address} landed on ${landed}`);
    return ms;
  } finally {
    await context.close();
  }
}

const { baseUrl, browser, stop } = await startBench();
try {
  const sessions = new Map();
  const cookieOf = async (email) => {
    if (!sessions.has(email))
      sessions.set(email, await sessionCookies(baseUrl, { email, password: DEMO_PASSWORD }));
    return sessions.get(email);
  };
  const ids = await demoIds(baseUrl, cookieOf);
  console.log(`Time to content, ${runs} cold loads a page at ${width} px, signed in (${baseUrl})\n`);
  console.log('page        n    p50 ms   p95 ms   max ms');
  for (const name of names) {
    const page = PAGES[name];
    const address = page.path(ids);
    const times = [];
    // one load first, not counted: the server's own first answers (its caches, its JIT)
    await load(browser, baseUrl, await cookieOf(page.as), address, page.content);
    for (let i = 0; i < runs; i++) {
      times.push(await load(browser, baseUrl, await cookieOf(page.as), address, page.content));
    }
    const s = summary(times);
    console.log(
      `${name.padEnd(10)} ${String(s.n).padStart(3)} ${fmt(s.p50).padStart(8)} ${fmt(s.p95).padStart(8)} ${fmt(s.max).padStart(8)}`,
    );
  }
} finally {
  await stop();
}
