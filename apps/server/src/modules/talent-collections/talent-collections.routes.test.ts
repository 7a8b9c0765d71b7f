import { describe, expect, it } from 'vitest';
import {
  COLLECTION_PAGE_SIZE,
  type CollectionCandidateAdded,
  type TalentCollection,
  type TalentCollectionDetail,
  type TalentCollectionListResponse,
} from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildCity, buildJob, buildOrganisation, buildUser, ensureSkill } from '../../test/factories.js';
import { fieldsOf, MISSING, type Person, routeKit } from '../../test/pipeline-world.js';

const ctx = useTestApp();
const { person, call, organisation } = routeKit(ctx);

async function hidden(userId: string): Promise<void> {
  await ctx.database.db
    .updateTable('profiles')
    .set({ isSearchable: false })
    .where('userId', '=', userId)
    .execute();
}

async function create(who: Person, name: string, extra: object = {}) {
  const res = await call(who, 'POST', '/hr/talent-collection', { name, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TalentCollection>();
}

describe('talent collections', () => {
  it('creates, lists with counts, renames and deletes the organisation’s collections', async () => {
    const o = await organisation();
    const analysts = await create(o.recruiter, 'Analysts', { description: 'Data people' });
    expect(analysts).toMatchObject({ organisationId: o.orgId, name: 'Analysts', candidateCount: 0 });
    const engineers = await create(o.admin, 'Engineers');
    const seeker = await person();
    expect(
      (await call(o.recruiter, 'PUT', `/hr/talent-collection/${engineers.id}/candidates/${seeker.subject}`))
        .statusCode,
    ).toBe(200);

    const list = await call(o.admin, 'GET', '/hr/talent-collection');
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list.json<TalentCollectionListResponse>().collections.map((c) => [c.name, c.candidateCount]),
    ).toEqual([
      ['Analysts', 0],
      ['Engineers', 1],
    ]);

    // the same name twice in one organisation is a conflict; another organisation may use it
    const twice = await call(o.recruiter, 'POST', '/hr/talent-collection', { name: 'Analysts' });
    expect(twice.statusCode).toBe(409);
    expect(fieldsOf(twice.body)).toEqual(['body.name']);
    await create(o.outsider, 'Analysts');

    const renamed = await call(o.recruiter, 'PATCH', `/hr/talent-collection/${analysts.id}`, {
      name: 'Data analysts',
      description: '',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TalentCollection>()).toMatchObject({ name: 'Data analysts', description: null });
    const clash = await call(o.recruiter, 'PATCH', `/hr/talent-collection/${analysts.id}`, {
      name: 'Engineers',
    });
    expect(clash.statusCode).toBe(409);

    expect((await call(o.recruiter, 'DELETE', `/hr/talent-collection/${engineers.id}`)).statusCode).toBe(204);
    expect((await call(o.recruiter, 'GET', `/hr/talent-collection/${engineers.id}`)).statusCode).toBe(404);
    expect((await call(o.recruiter, 'DELETE', `/hr/talent-collection/${engineers.id}`)).statusCode).toBe(404);
    const after = (
      await call(o.recruiter, 'GET', '/hr/talent-collection')
    ).json<TalentCollectionListResponse>();
    expect(after.collections.map((c) => c.name)).toEqual(['Data analysts']);
  });

  it('shows a candidate’s name, headline, location and skills, and no contact details', async () => {
    const o = await organisation();
    const db = ctx.database.db;
    const collection = await create(o.recruiter, 'Shown');
    const seeker = await buildUser(db, { fullName: 'Salim Al Harthy' });
    const suffix = seeker.id.slice(0, 8);
    const cityId = await buildCity(db, {
      nameEn: `Sohar ${suffix}`,
      nameZh: `苏哈尔 ${suffix}`,
      nameAr: `صحار ${suffix}`,
    });
    await db
      .updateTable('profiles')
      .set({ title: 'Data analyst', countryCode: 'OM', cityId, phoneMobile: '+96899123456' })
      .where('userId', '=', seeker.id)
      .execute();
    for (const [name, level] of [
      ['SQL', 5],
      ['Excel', 3],
    ] as const) {
      await db
        .insertInto('userSkills')
        .values({ userId: seeker.id, skillId: await ensureSkill(db, name), level })
        .execute();
    }
    const added = await call(
      o.recruiter,
      'PUT',
      `/hr/talent-collection/${collection.id}/candidates/${seeker.subject}`,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<CollectionCandidateAdded>()).toMatchObject({
      collectionId: collection.id,
      subject: seeker.subject,
    });
    // adding again keeps the first time
    const again = await call(
      o.recruiter,
      'PUT',
      `/hr/talent-collection/${collection.id}/candidates/${seeker.subject}`,
    );
    expect(again.json<CollectionCandidateAdded>().addedAt).toBe(
      added.json<CollectionCandidateAdded>().addedAt,
    );

    const detail = await call(o.admin, 'GET', `/hr/talent-collection/${collection.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json<TalentCollectionDetail>();
    expect(body.collection).toMatchObject({ id: collection.id, candidateCount: 1 });
    expect(body.candidates).toMatchObject({ total: 1, limit: COLLECTION_PAGE_SIZE, offset: 0 });
    expect(body.candidates.items).toEqual([
      {
        subject: seeker.subject,
        fullName: 'Salim Al Harthy',
        headline: 'Data analyst',
        photoUrl: null,
        location: {
          countryCode: 'OM',
          country: expect.objectContaining({ en: expect.any(String) }),
          city: { en: `Sohar ${suffix}`, zh: `苏哈尔 ${suffix}`, ar: `صحار ${suffix}` },
        },
        skills: ['SQL', 'Excel'],
        addedAt: added.json<CollectionCandidateAdded>().addedAt,
      },
    ]);
    expect(detail.body).not.toContain(seeker.email);
    expect(detail.body).not.toContain('96899123456');

    expect(
      (
        await call(
          o.recruiter,
          'DELETE',
          `/hr/talent-collection/${collection.id}/candidates/${seeker.subject}`,
        )
      ).statusCode,
    ).toBe(204);
    // one who is not in it: harmless
    expect(
      (
        await call(
          o.recruiter,
          'DELETE',
          `/hr/talent-collection/${collection.id}/candidates/${seeker.subject}`,
        )
      ).statusCode,
    ).toBe(204);
    const empty = (
      await call(o.recruiter, 'GET', `/hr/talent-collection/${collection.id}`)
    ).json<TalentCollectionDetail>();
    expect(empty.candidates).toMatchObject({ total: 0, items: [] });
  });

  it('adds only candidates the organisation may see: searchable, or applied or invited to it', async () => {
    const o = await organisation();
    const db = ctx.database.db;
    const collection = await create(o.recruiter, 'Who may be added');
    const jobId = await buildJob(db, { organisationId: o.orgId });
    const otherJobId = await buildJob(db, { organisationId: o.otherOrgId });
    const add = (subject: string) =>
      call(
        o.recruiter,
        'PUT',
        `/hr/talent-collection/${collection.id}/candidates/${encodeURIComponent(subject)}`,
      );

    const searchable = await person();
    expect((await add(searchable.subject)).statusCode).toBe(200);

    const applied = await person();
    const apply = await call(applied, 'POST', `/job-seeker/job/${jobId}/apply`, {});
    expect(apply.statusCode, apply.body).toBeLessThan(300);
    await hidden(applied.id);
    expect((await add(applied.subject)).statusCode).toBe(200);

    const invited = await person();
    await hidden(invited.id);
    await db
      .insertInto('invitations')
      .values({
        jobId,
        seekerId: invited.id,
        invitedBy: o.recruiter.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .execute();
    expect((await add(invited.subject)).statusCode).toBe(200);

    // hidden and only known to another organisation; a recruiter; nobody at all
    const elsewhere = await person();
    await call(elsewhere, 'POST', `/job-seeker/job/${otherJobId}/apply`, {});
    await hidden(elsewhere.id);
    expect((await add(elsewhere.subject)).statusCode).toBe(404);
    expect((await add(o.admin.subject)).statusCode).toBe(404);
    expect((await add('u-nobody')).statusCode).toBe(404);

    // a candidate who hides the profile later drops out of the list and the count
    await hidden(searchable.id);
    const detail = (
      await call(o.recruiter, 'GET', `/hr/talent-collection/${collection.id}`)
    ).json<TalentCollectionDetail>();
    expect(detail.candidates.items.map((c) => c.subject).sort()).toEqual(
      [applied.subject, invited.subject].sort(),
    );
    expect(detail.collection.candidateCount).toBe(2);
  });

  it('pages the candidates 50 at most, the latest added first', async () => {
    const o = await organisation();
    const db = ctx.database.db;
    const collection = await create(o.recruiter, 'Many');
    const seekers = [];
    for (let i = 0; i < 3; i += 1) seekers.push(await buildUser(db));
    for (const [i, s] of seekers.entries()) {
      await db
        .insertInto('talentCollectionCandidates')
        .values({
          collectionId: collection.id,
          seekerId: s.id,
          addedAt: new Date(Date.now() - (10 - i) * 60_000),
        })
        .execute();
    }
    const page = (
      await call(o.recruiter, 'GET', `/hr/talent-collection/${collection.id}?limit=2&offset=1`)
    ).json<TalentCollectionDetail>();
    expect(page.candidates.total).toBe(3);
    expect(page.candidates.items.map((c) => c.subject)).toEqual([seekers[1]?.subject, seekers[0]?.subject]);
    const tooMany = await call(
      o.recruiter,
      'GET',
      `/hr/talent-collection/${collection.id}?limit=${COLLECTION_PAGE_SIZE + 1}`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany.body)).toEqual(['querystring.limit']);
  });

  it('refuses bad input, the wrong role and another organisation’s collections', async () => {
    const o = await organisation();
    const collection = await create(o.recruiter, 'Private');
    const seeker = await person();

    const bad = await call(o.recruiter, 'POST', '/hr/talent-collection', { name: '', organisationId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(['body.name', 'body.organisationId']);
    const noChange = await call(o.recruiter, 'PATCH', `/hr/talent-collection/${collection.id}`, {});
    expect(noChange.statusCode).toBe(400);
    expect((await call(o.recruiter, 'GET', '/hr/talent-collection/not-an-id')).statusCode).toBe(400);

    for (const who of [seeker, o.publisher]) {
      expect((await call(who, 'GET', '/hr/talent-collection')).statusCode).toBe(403);
      expect((await call(who, 'POST', '/hr/talent-collection', { name: 'Mine' })).statusCode).toBe(403);
      expect((await call(who, 'GET', `/hr/talent-collection/${collection.id}`)).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/hr/talent-collection')).statusCode).toBe(401);

    // the other organisation: every call on this one's collection is 404, and so is naming it
    const paths: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', `/hr/talent-collection/${collection.id}`],
      ['PATCH', `/hr/talent-collection/${collection.id}`, { name: 'Stolen' }],
      ['PUT', `/hr/talent-collection/${collection.id}/candidates/${seeker.subject}`],
      ['DELETE', `/hr/talent-collection/${collection.id}/candidates/${seeker.subject}`],
      ['DELETE', `/hr/talent-collection/${collection.id}`],
      ['GET', `/hr/talent-collection?organisationId=${o.orgId}`],
      ['POST', '/hr/talent-collection', { name: 'Planted', organisationId: o.orgId }],
      ['GET', `/hr/talent-collection/${MISSING}`],
    ];
    for (const [method, path, payload] of paths) {
      const res = await call(o.outsider, method, path, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const theirs = (
      await call(o.outsider, 'GET', '/hr/talent-collection')
    ).json<TalentCollectionListResponse>();
    expect(theirs.collections.map((c) => c.id)).not.toContain(collection.id);
    const mine = (
      await call(o.recruiter, 'GET', `/hr/talent-collection/${collection.id}`)
    ).json<TalentCollectionDetail>();
    expect(mine.collection.name).toBe('Private');
  });

  it('asks a recruiter of several organisations which one', async () => {
    const db = ctx.database.db;
    const first = await buildOrganisation(db);
    const second = await buildOrganisation(db);
    const both = await person({
      memberships: [
        { organisationId: first, role: 'hr' },
        { organisationId: second, role: 'hr_admin' },
      ],
    });
    const unnamed = await call(both, 'POST', '/hr/talent-collection', { name: 'Where?' });
    expect(unnamed.statusCode).toBe(400);
    expect(fieldsOf(unnamed.body)).toEqual(['body.organisationId']);
    expect((await call(both, 'GET', '/hr/talent-collection')).statusCode).toBe(400);
    const named = await create(both, 'Here', { organisationId: second });
    expect(named.organisationId).toBe(second);
    const list = (
      await call(both, 'GET', `/hr/talent-collection?organisationId=${second}`)
    ).json<TalentCollectionListResponse>();
    expect(list.collections.map((c) => c.id)).toEqual([named.id]);
  });
});
