import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FilesystemStorage } from '../../modules/files/storage.js';
import { buildTestApp, failOnResponseMismatches } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { Mailbox } from '../../test/mailbox.js';
import { signIn } from '../../test/session.js';
import { simplePdf, writeDemoFileBytes } from './file-bytes.js';
import { DEMO_PASSWORD, seedDemoData } from './index.js';
import { DEMO_EMAILS } from './showcase.js';

/** Each cross-reference entry points at its object, and startxref at the table: a PDF readers open. */
function expectWellFormedPdf(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(entries.length).toBeGreaterThan(0);
  entries.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const start = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
}

describe('the hand-written PDF', () => {
  it('is well formed, with its text escaped', () => {
    const pdf = simplePdf('Name (with) \\ parens', ['# Experience', 'Analyst, Acme (2020-01 to now)']);
    expectWellFormedPdf(pdf);
    expect(pdf.toString('latin1')).toContain('(Name \\(with\\) \\\\ parens) Tj');
  });
});

describe('the demo files’ bytes', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  let written = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'talent-demo-files-'));
    database = await createTestDatabase();
    await seedDemoData(database.db, { seekers: 15, jobs: 30, organisations: 6 });
    written = await writeDemoFileBytes(database.db, new FilesystemStorage(path.join(dataDir, 'files')));
    app = await buildTestApp({ DATA_DIR: dataDir }, { database, mailer: new Mailbox() });
    await app.ready();
  }, 240_000);

  afterEach(failOnResponseMismatches);
  afterAll(async () => {
    try {
      await app?.close();
    } finally {
      await database?.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('lets the demo seeker download their real photo, résumé and documents', async () => {
    expect(written).toBeGreaterThan(5);
    const seeker = await database.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.userId', 'users.id')
      .select(['users.id', 'profiles.photoFileId', 'profiles.resumeFileId', 'profiles.fullName'])
      .where('users.email', '=', DEMO_EMAILS.seeker)
      .executeTakeFirstOrThrow();
    const { cookie } = await signIn(app, DEMO_EMAILS.seeker, DEMO_PASSWORD);
    expect(seeker.photoFileId).not.toBeNull();
    expect(seeker.resumeFileId).not.toBeNull();

    const photo = await app.inject({
      method: 'GET',
      url: `/fm/download/preview/${seeker.photoFileId}`,
      headers: { cookie },
    });
    expect(photo.statusCode).toBe(200);
    expect((await sharp(photo.rawPayload).metadata()).width).toBeGreaterThan(100);

    const resume = await app.inject({
      method: 'GET',
      url: `/fm/download/${seeker.resumeFileId}`,
      headers: { cookie },
    });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expectWellFormedPdf(resume.rawPayload);
    expect(resume.rawPayload.toString('latin1')).toContain('Experience');
    const row = await database.db
      .selectFrom('files')
      .select(['sizeBytes', 'sha256'])
      .where('id', '=', seeker.resumeFileId ?? '')
      .executeTakeFirstOrThrow();
    expect(Number(row.sizeBytes)).toBe(resume.rawPayload.length);

    const documents = await database.db
      .selectFrom('userDocuments')
      .select('fileId')
      .where('userId', '=', seeker.id)
      .execute();
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const res = await app.inject({
        method: 'GET',
        url: `/fm/download/${document.fileId}`,
        headers: { cookie },
      });
      expect(res.statusCode, document.fileId).toBe(200);
    }
  });

  it('gives every photo, background picture, video and résumé of the demo world its bytes: no list shows a broken picture', async () => {
    const { cookie } = await signIn(app, DEMO_EMAILS.recruiter, DEMO_PASSWORD);
    const profiles = await database.db
      .selectFrom('profiles')
      .select(['photoFileId', 'backgroundFileId', 'resumeFileId'])
      .execute();
    const pictures = profiles.flatMap((p) => [p.photoFileId, p.backgroundFileId]).filter((id) => id !== null);
    const videos = await database.db.selectFrom('profileVideoCvs').select('fileId').execute();
    expect(pictures.length).toBeGreaterThan(15);
    expect(videos.length).toBeGreaterThan(0);
    for (const id of [...pictures, ...videos.map((v) => v.fileId)]) {
      const res = await app.inject({ method: 'GET', url: `/fm/download/preview/${id}`, headers: { cookie } });
      expect(res.statusCode, String(id)).toBe(200);
    }
    const stored = await database.db
      .selectFrom('files')
      .select(['id', 'storageKey'])
      .where(
        'id',
        'in',
        profiles.flatMap((p) => (p.resumeFileId === null ? [] : [p.resumeFileId])),
      )
      .execute();
    expect(stored.length).toBeGreaterThan(10);
    for (const file of stored) {
      expect(existsSync(path.join(dataDir, 'files', file.storageKey)), file.id).toBe(true);
    }
  });
});
