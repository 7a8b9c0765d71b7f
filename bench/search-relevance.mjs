#!/usr/bin/env node
// Search relevance: precision at 10 of the relevance set (apps/server/src/modules/jobs/search-relevance.ts)
// through the HTTP API (GET /elevate-be/rest/api/jobs) over the demo world. It reports query by
// query; the API test search-relevance.routes.test.ts is what fails when the mean drops.
//
//   npm run build && node bench/search-relevance.mjs [--base http://127.0.0.1:3000] [--verbose]
//
// Without --base it starts the built server over a new embedded database with the demo data.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startDemoServer } from './browser-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JOBS = '/elevate-be/rest/api/jobs';
const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const serverDist = path.join(root, 'apps/server/dist');
const { scoreRelevance, RELEVANCE_FLOOR, FIRST_ANSWER_FLOOR } = await import(
  pathToFileURL(path.join(serverDist, 'modules/jobs/search-relevance.js')).href
);

const server =
  args.base === undefined ? await startDemoServer() : { baseUrl: args.base, stop: async () => {} };
try {
  const page = async (query) => {
    const res = await fetch(`${server.baseUrl}${JOBS}?${new URLSearchParams(query)}`);
    if (!res.ok) throw new Error(`${res.status} for ${JSON.stringify(query)}`);
    return res.json();
  };
  // every open job's title and language: the right answers there are, for the page's most
  const openJobs = [];
  for (let offset = 0; ; offset += 100) {
    const { items } = await page({ limit: '100', offset: String(offset) });
    openJobs.push(...items.map((item) => ({ title: item.title, language: item.textLanguage })));
    if (items.length < 100) break;
  }
  const { scores, mean, meanReciprocalRank } = await scoreRelevance(
    async (keyword) => (await page({ keyword, limit: '10' })).items.map((item) => item.title),
    openJobs,
  );
  console.log(`Search relevance over ${openJobs.length} open jobs (${server.baseUrl})\n`);
  console.log('lang  query                 P@10   hits/possible  first right');
  for (const s of scores) {
    console.log(
      `${s.language.padEnd(5)} ${s.query.padEnd(20)}  ${s.precision.toFixed(2)}   ${`${s.hits}/${s.possible}`.padEnd(13)}  ${s.reciprocalRank === 0 ? '-' : `#${Math.round(1 / s.reciprocalRank)}`}` +
        (args.verbose ? `\n        ${s.titles.join(' · ')}` : ''),
    );
  }
  for (const language of ['en', 'ar', 'zh']) {
    const of = scores.filter((s) => s.language === language);
    const m = of.reduce((sum, s) => sum + s.precision, 0) / of.length;
    console.log(`\nmean P@10 ${language}: ${m.toFixed(3)} (${of.length} queries)`);
  }
  console.log(
    `\nmean P@10: ${mean.toFixed(3)} over ${scores.length} queries (the test's floor: ${RELEVANCE_FLOOR})`,
  );
  console.log(
    `mean reciprocal rank of the first right answer: ${meanReciprocalRank.toFixed(3)} (the test's floor: ${FIRST_ANSWER_FLOOR})`,
  );
} finally {
  await server.stop();
}
