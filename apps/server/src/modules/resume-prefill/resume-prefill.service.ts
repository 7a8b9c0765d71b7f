import type { Kysely } from 'kysely';
import type { ResumePrefillResponse } from '@talent/contracts';
import type { FileSettings } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { fileWorkLimiter } from '../../lib/file-work.js';
import type { FileStorage } from '../files/storage.js';
import { readPdfText, type PdfText } from './pdf-text.js';
import { readResumeText, skillsNamedIn } from './resume-text.js';

/** Pages of a résumé whose text is read: a résumé is one to three; the rest of a long file is left. */
export const RESUME_PREFILL_MAX_PAGES = 5;
/** Characters of text read, at most (a page of dense text is about 5,000). */
export const RESUME_PREFILL_MAX_CHARS = 40_000;

/**
 * The text of a PDF's first pages, read in a process of its own (pdf-text.ts) within
 * FILE_WORK_TIMEOUT_MS and FILE_WORK_MEMORY_MB; a 400 AppError when it cannot be read in them.
 */
export function pdfText(
  bytes: Uint8Array,
  settings: Pick<FileSettings, 'workTimeoutMs' | 'workMemoryMb'>,
): Promise<PdfText> {
  return readPdfText(bytes, {
    maxPages: RESUME_PREFILL_MAX_PAGES,
    maxChars: RESUME_PREFILL_MAX_CHARS,
    timeoutMs: settings.workTimeoutMs,
    memoryMb: settings.workMemoryMb,
  });
}

async function readAll(storage: FileStorage, key: string, maxBytes: number): Promise<Uint8Array> {
  const stored = await storage.get(key);
  if (stored === undefined) throw notFound('File');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stored.body) {
    const bytes = chunk instanceof Uint8Array ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > maxBytes) {
      stored.body.destroy();
      throw new AppError(400, 'too_large', 'This file is too large to read.');
    }
    chunks.push(bytes);
  }
  // one array of its own, exactly the file (not a slice of Node's shared buffer pool)
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

/**
 * Suggestions from a PDF résumé of the seeker's own: jobs, studies and reference skills found in
 * its text, less what the profile has already. Nothing is written. The file is read and parsed
 * within the server's file-work limits (lib/file-work.ts): beyond them, 429 with Retry-After.
 */
export async function prefillFromResume(
  deps: { db: Kysely<DB>; storage: FileStorage; settings: FileSettings },
  userId: string,
  fileId: string,
): Promise<ResumePrefillResponse> {
  const file = await deps.db
    .selectFrom('files')
    .select(['id', 'contentType', 'storageKey'])
    .where('id', '=', fileId)
    .where('ownerId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (file === undefined) throw notFound('File');
  if (file.contentType !== 'application/pdf')
    throw new AppError(400, 'not_pdf', 'Only a PDF résumé can be read.', {}, [
      { field: 'body.file.id', message: 'must be a PDF' },
    ]);
  const { text, pagesRead, truncated } = await fileWorkLimiter(deps.settings).run(userId, async () =>
    pdfText(await readAll(deps.storage, file.storageKey, deps.settings.maxDocumentBytes), deps.settings),
  );
  const { experiences, educations } = readResumeText(text);
  const [skills, mySkills, myJobs, myStudies] = await Promise.all([
    deps.db.selectFrom('skills').select(['id', 'name']).execute(),
    deps.db.selectFrom('userSkills').select('skillId').where('userId', '=', userId).execute(),
    deps.db
      .selectFrom('experiences')
      .select(['jobTitle', 'companyName'])
      .where('userId', '=', userId)
      .execute(),
    deps.db
      .selectFrom('educations')
      .select(['degreeTitle', 'universityName'])
      .where('userId', '=', userId)
      .execute(),
  ]);
  // what the profile has already is not suggested again (names compared without case or spacing)
  const same = (...parts: string[]) =>
    parts.map((p) => p.replace(/\s+/gu, ' ').trim().toLowerCase()).join('\u0000');
  const haveSkills = new Set(mySkills.map((s) => s.skillId));
  const haveJobs = new Set(myJobs.map((j) => same(j.jobTitle, j.companyName)));
  const haveStudies = new Set(myStudies.map((e) => same(e.degreeTitle, e.universityName)));
  return {
    experiences: experiences.filter((j) => !haveJobs.has(same(j.jobTitle, j.companyName))),
    educations: educations.filter((e) => !haveStudies.has(same(e.degreeTitle, e.universityName))),
    skills: skillsNamedIn(text, skills)
      .filter((s) => !haveSkills.has(s.id))
      .map((s) => ({ id: s.id, name: s.name })),
    pagesRead,
    truncated,
  };
}
