import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  FILE_SHARE_PUBLIC,
  FILE_SHARE_SIGNED_IN,
  fileDeleteQuerySchema,
  fileDeleteResponseSchema,
  fileDownloadQuerySchema,
  fileIdParamsSchema,
  fileShapeSchema,
  fileTokenQuerySchema,
  fileTokenResponseSchema,
  fileUploadQuerySchema,
} from '@talent/contracts';
import type { FileSettings } from '../../config.js';
import { OPTIONAL_SIGN_IN_SECURITY } from '../../lib/openapi-document.js';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { ALLOWED_TYPES_MESSAGE } from './file-kind.js';
import { type FileTokenClaims, signFileToken, verifyFileToken } from './file-tokens.js';
import {
  admitUpload,
  deleteFile,
  FILE_ROW_COLUMNS,
  type FileRow,
  filesDeps,
  imagePreview,
  isServable,
  receiveUpload,
  sweepIncoming,
  viewableFile,
} from './files.service.js';
import type { ByteRange, FileStorage } from './storage.js';

export interface FilesRoutesOptions {
  /** DATA_DIR: the bytes go under `files/`, uploads being received under `incoming/`. */
  dataDir: string;
  settings: FileSettings;
  /** Another storage than the filesystem under dataDir (tests). */
  storage?: FileStorage;
}

/** What every file answer says, so that nothing served can run in our origin. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
/**
 * A PDF shown inline: browsers' PDF viewers do not open in a sandboxed document, and run in their
 * own origin rather than ours; the document itself may still load nothing.
 */
const PDF_CSP = "default-src 'none'; frame-ancestors 'self'";

/** `attachment; filename="ascii"; filename*=UTF-8''percent-encoded` (RFC 6266 and RFC 5987). */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A multipart body that busboy could not read: a 400 (its own errors carry a 4xx already). */
function badMultipart(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  return new AppError(
    400,
    'bad_request',
    'The upload was cut short or is not valid multipart/form-data.',
    {},
    [{ field: 'file', message: 'could not be read' }],
  );
}

/**
 * The one range of a `Range: bytes=…` header within `size` bytes; undefined to send everything (no
 * header, several ranges, another unit, or nonsense); `unsatisfiable` when it lies past the end.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (match === null) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}

const downloadResponses = {
  200: z.any().describe('The file'),
  206: z.any().describe('One byte range of the file (Range: bytes=…)'),
  304: z.undefined().describe('Not modified (If-None-Match)'),
  401: errorResponseSchema,
  404: errorResponseSchema,
  416: z.any().describe('The range lies past the end of the file'),
  429: errorResponseSchema.describe('Too many requests at once'),
};

/**
 * The file manager (spec: `/fm/upload`, `/fm/download/{fileId}`, `/fm/download/preview/{fileId}`,
 * `/fm/files/{fileId}`; and `/api/common/image/upload-token`). Registered without a prefix: the
 * paths are the spec's.
 */
