import { once } from 'node:events';
import { type Kysely, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DB } from '../schema.js';

/** One value of a row, in the table's column order. Timestamps and dates are ISO strings. */
export type Cell = string | number | boolean | null;

export interface TableSpec {
  readonly name: string;
  readonly columns: readonly string[];
}

/** Rows of one table collected for one chunk, loaded when their parents are in. */
export class RowBuffer {
  readonly rows: (readonly Cell[])[] = [];

  constructor(readonly table: TableSpec) {}

  push(row: readonly Cell[]): void {
    this.rows.push(row);
  }
}

/** What a chunk's rows cost: rows and milliseconds per table. */
export interface TableTiming {
  rows: number;
  ms: number;
}

/**
 * One connection that loads chunks, each chunk in one transaction. `load` sends the buffers in
 * the order given, which must be the foreign keys' order (parents first).
 */
export interface Loader {
  readonly method: 'copy' | 'insert';
  /** Runs `statement` on this loader's connection, outside of any chunk. */
  execute(statement: string): Promise<void>;
  load(buffers: readonly RowBuffer[], timings: Map<string, TableTiming>): Promise<void>;
  close(): Promise<void>;
}

function record(timings: Map<string, TableTiming>, table: string, rows: number, ms: number): void {
  const timing = timings.get(table) ?? { rows: 0, ms: 0 };
  timing.rows += rows;
  timing.ms += ms;
  timings.set(table, timing);
}

// ───────────── COPY (PostgreSQL) ─────────────

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

/** One row in COPY's text format: tab-separated, `\N` for null, backslash escapes. */
export function copyLine(row: readonly Cell[]): string {
  let line = '';
  for (let i = 0; i < row.length; i++) {
    const value = row[i] ?? null;
    if (i > 0) line += '\t';
    if (value === null) line += '\\N';
    else if (typeof value === 'string')
      line += COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] ?? c) : value;
    else if (typeof value === 'boolean') line += value ? 't' : 'f';
    else line += String(value);
  }
  return `${line}\n`;
}

/** Text is handed to the socket in pieces of about this size... */
const PIECE_CHARS = 256 * 1024;
/** ...and the generator waits while more than this is queued, so memory stays bounded. */
const QUEUE_BYTES = 8 * 1024 * 1024;

async function copyRows(client: pg.Client, buffer: RowBuffer): Promise<void> {
  const stream = client.query(
    copyFrom(`copy ${buffer.table.name} (${buffer.table.columns.join(', ')}) from stdin`),
  );
  const failed = once(stream, 'error').then(([err]: unknown[]) => {
    throw err;
  });
  // an error before the end must not go unhandled while the writer is between awaits
  failed.catch(() => undefined);
  const finished = once(stream, 'finish');
  let piece = '';
  for (const row of buffer.rows) {
    piece += copyLine(row);
    if (piece.length >= PIECE_CHARS) {
      stream.write(piece);
      piece = '';
      if (stream.writableLength > QUEUE_BYTES) await Promise.race([once(stream, 'drain'), failed]);
    }
  }
  stream.end(piece);
  await Promise.race([finished, failed]);
}

/** PostgreSQL over its own client: COPY FROM STDIN in text format, streamed with backpressure. */
export async function openCopyLoader(url: string, settings: readonly string[]): Promise<Loader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // a server that drops the connection fails the running chunk instead of crashing the process
  client.on('error', () => undefined);
  for (const setting of settings) await client.query(setting);
  return {
    method: 'copy',
    execute: async (statement) => {
      await client.query(statement);
    },
    load: async (buffers, timings) => {
      await client.query('begin');
      try {
        for (const buffer of buffers) {
          if (buffer.rows.length === 0) continue;
          const start = performance.now();
          await copyRows(client, buffer);
          record(timings, buffer.table.name, buffer.rows.length, performance.now() - start);
        }
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      }
    },
    close: () => client.end(),
  };
}

// ───────────── multi-row INSERT (PGlite, or PostgreSQL without a URL) ─────────────

const MAX_ROWS_PER_INSERT = 1000;
const MAX_PARAMETERS = 60_000;

async function insertRows(trx: Transaction<DB>, buffer: RowBuffer): Promise<void> {
  const { name, columns } = buffer.table;
  const perStatement = Math.max(
    1,
    Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns.length)),
  );
  const target = sql.raw(`${name} (${columns.join(', ')})`);
  for (let i = 0; i < buffer.rows.length; i += perStatement) {
    const rows = buffer.rows.slice(i, i + perStatement).map((row) => sql`(${sql.join(row)})`);
    await sql`insert into ${target} values ${sql.join(rows)}`.execute(trx);
  }
}

/** Batched multi-row inserts through Kysely, one transaction per chunk. */
export function openInsertLoader(db: Kysely<DB>): Loader {
  return {
    method: 'insert',
    execute: async (statement) => {
      await sql.raw(statement).execute(db);
    },
    load: async (buffers, timings) => {
      await db.transaction().execute(async (trx) => {
        for (const buffer of buffers) {
          if (buffer.rows.length === 0) continue;
          const start = performance.now();
          await insertRows(trx, buffer);
          record(timings, buffer.table.name, buffer.rows.length, performance.now() - start);
        }
      });
    },
    close: () => Promise.resolve(),
  };
}
