import { sql } from 'kysely';
import sharp from 'sharp';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  Application,
  ApplicationDetail,
  AppliesResponse,
  ApplyFilesResponse,
  ErrorResponse,
  JobSeekerStatistics,
  MyApplicationListResponse,
  MyJobsResponse,
} from '@talent/contracts';
import { loadConfig } from '../../config.js';
import { authPlugin } from '../../plugins/auth.js';
import { databasePlugin } from '../../plugins/database.js';
import { errorsPlugin } from '../../plugins/errors.js';
import { useTestApp } from '../../test/app.js';
import { Mailbox } from '../../test/mailbox.js';
import { uploadFile } from '../../test/multipart.js';
import {
  buildJob,
  buildOrganisation,
  buildUser,
  ensureCountry,
  type JobOverrides,
  utcDay,
} from '../../test/factories.js';
import { type Session, signIn } from '../../test/session.js';
import type { EligibilityProvider } from '../eligibility/eligibility.js';
import { applicationsRoutes } from './applications.routes.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const API = '/elevate-be/rest/api';

interface Person {
  id: string;
  fullName: string;
  session: Session;
}

async function seeker(
  profile: { nationality?: string; hasWorkPermit?: boolean; residentCardNo?: string } = {},
  fullName?: string,
): Promise<Person> {
  const user = await buildUser(db(), fullName === undefined ? {} : { fullName });
  if (profile.nationality !== undefined) await ensureCountry(db(), profile.nationality);
  if (Object.keys(profile).length > 0) {
    await db().updateTable('profiles').set(profile).where('userId', '=', user.id).execute();
  }
  const row = await db()
    .selectFrom('users')
    .select('fullName')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { id: user.id, fullName: row.fullName, session: await signIn(ctx.app, user.email, user.password) };
}

async function recruiter(organisationId: string, role: 'hr' | 'hr_admin' = 'hr'): Promise<Person> {
  const user = await buildUser(db(), { memberships: [{ organisationId, role }] });
  const row = await db()
    .selectFrom('users')
    .select('fullName')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { id: user.id, fullName: row.fullName, session: await signIn(ctx.app, user.email, user.password) };
}

