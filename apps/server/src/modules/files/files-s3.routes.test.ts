import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, afterEach } from 'vitest';
import type { FileShape, FileTokenResponse } from '@talent/contracts';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildUser } from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { S3_PEER_CREDENTIALS, startS3Peer, type S3Peer } from '../../test/s3-peer.js';
import { signIn } from '../../test/session.js';
import { multipart } from '../../test/multipart.js';
import { failOnResponseMismatches, watchResponses } from '../../test/app.js';

/**
 * FILE_STORAGE=s3://…: two app servers over one database and one bucket (the scale path). A file
 * uploaded through one downloads through the other, its bytes are in the bucket and not on either
 * server's disk, and deleting it through the second removes them from the bucket.
 */
let peer: S3Peer;
let database: TestDatabase;
const servers: { app: FastifyInstance; dataDir: string }[] = [];

const objectsInBucket = async () =>
  (await readdir(path.join(peer.directory, peer.bucket), { recursive: true })).filter((name) =>
    name.endsWith('._S3rver_object'),
  );

beforeAll(async () => {
  peer = await startS3Peer();
  // the SDK's own chain reads them, as it would on a server
  process.env.AWS_ACCESS_KEY_ID = S3_PEER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3_PEER_CREDENTIALS.secretAccessKey;
  database = await createTestDatabase();
  for (let i = 0; i < 2; i += 1) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'talent-files-s3-'));
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        OVERLOAD_SHEDDING: 'false',
        DATA_DIR: dataDir,
        FILE_STORAGE: `s3://${peer.bucket}/uploads?endpoint=${peer.endpoint}`,
      }),
      { database, authLimits: { perAddress: 100_000 }, mailer: new Mailbox() },
    );
    watchResponses(app);
    await app.ready();
    servers.push({ app, dataDir });
  }
});

afterEach(failOnResponseMismatches);

afterAll(async () => {
  for (const { app, dataDir } of servers) {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  await database?.dispose();
  await peer?.close();
});

describe('the file manager on an S3-compatible bucket', () => {
  it('uploads through one server, downloads and previews through another, and deletes from the bucket', async () => {
    const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const user = await buildUser(database.db);
    const { cookie } = await signIn(first.app, user.email, user.password);
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 20, b: 20 } },
    })
      .png()
      .toBuffer();

    const before = (await objectsInBucket()).length;
    const body = multipart('red.png', png);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/fm/upload',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json<FileShape>();
    expect((await objectsInBucket()).length).toBe(before + 1);
    // nothing of it stays on the receiving server's disk
    const local = await readdir(first.dataDir, { recursive: true });
    expect(local.filter((f) => f.includes(String(file.id)))).toEqual([]);

    const download = await second.app.inject({
      method: 'GET',
      url: `/fm/download/${file.id}`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    const meta = await sharp(download.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([40, 30]);

    const ranged = await second.app.inject({
      method: 'GET',
      url: `/fm/download/${file.id}`,
      headers: { cookie, range: 'bytes=0-7' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(download.rawPayload.subarray(0, 8))).toBe(true);

    const preview = await second.app.inject({
      method: 'GET',
      url: `/fm/download/preview/${file.id}`,
      headers: { cookie },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/image\/webp/);

    const token = await second.app.inject({
      method: 'GET',
      url: `/elevate-be/rest/api/common/image/upload-token?action=DELETE&fileId=${file.id}`,
      headers: { cookie },
    });
    expect(token.statusCode, token.body).toBe(200);
    const removed = await second.app.inject({
      method: 'DELETE',
      url: `/fm/files/${file.id}?token=${encodeURIComponent(token.json<FileTokenResponse>().token)}`,
      headers: { cookie },
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    // the original and its cached preview are gone from the bucket
    expect((await objectsInBucket()).length).toBe(before);
    const gone = await first.app.inject({
      method: 'GET',
      url: `/fm/download/${file.id}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(404);
  });
});
