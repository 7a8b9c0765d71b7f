import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver: an S3-compatible server in Node (the test peer of the S3 storage driver); it has no types
// @ts-expect-error -- no declaration file is published for s3rver
import S3rver from 's3rver';

/** The credentials s3rver accepts. */
export const S3_PEER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Peer {
  /** http://127.0.0.1:port */
  endpoint: string;
  bucket: string;
  /** Where the peer keeps its objects on disk. */
  directory: string;
  close(): Promise<void>;
}

/** A real S3-compatible server on a free port, with one empty bucket, its data in a temporary directory. */
export async function startS3Peer(bucket = 'talent-files'): Promise<S3Peer> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3-peer-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  }) as { run(): Promise<{ port: number }>; close(): Promise<void> };
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
