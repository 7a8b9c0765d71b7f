import { randomUUID } from 'node:crypto';
import type { StatsFs } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileShape, FileTokenResponse } from '@talent/contracts';
import { buildApp } from '../../app.js';
import { type AppConfig, loadConfig } from '../../config.js';
import { fileWorkLimiter } from '../../lib/file-work.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildUser } from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { signIn } from '../../test/session.js';
import { HOUSEKEEPING_CRON } from '../mail/mail-queue.plugin.js';
import { type FileRow, imagePreview, sweepIncoming } from './files.service.js';
import type { FileStorage } from './storage.js';
import { multipart } from '../../test/multipart.js';
import { failOnResponseMismatches, watchResponses } from '../../test/app.js';

/**
 * The attack probe's findings (issue 22) on the file manager: damaged images, storage quotas and
 * rates, ranges of previews, uploads a crash left behind, and zips that only look like DOCX.
 */

// free disk space as the server sees it: the real figure unless a test sets one
const disk = vi.hoisted(() => ({ free: undefined as number | undefined }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const statfs = (async (where: string) => {
    const real = await actual.statfs(where);
    if (disk.free === undefined) return real;
    return { ...real, bavail: Math.floor(disk.free / real.bsize) } as StatsFs;
  }) as typeof actual.statfs;
  return { ...actual, statfs, default: { ...actual, statfs } };
});

const QUOTA_BYTES = 5_000;
const QUOTA_FILES = 3;
const UPLOADS_PER_HOUR = 4;

let database: TestDatabase;
/** An app with the default limits. */
let app: FastifyInstance;
let config: AppConfig;
let dataDir: string;
/** An app over the same database with low quotas, whose DATA_DIR had a stale upload at start. */
let small: FastifyInstance;
let smallDataDir: string;

const crashes: unknown[] = [];
const onCrash = (err: unknown) => crashes.push(err);

beforeAll(async () => {
  process.on('uncaughtException', onCrash);
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'talent-files-hardening-'));
  // the zip bombs are built in the test's own thread: no load shedding while they are
  config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, OVERLOAD_SHEDDING: 'false' });
  app = await buildApp(config, {
    database,
    authLimits: { perAddress: 100_000 },
    mailer: new Mailbox(),
    mailQueue: 'manual',
  });
  watchResponses(app);
  await app.ready();

  smallDataDir = await mkdtemp(path.join(tmpdir(), 'talent-files-quota-'));
  await mkdir(path.join(smallDataDir, 'incoming'), { recursive: true });
  await writeFile(path.join(smallDataDir, 'incoming', 'left-by-a-crash'), 'half an upload');
  const old = new Date(Date.now() - 60 * 60_000);
  await utimes(path.join(smallDataDir, 'incoming', 'left-by-a-crash'), old, old);
  small = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      OVERLOAD_SHEDDING: 'false',
      DATA_DIR: smallDataDir,
      FILE_QUOTA_BYTES: String(QUOTA_BYTES),
      FILE_QUOTA_FILES: String(QUOTA_FILES),
      FILE_UPLOADS_PER_HOUR: String(UPLOADS_PER_HOUR),
    }),
    { database, authLimits: { perAddress: 100_000 }, mailer: new Mailbox(), mailQueue: 'manual' },
  );
  watchResponses(small);
  await small.ready();
});

afterEach(failOnResponseMismatches);

afterAll(async () => {
  process.off('uncaughtException', onCrash);
  await app?.close();
  await small?.close();
  await database?.dispose();
  await rm(dataDir, { recursive: true, force: true });
  await rm(smallDataDir, { recursive: true, force: true });
});

afterEach(() => {
  disk.free = undefined;
  // nothing thrown outside a request's own handling
  expect(crashes.splice(0)).toEqual([]);
});

async function person(on: FastifyInstance = app) {
  const user = await buildUser(database.db);
  return { id: user.id, cookie: (await signIn(on, user.email, user.password)).cookie };
}

