import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_PAGE_DEFAULT,
  NOTIFICATION_PAGE_MAX,
  type NotificationCount,
  type NotificationItem,
  type NotificationPage,
} from '@talent/contracts';
import type { Notifications } from '../../db/schema.js';
import { useTestApp } from '../../test/app.js';
import { buildJob, buildOrganisation, buildUser } from '../../test/factories.js';
import { signIn } from '../../test/session.js';
import { insertNotifications } from './notify.js';

const ctx = useTestApp();
const FEED = '/router/rest/api/v2/notifications';

interface Person {
  id: string;
  cookie: string;
}

async function person(overrides: Parameters<typeof buildUser>[1] = {}): Promise<Person> {
  const user = await buildUser(ctx.database.db, overrides);
  return { id: user.id, cookie: (await signIn(ctx.app, user.email, user.password)).cookie };
}

function call(who: Person | null, method: 'GET' | 'PUT', path: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url: `${FEED}${path}`,
    headers: { ...headers, ...(who === null ? {} : { cookie: `${who.cookie}; ${headers.cookie ?? ''}` }) },
  });
}

let sequence = 0;
/** A notification of the user, `minutesAgo` old, with titles in the three languages. */
function row(userId: string, minutesAgo: number, extra: Partial<Insertable<Notifications>> = {}) {
  sequence += 1;
  return {
    userId,
    kind: 'offer_sent' as const,
    title: `Offer ${sequence}`,
    titleZh: `录用 ${sequence}`,
    titleAr: `عرض ${sequence}`,
    icon: 'offer',
    url: `/jobs/offer/${sequence}`,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    ...extra,
  };
}

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { fields?: { field: string }[] }).fields?.map((f) => f.field) ?? [];

