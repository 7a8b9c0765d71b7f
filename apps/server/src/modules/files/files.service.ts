import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, open, readdir, rm, statfs } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback, pipeline as pipelineTo } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ACCEPTED_FILE_TYPES,
  FILE_SHARE_PUBLIC,
  FILE_SHARE_SIGNED_IN,
  type FileKind,
  type FileShape,
} from '@talent/contracts';
import { type Kysely, sql } from 'kysely';
import sharp, { type Sharp } from 'sharp';
import type { FileSettings } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { formatWait } from '../../lib/format-wait.js';
import { fileWorkLimiter } from '../../lib/file-work.js';
import { hitLimit } from '../auth/rate-limit.js';
import { isApplicationFileVisibleTo } from '../applications/applications.repository.js';
import { isAttachmentVisibleTo } from '../chat/chat.repository.js';
import {
  ALLOWED_TYPES_MESSAGE,
  cleanFilename,
  docxProblem,
  FilenameMismatch,
  NOT_A_WORD_DOCUMENT,
  SNIFF_BYTES,
  type SniffedType,
  sniffType,
} from './file-kind.js';
import type { FileTokenClaims } from './file-tokens.js';
import { type FileStorage, FilesystemStorage } from './storage.js';
import { S3Storage } from './storage-s3.js';

// two cores serve everyone: one image at a time, and no cache of decoded images held in memory
sharp.concurrency(1);
sharp.cache(false);

export interface FilesDeps {
  db: Kysely<DB>;
  storage: FileStorage;
  settings: FileSettings;
  /** A local directory for uploads being received (they are checked there before they are stored). */
  incomingDir: string;
}

const storages = new WeakMap<FileSettings, FileStorage>();

/** The storage FILE_STORAGE names; one per settings object, so the routes that share them share it. */
export function storageFor(dataDir: string, settings: FileSettings): FileStorage {
  let storage = storages.get(settings);
  if (storage === undefined) {
    const where = settings.storage;
    storage = where.kind === 's3' ? new S3Storage(where) : new FilesystemStorage(path.join(dataDir, 'files'));
    storages.set(settings, storage);
  }
  return storage;
}

/** The file manager's parts for a server: bytes under `DATA_DIR/files`, uploads received in `incoming`. */
export function filesDeps(
  db: Kysely<DB>,
  options: { dataDir: string; settings: FileSettings; storage?: FileStorage },
): FilesDeps {
  return {
    db,
    storage: options.storage ?? storageFor(options.dataDir, options.settings),
    settings: options.settings,
    incomingDir: path.join(options.dataDir, 'incoming'),
  };
}

export type FileRow = {
  id: string;
  ownerId: string | null;
  bucket: string;
  storageKey: string;
  filename: string;
  contentType: string;
  sizeBytes: number | string;
  sha256: string | null;
  deletedAt: Date | string | null;
};

/** The columns of a FileRow. */
export const FILE_ROW_COLUMNS = [
  'id',
  'ownerId',
  'bucket',
  'storageKey',
  'filename',
  'contentType',
  'sizeBytes',
  'sha256',
  'deletedAt',
] as const;

/** Every type the file manager ever serves as itself; anything else goes out as bytes to save. */
const SERVABLE_TYPES = new Set(Object.values(ACCEPTED_FILE_TYPES).flat());

export const previewPath = (fileId: string): string => `/fm/download/preview/${fileId}`;
export const downloadPath = (fileId: string): string => `/fm/download/${fileId}`;

export function toFileShape(row: FileRow): FileShape {
  return {
    id: row.id,
    aPIID: row.id,
    aPIURL: previewPath(row.id),
    aPISize: Number(row.sizeBytes),
    aPIFilename: row.filename,
    aPIContentType: row.contentType,
    aPIBucket: row.bucket,
    aPIObject: row.id,
    downloadURL: downloadPath(row.id),
  };
}

