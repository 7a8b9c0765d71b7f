import { open } from 'node:fs/promises';
import { ACCEPTED_FILE_TYPES, type FileKind } from '@talent/contracts';
import { fileTypeFromBuffer } from 'file-type';

/**
 * What an upload is, told from its first bytes (magic numbers, by the maintained `file-type`
 * library) and never from its name or the Content-Type the client sent; and its name, cleaned.
 */

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface SniffedType {
  kind: FileKind;
  contentType: string;
  /** The extensions a name of this type may end in; the first is the one given to a name without. */
  extensions: readonly string[];
  /** A zip that must still be shown to be a Word document (its central directory, once all is in). */
  needsDocxCheck: boolean;
}

const TYPES: Readonly<Record<string, Omit<SniffedType, 'needsDocxCheck'>>> = {
  'image/jpeg': { kind: 'image', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  'image/png': { kind: 'image', contentType: 'image/png', extensions: ['png'] },
  'image/webp': { kind: 'image', contentType: 'image/webp', extensions: ['webp'] },
  'application/pdf': { kind: 'document', contentType: 'application/pdf', extensions: ['pdf'] },
  [DOCX_TYPE]: { kind: 'document', contentType: DOCX_TYPE, extensions: ['docx'] },
  'video/mp4': { kind: 'video', contentType: 'video/mp4', extensions: ['mp4', 'm4v'] },
  'video/webm': { kind: 'video', contentType: 'video/webm', extensions: ['webm'] },
};

/** Every extension of an accepted type: a name ending in one must agree with the bytes. */
const KNOWN_EXTENSIONS = new Set(Object.values(TYPES).flatMap((t) => t.extensions));

/** How many first bytes are read before the type is decided. */
export const SNIFF_BYTES = 16 * 1024;

/** The sentence a refused upload answers with: what is allowed. */
export const ALLOWED_TYPES_MESSAGE =
  'This kind of file is not accepted. Allowed: images (JPEG, PNG, WebP), documents (PDF, DOCX) and videos (MP4, WebM).';

/** The type of an upload from its first bytes (all of them when it is shorter), or undefined. */
export async function sniffType(head: Uint8Array): Promise<SniffedType | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (found === undefined) return undefined;
  // a Word document is a zip: file-type may say either from the first bytes alone
  if (found.mime === DOCX_TYPE || found.mime === 'application/zip') {
    return { ...(TYPES[DOCX_TYPE] as Omit<SniffedType, 'needsDocxCheck'>), needsDocxCheck: true };
  }
  // an MP4 brand file-type names otherwise (M4V, ISO media) is still MP4 video
  const mime = found.mime === 'video/x-m4v' ? 'video/mp4' : found.mime;
  const type = TYPES[mime];
  if (type === undefined) return undefined;
  if (!ACCEPTED_FILE_TYPES[type.kind].includes(type.contentType)) return undefined;
  return { ...type, needsDocxCheck: false };
}

const ZIP_END = 0x06054b50;
const ZIP_ENTRY = 0x02014b50;
/** The end record is in the last 22 bytes plus a comment of up to 64 KiB. */
const ZIP_TAIL_BYTES = 22 + 0xffff;
const MAX_ZIP_ENTRIES = 10_000;

/**
 * Whether the zip at `file` is a Word document: its central directory names
 * `[Content_Types].xml` and `word/document.xml`. Reads only the end of the file.
 */
export async function isDocx(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, ZIP_TAIL_BYTES);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0; i -= 1) {
      if (tail.readUInt32LE(i) === ZIP_END) {
        end = i;
        break;
      }
    }
    if (end < 0) return false;
    const entries = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (entries > MAX_ZIP_ENTRIES || directoryOffset + directorySize > size) return false;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const names = new Set<string>();
    let at = 0;
    for (let n = 0; n < entries && at + 46 <= directory.length; n += 1) {
      if (directory.readUInt32LE(at) !== ZIP_ENTRY) return false;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      names.add(directory.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names.has('[Content_Types].xml') && names.has('word/document.xml');
  } finally {
    await handle.close();
  }
}

/** The longest file name kept, in characters (the database allows 255). */
export const MAX_FILENAME_LENGTH = 150;

export class FilenameMismatch extends Error {}

/**
 * A name safe to store and to send back in Content-Disposition: no folders (`../../etc/passwd`
 * becomes `passwd`, `a\b` becomes `b`), no control or invisible formatting characters (no NUL, no
 * right-to-left override that turns `gpj.exe` around), none of the characters file systems forbid,
 * at most MAX_FILENAME_LENGTH characters, and ending in the extension of its real type. A name
 * ending in an accepted extension of another type (`photo.png` holding a PDF) is refused.
 */
export function cleanFilename(raw: string | undefined, type: SniffedType): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (KNOWN_EXTENSIONS.has(extension) && !type.extensions.includes(extension)) {
    throw new FilenameMismatch(
      `The file's name says .${extension} but its content is ${type.contentType}: rename it or choose the right file.`,
    );
  }
  const ending = type.extensions.includes(extension) ? name.slice(dot) : `.${type.extensions[0] ?? 'bin'}`;
  let stem = type.extensions.includes(extension) ? name.slice(0, dot) : name;
  if (stem === '') stem = 'file';
  const chars = [...stem];
  if (chars.length + ending.length > MAX_FILENAME_LENGTH) {
    stem = chars
      .slice(0, MAX_FILENAME_LENGTH - ending.length)
      .join('')
      .trimEnd();
  }
  name = `${stem}${ending}`;
  return name;
}