export async function filesRoutes(appBase: FastifyInstance, options: FilesRoutesOptions): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const settings = options.settings;
  const deps = filesDeps(app.database.db, options);
  const largest = Math.max(settings.maxImageBytes, settings.maxDocumentBytes, settings.maxVideoBytes);
  // only this plugin's routes take multipart; the gate enforces each kind's limit before busboy's
  await app.register(multipart, {
    limits: { fileSize: largest + 1, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 },
  });

  const signedIn = requireUser();

  // uploads a crash cut off are not resumed: what they left goes now (and later with the housekeeping)
  const swept = await sweepIncoming(deps.incomingDir, settings.incomingStaleMinutes);
  if (swept > 0) app.log.info({ removed: swept }, 'stale incoming uploads removed');

  app.post(
    '/fm/upload',
    {
      preHandler: signedIn,
      bodyLimit: largest + 64 * 1024,
      schema: {
        tags: ['files'],
        summary: 'Upload a file (multipart/form-data, field `file`)',
        description:
          'The type is told from the bytes: images (JPEG, PNG, WebP; re-encoded without metadata), ' +
          'documents (PDF, DOCX) and videos (MP4, WebM), each kind with its own size limit ' +
          '(FILE_MAX_IMAGE_BYTES, FILE_MAX_DOCUMENT_BYTES, FILE_MAX_VIDEO_BYTES). Private to the ' +
          'uploader unless `share_with` names sys:anonymous, sys:authenticated or an account subject. ' +
          'Each account keeps at most FILE_QUOTA_BYTES in FILE_QUOTA_FILES files (413 `quota_exceeded`) ' +
          'and uploads at most FILE_UPLOADS_PER_HOUR files an hour (429); a server short of disk space ' +
          'answers 507 `insufficient_storage`.',
        consumes: ['multipart/form-data'],
        querystring: fileUploadQuerySchema,
        response: {
          200: fileShapeSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
          507: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const { bucket, share_with: shareWith, permission } = request.query;
      if (
        shareWith !== undefined &&
        shareWith !== FILE_SHARE_PUBLIC &&
        shareWith !== FILE_SHARE_SIGNED_IN &&
        shareWith !== auth.subject
      ) {
        const account = await app.database.db
          .selectFrom('users')
          .select('id')
          .where('subject', '=', shareWith)
          .executeTakeFirst();
        if (account === undefined) {
          throw new AppError(400, 'bad_request', 'Some fields are not valid.', {}, [
            { field: 'query.share_with', message: 'names no account' },
          ]);
        }
      }
      if (!request.isMultipart()) {
        throw new AppError(400, 'bad_request', 'Send the file as multipart/form-data.', {}, [
          { field: 'file', message: `is required (multipart/form-data). ${ALLOWED_TYPES_MESSAGE}` },
        ]);
      }
      // refused before a byte is read: no space, a full quota, too many uploads this hour
      await admitUpload(deps, auth.userId);
      let part: Awaited<ReturnType<typeof request.file>>;
      try {
        part = await request.file();
      } catch (err) {
        throw badMultipart(err);
      }
      if (part === undefined || part.fieldname !== 'file') {
        part?.file.resume();
        throw new AppError(400, 'bad_request', 'Send the file in the multipart field `file`.', {}, [
          { field: 'file', message: 'is required' },
        ]);
      }
      // what goes wrong while the client's bytes arrive is the client's (cut short, malformed)
      let clientFailed = false;
      part.file.once('error', () => {
        clientFailed = true;
      });
      try {
        return await receiveUpload(deps, {
          ownerId: auth.userId,
          organisationId: null,
          bucket,
          shareWith: shareWith === auth.subject ? undefined : shareWith,
          permission,
          filename: part.filename,
          body: part.file,
        });
      } catch (err) {
        throw clientFailed || part.file.errored !== null ? badMultipart(err) : err;
      }
    },
  );

  /** The caller's download token, checked (a bad one is refused even for a public file). */
  async function downloadToken(token: string | undefined): Promise<FileTokenClaims | null> {
    if (token === undefined) return null;
    const checked = await verifyFileToken(app.authDeps.key, app.authDeps.issuer, token);
    if (!checked.ok) {
      throw unauthorized(checked.reason === 'expired' ? 'This link has expired.' : 'This link is not valid.');
    }
    return checked.claims;
  }

  async function serve(
    request: FastifyRequest,
    fileId: string,
    tokenText: string | undefined,
    reply: FastifyReply,
    mode: 'download' | 'preview',
  ): Promise<FastifyReply> {
    // a locked account sees what anonymous callers see: its content waits for the admin
    const viewer = request.auth !== null && !request.auth.locked ? request.auth : null;
    const file: FileRow = await viewableFile(deps.db, fileId, {
      userId: viewer?.userId ?? null,
      subject: viewer?.subject ?? null,
      token: await downloadToken(tokenText),
    });
    const servable = isServable(file.contentType);
    let body = undefined as Awaited<ReturnType<FileStorage['get']>>;
    /** The stored bytes sent (the preview's own, for an image's preview): ranges are of them. */
    let key = file.storageKey;
    let contentType = servable ? file.contentType : 'application/octet-stream';
    let filename = file.filename;
    let inline = false;
    let previewed = false;
    if (mode === 'preview' && servable) {
      inline =
        file.contentType.startsWith('image/') ||
        file.contentType === 'application/pdf' ||
        file.contentType.startsWith('video/');
      if (file.contentType.startsWith('image/')) {
        const preview = await imagePreview(deps, file, viewer?.userId ?? 'anonymous').catch(
          (err: unknown) => {
            // the file work is full (a list of thirty new photos at once): the image as stored,
            // already re-encoded and bounded at its upload, rather than a broken picture; the preview
            // is made on a later request
            if (err instanceof AppError && err.statusCode === 429) return undefined;
            throw err;
          },
        );
        if (preview !== undefined) {
          body = preview;
          key = preview.key;
          previewed = true;
          contentType = 'image/webp';
          filename = `${filename.replace(/\.[^.]*$/, '')}.webp`;
        }
      }
    }
    body ??= await deps.storage.get(key);
    if (body === undefined) throw notFound('File');
    // an image whose preview could not be made is sent as it is: another tag than the preview's
    const suffix =
      mode !== 'preview'
        ? ''
        : servable && file.contentType.startsWith('image/') && !previewed
          ? '-original'
          : `-p${settings.previewMaxPx}`;
    const etag = `"${file.sha256 ?? file.id}${suffix}"`;
    reply
      .header('content-type', contentType)
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', filename))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', inline && contentType === 'application/pdf' ? PDF_CSP : FILE_CSP)
      // as the policy's frame-ancestors 'self' says (the app's pages show previews in frames)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'private, max-age=300')
      .header('etag', etag);
    const given = request.headers['if-none-match'];
    if (given !== undefined && given.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      body.body.destroy();
      return reply.status(304).send();
    }
    // one byte range, for video players that seek (RFC 9110 §14); previews are whole
    const range = mode === 'download' || inline ? byteRange(request.headers.range, body.size) : undefined;
    if (range === 'unsatisfiable') {
      body.body.destroy();
      return reply.status(416).header('content-range', `bytes */${body.size}`).send();
    }
    reply.header('accept-ranges', 'bytes');
    if (range !== undefined) {
      const part = await deps.storage.get(key, range);
      body.body.destroy();
      if (part === undefined) throw notFound('File');
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${body.size}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(part.body);
    }
    reply.header('content-length', String(body.size));
    return reply.send(body.body);
  }

  app.get(
    '/fm/download/:fileId',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a file (as an attachment), if it is shared with the caller',
        params: fileIdParamsSchema,
        querystring: fileDownloadQuerySchema,
        response: downloadResponses,
        // anyone may ask; a signed-in caller sees the files shared with them too
        security: OPTIONAL_SIGN_IN_SECURITY,
      },
    },
    (request, reply) => serve(request, request.params.fileId, request.query.token, reply, 'download'),
  );

  app.get(
    '/fm/download/preview/:fileId',
    {
      schema: {
        tags: ['files'],
        summary: 'Show a file inline: an image resized (FILE_PREVIEW_MAX_PX), a PDF or a video as it is',
        params: fileIdParamsSchema,
        querystring: fileDownloadQuerySchema,
        response: downloadResponses,
        // anyone may ask; a signed-in caller sees the files shared with them too
        security: OPTIONAL_SIGN_IN_SECURITY,
      },
    },
    (request, reply) => serve(request, request.params.fileId, request.query.token, reply, 'preview'),
  );

  app.delete(
    '/fm/files/:fileId',
    {
      schema: {
        tags: ['files'],
        summary: 'Delete a file with a DELETE token from /api/common/image/upload-token',
        params: fileIdParamsSchema,
        querystring: fileDeleteQuerySchema,
        response: {
          200: fileDeleteResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const checked = await verifyFileToken(app.authDeps.key, app.authDeps.issuer, request.query.token);
      if (!checked.ok) {
        throw unauthorized(
          checked.reason === 'expired' ? 'This token has expired.' : 'This token is not valid.',
        );
      }
      if (checked.claims.action !== 'DELETE') throw forbidden('This token does not allow deleting files.');
      const file = await deps.db
        .selectFrom('files')
        .select(FILE_ROW_COLUMNS)
        .where('id', '=', request.params.fileId)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      const claims = checked.claims;
      if (
        file === undefined ||
        file.ownerId === null ||
        (claims.fileId !== null ? claims.fileId !== file.id : claims.userId !== file.ownerId)
      ) {
        throw notFound('File');
      }
      // a token names the file only when its owner asked for it; the owner must still own it
      if (file.ownerId !== claims.userId) throw notFound('File');
      return { id: file.id, removed: await deleteFile(deps, file) };
    },
  );

  app.get(
    '/elevate-be/rest/api/common/image/upload-token',
    {
      preHandler: signedIn,
      schema: {
        tags: ['files'],
        summary: 'A short-lived token (FILE_TOKEN_SECONDS) to download or delete the caller’s files',
        querystring: fileTokenQuerySchema,
        response: {
          200: fileTokenResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const { orgID, action, fileId } = request.query;
      if (orgID !== undefined && !auth.organisations.some((o) => o.id === orgID))
        throw notFound('Organisation');
      if (fileId !== undefined) {
        const owned = await deps.db
          .selectFrom('files')
          .select('id')
          .where('id', '=', fileId)
          .where('ownerId', '=', auth.userId)
          .where('deletedAt', 'is', null)
          .executeTakeFirst();
        if (owned === undefined) throw notFound('File');
      }
      const { token, expiresAt } = await signFileToken(
        app.authDeps.key,
        app.authDeps.issuer,
        { action, userId: auth.userId, fileId: fileId ?? null, organisationId: orgID ?? null },
        settings.tokenSeconds,
      );
      return { token, action, expiresIn: settings.tokenSeconds, expiresAt: expiresAt.toISOString() };
    },
  );
}
