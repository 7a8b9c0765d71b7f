import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import formatsPlugin from 'ajv-formats';

/**
 * Checks an answer of the server against the served OpenAPI document: its status must be one the
 * operation declares, and a JSON body must match the schema declared for that status. The test app
 * (test/app.ts) checks every answer the API suite sees, so the document cannot drift from what the
 * server sends.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One answer, as the onSend hook sees it. */
export interface SeenResponse {
  method: string;
  /** The route's URL template as Fastify has it (`/api/offers/:id`). */
  routeUrl: string;
  status: number;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  /** The body when it is text; undefined when it is a stream (not read, so the client still gets it). */
  body: string | undefined;
}

/** An answer the document does not describe. */
export interface ResponseMismatch {
  /** `GET /api/offers/{id} → 200`. */
  where: string;
  problems: string[];
  /** The start of the body. */
  body: string;
}

/** `/api/offers/{id}` for Fastify's `/api/offers/:id`, as @fastify/swagger writes it. */
export function openApiPath(routeUrl: string): string {
  // `::` is a literal colon; `:name` and `:name(regexp)` are parameters
  return routeUrl
    .split('::')
    .map((part) => part.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}').replace(/\*/g, '{*}'))
    .join(':');
}

const OPERATION_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

/** Formats OpenAPI 3.0 names that JSON Schema leaves to the application. */
const OPENAPI_FORMATS: Record<string, true | RegExp> = {
  int32: true,
  int64: true,
  float: true,
  double: true,
  password: true,
  binary: true,
  byte: /^[A-Za-z0-9+/]*={0,2}$/,
};

/** Keywords of the OpenAPI 3.0 schema object that mean nothing to validation. */
const ANNOTATIONS = new Set(['example', 'xml', 'externalDocs']);

/**
 * The OpenAPI 3.0 schema as a JSON Schema (draft-07, as Ajv reads it by default): the boolean
 * exclusive bounds become numbers, annotations and extensions go, references point into the
 * document's components (added to Ajv as `oas`). `nullable` stays: Ajv implements it as OpenAPI
 * does (null is added to the `type` only; an `enum` must list null).
 */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace(/^#\/components\/schemas\//, 'oas#/definitions/');
    } else if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonSchema(v)]));
    } else if (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') {
      if (typeof value === 'number') out[key] = value;
      // OpenAPI 3.0: a boolean that makes `minimum`/`maximum` exclusive (handled below)
    } else if (key === 'enum' || key === 'required' || key === 'default') {
      out[key] = value;
    } else {
      out[key] = toJsonSchema(value);
    }
  }
  if (schema.exclusiveMinimum === true && typeof schema.minimum === 'number') {
    out.exclusiveMinimum = schema.minimum;
    delete out.minimum;
  }
  if (schema.exclusiveMaximum === true && typeof schema.maximum === 'number') {
    out.exclusiveMaximum = schema.maximum;
    delete out.maximum;
  }
  return out;
}

const isJsonMedia = (media: string): boolean => /^application\/(?:[\w.-]+\+)?json$/i.test(media);
const mediaOf = (contentType: string | undefined): string =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function describeError(error: ErrorObject): string {
  const at = error.instancePath === '' ? '(body)' : error.instancePath;
  const params = error.params as Record<string, unknown>;
  const detail =
    error.keyword === 'enum'
      ? ` ${JSON.stringify(params.allowedValues)}`
      : error.keyword === 'additionalProperties'
        ? ` (${String(params.additionalProperty)})`
        : '';
  return `${at} ${error.message ?? error.keyword}${detail}`;
}

export interface ResponseChecker {
  /**
   * What is wrong with the answer; null when the document describes it (a body that is not JSON,
   * or not read, only by its status); `not documented` for a route the document leaves out (hidden
   * routes) and for HEAD.
   */
  check(seen: SeenResponse): ResponseMismatch | null | 'not documented';
}