export function limitOf(settings: FileSettings, kind: FileKind): number {
  return kind === 'image'
    ? settings.maxImageBytes
    : kind === 'document'
      ? settings.maxDocumentBytes
      : settings.maxVideoBytes;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

const refused = (message: string) =>
  new AppError(400, 'unsupported_file', message, {}, [{ field: 'file', message }]);

/**
 * Reads an upload as it streams: the first SNIFF_BYTES decide its type (a refused type stops it
 * there), then every byte is counted against that type's limit (over it, the stream fails and the
 * partial file is removed) and hashed.
 */
class UploadGate extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  type: SniffedType | undefined;
  bytes = 0;
  private limit: number;
  readonly hash = createHash('sha256');

  constructor(private readonly settings: FileSettings) {
    super();
    this.limit = Math.max(settings.maxImageBytes, settings.maxDocumentBytes, settings.maxVideoBytes);
  }

  private async decide(): Promise<Buffer> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = await sniffType(head);
    if (this.type === undefined) throw refused(ALLOWED_TYPES_MESSAGE);
    this.limit = limitOf(this.settings, this.type.kind);
    this.check();
    return head;
  }

  private check(): void {
    if (this.bytes > this.limit) {
      const kind = this.type?.kind ?? 'file';
      throw new AppError(
        413,
        'file_too_large',
        `The ${kind} is larger than ${megabytes(this.limit)}, the most allowed for this kind of file.`,
        {},
        [{ field: 'file', message: `must be at most ${megabytes(this.limit)}` }],
      );
    }
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.hash.update(chunk);
    if (this.type !== undefined) {
      try {
        this.check();
      } catch (err) {
        done(err as Error);
        return;
      }
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) {
      done();
      return;
    }
    this.decide().then(
      (head) => done(null, head),
      (err: unknown) => done(err as Error),
    );
  }

  override _flush(done: TransformCallback): void {
    if (this.type !== undefined) {
      done();
      return;
    }
    this.decide().then(
      (head) => done(null, head),
      (err: unknown) => done(err as Error),
    );
  }
}

export interface UploadRequest {
  ownerId: string;
  organisationId: string | null;
  bucket: string;
  shareWith: string | undefined;
  permission: 'view' | 'edit';
  filename: string | undefined;
  body: Readable;
}

/** How long sharp may work on one image (FILE_WORK_TIMEOUT_MS, in whole seconds as sharp counts). */
const sharpSeconds = (settings: FileSettings) => Math.max(1, Math.ceil(settings.workTimeoutMs / 1000));

/** Same bytes in, same format out, without metadata (EXIF, GPS, XMP, ICC comments), turned upright. */
function reencode(file: string, contentType: string, settings: FileSettings): Sharp {
  const image = sharp(file, { limitInputPixels: settings.maxImagePixels, failOn: 'error' })
    .timeout({ seconds: sharpSeconds(settings) })
    .rotate();
  if (contentType === 'image/png') return image.png({ compressionLevel: 9 });
  if (contentType === 'image/webp') return image.webp({ quality: 88 });
  return image.jpeg({ quality: 88, mozjpeg: true });
}

/**
 * Hashes what passes through, without taking it: a 'data' listener would start the flow at once,
 * and a storage that begins reading later (after creating a directory, or an S3 upload) would
 * lose the first chunks.
 */
function hashing(hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

/** A size for people: KB below a megabyte, MB above, one decimal. */
function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What one account keeps: the files it owns that are not deleted (unreferenced uploads included). */
async function usageOf(db: Kysely<DB>, ownerId: string): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom('files')
    .select((eb) => [
      eb.fn.countAll<string>().as('files'),
      eb.fn.coalesce(eb.fn.sum<string>('sizeBytes'), sql<string>`0`).as('bytes'),
    ])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes) };
}

/** 413 `quota_exceeded`: how much is used, how much is allowed. */
function quotaExceeded(
  settings: FileSettings,
  used: { files: number; bytes: number },
  adding?: number,
): AppError {
  const message =
    `Your files take ${sizeText(used.bytes)} of the ${sizeText(settings.quotaBytes)} allowed ` +
    `(${used.files} of ${settings.quotaFiles} files)` +
    (adding === undefined ? '' : `; this one (${sizeText(adding)}) does not fit`) +
    '. Delete files you no longer need, then try again.';
  return new AppError(413, 'quota_exceeded', message, {}, [{ field: 'file', message }]);
}