function upload(
  on: FastifyInstance,
  cookie: string,
  filename: string,
  bytes: Buffer,
  query: Record<string, string> = {},
) {
  const body = multipart(filename, bytes);
  return on.inject({
    method: 'POST',
    url: '/fm/upload',
    query,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

async function uploaded(on: FastifyInstance, cookie: string, filename: string, bytes: Buffer) {
  const res = await upload(on, cookie, filename, bytes);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FileShape>();
}

const pdf = (padding = 0) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${'%'.repeat(padding)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

/** Every file under a data directory (stored bytes, previews and uploads being received). */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
  } catch {
    return [];
  }
}

const rowsOf = async (ownerId: string) =>
  database.db.selectFrom('files').select(['id', 'filename']).where('ownerId', '=', ownerId).execute();

type ErrorBody = { error: string; message: string; fields?: { field: string; message: string }[] };

/** A PNG of a few hundred bytes whose header says `width`×`height` (a decompression bomb's shape). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('a damaged image (finding 1)', () => {
  it('refuses a 1 KB PNG whose header says 100000×100000 with a 400 naming the pixels, keeps nothing, and stays up', async () => {
    const { id, cookie } = await person();
    const bomb = pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(2048);
    const before = await filesUnder(dataDir);
    const res = await upload(app, cookie, 'bomb.png', bomb);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.fields?.[0]?.field).toBe('file');
    expect(body.message).toMatch(/10000000000 pixels/);
    expect(body.message).toMatch(/40000000/);
    expect(await filesUnder(dataDir)).toEqual(before);
    expect(await rowsOf(id)).toEqual([]);
    // the server is unharmed: the next upload works
    await uploaded(app, cookie, 'fine.png', await png());
  }, 20_000);

  it('refuses a JPEG cut in half with a 400, keeps nothing, and stays up', async () => {
    const { id, cookie } = await person();
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa5500' } })
      .jpeg()
      .toBuffer();
    const before = await filesUnder(dataDir);
    const res = await upload(app, cookie, 'half.jpg', jpeg.subarray(0, jpeg.length >> 1));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.fields?.[0]?.field).toBe('file');
    expect(body.message).toMatch(/damaged|incomplete/);
    expect(await filesUnder(dataDir)).toEqual(before);
    expect(await rowsOf(id)).toEqual([]);
    await uploaded(app, cookie, 'whole.jpg', jpeg);
  }, 20_000);

  it('answers a preview whose stored bytes fail while read, without hanging or crashing', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#00aa55' } })
      .jpeg()
      .toBuffer();
    const written: string[] = [];
    const storage: FileStorage = {
      get: async (key) =>
        key.startsWith('preview/')
          ? undefined
          : {
              size: jpeg.length,
              body: Readable.from(
                (async function* () {
                  yield jpeg.subarray(0, 100);
                  await new Promise((resolve) => setTimeout(resolve, 10));
                  throw new Error('connection reset');
                })(),
              ),
            },
      put: async (key, body) => {
        written.push(key);
        let size = 0;
        for await (const chunk of body) size += (chunk as Buffer).length;
        return size;
      },
      delete: async () => undefined,
      exists: async () => false,
    };
    const file: FileRow = {
      id: randomUUID(),
      ownerId: null,
      bucket: 'upload',
      storageKey: 'upload/x',
      filename: 'x.jpg',
      contentType: 'image/jpeg',
      sizeBytes: jpeg.length,
      sha256: null,
      deletedAt: null,
    };
    const deps = { db: database.db, storage, settings: config.files, incomingDir: dataDir };
    const answer = await Promise.race([
      imagePreview(deps, file, 'viewer').then(
        (preview) => preview ?? 'no preview',
        (err: unknown) => err,
      ),
      new Promise((resolve) => setTimeout(() => resolve('hung'), 5_000)),
    ]);
    expect(answer).toBe('no preview');
  }, 20_000);

  it('re-encodes an upload and resizes a preview only within the file-work limits (busy: 429, or the image as stored)', async () => {
    const { id, cookie } = await person();
    const file = await uploaded(app, cookie, 'mine.png', await png(600, 400));
    let release: () => void = () => undefined;
    const held = fileWorkLimiter(config.files).run(
      id,
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    try {
      const busy = await upload(app, cookie, 'another.png', await png());
      expect(busy.statusCode, busy.body).toBe(429);
      expect(busy.headers['retry-after']).toBe('10');
      // a list showing many new photos at once gets each picture, as stored, rather than a refusal
      const original = await app.inject({ method: 'GET', url: file.aPIURL, headers: { cookie } });
      expect(original.statusCode, original.body).toBe(200);
      expect(original.headers['content-type']).toBe('image/png');
      expect(String(original.headers.etag)).toMatch(/-original"$/);
      // a document needs no image work
      await uploaded(app, cookie, 'cv.pdf', pdf());
    } finally {
      release();
      await held;
    }
    const preview = await app.inject({ method: 'GET', url: file.aPIURL, headers: { cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    // once cached, a preview needs no work: it is served even when the limiter is full
    const again = fileWorkLimiter(config.files).run(
      id,
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    try {
      const cached = await app.inject({ method: 'GET', url: file.aPIURL, headers: { cookie } });
      expect(cached.statusCode).toBe(200);
      expect(cached.rawPayload.equals(preview.rawPayload)).toBe(true);
    } finally {
      release();
      await again;
    }
  });
});

describe('storage quotas and rates (finding 3)', () => {
  it('refuses an upload that would go over the byte quota with 413 quota_exceeded, keeping nothing', async () => {
    const { id, cookie } = await person(small);
    const first = await uploaded(small, cookie, 'first.pdf', pdf(3_000));
    const before = await filesUnder(smallDataDir);
    const res = await upload(small, cookie, 'second.pdf', pdf(3_000));
    expect(res.statusCode, res.body).toBe(413);
    const body = res.json<ErrorBody>();
    expect(body.error).toBe('quota_exceeded');
    // how much is used and allowed
    expect(body.message).toContain(`${(first.aPISize / 1024).toFixed(1)} KB`);
    expect(body.message).toContain(`${(QUOTA_BYTES / 1024).toFixed(1)} KB`);
    expect(await filesUnder(smallDataDir)).toEqual(before);
    expect(await rowsOf(id)).toHaveLength(1);
    // one that fills it exactly still fits; once full, even the smallest is refused at once
    await uploaded(small, cookie, 'third.pdf', pdf(QUOTA_BYTES - first.aPISize - pdf().length));
    const full = await upload(small, cookie, 'tiny.pdf', pdf());
    expect(full.statusCode).toBe(413);
    expect(full.json<ErrorBody>().error).toBe('quota_exceeded');
    expect(await rowsOf(id)).toHaveLength(2);
  });

  it('refuses more files than the file quota, unreferenced uploads included', async () => {
    const { id, cookie } = await person(small);
    for (let i = 0; i < QUOTA_FILES; i += 1) await uploaded(small, cookie, `n${i}.pdf`, pdf());
    const res = await upload(small, cookie, 'one-more.pdf', pdf());
    expect(res.statusCode).toBe(413);
    const body = res.json<ErrorBody>();
    expect(body.error).toBe('quota_exceeded');
    expect(body.message).toMatch(new RegExp(`${QUOTA_FILES} of ${QUOTA_FILES} files`));
    expect(await rowsOf(id)).toHaveLength(QUOTA_FILES);
  });

  it('lets only as many parallel uploads in as the quota holds', async () => {
    const { id, cookie } = await person(small);
    const answers = await Promise.all([1, 2, 3].map((n) => upload(small, cookie, `p${n}.pdf`, pdf(2_000))));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 413]);
    const rows = await database.db
      .selectFrom('files')
      .select((eb) => eb.fn.sum<number>('sizeBytes').as('bytes'))
      .where('ownerId', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.bytes)).toBeLessThanOrEqual(QUOTA_BYTES);
  });

  it('limits uploads per hour, and deleting files does not reset the count', async () => {
    const { cookie } = await person(small);
    for (let i = 0; i < UPLOADS_PER_HOUR; i += 1) {
      const file = await uploaded(small, cookie, `r${i}.pdf`, pdf());
      const token = await small.inject({
        method: 'GET',
        url: '/elevate-be/rest/api/common/image/upload-token',
        query: { action: 'DELETE', fileId: file.id },
        headers: { cookie },
      });
      const removed = await small.inject({
        method: 'DELETE',
        url: `/fm/files/${file.id}`,
        query: { token: token.json<FileTokenResponse>().token },
      });
      expect(removed.json()).toEqual({ id: file.id, removed: true });
    }
    const res = await upload(small, cookie, 'too-many.pdf', pdf());
    expect(res.statusCode, res.body).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('refuses uploads with 507 insufficient_storage when the disk under DATA_DIR is nearly full', async () => {
    const { id, cookie } = await person();
    const before = await filesUnder(dataDir);
    disk.free = 1024 * 1024;
    const res = await upload(app, cookie, 'cv.pdf', pdf());
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json<ErrorBody>().error).toBe('insufficient_storage');
    expect(await filesUnder(dataDir)).toEqual(before);
    expect(await rowsOf(id)).toEqual([]);
    disk.free = undefined;
    await uploaded(app, cookie, 'cv.pdf', pdf());
  });

  it('runs the housekeeping (sweep of unreferenced uploads) every 10 minutes', () => {
    expect(HOUSEKEEPING_CRON).toMatch(/^\*\/10 \* \* \* \*$/);
  });
});

describe('ranges of a preview (finding 4)', () => {
  it('answers a Range on an image preview with bytes of the preview, not of the original', async () => {
    const { cookie } = await person();
    const jpeg = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#2255aa' } })
      .jpeg()
      .toBuffer();
    const file = await uploaded(app, cookie, 'wide.jpg', jpeg);
    const whole = await app.inject({ method: 'GET', url: file.aPIURL, headers: { cookie } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/webp');
    const part = await app.inject({
      method: 'GET',
      url: file.aPIURL,
      headers: { cookie, range: 'bytes=0-15' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('image/webp');
    expect(part.headers['content-range']).toBe(`bytes 0-15/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 16))).toBe(true);
    expect(part.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});

describe('uploads a crash left in DATA_DIR/incoming (finding 5)', () => {
  it('removes them when the server starts', async () => {
    expect(await filesUnder(path.join(smallDataDir, 'incoming'))).toEqual([]);
  });

  it('removes stale ones from the housekeeping, and keeps one still being written', async () => {
    const incoming = path.join(dataDir, 'incoming');
    await mkdir(incoming, { recursive: true });
    const old = path.join(incoming, randomUUID());
    const fresh = path.join(incoming, randomUUID());
    await writeFile(old, 'cut off by a crash');
    await writeFile(fresh, 'still arriving');
    const then = new Date(Date.now() - (config.files.incomingStaleMinutes + 5) * 60_000);
    await utimes(old, then, then);
    await app.mailQueue.housekeep();
    await expect(stat(old)).rejects.toThrow(/ENOENT/);
    expect((await stat(fresh)).isFile()).toBe(true);
    // the sweep itself, with another age
    expect(await sweepIncoming(incoming, 1)).toBe(0);
    const older = new Date(Date.now() - 2 * 60_000);
    await utimes(fresh, older, older);
    expect(await sweepIncoming(incoming, 1)).toBe(1);
    await expect(stat(fresh)).rejects.toThrow(/ENOENT/);
  });
});

interface ZipEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
  /** General purpose flags (bit 0: encrypted). */
  flags?: number;
  /** The uncompressed size the directory claims, when not the real one. */
  claimedSize?: number;
}

/** A zip as a client might send it: stored or deflated entries, sizes as claimed. */
function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.deflate === true ? deflateRawSync(entry.data) : entry.data;
    const name = Buffer.from(entry.name);
    const crc = crc32(entry.data);
    const size = entry.claimedSize ?? entry.data.length;
    const method = entry.deflate === true ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
const DOCUMENT = Buffer.from(
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
);
const wordParts = (deflate = true): ZipEntry[] => [
  { name: '[Content_Types].xml', data: CONTENT_TYPES, deflate },
  { name: '_rels/.rels', data: Buffer.from('<?xml version="1.0"?><Relationships/>'), deflate },
  { name: 'word/document.xml', data: DOCUMENT, deflate },
];

describe('what a Word document is (finding 6)', () => {
  const refused = async (bytes: Buffer) => {
    const { id, cookie } = await person();
    const before = await filesUnder(dataDir);
    const res = await upload(app, cookie, 'cv.docx', bytes);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().fields?.[0]?.field).toBe('file');
    expect(await filesUnder(dataDir)).toEqual(before);
    expect(await rowsOf(id)).toEqual([]);
    return res.json<ErrorBody>().message;
  };

  it('accepts a real DOCX, deflated or stored', async () => {
    const { cookie } = await person();
    for (const deflate of [true, false]) {
      const file = await uploaded(app, cookie, 'cv.docx', zip(wordParts(deflate)));
      expect(file.aPIContentType).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
    }
  });

  it('refuses a zip of HTML pages under Word’s part names', async () => {
    const page = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    await refused(
      zip([
        { name: '[Content_Types].xml', data: page },
        { name: 'word/document.xml', data: page },
        { name: 'index.html', data: page },
      ]),
    );
  });

  it('refuses a zip that inflates far beyond its size (ratio), without inflating it', async () => {
    const bomb = zip([
      ...wordParts(),
      { name: 'word/media/big.bin', data: Buffer.alloc(16 * 1024 * 1024), deflate: true },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refused(bomb)).toMatch(/compress|inflate/i);
  });

  it('refuses a zip whose entries add up to more than FILE_ZIP_MAX_UNCOMPRESSED_BYTES', async () => {
    // stored, not deflated: the ratio stays low, the total does not
    const stored = Buffer.alloc(3 * 1024 * 1024, 0x41);
    const big = zip([
      ...wordParts(),
      { name: 'word/media/noise.bin', data: stored },
      { name: 'word/media/claimed.bin', data: Buffer.from('x'), claimedSize: 250 * 1024 * 1024 },
    ]);
    expect((250 * 1024 * 1024) / big.length).toBeLessThan(100);
    expect(await refused(big)).toMatch(/200 MB/);
  });

  it('refuses ZIP64 sizes and encrypted entries', async () => {
    expect(
      await refused(
        zip([...wordParts(), { name: 'word/media/a.bin', data: Buffer.from('x'), claimedSize: 0xffffffff }]),
      ),
    ).toMatch(/ZIP64/);
    expect(
      await refused(zip([...wordParts(), { name: 'word/secret.xml', data: Buffer.from('x'), flags: 1 }])),
    ).toMatch(/encrypted/);
  });

  it('refuses a content types part that inflates past 64 KiB', async () => {
    const huge = Buffer.concat([
      CONTENT_TYPES.subarray(0, -8),
      Buffer.alloc(100 * 1024, 0x20),
      Buffer.from('</Types>'),
    ]);
    await refused(zip([{ name: '[Content_Types].xml', data: huge, deflate: true }, ...wordParts().slice(1)]));
    // its size in the directory understated: the inflation stops at 64 KiB all the same
    await refused(
      zip([
        { name: '[Content_Types].xml', data: huge, deflate: true, claimedSize: 2_000 },
        ...wordParts().slice(1),
      ]),
    );
  });
});

beforeEach(() => {
  disk.free = undefined;
});
