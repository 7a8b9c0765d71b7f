import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, afterEach } from 'vitest';
import type { FileShape, ResumePrefillResponse } from '@talent/contracts';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { simplePdf } from '../../db/demo-data/file-bytes.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrganisation, buildUser, ensureSkill } from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { signIn } from '../../test/session.js';
import { uploadFile } from '../../test/multipart.js';
import { failOnResponseMismatches, watchResponses } from '../../test/app.js';

const URL = '/elevate-be/rest/api/job-seeker/profile/resume-prefill';
const here = path.dirname(fileURLToPath(import.meta.url));

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
type Person = { id: string; cookie: string };
let seeker: Person;
let other: Person;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'talent-prefill-'));
  database = await createTestDatabase();
  app = await buildApp(loadConfig({ OVERLOAD_SHEDDING: 'false', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), {
    database,
    authLimits: { perAddress: 100_000 },
    mailer: new Mailbox(),
  });
  watchResponses(app);
  await app.ready();
  const person = async (): Promise<Person> => {
    const user = await buildUser(database.db);
    return { id: user.id, cookie: (await signIn(app, user.email, user.password)).cookie };
  };
  seeker = await person();
  other = await person();
  for (const name of [
    'Python',
    'SQL',
    'Docker',
    'Git',
    'Machine Learning',
    'Go',
    'Excel',
    'React',
    'PostgreSQL',
    'C',
  ])
    await ensureSkill(database.db, name);
});

afterEach(failOnResponseMismatches);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (cookie: string, filename: string, bytes: Buffer): Promise<FileShape> =>
  uploadFile(app, cookie, filename, bytes);

const prefill = (cookie: string | undefined, id: string) =>
  app.inject({
    method: 'POST',
    url: URL,
    payload: { file: { id } },
    headers: cookie === undefined ? {} : { cookie },
  });

/** A résumé as the demo data writes one (db/demo-data/file-bytes.ts `resumePdf`: the same lines). */
const demoResume = () =>
  simplePdf('Layla Al Harthy', [
    'Frontend developer',
    'layla@demo.test',
    '# About',
    'I build web apps with React and PostgreSQL, and I care about accessibility.',
    '# Experience',
    'Senior Frontend Developer, Muscat Digital (2021-03 to now)',
    'Led the React team of the bank portal. Reviewed code daily and kept the Git history tidy.',
    'Web Developer, Gulf Apps (2018-07 to 2021-02)',
    'Built pages and a small C library binding; wrote SQL reports',
    '# Education',
    "Bachelor's degree in Computer Science, Sultan Qaboos University (2018)",
    'Secondary school, Muscat Secondary School (2014)',
  ]);