describe('the notifications feed', () => {
  it('pages the caller’s own notifications newest first, in the Spring page shape', async () => {
    const me = await person();
    const other = await person();
    await insertNotifications(ctx.database.db, [
      ...Array.from({ length: 25 }, (_, i) => row(me.id, i + 1)),
      row(other.id, 0),
    ]);
    const first = await call(me, 'GET', '?page=0&sort=createdAt,desc&products=talent-sourcing');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<NotificationPage>();
    expect(page).toMatchObject({ totalElements: 25, number: 0, size: NOTIFICATION_PAGE_DEFAULT });
    expect(page.content).toHaveLength(NOTIFICATION_PAGE_DEFAULT);
    const times = page.content.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.content[0]).toMatchObject({
      viewed: false,
      data: { icon: 'offer', url: expect.stringMatching(/^\/jobs\/offer\//), title_ar: expect.any(String) },
    });
    expect(page.content[0]?.title).toMatch(/^Offer /);

    const second = (await call(me, 'GET', '?page=1&size=20')).json<NotificationPage>();
    expect(second.content).toHaveLength(5);
    expect(second.number).toBe(1);
    const ids = new Set([...page.content, ...second.content].map((n) => n.id));
    expect(ids.size).toBe(25);
    // the other user's notification is never in the caller's feed
    const theirs = (await call(other, 'GET', '')).json<NotificationPage>();
    expect(theirs.totalElements).toBe(1);
    expect(ids.has(theirs.content[0]?.id ?? '')).toBe(false);
  });

  it('titles each notification in the caller’s language: cookie first, then Accept-Language', async () => {
    const me = await person();
    await insertNotifications(ctx.database.db, [row(me.id, 1)]);
    const titleWith = async (headers: Record<string, string>) =>
      (await call(me, 'GET', '', headers)).json<NotificationPage>().content[0];
    const english = await titleWith({});
    expect(english?.title).toMatch(/^Offer /);
    const arabic = await titleWith({ cookie: 'language=ar' });
    expect(arabic?.title).toMatch(/^عرض /);
    expect(arabic?.data.title_ar).toBe(arabic?.title);
    expect((await titleWith({ 'accept-language': 'zh-CN,zh;q=0.9' }))?.title).toMatch(/^录用 /);
    // the old cookie value `zh` reads as zh-CN; the cookie wins over the header
    expect((await titleWith({ cookie: 'language=zh', 'accept-language': 'ar' }))?.title).toMatch(/^录用 /);
    // every language carries the Arabic title, as the wire shape says
    expect(english?.data.title_ar).toBe(arabic?.title);
  });

  it('falls back to the English title when the caller’s language was not written', async () => {
    const me = await person();
    await insertNotifications(ctx.database.db, [row(me.id, 1, { titleZh: null, titleAr: null })]);
    const item = (await call(me, 'GET', '', { cookie: 'language=ar' })).json<NotificationPage>().content[0];
    expect(item?.title).toMatch(/^Offer /);
    expect(item?.data.title_ar).toBeNull();
  });

  it('counts unread ones, marks one read (another user’s is 404) and clears them all', async () => {
    const me = await person();
    const other = await person();
    await insertNotifications(ctx.database.db, [
      row(me.id, 3),
      row(me.id, 2),
      row(me.id, 1),
      row(other.id, 1),
    ]);
    const count = async (who: Person) => (await call(who, 'GET', '/count')).json<NotificationCount>().count;
    expect(await count(me)).toBe(3);

    const [newest] = (await call(me, 'GET', '')).json<NotificationPage>().content;
    const read = await call(me, 'PUT', `/${newest?.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<NotificationItem>()).toMatchObject({ id: newest?.id, viewed: true });
    // reading it again is harmless and keeps it read
    expect((await call(me, 'PUT', `/${newest?.id}`)).statusCode).toBe(200);
    expect(await count(me)).toBe(2);

    // another user's notification, a missing one, and not an id at all
    const [theirs] = (await call(other, 'GET', '')).json<NotificationPage>().content;
    expect((await call(me, 'PUT', `/${theirs?.id}`)).statusCode).toBe(404);
    expect(await count(other)).toBe(1);
    expect((await call(me, 'PUT', '/0f0f0f0f-0000-4000-8000-00000000beef')).statusCode).toBe(404);
    const bad = await call(me, 'PUT', '/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['params.id']);

    // mark all read: the rest of mine are read and stay listed; the other user's stay unread
    const allRead = await call(me, 'PUT', '/all/read');
    expect(allRead.statusCode, allRead.body).toBe(200);
    expect(allRead.json()).toEqual({ read: 2 });
    expect(await count(me)).toBe(0);
    const listed = (await call(me, 'GET', '')).json<NotificationPage>();
    expect(listed.totalElements).toBe(3);
    expect(listed.content.every((n) => n.viewed)).toBe(true);
    expect(await count(other)).toBe(1);
    expect((await call(me, 'PUT', '/all/read')).json()).toEqual({ read: 0 });

    const cleared = await call(me, 'PUT', '/all/clear');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ cleared: 3 });
    expect(await count(me)).toBe(0);
    expect((await call(me, 'GET', '')).json<NotificationPage>()).toMatchObject({
      totalElements: 0,
      content: [],
    });
    // a cleared one cannot be marked read any more; the other user's are untouched
    expect((await call(me, 'PUT', `/${newest?.id}`)).statusCode).toBe(404);
    expect(await count(other)).toBe(1);
    expect((await call(me, 'PUT', '/all/clear')).json()).toEqual({ cleared: 0 });
  });

  it('refuses a page too large, a negative page and an unknown product or sort, naming the field', async () => {
    const me = await person();
    for (const [query, field] of [
      [`?size=${NOTIFICATION_PAGE_MAX + 1}`, 'querystring.size'],
      ['?page=-1', 'querystring.page'],
      ['?products=another-product', 'querystring.products'],
      ['?sort=title,asc', 'querystring.sort'],
    ] as const) {
      const res = await call(me, 'GET', query);
      expect(res.statusCode, query).toBe(400);
      expect(fieldsOf(res.body), query).toEqual([field]);
    }
    expect((await call(me, 'GET', `?size=${NOTIFICATION_PAGE_MAX}`)).statusCode).toBe(200);
  });

  it('answers recruiters too, and nobody signed out or locked', async () => {
    const organisationId = await buildOrganisation(ctx.database.db);
    const recruiter = await person({ memberships: [{ organisationId, role: 'hr' }] });
    await insertNotifications(ctx.database.db, [row(recruiter.id, 1, { kind: 'new_applicant' })]);
    expect((await call(recruiter, 'GET', '/count')).json<NotificationCount>().count).toBe(1);
    expect((await call(null, 'GET', '')).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/all/clear')).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/all/read')).statusCode).toBe(401);
    const locked = await person({ locked: true });
    const res = await call(locked, 'GET', '/count');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'locked' });
  });
});

describe('the notification writer', () => {
  it('leaves out the kinds a recipient switched off in-app, and only those', async () => {
    const quiet = await person();
    const loud = await person();
    const db = ctx.database.db;
    await db
      .insertInto('notificationSettings')
      .values([
        { userId: quiet.id, name: 'in_app.offer_sent', value: 'false' },
        // e-mail settings do not silence the in-app feed
        { userId: loud.id, name: 'email.offer_sent', value: 'false' },
        // switched back on
        { userId: loud.id, name: 'in_app.offer_sent', value: 'true' },
      ])
      .execute();
    const kept = await insertNotifications(db, [
      row(quiet.id, 1),
      row(quiet.id, 1, { kind: 'hired' }),
      row(loud.id, 1),
    ]);
    expect(kept.map((r) => [r.userId, r.kind])).toEqual([
      [quiet.id, 'hired'],
      [loud.id, 'offer_sent'],
    ]);
    const stored = await db
      .selectFrom('notifications')
      .select(['userId', 'kind'])
      .where('userId', 'in', [quiet.id, loud.id])
      .orderBy('kind')
      .execute();
    expect(stored).toEqual([
      { userId: quiet.id, kind: 'hired' },
      { userId: loud.id, kind: 'offer_sent' },
    ]);
  });

  it('is what applying uses: a recruiter who switched new applicants off is not told', async () => {
    const db = ctx.database.db;
    const organisationId = await buildOrganisation(db);
    const jobId = await buildJob(db, { organisationId });
    const told = await person({ memberships: [{ organisationId, role: 'hr' }] });
    const silent = await person({ memberships: [{ organisationId, role: 'hr_admin' }] });
    await db
      .insertInto('notificationSettings')
      .values({ userId: silent.id, name: 'in_app.new_applicant', value: 'false' })
      .execute();
    const seeker = await person();
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/elevate-be/rest/api/job-seeker/job/${jobId}/apply`,
      headers: { cookie: seeker.cookie },
      payload: {},
    });
    expect(applied.statusCode, applied.body).toBeLessThan(300);
    const feed = async (who: Person) => (await call(who, 'GET', '')).json<NotificationPage>();
    const toldFeed = await feed(told);
    expect(toldFeed.totalElements).toBe(1);
    expect(toldFeed.content[0]?.data.url).toBe(`/hr/jobs/${jobId}`);
    expect((await feed(silent)).totalElements).toBe(0);
  });
});
