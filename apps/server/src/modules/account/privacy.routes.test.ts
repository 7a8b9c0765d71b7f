import { afterEach, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { buildTestApp, failOnResponseMismatches, useTestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { ensureCurrency, TEST_PASSWORD } from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { uploadFile } from '../../test/multipart.js';
import { routeKit } from '../../test/pipeline-world.js';
import { signIn } from '../../test/session.js';
import { erasedTables } from './account-deletion.js';

const ctx = useTestApp();
const kit = routeKit(ctx);
afterEach(failOnResponseMismatches);

const DAY = 86_400_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

const passwordSignIn = (email: string, password = TEST_PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/uaa/oauth/token',
    payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
    headers: FORM,
  });

async function emailOf(userId: string): Promise<string> {
  const row = await ctx.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

async function linkToken(address: string, page: string): Promise<string> {
  await ctx.app.mailQueue.deliverDue();
  for (const mail of [...ctx.mailbox.to(address)].reverse()) {
    const match = new RegExp(`${page}#token=([\\w-]+)`).exec(mail.text);
    if (match?.[1] !== undefined) return match[1];
  }
  throw new Error(`no ${page} link to ${address}`);
}

/** The entries of a zip answer, by name. */
function unzip(body: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(body, { lazyEntries: true }, (err, zip) => {
      if (err !== null || zip === undefined) return reject(err ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e !== null || stream === undefined) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('deleting my account', () => {
  it('ends every session and signing in at once, and a mail’s link alone cancels it', async () => {
    const w = await kit.application();
    const email = await emailOf(w.seeker.id);
    const noPassword = await kit.call(w.seeker, 'DELETE', '/me', {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({
      error: 'password_required',
      fields: [{ field: 'body.password' }],
    });
    const wrong = await kit.call(w.seeker, 'DELETE', '/me', { password: 'not it' });
    expect(wrong.json()).toMatchObject({ error: 'invalid_password' });

    const res = await kit.call(w.seeker, 'DELETE', '/me', { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(202);
    const due = new Date(res.json<{ deletionDueAt: string }>().deletionDueAt).getTime();
    expect(Math.abs(due - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    // the cookies go with the session
    expect(res.cookies.find((c) => c.name === 'access_token')?.value).toBe('');
    expect((await kit.call(w.seeker, 'GET', '/me/export')).statusCode).toBe(401);
    const again = await passwordSignIn(email);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ error: 'account_deletion_pending' });
    // recruiters no longer find the profile
    const profile = await ctx.database.db
      .selectFrom('profiles')
      .select('isSearchable')
      .where('userId', '=', w.seeker.id)
      .executeTakeFirstOrThrow();
    expect(profile.isSearchable).toBe(false);

    const token = await linkToken(email, '/sso/keep-account');
    const keep = await ctx.app.inject({
      method: 'POST',
      url: '/sso/rest/account-deletion/cancel',
      payload: { token },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect((await passwordSignIn(email)).statusCode).toBe(200);
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/sso/rest/account-deletion/cancel',
      payload: { token },
    });
    expect(twice.json()).toMatchObject({ error: 'invalid_token' });
    // the grace period's end finds nothing to erase
    expect((await ctx.app.timedWork.runDue(new Date(Date.now() + 15 * DAY))).accountsErased).toBe(0);
  });

  it('after the grace period erases the person and their files; organisations keep a nameless application', async () => {
    const w = await kit.application();
    const email = await emailOf(w.seeker.id);
    const file = await uploadFile(ctx.app, w.seeker.cookie, 'cv.pdf', pdf('Maryam’s résumé'));
    await ctx.database.db
      .updateTable('applications')
      .set({ coverLetter: 'I have welded pipelines in Sohar for ten years.', resumeFileId: file.id })
      .where('id', '=', w.applicationId)
      .execute();
    await kit
      .ok(
        kit.call(w.seeker, 'POST', '/job-seeker/search-saved', {
          name: 'Welding',
          filters: { keyword: 'weld' },
        }),
        201,
      )
      .catch(() => undefined);
    const res = await kit.call(w.seeker, 'DELETE', '/me', { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(202);
    const dueAt = new Date(res.json<{ deletionDueAt: string }>().deletionDueAt);

    // not before its time
    expect((await ctx.app.timedWork.runDue(new Date(dueAt.getTime() - 60_000))).accountsErased).toBe(0);
    expect((await ctx.app.timedWork.runDue(new Date(dueAt.getTime() + 1000))).accountsErased).toBe(1);

    const user = await ctx.database.db
      .selectFrom('users')
      .select(['email', 'fullName', 'passwordHash', 'erasedAt', 'deletedAt'])
      .where('id', '=', w.seeker.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: `erased-${w.seeker.id}@erased.invalid`,
      fullName: 'Deleted account',
      passwordHash: null,
    });
    expect(user.erasedAt).not.toBeNull();
    expect((await passwordSignIn(email)).statusCode).toBe(400);
    for (const table of ['profiles', 'savedSearches', 'refreshTokenFamilies', 'userRoles'] as const) {
      const column = table === 'savedSearches' ? 'seekerId' : 'userId';
      const rows = await ctx.database.db
        .selectFrom(table)
        .select(column)
        .where(column, '=', w.seeker.id)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    expect(
      await ctx.database.db.selectFrom('files').select('id').where('id', '=', file.id).execute(),
    ).toHaveLength(0);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/fm/download/${file.id}`,
      headers: { cookie: w.recruiter.cookie },
    });
    expect(download.statusCode).toBe(404);

    const application = await ctx.database.db
      .selectFrom('applications')
      .select(['status', 'coverLetter', 'resumeFileId', 'anonymisedAt'])
      .where('id', '=', w.applicationId)
      .executeTakeFirstOrThrow();
    expect(application).toMatchObject({ status: 'applied', coverLetter: null, resumeFileId: null });
    expect(application.anonymisedAt).not.toBeNull();

    const pool = await kit.ok<{ items: { applicationId: string; candidate: Record<string, unknown> }[] }>(
      kit.call(w.recruiter, 'GET', `/hr/wf/job/${w.jobId}/applicant-pool`),
    );
    const item = pool.items.find((i) => i.applicationId === w.applicationId);
    expect(item?.candidate).toMatchObject({
      anonymised: true,
      fullName: 'Deleted account',
      contact: null,
      photoUrl: null,
    });

    await ctx.app.mailQueue.deliverDue();
    const last = ctx.mailbox.to(email).at(-1);
    expect(last?.subject).toMatch(/account was deleted/);
    const audit = await ctx.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('targetId', '=', w.seeker.id)
      .where('action', 'like', 'account.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['account.deletion_requested', 'account.erased']);
  });

  it('the recruiter’s offers and interviews name an erased candidate as anonymised', async () => {
    const w = await kit.application();
    await ensureCurrency(ctx.database.db, 'OMR');
    await w.db
      .updateTable('applications')
      .set({ status: 'shortlisted' })
      .where('id', '=', w.applicationId)
      .execute();
    const start = new Date(Math.ceil((Date.now() + 48 * 3_600_000) / 60_000) * 60_000);
    await kit.ok(
      kit.call(w.recruiter, 'POST', '/hr/assesment/schedule', {
        applicationId: w.applicationId,
        kind: 'interview',
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
        timeZone: 'Asia/Muscat',
        meetingUrl: 'https://meet.example.com/abc',
        participants: [w.recruiter.subject],
      }),
      201,
    );
    await kit.ok(
      kit.call(w.recruiter, 'POST', '/hr/offer/send', {
        applicationId: w.applicationId,
        salary: 1500,
        currency: 'omr',
        period: 'month',
        startDate: '2027-02-01',
        expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
      }),
      201,
    );
    type Named = { items: { candidate: Record<string, unknown> }[] };
    const named = async () => ({
      offer: (await kit.ok<Named>(kit.call(w.recruiter, 'GET', '/hr/offer/list'))).items[0]?.candidate,
      interview: (await kit.ok<Named>(kit.call(w.recruiter, 'GET', '/hr/assesment/list'))).items[0]
        ?.candidate,
    });
    const before = await named();
    expect(before.offer).toEqual({ subject: w.seeker.subject, fullName: expect.any(String) });
    expect(before.interview).toEqual(before.offer);

    expect((await kit.call(w.seeker, 'DELETE', '/me', { password: TEST_PASSWORD })).statusCode).toBe(202);
    expect((await ctx.app.timedWork.runDue(new Date(Date.now() + 15 * DAY))).accountsErased).toBe(1);
    const after = await named();
    const anonymised = {
      subject: `anonymised-${w.applicationId}`,
      fullName: 'Deleted account',
      anonymised: true,
    };
    expect(after.offer).toEqual(anonymised);
    expect(after.interview).toEqual(anonymised);
  });

  it('erases every table that cascades from a person but what organisations keep (the list is pinned)', async () => {
    const tables = (await erasedTables(ctx.database.db)).map((t) => `${t.table}.${t.column}`);
    expect(tables).toEqual([
      'account_tokens.user_id',
      'assessment_participants.user_id',
      'awards.user_id',
      'career_aspirations.user_id',
      'certifications.user_id',
      'chat_channel_members.user_id',
      'chat_channels.seeker_id',
      'consents.user_id',
      'data_exports.user_id',
      'educations.user_id',
      'experiences.user_id',
      'external_identities.user_id',
      'freshout_requests.seeker_id',
      'gained_skills.user_id',
      'interest_companies.seeker_id',
      'job_candidate_fits.user_id',
      'job_role_configs.user_id',
      'job_shares.user_id',
      'known_devices.user_id',
      'medical_infos.user_id',
      'notification_settings.user_id',
      'notifications.user_id',
      'one_time_actions.user_id',
      'online_profiles.user_id',
      'organisation_members.user_id',
      'profile_video_cvs.user_id',
      'profiles.user_id',
      'projects.user_id',
      'recent_searches.seeker_id',
      'recommendations.recommended_by',
      'recommendations.user_id',
      'refresh_token_families.user_id',
      'saved_jobs.seeker_id',
      'saved_searches.seeker_id',
      'shortlists.seeker_id',
      'signatures.user_id',
      'skill_endorsements.endorsed_by',
      'talent_collection_candidates.seeker_id',
      'trainings.user_id',
      'user_documents.user_id',
      'user_interests.user_id',
      'user_languages.user_id',
      'user_roles.user_id',
      'user_sections.user_id',
      'user_settings.user_id',
      'user_skills.user_id',
      'volunteer_works.user_id',
    ]);
  });
});

describe('downloading my data', () => {
  it('is a zip of every row about me and my files, for me alone, until it expires', async () => {
    const w = await kit.application();
    const file = await uploadFile(ctx.app, w.seeker.cookie, 'portfolio.pdf', pdf('portfolio'));
    const res = await kit.call(w.seeker, 'POST', '/me/export');
    expect(res.statusCode, res.body).toBe(202);
    const made = res.json<{ id: string; status: string; downloadUrl: string; expiresAt: string }>();
    expect(made.status).toBe('ready');
    expect(
      (await kit.ok<{ latest: { id: string } }>(kit.call(w.seeker, 'GET', '/me/export'))).latest.id,
    ).toBe(made.id);

    const zip = await ctx.app.inject({
      method: 'GET',
      url: made.downloadUrl,
      headers: { cookie: w.seeker.cookie },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(
      /^attachment; filename="talent-sourcing-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await unzip(zip.rawPayload);
    expect(entries.has('README.txt')).toBe(true);
    const applications = JSON.parse(entries.get('data/applications.json')?.toString() ?? '[]') as {
      id: string;
    }[];
    expect(applications.map((a) => a.id)).toContain(w.applicationId);
    const history = JSON.parse(entries.get('data/application_status_history.json')?.toString() ?? '[]') as {
      application_id: string;
    }[];
    expect(history.some((h) => h.application_id === w.applicationId)).toBe(true);
    expect(entries.has('data/refresh_token_families.json')).toBe(true);
    expect(entries.get(`files/${file.id}-portfolio.pdf`)?.toString()).toContain('portfolio');
    const everything = [...entries.entries()]
      .filter(([n]) => n.startsWith('data/'))
      .map(([, b]) => b.toString())
      .join('');
    expect(everything).not.toMatch(/password_hash|token_hash|\$scrypt/);

    // nobody else's
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: made.downloadUrl,
          headers: { cookie: w.recruiter.cookie },
        })
      ).statusCode,
    ).toBe(404);
    // expired: gone
    await ctx.app.timedWork.runDue(new Date(new Date(made.expiresAt).getTime() + 1000));
    const late = await ctx.app.inject({
      method: 'GET',
      url: made.downloadUrl,
      headers: { cookie: w.seeker.cookie },
    });
    expect(late.statusCode).toBe(410);
    expect(
      (await kit.ok<{ latest: { status: string } }>(kit.call(w.seeker, 'GET', '/me/export'))).latest.status,
    ).toBe('expired');
  });

  it('a large one is built by the queue; one at a time, EXPORTS_PER_DAY a day', async () => {
    const database = await createTestDatabase();
    const mailbox = new Mailbox();
    const app = await buildTestApp(
      { EXPORT_INLINE_MAX_BYTES: '1', EXPORTS_PER_DAY: '2' },
      { database, mailer: mailbox, mailQueue: 'manual' },
    );
    try {
      const { buildUser } = await import('../../test/factories.js');
      const user = await buildUser(database.db);
      const { cookie } = await signIn(app, user.email, user.password);
      await uploadFile(app, cookie, 'big.pdf', pdf('x'.repeat(200)));
      const ask = () =>
        app.inject({ method: 'POST', url: '/elevate-be/rest/api/me/export', headers: { cookie } });
      const first = await ask();
      expect(first.statusCode, first.body).toBe(202);
      expect(first.json()).toMatchObject({ status: 'pending', downloadUrl: null });
      const busy = await ask();
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({ error: 'export_pending' });
      expect((await app.timedWork.runDue()).exportsBuilt).toBe(1);
      const state = await app.inject({
        method: 'GET',
        url: '/elevate-be/rest/api/me/export',
        headers: { cookie },
      });
      expect(state.json()).toMatchObject({ latest: { status: 'ready' } });
      expect((await ask()).statusCode).toBe(202);
      await app.timedWork.runDue();
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ error: 'export_limit' });
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe('retention', () => {
  it('anonymises rejected and withdrawn candidates after the organisation’s months, and no others', async () => {
    const w = await kit.application();
    const db = ctx.database.db;
    const monthsAgo = (n: number) => new Date(Date.now() - n * 31 * DAY);
    await db
      .updateTable('applications')
      .set({ status: 'rejected', coverLetter: 'Hello', updatedAt: monthsAgo(25) })
      .where('id', '=', w.applicationId)
      .execute();
    const other = await kit.ok<{ id: string }>(
      kit.call(w.otherSeeker, 'POST', `/job-seeker/job/${w.jobId}/apply`, {}),
      201,
    );
    await db
      .updateTable('applications')
      .set({ status: 'rejected', updatedAt: monthsAgo(23) })
      .where('id', '=', other.id)
      .execute();
    const done = await ctx.app.timedWork.runDue();
    expect(done.applicationsAnonymised).toBeGreaterThanOrEqual(1);
    const rows = await db
      .selectFrom('applications')
      .select(['id', 'anonymisedAt', 'coverLetter'])
      .where('jobId', '=', w.jobId)
      .execute();
    expect(rows.find((r) => r.id === w.applicationId)).toMatchObject({ coverLetter: null });
    expect(rows.find((r) => r.id === w.applicationId)?.anonymisedAt).not.toBeNull();
    expect(rows.find((r) => r.id === other.id)?.anonymisedAt).toBeNull();
    const pool = await kit.ok<{
      items: { applicationId: string; candidate: { anonymised?: boolean; subject: string } }[];
    }>(kit.call(w.recruiter, 'GET', `/hr/wf/job/${w.jobId}/applicant-pool`));
    expect(pool.items.find((i) => i.applicationId === w.applicationId)?.candidate).toMatchObject({
      anonymised: true,
    });
    expect(pool.items.find((i) => i.applicationId === other.id)?.candidate.anonymised).toBeUndefined();

    // an organisation that keeps them a month
    await db.updateTable('organisations').set({ retentionMonths: 1 }).where('id', '=', w.orgId).execute();
    await ctx.app.timedWork.runDue();
    const after = await db
      .selectFrom('applications')
      .select('anonymisedAt')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(after.anonymisedAt).not.toBeNull();
  });

  it('an organisation admin sets how long candidates are kept; recruiters read it; others cannot', async () => {
    const o = await kit.organisation();
    const path = `/hr/organisation/${o.orgId}/retention`;
    expect(await kit.ok(kit.call(o.recruiter, 'GET', path))).toEqual({
      organisationId: o.orgId,
      retentionMonths: null,
      defaultMonths: 24,
    });
    expect(await kit.ok(kit.call(o.admin, 'PUT', path, { retentionMonths: 6 }))).toMatchObject({
      retentionMonths: 6,
    });
    expect((await kit.call(o.recruiter, 'PUT', path, { retentionMonths: 1 })).statusCode).toBe(403);
    expect((await kit.call(o.outsider, 'GET', path)).statusCode).toBe(404);
    const zero = await kit.call(o.admin, 'PUT', path, { retentionMonths: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ fields: [{ field: 'body.retentionMonths' }] });
    expect(await kit.ok(kit.call(o.admin, 'PUT', path, { retentionMonths: null }))).toMatchObject({
      retentionMonths: null,
    });
  });

  it('purges what is past its time, and the audit log refuses every change', async () => {
    const db = ctx.database.db;
    const old = new Date(Date.now() - 800 * DAY);
    await db
      .insertInto('auditLog')
      .values({
        actorUserId: null,
        action: 'test.old',
        targetType: 'test',
        targetId: 'retention',
        details: '{}',
        createdAt: old,
      })
      .execute();
    await expect(
      db
        .updateTable('auditLog')
        .set({ action: 'test.changed' })
        .where('targetId', '=', 'retention')
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('auditLog').where('targetId', '=', 'retention').execute()).rejects.toThrow(
      /append-only/,
    );
    await db
      .insertInto('pendingSignups')
      .values({
        email: 'late@example.test',
        fullName: 'Late',
        passwordHash: 'x',
        tokenHash: `t-${Date.now()}`,
        createdAt: old,
        expiresAt: new Date(old.getTime() + DAY),
      })
      .execute();
    expect((await ctx.app.timedWork.runDue()).purged).toBeGreaterThanOrEqual(2);
    expect(
      await db.selectFrom('auditLog').select('id').where('targetId', '=', 'retention').execute(),
    ).toHaveLength(0);
    expect(
      await db.selectFrom('pendingSignups').select('id').where('email', '=', 'late@example.test').execute(),
    ).toHaveLength(0);
  });
});

describe('consents', () => {
  it('a sign-up accepts the privacy notice; being searchable is a choice recorded with its words, each change', async () => {
    const email = `consent-${Date.now()}@example.test`;
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/sso/rest/signup',
      payload: { fullName: 'Aisha Consent', email, password: 'Harbour#Lantern2027' },
      headers: { cookie: 'language=ar' },
    });
    expect(signup.statusCode).toBe(202);
    const token = ctx.mailbox.signupToken(email) ?? '';
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/sso/rest/verify-email',
      payload: { token },
      headers: { cookie: 'language=ar' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const cookie = `access_token=${verified.cookies.find((c) => c.name === 'access_token')?.value ?? ''}`;
    const me = { id: '', cookie, subject: '' };
    const state = await kit.ok<{
      privacyNotice: { acceptedVersion: string; currentVersion: string };
      history: { kind: string; language: string; text: string }[];
    }>(kit.call(me, 'GET', '/me/consents'));
    expect(state.privacyNotice.acceptedVersion).toBe(state.privacyNotice.currentVersion);
    expect(state.history).toEqual([expect.objectContaining({ kind: 'privacy_notice', language: 'ar' })]);
    expect(state.history[0]?.text).toMatch(/إشعار الخصوصية/);
    // not found by recruiters until chosen
    const user = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const profile = () =>
      ctx.database.db
        .selectFrom('profiles')
        .select('isSearchable')
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
    expect((await profile()).isSearchable).toBe(false);

    await kit.ok(kit.call(me, 'PATCH', '/job-seeker/profile', { isSearchable: true }));
    await kit.ok(kit.call(me, 'PATCH', '/job-seeker/profile', { isSearchable: true }));
    await kit.ok(kit.call(me, 'PATCH', '/job-seeker/profile', { isSearchable: false }));
    const after = await kit.ok<{ history: { kind: string; granted: boolean; text: string }[] }>(
      kit.call(me, 'GET', '/me/consents'),
    );
    expect(after.history.filter((h) => h.kind === 'searchable').map((h) => h.granted)).toEqual([false, true]);
    expect(after.history[0]?.text).toMatch(/في المؤسسات/);
  });

  it('an account that never accepted the current notice is asked, and a stale page’s version is refused', async () => {
    const person = await kit.person();
    const state = await kit.ok<{ privacyNotice: { acceptedVersion: string | null; currentVersion: string } }>(
      kit.call(person, 'GET', '/me/consents'),
    );
    expect(state.privacyNotice.acceptedVersion).toBeNull();
    const stale = await kit.call(person, 'POST', '/me/consents/privacy-notice', { version: '2020-01-01' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'stale_version' });
    const accepted = await kit.ok<{ privacyNotice: { acceptedVersion: string } }>(
      kit.call(person, 'POST', '/me/consents/privacy-notice', {
        version: state.privacyNotice.currentVersion,
      }),
    );
    expect(accepted.privacyNotice.acceptedVersion).toBe(state.privacyNotice.currentVersion);
  });
});