describe('POST /api/job-seeker/profile/resume-prefill', () => {
  it('reads jobs, studies and skills from a résumé the demo data writes, and writes nothing', async () => {
    const file = await upload(seeker.cookie, 'Layla_Al_Harthy_CV.pdf', demoResume());
    const before = await database.db
      .selectFrom('experiences')
      .select('id')
      .where('userId', '=', seeker.id)
      .execute();
    const res = await prefill(seeker.cookie, file.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ResumePrefillResponse>();
    expect(body.experiences).toEqual([
      {
        jobTitle: 'Senior Frontend Developer',
        companyName: 'Muscat Digital',
        dateFrom: '2021-03-01',
        dateTo: null,
        isCurrent: true,
      },
      {
        jobTitle: 'Web Developer',
        companyName: 'Gulf Apps',
        dateFrom: '2018-07-01',
        dateTo: '2021-02-01',
        isCurrent: false,
      },
    ]);
    expect(body.educations).toEqual([
      {
        degreeTitle: "Bachelor's degree in Computer Science",
        universityName: 'Sultan Qaboos University',
        startDate: null,
        endDate: '2018-01-01',
      },
      {
        degreeTitle: 'Secondary school',
        universityName: 'Muscat Secondary School',
        startDate: null,
        endDate: '2014-01-01',
      },
    ]);
    // whole words, each once, in the order first named; "C" in "C library" matches its exact case
    expect(body.skills.map((s) => s.name)).toEqual(['React', 'PostgreSQL', 'Git', 'C', 'SQL']);
    expect(body).toMatchObject({ pagesRead: 1, truncated: false });
    const after = await database.db
      .selectFrom('experiences')
      .select('id')
      .where('userId', '=', seeker.id)
      .execute();
    expect(after).toEqual(before);
  });

  it('reads a résumé a word processor wrote (Chromium’s PDF printer: subset fonts, columns)', async () => {
    const bytes = await readFile(path.join(here, 'fixtures/word-processor-resume.pdf'));
    const file = await upload(seeker.cookie, 'Omar Khalid resume.pdf', bytes);
    const res = await prefill(seeker.cookie, file.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ResumePrefillResponse>();
    expect(body.experiences).toEqual([
      {
        jobTitle: 'Senior Data Engineer',
        companyName: 'Gulf Data Co.',
        dateFrom: '2020-01-01',
        dateTo: null,
        isCurrent: true,
      },
      {
        jobTitle: 'Data Analyst',
        companyName: 'Oman Telecom',
        dateFrom: '2017-03-01',
        dateTo: '2019-12-01',
        isCurrent: false,
      },
    ]);
    expect(body.educations).toEqual([
      {
        degreeTitle: 'Master of Science in Data Science',
        universityName: 'University of Nizwa',
        startDate: '2015-01-01',
        endDate: '2017-01-01',
      },
      {
        degreeTitle: 'Bachelor of Engineering in Computer Engineering',
        universityName: 'Sultan Qaboos University',
        startDate: '2011-01-01',
        endDate: '2015-01-01',
      },
    ]);
    expect(body.skills.map((s) => s.name)).toEqual([
      'Python',
      'PostgreSQL',
      'SQL',
      'Docker',
      'Git',
      'Machine Learning',
      'Go',
      'Excel',
    ]);
  });

  it('leaves out the jobs, studies and skills the profile has already', async () => {
    const python = await database.db
      .selectFrom('skills')
      .select('id')
      .where('name', '=', 'Python')
      .executeTakeFirstOrThrow();
    const person = await buildUser(database.db);
    const cookie = (await signIn(app, person.email, person.password)).cookie;
    await database.db
      .insertInto('userSkills')
      .values({ userId: person.id, skillId: python.id, level: 3 })
      .execute();
    await database.db
      .insertInto('experiences')
      .values({
        userId: person.id,
        jobTitle: 'data analyst',
        companyName: 'Oman  Telecom',
        dateFrom: '2017-03-01',
      })
      .execute();
    await database.db
      .insertInto('educations')
      .values({
        userId: person.id,
        degreeTitle: 'Master of Science in Data Science',
        universityName: 'University of Nizwa',
      })
      .execute();
    const bytes = await readFile(path.join(here, 'fixtures/word-processor-resume.pdf'));
    const file = await upload(cookie, 'resume.pdf', bytes);
    const body = (await prefill(cookie, file.id)).json<ResumePrefillResponse>();
    expect(body.skills.map((s) => s.name)).not.toContain('Python');
    expect(body.skills.map((s) => s.name)).toContain('SQL');
    expect(body.experiences.map((e) => e.jobTitle)).toEqual(['Senior Data Engineer']);
    expect(body.educations.map((e) => e.universityName)).toEqual(['Sultan Qaboos University']);
  });

  it('answers 404 for another seeker’s PDF and for a file that does not exist', async () => {
    const file = await upload(other.cookie, 'theirs.pdf', demoResume());
    expect((await prefill(seeker.cookie, file.id)).statusCode).toBe(404);
    expect((await prefill(seeker.cookie, randomUUID())).statusCode).toBe(404);
  });

  it('answers 400 for a file of the seeker’s own that is not a PDF', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const file = await upload(seeker.cookie, 'photo.png', png);
    const res = await prefill(seeker.cookie, file.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'not_pdf', fields: [{ field: 'body.file.id' }] });
  });

  it('answers 400 for a PDF whose text cannot be read, and for a body without a file id', async () => {
    const broken = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const file = await upload(seeker.cookie, 'broken.pdf', broken);
    const res = await prefill(seeker.cookie, file.id);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unreadable_pdf' });
    const bad = await app.inject({
      method: 'POST',
      url: URL,
      payload: { file: {} },
      headers: { cookie: seeker.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is for signed-in job seekers only', async () => {
    expect((await prefill(undefined, randomUUID())).statusCode).toBe(401);
    const organisation = await buildOrganisation(database.db);
    const recruiter = await buildUser(database.db, {
      memberships: [{ organisationId: organisation, role: 'hr' }],
    });
    const cookie = (await signIn(app, recruiter.email, recruiter.password)).cookie;
    expect((await prefill(cookie, randomUUID())).statusCode).toBe(403);
  });
});
