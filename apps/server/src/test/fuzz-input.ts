import fc from 'fast-check';
import {
  type ApiOperation,
  branchesOf,
  type JsonSchema,
  percentEncode,
  placesOf,
  queryString,
  sampleOf,
  setAt,
  typeOf,
} from './openapi.js';

/**
 * Hostile input shaped by a route's JSON schemas, for the fuzz test: mostly the right fields, with
 * values that are control characters, very long, deeply nested, of the wrong type, at the edges of
 * numbers, empty or confusable, and fields nobody asked for.
 */

/** Objects and arrays this deep, as a client may send them (well beyond any limit of ours). */
function nestedArrays(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

function nestedObjects(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

// NUL first and often: PostgreSQL refuses it in text, the classic way to a 500
const CONTROL_STRINGS = [
  '\u0000',
  'a\u0000b',
  'SQL\u0000',
  '\u0000\u0001\u0002',
  '%00',
  '\u0007\u001b[31mred',
  '\r\nX-Injected: yes',
  'line\nbreak',
  'tab\there',
  '\u007f',
  '\u0085next line',
  '\u009f',
  '\u2028\u2029',
];

const CONFUSABLE_STRINGS = [
  'ａｄｍｉｎ',
  'аdmin',
  '\u202eevil\u202c',
  'zero\u200bwidth',
  '\ufeffbom',
  'e\u0301\u0301\u0301',
  '𝕒𝕕𝕞𝕚𝕟',
  '\ud800',
  'x\udfffy',
  '😀'.repeat(50),
  'İıſK',
  'ß',
  'ﬀ',
  'مرحبا',
  '中文',
];

const NUMBER_STRINGS = [
  '0',
  '-1',
  '2147483648',
  '9007199254740993',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x1f',
  '1.5',
  ' 7 ',
];

const STRANGE_STRINGS = [
  '',
  ' ',
  "' OR '1'='1' --",
  '"; drop table users; --',
  '%',
  '%%zz',
  '\\',
  '../../../etc/passwd',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '{"a":1}',
  '[]',
  'null',
  'true',
  '*',
  '?',
  '#',
  '&a=b',
  'a,b,,c',
  'someone@example.com',
];

/** Boundary numbers: zero, minus one, 2^31, 2^53, the largest double. */
export const boundaryNumber = fc.constantFrom(
  0,
  -1,
  1,
  -0,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
);

export interface FuzzContext {
  /** Real ids of the test's world, so that uuids sometimes name something that exists. */
  ids: readonly string[];
  /** The app's body limit in bytes: one string goes beyond it. */
  bodyLimit: number;
}

export function hostileString(fuzz: FuzzContext): fc.Arbitrary<string> {
  const long = ['x'.repeat(1_001), 'y'.repeat(100_001), `${'é'.repeat(5_000)}\u0000`];
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...CONTROL_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...CONFUSABLE_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...NUMBER_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...STRANGE_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...long) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(...fuzz.ids) },
  );
}

/** A value of any JSON type, some of them hostile: what a client sends in place of the right one. */
export function wrongValue(fuzz: FuzzContext): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(null),
    fc.boolean(),
    boundaryNumber,
    fc.constant([]),
    fc.constant({}),
    hostileString(fuzz),
    // deeper ones go as raw text (hostileBody): JSON.stringify itself recurses
    fc.constantFrom(nestedArrays(64), nestedObjects(64), nestedArrays(1_000), nestedObjects(1_000)),
    fc.constant(Array.from({ length: 20_000 }, () => 1)),
  );
}

const extraKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'role',
  'organisationId',
  'a\u0000b',
  '',
);

