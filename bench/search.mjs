#!/usr/bin/env node
// Job search benchmark: a fixed mix of searches and filters through the HTTP API
// (GET /elevate-be/rest/api/jobs) against the PostgreSQL in DATABASE_URL, and the same searches
// run directly with the repository's code (findOpenJobs over a pg pool), for the ratio.
// It reports; it does not assert. See bench/README.md ("Job search").
//
//   npx tsc -b && DATABASE_URL=postgres://user@host:5432/talent node bench/search.mjs \
//     [--duration 5] [--connections 4] [--kinds all,word-engineer] [--skip-direct]
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { fmt, startServer, summary } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractsDist = path.join(root, 'packages/contracts/dist/index.js');
const JOBS = '/elevate-be/rest/api/jobs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '4' },
    kinds: { type: 'string' },
    'skip-direct': { type: 'boolean', default: false },
    // another build of the server to compare with (inside the repository, so its imports resolve)
    'server-dist': { type: 'string', default: 'apps/server/dist' },
  },
});
const serverDist = path.resolve(root, args['server-dist']);
const duration = Number(args.duration);
const connections = Number(args.connections);
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl === undefined || !databaseUrl.startsWith('postgres')) {
  console.error('DATABASE_URL must name a PostgreSQL database (seeded with npm run db:seed).');
  process.exit(2);
}

const { openDatabase } = await import(pathToFileURL(path.join(serverDist, 'db/database.js')).href);
const { findOpenJobs } = await import(
  pathToFileURL(path.join(serverDist, 'modules/jobs/jobs.repository.js')).href
);
const { listJobsQuerySchema } = await import(pathToFileURL(contractsDist).href);

const database = await openDatabase({ kind: 'postgresql', url: databaseUrl, poolSize: connections });
const { sql } = await import('kysely');

/** Ids the filters need, looked up by name so that every run asks the same questions. */
async function lookUp() {
  const one = async (query) => (await query.execute(database.db)).rows[0]?.id;
  const it = await one(sql`select id from categories where name_en = 'Information Technology' limit 1`);
  const eng = await one(sql`select id from categories where name_en = 'Engineering' limit 1`);
  return { it, eng };
}
const ids = await lookUp();

/** The fixed mix: each kind is one query string (the web app's page size, 100, is the default). */
const allKinds = [
  ['all', {}],
  ['all-page2', { offset: '100' }],
  ['word-engineer', { keyword: 'engineer' }],
  ['word-manager', { keyword: 'manager' }],
  ['word-sales', { keyword: 'sales' }],
  ['word-narrow', { keyword: 'photographer' }],
  ['word-two', { keyword: 'senior accountant' }],
  ['prefix-eng', { keyword: 'eng' }],
  ['prefix-phys', { keyword: 'physio' }],
  ['arabic-broad', { keyword: 'مهندس' }],
  ['arabic-narrow', { keyword: 'محاسب' }],
  ['cjk-工程', { keyword: '工程' }],
  ['cjk-护士', { keyword: '护士' }],
  ['category', ids.it === undefined ? {} : { categoryId: ids.it }],
  ['location', { location: 'Dubai' }],
  ['skills', { skills: 'AutoCAD' }],
  [
    'combo-kw-cat-loc',
    { keyword: 'engineer', location: 'Oman', ...(ids.eng ? { categoryId: ids.eng } : {}) },
  ],
  ['combo-kw-skill', { keyword: 'sales', skills: 'Customer service' }],
  ['word-page2', { keyword: 'manager', offset: '100' }],
  ['word-salary-sort', { keyword: 'engineer', sort: 'salary' }],
];
const wanted = args.kinds?.split(',');
const kinds = wanted === undefined ? allKinds : allKinds.filter(([name]) => wanted.includes(name));

/** Percentiles of a mixture in which each sample set weighs the same, whatever its size. */
function weighedSummary(sets) {
  const used = sets.filter((set) => set.length > 0);
  const weighted = used.flatMap((set) => set.map((t) => [t, 1 / (used.length * set.length)]));
  weighted.sort((a, b) => a[0] - b[0]);
  const at = (p) => {
    let sum = 0;
    for (const [t, w] of weighted) {
      sum += w;
      if (sum >= p / 100 - 1e-12) return t;
    }
    return weighted.at(-1)?.[0] ?? NaN;
  };
  return { n: weighted.length, p50: at(50), p95: at(95), p99: at(99) };
}

