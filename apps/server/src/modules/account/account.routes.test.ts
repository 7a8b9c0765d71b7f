import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, failOnResponseMismatches, useTestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { buildOrganisation, buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { signIn } from '../../test/session.js';
import { hashToken } from '../auth/tokens.js';
import { enqueueMailJobs } from '../mail/queue.js';

const ctx = useTestApp();
afterEach(failOnResponseMismatches);

const NEW_PASSWORD = 'Harbour#Lantern2027';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function mailsTo(address: string) {
  await ctx.app.mailQueue.deliverDue();
  return ctx.mailbox.to(address);
}

/** The `#token=` of the newest mail to this address whose link goes to `page`. */
async function linkToken(address: string, page: string): Promise<string | undefined> {
  const mails = await mailsTo(address);
  for (const mail of [...mails].reverse()) {
    const match = new RegExp(`${page}#token=([\\w-]+)`).exec(mail.text);
    if (match !== null) return match[1];
  }
  return undefined;
}

const askReset = (email: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/sso/rest/password-reset', payload: { email }, headers });
const confirmReset = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/sso/rest/password-reset/confirm', payload: { token, password } });
const passwordSignIn = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/uaa/oauth/token',
    payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
    headers: FORM,
  });
const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/uaa/me', headers: { cookie } });

/** The audit log's acts on this account, sign-ins aside. */
async function audit(userId: string): Promise<string[]> {
  const rows = await ctx.database.db
    .selectFrom('auditLog')
    .select('action')
    .where('targetId', '=', userId)
    .where('action', 'not like', 'sign_in%')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}

