import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findControlCharacter } from '@talent/contracts';
import { loadConfig } from '../config.js';
import { useTestApp } from '../test/app.js';
import { buildWorld, IDENTITY_NAMES, type World } from '../test/identities.js';
import { type ApiOperation, apiOperations, openApiDocument, setAt, textPlacesOf } from '../test/openapi.js';
import { expectationFor, requestParts, ROUTE_POLICIES, sendAs } from '../test/route-policy.js';
import { errorsPlugin } from './errors.js';
import { inputHygienePlugin, inspectInput } from './input-hygiene.js';

interface ErrorBody {
  error: string;
  message: string;
  fields?: { field: string; message: string }[];
  requestId?: string;
}

const fieldsOf = (body: string) => (JSON.parse(body) as ErrorBody).fields?.map((f) => f.field) ?? [];

describe('inspectInput', () => {
  const limits = { maxDepth: 4, maxValues: 50 };

  it('finds control characters in strings and field names, naming where', () => {
    expect(inspectInput({ a: 'ok', b: ['fine', 'x\u0000y'] }, true, limits)).toEqual([
      { path: ['b', '1'], message: 'must not contain control characters other than tab and line breaks' },
    ]);
    expect(inspectInput({ 'bad\u0001key': 1 }, true, limits)).toEqual([
      { path: [], message: 'has a field name with control characters' },
    ]);
    expect(inspectInput('\u007f', false, limits)).toHaveLength(1);
    expect(inspectInput('next\u0085line', false, limits)).toHaveLength(1);
  });

  it('lets tab, line feed and carriage return through in a body, and nowhere else', () => {
    expect(inspectInput({ letter: 'Dear team,\r\n\tthank you.' }, true, limits)).toEqual([]);
    expect(inspectInput({ keyword: 'two\nlines' }, false, limits)).toHaveLength(1);
    expect(inspectInput({ keyword: 'tab\there' }, false, limits)).toHaveLength(1);
  });

  it('finds half a surrogate pair alone, in values and in field names', () => {
    expect(inspectInput({ a: 'x\ud800y' }, true, limits)).toEqual([
      { path: ['a'], message: 'must be valid Unicode text' },
    ]);
    expect(inspectInput({ a: '\udfff' }, true, limits)).toHaveLength(1);
    expect(inspectInput({ a: 'end\ud83d' }, true, limits)).toHaveLength(1);
    expect(inspectInput({ '\ud800': 1 }, true, limits)).toHaveLength(1);
    expect(inspectInput({ a: '\ud83d\ude00' }, true, limits)).toEqual([]);
  });

  it('leaves other text alone: Arabic, Chinese, emoji, right-to-left marks', () => {
    expect(
      inspectInput({ a: 'مرحبا', b: '中文', c: '😀', d: '\u202eabc', e: '\u00a0' }, false, limits),
    ).toEqual([]);
  });

  it('refuses nesting deeper than the limit and more values than the limit, without recursion', () => {
    expect(inspectInput({ a: { b: { c: { d: 1 } } } }, true, limits)).toEqual([]);
    expect(inspectInput({ a: { b: { c: { d: { e: 1 } } } } }, true, limits)).toEqual([
      { path: ['a', 'b', 'c', 'd'], message: 'must not be nested more than 4 levels deep' },
    ]);
    expect(
      inspectInput(
        Array.from({ length: 60 }, () => 1),
        true,
        limits,
      ),
    ).toEqual([{ path: [], message: 'must not hold more than 50 values' }]);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(inspectInput(deep, true, limits)).toHaveLength(1);
  });

  it('agrees with the contracts on what a control character is', () => {
    for (let c = 0; c <= 0xff; c += 1) {
      const ch = String.fromCharCode(c);
      const isControl = c < 0x20 || (c >= 0x7f && c <= 0x9f);
      expect(findControlCharacter(ch) !== -1, `U+${c.toString(16)}`).toBe(isControl);
      expect(inspectInput(ch, false, limits).length > 0).toBe(isControl);
    }
  });
});