async function job(
  overrides: JobOverrides & {
    nationalsOnly?: boolean;
    requiresWorkPermit?: boolean;
    requiresResidentCard?: boolean;
  } = {},
): Promise<string> {
  const { nationalsOnly, requiresWorkPermit, requiresResidentCard, ...rest } = overrides;
  const id = await buildJob(db(), rest);
  await db()
    .updateTable('jobs')
    .set({
      nationalsOnly: nationalsOnly ?? false,
      requiresWorkPermit: requiresWorkPermit ?? false,
      requiresResidentCard: requiresResidentCard ?? false,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

function apply(session: Session | null, jobId: string, payload?: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/job-seeker/job/${jobId}/apply`,
    headers: session === null ? {} : { cookie: session.cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function applied(session: Session, jobId: string, payload?: Record<string, unknown>) {
  const res = await apply(session, jobId, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Application>();
}

function get(session: Session | null, url: string, query?: Record<string, string | string[]>) {
  return ctx.app.inject({
    method: 'GET',
    url: `${API}${url}`,
    ...(query === undefined ? {} : { query }),
    headers: session === null ? {} : { cookie: session.cookie },
  });
}

function post(session: Session | null, url: string, payload?: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: session === null ? {} : { cookie: session.cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Moves an application as the recruiter's side would: status and a history row. */
async function move(
  applicationId: string,
  to: 'shortlisted' | 'interviewing' | 'offered' | 'hired' | 'rejected',
  by: string,
  note: string | null = null,
) {
  const row = await db()
    .selectFrom('applications')
    .select('status')
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  await db().updateTable('applications').set({ status: to }).where('id', '=', applicationId).execute();
  await db()
    .insertInto('applicationStatusHistory')
    .values({ applicationId, fromStatus: row.status, toStatus: to, changedBy: by, note })
    .execute();
}

async function invite(jobId: string, seekerId: string, invitedBy: string, expiresInDays = 7) {
  const row = await db()
    .insertInto('invitations')
    .values({
      jobId,
      seekerId,
      invitedBy,
      expiresAt: new Date(Date.now() + expiresInDays * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function scheduleAssessment(applicationId: string, by: string, inDays = 3) {
  const row = await db()
    .insertInto('assessments')
    .values({
      applicationId,
      kind: 'interview',
      title: 'First interview',
      mode: 'phone',
      startsAt: new Date(Date.now() + inDays * 86_400_000),
      durationMinutes: 45,
      createdBy: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('assessmentStatusHistory')
    .values({ assessmentId: row.id, fromStatus: null, toStatus: 'scheduled', changedBy: by })
    .execute();
  return row.id;
}

async function sendOffer(applicationId: string, by: string) {
  const row = await db()
    .insertInto('offers')
    .values({
      applicationId,
      salaryAmount: 1200,
      salaryCurrency: 'OMR',
      salaryPeriod: 'month',
      expiresAt: new Date(Date.now() + 5 * 86_400_000),
      createdBy: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('offerStatusHistory')
    .values({ offerId: row.id, fromStatus: null, toStatus: 'sent', changedBy: by })
    .execute();
  return row.id;
}

async function notificationsOf(userId: string) {
  return db()
    .selectFrom('notifications')
    .select(['kind', 'title', 'titleZh', 'titleAr', 'url', 'data'])
    .where('userId', '=', userId)
    .execute();
}

describe('POST /api/job-seeker/job/{jobId}/apply', () => {
  it('makes the application, its first history row and a notification for each recruiter of the organisation', async () => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org, 'hr');
    const admin = await recruiter(org, 'hr_admin');
    const muted = await recruiter(org, 'hr');
    await db()
      .insertInto('notificationSettings')
      .values({ userId: muted.id, name: 'in_app.new_applicant', value: 'false' })
      .execute();
    const otherOrgRecruiter = await recruiter(await buildOrganisation(db()));
    const jobId = await job({ organisationId: org, title: 'Field Engineer' });
    const me = await seeker({}, 'Amal Rashid');

    const res = await apply(me.session, jobId, { coverLetter: 'I have five years in the field.' });
    expect(res.statusCode, res.body).toBe(201);
    const application = res.json<Application>();
    expect(application).toMatchObject({
      jobId,
      status: 'applied',
      source: 'direct',
      invitationId: null,
      coverLetter: 'I have five years in the field.',
    });

    const history = await db()
      .selectFrom('applicationStatusHistory')
      .selectAll()
      .where('applicationId', '=', application.id)
      .execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: null, toStatus: 'applied', changedBy: me.id });
    expect(history[0]?.changedAt).toBeInstanceOf(Date);

    for (const person of [hr, admin]) {
      expect(await notificationsOf(person.id)).toEqual([
        {
          kind: 'new_applicant',
          title: 'Amal Rashid applied for Field Engineer',
          titleZh: 'Amal Rashid申请了Field Engineer职位',
          titleAr: 'تقدم Amal Rashid لوظيفة Field Engineer',
          url: `/hr/jobs/${jobId}`,
          data: { jobId, applicationId: application.id, source: 'direct' },
        },
      ]);
    }
    expect(await notificationsOf(muted.id)).toEqual([]);
    expect(await notificationsOf(otherOrgRecruiter.id)).toEqual([]);
    expect(await notificationsOf(me.id)).toEqual([]);
  });

  it('answers the existing application when applying twice, without a second history row or notification', async () => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org);
    const jobId = await job({ organisationId: org });
    const me = await seeker();
    const first = await applied(me.session, jobId);

    const again = await apply(me.session, jobId, { coverLetter: 'A second try' });
    expect(again.statusCode).toBe(200);
    expect(again.json<Application>()).toEqual(first);
    const history = await db()
      .selectFrom('applicationStatusHistory')
      .select('id')
      .where('applicationId', '=', first.id)
      .execute();
    expect(history).toHaveLength(1);
    expect(await notificationsOf(hr.id)).toHaveLength(1);
  });

  it('makes one application when two applies arrive at once', async () => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org);
    const me = await seeker();
    const jobId = await job({ organisationId: org });
    const invitationId = await invite(jobId, me.id, hr.id);
    const answers = await Promise.all([
      apply(me.session, jobId, { invitationId }),
      apply(me.session, jobId, { invitationId }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = answers.map((r) => r.json<Application>());
    expect(a?.id).toBe(b?.id);
    expect(a).toMatchObject({ source: 'invitation', invitationId });
    expect(await notificationsOf(hr.id)).toHaveLength(1);
  });

  it('accepts an empty body', async () => {
    const me = await seeker();
    const res = await apply(me.session, await job(), {});
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['a draft job', { status: 'draft' as const }, 'We could not find this job.'],
    ['a withdrawn job', { status: 'withdrawn' as const }, 'We could not find this job.'],
    ['a closed job', { status: 'closed' as const }, 'This job is no longer open for applications.'],
    ['an ended job', { endDate: utcDay(-1) }, 'This job is no longer open for applications.'],
  ])('refuses %s with notfound', async (_name, overrides, message) => {
    const me = await seeker();
    const jobId = await job(overrides);
    const res = await apply(me.session, jobId);
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorResponse>();
    expect(body.error).toBe('notfound');
    expect(body.message).toContain(message);
    expect(body.message).toMatch(/search for similar jobs/i);
    expect(await db().selectFrom('applications').select('id').where('jobId', '=', jobId).execute()).toEqual(
      [],
    );
  });

  it('still takes applications on the end date itself', async () => {
    const me = await seeker();
    expect((await apply(me.session, await job({ endDate: utcDay(0) }))).statusCode).toBe(201);
  });

  it('refuses a job that does not exist with notfound', async () => {
    const me = await seeker();
    const res = await apply(me.session, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error).toBe('notfound');
  });

  it('refuses a nationals-only job to another nationality with molapi, saying what to do', async () => {
    const me = await seeker({ nationality: 'IN' });
    const jobId = await job({ countryCode: 'OM', nationalsOnly: true });
    const res = await apply(me.session, jobId);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>()).toMatchObject({
      error: 'molapi',
      message:
        'This job is open to nationals of Oman only, and your profile gives your nationality as India. If that is not right, correct your nationality in your profile.',
    });
    const national = await seeker({ nationality: 'OM' });
    expect((await apply(national.session, jobId)).statusCode).toBe(201);
  });

  it('asks a seeker without a nationality to add it (molapi)', async () => {
    const me = await seeker();
    const res = await apply(me.session, await job({ nationalsOnly: true }));
    expect(res.json<ErrorResponse>()).toMatchObject({
      error: 'molapi',
      message:
        'This job is open to nationals of Oman only. If you are one, add your nationality to your profile.',
    });
  });

  it('refuses a job requiring a work permit to a foreigner without one (molapi)', async () => {
    const me = await seeker({ nationality: 'IN' });
    const jobId = await job({ requiresWorkPermit: true });
    const res = await apply(me.session, jobId);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error).toBe('molapi');
    const withPermit = await seeker({ nationality: 'IN', hasWorkPermit: true });
    expect((await apply(withPermit.session, jobId)).statusCode).toBe(201);
  });

  it('refuses a job requiring a resident card when the profile has none (ropapi)', async () => {
    const me = await seeker();
    const jobId = await job({ requiresResidentCard: true });
    const res = await apply(me.session, jobId);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>()).toMatchObject({
      error: 'ropapi',
      message:
        'This job requires a resident card (civil ID) number. Add yours to your profile and apply again.',
    });
    const carded = await seeker({ residentCardNo: '12345678' });
    expect((await apply(carded.session, jobId)).statusCode).toBe(201);
  });

  it('accepts the pending invitation for the job and records the application as coming from it', async () => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org);
    const jobId = await job({ organisationId: org, title: 'Data Analyst' });
    const me = await seeker({}, 'Salim Nasser');
    const invitationId = await invite(jobId, me.id, hr.id);

    const application = await applied(me.session, jobId);
    expect(application).toMatchObject({ source: 'invitation', invitationId });
    const invitation = await db()
      .selectFrom('invitations')
      .select(['status', 'respondedAt'])
      .where('id', '=', invitationId)
      .executeTakeFirstOrThrow();
    expect(invitation.status).toBe('accepted');
    expect(invitation.respondedAt).toBeInstanceOf(Date);
    const history = await db()
      .selectFrom('invitationStatusHistory')
      .select(['fromStatus', 'toStatus', 'changedBy'])
      .where('invitationId', '=', invitationId)
      .execute();
    expect(history).toEqual([{ fromStatus: 'pending', toStatus: 'accepted', changedBy: me.id }]);
    expect((await notificationsOf(hr.id))[0]?.title).toBe(
      'Salim Nasser accepted the invitation and applied for Data Analyst',
    );
  });

  it('accepts an invitation named in the body, and refuses one that is no longer open with 409', async () => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org);
    const me = await seeker();
    const jobId = await job({ organisationId: org });
    const invitationId = await invite(jobId, me.id, hr.id);
    expect(await applied(me.session, jobId, { invitationId })).toMatchObject({ invitationId });

    const otherJob = await job({ organisationId: org });
    const expired = await invite(otherJob, me.id, hr.id, -1);
    const res = await apply(me.session, otherJob, { invitationId: expired });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().message).toContain('You can still apply to the job without it.');
    const direct = await applied(me.session, otherJob);
    expect(direct).toMatchObject({ source: 'direct', invitationId: null });
  });

  it('answers 401 to an anonymous caller and 403 to a recruiter', async () => {
    const org = await buildOrganisation(db());
    const jobId = await job({ organisationId: org });
    expect((await apply(null, jobId)).statusCode).toBe(401);
    const hr = await recruiter(org);
    const res = await apply(hr.session, jobId);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorResponse>().error).toBe('forbidden');
  });

  it('answers 400 to bad input', async () => {
    const me = await seeker();
    const bad = await apply(me.session, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error).toBe('bad_request');
    const long = await apply(me.session, await job(), { coverLetter: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorResponse>().fields?.[0]?.field).toBe('body.coverLetter');
    const invitation = await apply(me.session, await job(), { invitationId: 'nope' });
    expect(invitation.statusCode).toBe(400);
  });
});

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

describe('the résumé sent with an application', () => {
  async function withResume(person: Person, filename = 'Resume.pdf') {
    const file = await uploadFile(ctx.app, person.session.cookie, filename, pdf(`résumé of ${person.id}`));
    await db()
      .updateTable('profiles')
      .set({ resumeFileId: file.id })
      .where('userId', '=', person.id)
      .execute();
    return file;
  }

  async function withDocument(person: Person, filename: string, bytes: Buffer) {
    const file = await uploadFile(ctx.app, person.session.cookie, filename, bytes);
    await db()
      .insertInto('userDocuments')
      .values({ userId: person.id, documentType: 'reference_letter', fileId: file.id })
      .execute();
    return file;
  }

  const download = (person: Person, fileId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/fm/download/${fileId}`,
      headers: { cookie: person.session.cookie },
    });

  async function storedResume(applicationId: string) {
    const row = await db()
      .selectFrom('applications')
      .select('resumeFileId')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    return row.resumeFileId;
  }

  it("lists the profile's résumé and the PDF documents, nobody else's and no loose uploads", async () => {
    const me = await seeker();
    const someone = await seeker();
    const resume = await withResume(me, 'My CV.pdf');
    const letter = await withDocument(me, 'Reference.pdf', pdf('reference'));
    const scan = await withDocument(
      me,
      'Passport.png',
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    await uploadFile(ctx.app, me.session.cookie, 'Loose.pdf', pdf('never saved on the profile'));
    await withResume(someone);

    const res = await get(me.session, '/job-seeker/apply-files');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ApplyFilesResponse>();
    expect(body.resume).toMatchObject({
      id: resume.id,
      filename: 'My CV.pdf',
      contentType: 'application/pdf',
    });
    expect(Date.parse(body.resume?.uploadedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(body.documents.map((d) => d.id)).toEqual([letter.id]);
    expect(body.documents.map((d) => d.id)).not.toContain(scan.id);

    const empty = await get((await seeker()).session, '/job-seeker/apply-files');
    expect(empty.json<ApplyFilesResponse>()).toEqual({ resume: null, documents: [] });
    expect((await get(null, '/job-seeker/apply-files')).statusCode).toBe(401);
  });

  it("stores the seeker's own résumé on the application, and the job's recruiters can download it until it is anonymised", async () => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org, 'hr');
    const otherOrgRecruiter = await recruiter(await buildOrganisation(db()));
    const jobId = await job({ organisationId: org });
    const me = await seeker();
    const resume = await withResume(me);
    expect((await download(hr, resume.id)).statusCode).toBe(404);

    const application = await applied(me.session, jobId, { resumeFileId: resume.id });
    expect(await storedResume(application.id)).toBe(resume.id);

    const res = await download(hr, resume.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.toString()).toContain(`résumé of ${me.id}`);
    // only the job's organisation: a private file does not exist for others
    expect((await download(otherOrgRecruiter, resume.id)).statusCode).toBe(404);
    // a recruiter who joins later sees it too; once the retention anonymised the application, nobody
    const later = await recruiter(org, 'hr');
    expect((await download(later, resume.id)).statusCode).toBe(200);
    await db()
      .updateTable('applications')
      .set({ anonymisedAt: new Date() })
      .where('id', '=', application.id)
      .execute();
    expect((await download(hr, resume.id)).statusCode).toBe(404);
  });

  it('takes one of the PDF documents instead, and nothing when none is chosen', async () => {
    const org = await buildOrganisation(db());
    const admin = await recruiter(org, 'hr_admin');
    const me = await seeker();
    await withResume(me);
    const letter = await withDocument(me, 'Portfolio.pdf', pdf('portfolio'));

    const withLetter = await applied(me.session, await job({ organisationId: org }), {
      resumeFileId: letter.id,
    });
    expect(await storedResume(withLetter.id)).toBe(letter.id);
    expect((await download(admin, letter.id)).statusCode).toBe(200);

    const profileOnly = await applied(me.session, await job({ organisationId: org }), { resumeFileId: '' });
    expect(await storedResume(profileOnly.id)).toBeNull();
  });

  it.each([
    ['someone else’s résumé', 'theirs'],
    ['a file id that does not exist', 'missing'],
    ['an upload of theirs that is not on the profile', 'loose'],
  ] as const)('answers 400 naming resumeFileId to %s, and makes no application', async (_name, which) => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org);
    const jobId = await job({ organisationId: org });
    const me = await seeker();
    const someone = await seeker();
    await withResume(me);
    const fileId =
      which === 'theirs'
        ? (await withResume(someone)).id
        : which === 'missing'
          ? '00000000-0000-4000-8000-000000000000'
          : (await uploadFile(ctx.app, me.session.cookie, 'Loose.pdf', pdf('loose'))).id;

    const res = await apply(me.session, jobId, { resumeFileId: fileId });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<ErrorResponse>();
    expect(body.error).toBe('bad_request');
    expect(body.message).toContain('resumeFileId');
    expect(body.fields).toEqual([{ field: 'body.resumeFileId', message: expect.any(String) as string }]);
    expect(await db().selectFrom('applications').select('id').where('jobId', '=', jobId).execute()).toEqual(
      [],
    );
    expect(await notificationsOf(hr.id)).toEqual([]);
    if (which === 'theirs') expect((await download(hr, fileId)).statusCode).toBe(404);
  });

  it('answers 400 to a resumeFileId that is not a uuid', async () => {
    const me = await seeker();
    const res = await apply(me.session, await job(), { resumeFileId: 'resume.pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().fields?.[0]?.field).toBe('body.resumeFileId');
  });
});

describe('apply with a provider that fails', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /** The applications routes alone, over the suite's database, with the given apply checks. */
  async function appWith(providers: EligibilityProvider[]) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'error', stream },
      logController: new LogController({ requestIdLogLabel: 'requestId' }),
    });
    apps.push(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(databasePlugin, { database: ctx.database, closeOnShutdown: false });
    await app.register(errorsPlugin);
    // the same issuer and the database's signing key: the suite's sessions are valid here too
    await app.register(authPlugin, { issuer: loadConfig({}).publicUrl, mailer: new Mailbox() });
    await app.register(applicationsRoutes, {
      prefix: '/elevate-be/rest',
      eligibilityProviders: providers,
      eligibilityTimeoutMs: 100,
    });
    await app.ready();
    return { app, lines };
  }

  it.each([
    [
      'throws',
      async () => {
        throw new Error('labour ministry API answered 503');
      },
      'error',
    ],
    ['does not answer in time', () => new Promise<never>(() => undefined), 'timeout'],
  ] as const)(
    'answers 500 internal when the provider %s, logged with the request id',
    async (_name, check, reason) => {
      const { app, lines } = await appWith([{ code: 'molapi', name: 'ministry', check }]);
      const me = await seeker();
      const jobId = await job();
      const res = await app.inject({
        method: 'POST',
        url: `${API}/job-seeker/job/${jobId}/apply`,
        headers: { cookie: me.session.cookie },
      });
      expect(res.statusCode).toBe(500);
      const body = res.json<ErrorResponse>();
      expect(body.error).toBe('internal');
      expect(body.message).toContain('Please try again in a few minutes');
      expect(body.requestId).toBeDefined();
      const logged = lines.find((l) => l.event === 'eligibility_check_failed');
      expect(logged).toMatchObject({
        requestId: body.requestId,
        check: 'molapi',
        provider: 'ministry',
        reason,
        jobId,
      });
      expect(await db().selectFrom('applications').select('id').where('jobId', '=', jobId).execute()).toEqual(
        [],
      );
    },
  );
});