/** Free bytes on the file system holding `dir` for an unprivileged process; undefined if it is not there. */
async function freeBytes(dir: string): Promise<number | undefined> {
  try {
    const info = await statfs(dir);
    return info.bavail * info.bsize;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * What is checked before an upload's bytes are read, refusing at once: free disk space where
 * uploads are received (and stored, on the filesystem) under FILE_MIN_FREE_BYTES (507
 * `insufficient_storage`), an account already at its quota (413 `quota_exceeded`), and more than
 * FILE_UPLOADS_PER_HOUR uploads in the account's hour (429 with Retry-After; counted in the
 * database's rate-limit buckets, so deleting files does not give uploads back).
 */
export async function admitUpload(deps: FilesDeps, ownerId: string): Promise<void> {
  const settings = deps.settings;
  await mkdir(deps.incomingDir, { recursive: true });
  const places = [deps.incomingDir];
  if (deps.storage instanceof FilesystemStorage) places.push(deps.storage.root);
  for (const place of places) {
    const free = await freeBytes(place);
    if (free !== undefined && free < settings.minFreeBytes) {
      throw new AppError(
        507,
        'insufficient_storage',
        'The server is short of storage space and cannot take files now. Try again later.',
      );
    }
  }
  const used = await usageOf(deps.db, ownerId);
  if (used.files >= settings.quotaFiles || used.bytes >= settings.quotaBytes)
    throw quotaExceeded(settings, used);
  const rate = await hitLimit(deps.db, `file-upload:${ownerId}`, 3600);
  if (rate.hits > settings.uploadsPerHour) {
    throw new AppError(
      429,
      'too_many_requests',
      `You can upload up to ${settings.uploadsPerHour} files an hour. Try again in ${formatWait(rate.retryAfterSeconds)}.`,
      { 'retry-after': String(rate.retryAfterSeconds) },
    );
  }
}

/**
 * An image's size told from its header alone (nothing decoded): a file that has none is damaged,
 * and one over FILE_MAX_IMAGE_PIXELS is refused before any decoder sees it.
 */
async function checkImageHeader(file: string, settings: FileSettings): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(file, { limitInputPixels: false }).metadata());
  } catch {
    width = undefined;
  }
  if (width === undefined || height === undefined || width < 1 || height < 1) {
    throw refused('The image could not be read: it is damaged or incomplete.');
  }
  const pixels = width * height;
  if (pixels > settings.maxImagePixels) {
    throw refused(
      `The image is ${width}×${height}, ${pixels} pixels; at most ${settings.maxImagePixels} pixels are accepted.`,
    );
  }
}

/**
 * A stream into a new file that exists once this resolves: a stream that opened its file itself
 * could create it after an early failure's clean-up had already run, and leave it behind.
 */
async function newFileStream(file: string) {
  const handle = await open(file, 'wx', 0o600);
  return handle.createWriteStream();
}

/**
 * Receives one upload: streamed to a local temporary file through the gate, its type checked (a
 * Word document's zip directory and content types too), an image's header read and the image
 * re-encoded (within the file-work limits), then stored under `bucket/id` and recorded if the
 * owner's quota still holds it. Anything refused or failed leaves no bytes behind. The route calls
 * admitUpload first.
 */