/** A value for the schema: right-looking most of the time, hostile the rest. */
export function valueFor(schema: JsonSchema, fuzz: FuzzContext, depth = 0): fc.Arbitrary<unknown> {
  const branches = branchesOf(schema);
  if (branches.length > 1 || branches[0] !== schema) {
    return fc.oneof(...branches.map((b) => valueFor(b, fuzz, depth + 1)));
  }
  const wrong = wrongValue(fuzz);
  if (schema.enum !== undefined || schema.const !== undefined) {
    const allowed = schema.enum ?? [schema.const];
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...allowed) },
      { weight: 1, arbitrary: hostileString(fuzz) },
      { weight: 1, arbitrary: wrong },
    );
  }
  const sample = fc.constant(sampleOf(schema));
  switch (typeOf(schema)) {
    case 'string': {
      const shaped =
        schema.format === 'uuid'
          ? fc.oneof(fc.constantFrom(...fuzz.ids), fc.uuid())
          : fc.string({
              unit: 'grapheme',
              minLength: schema.minLength ?? 0,
              maxLength: Math.min(schema.maxLength ?? 30, 30),
            });
      return fc.oneof(
        { weight: 1, arbitrary: sample },
        { weight: 1, arbitrary: shaped },
        { weight: 6, arbitrary: hostileString(fuzz) },
        { weight: 1, arbitrary: wrong },
      );
    }
    case 'integer':
    case 'number':
      return fc.oneof(
        { weight: 2, arbitrary: sample },
        { weight: 3, arbitrary: boundaryNumber },
        { weight: 2, arbitrary: fc.constantFrom(...NUMBER_STRINGS) },
        { weight: 1, arbitrary: wrong },
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 0, 1, 'yes'), wrong);
    case 'array': {
      if (depth > 4) return sample;
      const item = valueFor(schema.items ?? {}, fuzz, depth + 1);
      return fc.oneof(
        { weight: 3, arbitrary: fc.array(item, { maxLength: 4 }) },
        {
          weight: 1,
          arbitrary: item.map((v) => Array.from({ length: (schema.maxItems ?? 50) + 1 }, () => v)),
        },
        { weight: 1, arbitrary: wrong },
      );
    }
    case 'object': {
      if (depth > 4) return sample;
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, child] of Object.entries(schema.properties ?? {}))
        shape[name] = valueFor(child, fuzz, depth + 1);
      const fields = fc.record(shape, { requiredKeys: [] });
      const extras = fc.dictionary(extraKey, wrong, { maxKeys: 2 });
      return fc.oneof(
        { weight: 3, arbitrary: fields },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fields, extras)
            .map(([f, e]) => Object.assign(Object.create(null) as object, f, e)),
        },
        { weight: 1, arbitrary: wrong },
      );
    }
    default:
      return fc.oneof(sample, wrong);
  }
}

const NUL_STRINGS = ['\u0000', 'a\u0000b', 'Muscat\u0000', '\u0000'.repeat(100)];

/** The wrong value for one field: for text mostly control characters, NUL above all. */
function hostileFor(schema: JsonSchema, fuzz: FuzzContext): fc.Arbitrary<unknown> {
  const [branch] = branchesOf(schema);
  if (branch === undefined || typeOf(branch) !== 'string') return valueFor(schema, fuzz);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NUL_STRINGS) },
    { weight: 5, arbitrary: hostileString(fuzz) },
    { weight: 1, arbitrary: wrongValue(fuzz) },
  );
}

/** Path segments that a router may read in surprising ways, sent as they are (not encoded again). */
const RAW_PATH_SEGMENTS = [
  '%',
  '%zz',
  '%ff%fe',
  '%00',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  'a%2Fb',
  '%E2%80%AE',
  '%c0%af',
  ' ',
];

export interface FuzzRequest {
  method: ApiOperation['method'];
  url: string;
  headers: Record<string, string>;
  /** The body as sent, already encoded. */
  payload: string | undefined;
}

function bodyText(value: unknown, contentType: string): string {
  if (contentType === 'application/x-www-form-urlencoded') {
    return queryString(
      typeof value === 'object' && value !== null
        ? (value as Record<string, never>)
        : { value: value as never },
    ).slice(1);
  }
  return typeof value === 'string' && contentType === 'text/plain'
    ? value
    : (JSON.stringify(value) ?? 'null');
}

/** Whole bodies that are wrong as a whole: too large, broken JSON, too deep, the wrong kind. */
function hostileBody(fuzz: FuzzContext): fc.Arbitrary<{ text: string; contentType: string }> {
  const json = 'application/json';
  return fc.constantFrom(
    { text: JSON.stringify({ big: 'z'.repeat(fuzz.bodyLimit + 1) }), contentType: json },
    { text: '{"a":', contentType: json },
    { text: '\u0000', contentType: json },
    { text: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, contentType: json },
    { text: '{"__proto__":{"isAdmin":true}}', contentType: json },
    { text: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: json },
    { text: '[]', contentType: json },
    { text: 'null', contentType: json },
    { text: '"text"', contentType: json },
    { text: '<a/>', contentType: 'application/xml' },
    { text: 'a=1&a=2&b[c]=3', contentType: 'application/x-www-form-urlencoded' },
    { text: 'plain words', contentType: 'text/plain' },
  );
}