async function runHttp(base, query) {
  const url = `${base}${JOBS}?${new URLSearchParams(query)}`;
  // one warm-up request; its answer also tells the size of the result
  const started = performance.now();
  const first = await fetch(url);
  const body = await first.json();
  if (!first.ok) throw new Error(`${url}: ${first.status} ${JSON.stringify(body)}`);
  // a request count that takes about `duration` seconds, at least 3 per connection (autocannon's
  // own duration drops the requests still in flight, which for a slow kind is all of them)
  const warm = Math.max(1, performance.now() - started);
  const amount = Math.min(
    5000,
    Math.max(3 * connections, Math.ceil(((duration * 1000) / warm) * connections)),
  );
  const times = [];
  let errors = 0;
  const instance = autocannon({ url, connections, amount, timeout: 60 });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) times.push(responseTime);
    else errors += 1;
  });
  const result = await instance;
  errors += result.errors + result.timeouts;
  return { times, errors, total: body.total, items: body.items.length };
}

async function runDirect(query) {
  const filters = listJobsQuerySchema.parse(query);
  await findOpenJobs(database.db, filters); // warm-up
  const times = [];
  const end = Date.now() + duration * 1000;
  const worker = async () => {
    for (let runs = 0; runs < 3 || Date.now() < end; runs += 1) {
      const start = performance.now();
      await findOpenJobs(database.db, filters);
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return times;
}

const ratio = (a, b) => (Number.isNaN(a) || Number.isNaN(b) || b === 0 ? '-' : (a / b).toFixed(2));

const { child, base } = await startServer(serverDist, databaseUrl);
const rows = [];
const allHttp = [];
const allDirect = [];
try {
  console.log(
    `job search: ${kinds.length} kinds, ${duration} s each, ${connections} connections, through ${JOBS} and directly`,
  );
  for (const [name, query] of kinds) {
    const http = await runHttp(base, query);
    const direct = args['skip-direct'] ? [] : await runDirect(query);
    allHttp.push(...http.times);
    allDirect.push(...direct);
    rows.push({
      name,
      http: summary(http.times),
      direct: summary(direct),
      httpTimes: http.times,
      directTimes: direct,
      errors: http.errors,
      total: http.total,
    });
    process.stderr.write(`  ${name} done\n`);
  }
} finally {
  child.kill('SIGTERM');
  await database.close();
}
rows.push({ name: 'overall', http: summary(allHttp), direct: summary(allDirect), errors: 0, total: NaN });
// every kind gets as many requests as it can answer in the same time, so the pooled "overall"
// leans to the fast kinds; this row weighs each kind the same (a mixture of the kinds' samples)
const kindRows = rows.filter((r) => r.name !== 'overall');
rows.push({
  name: 'overall, kinds weighed equally',
  http: weighedSummary(kindRows.map((r) => r.httpTimes)),
  direct: weighedSummary(kindRows.map((r) => r.directTimes)),
  errors: 0,
  total: NaN,
});

const header = [
  'kind',
  'total',
  'requests',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'SQL p50',
  'SQL p95',
  'SQL p99',
  'x p50',
  'x p95',
  'errors',
];
const table = rows.map((r) => [
  r.name,
  Number.isNaN(r.total) ? '' : String(r.total),
  String(r.http.n),
  fmt(r.http.p50),
  fmt(r.http.p95),
  fmt(r.http.p99),
  fmt(r.direct.p50),
  fmt(r.direct.p95),
  fmt(r.direct.p99),
  ratio(r.http.p50, r.direct.p50),
  ratio(r.http.p95, r.direct.p95),
  String(r.errors),
]);
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map((h, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`);
for (const line of table) console.log(`| ${line.join(' | ')} |`);
console.log(
  '\nlatency in ms; "SQL" is findOpenJobs run directly over a pg pool at the same concurrency; "x" is HTTP / SQL.',
);
