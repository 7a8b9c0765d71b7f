import { PassThrough } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  buildSchema,
  getNamedType,
  type GraphQLObjectType,
  isObjectType,
  // the CommonJS entry, as in lib/graphql-guard.ts
} from 'graphql/index.js';
import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { buildTestApp, failOnResponseMismatches } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrganisation, buildUser } from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { signIn } from '../../test/session.js';
import { profileTypeDefs } from './profile.schema.js';

/**
 * The GraphQL endpoints' guards (docs/security.md, "GraphQL"): the probe's alias attack, each
 * limit at its configured value, CORS, introspection and suggestions, control characters and
 * masked errors. Every app here shares one database and counts the queries it sends, so a test
 * can show that a refusal came before any database work.
 */

const PROFILE = '/profile/x/';
const WORKSPACE = '/workspace/x/graphql';

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

interface TestApp {
  app: FastifyInstance;
  /** Queries this app has sent to the database so far. */
  queries: () => number;
  logs: string[];
}

let database: TestDatabase;
const apps: TestApp[] = [];

async function makeApp(env: Record<string, string> = {}): Promise<TestApp> {
  let count = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      count += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  const logs: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (line: Buffer) => logs.push(line.toString()));
  const app = await buildTestApp(
    { LOG_LEVEL: 'error', ...env },
    {
      database: { ...database, db: database.db.withPlugin(counter) },
      logStream,
      authLimits: { perAddress: 100_000 },
      mailer: new Mailbox(),
    },
  );
  await app.ready();
  const made = { app, queries: () => count, logs };
  apps.push(made);
  return made;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(failOnResponseMismatches);
afterAll(async () => {
  // every app is closed, even when closing one fails on an answer the OpenAPI document does not describe
  const closed = await Promise.allSettled(apps.map(({ app }) => app.close()));
  await database?.dispose();
  for (const c of closed) if (c.status === 'rejected') throw c.reason;
});

function post(
  app: FastifyInstance,
  query: string,
  options: { url?: string; cookie?: string; variables?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: options.url ?? PROFILE,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: JSON.stringify({ query, ...(options.variables ? { variables: options.variables } : {}) }),
  });
}

const answer = (res: LightMyRequestResponse) => res.json<Answer>();
const messages = (res: LightMyRequestResponse) => (answer(res).errors ?? []).map((e) => e.message);

/** The requests a refusal costs the database: none. */
async function refusedWithoutDatabaseWork(t: TestApp, send: () => Promise<LightMyRequestResponse>) {
  const before = t.queries();
  const res = await send();
  expect(t.queries() - before, 'database queries').toBe(0);
  return res;
}

async function signedIn(app: FastifyInstance): Promise<string> {
  const user = await buildUser(database.db);
  return (await signIn(app, user.email, user.password)).cookie;
}

// the web app's own operations (apps/web/src: features/seeker/api/companies.ts,
// features/help/api/get-checklist.ts, lib/graphql-client.ts's current-user query)
const WEB_COMPANY_QUERY = `query Company($id: ID!) {
  company(organisationID: $id) { organisationID name companyLogo { aPIURL } about website openJobCount }
}`;
const WEB_CHECKLIST_QUERY = '{ profile { percentageCompleted resume { id } } }';
const WEB_CURRENT_USER_QUERY =
  '{ user { id subject profile { userID fullName title pictureURL email } } primaryRole isPremium isEnterpriseUser roles }';
const COMPANIES_QUERY = '{ companies(limit: 1000) { name organisationID companyLogo { aPIURL } } }';

/** Every field of the profile, each list with every field: the largest query the schema allows. */
function wholeProfileQuery(): string {
  const schema = buildSchema(profileTypeDefs);
  const select = (type: GraphQLObjectType): string =>
    `{ ${Object.values(type.getFields())
      .map((f) => {
        const named = getNamedType(f.type);
        return isObjectType(named) ? `${f.name} ${select(named)}` : f.name;
      })
      .join(' ')} }`;
  return `{ profile ${select(schema.getType('Profile') as GraphQLObjectType)} }`;
}

/** The probe's document: `companies(limit: 1000)` under 6,000 aliases, 437 KB. */
function aliasAttack(aliases: number): string {
  const one = (i: number) =>
    `a${i}: companies(limit: 1000) { name organisationID about website openJobCount }`;
  return `{ ${Array.from({ length: aliases }, (_, i) => one(i)).join(' ')} }`;
}

