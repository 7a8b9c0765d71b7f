import type { Selectable } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type NotificationKind,
  type NotificationSettingsResponse,
  notificationKinds,
  notificationSettingNames,
  type OneTimeAction,
  type OneTimeActionListResponse,
} from '@talent/contracts';
import type { Notifications } from '../../db/schema.js';
import { useTestApp } from '../../test/app.js';
import { buildOrganisation, buildUser } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();
const API = '/elevate-be/rest/api';

type Method = 'GET' | 'POST' | 'PUT';

function call(cookie: string | undefined, method: Method, path: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `${API}${path}`,
    headers: cookie === undefined ? {} : { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}): Promise<string> {
  const user = await buildUser(ctx.database.db, overrides);
  return (await signIn(ctx.app, user.email, user.password)).cookie;
}

async function recruiter(): Promise<string> {
  const organisationId = await buildOrganisation(ctx.database.db);
  return signedIn({ memberships: [{ organisationId, role: 'hr' }] });
}

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { fields?: { field: string }[] }).fields?.map((f) => f.field) ?? [];

describe('notification settings', () => {
  it('names every kind of the notifications table on both channels', () => {
    expectTypeOf<NotificationKind>().toEqualTypeOf<Selectable<Notifications>['kind']>();
    expect(notificationSettingNames).toHaveLength(notificationKinds.length * 2);
    expect(notificationSettingNames).toContain('email.offer_sent');
    expect(notificationSettingNames).toContain('in_app.saved_search_match');
  });

  it('answers every setting, on until switched off, and sets one name/value pair at a time', async () => {
    const cookie = await signedIn();
    const initial = await call(cookie, 'GET', '/job-seeker/my-notification-setting');
    expect(initial.statusCode).toBe(200);
    const { settings } = initial.json<NotificationSettingsResponse>();
    expect(Object.keys(settings).sort()).toEqual([...notificationSettingNames].sort());
    expect(Object.values(settings).every((v) => v)).toBe(true);

    for (let i = 0; i < 2; i += 1) {
      const res = await call(cookie, 'PUT', '/job-seeker/my-notification-setting', {
        'email.offer_sent': false,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<NotificationSettingsResponse>().settings).toMatchObject({
        'email.offer_sent': false,
        'in_app.offer_sent': true,
      });
    }
    await call(cookie, 'PUT', '/job-seeker/my-notification-setting', { 'in_app.hired': 'false' });
    await call(cookie, 'PUT', '/job-seeker/my-notification-setting', { 'email.offer_sent': 'true' });
    const after = (
      await call(cookie, 'GET', '/job-seeker/my-notification-setting')
    ).json<NotificationSettingsResponse>();
    expect(Object.entries(after.settings).filter(([, v]) => !v)).toEqual([['in_app.hired', false]]);

    // another seeker's settings are their own
    const other = await signedIn();
    const theirs = (
      await call(other, 'GET', '/job-seeker/my-notification-setting')
    ).json<NotificationSettingsResponse>();
    expect(theirs.settings['in_app.hired']).toBe(true);
  });

  it('refuses an unknown name, a non-boolean value and anything but exactly one pair', async () => {
    const cookie = await signedIn();
    const cases: [unknown, string][] = [
      [{ 'email.coffee_ready': false }, 'body.email.coffee_ready'],
      [{ 'sms.offer_sent': false }, 'body.sms.offer_sent'],
      [{ 'email.offer_sent': 'maybe' }, 'body.email.offer_sent'],
      [{ 'email.offer_sent': 0 }, 'body.email.offer_sent'],
      [{}, 'body'],
      [{ 'email.offer_sent': false, 'email.hired': false }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await call(cookie, 'PUT', '/job-seeker/my-notification-setting', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res.body), JSON.stringify(body)).toEqual([field]);
    }
  });

  it('answers 401 to anonymous callers and 403 to recruiters', async () => {
    const hr = await recruiter();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { 'email.hired': false }],
    ] as const) {
      expect((await call(undefined, method, '/job-seeker/my-notification-setting', body)).statusCode).toBe(
        401,
      );
      expect((await call(hr, method, '/job-seeker/my-notification-setting', body)).statusCode).toBe(403);
    }
  });
});

describe('one-time actions', () => {
  it('marks an action once, keeps its first time, and lists the caller’s actions', async () => {
    const cookie = await signedIn();
    const empty = await call(cookie, 'GET', '/me/one-time-actions');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ actions: [] });

    const first = await call(cookie, 'POST', '/me/one-time-action/getting-started.tour');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const done = first.json<OneTimeAction>();
    expect(done.action).toBe('getting-started.tour');
    const again = await call(cookie, 'POST', '/me/one-time-action/getting-started.tour');
    expect(again.json<OneTimeAction>()).toEqual(done);
    await call(cookie, 'POST', '/me/one-time-action/chrome_banner');

    const list = (await call(cookie, 'GET', '/me/one-time-actions')).json<OneTimeActionListResponse>();
    expect(list.actions.map((a) => a.action)).toEqual(['getting-started.tour', 'chrome_banner']);
    expect(list.actions[0]).toEqual(done);

    const other = await signedIn();
    expect((await call(other, 'GET', '/me/one-time-actions')).json()).toEqual({ actions: [] });
  });

  it('is open to any signed-in user, recruiters included, but not to anonymous callers', async () => {
    const hr = await recruiter();
    const res = await call(hr, 'POST', '/me/one-time-action/hr-welcome');
    expect(res.statusCode).toBe(200);
    expect((await call(undefined, 'GET', '/me/one-time-actions')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/me/one-time-action/x')).statusCode).toBe(401);
  });

  it('refuses a malformed action name with the field', async () => {
    const cookie = await signedIn();
    for (const action of ['Upper', 'with%20space', 'x'.repeat(65)]) {
      const res = await call(cookie, 'POST', `/me/one-time-action/${action}`);
      expect(res.statusCode, action).toBe(400);
      expect(fieldsOf(res.body)).toEqual(['params.action']);
    }
  });
});
