import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the file manager keeps bytes. Keys are `segment/segment/...` of lower-case letters, digits
 * and hyphens (never a path a caller chose). A write is all or nothing: readers never see half a
 * file, and a failed or refused write leaves nothing behind.
 *
 * Two drivers: the filesystem below (the default, under `DATA_DIR/files`) and an S3-compatible
 * bucket (storage-s3.ts), chosen by FILE_STORAGE (docs/decisions.md, "The file manager").
 */
export interface FileStorage {
  /** Writes the stream under `key`, replacing what was there once it is complete; answers the bytes written. */
  put(key: string, body: Readable): Promise<number>;
  /**
   * The bytes under `key` (from `range.start` to `range.end` inclusive, when given) and the size
   * of them all, or undefined when there are none.
   */
  get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | undefined>;
  /** Removes the bytes under `key` (nothing there is not an error). */
  delete(key: string): Promise<void>;
  /** Whether bytes are stored under `key`. */
  exists(key: string): Promise<boolean>;
}

/** Bytes `start` to `end`, both included, as an HTTP Range names them. */
export interface ByteRange {
  start: number;
  end: number;
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export class InvalidStorageKey extends Error {}

/** The key itself, or an InvalidStorageKey for anything that is not `segment/segment/...`. */
export function storageKeyChecked(key: string): string {
  if (!KEY_PATTERN.test(key) || key.length > 300) throw new InvalidStorageKey(`bad storage key: ${key}`);
  return key;
}

/** Files under one directory (by default `DATA_DIR/files`); a key is a relative path below it. */
export class FilesystemStorage implements FileStorage {
  constructor(
    /** The directory the keys are below. */
    readonly root: string,
  ) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...storageKeyChecked(key).split('/'));
  }

  async put(key: string, body: Readable): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // a temporary name in the same directory: the rename that publishes it is atomic
    const temporary = `${target}.${randomUUID()}.part`;
    try {
      await pipeline(body, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      await rename(temporary, target);
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
    return (await stat(target)).size;
  }

  async get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | undefined> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      return { body: createReadStream(file, range), size: info.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}