describe('the anonymous alias attack of the probe', () => {
  it('refuses the 437 KB document at the byte limit, before GraphQL or the database, while others are served', async () => {
    const t = await makeApp();
    const organisationId = await buildOrganisation(database.db, { name: 'Concurrent Co' });
    const attack = aliasAttack(6000);
    expect(attack.length).toBeGreaterThan(400_000);

    const before = t.queries();
    const started = performance.now();
    const [refused, normal] = await Promise.all([
      post(t.app, attack),
      post(t.app, WEB_COMPANY_QUERY, { variables: { id: organisationId } }),
    ]);
    const elapsed = performance.now() - started;

    expect(refused.statusCode).toBe(413);
    expect(refused.body.length).toBeLessThan(1000);
    expect(refused.json()).toMatchObject({ error: 'payload_too_large' });
    expect(normal.statusCode).toBe(200);
    expect(answer(normal).data).toMatchObject({ company: { name: 'Concurrent Co' } });
    // only the normal request reached the database; the whole pair is answered in moments, not 51 s
    expect(t.queries() - before).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(10_000);
  });

  it('refuses the same attack under the byte limit with 400, naming the limits, before any database work', async () => {
    const t = await makeApp();
    const organisationId = await buildOrganisation(database.db, { name: 'Still Served Co' });
    // 60 aliases stay under the byte and token limits, so the alias limit is what answers
    const attack = aliasAttack(60);
    expect(attack.length).toBeLessThan(16 * 1024);

    const before = t.queries();
    const [refused, normal] = await Promise.all([
      post(t.app, attack),
      post(t.app, WEB_COMPANY_QUERY, { variables: { id: organisationId } }),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.length).toBeLessThan(2000);
    expect(messages(refused)).toContain('Aliases limit of 10 exceeded, found 60.');
    expect(answer(refused).errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
    expect(answer(refused)).not.toHaveProperty('data');
    expect(normal.statusCode).toBe(200);
    expect(answer(normal).data).toMatchObject({ company: { name: 'Still Served Co' } });
    // the attack added no database work: the pair made as many queries as the company query alone.
    // The app's background work (the mail queue, the timed work) may query within a window on a
    // busy machine and only ever adds, so the pair is measured again a few times; one equal pair
    // suffices, and an attack that touched the database would never give one.
    const differences: number[] = [t.queries() - before - (await loneCompanyQueries())];
    async function loneCompanyQueries(): Promise<number> {
      const start = t.queries();
      await post(t.app, WEB_COMPANY_QUERY, { variables: { id: organisationId } });
      return t.queries() - start;
    }
    for (let attempt = 0; attempt < 3 && !differences.includes(0); attempt += 1) {
      const start = t.queries();
      await Promise.all([
        post(t.app, attack),
        post(t.app, WEB_COMPANY_QUERY, { variables: { id: organisationId } }),
      ]);
      differences.push(t.queries() - start - (await loneCompanyQueries()));
    }
    expect(differences).toContain(0);
  });

  it('answers 400 whatever the Accept header asks for', async () => {
    const t = await makeApp();
    for (const accept of ['application/json', 'application/graphql-response+json', '*/*']) {
      const res = await post(t.app, aliasAttack(11), { headers: { accept } });
      expect(res.statusCode, accept).toBe(400);
    }
  });
});

describe('the queries the web app sends', () => {
  it('all work within the default budgets', async () => {
    const t = await makeApp();
    const organisationId = await buildOrganisation(database.db);
    const cookie = await signedIn(t.app);

    const company = await post(t.app, WEB_COMPANY_QUERY, { variables: { id: organisationId } });
    expect(company.statusCode, company.body).toBe(200);
    const companies = await post(t.app, COMPANIES_QUERY);
    expect(companies.statusCode, companies.body).toBe(200);
    expect(answer(companies).errors).toBeUndefined();
    const checklist = await post(t.app, WEB_CHECKLIST_QUERY, { cookie });
    expect(checklist.statusCode, checklist.body).toBe(200);
    const user = await post(t.app, WEB_CURRENT_USER_QUERY, { url: WORKSPACE, cookie });
    expect(user.statusCode, user.body).toBe(200);
    expect(answer(user).errors).toBeUndefined();
    const whole = await post(t.app, wholeProfileQuery(), { cookie });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(answer(whole).errors).toBeUndefined();
  });

  it('answers 401 to an anonymous profile query of any size, so the web app refreshes its session', async () => {
    const t = await makeApp();
    const res = await post(t.app, wholeProfileQuery());
    expect(res.statusCode).toBe(401);
    expect(answer(res).errors).toEqual([
      { message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } },
    ]);
  });
});

describe('each limit bites at its configured value', () => {
  it('GRAPHQL_MAX_BYTES caps a POST body (413) and a GET query string (414)', async () => {
    const t = await makeApp({ GRAPHQL_MAX_BYTES: '200' });
    const body = (query: string) => JSON.stringify({ query });
    const fits = `{ companies(limit: 1) { name } ${' '.repeat(200 - body('{ companies(limit: 1) { name } }').length)}}`;
    expect(body(fits).length).toBe(200);
    const atLimit = await post(t.app, fits);
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const over = await refusedWithoutDatabaseWork(t, () => post(t.app, `${fits} `));
    expect(over.statusCode).toBe(413);

    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `${PROFILE}?query=${query}`,
        headers: { accept: 'application/json' },
      });
    const encoded = (pad: number) => encodeURIComponent(`{ companies(limit: 1) { name } }${' '.repeat(pad)}`);
    const pad = 200 - 'query='.length - encoded(0).length;
    const okGet = await get(encoded(pad / 3)); // a space is %20: three bytes
    expect(okGet.statusCode, okGet.body).toBe(200);
    const longGet = await refusedWithoutDatabaseWork(t, () => get(encoded(pad / 3 + 1)));
    expect(longGet.statusCode).toBe(414);
    expect(longGet.json()).toMatchObject({ error: 'uri_too_long' });
  });

  it('GRAPHQL_MAX_DEPTH', async () => {
    const t = await makeApp({ GRAPHQL_MAX_DEPTH: '2' });
    const two = await post(t.app, '{ companies(limit: 1) { name } }');
    expect(two.statusCode, two.body).toBe(200);
    const three = await refusedWithoutDatabaseWork(t, () =>
      post(t.app, '{ companies(limit: 1) { companyLogo { aPIURL } } }'),
    );
    expect(three.statusCode).toBe(400);
    expect(messages(three)).toContain('Query depth limit of 2 exceeded, found 3.');
  });

  it('GRAPHQL_MAX_ALIASES', async () => {
    const t = await makeApp({ GRAPHQL_MAX_ALIASES: '2' });
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: companies(limit: 1) { name }`).join(' ')} }`;
    expect((await post(t.app, aliases(2))).statusCode).toBe(200);
    const three = await refusedWithoutDatabaseWork(t, () => post(t.app, aliases(3)));
    expect(three.statusCode).toBe(400);
    expect(messages(three)).toContain('Aliases limit of 2 exceeded, found 3.');
  });

  it('GRAPHQL_MAX_TOKENS', async () => {
    const t = await makeApp({ GRAPHQL_MAX_TOKENS: '11' });
    // { companies ( limit : 1 ) { name } } is 11 tokens
    expect((await post(t.app, '{ companies(limit: 1) { name } }')).statusCode).toBe(200);
    const twelve = await refusedWithoutDatabaseWork(t, () =>
      post(t.app, '{ companies(limit: 1) { name about } }'),
    );
    expect(twelve.statusCode).toBe(400);
    expect(messages(twelve)).toEqual(['Token limit of 11 exceeded.']);
  });

  it('GRAPHQL_MAX_DIRECTIVES', async () => {
    const t = await makeApp({ GRAPHQL_MAX_DIRECTIVES: '1' });
    const one = await post(t.app, '{ companies(limit: 1) { name @include(if: true) } }');
    expect(one.statusCode, one.body).toBe(200);
    const two = await refusedWithoutDatabaseWork(t, () =>
      post(t.app, '{ companies(limit: 1) { name @include(if: true) about @skip(if: false) } }'),
    );
    expect(two.statusCode).toBe(400);
    expect(messages(two)).toContain('Directives limit of 1 exceeded, found 2.');
  });

  it('GRAPHQL_MAX_COST_ANONYMOUS is tighter than GRAPHQL_MAX_COST', async () => {
    const t = await makeApp({ GRAPHQL_MAX_COST_ANONYMOUS: '10', GRAPHQL_MAX_COST: '20' });
    const cookie = await signedIn(t.app);
    // 2 + 1.5 × (1 + 1 + (2 + 1.5 × 1)) = 10.25
    const field = 'companies(limit: 1) { name organisationID companyLogo { aPIURL } }';
    const query = `{ ${field} }`;
    const anonymous = await refusedWithoutDatabaseWork(t, () => post(t.app, query));
    expect(anonymous.statusCode).toBe(400);
    expect(messages(anonymous)).toContain('Query Cost limit of 10 exceeded, found 10.25.');
    expect((await post(t.app, '{ companies(limit: 1) { name organisationID } }')).statusCode).toBe(200);

    const member = await post(t.app, query, { cookie });
    expect(member.statusCode, member.body).toBe(200);
    const dear = await post(t.app, `{ a: ${field} b: ${field} }`, { cookie });
    expect(dear.statusCode).toBe(400);
    expect(messages(dear)).toContain('Query Cost limit of 20 exceeded, found 20.5.');
  });

  it('GRAPHQL_MAX_LIST_ROWS counts every list argument of the operation, variables included', async () => {
    const t = await makeApp({ GRAPHQL_MAX_LIST_ROWS: '5' });
    expect((await post(t.app, '{ companies(limit: 5) { name } }')).statusCode).toBe(200);
    const split = await refusedWithoutDatabaseWork(t, () =>
      post(t.app, '{ a: companies(limit: 3) { name } b: companies(limit: 3) { name } }'),
    );
    expect(split.statusCode).toBe(400);
    expect(messages(split)).toEqual(['List limit of 5 rows exceeded, found 6.']);
    const variable = await refusedWithoutDatabaseWork(t, () =>
      post(t.app, 'query ($n: Int) { companies(limit: $n) { name } }', { variables: { n: 6 } }),
    );
    expect(variable.statusCode).toBe(400);
    // left out, the limit is the spec's 1000
    const defaulted = await refusedWithoutDatabaseWork(t, () => post(t.app, '{ companies { name } }'));
    expect(messages(defaulted)).toEqual(['List limit of 5 rows exceeded, found 1000.']);
  });

  it('GRAPHQL_TIMEOUT_MS stops a query that runs longer, with a 503', async () => {
    const t = await makeApp({ GRAPHQL_TIMEOUT_MS: '1' });
    const cookie = await signedIn(t.app);
    // dozens of database rounds: far more than a millisecond on either database
    const res = await post(t.app, wholeProfileQuery(), { cookie });
    expect(res.statusCode, res.body).toBe(503);
    expect(answer(res).errors).toEqual([
      { message: 'The query took too long and was stopped.', extensions: { code: 'QUERY_TIMEOUT' } },
    ]);
    expect(answer(res)).not.toHaveProperty('data');
  });
});

