import { z } from 'zod';
import { emptyToUndefined } from './common.js';

/**
 * The file manager (`/fm/...`): uploads, downloads, previews, deletion and the short-lived tokens
 * that allow a download or a deletion without a session. Shapes as the spec names them.
 */

/** Who a file is shared with: everyone, every signed-in account, or one account's subject. */
export const FILE_SHARE_PUBLIC = 'sys:anonymous';
export const FILE_SHARE_SIGNED_IN = 'sys:authenticated';

/** The kinds of file the file manager accepts, told from their bytes, never from the name. */
export const fileKinds = ['image', 'document', 'video'] as const;
export type FileKind = (typeof fileKinds)[number];

/** What each kind may be (the message of a refused upload names them). */
export const ACCEPTED_FILE_TYPES: Readonly<Record<FileKind, readonly string[]>> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  document: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  video: ['video/mp4', 'video/webm'],
};

/** A bucket name as storage services spell them. */
const bucketSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,63}$/, 'must be 1 to 63 lower-case letters, digits or hyphens');

/** `share_with`: sys:anonymous, sys:authenticated or an account's subject (what /uaa/me calls ssoSubject). */
const shareWithSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine(
    (v) => v === FILE_SHARE_PUBLIC || v === FILE_SHARE_SIGNED_IN || /^[A-Za-z0-9._@:|-]+$/.test(v),
    'must be sys:anonymous, sys:authenticated or an account subject',
  )
  .refine(
    (v) => !v.startsWith('sys:') || v === FILE_SHARE_PUBLIC || v === FILE_SHARE_SIGNED_IN,
    'must be sys:anonymous, sys:authenticated or an account subject',
  );

export const fileUploadQuerySchema = z.object({
  bucket: z.preprocess(emptyToUndefined, bucketSchema.default('upload')),
  share_with: z.preprocess(emptyToUndefined, shareWithSchema.optional()),
  permission: z.preprocess(
    emptyToUndefined,
    z.enum(['view', 'edit'], { error: 'must be view or edit' }).default('view'),
  ),
});
export type FileUploadQuery = z.infer<typeof fileUploadQuerySchema>;

/** The spec's file shape. `aPIURL` is the address that shows the file (its preview). */
export const fileShapeSchema = z.object({
  id: z.uuid(),
  aPIID: z.uuid(),
  aPIURL: z.string(),
  aPISize: z.number().int().nonnegative(),
  aPIFilename: z.string(),
  aPIContentType: z.string(),
  aPIBucket: z.string(),
  /** The file manager names objects by file id; where the bytes are kept stays internal. */
  aPIObject: z.string(),
  /** The address that downloads the file as an attachment. */
  downloadURL: z.string(),
});
export type FileShape = z.infer<typeof fileShapeSchema>;

/** A signed token's three base64url parts (header.payload.signature). */
const tokenText = z
  .string()
  .max(4096)
  .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, 'must be a token from /api/common/image/upload-token');

export const fileIdParamsSchema = z.object({ fileId: z.uuid() });

/** A download token (`action=DOWNLOAD`) lets a link open the file without a session. */
export const fileDownloadQuerySchema = z.object({
  token: z.preprocess(emptyToUndefined, tokenText.optional()),
});

export const fileDeleteQuerySchema = z.object({ token: tokenText });

export const fileDeleteResponseSchema = z.object({
  id: z.uuid(),
  /**
   * True when the file and its bytes are gone; false when something that must keep it (a submitted
   * application) still points at it: it is then withdrawn from the owner and from the public.
   */
  removed: z.boolean(),
});
export type FileDeleteResponse = z.infer<typeof fileDeleteResponseSchema>;

export const fileTokenActions = ['UPLOAD', 'DOWNLOAD', 'DELETE'] as const;
export type FileTokenAction = (typeof fileTokenActions)[number];

export const fileTokenQuerySchema = z.object({
  /** The organisation the caller acts for (a member's); absent: the caller's own files. */
  orgID: z.preprocess(emptyToUndefined, z.uuid().optional()),
  action: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : undefined),
    z.enum(fileTokenActions, { error: 'must be UPLOAD, DOWNLOAD or DELETE' }).default('UPLOAD'),
  ),
  /** One file the token is for; absent: every file the caller owns. */
  fileId: z.preprocess(emptyToUndefined, z.uuid().optional()),
});
export type FileTokenQuery = z.infer<typeof fileTokenQuerySchema>;

export const fileTokenResponseSchema = z.object({
  token: z.string(),
  action: z.enum(fileTokenActions),
  expiresIn: z.number().int().positive(),
  expiresAt: z.iso.datetime(),
});
export type FileTokenResponse = z.infer<typeof fileTokenResponseSchema>;
