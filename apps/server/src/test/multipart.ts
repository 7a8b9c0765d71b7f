import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FileShape } from '@talent/contracts';

/** A multipart/form-data body holding one file, as a browser's upload sends it. */
export function multipart(
  filename: string,
  bytes: Buffer,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----talent${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads one file through `POST /fm/upload` as the cookie's account; throws unless it is taken. */
export async function uploadFile(
  app: FastifyInstance,
  cookie: string,
  filename: string,
  bytes: Buffer,
): Promise<FileShape> {
  const body = multipart(filename, bytes);
  const res = await app.inject({
    method: 'POST',
    url: '/fm/upload',
    payload: body.payload,
    headers: { cookie, ...body.headers },
  });
  if (res.statusCode !== 200) throw new Error(`upload of ${filename}: ${res.statusCode} ${res.body}`);
  return res.json<FileShape>();
}
