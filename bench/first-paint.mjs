#!/usr/bin/env node
// What a cold load paints first, and whether it moves when the app takes over: each page is loaded
// N times in Chromium from a cold cache, on a slow link and a slowed CPU (Lighthouse's mobile
// figures by default: 150 ms, 1.6 Mbit/s down, 4× CPU), and the script prints p50/p95 of the first
// contentful paint, of the moment the app has drawn (its own <main> has a heading) and of the
// cumulative layout shift until the network has been quiet for a second after that. With
// --filmstrip DIR it also keeps screenshots of the first load of each page at intervals.
// See bench/README.md ("First paint").
//
// It builds nothing: run `npm run build` first, or point it at a running server with BASE_URL.
//
//   npm run first-paint -w @talent/bench -- [--runs 20] [--pages jobs,root,login] [--languages en-US,ar]
//     [--width 390] [--cpu 4] [--latency 150] [--kbps 1600] [--filmstrip DIR] [--json out.json]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBench } from './browser-support.mjs';
import { percentile } from './support.mjs';

const PAGES = {
  jobs: '/jobs',
  root: '/',
  login: '/sso/login',
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
    languages: { type: 'string', default: 'en-US' },
    width: { type: 'string', default: '390' },
    cpu: { type: 'string', default: '4' },
    latency: { type: 'string', default: '150' },
    kbps: { type: 'string', default: '1600' },
    filmstrip: { type: 'string' },
    json: { type: 'string' },
  },
});
const runs = Number(args.runs);
const width = Number(args.width);
const cpu = Number(args.cpu);
const latency = Number(args.latency);
const kbps = Number(args.kbps);
for (const [name, value] of Object.entries({ runs, width, cpu, latency, kbps })) {
  if (!Number.isFinite(value) || value < (name === 'latency' ? 0 : 1)) {
    console.error(`--${name} must be a number of 1 or more`);
    process.exit(2);
  }
}
const pageNames = args.pages.split(',').filter((p) => p !== '');
for (const name of pageNames) {
  if (PAGES[name] === undefined) {
    console.error(`unknown page ${name}: one of ${Object.keys(PAGES).join(', ')}`);
    process.exit(2);
  }
}
const languages = args.languages.split(',').filter((l) => l !== '');

/**
 * Runs in the page before anything else: the layout shifts (the session windows of Core Web
 * Vitals: shifts less than 1 s apart, at most 5 s long; CLS is the largest window) and the moment
 * the app's <main> first holds a heading.
 */
function observe() {
  const state = { cls: 0, windowValue: 0, windowStart: 0, windowLast: 0, drawn: null, shifts: [] };
  globalThis.__firstPaint = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      // what moved, for --json: the largest source's element and its move
      const source = entry.sources[0];
      state.shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        node:
          source?.node === undefined
            ? null
            : `${source.node.nodeName} ${String(source.node.className ?? '')}`,
        from: source === undefined ? null : [source.previousRect.x, source.previousRect.y],
        to: source === undefined ? null : [source.currentRect.x, source.currentRect.y],
      });
      if (entry.startTime - state.windowLast > 1000 || entry.startTime - state.windowStart > 5000) {
        state.windowStart = entry.startTime;
        state.windowValue = 0;
      }
      state.windowLast = entry.startTime;
      state.windowValue += entry.value;
      state.cls = Math.max(state.cls, state.windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    if (state.drawn === null && globalThis.document.querySelector('main h1') !== null) {
      state.drawn = performance.now();
    }
  };
  new globalThis.MutationObserver(check).observe(globalThis.document, { childList: true, subtree: true });
}

async function quietNetwork(tab, ms) {
  await tab.waitForNetworkIdle({ idleTime: ms, timeout: 60_000 }).catch(() => undefined);
}