describe('CORS', () => {
  const evil = 'http://evil.example';
  const corsHeaders = (res: LightMyRequestResponse) =>
    Object.keys(res.headers).filter((h) => h.startsWith('access-control-'));

  it('sends no Access-Control-Allow-* header to another origin, on either endpoint', async () => {
    const t = await makeApp();
    const cookie = await signedIn(t.app);
    for (const [url, query] of [
      [PROFILE, WEB_CHECKLIST_QUERY],
      [WORKSPACE, WEB_CURRENT_USER_QUERY],
    ] as const) {
      const read = await t.app.inject({
        method: 'GET',
        url: `${url}?query=${encodeURIComponent(query)}`,
        headers: { origin: evil, cookie, accept: 'application/json' },
      });
      expect(read.statusCode, url).toBe(200);
      expect(corsHeaders(read), url).toEqual([]);
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: evil,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(corsHeaders(preflight), url).toEqual([]);
      expect(preflight.statusCode, url).toBe(404);
      const write = await post(t.app, query, { url, cookie, headers: { origin: evil } });
      expect(corsHeaders(write), url).toEqual([]);
    }
  });
});

describe('introspection and suggestions', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('are closed by default, to anonymous and signed-in callers alike', async () => {
    const t = await makeApp();
    const cookie = await signedIn(t.app);
    for (const who of [undefined, cookie]) {
      const schema = await post(t.app, INTROSPECTION, { cookie: who });
      expect(schema.statusCode).toBe(400);
      expect(messages(schema)[0]).toMatch(/introspection has been disabled/);
      const type = await post(t.app, '{ __type(name: "Company") { name } }', { cookie: who });
      expect(type.statusCode).toBe(400);
      const typo = await post(t.app, '{ compnies(limt: 1) { name } }', { cookie: who });
      expect(typo.statusCode).toBe(400);
      expect(typo.body).not.toMatch(/Did you mean|companies|\[Suggestion/);
      const workspaceTypo = await post(t.app, '{ rols }', { url: WORKSPACE, cookie });
      expect(workspaceTypo.body).not.toMatch(/Did you mean|roles/);
    }
    // __typename is not introspection
    expect(answer(await post(t.app, '{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('GRAPHQL_INTROSPECTION=true opens introspection, and suggestions only to signed-in callers', async () => {
    const t = await makeApp({ GRAPHQL_INTROSPECTION: 'true' });
    const cookie = await signedIn(t.app);
    const schema = await post(t.app, INTROSPECTION, { cookie });
    expect(schema.statusCode).toBe(200);
    expect(answer(schema).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await post(t.app, INTROSPECTION)).statusCode).toBe(200);

    const member = await post(t.app, '{ compnies { name } }', { cookie });
    expect(messages(member)[0]).toMatch(/Did you mean "companies"/);
    const anonymous = await post(t.app, '{ compnies { name } }');
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.body).not.toMatch(/Did you mean|companies/);
  });
});

describe('text arguments', () => {
  it('refuse control characters with a 400, before the database, in literals and variables', async () => {
    const t = await makeApp();
    const cookie = await signedIn(t.app);
    const literal = await refusedWithoutDatabaseWork(t, () =>
      post(t.app, '{ company(organisationID: "0f0f0f0f-0000-4000-8000-00000000000\\u0000") { name } }'),
    );
    expect(literal.statusCode).toBe(400);
    expect(answer(literal).errors).toEqual([
      {
        message: 'Text arguments must not contain control characters.',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    for (const [url, query] of [
      [PROFILE, 'query ($id: ID!) { company(organisationID: $id) { name } }'],
      // the current-user query takes no text: a variable it does not even use is refused as well
      [WORKSPACE, 'query ($b: Boolean!) { roles @include(if: $b) }'],
    ] as const) {
      for (const bad of ['a\u0000b', 'a\u001bb', 'a\u007fb']) {
        const res = await post(t.app, query, { url, cookie, variables: { id: bad, b: true, note: bad } });
        expect(res.statusCode, `${url} ${JSON.stringify(bad)}`).toBe(400);
      }
    }
    // a line break in text is not refused
    const ok = await post(t.app, 'query ($b: Boolean!) { roles @include(if: $b) }', {
      url: WORKSPACE,
      cookie,
      variables: { b: true, note: 'line one\nline two\ttab' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('errors', () => {
  it('stay masked: a failing database gives "Unexpected error.", and the cause goes only to the log', async () => {
    const own = await createTestDatabase();
    const logs: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (line: Buffer) => logs.push(line.toString()));
    const app = await buildTestApp(
      { LOG_LEVEL: 'error' },
      { database: own, logStream, mailer: new Mailbox() },
    );
    await app.ready();
    try {
      await own.dispose();
      const res = await post(app, '{ companies(limit: 1) { name } }');
      // a field's failure: data null beside the error, which graphql-yoga answers with 200
      expect(answer(res).data).toBeNull();
      expect(answer(res).errors).toMatchObject([
        { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ]);
      expect(res.body).not.toMatch(/stack|select|organisations|pool|PGlite|at /i);
      expect(logs.join('')).toMatch(/graphql error/);
    } finally {
      await app.close();
    }
  });
});

describe('the GRAPHQL_* settings', () => {
  it('have documented defaults', () => {
    expect(loadConfig({}).graphql).toEqual({
      maxBytes: 16384,
      maxDepth: 7,
      maxAliases: 10,
      maxTokens: 1000,
      maxDirectives: 10,
      maxCost: 2000,
      maxCostAnonymous: 100,
      maxListRows: 1000,
      timeoutMs: 5000,
      introspection: false,
    });
  });

  it('name every bad value', () => {
    expect(() => loadConfig({ GRAPHQL_MAX_DEPTH: '0', GRAPHQL_INTROSPECTION: 'yes' })).toThrow(ConfigError);
    try {
      loadConfig({ GRAPHQL_MAX_DEPTH: '0', GRAPHQL_INTROSPECTION: 'yes' });
    } catch (err) {
      expect((err as Error).message).toContain('GRAPHQL_MAX_DEPTH: must be a whole number of levels above 0');
      expect((err as Error).message).toContain('GRAPHQL_INTROSPECTION: must be true or false');
    }
  });
});
