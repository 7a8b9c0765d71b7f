import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, afterEach } from 'vitest';
import type { FileShape, FileTokenResponse } from '@talent/contracts';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildCategory, buildJob, buildOrganisation, buildUser } from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { signIn } from '../../test/session.js';
import { FILE_TOKEN_AUDIENCE } from './file-tokens.js';
import { removeIfUnreferenced } from './files.service.js';
import { FilesystemStorage } from './storage.js';
import { multipart } from '../../test/multipart.js';
import { failOnResponseMismatches, watchResponses } from '../../test/app.js';

const IMAGE_LIMIT = 300_000;
const DOCUMENT_LIMIT = 120_000;

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
let owner: { id: string; subject: string; cookie: string };
let other: { id: string; subject: string; cookie: string };
let friend: { id: string; subject: string; cookie: string };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'talent-files-'));
  database = await createTestDatabase();
  app = await buildApp(
    loadConfig({
      LOG_LEVEL: process.env.FILES_TEST_LOG ?? 'silent',
      // a busy machine must not turn these answers into 503s: they measure other things
      OVERLOAD_SHEDDING: 'false',
      DATA_DIR: dataDir,
      FILE_MAX_IMAGE_BYTES: String(IMAGE_LIMIT),
      FILE_MAX_DOCUMENT_BYTES: String(DOCUMENT_LIMIT),
      FILE_TOKEN_SECONDS: '60',
    }),
    { database, authLimits: { perAddress: 100_000 }, mailer: new Mailbox() },
  );
  watchResponses(app);
  await app.ready();
  const person = async () => {
    const user = await buildUser(database.db);
    return {
      id: user.id,
      subject: user.subject,
      cookie: (await signIn(app, user.email, user.password)).cookie,
    };
  };
  owner = await person();
  other = await person();
  friend = await person();
});

afterEach(failOnResponseMismatches);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(
  cookie: string | undefined,
  filename: string,
  bytes: Buffer,
  query: Record<string, string> = {},
) {
  const body = multipart(filename, bytes);
  return app.inject({
    method: 'POST',
    url: '/fm/upload',
    query,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie === undefined ? {} : { cookie }) },
  });
}