describe('the input hygiene plugin on a route of its own', () => {
  // low limits, as a deployment could set them (INPUT_MAX_DEPTH, INPUT_MAX_VALUES)
  async function smallApp() {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    await app.register(inputHygienePlugin, { maxDepth: 3, maxValues: 20 });
    app.post(
      '/echo/:id',
      { schema: { params: z.object({ id: z.string() }), body: z.unknown() } },
      async (request) => ({ ok: true, body: request.body }),
    );
    return app;
  }

  it('answers 400 in the validation error shape, naming the field, before the route runs', async () => {
    const app = await smallApp();
    const res = await app.inject({ method: 'POST', url: '/echo/1?q=a%00b', payload: { fine: 'yes' } });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body).toMatchObject({
      error: 'bad_request',
      message: 'Some fields are not valid.',
      fields: [{ field: 'querystring.q', message: 'must not contain control characters' }],
    });
    expect(typeof body.requestId).toBe('string');
    const inParams = await app.inject({ method: 'POST', url: '/echo/a%07b', payload: {} });
    expect(fieldsOf(inParams.body)).toEqual(['params.id']);
    await app.close();
  });

  it('applies the configured depth and size limits', async () => {
    const app = await smallApp();
    const ok = await app.inject({ method: 'POST', url: '/echo/1', payload: { a: { b: { c: 1 } } } });
    expect(ok.statusCode).toBe(200);
    const deep = await app.inject({ method: 'POST', url: '/echo/1', payload: { a: { b: { c: { d: 1 } } } } });
    expect(deep.statusCode).toBe(400);
    expect(deep.json<ErrorBody>().fields).toEqual([
      { field: 'body.a.b.c', message: 'must not be nested more than 3 levels deep' },
    ]);
    const many = await app.inject({
      method: 'POST',
      url: '/echo/1',
      payload: Array.from({ length: 25 }, () => 0),
    });
    expect(many.statusCode).toBe(400);
    expect(fieldsOf(many.body)).toEqual(['body']);
    await app.close();
  });

  it('reads its limits from the environment', () => {
    const config = loadConfig({ INPUT_MAX_DEPTH: '5', INPUT_MAX_VALUES: '100' });
    expect(config.server).toMatchObject({ inputMaxDepth: 5, inputMaxValues: 100 });
    expect(loadConfig({}).server).toMatchObject({ inputMaxDepth: 32, inputMaxValues: 10_000 });
    expect(() => loadConfig({ INPUT_MAX_DEPTH: '0' })).toThrow(/INPUT_MAX_DEPTH/);
  });
});

