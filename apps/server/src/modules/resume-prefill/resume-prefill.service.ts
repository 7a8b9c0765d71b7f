import type { Kysely } from 'kysely';
import { getDocumentProxy } from 'unpdf';
import type { ResumePrefillResponse } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { FileStorage } from '../files/storage.js';
import { readResumeText, skillsNamedIn } from './resume-text.js';

/** Pages of a résumé whose text is read: a résumé is one to three; the rest of a long file is left. */
export const RESUME_PREFILL_MAX_PAGES = 5;
/** Characters of text read, at most (a page of dense text is about 5,000). */
export const RESUME_PREFILL_MAX_CHARS = 40_000;
/** How long reading a PDF may take before the request gives up. */
export const RESUME_PREFILL_TIMEOUT_MS = 5_000;

const unreadable = () =>
  new AppError(400, 'unreadable_pdf', 'The text of this PDF could not be read (is it a scan?).');

/** The text of a PDF's first pages, within the time allowed. */
export async function pdfText(
  bytes: Uint8Array,
  limits = { maxPages: RESUME_PREFILL_MAX_PAGES, timeoutMs: RESUME_PREFILL_TIMEOUT_MS },
): Promise<{ text: string; pagesRead: number; truncated: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unreadable()), limits.timeoutMs);
  });
  const read = async () => {
    const doc = await getDocumentProxy(bytes, {
      isEvalSupported: false,
      stopAtErrors: false,
      // pdf.js warns on the console about damaged files; the answer says it instead
      verbosity: 0,
    });
    try {
      const pagesRead = Math.min(doc.numPages, limits.maxPages);
      const texts: string[] = [];
      for (let n = 1; n <= pagesRead; n += 1) {
        const page = await doc.getPage(n);
        const content = await page.getTextContent();
        texts.push(
          content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
        );
        page.cleanup();
      }
      return {
        text: texts.join('\n').slice(0, RESUME_PREFILL_MAX_CHARS),
        pagesRead,
        truncated: doc.numPages > pagesRead,
      };
    } finally {
      await doc.destroy();
    }
  };
  try {
    return await Promise.race([read(), timeout]);
  } catch (caught) {
    if (caught instanceof AppError) throw caught;
    throw unreadable();
  } finally {
    clearTimeout(timer);
  }
}

async function readAll(storage: FileStorage, key: string, maxBytes: number): Promise<Uint8Array> {
  const stored = await storage.get(key);
  if (stored === undefined) throw notFound('File');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stored.body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      stored.body.destroy();
      throw new AppError(400, 'too_large', 'This file is too large to read.');
    }
    chunks.push(buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Suggestions from a PDF résumé of the seeker's own: jobs, studies and reference skills found in
 * its text, less what the profile has already. Nothing is written.
 */
export async function prefillFromResume(
  deps: { db: Kysely<DB>; storage: FileStorage; maxBytes: number },
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
  const bytes = await readAll(deps.storage, file.storageKey, deps.maxBytes);
  const { text, pagesRead, truncated } = await pdfText(bytes);
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
