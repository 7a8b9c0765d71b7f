import type { FastifyInstance } from 'fastify';

/**
 * The routes of the OpenAPI document as the security tests walk them: each operation with the JSON
 * schemas of its path parameters, query and body, and a valid sample of each, so that a test can
 * call every route without knowing it in advance.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  $ref?: string;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, OpenApiOperation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface ApiOperation {
  /** `METHOD /path/{param}`, as the policy table and failure messages name a route. */
  key: string;
  method: HttpMethod;
  /** The OpenAPI path, parameters in braces. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  requiredQuery: string[];
  /** The JSON body's schema, when the route takes a body. */
  body: JsonSchema | undefined;
}

export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  await app.ready();
  return app.swagger() as unknown as OpenApiDocument;
}

function resolver(doc: OpenApiDocument) {
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    if (schema?.$ref === undefined) return schema;
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
    return resolve(doc.components?.schemas?.[name]);
  };
  return resolve;
}

/** Every operation of the document, sorted by path and method. */
export function apiOperations(doc: OpenApiDocument): ApiOperation[] {
  const resolve = resolver(doc);
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method.toLowerCase() as Lowercase<HttpMethod>];
      if (op === undefined) continue;
      const pathParams: Record<string, JsonSchema> = {};
      const query: Record<string, JsonSchema> = {};
      const requiredQuery: string[] = [];
      for (const p of op.parameters ?? []) {
        const schema = resolve(p.schema) ?? {};
        if (p.in === 'path') pathParams[p.name] = schema;
        if (p.in === 'query') {
          query[p.name] = schema;
          if (p.required === true) requiredQuery.push(p.name);
        }
      }
      const content = op.requestBody?.content;
      const bodySchema = content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams,
        query,
        requiredQuery,
        body: resolve(bodySchema),
      });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

/** The non-null branches of a schema that may be one of several. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  const options = schema.oneOf ?? schema.anyOf;
  if (options === undefined) return [schema];
  const nonNull = options.filter((o) => o.type !== 'null');
  return nonNull.length > 0 ? nonNull : options;
}

/** The schema's type, the first that is not null. */
export function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? schema.type[0];
  if (schema.type !== undefined) return schema.type;
  if (schema.properties !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

const SAMPLE_UUID = '0f0f0f0f-0000-4000-8000-000000000000';
const STRING_CANDIDATES = ['text', 'a', 'security-test', 'acme-test.example', 'https://idp.example.com/'];

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return SAMPLE_UUID;
    case 'email':
      return 'someone@example.com';
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'date-time':
      return new Date().toISOString();
    case 'uri':
    case 'url':
      return 'https://example.com/';
    default:
      break;
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (s: string) =>
    s.length >= min &&
    s.length <= max &&
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(s));
  const found = STRING_CANDIDATES.find(fits);
  if (found !== undefined) return found;
  return 'a'.repeat(Math.max(1, min));
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  let n = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  if (schema.maximum !== undefined && n > schema.maximum) n = schema.maximum;
  return integer ? Math.ceil(n) : n;
}

export interface SampleOptions {
  /** Every field, not only the required ones, and one item in each list. */
  full?: boolean;
  /** The value of a uuid field (a real id of the test's world). */
  uuid?: () => string;
}

/** A small value the schema accepts: required fields only, the first of each choice. */
export function sampleOf(schema: JsonSchema | undefined, options: SampleOptions = {}, depth = 0): unknown {
  if (schema === undefined) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.default !== undefined && options.full !== true) return schema.default;
  const [first] = branchesOf(schema);
  if (first !== schema && first !== undefined) return sampleOf(first, options, depth + 1);
  if (schema.allOf !== undefined) {
    return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, options, depth + 1) as object));
  }
  if (depth > 8) return undefined;
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const names = options.full === true ? Object.keys(schema.properties ?? {}) : (schema.required ?? []);
      for (const name of names) out[name] = sampleOf(schema.properties?.[name] ?? {}, options, depth + 1);
      return out;
    }
    case 'array': {
      const length = Math.max(schema.minItems ?? 0, options.full === true ? 1 : 0);
      return Array.from({ length }, () => sampleOf(schema.items ?? {}, options, depth + 1));
    }
    case 'string':
      return schema.format === 'uuid' && options.uuid !== undefined ? options.uuid() : sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}

/**
 * Percent-encodes as a browser would, byte by byte of UTF-8; unlike encodeURIComponent it does not
 * throw on a lone surrogate (which becomes U+FFFD), so hostile strings can be sent as they are.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | object;

/** `?a=1&b=x&b=y`: arrays as repeated keys, anything else as its text (objects as JSON). */
export function queryString(query: Record<string, QueryValue>): string {
  const parts: string[] = [];
  const add = (key: string, value: QueryValue) => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const v of value) add(key, v);
      return;
    }
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    parts.push(`${percentEncode(key)}=${percentEncode(text)}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** The route's path with its parameters filled in (already encoded values are given as `raw`). */
export function fillPath(path: string, params: Record<string, string>, raw = false): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for the path parameter ${name} of ${path}`);
    return raw ? value : percentEncode(value);
  });
}

/** A place where a request carries a value: `querystring.location`, `body.filters.skills.0`, … */
export interface Place {
  part: 'params' | 'querystring' | 'body';
  /** The field inside the part; array items are written as index 0. */
  path: string[];
  schema: JsonSchema;
}

/** The places of free text (strings that are not one of a fixed list). */
export function textPlacesOf(op: ApiOperation): Place[] {
  return placesOf(op).filter((p) => {
    const [branch] = branchesOf(p.schema);
    return (
      branch !== undefined &&
      typeOf(branch) === 'string' &&
      branch.enum === undefined &&
      branch.const === undefined
    );
  });
}

/** Every leaf the route's schemas describe: strings, numbers, booleans, and objects without fields. */
export function placesOf(op: ApiOperation): Place[] {
  const places: Place[] = [];
  const walk = (schema: JsonSchema, part: Place['part'], path: string[], depth: number) => {
    if (depth > 6) return;
    for (const branch of branchesOf(schema)) {
      const type = typeOf(branch);
      if (type === 'array' && branch.items !== undefined) {
        walk(branch.items, part, [...path, '0'], depth + 1);
      } else if (type === 'object' && branch.properties !== undefined) {
        for (const [name, child] of Object.entries(branch.properties)) {
          walk(child, part, [...path, name], depth + 1);
        }
      } else if (path.length > 0) {
        places.push({ part, path, schema: branch });
      }
    }
  };
  for (const [name, schema] of Object.entries(op.pathParams)) walk(schema, 'params', [name], 0);
  for (const [name, schema] of Object.entries(op.query)) walk(schema, 'querystring', [name], 0);
  if (op.body !== undefined) walk(op.body, 'body', [], 0);
  // a choice of bodies (oneOf) can name one field twice
  const seen = new Set<string>();
  return places.filter((p) => {
    const id = `${p.part}.${p.path.join('.')}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Sets `value` at `path` inside `target`, making objects and arrays on the way. */
export function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  let cursor: Record<string, unknown> | unknown[] = target;
  path.forEach((segment, i) => {
    const last = i === path.length - 1;
    const key = Array.isArray(cursor) ? Number(segment) : segment;
    if (last) {
      (cursor as Record<string | number, unknown>)[key] = value;
      return;
    }
    const next = (cursor as Record<string | number, unknown>)[key];
    if (typeof next === 'object' && next !== null) {
      cursor = next as Record<string, unknown>;
    } else {
      const made = /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
      (cursor as Record<string | number, unknown>)[key] = made;
      cursor = made;
    }
  });
}