describe('control characters in the whole API', () => {
  const ctx = useTestApp();
  let world: World;
  let operations: ApiOperation[];

  beforeAll(async () => {
    operations = apiOperations(await openApiDocument(ctx.app));
    world = await buildWorld(ctx.app, ctx.database.db);
  });

  it('refuses a NUL byte in every text field of the OpenAPI document with 400 naming the field', async () => {
    const failures: string[] = [];
    let places = 0;
    // a route that ends the session would end it for the routes after it, were it to get through
    const ordered = [...operations].sort(
      (a, b) =>
        Number(ROUTE_POLICIES[a.key]?.endsSession === true) -
        Number(ROUTE_POLICIES[b.key]?.endsSession === true),
    );
    for (const op of ordered) {
      const policy = ROUTE_POLICIES[op.key];
      if (policy === undefined) continue; // the matrix names unclassified routes
      // someone the route serves, so that on the old code the value went all the way to the database
      const who = IDENTITY_NAMES.find((n) => expectationFor(policy, n).kind === 'allowed') ?? 'anonymous';
      for (const place of textPlacesOf(op)) {
        places += 1;
        const parts = requestParts(op, policy, world, who);
        if (place.part === 'body') parts.body ??= {};
        const target = { params: parts.params, querystring: parts.query, body: parts.body };
        setAt(target[place.part] as Record<string, unknown>, place.path, 'a\u0000b');
        const res = await sendAs(ctx.app, world, who, op, parts);
        // a query array sent once reads as one value, so `skills.0` is named `skills`
        const name = [
          place.part,
          ...(place.part === 'querystring' ? place.path.filter((s) => !/^\d+$/.test(s)) : place.path),
        ].join('.');
        const where = `${op.key} ${name} as ${who}`;
        if (res.statusCode >= 300 && res.statusCode < 400) {
          // browser navigations (enterprise sign-in) end on the login page with an error instead
          if (!/error=/.test(String(res.headers.location)))
            failures.push(`${where}: redirected to ${res.headers.location}`);
          continue;
        }
        if (res.statusCode !== 400) {
          failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 150)}`);
          continue;
        }
        const body = res.json<ErrorBody>();
        if (body.error !== 'bad_request' || !fieldsOf(res.body).includes(name)) {
          failures.push(`${where}: 400 without the field: ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // the fifteen places of the report, and those added since
    expect(places).toBeGreaterThanOrEqual(15);
  });

  it('keeps line breaks in multi-line text and refuses them in one-line fields', async () => {
    const seeker = world.identities.seeker.cookie ?? '';
    const letter = 'Dear team,\n\tI would like to apply.\r\nRegards';
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/elevate-be/rest/api/job-seeker/job/${world.publishedJobA}/apply`,
      headers: { cookie: seeker },
      payload: { coverLetter: letter },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json<{ coverLetter: string }>().coverLetter).toBe(letter);

    const named = await ctx.app.inject({
      method: 'POST',
      url: '/elevate-be/rest/api/job-seeker/search',
      headers: { cookie: seeker },
      payload: { name: 'two\nlines' },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json<ErrorBody>().fields).toEqual([
      { field: 'body.name', message: 'must be one line without control characters' },
    ]);

    const searched = await ctx.app.inject({ method: 'GET', url: '/elevate-be/rest/api/jobs?keyword=a%0Ab' });
    expect(fieldsOf(searched.body)).toEqual(['querystring.keyword']);

    // a name goes into e-mails: a line break there could start a header of its own
    const signedUp = await ctx.app.inject({
      method: 'POST',
      url: '/sso/rest/signup',
      payload: {
        fullName: 'Jane\r\nBcc: everyone@example.com',
        email: 'jane@example.com',
        password: 'Unguessable#Words2026',
      },
    });
    expect(fieldsOf(signedUp.body)).toEqual(['body.fullName']);
  });

  it('refuses DEL, C1 controls and control characters in field names', async () => {
    const signUp = (payload: object) => ctx.app.inject({ method: 'POST', url: '/sso/rest/signup', payload });
    const base = { email: 'new@example.com', password: 'Unguessable#Words2026' };
    expect(fieldsOf((await signUp({ ...base, fullName: 'Rub\u007fout' })).body)).toEqual(['body.fullName']);
    expect(fieldsOf((await signUp({ ...base, fullName: 'Next\u0085Line' })).body)).toEqual(['body.fullName']);
    const key = await signUp({ ...base, fullName: 'Fine', 'x\u0000': 1 });
    expect(key.statusCode).toBe(400);
    expect(fieldsOf(key.body)).toEqual(['body']);
  });

  it('refuses text that is not Unicode (a lone surrogate), which PostgreSQL refuses in JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/elevate-be/rest/api/job-seeker/search',
      headers: { cookie: world.identities.seeker.cookie ?? '' },
      payload: { name: 'Half an emoji', filters: { location: '\ud800' } },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().fields).toEqual([
      { field: 'body.filters.location', message: 'must be valid Unicode text' },
    ]);
  });

  it('refuses a body nested beyond INPUT_MAX_DEPTH quickly, however deep', async () => {
    const depth = 100_000;
    const started = Date.now();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/elevate-be/rest/api/job-seeker/my-notification-setting',
      headers: { cookie: world.identities.seeker.cookie ?? '', 'content-type': 'application/json' },
      payload: `{"email.offer_sent":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().fields?.[0]?.message).toBe('must not be nested more than 32 levels deep');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