async function uploaded(cookie: string, filename: string, bytes: Buffer, query: Record<string, string> = {}) {
  const res = await upload(cookie, filename, bytes, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FileShape>();
}

const pdf = (text = 'Hello', padding = 0) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\n${'%'.repeat(padding)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

/** A zip of stored (uncompressed) entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docx = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

/** Every file under the data directory (stored bytes, previews and uploads being received). */
async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(dataDir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

async function token(cookie: string, query: Record<string, string>) {
  const res = await app.inject({
    method: 'GET',
    url: '/elevate-be/rest/api/common/image/upload-token',
    query,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FileTokenResponse>().token;
}

describe('uploading', () => {
  it('stores a PDF, answers the spec’s file shape, and downloads the same bytes with safe headers', async () => {
    const bytes = pdf('Curriculum vitae');
    const file = await uploaded(owner.cookie, 'My CV.pdf', bytes);
    expect(file).toMatchObject({
      aPIID: file.id,
      aPIURL: `/fm/download/preview/${file.id}`,
      aPISize: bytes.length,
      aPIFilename: 'My CV.pdf',
      aPIContentType: 'application/pdf',
      aPIBucket: 'upload',
      aPIObject: file.id,
    });
    const row = await database.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(row.ownerId).toBe(owner.id);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);

    const res = await app.inject({
      method: 'GET',
      url: `/fm/download/${file.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");

    const preview = await app.inject({ method: 'GET', url: file.aPIURL, headers: { cookie: owner.cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    expect(preview.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('accepts a Word document (a zip with word/document.xml) and an MP4 video, and refuses a plain zip', async () => {
    const word = await uploaded(owner.cookie, 'letter.docx', docx());
    expect(word.aPIContentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const mp4 = Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex'),
      Buffer.alloc(2000),
    ]);
    const video = await uploaded(owner.cookie, 'me.mp4', mp4);
    expect(video.aPIContentType).toBe('video/mp4');
    // a player seeks with one byte range
    const part = await app.inject({
      method: 'GET',
      url: video.aPIURL,
      headers: { cookie: owner.cookie, range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const tail = await app.inject({
      method: 'GET',
      url: `/fm/download/${video.id}`,
      headers: { cookie: owner.cookie, range: 'bytes=-10' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.length).toBe(10);
    const past = await app.inject({
      method: 'GET',
      url: `/fm/download/${video.id}`,
      headers: { cookie: owner.cookie, range: `bytes=${mp4.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${mp4.length}`);

    const plain = await upload(owner.cookie, 'archive.docx', zip({ 'readme.txt': 'hello' }));
    expect(plain.statusCode).toBe(400);
    expect(plain.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('file');
  });

  it('re-encodes a JPEG without its EXIF (no GPS position) and previews it resized', async () => {
    const original = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#aa5500' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Spy camera', Copyright: 'secret' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '23/1 35/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '58/1 24/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(Buffer.from('Spy camera'))).toBe(true);

    const file = await uploaded(owner.cookie, 'holiday.jpeg', original, { share_with: 'sys:anonymous' });
    expect(file.aPIContentType).toBe('image/jpeg');
    const res = await app.inject({ method: 'GET', url: `/fm/download/${file.id}` });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(1200);
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('Spy camera'))).toBe(false);
    expect(res.rawPayload.includes(Buffer.from('GPS'))).toBe(false);

    const preview = await app.inject({ method: 'GET', url: file.aPIURL });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    const small = await sharp(preview.rawPayload).metadata();
    expect(Math.max(small.width ?? 0, small.height ?? 0)).toBe(512);
    // the second time from the cache, the same bytes
    const again = await app.inject({ method: 'GET', url: file.aPIURL });
    expect(again.rawPayload.equals(preview.rawPayload)).toBe(true);
  });

  it('refuses anonymous uploads, a missing file field and a share with an unknown subject', async () => {
    expect((await upload(undefined, 'a.pdf', pdf())).statusCode).toBe(401);
    const body = multipart('a.pdf', pdf(), 'attachment');
    const wrongField = await app.inject({
      method: 'POST',
      url: '/fm/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie: owner.cookie },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('file');
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/fm/upload',
      payload: { file: 'x' },
      headers: { cookie: owner.cookie },
    });
    expect(notMultipart.statusCode).toBe(400);
    const unknown = await upload(owner.cookie, 'a.pdf', pdf(), { share_with: 'u-nobody' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('query.share_with');
    const badBucket = await upload(owner.cookie, 'a.pdf', pdf(), { bucket: '../etc' });
    expect(badBucket.statusCode).toBe(400);
    expect(badBucket.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('querystring.bucket');
  });
});

describe('what is refused', () => {
  const refusedWith400 = async (filename: string, bytes: Buffer) => {
    const before = await storedFiles();
    const res = await upload(owner.cookie, filename, bytes);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; fields: { field: string; message: string }[] }>();
    expect(body.fields[0]?.field).toBe('file');
    expect(await storedFiles()).toEqual(before);
    return body.message;
  };

  it('refuses a .png name holding a PDF, and says so', async () => {
    const message = await refusedWith400('photo.png', pdf());
    expect(message).toMatch(/\.png/);
    expect(message).toMatch(/application\/pdf/);
  });

  it('refuses an executable, an SVG with a script and an HTML page, naming what is allowed', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500)]);
    for (const [name, bytes] of [
      ['setup.exe', exe],
      ['cv.pdf', exe],
      [
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
      ],
      ['page.html', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
      ['empty.pdf', Buffer.alloc(0)],
    ] as const) {
      const message = await refusedWith400(name, bytes);
      expect(message).toMatch(/JPEG, PNG, WebP/);
      expect(message).toMatch(/PDF, DOCX/);
      expect(message).toMatch(/MP4, WebM/);
    }
  });

  it('refuses a file over its kind’s limit while it streams, leaving no partial file', async () => {
    const before = await storedFiles();
    const big = pdf('big', DOCUMENT_LIMIT + 10_000);
    const res = await upload(owner.cookie, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('file');
    expect(await storedFiles()).toEqual(before);
    // the image limit is another one: a noisy PNG over it is refused, one under the document limit too
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 400, height: 400, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(IMAGE_LIMIT);
    expect((await upload(owner.cookie, 'noise.png', noisy)).statusCode).toBe(413);
    expect(await storedFiles()).toEqual(before);
    // a PNG between the document and the image limits is fine: each kind has its own
    const medium = await sharp(
      Buffer.from(Array.from({ length: 220 * 220 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 220, height: 220, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(medium.length).toBeGreaterThan(DOCUMENT_LIMIT);
    expect(medium.length).toBeLessThan(IMAGE_LIMIT);
    await uploaded(owner.cookie, 'medium.png', medium);
  });

  it('answers broken multipart bodies with 4xx and keeps nothing of them', async () => {
    const before = await storedFiles();
    const body = multipart('cv.pdf', pdf('cut short', 5_000));
    const boundary = body.headers['content-type']?.split('boundary=')[1] ?? '';
    const twoFiles = Buffer.concat([
      body.payload.subarray(0, body.payload.length - `--${boundary}--\r\n`.length - 2),
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.pdf"\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`,
      ),
    ]);
    for (const payload of [
      body.payload.subarray(0, 200),
      Buffer.from('not multipart at all'),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`),
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/fm/upload',
        payload,
        headers: { ...body.headers, cookie: owner.cookie },
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect(await storedFiles()).toEqual(before);
    // a second file in the same request is not stored: one upload, one file
    const res = await app.inject({
      method: 'POST',
      url: '/fm/upload',
      payload: twoFiles,
      headers: { ...body.headers, cookie: owner.cookie },
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect((await storedFiles()).length - before.length).toBeLessThanOrEqual(1);
  });

  it('cleans names: no folders, no control characters, a length cap, the real extension', async () => {
    const names: [string, string][] = [
      ['../../etc/passwd', 'passwd.pdf'],
      ['a\\b.pdf', 'b.pdf'],
      ['a\u0000b.pdf', 'ab.pdf'],
      ['evil\u202egpj.pdf', 'evilgpj.pdf'],
      ['.hidden.pdf', 'hidden.pdf'],
      ['report.final', 'report.final.pdf'],
      [`${'x'.repeat(400)}.pdf`, `${'x'.repeat(146)}.pdf`],
      ['سيرة ذاتية.pdf', 'سيرة ذاتية.pdf'],
    ];
    for (const [given, kept] of names) {
      const file = await uploaded(owner.cookie, given, pdf());
      expect(file.aPIFilename, given).toBe(kept);
    }
    const arabic = await uploaded(owner.cookie, 'سيرة.pdf', pdf());
    const res = await app.inject({
      method: 'GET',
      url: `/fm/download/${arabic.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('سيرة.pdf')}`,
    );
  });
});

describe('serving', () => {
  it('keeps a WebP a WebP, and sends a stored file of any other type only as bytes to save', async () => {
    const webp = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#00aa0080' } })
      .webp()
      .toBuffer();
    const file = await uploaded(owner.cookie, 'pic.webp', webp, { share_with: 'sys:anonymous' });
    expect(file.aPIContentType).toBe('image/webp');
    const preview = await app.inject({ method: 'GET', url: file.aPIURL });
    expect(preview.headers['content-security-policy']).toContain('sandbox');
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename="pic\.webp"/);

    // a row written by something else than the upload (the demo data's SVG names, an old import)
    const id = randomUUID();
    const storage = new FilesystemStorage(path.join(dataDir, 'files'));
    await storage.put(`upload/${id}`, Readable.from([Buffer.from('<html><script>alert(1)</script></html>')]));
    await database.db
      .insertInto('files')
      .values({
        id,
        ownerId: owner.id,
        storageKey: `upload/${id}`,
        filename: 'page.html',
        contentType: 'text/html',
        sizeBytes: 38,
      })
      .execute();
    await database.db.insertInto('fileShares').values({ fileId: id, principal: 'sys:anonymous' }).execute();
    for (const url of [`/fm/download/${id}`, `/fm/download/preview/${id}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toMatch(/^attachment; /);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
  });
});

describe('sharing', () => {
  it('hides a private file from everyone but its owner, with 404', async () => {
    const file = await uploaded(owner.cookie, 'private.pdf', pdf());
    for (const url of [`/fm/download/${file.id}`, `/fm/download/preview/${file.id}`]) {
      expect((await app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } })).statusCode).toBe(
        200,
      );
      const stranger = await app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
      expect(stranger.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const missing = await app.inject({
      method: 'GET',
      url: `/fm/download/${randomUUID()}`,
      headers: { cookie: other.cookie },
    });
    expect(missing.statusCode).toBe(404);
    const hidden = await app.inject({
      method: 'GET',
      url: `/fm/download/${file.id}`,
      headers: { cookie: other.cookie },
    });
    // a private file answers exactly as a missing one does
    const { requestId: _a, ...missingBody } = missing.json<{ requestId: string }>();
    const { requestId: _b, ...hiddenBody } = hidden.json<{ requestId: string }>();
    expect(hiddenBody).toEqual(missingBody);
  });

  it('serves sys:anonymous to everyone, sys:authenticated to signed-in accounts, a subject to that account', async () => {
    const everyone = await uploaded(owner.cookie, 'public.png', await png(), { share_with: 'sys:anonymous' });
    const members = await uploaded(owner.cookie, 'members.pdf', pdf(), { share_with: 'sys:authenticated' });
    const one = await uploaded(owner.cookie, 'for-friend.pdf', pdf(), { share_with: friend.subject });
    const status = async (id: string, cookie?: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/fm/download/${id}`,
          headers: cookie === undefined ? {} : { cookie },
        })
      ).statusCode;
    expect(await status(everyone.id)).toBe(200);
    expect(await status(everyone.id, other.cookie)).toBe(200);
    expect(await status(members.id)).toBe(404);
    expect(await status(members.id, other.cookie)).toBe(200);
    expect(await status(one.id)).toBe(404);
    expect(await status(one.id, other.cookie)).toBe(404);
    expect(await status(one.id, friend.cookie)).toBe(200);
    expect(await status(one.id, owner.cookie)).toBe(200);
    // a locked account sees what anonymous callers see
    const lockedUser = await buildUser(database.db, { locked: true });
    const locked = (await signIn(app, lockedUser.email, lockedUser.password)).cookie;
    expect(await status(members.id, locked)).toBe(404);
    expect(await status(everyone.id, locked)).toBe(200);
  });
});

describe('the settings', () => {
  it('has a default for every limit and refuses a bad value by name', () => {
    expect(loadConfig({}).files).toEqual({
      maxImageBytes: 10 * 1024 * 1024,
      maxDocumentBytes: 20 * 1024 * 1024,
      maxVideoBytes: 100 * 1024 * 1024,
      maxImagePixels: 40_000_000,
      previewMaxPx: 512,
      tokenSeconds: 300,
      storage: { kind: 'fs' },
      quotaBytes: 512 * 1024 * 1024,
      quotaFiles: 300,
      uploadsPerHour: 60,
      minFreeBytes: 1024 * 1024 * 1024,
      incomingStaleMinutes: 15,
      zipMaxUncompressedBytes: 200 * 1024 * 1024,
      zipMaxRatio: 100,
      workTimeoutMs: 10_000,
      workMemoryMb: 128,
      workConcurrency: 2,
      workPerAccount: 1,
    });
    expect(() => loadConfig({ FILE_MAX_VIDEO_BYTES: '0', FILE_TOKEN_SECONDS: 'soon' })).toThrow(
      /FILE_MAX_VIDEO_BYTES: must be a whole number of bytes above 0[\s\S]*FILE_TOKEN_SECONDS/,
    );
    expect(loadConfig({ FILE_STORAGE: 's3://talent-files/prod?region=eu-west-1' }).files.storage).toEqual({
      kind: 's3',
      bucket: 'talent-files',
      prefix: 'prod/',
      endpoint: undefined,
      region: 'eu-west-1',
      pathStyle: false,
    });
    expect(() => loadConfig({ FILE_STORAGE: 's3://AKIA:secret@talent-files' })).toThrow(
      /FILE_STORAGE: must not hold credentials/,
    );
  });
});

describe('file tokens', () => {
  it('lets a DOWNLOAD token open the owner’s private file without a session, and no other token', async () => {
    const file = await uploaded(owner.cookie, 'private.pdf', pdf());
    const download = await token(owner.cookie, { action: 'DOWNLOAD', fileId: file.id });
    const res = await app.inject({
      method: 'GET',
      url: `/fm/download/${file.id}`,
      query: { token: download },
    });
    expect(res.statusCode).toBe(200);
    const deleteToken = await token(owner.cookie, { action: 'DELETE', fileId: file.id });
    const wrongAction = await app.inject({
      method: 'GET',
      url: `/fm/download/${file.id}`,
      query: { token: deleteToken },
    });
    expect(wrongAction.statusCode).toBe(404);
    // a token for another person's file is not given
    const refused = await app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/common/image/upload-token',
      query: { action: 'DOWNLOAD', fileId: file.id },
      headers: { cookie: other.cookie },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('deletes a file with a DELETE token: the row and the bytes go', async () => {
    const file = await uploaded(owner.cookie, 'gone.png', await png());
    const before = await storedFiles();
    expect(before.some((f) => f.endsWith(file.id))).toBe(true);
    const res = await app.inject({
      method: 'DELETE',
      url: `/fm/files/${file.id}`,
      query: { token: await token(owner.cookie, { action: 'DELETE' }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: file.id, removed: true });
    expect((await storedFiles()).some((f) => f.endsWith(file.id))).toBe(false);
    const row = await database.db
      .selectFrom('files')
      .select('id')
      .where('id', '=', file.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    const again = await app.inject({
      method: 'GET',
      url: `/fm/download/${file.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('empties the profile photo that pointed at a deleted file', async () => {
    const file = await uploaded(owner.cookie, 'me.png', await png(), { share_with: 'sys:anonymous' });
    await database.db
      .updateTable('profiles')
      .set({ photoFileId: file.id })
      .where('userId', '=', owner.id)
      .execute();
    const res = await app.inject({
      method: 'DELETE',
      url: `/fm/files/${file.id}`,
      query: { token: await token(owner.cookie, { action: 'DELETE', fileId: file.id }) },
    });
    expect(res.json()).toEqual({ id: file.id, removed: true });
    const profile = await database.db
      .selectFrom('profiles')
      .select('photoFileId')
      .where('userId', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(profile.photoFileId).toBeNull();
  });

  it('removes the photo a profile change replaced, and a removed document, once nothing points at them', async () => {
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: '/elevate-be/rest/api/job-seeker/profile',
        headers: { cookie: owner.cookie },
        payload,
      });
    const first = await uploaded(owner.cookie, 'first.png', await png());
    const second = await uploaded(owner.cookie, 'second.png', await png(32, 32));
    expect((await patch({ photo: { id: first.id } })).statusCode).toBe(200);
    expect((await patch({ photo: { id: second.id } })).statusCode).toBe(200);
    const download = (id: string) =>
      app.inject({ method: 'GET', url: `/fm/download/${id}`, headers: { cookie: owner.cookie } });
    expect((await download(first.id)).statusCode).toBe(404);
    expect((await download(second.id)).statusCode).toBe(200);

    // a document's file goes with the document; one the photo still uses stays
    const letter = await uploaded(owner.cookie, 'letter.pdf', pdf('reference'));
    const added = await app.inject({
      method: 'POST',
      url: '/elevate-be/rest/api/job-seeker/profile/documents',
      headers: { cookie: owner.cookie },
      payload: { documentType: 'reference_letter', file: { id: letter.id } },
    });
    expect(added.statusCode, added.body).toBe(201);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/elevate-be/rest/api/job-seeker/profile/documents/${added.json<{ id: string }>().id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await download(letter.id)).statusCode).toBe(404);
    expect((await storedFiles()).filter((f) => f.includes(letter.id))).toEqual([]);
    expect((await storedFiles()).filter((f) => f.includes(second.id)).length).toBeGreaterThan(0);
  });

  it('withdraws, but keeps, a résumé a submitted application still points at, and removes it once nothing does', async () => {
    const file = await uploaded(owner.cookie, 'applied.pdf', pdf(), { share_with: 'sys:authenticated' });
    const organisationId = await buildOrganisation(database.db);
    const jobId = await buildJob(database.db, {
      organisationId,
      categoryId: await buildCategory(database.db),
    });
    await database.db
      .insertInto('applications')
      .values({ jobId, seekerId: owner.id, resumeFileId: file.id })
      .execute();
    const res = await app.inject({
      method: 'DELETE',
      url: `/fm/files/${file.id}`,
      query: { token: await token(owner.cookie, { action: 'DELETE', fileId: file.id }) },
    });
    expect(res.json()).toEqual({ id: file.id, removed: false });
    // still there for those it was shared with (the recruiter of the application), no longer the owner's
    const recruiter = await app.inject({
      method: 'GET',
      url: `/fm/download/${file.id}`,
      headers: { cookie: other.cookie },
    });
    expect(recruiter.statusCode).toBe(200);
    const again = await app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/common/image/upload-token',
      query: { action: 'DELETE', fileId: file.id },
      headers: { cookie: owner.cookie },
    });
    expect(again.statusCode).toBe(404);

    await database.db.deleteFrom('applications').where('resumeFileId', '=', file.id).execute();
    const deps = { db: database.db, storage: new FilesystemStorage(path.join(dataDir, 'files')) };
    expect(
      await removeIfUnreferenced({ ...deps, settings: loadConfig({}).files, incomingDir: dataDir }, file.id),
    ).toBe(true);
    expect((await storedFiles()).some((f) => f.endsWith(file.id))).toBe(false);
  });

  it('refuses an expired, a forged and a wrong-action token, and another owner’s token', async () => {
    const file = await uploaded(owner.cookie, 'keep.pdf', pdf());
    const del = (t: string) =>
      app.inject({ method: 'DELETE', url: `/fm/files/${file.id}`, query: { token: t } });

    const key = app.authDeps.key;
    const expired = await new SignJWT({ typ: 'file', act: 'DELETE', uid: owner.id, fid: file.id })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setIssuer(app.authDeps.issuer)
      .setAudience(FILE_TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key.privateKey);
    const expiredRes = await del(expired);
    expect(expiredRes.statusCode).toBe(401);
    expect(expiredRes.json<{ message: string }>().message).toMatch(/expired/);

    const genuine = await token(owner.cookie, { action: 'DELETE', fileId: file.id });
    const [header, payload] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claims, exp: Number(claims.exp) + 86_400 }),
    ).toString('base64url');
    expect((await del(`${header}.${forgedPayload}.${genuine.split('.')[2]}`)).statusCode).toBe(401);
    // unsigned ("alg": "none") and an access token of the session are not file tokens
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await del(none)).statusCode).toBe(401);
    const accessToken = /access_token=([^;]+)/.exec(owner.cookie)?.[1] ?? '';
    expect((await del(accessToken)).statusCode).toBe(401);
    // not even shaped like a token: the field is named
    const garbage = await del('garbage');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('querystring.token');

    const download = await token(owner.cookie, { action: 'DOWNLOAD', fileId: file.id });
    expect((await del(download)).statusCode).toBe(403);
    const others = await token(other.cookie, { action: 'DELETE' });
    expect((await del(others)).statusCode).toBe(404);

    const still = await app.inject({
      method: 'GET',
      url: `/fm/download/${file.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(still.statusCode).toBe(200);
  });

  it('gives a token only for the caller’s own organisation', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/common/image/upload-token',
      query: { orgID: randomUUID() },
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/common/image/upload-token',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the sweep of uploads nothing refers to', () => {
  it('deletes old unreferenced uploads, row and bytes, and keeps recent, referenced and logo files', async () => {
    const db = database.db;
    const abandoned = await uploaded(owner.cookie, 'abandoned.pdf', pdf('abandoned'));
    const recent = await uploaded(owner.cookie, 'recent.pdf', pdf('recent'));
    const photo = await uploaded(owner.cookie, 'photo.png', await png());
    const logo = await uploaded(owner.cookie, 'logo.png', await png(32, 32));
    await db.updateTable('profiles').set({ photoFileId: photo.id }).where('userId', '=', owner.id).execute();
    const organisationId = await buildOrganisation(db);
    await db
      .updateTable('organisations')
      .set({ logoUrl: `/fm/download/preview/${logo.id}` })
      .where('id', '=', organisationId)
      .execute();
    const old = [abandoned.id, photo.id, logo.id];
    await db
      .updateTable('files')
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where('id', 'in', old)
      .execute();
    const storedKey = await db
      .selectFrom('files')
      .select('storageKey')
      .where('id', '=', abandoned.id)
      .executeTakeFirstOrThrow();

    const stored = async () =>
      (await readdir(path.join(dataDir, 'files'), { recursive: true })).some((f) =>
        f.endsWith(storedKey.storageKey),
      );
    expect(await stored()).toBe(true);

    expect(await app.mailQueue.housekeep()).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom('files')
      .select('id')
      .where('id', 'in', [...old, recent.id])
      .execute();
    expect(left.map((f) => f.id).sort()).toEqual([recent.id, photo.id, logo.id].sort());
    expect(await stored()).toBe(false);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/fm/download/${abandoned.id}`,
          headers: { cookie: owner.cookie },
        })
      ).statusCode,
    ).toBe(404);
    // a second sweep finds nothing more of these
    await app.mailQueue.housekeep();
    expect(
      await db.selectFrom('files').select('id').where('id', 'in', [recent.id, photo.id, logo.id]).execute(),
    ).toHaveLength(3);
  });
});
