import { createHash } from 'node:crypto';
import type { SeededRandom } from './random.js';
import type { DemoRows } from './rows.js';

/**
 * File metadata for the demo world. The bytes are not stored (the storage service serves them
 * later); every storage key sits under `demo/` so that a storage service can recognise demo files,
 * and the SHA-256 is of a deterministic text, so that the same seed gives the same rows.
 */

export type FileKind =
  'photo' | 'background' | 'resume' | 'video_cv' | 'document' | 'logo' | 'attachment' | 'cover' | 'signature';

interface KindSpec {
  readonly contentType: string;
  readonly size: readonly [min: number, max: number];
  /** Pictures people show on a public profile; documents are for signed-in users only. */
  readonly public: boolean;
}

const KINDS: Readonly<Record<FileKind, KindSpec>> = {
  photo: { contentType: 'image/jpeg', size: [40_000, 400_000], public: true },
  background: { contentType: 'image/jpeg', size: [150_000, 900_000], public: true },
  resume: { contentType: 'application/pdf', size: [60_000, 700_000], public: false },
  video_cv: { contentType: 'video/mp4', size: [4_000_000, 40_000_000], public: false },
  document: { contentType: 'application/pdf', size: [80_000, 2_000_000], public: false },
  logo: { contentType: 'image/png', size: [4_000, 60_000], public: true },
  attachment: { contentType: 'application/pdf', size: [50_000, 3_000_000], public: false },
  cover: { contentType: 'image/jpeg', size: [100_000, 800_000], public: true },
  signature: { contentType: 'image/png', size: [3_000, 30_000], public: false },
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export interface NewFile {
  readonly kind: FileKind;
  readonly filename: string;
  readonly ownerId: string | null;
  readonly organisationId?: string | null;
  readonly createdAt: Date;
}

export class DemoFiles {
  private readonly assets = new Map<string, string>();

  constructor(
    private readonly random: SeededRandom,
    private readonly rows: DemoRows,
  ) {}

  /** Adds a file and its shares; answers its id. */
  add(file: NewFile): string {
    const spec = KINDS[file.kind];
    const id = this.random.uuid();
    const extension = file.filename.split('.').pop() ?? '';
    this.rows.add('files', {
      id,
      ownerId: file.ownerId,
      organisationId: file.organisationId ?? null,
      bucket: 'upload',
      storageKey: `demo/${id}`,
      filename: file.filename,
      contentType: CONTENT_TYPES[extension] ?? spec.contentType,
      sizeBytes: this.random.int(spec.size[0], spec.size[1]),
      sha256: createHash('sha256').update(`talent-demo-file:${id}:${file.filename}`).digest('hex'),
      createdAt: file.createdAt,
    });
    // the upload service shares every file with signed-in users; pictures also with everyone
    this.rows.add('fileShares', { fileId: id, principal: 'sys:authenticated', permission: 'view' });
    if (spec.public)
      this.rows.add('fileShares', { fileId: id, principal: 'sys:anonymous', permission: 'view' });
    return id;
  }

  /**
   * A file the platform itself provides (no owner), made once per key and shared by everyone who
   * points at it, such as a course provider's logo.
   */
  asset(key: string, file: Omit<NewFile, 'ownerId'>): string {
    const existing = this.assets.get(key);
    if (existing !== undefined) return existing;
    const id = this.add({ ...file, ownerId: null });
    this.assets.set(key, id);
    return id;
  }
}

/** "Salim Al Harthy" → "salim-al-harthy", for file names. */
export function fileSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file'
  );
}
