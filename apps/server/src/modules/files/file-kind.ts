import { open } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
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
const ZIP_LOCAL = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;
/** What a ZIP64 archive puts in a 32-bit size or offset (and 0xFFFF in a 16-bit count). */
const ZIP64_MARK = 0xffffffff;
/** The end record is in the last 22 bytes plus a comment of up to 64 KiB. */
const ZIP_TAIL_BYTES = 22 + 0xffff;
const MAX_ZIP_ENTRIES = 10_000;
/** The most the content types part may hold once inflated (a real one is a few KiB). */
const CONTENT_TYPES_MAX_BYTES = 64 * 1024;
const CONTENT_TYPES_PART = '[Content_Types].xml';
/** The content type of a Word document's main part (ECMA-376 Part 1, 11.3.10). */
export const DOCX_MAIN_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** The limits a zip is held to (FILE_ZIP_MAX_UNCOMPRESSED_BYTES, FILE_ZIP_MAX_RATIO). */
export interface ZipLimits {
  zipMaxUncompressedBytes: number;
  zipMaxRatio: number;
}

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** docxProblem's answer for a zip that is simply not a Word document. */
export const NOT_A_WORD_DOCUMENT = 'This is not a Word document (DOCX).';

const sizeText = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Why the zip at `file` is not an acceptable Word document, or undefined when it is one. Reads the
 * end of the file (the central directory) and, of the entries, only `[Content_Types].xml`, inflated
 * with a small cap; never inflates anything else. Refused: ZIP64 archives and encrypted entries
 * (no Word document needs them), archives whose sizes added up from the directory exceed
 * `zipMaxUncompressedBytes` or `zipMaxRatio` times the file's size (a zip bomb), and any whose
 * content types part does not declare a WordprocessingML main document that the archive holds.
 */
export async function docxProblem(file: string, limits: ZipLimits): Promise<string | undefined> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (length: number, position: number): Promise<Buffer | undefined> => {
      if (length < 0 || position < 0 || position + length > size) return undefined;
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return bytesRead === length ? buffer : undefined;
    };
    const tailLength = Math.min(size, ZIP_TAIL_BYTES);
    const tail = await read(tailLength, size - tailLength);
    if (tail === undefined) return NOT_A_WORD_DOCUMENT;
    let end = -1;
    for (let i = tailLength - 22; i >= 0; i -= 1) {
      if (tail.readUInt32LE(i) === ZIP_END) {
        end = i;
        break;
      }
    }
    if (end < 0) return NOT_A_WORD_DOCUMENT;
    const entryCount = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    const zip64 = 'This Word document is a ZIP64 archive, which is not accepted.';
    if (
      entryCount === 0xffff ||
      directorySize === ZIP64_MARK ||
      directoryOffset === ZIP64_MARK ||
      (end >= 20 && tail.readUInt32LE(end - 20) === ZIP64_LOCATOR)
    ) {
      return zip64;
    }
    if (entryCount > MAX_ZIP_ENTRIES) return NOT_A_WORD_DOCUMENT;
    const directory = await read(directorySize, directoryOffset);
    if (directory === undefined) return NOT_A_WORD_DOCUMENT;

    const entries = new Map<string, ZipEntry>();
    let total = 0;
    let at = 0;
    for (let n = 0; n < entryCount; n += 1) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== ZIP_ENTRY) return NOT_A_WORD_DOCUMENT;
      const entry: ZipEntry = {
        flags: directory.readUInt16LE(at + 8),
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        uncompressedSize: directory.readUInt32LE(at + 24),
        localOffset: directory.readUInt32LE(at + 42),
        name: '',
      };
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      if (at + 46 + nameLength > directory.length) return NOT_A_WORD_DOCUMENT;
      entry.name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      at += 46 + nameLength + extraLength + commentLength;
      if (
        entry.compressedSize === ZIP64_MARK ||
        entry.uncompressedSize === ZIP64_MARK ||
        entry.localOffset === ZIP64_MARK
      ) {
        return zip64;
      }
      if ((entry.flags & 0x1) !== 0) return 'This Word document is encrypted, which is not accepted.';
      total += entry.uncompressedSize;
      entries.set(entry.name, entry);
    }
    if (total > limits.zipMaxUncompressedBytes) {
      return `This Word document holds more than ${sizeText(limits.zipMaxUncompressedBytes)} once unpacked, the most accepted.`;
    }
    if (total > limits.zipMaxRatio * Math.max(size, 1)) {
      return `This Word document is compressed more than ${limits.zipMaxRatio} times, the most accepted (it may be a zip bomb).`;
    }

    const types = entries.get(CONTENT_TYPES_PART);
    if (types === undefined) return NOT_A_WORD_DOCUMENT;
    const xml = await readEntry(types, read);
    if (xml === undefined) return NOT_A_WORD_DOCUMENT;
    const main = mainDocumentPart(xml);
    // part names are case-insensitive (ECMA-376 Part 2, 9.1.1.1)
    const names = new Set([...entries.keys()].map((name) => name.toLowerCase()));
    if (main === undefined || !names.has(main.toLowerCase())) return NOT_A_WORD_DOCUMENT;
    return undefined;
  } finally {
    await handle.close();
  }
}

/** Whether the zip at `file` is an acceptable Word document (docxProblem finds nothing). */
export async function isDocx(file: string, limits: ZipLimits): Promise<boolean> {
  return (await docxProblem(file, limits)) === undefined;
}

/** One small entry's text (stored or deflated), at most CONTENT_TYPES_MAX_BYTES; undefined if not. */
async function readEntry(
  entry: ZipEntry,
  read: (length: number, position: number) => Promise<Buffer | undefined>,
): Promise<string | undefined> {
  if (entry.uncompressedSize > CONTENT_TYPES_MAX_BYTES || entry.compressedSize > CONTENT_TYPES_MAX_BYTES) {
    return undefined;
  }
  const local = await read(30, entry.localOffset);
  if (local === undefined || local.readUInt32LE(0) !== ZIP_LOCAL) return undefined;
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  const data = await read(entry.compressedSize, start);
  if (data === undefined) return undefined;
  let bytes: Buffer;
  if (entry.method === 0) {
    bytes = data;
  } else if (entry.method === 8) {
    try {
      bytes = inflateRawSync(data, { maxOutputLength: CONTENT_TYPES_MAX_BYTES });
    } catch {
      return undefined;
    }
  } else {
    return undefined;
  }
  return bytes.toString('utf8');
}

/**
 * The part name (without its leading slash) the content types declare as a WordprocessingML main
 * document, or undefined: `<Override PartName="/word/document.xml" ContentType="…main+xml"/>`.
 */
function mainDocumentPart(xml: string): string | undefined {
  if (!/<Types[\s>]/.test(xml)) return undefined;
  for (const [override] of xml.matchAll(/<Override\b[^>]*>/g)) {
    const attribute = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
        .exec(override)
        ?.slice(1)
        .find((v) => v !== undefined);
    if (attribute('ContentType')?.trim() !== DOCX_MAIN_CONTENT_TYPE) continue;
    const part = attribute('PartName');
    if (part === undefined || !part.startsWith('/')) continue;
    try {
      return decodeURIComponent(part.slice(1));
    } catch {
      return undefined;
    }
  }
  return undefined;
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