export async function receiveUpload(deps: FilesDeps, upload: UploadRequest): Promise<FileShape> {
  await mkdir(deps.incomingDir, { recursive: true });
  const incoming = path.join(deps.incomingDir, randomUUID());
  const reencoded = `${incoming}.out`;
  const gate = new UploadGate(deps.settings);
  const id = randomUUID();
  const storageKey = `${upload.bucket}/${id}`;
  const settings = deps.settings;
  let stored = false;
  try {
    await pipeline(upload.body, gate, await newFileStream(incoming));
    const type = gate.type;
    if (type === undefined) throw refused(ALLOWED_TYPES_MESSAGE);
    if (type.needsDocxCheck) {
      const problem = await docxProblem(incoming, settings);
      if (problem !== undefined) {
        throw refused(problem === NOT_A_WORD_DOCUMENT ? ALLOWED_TYPES_MESSAGE : problem);
      }
    }
    let filename: string;
    try {
      filename = cleanFilename(upload.filename, type);
    } catch (err) {
      if (err instanceof FilenameMismatch) throw refused(err.message);
      throw err;
    }

    let size: number;
    let sha256: string;
    if (type.kind === 'image') {
      await checkImageHeader(incoming, settings);
      const hash = createHash('sha256');
      await fileWorkLimiter(settings).run(upload.ownerId, async () => {
        try {
          await pipeline(
            reencode(incoming, type.contentType, settings),
            hashing(hash),
            await newFileStream(reencoded),
          );
        } catch (err) {
          if (err instanceof AppError) throw err;
          const timedOut = /timeout/i.test((err as Error).message);
          throw refused(
            timedOut
              ? 'The image took too long to process: it may be damaged. Try another file.'
              : 'The image could not be read: it is damaged or incomplete.',
          );
        }
      });
      size = await deps.storage.put(storageKey, createReadStream(reencoded));
      sha256 = hash.digest('hex');
    } else {
      size = await deps.storage.put(storageKey, createReadStream(incoming));
      sha256 = gate.hash.digest('hex');
    }
    stored = true;

    const row = await deps.db.transaction().execute(async (trx) => {
      // the owner's row locked: parallel uploads of one account pass this check one at a time
      await trx.selectFrom('users').select('id').where('id', '=', upload.ownerId).forUpdate().execute();
      const used = await usageOf(trx, upload.ownerId);
      if (used.files + 1 > settings.quotaFiles || used.bytes + size > settings.quotaBytes) {
        throw quotaExceeded(settings, used, size);
      }
      const inserted = await trx
        .insertInto('files')
        .values({
          id,
          ownerId: upload.ownerId,
          organisationId: upload.organisationId,
          bucket: upload.bucket,
          storageKey,
          filename,
          contentType: type.contentType,
          sizeBytes: size,
          sha256,
        })
        .returning(FILE_ROW_COLUMNS)
        .executeTakeFirstOrThrow();
      if (upload.shareWith !== undefined) {
        await trx
          .insertInto('fileShares')
          .values({ fileId: id, principal: upload.shareWith, permission: upload.permission })
          .execute();
      }
      return inserted;
    });
    return toFileShape(row);
  } catch (err) {
    if (stored) await deps.storage.delete(storageKey);
    throw err;
  } finally {
    await rm(incoming, { force: true });
    await rm(reencoded, { force: true });
  }
}

/**
 * Removes what uploads cut off by a crash left in `incomingDir`: entries not written to for
 * `staleMinutes` (an upload in progress writes continuously, so it stays fresh). Run when the file
 * routes start and by the housekeeping job; answers how many went.
 */
