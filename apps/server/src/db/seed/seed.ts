import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../../lib/password.js';
import type { DatabaseKind } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import type { DB } from '../schema.js';
import { ApplicationGenerator } from './applications.js';
import { ensureSkills, loadCatalog } from './catalog.js';
import type { SeedContext } from './context.js';
import { JobGenerator, JobRegistry } from './jobs.js';
import { type Loader, type RowBuffer, type TableTiming, openCopyLoader, openInsertLoader } from './load.js';
import { generateOrganisations } from './organisations.js';
import { RANDOM_BLOCK } from './prng.js';
import { SeekerGenerator, SeekerRegistry, seekerBuffers } from './seekers.js';
import { tables } from './tables.js';

/** Every generated user signs in with this password (the demo data's). */
export const DEMO_PASSWORD = 'Demo@12345';

export interface ScaleSeedOptions {
  jobs: number;
  seekers: number;
  /** Default: max(50, jobs / 200). */
  organisations?: number;
  seed: number;
  /** The moment the data is generated around (dates, open end dates). Default: now. */
  now?: Date;
  /** Drop the jobs table's search and listing indexes during the load and build them afterwards. Default: 'auto'. */
  rebuildIndexes?: 'auto' | 'always' | 'never';
  /** Stops after the chunks under way (which commit); dropped indexes are rebuilt before it returns. */
  signal?: AbortSignal;
}

/** A database as `openDatabase` gives it; `url` lets PostgreSQL take rows by COPY. */
export interface ScaleSeedTarget {
  db: Kysely<DB>;
  kind: DatabaseKind;
  url?: string | undefined;
}

export interface TableReport {
  table: string;
  rows: number;
  /** Time spent loading this table (COPY or INSERT statements), summed over chunks. */
  seconds: number;
}

export interface ScaleSeedReport {
  method: 'copy' | 'insert';
  connections: number;
  tables: TableReport[];
  totalRows: number;
  seconds: number;
  /** Time the generators ran (on the one Node thread; it overlaps the database's work). */
  generationSeconds: number;
  /** Time spent building the jobs indexes after the load, when they were dropped. */
  indexSeconds: number;
  indexesRebuilt: boolean;
}

export type SeedLog = (line: string) => void;

/** Rows generated before yielding to the event loop, so the loads can stream meanwhile. */
const SLICE = 500;
const CHUNK = {
  copy: { jobs: 10_000, seekers: 4_000, applications: 10_000 },
  insert: { jobs: 1_000, seekers: 250, applications: 1_000 },
} as const;
/** Chunks start where a random stream starts, so the rows do not depend on the chunk size. */
for (const sizes of Object.values(CHUNK)) {
  for (const size of Object.values(sizes)) {
    if (size % RANDOM_BLOCK !== 0) throw new Error(`chunk size ${size} is not a multiple of ${RANDOM_BLOCK}`);
  }
}
/** Below this many new jobs, dropping indexes and rebuilding them is not worth it. */
const REBUILD_MIN_JOBS = 200_000;

/**
 * The jobs indexes that may be dropped during a large load, exactly as migrations 0001 and 0005
 * create them. Primary keys and the indexes foreign keys rely on stay.
 */
export const rebuildableJobIndexes: readonly (readonly [name: string, definition: string])[] = [
  ['jobs_search_idx', 'create index jobs_search_idx on jobs using gin (search_vector)'],
  [
    'jobs_open_idx',
    "create index jobs_open_idx on jobs (published_at desc, id) include (end_date, category_id, sub_category_id, organisation_id, employment_type, country_code, city_id, skill_ids, work_model, remote_countries) where status = 'published'",
  ],
  [
    'jobs_open_salary_idx',
    "create index jobs_open_salary_idx on jobs (salary_max desc nulls last, published_at desc, id) include (end_date) where status = 'published'",
  ],
  ['jobs_organisation_idx', 'create index jobs_organisation_idx on jobs (organisation_id, status)'],
  [
    'jobs_category_idx',
    "create index jobs_category_idx on jobs (category_id, published_at desc) where status = 'published'",
  ],
  [
    'jobs_sub_category_idx',
    "create index jobs_sub_category_idx on jobs (sub_category_id, published_at desc) where status = 'published'",
  ],
  [
    'jobs_location_idx',
    "create index jobs_location_idx on jobs (country_code, city_id) where status = 'published'",
  ],
];

/** Per-session settings of the COPY connections: nothing here outlives the session. */
const COPY_SESSION = [
  // a crash may lose the last commits, never consistency; the loader's client waits for no fsync
  'set synchronous_commit = off',
  // room to sort the index entries when indexes are rebuilt
  "set maintenance_work_mem = '512MB'",
];

