import { describe, expect, it } from 'vitest';
import type { ProfileNote } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildOrganisation, buildUser, ensureSkill } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();
const API = '/elevate-be/rest/api';
const MISSING = '0f0f0f0f-0000-4000-8000-000000000000';
const WORDS = 'Layla led our data team through two migrations and never missed a deadline.';

function call(cookie: string, method: 'POST' | 'PUT', path: string, payload: unknown) {
  return ctx.app.inject({ method, url: `${API}${path}`, headers: { cookie }, payload: payload as object });
}

async function person(searchable = true, overrides: Parameters<typeof buildUser>[1] = {}) {
  const db = ctx.database.db;
  const user = await buildUser(db, overrides);
  await db.updateTable('profiles').set({ isSearchable: searchable }).where('userId', '=', user.id).execute();
  return { ...user, cookie: (await signIn(ctx.app, user.email, user.password)).cookie };
}

/** The owner's recommendations and endorsements, as the profile query reads them. */
async function received(cookie: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/profile/x/',
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify({
      query:
        '{ profile { userRecommandations { id status description } userSkills { endorsements { id endorsed } } } }',
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    data: {
      profile: {
        userRecommandations: { id: string; status: string; description: string }[];
        userSkills: { endorsements: { id: string; endorsed: boolean }[] }[];
      };
    };
  }>().data.profile;
}

describe('recommendations on a profile', () => {
  it('is written by another user, waits, and is approved or declined once by the owner', async () => {
    const owner = await person();
    const colleague = await person();
    const organisationId = await buildOrganisation(ctx.database.db);
    const manager = await person(true, { memberships: [{ organisationId, role: 'hr' }] });

    const res = await call(colleague.cookie, 'POST', `/profile/${owner.subject}/recommendations`, {
      description: WORDS,
    });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json<ProfileNote>();
    expect(note).toMatchObject({ status: 'pending', respondedAt: null });
    // one waiting recommendation per writer
    expect(
      (
        await call(colleague.cookie, 'POST', `/profile/${owner.subject}/recommendations`, {
          description: WORDS,
        })
      ).statusCode,
    ).toBe(409);
    // a recruiter may recommend too
    const second = await call(manager.cookie, 'POST', `/profile/${owner.subject}/recommendations`, {
      description: WORDS,
    });
    expect(second.statusCode, second.body).toBe(201);

    expect((await received(owner.cookie)).userRecommandations.map((r) => r.status).sort()).toEqual([
      'pending',
      'pending',
    ]);

    // only the owner answers: the writer's answer finds nothing
    expect(
      (
        await call(colleague.cookie, 'PUT', `/job-seeker/profile/recommendations/${note.id}`, {
          status: 'approved',
        })
      ).statusCode,
    ).toBe(404);
    const approved = await call(owner.cookie, 'PUT', `/job-seeker/profile/recommendations/${note.id}`, {
      status: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<ProfileNote>().respondedAt).not.toBeNull();
    // an answer is given once
    expect(
      (
        await call(owner.cookie, 'PUT', `/job-seeker/profile/recommendations/${note.id}`, {
          status: 'declined',
        })
      ).statusCode,
    ).toBe(409);
    const declined = await call(
      owner.cookie,
      'PUT',
      `/job-seeker/profile/recommendations/${second.json<ProfileNote>().id}`,
      { status: 'declined' },
    );
    expect(declined.statusCode).toBe(200);
    expect((await received(owner.cookie)).userRecommandations.map((r) => r.status).sort()).toEqual([
      'approved',
      'declined',
    ]);
  });

  it("refuses one's own profile (400), a hidden or unknown one (404) and too few words (400)", async () => {
    const me = await person();
    const hidden = await person(false);
    expect(
      (await call(me.cookie, 'POST', `/profile/${me.subject}/recommendations`, { description: WORDS }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(me.cookie, 'POST', `/profile/${hidden.subject}/recommendations`, { description: WORDS }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(me.cookie, 'POST', '/profile/nobody/recommendations', { description: WORDS })).statusCode,
    ).toBe(404);
    const short = await call(me.cookie, 'POST', `/profile/${hidden.subject}/recommendations`, {
      description: 'Great.',
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('body.description');
  });
});

describe('endorsements of a skill', () => {
  it('endorses a skill the profile holds, once; the owner approves it and it counts as endorsed', async () => {
    const owner = await person();
    const friend = await person();
    const skillId = await ensureSkill(ctx.database.db, 'Terraform');
    const other = await ensureSkill(ctx.database.db, 'Fortran');
    await ctx.database.db.insertInto('userSkills').values({ userId: owner.id, skillId, level: 4 }).execute();

    const res = await call(friend.cookie, 'POST', `/profile/${owner.subject}/endorsements`, {
      skill: { id: skillId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json<ProfileNote>();
    expect(
      (
        await call(friend.cookie, 'POST', `/profile/${owner.subject}/endorsements`, {
          skill: { id: skillId },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call(friend.cookie, 'POST', `/profile/${owner.subject}/endorsements`, { skill: { id: other } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(friend.cookie, 'POST', `/profile/${owner.subject}/endorsements`, {
          skill: { id: MISSING },
        })
      ).statusCode,
    ).toBe(404);

    expect((await received(owner.cookie)).userSkills[0]?.endorsements).toEqual([
      { id: note.id, endorsed: false },
    ]);
    expect(
      (
        await call(friend.cookie, 'PUT', `/job-seeker/profile/endorsements/${note.id}`, {
          status: 'approved',
        })
      ).statusCode,
    ).toBe(404);
    const approved = await call(owner.cookie, 'PUT', `/job-seeker/profile/endorsements/${note.id}`, {
      status: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await received(owner.cookie)).userSkills[0]?.endorsements).toEqual([
      { id: note.id, endorsed: true },
    ]);
    expect(
      (await call(owner.cookie, 'PUT', `/job-seeker/profile/endorsements/${note.id}`, { status: 'declined' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('telling the owner', () => {
  it('notifies the owner of a new recommendation and a new endorsement, in the feed and by mail', async () => {
    const db = ctx.database.db;
    const owner = await person();
    const friend = await person(true, { fullName: 'Omar Haddad' });
    const skillId = await ensureSkill(db, 'Kotlin');
    await db.insertInto('userSkills').values({ userId: owner.id, skillId }).execute();
    await ctx.app.mailQueue.deliverDue();

    expect(
      (await call(friend.cookie, 'POST', `/profile/${owner.subject}/recommendations`, { description: WORDS }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await call(friend.cookie, 'POST', `/profile/${owner.subject}/endorsements`, {
          skill: { id: skillId },
        })
      ).statusCode,
    ).toBe(201);
    const told = await db
      .selectFrom('notifications')
      .select(['kind', 'title', 'url'])
      .where('userId', '=', owner.id)
      .orderBy('kind')
      .execute();
    expect(told).toEqual([
      {
        kind: 'endorsement_received',
        title: 'Omar Haddad endorsed your skill Kotlin: approve it to show it on your profile',
        url: '/profile',
      },
      {
        kind: 'recommendation_received',
        title: 'Omar Haddad wrote you a recommendation: approve it to show it on your profile',
        url: '/profile',
      },
    ]);
    await ctx.app.mailQueue.deliverDue();
    expect(
      ctx.mailbox
        .to(owner.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(told.map((t) => t.title).sort());
    // the writer is told nothing
    expect(ctx.mailbox.to(friend.email)).toEqual([]);
  });
});
