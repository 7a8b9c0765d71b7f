import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_PEER_CREDENTIALS, startS3Peer, type S3Peer } from '../../test/s3-peer.js';
import { FilesystemStorage, InvalidStorageKey, type FileStorage } from './storage.js';
import { parseS3Url, S3Storage } from './storage-s3.js';

/** A stream that gives `first` and then fails, as a client that drops mid-upload. */
function failingStream(first: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(first);
      } else this.destroy(new Error('client went away'));
    },
  });
}

let peer: S3Peer;
let dir: string;
const drivers: Record<string, () => FileStorage> = {};
let s3: S3Storage;

beforeAll(async () => {
  peer = await startS3Peer();
  dir = await mkdtemp(path.join(tmpdir(), 'fs-storage-'));
  s3 = new S3Storage(
    { bucket: peer.bucket, prefix: 'app/', endpoint: peer.endpoint, region: 'us-east-1', pathStyle: true },
    S3_PEER_CREDENTIALS,
  );
  drivers.filesystem = () => new FilesystemStorage(dir);
  drivers.s3 = () => s3;
});
afterAll(async () => {
  await s3?.close();
  await peer?.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['filesystem', 's3'])('the %s storage driver', (name) => {
  const storage = () => {
    const make = drivers[name];
    if (make === undefined) throw new Error(`no driver ${name}`);
    return make();
  };
  /** The bytes under `key`, as text. */
  const text = async (key: string) => {
    const got = await storage().get(key);
    if (got === undefined) throw new Error(`nothing under ${key}`);
    return (await buffer(got.body)).toString();
  };

  it('keeps the bytes of a stream, reads them whole or by range, and removes them', async () => {
    // larger than one multipart part (5 MiB), in chunks as an upload arrives
    const bytes = Buffer.alloc(6 * 1024 * 1024 + 123);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = i % 251;
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
      bytes.subarray(i * 65536, (i + 1) * 65536),
    );
    expect(await storage().put('upload/big-file', Readable.from(chunks))).toBe(bytes.length);
    expect(await storage().exists('upload/big-file')).toBe(true);

    const whole = await storage().get('upload/big-file');
    expect(whole?.size).toBe(bytes.length);
    expect(whole && (await buffer(whole.body)).equals(bytes)).toBe(true);

    const part = await storage().get('upload/big-file', { start: 10, end: 19 });
    expect(part?.size).toBe(bytes.length);
    expect(part && (await buffer(part.body)).equals(bytes.subarray(10, 20))).toBe(true);

    await storage().delete('upload/big-file');
    expect(await storage().exists('upload/big-file')).toBe(false);
    expect(await storage().get('upload/big-file')).toBeUndefined();
    // removing what is not there is not an error
    await storage().delete('upload/big-file');
  });

  it('replaces a key whole, and a write that fails leaves the old bytes (or nothing) behind', async () => {
    await storage().put('upload/replaced', Readable.from([Buffer.from('first version')]));
    await storage().put('upload/replaced', Readable.from([Buffer.from('second')]));
    expect(await text('upload/replaced')).toBe('second');

    await expect(storage().put('upload/replaced', failingStream(Buffer.from('half')))).rejects.toThrow();
    expect(await text('upload/replaced')).toBe('second');

    await expect(storage().put('upload/never', failingStream(Buffer.from('half')))).rejects.toThrow();
    expect(await storage().exists('upload/never')).toBe(false);
  });

  it('refuses keys that are not plain segments before touching anything', async () => {
    for (const key of ['../etc/passwd', 'upload/../x', '/abs', 'Upload/X', 'a//b', 'a/b.part', '']) {
      await expect(storage().put(key, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(
        InvalidStorageKey,
      );
      await expect(storage().get(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    }
  });
});

describe('the S3 driver in its bucket', () => {
  it('puts every key under its prefix, and no half-written upload is left in the bucket', async () => {
    await s3.put('demo/one', Readable.from([Buffer.from('x')]));
    const objects = await readdir(path.join(peer.directory, peer.bucket), { recursive: true });
    const keys = objects.filter((o) => !o.includes('._S3rver'));
    expect(keys.some((k) => k.startsWith('app'))).toBe(true);
    expect(keys.some((k) => k.startsWith('demo'))).toBe(false);
  });
});

describe('FILE_STORAGE', () => {
  it('reads a bucket, a prefix and the options of an s3:// address', () => {
    expect(parseS3Url('s3://talent-files/prod?endpoint=http://minio:9000&region=eu-west-1')).toEqual({
      bucket: 'talent-files',
      prefix: 'prod/',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      pathStyle: true,
    });
    expect(parseS3Url('s3://talent-files')).toEqual({
      bucket: 'talent-files',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      pathStyle: false,
    });
  });

  it('refuses credentials in the address, unknown options and bad endpoints', () => {
    expect(parseS3Url('s3://key:secret@talent-files')).toMatch(/must not hold credentials/);
    expect(parseS3Url('s3://talent-files?secret=x')).toMatch(/unknown option secret/);
    expect(parseS3Url('s3://talent-files?endpoint=http://user:pw@minio:9000')).toMatch(/endpoint/);
    expect(parseS3Url('https://talent-files')).toMatch(/s3:\/\//);
    expect(parseS3Url('s3://A_B')).toMatch(/bucket/);
  });
});
