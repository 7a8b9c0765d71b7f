import { describe, expect, it } from 'vitest';
import type {
  RecentSearch,
  RecentSearchListResponse,
  SavedSearch,
  SavedSearchListResponse,
} from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildCategory, buildOrganisation, buildUser } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();
const API = '/elevate-be/rest/api/job-seeker';
const MISSING = '0f0f0f0f-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function call(cookie: string | undefined, method: Method, path: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `${API}${path}`,
    headers: cookie === undefined ? {} : { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function seeker(): Promise<{ id: string; cookie: string }> {
  const user = await buildUser(ctx.database.db);
  return { id: user.id, cookie: (await signIn(ctx.app, user.email, user.password)).cookie };
}

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { fields?: { field: string }[] }).fields?.map((f) => f.field) ?? [];

describe('saved searches', () => {
  it('saves a search with filters checked like the job search, and lists it', async () => {
    const { cookie } = await seeker();
    const categoryId = await buildCategory(ctx.database.db);
    const res = await call(cookie, 'POST', '/search', {
      name: ' Muscat engineers ',
      filters: {
        keyword: ' engineer ',
        categoryId,
        location: 'Muscat',
        employmentType: 'full_time',
        skills: ['SQL', 'Go', 'sql'],
        languages: ['EN', 'ar'],
        companyId: '',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<SavedSearch>();
    expect(saved).toMatchObject({
      name: 'Muscat engineers',
      notify: true,
      filters: {
        keyword: 'engineer',
        categoryId,
        location: 'Muscat',
        employmentType: 'full_time',
        skills: ['Go', 'SQL'],
        languages: ['ar', 'en'],
      },
    });
    expect(saved.filters).not.toHaveProperty('companyId');

    const list = await call(cookie, 'GET', '/search');
    expect(list.statusCode).toBe(200);
    expect(list.json<SavedSearchListResponse>()).toEqual({ items: [saved] });
  });

  it('answers a retry with the existing search, and a reused name with other filters with 409', async () => {
    const { cookie } = await seeker();
    const body = { name: 'Remote data', filters: { keyword: 'data', skills: ['Python', 'SQL'] } };
    const first = await call(cookie, 'POST', '/search', body);
    expect(first.statusCode).toBe(201);
    const retry = await call(cookie, 'POST', '/search', {
      ...body,
      name: 'remote DATA',
      filters: { skills: ['sql', 'python'], keyword: 'data' },
      notify: false,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<SavedSearch>()).toMatchObject({ id: first.json<SavedSearch>().id, notify: false });

    const clash = await call(cookie, 'POST', '/search', {
      name: 'Remote data',
      filters: { keyword: 'other' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: 'duplicate_name' });
    expect((await call(cookie, 'GET', '/search')).json<SavedSearchListResponse>().items).toHaveLength(1);
  });

  it('refuses bad input with the failing field', async () => {
    const { cookie } = await seeker();
    const cases: [unknown, string][] = [
      [{ filters: {} }, 'body.name'],
      [{ name: '   ' }, 'body.name'],
      [{ name: 'x'.repeat(121) }, 'body.name'],
      [{ name: 'n', filters: { employmentType: 'forever' } }, 'body.filters.employmentType'],
      [{ name: 'n', filters: { categoryId: 'not-a-uuid' } }, 'body.filters.categoryId'],
      [{ name: 'n', filters: { keyword: 'k'.repeat(201) } }, 'body.filters.keyword'],
      [
        { name: 'n', filters: { languages: Array.from({ length: 11 }, (_, i) => `l${i}`) } },
        'body.filters.languages',
      ],
      [{ name: 'n', filters: { salary: 5 } }, 'body.filters'],
      [{ name: 'n', notify: 'yes' }, 'body.notify'],
    ];
    for (const [body, field] of cases) {
      const res = await call(cookie, 'POST', '/search', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res.body), JSON.stringify(body)).toContain(field);
    }
  });

  it('keeps at most 50 saved searches per seeker (409 for the 51st)', async () => {
    const { id, cookie } = await seeker();
    await ctx.database.db
      .insertInto('savedSearches')
      .values(
        Array.from({ length: 48 }, (_, i) => ({
          seekerId: id,
          name: `Search ${i}`,
          filters: JSON.stringify({ keyword: `k${i}` }),
        })),
      )
      .execute();
    // two of these fit; the cap holds even when they race
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        call(cookie, 'POST', '/search', { name: `Extra ${i}`, filters: { keyword: `e${i}` } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({ error: 'limit_reached' });
    expect((await call(cookie, 'GET', '/search')).json<SavedSearchListResponse>().items).toHaveLength(50);

    // someone else is not held to this seeker's count
    const other = await seeker();
    expect((await call(other.cookie, 'POST', '/search', { name: 'Mine' })).statusCode).toBe(201);
  });

  it("deletes one's own saved search; someone else's is 404", async () => {
    const alice = await seeker();
    const bob = await seeker();
    const created = await call(alice.cookie, 'POST', '/search', { name: 'To delete' });
    const { id } = created.json<SavedSearch>();

    const byBob = await call(bob.cookie, 'DELETE', `/search/${id}`);
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json()).toMatchObject({ error: 'not_found' });
    expect((await call(alice.cookie, 'DELETE', `/search/${id}`)).statusCode).toBe(204);
    expect((await call(alice.cookie, 'DELETE', `/search/${id}`)).statusCode).toBe(404);
    expect((await call(alice.cookie, 'GET', '/search')).json<SavedSearchListResponse>().items).toEqual([]);
    const bad = await call(alice.cookie, 'DELETE', '/search/abc');
    expect(fieldsOf(bad.body)).toEqual(['params.id']);
  });
});

describe('changing a saved search (PATCH)', () => {
  it('renames a search and switches its alert, keeping its filters', async () => {
    const { cookie } = await seeker();
    const created = (
      await call(cookie, 'POST', '/search', {
        name: 'Muscat',
        filters: { keyword: 'nurse', location: 'Muscat', skills: ['Triage'] },
      })
    ).json<SavedSearch>();

    const renamed = await call(cookie, 'PATCH', `/search/${created.id}`, { name: '  Night nurses  ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<SavedSearch>()).toEqual({ ...created, name: 'Night nurses' });

    const muted = await call(cookie, 'PATCH', `/search/${created.id}`, { notify: false });
    expect(muted.json<SavedSearch>()).toEqual({ ...created, name: 'Night nurses', notify: false });

    const both = await call(cookie, 'PATCH', `/search/${created.id}`, { name: 'Nurses', notify: true });
    expect(both.json<SavedSearch>()).toMatchObject({ name: 'Nurses', notify: true });
    expect((await call(cookie, 'GET', '/search')).json<SavedSearchListResponse>().items).toEqual([
      { ...created, name: 'Nurses', notify: true },
    ]);
  });

  it("answers 409 for another search's name (in any case), but lets a search change its own name's case", async () => {
    const { cookie } = await seeker();
    await call(cookie, 'POST', '/search', { name: 'Welders', filters: { keyword: 'welder' } });
    const { id } = (
      await call(cookie, 'POST', '/search', { name: 'Nurses', filters: { keyword: 'nurse' } })
    ).json<SavedSearch>();

    const clash = await call(cookie, 'PATCH', `/search/${id}`, { name: 'WELDERS' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: 'duplicate_name' });

    const ownCase = await call(cookie, 'PATCH', `/search/${id}`, { name: 'NURSES' });
    expect(ownCase.statusCode, ownCase.body).toBe(200);
    expect(ownCase.json<SavedSearch>().name).toBe('NURSES');
  });

  it("answers 404 for someone else's search or a missing one, and leaves it unchanged", async () => {
    const alice = await seeker();
    const bob = await seeker();
    const { id } = (await call(alice.cookie, 'POST', '/search', { name: 'Mine' })).json<SavedSearch>();

    const byBob = await call(bob.cookie, 'PATCH', `/search/${id}`, { name: 'Stolen', notify: false });
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json()).toMatchObject({ error: 'not_found' });
    expect((await call(alice.cookie, 'PATCH', `/search/${MISSING}`, { notify: false })).statusCode).toBe(404);
    expect((await call(alice.cookie, 'GET', '/search')).json<SavedSearchListResponse>().items).toMatchObject([
      { id, name: 'Mine', notify: true },
    ]);
  });

  it('refuses bad input with the failing field', async () => {
    const { cookie } = await seeker();
    const { id } = (await call(cookie, 'POST', '/search', { name: 'Mine' })).json<SavedSearch>();
    const cases: [string, unknown, string][] = [
      [id, {}, 'body.name'],
      [id, { name: '   ' }, 'body.name'],
      [id, { name: 'x'.repeat(121) }, 'body.name'],
      [id, { name: 'a\nb' }, 'body.name'],
      [id, { notify: 'yes' }, 'body.notify'],
      [id, { name: 'n', filters: { keyword: 'x' } }, 'body'],
      ['abc', { notify: true }, 'params.id'],
    ];
    for (const [target, body, field] of cases) {
      const res = await call(cookie, 'PATCH', `/search/${target}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res.body), JSON.stringify(body)).toContain(field);
    }
  });
});

describe('recent searches', () => {
  it('records searches newest first; the same search again moves to the top', async () => {
    const { cookie } = await seeker();
    const companyId = await buildOrganisation(ctx.database.db);
    const first = await call(cookie, 'POST', '/search-recent', {
      keyword: 'welder',
      filters: { location: 'Sohar', skills: ['TIG', 'MIG'] },
    });
    expect(first.statusCode, first.body).toBe(200);
    const welder = first.json<RecentSearch>();
    expect(welder).toMatchObject({
      keyword: 'welder',
      filters: { location: 'Sohar', skills: ['MIG', 'TIG'] },
    });
    await call(cookie, 'POST', '/search-recent', { keyword: 'nurse' });
    await call(cookie, 'POST', '/search-recent', { keyword: '', filters: { companyId } });

    const again = await call(cookie, 'POST', '/search-recent', {
      keyword: '  WELDER ',
      filters: { skills: ['mig', 'TIG'], location: 'Sohar' },
    });
    expect(again.json<RecentSearch>()).toMatchObject({ id: welder.id, keyword: 'WELDER' });

    const list = (await call(cookie, 'GET', '/search-recent')).json<RecentSearchListResponse>();
    expect(list.items.map((s) => s.keyword)).toEqual(['WELDER', '', 'nurse']);
    expect(list.items[1]?.filters).toEqual({ companyId });
  });

  it('keeps only the 20 newest, trimming the oldest', async () => {
    const { id, cookie } = await seeker();
    for (let i = 1; i <= 25; i += 1) {
      const res = await call(cookie, 'POST', '/search-recent', { keyword: `term ${i}` });
      expect(res.statusCode).toBe(200);
    }
    const list = (await call(cookie, 'GET', '/search-recent')).json<RecentSearchListResponse>();
    expect(list.items).toHaveLength(20);
    expect(list.items[0]?.keyword).toBe('term 25');
    expect(list.items[19]?.keyword).toBe('term 6');
    const stored = await ctx.database.db
      .selectFrom('recentSearches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seekerId', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(20);

    // searches recorded at the same moment still leave 20
    const parallel = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(cookie, 'POST', '/search-recent', { keyword: `burst ${i}` })),
    );
    expect(parallel.every((r) => r.statusCode === 200)).toBe(true);
    const afterBurst = await ctx.database.db
      .selectFrom('recentSearches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seekerId', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(afterBurst.n)).toBe(20);
  });

  it('refuses an empty search and bad filters with the failing field', async () => {
    const { cookie } = await seeker();
    const cases: [unknown, string][] = [
      [{}, 'body.keyword'],
      [{ keyword: '   ', filters: { location: '' } }, 'body.keyword'],
      [{ keyword: 'x'.repeat(201) }, 'body.keyword'],
      [{ keyword: 'x', filters: { companyId: 'abc' } }, 'body.filters.companyId'],
      [{ keyword: 'x', filters: { keyword: 'inside' } }, 'body.filters'],
    ];
    for (const [body, field] of cases) {
      const res = await call(cookie, 'POST', '/search-recent', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res.body), JSON.stringify(body)).toContain(field);
    }
  });

  it("deletes one's own recent search; someone else's is 404", async () => {
    const alice = await seeker();
    const bob = await seeker();
    const { id } = (
      await call(alice.cookie, 'POST', '/search-recent', { keyword: 'mine' })
    ).json<RecentSearch>();
    expect((await call(bob.cookie, 'DELETE', `/search-recent/${id}`)).statusCode).toBe(404);
    expect((await call(alice.cookie, 'DELETE', `/search-recent/${id}`)).statusCode).toBe(204);
    expect((await call(alice.cookie, 'DELETE', `/search-recent/${MISSING}`)).statusCode).toBe(404);
    expect(
      (await call(alice.cookie, 'GET', '/search-recent')).json<RecentSearchListResponse>().items,
    ).toEqual([]);
  });
});

describe('searches: who may call', () => {
  it('answers 401 to anonymous callers and 403 to recruiters', async () => {
    const organisationId = await buildOrganisation(ctx.database.db);
    const hr = await buildUser(ctx.database.db, { memberships: [{ organisationId, role: 'hr' }] });
    const { cookie } = await signIn(ctx.app, hr.email, hr.password);
    const routes: [Method, string, unknown][] = [
      ['GET', '/search', undefined],
      ['POST', '/search', { name: 'x' }],
      ['PATCH', `/search/${MISSING}`, { notify: false }],
      ['DELETE', `/search/${MISSING}`, undefined],
      ['GET', '/search-recent', undefined],
      ['POST', '/search-recent', { keyword: 'x' }],
      ['DELETE', `/search-recent/${MISSING}`, undefined],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(undefined, method, path, body)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(cookie, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
    }
  });
});