describe('a forgotten password', () => {
  it('answers the same for a registered and an unknown address; only the registered one gets a link', async () => {
    const user = await buildUser(ctx.database.db);
    const unknown = `nobody-${Date.now()}@example.test`;
    const registered = await askReset(user.email.toUpperCase());
    const stranger = await askReset(unknown);
    expect(registered.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(registered.body).toBe(stranger.body);
    expect(registered.json()).toEqual({ status: 'reset_sent', linkValidMinutes: 30 });
    expect(await mailsTo(unknown)).toHaveLength(0);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toMatch(/Reset your .* password/);
    expect(mail?.text).toMatch(/works once, for 30 minutes/);
    const token = await linkToken(user.email, '/sso/reset-password');
    expect(token).toMatch(/^[\w-]{43}$/);
    // kept only hashed
    const stored = await ctx.database.db
      .selectFrom('accountTokens')
      .select(['tokenHash', 'purpose'])
      .where('userId', '=', user.id)
      .execute();
    expect(stored).toEqual([{ tokenHash: hashToken(token ?? ''), purpose: 'password_reset' }]);
    expect(await audit(user.id)).toEqual(['password.reset_requested']);
  });

  it('sets the new password once, ends every session, forgets the failures and tells the owner', async () => {
    const user = await buildUser(ctx.database.db, { fullName: 'Maryam Al Balushi' });
    const before = await signIn(ctx.app, user.email, user.password);
    // a stranger's wrong guesses had blocked the address
    for (let i = 0; i < 6; i += 1) await passwordSignIn(user.email, 'wrong guess');
    expect((await passwordSignIn(user.email, user.password)).statusCode).toBe(429);

    await askReset(user.email);
    const token = (await linkToken(user.email, '/sso/reset-password')) ?? '';
    const done = await confirmReset(token, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ok: true });

    expect((await me(before.cookie)).statusCode).toBe(401);
    expect((await passwordSignIn(user.email, user.password)).statusCode).toBe(400);
    expect((await passwordSignIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await confirmReset(token, 'Another#Lantern2028');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_token' });

    const mails = await mailsTo(user.email);
    const notice = mails[mails.length - 1];
    expect(notice?.subject).toMatch(/password was changed/);
    expect(notice?.text).toContain('Hello Maryam Al Balushi,');
    expect(notice?.text).not.toContain('#token=');
    expect(await audit(user.id)).toEqual(['password.reset_requested', 'password.reset']);
  });

  it('refuses a weak password in words and keeps the link usable', async () => {
    const user = await buildUser(ctx.database.db);
    await askReset(user.email);
    const token = (await linkToken(user.email, '/sso/reset-password')) ?? '';
    const weak = await confirmReset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: 'weak_password' });
    expect((await confirmReset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a link past its time, or one replaced by a newer mail, does not work', async () => {
    const user = await buildUser(ctx.database.db);
    await askReset(user.email);
    const first = (await linkToken(user.email, '/sso/reset-password')) ?? '';
    await askReset(user.email);
    const second = (await linkToken(user.email, '/sso/reset-password')) ?? '';
    expect(second).not.toBe(first);
    expect((await confirmReset(first, NEW_PASSWORD)).json()).toMatchObject({ error: 'invalid_token' });

    await ctx.database.db
      .updateTable('accountTokens')
      .set({ createdAt: new Date(Date.now() - 3_600_000), expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', hashToken(second))
      .execute();
    const late = await confirmReset(second, NEW_PASSWORD);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: 'invalid_token' });
    expect((await passwordSignIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('sends one address at most ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR mails, answering the same', async () => {
    const user = await buildUser(ctx.database.db);
    for (let i = 0; i < 5; i += 1) expect((await askReset(user.email)).statusCode).toBe(202);
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it('tells an account that signs in through its organisation to use that, in the asker’s language', async () => {
    const organisationId = await buildOrganisation(ctx.database.db, { name: 'Dhofar Energy' });
    const user = await buildUser(ctx.database.db);
    await ctx.database.db
      .updateTable('users')
      .set({ passwordHash: null })
      .where('id', '=', user.id)
      .execute();
    const idp = await ctx.database.db
      .insertInto('identityProviders')
      .values({
        organisationId,
        issuer: 'https://idp.dhofar.example',
        clientId: 'talent',
        clientSecretEncrypted: 'x',
        emailDomains: ['dhofar.example'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('externalIdentities')
      .values({ userId: user.id, identityProviderId: idp.id, subject: 'dhofar-1', linkedBy: 'created' })
      .execute();
    expect((await askReset(user.email, { cookie: 'language=ar' })).statusCode).toBe(202);
    const [mail] = await mailsTo(user.email);
    expect(mail?.text).toContain('Dhofar Energy');
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.text).not.toContain('#token=');
    expect(
      await ctx.database.db.selectFrom('accountTokens').select('id').where('userId', '=', user.id).execute(),
    ).toHaveLength(0);
  });

  it('limits requests from one network address (429 with Retry-After)', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp(
      {},
      {
        database,
        mailer: new Mailbox(),
        mailQueue: 'manual',
        authLimits: { passwordResetsPerAddressPerHour: 2 },
      },
    );
    try {
      const ask = () =>
        app.inject({ method: 'POST', url: '/sso/rest/password-reset', payload: { email: 'a@example.test' } });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database.dispose();
    }
  });

  it('names the field of a malformed request', async () => {
    const res = await askReset('not an address');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toEqual(['body.email']);
  });
});

describe('my name', () => {
  const rename = (cookie: string | undefined, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/elevate-be/rest/api/me/name',
      payload: payload as object,
      ...(cookie !== undefined ? { headers: { cookie } } : {}),
    });

  it('changes the account’s and the profile’s name, for a job seeker and a recruiter alike', async () => {
    const seeker = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, seeker.email, seeker.password);
    const res = await rename(session.cookie, { fullName: '  Salma Al Harthy ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ fullName: 'Salma Al Harthy' });
    expect((await me(session.cookie)).json()).toMatchObject({ fullName: 'Salma Al Harthy' });
    const profile = await ctx.database.db
      .selectFrom('profiles')
      .select('fullName')
      .where('userId', '=', seeker.id)
      .executeTakeFirstOrThrow();
    expect(profile.fullName).toBe('Salma Al Harthy');
    expect(await audit(seeker.id)).toContain('user.name_changed');

    const organisationId = await buildOrganisation(ctx.database.db);
    const recruiter = await buildUser(ctx.database.db, { memberships: [{ organisationId, role: 'hr' }] });
    const hr = await signIn(ctx.app, recruiter.email, recruiter.password);
    expect((await rename(hr.cookie, { fullName: 'Hamed Recruiter' })).statusCode).toBe(200);
    expect((await me(hr.cookie)).json()).toMatchObject({ fullName: 'Hamed Recruiter' });
  });

  it('refuses an empty name by its field, and an anonymous caller', async () => {
    const seeker = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, seeker.email, seeker.password);
    const empty = await rename(session.cookie, { fullName: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toEqual([
      'body.fullName',
    ]);
    expect((await rename(undefined, { fullName: 'Anyone' })).statusCode).toBe(401);
  });
});

describe('my sign-in address', () => {
  const askChange = (cookie: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/elevate-be/rest/api/me/email',
      payload: payload as object,
      headers: { cookie },
    });
  const confirmChange = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/elevate-be/rest/api/me/email/confirm', payload: { token } });

  it('changes only when the link sent to the new address is opened, and tells the old one', async () => {
    const user = await buildUser(ctx.database.db, { fullName: 'Noor Al Zadjali' });
    const session = await signIn(ctx.app, user.email, user.password);
    const newEmail = `noor-${Date.now()}@new.example.test`;
    const res = await askChange(session.cookie, { email: newEmail, currentPassword: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ status: 'verification_sent' });
    // nothing changed yet
    expect((await me(session.cookie)).json()).toMatchObject({ email: user.email });
    const token = (await linkToken(newEmail, '/sso/confirm-email')) ?? '';
    expect(token).not.toBe('');

    const done = await confirmChange(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ email: newEmail });
    expect((await me(session.cookie)).json()).toMatchObject({ email: newEmail });
    expect((await passwordSignIn(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await passwordSignIn(user.email, TEST_PASSWORD)).statusCode).toBe(400);
    const profile = await ctx.database.db
      .selectFrom('profiles')
      .select('email')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile.email).toBe(newEmail);
    const [notice] = await mailsTo(user.email);
    expect(notice?.subject).toMatch(/sign-in address was changed/);
    expect(notice?.text).toContain(newEmail);
    expect((await confirmChange(token)).json()).toMatchObject({ error: 'invalid_token' });
    expect(await audit(user.id)).toEqual(['user.email_change_requested', 'user.email_changed']);
  });

  it('needs the current password, a different address and an account with a password', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.email, user.password);
    const wrong = await askChange(session.cookie, { email: 'x@new.example.test', currentPassword: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_password' });
    const same = await askChange(session.cookie, {
      email: user.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ error: 'same_email', fields: [{ field: 'body.email' }] });
    const malformed = await askChange(session.cookie, { email: 'nope', currentPassword: '' });
    expect(malformed.statusCode).toBe(400);
    expect(
      malformed
        .json<{ fields: { field: string }[] }>()
        .fields.map((f) => f.field)
        .sort(),
    ).toEqual(['body.currentPassword', 'body.email']);

    await ctx.database.db
      .updateTable('users')
      .set({ passwordHash: null })
      .where('id', '=', user.id)
      .execute();
    const passwordless = await askChange(session.cookie, {
      email: 'y@new.example.test',
      currentPassword: 'x',
    });
    expect(passwordless.statusCode).toBe(409);
    expect(passwordless.json()).toMatchObject({ error: 'enterprise_account' });
  });

  it('an address that is someone’s: the same answer, its owner told, and a race lost with 409', async () => {
    const owner = await buildUser(ctx.database.db);
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.email, user.password);
    const taken = await askChange(session.cookie, { email: owner.email, currentPassword: TEST_PASSWORD });
    expect(taken.statusCode).toBe(202);
    const [told] = await mailsTo(owner.email);
    expect(told?.subject).toMatch(/tried to move/);
    expect(told?.text).not.toContain('#token=');

    // the address was free when asked, and someone else's by the time the link is opened
    const later = `later-${Date.now()}@example.test`;
    await askChange(session.cookie, { email: later, currentPassword: TEST_PASSWORD });
    const token = (await linkToken(later, '/sso/confirm-email')) ?? '';
    await buildUser(ctx.database.db, { email: later });
    const lost = await confirmChange(token);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toMatchObject({ error: 'email_taken' });
    expect((await me(session.cookie)).json()).toMatchObject({ email: user.email });
  });
});

describe('my notification settings and the one-click unsubscribe', () => {
  const settingsOf = (cookie: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/me/notification-settings',
      headers: { cookie },
    });

  it('a recruiter keeps notification settings of their own, like a job seeker', async () => {
    const organisationId = await buildOrganisation(ctx.database.db);
    const recruiter = await buildUser(ctx.database.db, {
      memberships: [{ organisationId, role: 'hr_admin' }],
    });
    const session = await signIn(ctx.app, recruiter.email, recruiter.password);
    expect((await settingsOf(session.cookie)).json()).toMatchObject({
      settings: { 'email.new_applicant': true },
    });
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/elevate-be/rest/api/me/notification-settings',
      headers: { cookie: session.cookie },
      payload: { 'email.new_applicant': false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      settings: { 'email.new_applicant': false, 'in_app.new_applicant': true },
    });
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/elevate-be/rest/api/me/notification-settings',
      headers: { cookie: session.cookie },
      payload: { 'email.nothing': false },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('turns off exactly the kind of mail its link names, without signing in, as a mail client posts it', async () => {
    const organisationId = await buildOrganisation(ctx.database.db);
    const recruiter = await buildUser(ctx.database.db, { memberships: [{ organisationId, role: 'hr' }] });
    await enqueueMailJobs(ctx.database.db, [
      {
        type: 'notification',
        notificationKind: 'new_applicant',
        userId: recruiter.id,
        title: 'A new applicant for Welder',
        titleZh: null,
        titleAr: null,
        url: '/hr',
      },
    ]);
    const [mail] = await mailsTo(recruiter.email);
    const header = mail?.headers?.['List-Unsubscribe'] ?? '';
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(.+)>$/.exec(header)?.[1] ?? 'http://x/');
    expect(mail?.text).toContain(url.toString());

    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: FORM,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ setting: 'email.new_applicant', kind: 'new_applicant' });
    // twice is the same
    expect((await ctx.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` })).statusCode).toBe(
      200,
    );
    const session = await signIn(ctx.app, recruiter.email, recruiter.password);
    const settings = (await settingsOf(session.cookie)).json<{ settings: Record<string, boolean> }>()
      .settings;
    expect(settings['email.new_applicant']).toBe(false);
    expect(settings['in_app.new_applicant']).toBe(true);
    expect(settings['email.offer_answered']).toBe(true);
  });

  it('refuses a link that is not one of ours for this purpose', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.email, user.password);
    // a signed token of ours for another purpose: the access token
    for (const token of [session.accessToken, `${session.accessToken.slice(0, -4)}AAAA`]) {
      const res = await ctx.app.inject({ method: 'POST', url: `/unsubscribe?token=${token}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_token' });
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/unsubscribe?token=nonsense' })).statusCode).toBe(
      400,
    );
  });
});

describe('my language and time zone', () => {
  it('keeps them for every role, and refuses a zone that does not exist by its field', async () => {
    const organisationId = await buildOrganisation(ctx.database.db);
    const recruiter = await buildUser(ctx.database.db, { memberships: [{ organisationId, role: 'hr' }] });
    const { cookie } = await signIn(ctx.app, recruiter.email, recruiter.password);
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/elevate-be/rest/api/me/preferences',
        headers: { cookie },
        payload,
      });
    const set = await put({ language: 'zh-CN', timeZone: 'Asia/Tokyo' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ language: 'zh-CN', timeZone: 'Asia/Tokyo' });
    const bad = await put({ timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: [{ field: 'body.timeZone' }] });
    expect((await put({ timeZone: null })).json()).toEqual({ language: 'zh-CN', timeZone: null });
  });

  it('gives each reminder’s time in its recipient’s own zone, else the interview’s', async () => {
    const { assessmentReminderNotifications } = await import('../timed-work/timed-work-notifications.js');
    const rows = assessmentReminderNotifications(
      'seeker',
      ['tokyo', 'none'],
      {
        assessmentId: 'a',
        applicationId: 'b',
        jobId: 'c',
        jobTitle: 'Welder',
        format: 'interview',
        seekerName: 'Maryam',
        startsAt: new Date('2026-12-10T06:00:00Z'),
        timeZone: 'Asia/Muscat',
        window: '24h',
      },
      (userId) => (userId === 'tokyo' ? 'Asia/Tokyo' : null),
    );
    expect(rows.find((r) => r.userId === 'seeker')?.title).toContain('10:00 AM (Asia/Muscat)');
    expect(rows.find((r) => r.userId === 'tokyo')?.title).toContain('03:00 PM (Asia/Tokyo)');
    expect(rows.find((r) => r.userId === 'none')?.title).toContain('(Asia/Muscat)');
  });
});