export async function sweepIncoming(incomingDir: string, staleMinutes: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(incomingDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  const before = Date.now() - staleMinutes * 60_000;
  let removed = 0;
  for (const name of names) {
    const entry = path.join(incomingDir, name);
    try {
      if ((await lstat(entry)).mtimeMs >= before) continue;
      await rm(entry, { recursive: true, force: true });
      removed += 1;
    } catch (err) {
      // gone meanwhile: its upload ended
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return removed;
}

/** Who asks for a file: their account (or none), and a download token they brought (or none). */
export interface Viewer {
  userId: string | null;
  subject: string | null;
  token: FileTokenClaims | null;
}

/**
 * The file if this viewer may see it, else 404 (never 403: a private file does not exist for
 * others). The owner always may; a share with `sys:anonymous` lets everyone, `sys:authenticated`
 * every signed-in account, a subject that account; a DOWNLOAD token names the file or its owner.
 * A withdrawn file (deleted while an application still points at it) is for its shares only.
 */
export async function viewableFile(db: Kysely<DB>, fileId: string, viewer: Viewer): Promise<FileRow> {
  const file = await db
    .selectFrom('files')
    .select(FILE_ROW_COLUMNS)
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (file === undefined) throw notFound('File');
  if (file.deletedAt === null) {
    if (viewer.userId !== null && file.ownerId === viewer.userId) return file;
    const token = viewer.token;
    if (
      token !== null &&
      token.action === 'DOWNLOAD' &&
      (token.fileId === file.id || (token.fileId === null && token.userId === file.ownerId))
    ) {
      return file;
    }
  }
  const principals = [FILE_SHARE_PUBLIC];
  if (viewer.userId !== null) principals.push(FILE_SHARE_SIGNED_IN);
  if (viewer.subject !== null) principals.push(viewer.subject);
  const share = await db
    .selectFrom('fileShares')
    .select('principal')
    .where('fileId', '=', fileId)
    .where('principal', 'in', principals)
    .executeTakeFirst();
  if (share !== undefined) return file;
  // a file attached to a message: every member of that conversation sees it (modules/chat)
  if (
    file.deletedAt === null &&
    viewer.userId !== null &&
    (await isAttachmentVisibleTo(db, fileId, viewer.userId))
  ) {
    return file;
  }
  // the résumé sent with an application: the job's recruiters see it (modules/applications)
  if (
    file.deletedAt === null &&
    viewer.userId !== null &&
    (await isApplicationFileVisibleTo(db, fileId, viewer.userId))
  ) {
    return file;
  }
  throw notFound('File');
}

/** Whether the stored type may be served as itself (only the sniffed safe types ever are). */
export const isServable = (contentType: string): boolean => SERVABLE_TYPES.has(contentType);

/** Where the preview of a file is cached. */
const previewKey = (settings: FileSettings, fileId: string) => `preview/${fileId}-${settings.previewMaxPx}`;

/**
 * The cached preview of an image: at most `previewMaxPx` on its longest side, WebP, and the key it
 * is stored under. One not yet cached is made within the file-work limits of `accountKey` (the
 * viewer's account, or a fixed key for anonymous viewers): over them, a 429. Undefined when the
 * original is missing or cannot be read as an image.
 */
export async function imagePreview(
  deps: FilesDeps,
  file: FileRow,
  accountKey: string,
): Promise<{ body: Readable; size: number; key: string } | undefined> {
  const key = previewKey(deps.settings, file.id);
  const cached = await deps.storage.get(key);
  if (cached !== undefined) return { ...cached, key };
  const made = await fileWorkLimiter(deps.settings).run(accountKey, async () => {
    const original = await deps.storage.get(file.storageKey);
    if (original === undefined) return false;
    const px = deps.settings.previewMaxPx;
    const resize = sharp({ limitInputPixels: deps.settings.maxImagePixels, failOn: 'error' })
      .timeout({ seconds: sharpSeconds(deps.settings) })
      .rotate()
      .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 });
    try {
      // a failure on either side ends both, and reaches the storage's own pipeline
      await deps.storage.put(
        key,
        pipelineTo(original.body, resize, () => undefined),
      );
      return true;
    } catch {
      original.body.destroy();
      resize.destroy();
      return false;
    }
  });
  if (!made) return undefined;
  const preview = await deps.storage.get(key);
  return preview === undefined ? undefined : { ...preview, key };
}

/** The tables and columns that point at files, and what deleting the file does to their rows. */
interface FileReference {
  table: string;
  column: string;
  /** The row keeps the file: deleting it would fail (a submitted application's résumé). */
  keeps: boolean;
}

let references: Promise<FileReference[]> | undefined;

/** Read once from the catalogue, so that a table added later is counted without a change here. */
async function fileReferences(db: Kysely<DB>): Promise<FileReference[]> {
  references ??= sql<{ table: string; column: string; action: string }>`
    select c.conrelid::regclass::text as "table", a.attname as "column", c.confdeltype as "action"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'files'::regclass and c.conrelid <> 'file_shares'::regclass
    order by 1, 2`
    .execute(db)
    .then((r) =>
      r.rows.map((row) => ({
        table: row.table,
        column: row.column,
        keeps: row.action === 'a' || row.action === 'r',
      })),
    )
    .catch((err: unknown) => {
      references = undefined;
      throw err;
    });
  return references;
}

async function isReferenced(
  db: Kysely<DB>,
  fileId: string,
  only: (r: FileReference) => boolean,
): Promise<boolean> {
  for (const ref of (await fileReferences(db)).filter(only)) {
    const found = await sql<{
      one: number;
    }>`select 1 as one from ${sql.table(ref.table)} where ${sql.ref(ref.column)} = ${fileId} limit 1`.execute(
      db,
    );
    if (found.rows.length > 0) return true;
  }
  return false;
}

async function removeBytes(deps: FilesDeps, file: Pick<FileRow, 'id' | 'storageKey'>): Promise<void> {
  await deps.storage.delete(file.storageKey);
  await deps.storage.delete(previewKey(deps.settings, file.id));
}

/**
 * The owner deletes a file: its row goes (the profile items pointing at it are emptied or removed
 * with it, as the schema says) and its bytes with it. When something must keep it (a submitted
 * application's résumé), it is withdrawn instead: no longer the owner's nor public, its bytes kept
 * for those it is still shared with, until nothing points at it.
 */
export async function deleteFile(deps: FilesDeps, file: FileRow): Promise<boolean> {
  if (await isReferenced(deps.db, file.id, (r) => r.keeps)) {
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('files').set({ deletedAt: new Date() }).where('id', '=', file.id).execute();
      await trx
        .deleteFrom('fileShares')
        .where('fileId', '=', file.id)
        .where('principal', '=', FILE_SHARE_PUBLIC)
        .execute();
    });
    return false;
  }
  await deps.db.deleteFrom('files').where('id', '=', file.id).execute();
  await removeBytes(deps, file);
  return true;
}