export function createResponseChecker(document: unknown): ResponseChecker {
  if (!isObject(document) || !isObject(document.paths)) throw new Error('not an OpenAPI document');
  const components = isObject(document.components) ? document.components : {};
  const sharedResponses = isObject(components.responses) ? components.responses : {};
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true,
    discriminator: true,
    formats: OPENAPI_FORMATS,
  });
  formatsPlugin.default(ajv);
  ajv.addSchema(
    { definitions: toJsonSchema(isObject(components.schemas) ? components.schemas : {}) as Json },
    'oas',
  );

  const operations = new Map<string, Json>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (OPERATION_METHODS.has(method) && isObject(op))
        operations.set(`${method.toUpperCase()} ${path}`, op);
    }
  }
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: unknown): ValidateFunction => {
    let validate = validators.get(key);
    if (validate === undefined) {
      validate = ajv.compile(toJsonSchema(schema) as Json);
      validators.set(key, validate);
    }
    return validate;
  };
  const resolveResponse = (answer: unknown): Json | undefined => {
    if (isObject(answer) && typeof answer.$ref === 'string') {
      const found = sharedResponses[answer.$ref.replace(/^#\/components\/responses\//, '')];
      return isObject(found) ? found : undefined;
    }
    return isObject(answer) ? answer : undefined;
  };

  return {
    check(seen) {
      // HEAD is the GET route's, without a body; routes hidden from the document are not in it
      if (seen.method === 'HEAD') return 'not documented';
      const path = openApiPath(seen.routeUrl);
      const opKey = `${seen.method} ${path}`;
      const op = operations.get(opKey);
      if (op === undefined) return 'not documented';
      const where = `${opKey} → ${seen.status}`;
      const body = (seen.body ?? '(a stream, not read)').slice(0, 400);
      const declared = isObject(op.responses) ? op.responses : {};
      const status = String(seen.status);
      const answer = resolveResponse(
        declared[status] ?? declared[`${status[0] ?? ''}XX`] ?? declared.default,
      );
      if (answer === undefined) {
        return {
          where,
          problems: [
            `the document declares no ${status} answer (it declares ${Object.keys(declared).join(', ')})`,
          ],
          body,
        };
      }
      // no body to check: no content, a stream (a file), or a compressed body
      if (seen.status === 204 || seen.status === 304 || seen.body === undefined || seen.body === '')
        return null;
      if (seen.contentEncoding !== undefined && seen.contentEncoding !== 'identity') return null;
      const media = mediaOf(seen.contentType);
      // binary and text answers (files, pages, calendars): the status is all that is checked
      if (!isJsonMedia(media)) return null;
      const content = isObject(answer.content) ? answer.content : undefined;
      if (content === undefined) {
        return { where, problems: [`answers ${media}, the document declares no body`], body };
      }
      const mediaType = content[media] ?? content['application/*'] ?? content['*/*'];
      if (!isObject(mediaType) || mediaType.schema === undefined) {
        return {
          where,
          problems: [`answers ${media}, the document declares only ${Object.keys(content).join(', ')}`],
          body,
        };
      }
      let value: unknown;
      try {
        value = JSON.parse(seen.body);
      } catch {
        return { where, problems: [`answers ${media} that is not JSON`], body };
      }
      let validate: ValidateFunction;
      try {
        validate = validatorFor(`${opKey} ${status} ${media}`, mediaType.schema);
      } catch (err) {
        return { where, problems: [`its schema does not compile: ${(err as Error).message}`], body };
      }
      if (validate(value)) return null;
      return { where, problems: (validate.errors ?? []).slice(0, 10).map(describeError), body };
    },
  };
}

export function formatMismatches(mismatches: readonly ResponseMismatch[]): string {
  return mismatches
    .map((m) => `${m.where}\n    ${m.problems.join('\n    ')}\n    body: ${m.body}`)
    .join('\n');
}
