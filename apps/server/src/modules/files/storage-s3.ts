import { pipeline, type Readable, Transform } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { type ByteRange, type FileStorage, storageKeyChecked } from './storage.js';

/** Where an S3-compatible store keeps the bytes (FILE_STORAGE=s3://bucket/prefix?endpoint=…). */
export interface S3Location {
  bucket: string;
  /** Put before every key ('' or ending in '/'). */
  prefix: string;
  /** Another endpoint than AWS's own (MinIO, Ceph, R2…); undefined for AWS. */
  endpoint: string | undefined;
  region: string;
  /** Addresses as `endpoint/bucket/key` (most S3-compatible servers need it). */
  pathStyle: boolean;
}

/**
 * An S3-compatible driver (issue 13's scale option): one bucket, shared by every app server, so
 * that a file uploaded through one server downloads through another. Credentials come from the
 * SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, or an instance role),
 * never from FILE_STORAGE itself. A put streams a multipart upload (5 MiB parts, never the whole
 * file in memory); S3 shows an object only once it is complete, and a failed upload is aborted, so
 * readers never see half a file. The SDK is loaded on first use, so the filesystem default pays
 * nothing for it.
 */
export class S3Storage implements FileStorage {
  private client: Promise<{ s3: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;

  constructor(
    private readonly location: S3Location,
    /** Credentials for a test peer; production leaves them to the SDK's chain. */
    private readonly credentials?: { accessKeyId: string; secretAccessKey: string },
  ) {}

  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: this.location.region,
        ...(this.location.endpoint !== undefined && { endpoint: this.location.endpoint }),
        forcePathStyle: this.location.pathStyle,
        ...(this.credentials !== undefined && { credentials: this.credentials }),
      }),
    }));
    return this.client;
  }

  private keyOf(key: string): string {
    return `${this.location.prefix}${storageKeyChecked(key)}`;
  }

  async put(key: string, body: Readable): Promise<number> {
    const Key = this.keyOf(key);
    const { s3 } = await this.connect();
    const { Upload } = await import('@aws-sdk/lib-storage');
    let size = 0;
    // counts what passes without taking it (a 'data' listener would start the flow before the
    // upload reads, and lose bytes)
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // a failure of the source ends the count with it, and so the upload
    pipeline(body, counted, () => undefined);
    const upload = new Upload({
      client: s3,
      params: { Bucket: this.location.bucket, Key, Body: counted },
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      // the source is not read any further: let it go
      counted.destroy(err as Error);
      throw err;
    }
    return size;
  }

  async get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | undefined> {
    const Key = this.keyOf(key);
    const { s3, sdk } = await this.connect();
    try {
      const answer = await s3.send(
        new sdk.GetObjectCommand({
          Bucket: this.location.bucket,
          Key,
          ...(range !== undefined && { Range: `bytes=${range.start}-${range.end}` }),
        }),
      );
      // "bytes 0-9/1234": the whole object's size is after the slash
      const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
      const size = total !== undefined ? Number(total) : (answer.ContentLength ?? 0);
      return { body: answer.Body as Readable, size };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.keyOf(key);
    const { s3, sdk } = await this.connect();
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: this.location.bucket, Key }));
  }

  async exists(key: string): Promise<boolean> {
    const Key = this.keyOf(key);
    const { s3, sdk } = await this.connect();
    try {
      await s3.send(new sdk.HeadObjectCommand({ Bucket: this.location.bucket, Key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  /** Closes the client's connections (tests; a server ends with its process). */
  async close(): Promise<void> {
    if (this.client !== undefined) (await this.client).s3.destroy();
  }
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * FILE_STORAGE's S3 form: `s3://bucket[/prefix][?endpoint=https://host:port&region=…&path_style=true]`.
 * Answers a message for anything else, and for a user or password in it (secrets stay out of
 * settings that are logged and shown; the SDK reads them from its own environment variables).
 */
export function parseS3Url(value: string): S3Location | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be fs or an s3://bucket/prefix address';
  }
  if (url.protocol !== 's3:') return 'must be fs or an s3://bucket/prefix address';
  if (url.username !== '' || url.password !== '')
    return 'must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) return 'must name a valid bucket';
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+/, '');
  if (prefix !== '' && !/^[A-Za-z0-9._/-]+$/.test(prefix))
    return 'has a prefix with characters S3 keys should not hold';
  const allowed = new Set(['endpoint', 'region', 'path_style']);
  for (const name of url.searchParams.keys()) if (!allowed.has(name)) return `has an unknown option ${name}`;
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/@\s]+\/?$/.test(endpoint))
    return 'has an endpoint that is not an http(s)://host[:port] address without credentials';
  const pathStyle = url.searchParams.get('path_style');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    return 'has a path_style that is not true or false';
  return {
    bucket: url.hostname,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
    // another endpoint than AWS's: path style unless told otherwise
    pathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
  };
}