/**
 * Removes a file that nothing points at any more, row and bytes (a replaced photo, a removed
 * profile item's attachment); answers whether it did. For the modules that drop a reference.
 */
export async function removeIfUnreferenced(deps: FilesDeps, fileId: string): Promise<boolean> {
  const file = await deps.db
    .selectFrom('files')
    .select(['id', 'storageKey'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (file === undefined || (await isReferenced(deps.db, fileId, () => true))) return false;
  await deps.db.deleteFrom('files').where('id', '=', fileId).execute();
  await removeBytes(deps, file);
  return true;
}

/** How many unreferenced uploads one sweep deletes at most; the next sweep takes the rest. */
export const SWEEP_BATCH = 200;

/**
 * Deletes uploads that nothing ever came to refer to (uploaded, then the form was abandoned), once
 * they are `olderThanMinutes` old: no foreign key points at them, and no organisation's logo address
 * names them. Answers how many went. Run by the background queue's housekeeping job.
 */
export async function sweepUnreferencedFiles(deps: FilesDeps, olderThanMinutes: number): Promise<number> {
  const refs = await fileReferences(deps.db);
  const candidates = await deps.db
    .selectFrom('files as f')
    .select(['f.id'])
    .where('f.createdAt', '<', sql<Date>`now() - make_interval(mins => ${olderThanMinutes})`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('organisations as o')
            .select(sql`1`.as('one'))
            .where('o.logoUrl', 'like', sql<string>`'%' || f.id::text || '%'`),
        ),
      ),
    )
    .where(
      sql<boolean>`${sql.join(
        refs.map(
          (ref) =>
            sql`not exists (select 1 from ${sql.table(ref.table)} r where r.${sql.ref(ref.column)} = f.id)`,
        ),
        sql` and `,
      )}`,
    )
    .orderBy('f.createdAt')
    .limit(SWEEP_BATCH)
    .execute();
  let removed = 0;
  for (const { id } of candidates) {
    // checked again, one by one: a reference made since the list was read keeps the file
    if (await removeIfUnreferenced(deps, id)) removed += 1;
  }
  return removed;
}
