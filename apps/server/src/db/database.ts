import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgresql';

export interface PoolUsage {
  /** Connections the pool may open (PGlite: 1). */
  size: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const poolUsage = (pool: pg.Pool) => (): PoolUsage => ({
  size: pool.options.max ?? 10,
  waiting: pool.waitingCount,
});

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  /** The pool's size and the queries waiting for one of its connections now (plugins/overload.ts). */
  poolUsage?(): PoolUsage;
  /**
   * Calls `onPayload` with every NOTIFY on `channel`, from any server on this database, once the
   * notifying transaction commits (modules/live). PostgreSQL: one connection kept for listening,
   * opened again after a loss (`onReconnect` tells, so that listeners can catch up); PGlite: the
   * same within the process. Answers how to stop.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// numeric and bigint as numbers (amounts and counts fit), calendar dates as plain `YYYY-MM-DD`.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type DatabaseOptions =
  | { kind: 'postgresql'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob | File };

function makeKysely(pool: pg.Pool): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgresql') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // JIT compilation pays off for long analytical queries, not for ours: on a search over a
      // million jobs it added ~50 ms of compiling to a query that runs in a few (bench/README.md)
      options: '-c jit=off',
    });
    // An idle connection that the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next checkout.
    let closing = false;
    pool.on('error', (err) => {
      if (!closing) process.emitWarning(`idle PostgreSQL connection lost: ${err.message}`);
    });
    const db = makeKysely(pool);
    const listeners = new Set<pg.Client>();
    return {
      db,
      kind: 'postgresql',
      poolUsage: poolUsage(pool),
      listen: (channel, onPayload, onReconnect) =>
        listenOnPostgres(options.url, channel, onPayload, onReconnect, listeners, () => closing),
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: async () => {
        closing = true;
        await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
        await db.destroy();
      },
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir !== undefined) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const lite = await PGlite.create({
    ...(dataDir !== undefined ? { dataDir } : {}),
    ...(options.loadDataDir !== undefined ? { loadDataDir: options.loadDataDir } : {}),
  });
  const pool = new pg.Pool(createPgConfig(lite));
  const db = makeKysely(pool);
  return {
    db,
    kind: 'pglite',
    poolUsage: poolUsage(pool),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    listen: async (channel, onPayload) => {
      const unlisten = await lite.listen(channel, onPayload);
      // once the database is closed there is nothing left to stop listening to
      return async () => {
        if (!lite.closed) await unlisten();
      };
    },
    close: async () => {
      await db.destroy();
      await lite.close();
    },
  };
}

/** The embedded database under DATA_DIR unless DATABASE_URL names a PostgreSQL. */
export function databaseOptionsFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl !== undefined
    ? { kind: 'postgresql', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/** How long a lost listening connection waits before it is opened again, growing to 30 s. */
const RELISTEN_DELAYS_MS = [250, 1000, 5000, 30_000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries): when it is
 * lost (the database restarted, a failover), it is opened again with a growing delay and
 * `onReconnect` is called, since what was notified meanwhile is gone.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: (() => void) | undefined,
  clients: Set<pg.Client>,
  closing: () => boolean,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  function reopenLater(): void {
    if (stopped || closing()) return;
    const delay = RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)] ?? 30_000;
    attempt += 1;
    timer = setTimeout(() => {
      open().then(() => onReconnect?.(), reopenLater);
    }, delay);
    timer.unref();
  }

  async function open(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', () => {
      // 'end' follows, and the connection is opened again there
    });
    client.on('end', () => {
      clients.delete(client);
      if (current !== client) return;
      current = undefined;
      reopenLater();
    });
    try {
      await client.connect();
      clients.add(client);
      await client.query(`listen ${quoted}`);
    } catch (err) {
      clients.delete(client);
      await client.end().catch(() => undefined);
      throw err;
    }
    current = client;
    attempt = 0;
  }

  await open();
  return async () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    if (current !== undefined) {
      clients.delete(current);
      await current.end().catch(() => undefined);
    }
  };
}