/** One cold load: FCP, the app drawn, CLS; screenshots every 250 ms when `film` names a folder. */
async function load(browser, baseUrl, pagePath, language, film) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width, height: width < 768 ? 844 : 900 });
    const url = new URL(baseUrl);
    if (language !== 'en-US') {
      await context.setCookie({ name: 'language', value: language, domain: url.hostname, path: '/' });
    }
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: (kbps * 1000) / 8,
      uploadThroughput: (750 * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await tab.evaluateOnNewDocument(observe);
    let filming = film !== undefined;
    const shots = [];
    const started = Date.now();
    const filmLoop = (async () => {
      while (filming) {
        const at = Date.now() - started;
        const file = path.join(film, `${String(at).padStart(5, '0')}ms.png`);
        await tab.screenshot({ path: file }).catch(() => undefined);
        shots.push(file);
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    await tab.goto(`${baseUrl}${pagePath}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await tab.waitForFunction(() => globalThis.__firstPaint?.drawn != null, {
      timeout: 60_000,
      polling: 200,
    });
    await quietNetwork(tab, 1000);
    filming = false;
    await filmLoop;
    const result = await tab.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const s = globalThis.__firstPaint;
      return {
        fcp: fcp?.startTime ?? null,
        drawn: s.drawn,
        cls: s.cls,
        shifts: s.shifts,
        dir: globalThis.document.documentElement.dir,
      };
    });
    return { ...result, shots: shots.length };
  } finally {
    await context.close();
  }
}

const ms = (v) => `${Math.round(v).toLocaleString('en-US')} ms`;

async function main() {
  const { baseUrl, browser, stop } = await startBench();
  const report = {
    baseUrl,
    runs,
    width,
    throttling: { cpu, latency, kbps },
    date: new Date().toISOString(),
    rows: [],
  };
  try {
    for (const language of languages) {
      for (const name of pageNames) {
        const samples = [];
        for (let i = 0; i < runs; i += 1) {
          const film =
            args.filmstrip !== undefined && i === 0
              ? path.join(args.filmstrip, `${name}-${language}-${width}`)
              : undefined;
          if (film !== undefined) await mkdir(film, { recursive: true });
          samples.push(await load(browser, baseUrl, PAGES[name], language, film));
        }
        const sorted = (key) =>
          samples
            .map((s) => s[key])
            .filter((v) => v !== null)
            .sort((a, b) => a - b);
        const row = {
          page: name,
          path: PAGES[name],
          language,
          fcp: { p50: percentile(sorted('fcp'), 50), p95: percentile(sorted('fcp'), 95) },
          drawn: { p50: percentile(sorted('drawn'), 50), p95: percentile(sorted('drawn'), 95) },
          cls: {
            p50: percentile(sorted('cls'), 50),
            p95: percentile(sorted('cls'), 95),
            max: Math.max(...sorted('cls')),
          },
          samples,
        };
        report.rows.push(row);
        console.error(
          `${name} ${language}: FCP ${samples.map((s) => Math.round(s.fcp)).join(', ')}; ` +
            `CLS ${samples.map((s) => s.cls.toFixed(3)).join(', ')}`,
        );
      }
    }
  } finally {
    await stop();
  }
  console.log(
    `Cold loads, ${runs} a page, ${width} px wide, CPU ${cpu}× slower, ${latency} ms and ${kbps} kbit/s`,
  );
  console.log('| page | language | FCP p50 / p95 | app drawn p50 / p95 | CLS p50 / p95 / max |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const r of report.rows) {
    console.log(
      `| \`${r.path}\` | ${r.language} | ${ms(r.fcp.p50)} / ${ms(r.fcp.p95)} | ` +
        `${ms(r.drawn.p50)} / ${ms(r.drawn.p95)} | ` +
        `${r.cls.p50.toFixed(3)} / ${r.cls.p95.toFixed(3)} / ${r.cls.max.toFixed(3)} |`,
    );
  }
  if (args.json !== undefined) await writeFile(args.json, `${JSON.stringify(report, null, 2)}\n`);
}

await main();