/**
 * A request that is right in every field but one: it passes validation up to that field, so the
 * hostile value reaches the route's own code (the likelier place for a 500).
 */
function oneFieldWrong(op: ApiOperation, fuzz: FuzzContext): fc.Arbitrary<FuzzRequest> | undefined {
  const places = placesOf(op);
  if (places.length === 0) return undefined;
  return fc
    .tuple(
      fc.integer({ min: 0, max: places.length - 1 }),
      fc.nat(),
      fc.constantFrom('application/json', 'application/x-www-form-urlencoded'),
      // every other field filled in, or only the required ones (a filled-in filter can end a search early)
      fc.boolean(),
    )
    .chain(([index, pick, contentType, full]) => {
      const place = places[index] as (typeof places)[number];
      return hostileFor(place.schema, fuzz).map((value) => {
        const options = { full, uuid: () => fuzz.ids[pick % fuzz.ids.length] as string };
        const parts: Record<'params' | 'querystring' | 'body', Record<string, unknown>> = {
          params: Object.fromEntries(
            Object.entries(op.pathParams).map(([n, sc]) => [n, sampleOf(sc, options)]),
          ),
          querystring: Object.fromEntries(
            Object.entries(op.query)
              .filter(([n]) => full || op.requiredQuery.includes(n))
              .map(([n, sc]) => [n, sampleOf(sc, options)]),
          ),
          body: (sampleOf(op.body, options) ?? {}) as Record<string, unknown>,
        };
        setAt(parts[place.part], place.path, value);
        const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
          const v = parts.params[name];
          return percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
        });
        const takesBody = op.body !== undefined && op.method !== 'GET';
        return {
          method: op.method,
          url: `${path}${queryString(parts.querystring as Record<string, never>)}`,
          headers: takesBody ? { 'content-type': contentType } : ({} as Record<string, string>),
          payload: takesBody ? bodyText(parts.body, contentType) : undefined,
        };
      });
    });
}

/** One hostile request to the operation: its path, query and body from the schemas. */
export function requestFor(op: ApiOperation, fuzz: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const wild = anyFieldsWrong(op, fuzz);
  const oneWrong = oneFieldWrong(op, fuzz);
  return oneWrong === undefined
    ? wild
    : fc.oneof({ weight: 1, arbitrary: wild }, { weight: 3, arbitrary: oneWrong });
}

/** Any number of fields wrong, fields left out, fields added, whole bodies wrong. */
function anyFieldsWrong(op: ApiOperation, fuzz: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const segment = (schema: JsonSchema) =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: valueFor(schema, fuzz).map((v) =>
          percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
        ),
      },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS) },
    );
  const params = fc.record(
    Object.fromEntries(Object.entries(op.pathParams).map(([n, s]) => [n, segment(s)])),
  );
  const queryShape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, schema] of Object.entries(op.query)) queryShape[name] = valueFor(schema, fuzz);
  const query = fc.tuple(
    fc.record(queryShape, { requiredKeys: [] }),
    fc.dictionary(extraKey, hostileString(fuzz), { maxKeys: 1 }),
  );
  const takesBody = op.method !== 'GET' && op.method !== 'DELETE';
  const body: fc.Arbitrary<{ text: string; contentType: string } | undefined> = !takesBody
    ? fc.constant(undefined)
    : fc.oneof(
        {
          weight: 8,
          arbitrary: fc
            .tuple(
              op.body !== undefined
                ? valueFor(op.body, fuzz)
                : fc.option(wrongValue(fuzz), { nil: undefined }),
              fc.constantFrom(
                'application/json',
                'application/json',
                'application/json',
                'application/x-www-form-urlencoded',
                'text/plain',
              ),
            )
            .map(([value, contentType]) =>
              value === undefined ? undefined : { text: bodyText(value, contentType), contentType },
            ),
        },
        { weight: 1, arbitrary: hostileBody(fuzz) },
      );
  return fc.tuple(params, query, body).map(([p, [q, extra], b]) => {
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => p[name] ?? '');
    return {
      method: op.method,
      url: `${path}${queryString({ ...(q as Record<string, never>), ...extra })}`,
      headers: b === undefined ? ({} as Record<string, string>) : { 'content-type': b.contentType },
      payload: b?.text,
    };
  });
}
