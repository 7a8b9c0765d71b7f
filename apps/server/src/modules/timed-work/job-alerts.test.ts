import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HrJobDetail, NotificationPage, SavedSearch } from '@talent/contracts';
import { buildTestApp, failOnResponseMismatches } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  buildCategory,
  buildCity,
  buildJob,
  buildOrganisation,
  buildUser,
  ensureSkill,
  utcDay,
} from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { signIn } from '../../test/session.js';

/** Seconds between two digests of one saved search: short, so that the test runs in seconds. */
const INTERVAL_S = 2;
/** The most jobs a digest lists, lowered so that the cap is cheap to reach. */
const MAX_JOBS = 3;

let app: FastifyInstance;
let database: TestDatabase;
let mailbox: Mailbox;

beforeAll(async () => {
  database = await createTestDatabase();
  mailbox = new Mailbox();
  app = await buildTestApp(
    { JOB_ALERT_INTERVAL_S: String(INTERVAL_S), JOB_ALERT_MAX_JOBS: String(MAX_JOBS) },
    { database, mailer: mailbox, mailQueue: 'manual', authLimits: { perAddress: 100_000 } },
  );
  await app.ready();
});
afterEach(failOnResponseMismatches);
afterAll(async () => {
  try {
    await app?.close();
  } finally {
    await database?.dispose();
  }
});

const db = () => database.db;
const API = '/elevate-be/rest/api';

interface Who {
  id: string;
  email: string;
  cookie: string;
}

async function person(memberships: { organisationId: string; role: 'hr' | 'hr_admin' }[] = []): Promise<Who> {
  const user = await buildUser(db(), { memberships });
  return { id: user.id, email: user.email, cookie: (await signIn(app, user.email, user.password)).cookie };
}

function call(who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function ok<T>(res: ReturnType<typeof call>, status = 200): Promise<T> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<T>();
}

/** An organisation whose admin creates and publishes jobs through the API. */
async function recruiterWorld() {
  const orgId = await buildOrganisation(db(), { name: `Alerts Org ${randomUUID().slice(0, 6)}` });
  const categoryId = await buildCategory(db());
  const cityId = await buildCity(db(), { countryCode: 'OM', nameEn: `Sohar ${randomUUID().slice(0, 6)}` });
  const skillId = await ensureSkill(db(), `Welding ${randomUUID().slice(0, 6)}`);
  const levelId = (
    await db()
      .selectFrom('languageLevels')
      .select('id')
      .where('code', '=', 'professional')
      .executeTakeFirstOrThrow()
  ).id;
  const admin = await person([
    { organisationId: orgId, role: 'hr' },
    { organisationId: orgId, role: 'hr_admin' },
  ]);
  async function publish(title: string): Promise<string> {
    const job = await ok<HrJobDetail>(
      call(admin, 'POST', `${API}/hr/job`, {
        title,
        description: `${title}: join a team that builds and keeps the plant running, every day of the year.`,
        textLanguage: 'en',
        category: { id: categoryId },
        location: { countryCode: 'OM', cityId, remote: false },
        employmentType: 'full_time',
        salary: { min: 900, max: 1400, currency: 'OMR', period: 'month' },
        skills: [{ id: skillId, minLevel: 3 }],
        languages: [{ code: 'en', minLevelId: levelId }],
        minExperienceYears: 1,
        vacancies: 1,
        endDate: utcDay(30),
        eligibility: { nationalsOnly: false, requiresWorkPermit: false, requiresResidentCard: false },
      }),
      201,
    );
    await ok(call(admin, 'POST', `${API}/hr/my/job/${job.id}/publish`));
    return job.id;
  }
  return { orgId, categoryId, publish };
}

async function saveSearch(seeker: Who, keyword: string, notify = true): Promise<SavedSearch> {
  return ok<SavedSearch>(
    call(seeker, 'POST', `${API}/job-seeker/search`, {
      name: `Alert ${keyword}`,
      filters: { keyword },
      notify,
    }),
    201,
  );
}

async function feed(who: Who) {
  const page = await ok<NotificationPage>(call(who, 'GET', '/router/rest/api/v2/notifications'));
  return page.content;
}

async function setting(userId: string, name: string, value: boolean) {
  await db()
    .insertInto('notificationSettings')
    .values({ userId, name, value: value ? 'true' : 'false' })
    .onConflict((oc) => oc.columns(['userId', 'name']).doUpdateSet({ value: value ? 'true' : 'false' }))
    .execute();
}

/** The clock the test runs timed work at: past the interval since the saved search was made. */
const later = (seconds = INTERVAL_S + 1) => new Date(Date.now() + seconds * 1000);

const word = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

