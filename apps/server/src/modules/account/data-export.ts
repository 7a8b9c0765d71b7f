import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Kysely, sql, type Transaction } from 'kysely';
import yazl from 'yazl';
import type { DataExport } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { writeAudit } from '../auth/auth.repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { hitLimit } from '../auth/rate-limit.js';
import type { FileStorage } from '../files/storage.js';
import { type RequestMeta, sourceOf } from '../auth/audit-source.js';
import { referencesToUsers } from './references.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface ExportSettings {
  /** How long a ready export can be downloaded (EXPORT_LINK_HOURS). */
  linkHours: number;
  /** Exports one person may ask for in a day (EXPORTS_PER_DAY). */
  perDay: number;
  /** An export whose files total at most this is built in the request (EXPORT_INLINE_MAX_BYTES). */
  inlineMaxBytes: number;
  /** The most rows of one table an export holds (EXPORT_MAX_ROWS_PER_TABLE); more is said in the README. */
  maxRowsPerTable: number;
}

export interface ExportDeps {
  db: Kysely<DB>;
  storage: FileStorage;
  /** A local folder where the zip is written before it is stored. */
  workDir: string;
  settings: ExportSettings;
}

/** Columns no export carries: secrets of the account or of the service, whoever they belong to. */
const SECRET_COLUMN = /(password|token_hash|secret|private|verification_token|device_hash|storage_key)/;

async function childrenOf(db: Db, table: string) {
  const { rows } = await sql<{ table: string; column: string; parentColumn: string }>`
    select c.conrelid::regclass::text as "table", a.attname as "column", pa.attname as "parentColumn"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and c.confrelid = ${table}::regclass and c.confdeltype = 'c'
      and array_length(c.conkey, 1) = 1
    order by 1, 2
  `.execute(db.withoutPlugins());
  return rows;
}

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select attname as name from pg_attribute
    where attrelid = ${table}::regclass and attnum > 0 and not attisdropped
    order by attnum
  `.execute(db.withoutPlugins());
  return rows.map((r) => r.name).filter((name) => !SECRET_COLUMN.test(name));
}

interface TableDump {
  name: string;
  rows: Record<string, unknown>[];
  truncated: boolean;
}

async function selectRows(
  db: Db,
  table: string,
  column: string,
  values: readonly unknown[],
  limit: number,
): Promise<{ rows: Record<string, unknown>[]; truncated: boolean }> {
  if (values.length === 0) return { rows: [], truncated: false };
  const columns = await columnsOf(db, table);
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)}
    where ${sql.ref(column)}::text = any(${values.map(String)}::text[])
    limit ${limit + 1}
  `.execute(db.withoutPlugins());
  return { rows: rows.slice(0, limit), truncated: rows.length > limit };
}

/**
 * Everything the database holds about a person, read from its own foreign keys: the account row,
 * then every table that references the person (their profile and its sections, applications,
 * invitations, interviews, offers, conversations, saved jobs and searches, notifications,
 * sessions, consents, what they did as a recruiter…), then the rows that cascade from those (an
 * application's history, a conversation's messages…). Secrets are left out (SECRET_COLUMN).
 */