describe('GET /api/applies', () => {
  it("lists the caller's applications with their jobs and statuses, and nobody else's", async () => {
    const me = await seeker();
    const other = await seeker();
    const first = await applied(me.session, await job());
    const second = await applied(me.session, await job());
    await applied(other.session, await job());

    const res = await get(me.session, '/applies');
    expect(res.statusCode).toBe(200);
    const body = res.json<AppliesResponse>();
    expect(body.items.map((i) => i.id).sort()).toEqual([first.id, second.id].sort());
    expect(body.items.find((i) => i.id === first.id)).toEqual({
      id: first.id,
      jobId: first.jobId,
      status: 'applied',
    });
    expect((await get(null, '/applies')).statusCode).toBe(401);
  });
});

describe('GET /api/job-seeker/my-application', () => {
  async function world() {
    const orgA = await buildOrganisation(db(), { name: 'Atlas Drilling' });
    const orgB = await buildOrganisation(db(), { name: 'Bahar Logistics' });
    const orgC = await buildOrganisation(db(), { name: 'Coral Health' });
    const hrA = await recruiter(orgA);
    const me = await seeker();
    const pump = await job({ organisationId: orgA, title: 'Pump Technician' });
    const driver = await job({ organisationId: orgB, title: 'Delivery Driver' });
    const nurse = await job({ organisationId: orgC, title: 'Staff Nurse' });
    const planner = await job({ organisationId: orgA, title: 'Maintenance Planner' });
    await invite(planner, me.id, hrA.id);
    const ids = {
      pump: (await applied(me.session, pump)).id,
      driver: (await applied(me.session, driver)).id,
      nurse: (await applied(me.session, nurse)).id,
      planner: (await applied(me.session, planner)).id,
    };
    // applied one after the other, a minute apart, so that "newest first" has one answer
    for (const [index, id] of [ids.pump, ids.driver, ids.nurse, ids.planner].entries()) {
      await db()
        .updateTable('applications')
        .set({ appliedAt: new Date(Date.now() - (4 - index) * 60_000) })
        .where('id', '=', id)
        .execute();
    }
    await move(ids.driver, 'shortlisted', hrA.id);
    await move(ids.nurse, 'rejected', hrA.id);
    return { me, orgA, orgB, orgC, ids };
  }

  async function list(session: Session, query: Record<string, string | string[]> = {}) {
    const res = await get(session, '/job-seeker/my-application', query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MyApplicationListResponse>();
  }

  it('lists newest first with the job summary, status and times', async () => {
    const { me, orgA, ids } = await world();
    const body = await list(me.session);
    expect(body.total).toBe(4);
    expect(body.limit).toBe(50);
    expect(body.offset).toBe(0);
    expect(body.items.map((i) => i.id)).toEqual([ids.planner, ids.nurse, ids.driver, ids.pump]);
    expect(body.items[3]).toMatchObject({
      id: ids.pump,
      status: 'applied',
      source: 'direct',
      job: {
        title: 'Pump Technician',
        status: 'published',
        company: { id: orgA, name: 'Atlas Drilling' },
        location: { countryCode: 'OM', country: { en: 'Oman' }, remote: false },
      },
    });
    expect(Date.parse(body.items[0]?.appliedAt ?? '')).toBeGreaterThan(0);
    expect(Date.parse(body.items[0]?.updatedAt ?? '')).toBeGreaterThan(0);
  });

  it('filters by repeated keys and by comma lists', async () => {
    const { me, orgA, orgB, ids } = await world();
    const ids_ = (r: MyApplicationListResponse) => r.items.map((i) => i.id);
    expect(ids_(await list(me.session, { statusIn: ['applied', 'shortlisted'] }))).toEqual([
      ids.planner,
      ids.driver,
      ids.pump,
    ]);
    expect(ids_(await list(me.session, { statusIn: 'rejected,shortlisted' }))).toEqual([
      ids.nurse,
      ids.driver,
    ]);
    expect(ids_(await list(me.session, { typeIn: 'invitation' }))).toEqual([ids.planner]);
    expect(ids_(await list(me.session, { typeIn: ['direct', 'invitation'] }))).toHaveLength(4);
    expect(ids_(await list(me.session, { orgIDIn: [orgA, orgB] }))).toEqual([
      ids.planner,
      ids.driver,
      ids.pump,
    ]);
    expect(ids_(await list(me.session, { orgIDIn: orgB, statusIn: 'applied' }))).toEqual([]);
    expect(ids_(await list(me.session, { keyword: 'nurse' }))).toEqual([ids.nurse]);
    expect(ids_(await list(me.session, { keyword: 'bahar' }))).toEqual([ids.driver]);
    expect(ids_(await list(me.session, { keyword: 'technicians' }))).toEqual([ids.pump]);
    expect(ids_(await list(me.session, { statusIn: '', keyword: '' }))).toHaveLength(4);
  });

  it('pages with limit and offset, keeping the total', async () => {
    const { me, ids } = await world();
    const page = await list(me.session, { limit: '2', offset: '1' });
    expect(page.total).toBe(4);
    expect(page.items.map((i) => i.id)).toEqual([ids.nurse, ids.driver]);
  });

  it('answers 400 to unknown statuses and sources, bad organisation ids and a limit over 50', async () => {
    const me = await seeker();
    const queries: Record<string, string | string[]>[] = [
      { statusIn: ['applied', 'pending'] },
      { typeIn: 'referral' },
      { orgIDIn: 'acme' },
      { limit: '51' },
      { offset: '-1' },
    ];
    for (const query of queries) {
      const res = await get(me.session, '/job-seeker/my-application', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json<ErrorResponse>().error).toBe('bad_request');
    }
  });

  it('answers 401 to an anonymous caller and 403 to a recruiter', async () => {
    expect((await get(null, '/job-seeker/my-application')).statusCode).toBe(401);
    const hr = await recruiter(await buildOrganisation(db()));
    expect((await get(hr.session, '/job-seeker/my-application')).statusCode).toBe(403);
  });
});

describe('GET /api/job-seeker/my-application/{applicationId}', () => {
  it('shows the full timeline with who and when, and the assessments and offers with their statuses', async () => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org);
    const me = await seeker({}, 'Noor Hamed');
    const application = await applied(me.session, await job({ organisationId: org }), {
      coverLetter: 'Hello',
    });
    await move(application.id, 'shortlisted', hr.id, 'Strong field experience');
    await move(application.id, 'interviewing', hr.id);
    const assessmentId = await scheduleAssessment(application.id, hr.id);
    await move(application.id, 'offered', hr.id);
    const offerId = await sendOffer(application.id, hr.id);

    const res = await get(me.session, `/job-seeker/my-application/${application.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<ApplicationDetail>();
    expect(detail).toMatchObject({
      id: application.id,
      status: 'offered',
      coverLetter: 'Hello',
      invitationId: null,
    });
    expect(
      detail.timeline.map((e) => [e.entity, e.fromStatus, e.toStatus, e.changedBy?.fullName, e.note]),
    ).toEqual([
      ['application', null, 'applied', 'Noor Hamed', null],
      ['application', 'applied', 'shortlisted', hr.fullName, 'Strong field experience'],
      ['application', 'shortlisted', 'interviewing', hr.fullName, null],
      ['assessment', null, 'scheduled', hr.fullName, null],
      ['application', 'interviewing', 'offered', hr.fullName, null],
      ['offer', null, 'sent', hr.fullName, null],
    ]);
    expect(detail.timeline[3]?.entityId).toBe(assessmentId);
    expect(detail.assessments).toEqual([
      expect.objectContaining({
        id: assessmentId,
        kind: 'interview',
        status: 'scheduled',
        durationMinutes: 45,
      }),
    ]);
    expect(detail.offers).toEqual([
      expect.objectContaining({
        id: offerId,
        status: 'sent',
        salary: { amount: 1200, currency: 'OMR', period: 'month' },
        sendCount: 1,
        respondedAt: null,
      }),
    ]);
  });

  it('keeps the order of changes made within one millisecond', async () => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org);
    const me = await seeker();
    const application = await applied(me.session, await job({ organisationId: org }));
    // three moves in one millisecond, the later ones with ids that sort first
    const at = (micros: number) =>
      sql<Date>`timestamptz '2026-01-05 10:00:00.123000+00' + ${`${micros} microseconds`}::interval`;
    const rows = [
      {
        id: 'ffffffff-0000-4000-8000-000000000001',
        fromStatus: 'applied',
        toStatus: 'shortlisted',
        micros: 100,
      },
      {
        id: '88888888-0000-4000-8000-000000000002',
        fromStatus: 'shortlisted',
        toStatus: 'interviewing',
        micros: 400,
      },
      {
        id: '11111111-0000-4000-8000-000000000003',
        fromStatus: 'interviewing',
        toStatus: 'offered',
        micros: 900,
      },
    ] as const;
    await db()
      .updateTable('applicationStatusHistory')
      .set({ changedAt: sql<Date>`timestamptz '2026-01-05 10:00:00+00'` })
      .where('applicationId', '=', application.id)
      .execute();
    for (const row of rows)
      await db()
        .insertInto('applicationStatusHistory')
        .values({
          id: row.id,
          applicationId: application.id,
          fromStatus: row.fromStatus,
          toStatus: row.toStatus,
          changedBy: hr.id,
          changedAt: at(row.micros),
        })
        .execute();
    const res = await get(me.session, `/job-seeker/my-application/${application.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApplicationDetail>().timeline.map((e) => e.toStatus)).toEqual([
      'applied',
      'shortlisted',
      'interviewing',
      'offered',
    ]);
  });

  it("answers 404 for someone else's application and for one that does not exist", async () => {
    const owner = await seeker();
    const application = await applied(owner.session, await job());
    const other = await seeker();
    const res = await get(other.session, `/job-seeker/my-application/${application.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorResponse>().error).toBe('not_found');
    expect(
      (await get(other.session, '/job-seeker/my-application/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    expect((await get(other.session, '/job-seeker/my-application/123')).statusCode).toBe(400);
  });
});

describe('POST /api/job-seeker/my-application/{applicationId}/withdraw', () => {
  const withdraw = (session: Session, id: string, payload?: Record<string, unknown>) =>
    post(session, `/job-seeker/my-application/${id}/withdraw`, payload);

  it.each(['applied', 'shortlisted', 'interviewing', 'offered'] as const)(
    'withdraws an application that is %s, stamped with who, when and why',
    async (status) => {
      const org = await buildOrganisation(db());
      const hr = await recruiter(org);
      const me = await seeker();
      const application = await applied(me.session, await job({ organisationId: org }));
      const path = ['shortlisted', 'interviewing', 'offered'] as const;
      for (const step of path.slice(0, path.indexOf(status as (typeof path)[number]) + 1)) {
        await move(application.id, step, hr.id);
      }

      const res = await withdraw(me.session, application.id, { reason: 'I accepted another job' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Application>()).toMatchObject({ id: application.id, status: 'withdrawn' });
      const last = await db()
        .selectFrom('applicationStatusHistory')
        .select(['fromStatus', 'toStatus', 'changedBy', 'note'])
        .where('applicationId', '=', application.id)
        .where('toStatus', '=', 'withdrawn')
        .executeTakeFirstOrThrow();
      expect(last).toEqual({
        fromStatus: status,
        toStatus: 'withdrawn',
        changedBy: me.id,
        note: 'I accepted another job',
      });
    },
  );

  it('cancels what was still to come and tells the recruiters', async () => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org);
    const me = await seeker({}, 'Huda Saif');
    const application = await applied(me.session, await job({ organisationId: org, title: 'Welder' }));
    await move(application.id, 'shortlisted', hr.id);
    await move(application.id, 'interviewing', hr.id);
    const assessmentId = await scheduleAssessment(application.id, hr.id);
    await move(application.id, 'offered', hr.id);
    const offerId = await sendOffer(application.id, hr.id);

    expect((await withdraw(me.session, application.id)).statusCode).toBe(200);
    const assessment = await db()
      .selectFrom('assessments')
      .select('status')
      .where('id', '=', assessmentId)
      .executeTakeFirstOrThrow();
    expect(assessment.status).toBe('cancelled');
    const offer = await db()
      .selectFrom('offers')
      .select(['status', 'respondedAt'])
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    expect(offer.status).toBe('rejected');
    expect(offer.respondedAt).toBeInstanceOf(Date);

    const detail = (
      await get(me.session, `/job-seeker/my-application/${application.id}`)
    ).json<ApplicationDetail>();
    expect(detail.timeline.slice(-3).map((e) => [e.entity, e.fromStatus, e.toStatus])).toEqual([
      ['assessment', 'scheduled', 'cancelled'],
      ['offer', 'sent', 'rejected'],
      ['application', 'offered', 'withdrawn'],
    ]);
    const notes = await notificationsOf(hr.id);
    expect(notes.find((n) => n.kind === 'application_status_changed')?.title).toBe(
      'Huda Saif withdrew the application for Welder',
    );
  });

  it.each([
    ['withdrawn', 'You have already withdrawn this application.'],
    ['hired', 'You were hired for this job'],
    ['rejected', 'The employer has already closed this application'],
  ] as const)('answers 409 from %s with a clear message', async (final, message) => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org);
    const me = await seeker();
    const application = await applied(me.session, await job({ organisationId: org }));
    if (final === 'withdrawn') expect((await withdraw(me.session, application.id)).statusCode).toBe(200);
    if (final === 'hired') {
      for (const step of ['shortlisted', 'interviewing', 'offered', 'hired'] as const) {
        await move(application.id, step, hr.id);
      }
    }
    if (final === 'rejected') await move(application.id, 'rejected', hr.id);
    const before = await db()
      .selectFrom('applicationStatusHistory')
      .select('id')
      .where('applicationId', '=', application.id)
      .execute();

    const res = await withdraw(me.session, application.id, { reason: 'changed my mind' });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>()).toMatchObject({ error: 'conflict' });
    expect(res.json<ErrorResponse>().message).toContain(message);
    const after = await db()
      .selectFrom('applicationStatusHistory')
      .select('id')
      .where('applicationId', '=', application.id)
      .execute();
    expect(after).toHaveLength(before.length);
  });

  it("answers 404 for someone else's application, 401 anonymous, 403 to a recruiter, 400 to bad input", async () => {
    const org = await buildOrganisation(db());
    const owner = await seeker();
    const application = await applied(owner.session, await job({ organisationId: org }));
    const other = await seeker();
    expect((await withdraw(other.session, application.id)).statusCode).toBe(404);
    expect((await post(null, `/job-seeker/my-application/${application.id}/withdraw`)).statusCode).toBe(401);
    const hr = await recruiter(org);
    expect((await withdraw(hr.session, application.id)).statusCode).toBe(403);
    expect((await withdraw(owner.session, application.id, { reason: 'x'.repeat(1001) })).statusCode).toBe(
      400,
    );
    expect((await withdraw(owner.session, 'nope')).statusCode).toBe(400);
  });
});

describe('GET /api/job-seeker/statistics', () => {
  it("counts the seeker's applications by status and what waits for them", async () => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org);
    const me = await seeker();
    const a1 = await applied(me.session, await job({ organisationId: org }));
    const a2 = await applied(me.session, await job({ organisationId: org }));
    await applied(me.session, await job({ organisationId: org }));
    await move(a1.id, 'shortlisted', hr.id);
    await move(a1.id, 'interviewing', hr.id);
    await scheduleAssessment(a1.id, hr.id, 2);
    await scheduleAssessment(a1.id, hr.id, -2);
    await move(a2.id, 'shortlisted', hr.id);
    await move(a2.id, 'interviewing', hr.id);
    await move(a2.id, 'offered', hr.id);
    await sendOffer(a2.id, hr.id);
    for (const _ of [1, 2]) {
      await db()
        .insertInto('savedJobs')
        .values({ seekerId: me.id, jobId: await job({ organisationId: org }) })
        .execute();
    }
    await invite(await job({ organisationId: org }), me.id, hr.id);
    await invite(await job({ organisationId: org }), me.id, hr.id, -1);
    await db().updateTable('profiles').set({ viewCount: 17 }).where('userId', '=', me.id).execute();
    // another seeker's activity does not count
    const other = await seeker();
    await applied(other.session, await job({ organisationId: org }));

    const res = await get(me.session, '/job-seeker/statistics');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<JobSeekerStatistics>()).toEqual({
      applications: {
        total: 3,
        byStatus: {
          applied: 1,
          shortlisted: 0,
          interviewing: 1,
          offered: 1,
          hired: 0,
          rejected: 0,
          withdrawn: 0,
        },
      },
      savedJobs: 2,
      pendingInvitations: 1,
      upcomingAssessments: 1,
      offersWaiting: 1,
      profileViews: 17,
    });
  });

  it('answers zeros to a new seeker, 401 anonymous and 403 to a recruiter', async () => {
    const me = await seeker();
    const stats = (await get(me.session, '/job-seeker/statistics')).json<JobSeekerStatistics>();
    expect(stats.applications.total).toBe(0);
    expect(stats.savedJobs + stats.pendingInvitations + stats.profileViews).toBe(0);
    expect((await get(null, '/job-seeker/statistics')).statusCode).toBe(401);
    const hr = await recruiter(await buildOrganisation(db()));
    expect((await get(hr.session, '/job-seeker/statistics')).statusCode).toBe(403);
  });
});

describe('POST /api/job-seeker/my-jobs', () => {
  async function myJobs(session: Session, payload?: Record<string, unknown>) {
    const res = await post(session, '/job-seeker/my-jobs', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MyJobsResponse>();
  }

  it('lists applied, saved and invited jobs once each, with which of those apply', async () => {
    const org = await buildOrganisation(db(), { name: 'Dunes Energy' });
    const hr = await recruiter(org);
    const me = await seeker();
    const onlyApplied = await job({ organisationId: org, title: 'Geologist' });
    const appliedAndSaved = await job({ organisationId: org, title: 'Driller' });
    const onlySaved = await job({ organisationId: org, title: 'Safety Officer' });
    const onlyInvited = await job({ organisationId: org, title: 'Surveyor' });
    const untouched = await job({ organisationId: org, title: 'Cook' });
    const application = await applied(me.session, onlyApplied);
    const saved = async (jobId: string, minutesAgo: number) =>
      db()
        .insertInto('savedJobs')
        .values({ seekerId: me.id, jobId, savedAt: new Date(Date.now() - minutesAgo * 60_000) })
        .execute();
    await saved(appliedAndSaved, 30);
    const both = await applied(me.session, appliedAndSaved);
    await saved(onlySaved, 20);
    const invitationId = await invite(onlyInvited, me.id, hr.id);
    await db()
      .updateTable('applications')
      .set({ appliedAt: new Date(Date.now() - 40 * 60_000) })
      .where('id', '=', application.id)
      .execute();
    await db()
      .updateTable('applications')
      .set({ appliedAt: new Date(Date.now() - 10 * 60_000) })
      .where('id', '=', both.id)
      .execute();

    const all = await myJobs(me.session);
    expect(all.total).toBe(4);
    expect(all.limit).toBe(100);
    expect(all.items.map((i) => i.job.id)).not.toContain(untouched);
    expect(all.items.map((i) => [i.job.title, i.applied, i.saved, i.invited])).toEqual([
      ['Surveyor', false, false, true],
      ['Driller', true, true, false],
      ['Safety Officer', false, true, false],
      ['Geologist', true, false, false],
    ]);
    const driller = all.items[1];
    expect(driller?.application).toEqual({ id: both.id, status: 'applied' });
    expect(driller?.savedAt).not.toBeNull();
    expect(all.items[0]?.invitation).toEqual({ id: invitationId, status: 'pending' });
    expect(all.items[0]?.job.company.name).toBe('Dunes Energy');

    const titles = (r: MyJobsResponse) => r.items.map((i) => i.job.title);
    expect(titles(await myJobs(me.session, { kinds: ['applied'] }))).toEqual(['Driller', 'Geologist']);
    expect(titles(await myJobs(me.session, { kinds: ['saved', 'invited'] }))).toEqual([
      'Surveyor',
      'Driller',
      'Safety Officer',
    ]);
    expect(titles(await myJobs(me.session, { keyword: 'drill' }))).toEqual(['Driller']);
    const page = await myJobs(me.session, { limit: 1, offset: 1 });
    expect(page.total).toBe(4);
    expect(titles(page)).toEqual(['Driller']);
  });

  it('reads a pending invitation past its deadline as expired', async () => {
    const org = await buildOrganisation(db());
    const hr = await recruiter(org);
    const me = await seeker();
    const jobId = await job({ organisationId: org });
    await invite(jobId, me.id, hr.id, -1);
    const body = await myJobs(me.session, { kinds: ['invited'] });
    expect(body.items.map((i) => i.invitation?.status)).toEqual(['expired']);
  });

  it('answers 400 to a limit over 100 or an unknown kind, 401 anonymous and 403 to a recruiter', async () => {
    const me = await seeker();
    expect((await post(me.session, '/job-seeker/my-jobs', { limit: 101 })).statusCode).toBe(400);
    expect((await post(me.session, '/job-seeker/my-jobs', { kinds: ['followed'] })).statusCode).toBe(400);
    expect((await post(null, '/job-seeker/my-jobs', {})).statusCode).toBe(401);
    const hr = await recruiter(await buildOrganisation(db()));
    expect((await post(hr.session, '/job-seeker/my-jobs', {})).statusCode).toBe(403);
  });
});

describe('applications in the OpenAPI document', () => {
  it('describes every route of the module', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wf/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    for (const [path, method] of [
      ['/elevate-be/rest/api/job-seeker/job/{jobId}/apply', 'post'],
      ['/elevate-be/rest/api/applies', 'get'],
      ['/elevate-be/rest/api/job-seeker/apply-files', 'get'],
      ['/elevate-be/rest/api/job-seeker/my-application', 'get'],
      ['/elevate-be/rest/api/job-seeker/my-application/{applicationId}', 'get'],
      ['/elevate-be/rest/api/job-seeker/my-application/{applicationId}/withdraw', 'post'],
      ['/elevate-be/rest/api/job-seeker/statistics', 'get'],
      ['/elevate-be/rest/api/job-seeker/my-jobs', 'post'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