function assertCount(name: string, value: number, max: number): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be a whole number from 0 to ${max} (got ${value})`);
  }
}

/** Refuses a seed whose rows are there already: their slugs, subjects and ids would collide. */
async function assertSeedUnused(db: Kysely<DB>, prefix: string): Promise<void> {
  const pattern = `${prefix}-%`;
  const [organisation, user] = await Promise.all([
    db.selectFrom('organisations').select('id').where('slug', 'like', pattern).limit(1).executeTakeFirst(),
    db.selectFrom('users').select('id').where('subject', 'like', pattern).limit(1).executeTakeFirst(),
  ]);
  if (organisation !== undefined || user !== undefined) {
    throw new Error(
      `this database already holds rows of seed ${prefix.slice('bulk-'.length)} (${prefix}-…): run with another --seed`,
    );
  }
}

/** The jobs indexes that exist now, of those that may be rebuilt. */
async function existingJobIndexes(db: Kysely<DB>): Promise<string[]> {
  const names = rebuildableJobIndexes.map(([name]) => name);
  const rows = await sql<{ indexname: string }>`
    select indexname from pg_indexes
    where schemaname = current_schema() and tablename = 'jobs' and indexname in (${sql.join(names)})
  `.execute(db);
  return rows.rows.map((r) => r.indexname);
}

/**
 * Creates whichever rebuildable jobs index is missing, with the migration's definition: the GIN
 * index and the B-trees in two transactions side by side (PostgreSQL builds a GIN index on one
 * core), each with room to sort.
 */
export async function restoreJobIndexes(db: Kysely<DB>): Promise<number> {
  const present = new Set(await existingJobIndexes(db));
  const missing = rebuildableJobIndexes.filter(([name]) => !present.has(name));
  const build = (definitions: readonly (readonly [string, string])[]) =>
    definitions.length === 0
      ? Promise.resolve()
      : db.transaction().execute(async (trx) => {
          await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
          for (const [, definition] of definitions) await sql.raw(definition).execute(trx);
        });
  await Promise.all([
    build(missing.filter(([name]) => name === 'jobs_search_idx')),
    build(missing.filter(([name]) => name !== 'jobs_search_idx')),
  ]);
  return missing.length;
}

function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

interface Task {
  /** What the progress lines count: jobs, seekers, or seekers whose applications are in. */
  readonly label: 'jobs' | 'seekers' | 'seekers applying';
  readonly size: number;
  build(): Promise<RowBuffer[]>;
}

/**
 * Fills the database with `jobs` jobs and `seekers` complete job seekers (plus organisations,
 * their HR users, and the seekers' applications and saved jobs), adding to what is there.
 *
 * On PostgreSQL with a URL, rows go in by COPY over two connections: one mostly loads jobs (the
 * database's work: the search vector and its GIN index), the other mostly seekers (the
 * generator's work: many small rows), and each takes the other's chunks when its own run out.
 * Elsewhere (PGlite) rows go in as multi-row INSERTs over the one connection.
 *
 * Each chunk (jobs with their skills and languages; seekers with every list of their profile;
 * applications with their history) is one transaction, so a failure leaves only whole entities.
 */
export async function seedAtScale(
  target: ScaleSeedTarget,
  options: ScaleSeedOptions,
  log: SeedLog = () => undefined,
): Promise<ScaleSeedReport> {
  assertCount('jobs', options.jobs, 50_000_000);
  assertCount('seekers', options.seekers, 10_000_000);
  assertCount('seed', options.seed, 2_147_483_647);
  const organisationCount = options.organisations ?? Math.max(50, Math.floor(options.jobs / 200));
  assertCount('organisations', organisationCount, 1_000_000);
  if (organisationCount === 0 && options.jobs > 0)
    throw new RangeError('jobs need at least one organisation');

  const started = performance.now();
  const db = target.db;
  await migrateToLatest(db);
  // a run killed while the indexes were dropped left them missing: put them back first
  if (target.kind === 'postgresql' && (await restoreJobIndexes(db)) > 0) {
    log('Restored jobs indexes that an interrupted run had dropped.');
  }
  const prefix = `bulk-${options.seed}`;
  await assertSeedUnused(db, prefix);
  const now = options.now ?? new Date();
  const skillStart = performance.now();
  const skillsInserted = await ensureSkills(db, now);
  const timings = new Map<string, TableTiming>([
    ['skills', { rows: skillsInserted, ms: performance.now() - skillStart }],
  ]);
  const catalog = await loadCatalog(db);
  const ctx: SeedContext = {
    seed: options.seed,
    prefix,
    now,
    nowMs: now.getTime(),
    catalog,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  };

  const useCopy = target.kind === 'postgresql' && target.url !== undefined;
  const chunk = useCopy ? CHUNK.copy : CHUNK.insert;
  const loaders: Loader[] = [];
  let generationMs = 0;
  let indexMs = 0;
  let indexesRebuilt = false;
  const generate = async (from: number, to: number, add: (index: number) => void): Promise<void> => {
    for (let i = from; i < to;) {
      const end = Math.min(to, i + SLICE);
      const t0 = performance.now();
      for (; i < end; i++) add(i);
      generationMs += performance.now() - t0;
      await nextTurn();
    }
  };

  try {
    if (useCopy && target.url !== undefined) {
      const url = target.url;
      loaders.push(...(await Promise.all([0, 1].map(() => openCopyLoader(url, COPY_SESSION)))));
    } else {
      loaders.push(openInsertLoader(db));
    }
    const main = loaders[0] as Loader;
    log(
      `Seeding ${formatCount(options.jobs)} jobs, ${formatCount(options.seekers)} seekers and ` +
        `${formatCount(organisationCount)} organisations (seed ${options.seed}) into ${target.kind} by ` +
        `${main.method === 'copy' ? `COPY over ${loaders.length} connections` : 'multi-row INSERT'}.`,
    );

    // 1. organisations and their HR users: one transaction
    const t0 = performance.now();
    const organisations = generateOrganisations(ctx, organisationCount);
    generationMs += performance.now() - t0;
    await main.load(organisations.buffers, timings);

    // 2. jobs and seekers, in chunks, over every connection
    const jobRegistry = new JobRegistry(options.jobs);
    const seekerRegistry = new SeekerRegistry(options.seekers);
    const jobGenerator = new JobGenerator(ctx, organisations.organisations, jobRegistry);
    const seekerGenerator = new SeekerGenerator(ctx, seekerRegistry);
    const chunks = (count: number, size: number) =>
      Array.from(
        { length: Math.ceil(count / size) },
        (_, c) => [c * size, Math.min(count, (c + 1) * size)] as const,
      );
    const jobTasks: Task[] = chunks(options.jobs, chunk.jobs).map(([from, to]) => ({
      label: 'jobs',
      size: to - from,
      build: async () => {
        const jobChunk = jobGenerator.startChunk();
        await generate(from, to, (i) => jobGenerator.add(jobChunk, i));
        return [jobChunk.jobs, jobChunk.skills, jobChunk.languages];
      },
    }));
    const seekerTasks: Task[] = chunks(options.seekers, chunk.seekers).map(([from, to]) => ({
      label: 'seekers',
      size: to - from,
      build: async () => {
        const seekerChunk = seekerGenerator.startChunk();
        await generate(from, to, (i) => seekerGenerator.add(seekerChunk, i));
        return seekerBuffers(seekerChunk);
      },
    }));

    const rebuild =
      useCopy &&
      (options.rebuildIndexes === 'always' ||
        ((options.rebuildIndexes ?? 'auto') === 'auto' && (await shouldRebuild(db, options.jobs))));
    try {
      if (rebuild) {
        // set before the first drop: from here on, the finally block owes the indexes back
        indexesRebuilt = true;
        const present = await existingJobIndexes(db);
        log(`Dropping ${present.length} jobs indexes for the load; they are rebuilt at the end.`);
        for (const name of present) await main.execute(`drop index if exists ${name}`);
      }
      const progress = new Progress(log, { jobs: options.jobs, seekers: options.seekers });
      await runTasks(loaders, [jobTasks, seekerTasks], timings, progress, options.signal);
    } finally {
      if (indexesRebuilt) {
        const t1 = performance.now();
        log('Building the jobs indexes…');
        // on any error too: the schema must never be left without the migration's indexes
        await restoreJobIndexes(db);
        indexMs = performance.now() - t1;
        log(`Built the jobs indexes in ${(indexMs / 1000).toFixed(1)} s.`);
      }
    }

    // 3. applications and saved jobs, once every job and seeker is committed
    const applicationGenerator = new ApplicationGenerator(
      ctx,
      catalog,
      organisations.organisations,
      jobRegistry,
      seekerRegistry,
    );
    if (applicationGenerator.hasOpenJobs) {
      const applicationTasks: Task[] = chunks(options.seekers, chunk.applications).map(([from, to]) => ({
        label: 'seekers applying',
        size: to - from,
        build: async () => {
          const applicationChunk = applicationGenerator.startChunk();
          await generate(from, to, (i) => applicationGenerator.add(applicationChunk, i));
          return [applicationChunk.applications, applicationChunk.history, applicationChunk.savedJobs];
        },
      }));
      const progress = new Progress(log, { 'seekers applying': options.seekers });
      await runTasks(loaders, [applicationTasks], timings, progress, options.signal);
    }
  } finally {
    await Promise.allSettled(loaders.map((loader) => loader.close()));
  }

  const order = ['skills', ...Object.values(tables).map((t) => t.name)];
  const reports: TableReport[] = [...timings.entries()]
    .filter(([, timing]) => timing.rows > 0)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([table, timing]) => ({ table, rows: timing.rows, seconds: timing.ms / 1000 }));
  return {
    method: useCopy ? 'copy' : 'insert',
    connections: loaders.length,
    tables: reports,
    totalRows: reports.reduce((sum, r) => sum + r.rows, 0),
    seconds: (performance.now() - started) / 1000,
    generationSeconds: generationMs / 1000,
    indexSeconds: indexMs / 1000,
    indexesRebuilt,
  };
}

/** Rebuilding pays off when the load is large against what the table holds already. */
async function shouldRebuild(db: Kysely<DB>, newJobs: number): Promise<boolean> {
  if (newJobs < REBUILD_MIN_JOBS) return false;
  const row = await sql<{ estimate: number }>`
    select greatest(reltuples, 0)::float8 as estimate from pg_class where oid = 'jobs'::regclass
  `.execute(db);
  return newJobs >= Number(row.rows[0]?.estimate ?? 0);
}

/** Logs each kind's progress every tenth of the way. */
class Progress {
  private readonly done = new Map<string, number>();
  private readonly started = performance.now();

  constructor(
    private readonly log: SeedLog,
    private readonly totals: Readonly<Record<string, number>>,
  ) {}

  add(label: string, count: number): void {
    const total = this.totals[label] ?? 0;
    const before = this.done.get(label) ?? 0;
    const after = before + count;
    this.done.set(label, after);
    if (
      total > 0 &&
      (Math.floor((after * 10) / total) > Math.floor((before * 10) / total) || after === total)
    ) {
      const seconds = (performance.now() - this.started) / 1000;
      this.log(
        `  ${label}: ${formatCount(after)} / ${formatCount(total)} after ${seconds.toFixed(1)} s ` +
          `(${formatCount(after / Math.max(seconds, 0.001))}/s)`,
      );
    }
  }
}

/**
 * Runs the tasks over the loaders: loader i prefers queue i and takes from the others when it
 * is empty. Each loader builds its next chunk while the database takes the previous one.
 */
async function runTasks(
  loaders: readonly Loader[],
  queues: readonly Task[][],
  timings: Map<string, TableTiming>,
  progress: Progress,
  signal: AbortSignal | undefined,
): Promise<void> {
  const pending = queues.map((queue) => [...queue]);
  let failed = false;
  const next = (preferred: number): Task | undefined => {
    if (failed || signal?.aborted === true) return undefined;
    for (let k = 0; k < pending.length; k++) {
      const queue = pending[(preferred + k) % pending.length];
      const task = queue?.shift();
      if (task !== undefined) return task;
    }
    return undefined;
  };
  const worker = async (loader: Loader, preferred: number): Promise<void> => {
    let loading: Promise<void> | undefined;
    try {
      for (let task = next(preferred); task !== undefined; task = next(preferred)) {
        const buffers = await task.build();
        if (loading !== undefined) await loading;
        const current = task;
        loading = loader.load(buffers, timings).then(() => progress.add(current.label, current.size));
        // awaited below; this only keeps a failure from counting as unhandled meanwhile
        loading.catch(() => undefined);
      }
      if (loading !== undefined) await loading;
    } catch (err) {
      failed = true;
      throw err;
    }
  };
  const results = await Promise.allSettled(loaders.map((loader, i) => worker(loader, i)));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure !== undefined) throw failure.reason;
  signal?.throwIfAborted();
}

/** The report as lines: per table rows and rows/s, the total, and where the time went. */
export function formatReport(report: ScaleSeedReport): string[] {
  const width = Math.max(...report.tables.map((t) => t.table.length), 'total'.length);
  const line = (name: string, rows: number, seconds: number) =>
    `${name.padEnd(width)}  ${formatCount(rows).padStart(12)} rows  ${seconds.toFixed(1).padStart(7)} s  ${formatCount(
      rows / Math.max(seconds, 0.001),
    ).padStart(10)} rows/s`;
  const databaseSeconds = report.tables.reduce((sum, t) => sum + t.seconds, 0);
  return [
    `Loaded by ${report.method === 'copy' ? `COPY over ${report.connections} connections` : 'multi-row INSERT'}:`,
    ...report.tables.map((t) => line(t.table, t.rows, t.seconds)),
    line('total', report.totalRows, report.seconds),
    `Time: ${report.seconds.toFixed(1)} s wall; generation ${report.generationSeconds.toFixed(1)} s (Node), ` +
      `database ${databaseSeconds.toFixed(1)} s (loading, summed over connections)` +
      (report.indexesRebuilt ? `, index rebuild ${report.indexSeconds.toFixed(1)} s` : '') +
      '.',
  ];
}