export async function collectPersonalData(db: Db, userId: string, maxRows: number): Promise<TableDump[]> {
  const dumps = new Map<string, TableDump>();
  const add = (name: string, found: { rows: Record<string, unknown>[]; truncated: boolean }) => {
    if (found.rows.length === 0) return;
    const dump = dumps.get(name) ?? { name, rows: [], truncated: false };
    const seen = new Set(dump.rows.map((r) => JSON.stringify(r)));
    for (const row of found.rows) if (!seen.has(JSON.stringify(row))) dump.rows.push(row);
    dump.truncated ||= found.truncated;
    dumps.set(name, dump);
  };
  add('users', await selectRows(db, 'users', 'id', [userId], 1));
  for (const ref of await referencesToUsers(db)) {
    const found = await selectRows(db, ref.table, ref.column, [userId], maxRows);
    add(ref.table, found);
    // the rows that belong to these (an application's history, a conversation's messages)
    for (const child of await childrenOf(db, ref.table)) {
      if (child.table === 'users') continue;
      const keys = found.rows.map((r) => r[child.parentColumn]).filter((v) => v !== null && v !== undefined);
      add(child.table, await selectRows(db, child.table, child.column, keys, maxRows));
    }
  }
  return [...dumps.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const README = (userId: string, at: Date, tables: TableDump[], files: number) =>
  [
    'Talent Sourcing: everything held about you',
    '',
    `Account: ${userId}`,
    `Made: ${at.toISOString()}`,
    '',
    'data/<table>.json holds every row of that table that is about you, as the database keeps it',
    '(column names as in the database). Passwords, token hashes and other secrets are not included.',
    `files/ holds the ${files} file(s) you uploaded, as you uploaded them.`,
    '',
    'Tables:',
    ...tables.map(
      (t) =>
        `  ${t.name}: ${t.rows.length} row(s)${t.truncated ? ' (more than this were held: ask us for the rest)' : ''}`,
    ),
    '',
  ].join('\n');

/** How long a server building an export holds it before another may take it over. */
const BUILD_CLAIM_MINUTES = 15;

const exportKey = (exportId: string) => `exports/${exportId}`;

/** Builds the zip of one export, stores it and marks it ready (or failed); answers whether it is ready. */
export async function buildExport(deps: ExportDeps, exportId: string, userId: string): Promise<boolean> {
  const zipPath = path.join(deps.workDir, `export-${exportId}.zip`);
  try {
    await mkdir(deps.workDir, { recursive: true });
    const tables = await collectPersonalData(deps.db, userId, deps.settings.maxRowsPerTable);
    const files = await deps.db
      .selectFrom('files')
      .select(['id', 'storageKey', 'filename'])
      .where('ownerId', '=', userId)
      .where('deletedAt', 'is', null)
      .orderBy('createdAt')
      .execute();
    const zip = new yazl.ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(zipPath));
    const now = new Date();
    zip.addBuffer(Buffer.from(README(userId, now, tables, files.length)), 'README.txt', { mtime: now });
    for (const table of tables) {
      zip.addBuffer(Buffer.from(JSON.stringify(table.rows, null, 2)), `data/${table.name}.json`, {
        mtime: now,
      });
    }
    for (const file of files) {
      const stored = await deps.storage.get(file.storageKey);
      if (stored === undefined) continue;
      zip.addReadStream(stored.body, `files/${file.id}-${file.filename.replace(/[/\\]/g, '_')}`, {
        mtime: now,
      });
    }
    zip.end();
    await written;
    const key = exportKey(exportId);
    const size = await deps.storage.put(key, createReadStream(zipPath));
    const readyAt = new Date();
    await deps.db
      .updateTable('dataExports')
      .set({
        status: 'ready',
        storageKey: key,
        sizeBytes: size,
        readyAt,
        expiresAt: new Date(readyAt.getTime() + deps.settings.linkHours * 3_600_000),
      })
      .where('id', '=', exportId)
      .where('status', '=', 'pending')
      .execute();
    return true;
  } catch (err) {
    await deps.db
      .updateTable('dataExports')
      .set({ status: 'failed', error: String((err as Error).message ?? err).slice(0, 500) })
      .where('id', '=', exportId)
      .where('status', '=', 'pending')
      .execute();
    throw err;
  } finally {
    await rm(zipPath, { force: true });
  }
}

type ExportRow = {
  id: string;
  status: DataExport['status'];
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  sizeBytes: number | string | null;
};

export const downloadPathOf = (exportId: string) => `/elevate-be/rest/api/me/export/${exportId}/download`;

function toExport(row: ExportRow): DataExport {
  const ready = row.status === 'ready';
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    downloadUrl: ready ? downloadPathOf(row.id) : null,
  };
}

const EXPORT_COLUMNS = ['id', 'status', 'requestedAt', 'readyAt', 'expiresAt', 'sizeBytes'] as const;