describe('job alerts of saved searches', () => {
  it('sends one digest of the matching job to the feed and by mail, and nothing for a job that does not match', async () => {
    const world = await recruiterWorld();
    const seeker = await person();
    const keyword = word();
    const search = await saveSearch(seeker, keyword);
    const matching = await world.publish(`Senior welder ${keyword}`);
    const other = await world.publish(`Pipe fitter ${word()}`);

    // not due before the interval has passed
    await app.timedWork.runDue(new Date());
    await app.mailQueue.deliverDue();
    expect(await feed(seeker)).toEqual([]);

    const now = later();
    const done = await app.timedWork.runDue(now);
    expect(done.jobAlerts).toBeGreaterThanOrEqual(1);
    expect(done).toEqual(
      expect.objectContaining({
        jobAlerts: expect.any(Number),
        invitationsExpired: expect.any(Number),
        offersExpired: expect.any(Number),
        interviewReminders: expect.any(Number),
        messageNotices: expect.any(Number),
      }),
    );
    await app.mailQueue.deliverDue();

    const items = await feed(seeker);
    expect(items).toHaveLength(1);
    expect(items[0]?.title).toBe(`A new job matches your saved search “Alert ${keyword}”`);
    expect(items[0]?.data.url).toBe(`/jobs/all/${matching}`);
    const stored = await db()
      .selectFrom('notifications')
      .select(['kind', 'data', 'titleZh', 'titleAr'])
      .where('userId', '=', seeker.id)
      .executeTakeFirstOrThrow();
    expect(stored.kind).toBe('saved_search_match');
    expect(stored.data).toMatchObject({ savedSearchId: search.id, jobIds: [matching] });
    expect(stored.titleZh).toContain(`Alert ${keyword}`);
    expect(stored.titleAr).toContain(`Alert ${keyword}`);

    const mails = mailbox.to(seeker.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe(`A new job matches your saved search “Alert ${keyword}”`);
    expect(mail?.text).toContain(`Senior welder ${keyword}`);
    expect(mail?.text).toContain(`/jobs/all/${matching}`);
    expect(mail?.text).toContain(`/jobs?keyword=${keyword}&sort=newest`);
    expect(mail?.text).toMatch(/Sohar \w+, \S/);
    expect(mail?.text).not.toContain(other);
    expect(mail?.text).not.toContain('Pipe fitter');
    expect(mail?.html).toContain(`Senior welder ${keyword}`);
    expect(mail?.html).toMatch(new RegExp(`href="https?://[^"]+/jobs\\?keyword=${keyword}&amp;sort=newest"`));
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/\/unsubscribe\?token=[\w.-]+>$/);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // at once again: nothing new, nothing sent
    await app.timedWork.runDue(now);
    // and after another interval with no new job: nothing either, the search is moved on
    await app.timedWork.runDue(new Date(now.getTime() + (INTERVAL_S + 1) * 1000));
    await app.mailQueue.deliverDue();
    expect(await feed(seeker)).toHaveLength(1);
    expect(mailbox.to(seeker.email)).toHaveLength(1);
    const row = await db()
      .selectFrom('savedSearches')
      .select('lastNotifiedAt')
      .where('id', '=', search.id)
      .executeTakeFirstOrThrow();
    expect(row.lastNotifiedAt?.getTime()).toBe(now.getTime() + (INTERVAL_S + 1) * 1000);
  });

  it('sends nothing for a saved search with alerts off', async () => {
    const world = await recruiterWorld();
    const seeker = await person();
    const keyword = word();
    await saveSearch(seeker, keyword, false);
    await world.publish(`Crane operator ${keyword}`);
    await app.timedWork.runDue(later());
    await app.mailQueue.deliverDue();
    expect(await feed(seeker)).toEqual([]);
    expect(mailbox.to(seeker.email)).toEqual([]);
  });

  it('with the e-mail setting off, tells in the feed only; with the in-app setting off, by mail only', async () => {
    const world = await recruiterWorld();
    const feedOnly = await person();
    const mailOnly = await person();
    const keyword = word();
    await setting(feedOnly.id, 'email.saved_search_match', false);
    await setting(mailOnly.id, 'in_app.saved_search_match', false);
    await saveSearch(feedOnly, keyword);
    await saveSearch(mailOnly, keyword);
    await world.publish(`Electrician ${keyword}`);
    await app.timedWork.runDue(later());
    await app.mailQueue.deliverDue();
    expect(await feed(feedOnly)).toHaveLength(1);
    expect(mailbox.to(feedOnly.email)).toEqual([]);
    expect(await feed(mailOnly)).toEqual([]);
    expect(mailbox.to(mailOnly.email)).toHaveLength(1);
  });

  it(`lists at most ${MAX_JOBS} jobs, newest first, in the reader's language`, async () => {
    const orgId = await buildOrganisation(db(), { name: 'Digest Org' });
    const seeker = await person();
    await db().updateTable('users').set({ preferredLanguage: 'zh-CN' }).where('id', '=', seeker.id).execute();
    const keyword = word();
    await saveSearch(seeker, keyword);
    const start = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < MAX_JOBS + 1; i++) {
      ids.push(
        await buildJob(db(), {
          organisationId: orgId,
          title: `Surveyor ${i} ${keyword}`,
          publishedAt: new Date(start + (i + 1) * 10),
        }),
      );
    }
    await app.timedWork.runDue(later());
    await app.mailQueue.deliverDue();
    const [mail] = mailbox.to(seeker.email);
    expect(mail?.subject).toBe(`有${MAX_JOBS}个新职位符合您保存的搜索“Alert ${keyword}”`);
    const listed = [...(mail?.text ?? '').matchAll(/Surveyor (\d)/g)].map((m) => Number(m[1]));
    expect(listed).toEqual([3, 2, 1]);
    expect(mail?.text).toContain('查看此搜索的全部职位');
    expect(mail?.html).toContain('lang="zh-CN"');
  });

  it('sends each digest once when two runs go at once', async () => {
    const world = await recruiterWorld();
    const seeker = await person();
    const keyword = word();
    await saveSearch(seeker, keyword);
    await world.publish(`Rigger ${keyword}`);
    const now = later();
    await Promise.all([app.timedWork.runDue(now), app.timedWork.runDue(now)]);
    await app.mailQueue.deliverDue();
    expect(await feed(seeker)).toHaveLength(1);
    expect(mailbox.to(seeker.email)).toHaveLength(1);
  });
});