/** My latest export, if any. */
export async function latestExport(db: Kysely<DB>, userId: string): Promise<DataExport | null> {
  const row = await db
    .selectFrom('dataExports')
    .select(EXPORT_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('requestedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? null : toExport(row);
}

/**
 * Asks for an export of everything held about me: built at once when my files are small
 * (EXPORT_INLINE_MAX_BYTES), otherwise by the background queue's next sweep; either way it is
 * offered as a download that expires. One at a time, EXPORTS_PER_DAY a day; audited.
 */
export async function requestExport(
  deps: ExportDeps,
  auth: AuthContext,
  meta: RequestMeta,
): Promise<DataExport> {
  const exportId = await deps.db.transaction().execute(async (trx) => {
    // one request at a time per person: the account's row is the lock
    await trx.selectFrom('users').select('id').where('id', '=', auth.userId).forUpdate().execute();
    const pending = await trx
      .selectFrom('dataExports')
      .select('id')
      .where('userId', '=', auth.userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending !== undefined)
      throw new AppError(409, 'export_pending', 'Your export is being made: it will be ready soon.');
    const today = await hitLimit(trx as Kysely<DB>, `export:user:${auth.userId}`, 86_400);
    if (today.hits > deps.settings.perDay) {
      throw new AppError(
        429,
        'export_limit',
        'You asked for several exports today. Please try again tomorrow.',
        {
          'retry-after': String(today.retryAfterSeconds),
        },
      );
    }
    const row = await trx
      .insertInto('dataExports')
      // held by this request while it may build it itself
      .values({
        userId: auth.userId,
        claimedUntil: sql<Date>`now() + make_interval(mins => ${BUILD_CLAIM_MINUTES})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'privacy.export_requested',
      targetType: 'user',
      targetId: auth.userId,
      details: { exportId: row.id },
      ...sourceOf(meta),
    });
    return row.id;
  });
  const sizes = await deps.db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('sizeBytes'), eb.lit(0)).as('total'))
    .where('ownerId', '=', auth.userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(sizes.total) <= deps.settings.inlineMaxBytes) {
    await buildExport(deps, exportId, auth.userId);
  } else {
    // the queue's next sweep builds it
    await deps.db.updateTable('dataExports').set({ claimedUntil: null }).where('id', '=', exportId).execute();
  }
  return (await latestExport(deps.db, auth.userId)) as DataExport;
}

/** The zip of a ready export, for its owner only (404 for anyone else, 410 once it expired). */
export async function openExport(deps: ExportDeps, auth: AuthContext, exportId: string) {
  const row = await deps.db
    .selectFrom('dataExports')
    .select(['id', 'status', 'storageKey', 'expiresAt', 'readyAt'])
    .where('id', '=', exportId)
    .where('userId', '=', auth.userId)
    .executeTakeFirst();
  if (row === undefined) throw new AppError(404, 'not_found', 'Export not found');
  if (row.status === 'expired' || (row.expiresAt !== null && row.expiresAt.getTime() <= Date.now())) {
    throw new AppError(410, 'export_expired', 'This export has expired. Ask for a new one.');
  }
  if (row.status !== 'ready' || row.storageKey === null) {
    throw new AppError(409, 'export_not_ready', 'This export is not ready.');
  }
  const stored = await deps.storage.get(row.storageKey);
  if (stored === undefined)
    throw new AppError(410, 'export_expired', 'This export has expired. Ask for a new one.');
  await writeAudit(deps.db, {
    actorUserId: auth.userId,
    action: 'privacy.export_downloaded',
    targetType: 'user',
    targetId: auth.userId,
    details: { exportId },
  });
  return { ...stored, madeAt: row.readyAt ?? new Date() };
}

/**
 * Timed work: builds the exports waiting for the queue (each claimed with SKIP LOCKED, so servers
 * sweeping at once build each once), and removes the zips of expired ones. Answers how many it built.
 */
export async function sweepExports(deps: ExportDeps, now: Date): Promise<number> {
  let built = 0;
  for (;;) {
    // claimed for BUILD_CLAIM_MINUTES in one statement: a second server skips it while this one
    // builds, and one that crashed leaves it to be built again after that
    const { rows } = await sql<{ id: string; userId: string }>`
      update data_exports set claimed_until = now() + make_interval(mins => ${BUILD_CLAIM_MINUTES})
      where id = (
        select id from data_exports
        where status = 'pending' and (claimed_until is null or claimed_until < now())
        order by requested_at limit 1 for update skip locked
      )
      returning id, user_id as "userId"
    `.execute(deps.db.withoutPlugins());
    const claimed = rows[0];
    if (claimed === undefined) break;
    if (await buildExport(deps, claimed.id, claimed.userId).catch(() => false)) built += 1;
    if (built >= 20) break;
  }
  const expired = await deps.db
    .selectFrom('dataExports')
    .select(['id', 'storageKey'])
    .where('status', '=', 'ready')
    .where('expiresAt', '<=', now)
    .limit(200)
    .execute();
  for (const row of expired) {
    if (row.storageKey !== null) await deps.storage.delete(row.storageKey);
    await deps.db
      .updateTable('dataExports')
      .set({ status: 'expired', storageKey: null })
      .where('id', '=', row.id)
      .execute();
  }
  return built;
}
