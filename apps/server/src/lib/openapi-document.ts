import { STATUS_CODES } from 'node:http';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@talent/contracts';
import { guardRequirementOf } from '../plugins/auth.js';

/**
 * What makes the served OpenAPI document (GET /wf/api/v1/openapi.json) exact, so that generated
 * clients and third-party checkers can trust it:
 *
 * - every operation states its `security` from the route itself: a route behind requireUser or
 *   requireRole (plugins/auth.ts) needs the access token, in its cookie or as a bearer token; any
 *   other route is public (`security: []`);
 * - every operation has an `operationId`, its method and path in camel case
 *   (`GET /elevate-be/rest/api/offers/:id` is `getElevateBeRestApiOffersById`) unless the route
 *   names one;
 * - every operation declares the error answers any route can give besides its own (see
 *   `standardErrors`), as references to `components.responses`;
 * - a nullable enum lists `null` among its values: OpenAPI 3.0 lets `nullable: true` add null to
 *   the `type` only, and an `enum` that does not list it still refuses null (OAS 3.0.3, "nullable").
 *   zod's `.nullable()` on an enum came out as `{nullable: true, enum: [...]}` without null.
 *
 * The test app (test/app.ts) validates every answer the API suite sees against this document, and
 * test/openapi-document.test.ts lints it with Redocly's recommended rules.
 */

/** Marks, until the object transform drops it, an operation whose route handles its own errors. */
const OWN_ERRORS = 'x-own-error-handler' as const;

export const SECURITY_SCHEMES = {
  /** The access token of the sign-in, in its HttpOnly cookie (the browser's way). */
  accessTokenCookie: 'accessTokenCookie',
  /** The same token in `Authorization: Bearer …`. */
  bearerToken: 'bearerToken',
} as const;

/** The `components.securitySchemes` of the document, for the access cookie of this deployment. */
export function securitySchemes(accessCookieName: string) {
  return {
    [SECURITY_SCHEMES.accessTokenCookie]: {
      type: 'apiKey' as const,
      in: 'cookie' as const,
      name: accessCookieName,
      description:
        'The access token that signing in sets as an HttpOnly cookie (`__Host-access_token` when the ' +
        'server is served over https, `access_token` over plain http).',
    },
    [SECURITY_SCHEMES.bearerToken]: {
      type: 'http' as const,
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'The same access token, sent as `Authorization: Bearer <token>`.',
    },
  };
}

/** Either way of presenting the access token signs the caller in. */
const SIGNED_IN_SECURITY = [
  { [SECURITY_SCHEMES.accessTokenCookie]: [] },
  { [SECURITY_SCHEMES.bearerToken]: [] },
];

/**
 * For the `security` of a route without a sign-in guard that answers a signed-in caller more
 * (`{}`: anonymous callers are served too).
 */
export const OPTIONAL_SIGN_IN_SECURITY = [{}, ...SIGNED_IN_SECURITY];

const words = (text: string): string[] => text.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operation's id: the method and each path segment in camel case, a path parameter as
 * `By<Name>`: `POST /uaa/oauth/revoke_token` is `postUaaOauthRevokeToken`, `GET /fm/download/:fileId`
 * is `getFmDownloadByFileId`. Stable as long as the route's method and path are.
 */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => {
      const param = /^:([A-Za-z0-9_]+)/.exec(segment);
      if (param?.[1] !== undefined) return ['By', ...words(param[1]).map(capitalise)];
      if (segment === '*') return ['Wildcard'];
      return words(segment).map(capitalise);
    });
  return `${method.toLowerCase()}${parts.join('')}`;
}

/** A redirect's answer in a route's `response`: no body, and where to in Location. */
export function redirectResponse(description: string) {
  return z.undefined().meta({
    description,
    headers: { location: { type: 'string', description: 'Where the client is sent' } },
  });
}

/** Per route: zod's schemas as JSON schemas, then the route's security and operation id. */
export const openApiTransform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const out = { ...schema } as Record<string, unknown>;
  if (out.hide === true) return { schema: out, url };
  const { method } = input.route;
  const methods = Array.isArray(method) ? method : [method];
  if (methods.length !== 1) {
    // one schema serves every method of such a route, and an operationId must be unique
    throw new Error(
      `${url}: a route of the OpenAPI document must have one method, not ${methods.join(', ')}`,
    );
  }
  const requirement = guardRequirementOf(input.route.preHandler);
  out.operationId ??= operationIdOf(methods[0] ?? 'get', url);
  out.security ??= requirement === undefined ? [] : SIGNED_IN_SECURITY;
  if (requirement?.roles !== undefined && out['x-required-roles'] === undefined) {
    out['x-required-roles'] = [...requirement.roles];
  }
  // a route with an error handler of its own answers its errors its own way (a redirect, say):
  // its schema declares them, and the shared error answers are not added (see the object transform)
  if (input.route.errorHandler !== undefined) out[OWN_ERRORS] = true;
  return { schema: out, url };
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error answers every route may give, with the conditions under which it may. */
const STANDARD_ERRORS: {
  status: string;
  name: string;
  description: string;
  applies: (op: { method: string; secured: boolean }) => boolean;
}[] = [
  {
    status: '400',
    name: 'BadRequest',
    description:
      'The request is not valid: a parameter, the query or the body failed validation (`fields` names them), or the body is not valid JSON.',
    applies: () => true,
  },
  {
    status: '401',
    name: 'Unauthorized',
    description: 'Not signed in, or the session has expired or ended.',
    applies: (op) => op.secured,
  },
  {
    status: '403',
    name: 'Forbidden',
    description:
      'Refused: the account is locked or lacks the role (signed-in routes), or a state change came from another site (`cross_site`).',
    applies: (op) => op.secured || UNSAFE_METHODS.has(op.method),
  },
  {
    status: '413',
    name: 'PayloadTooLarge',
    description: 'The request body is larger than the server accepts.',
    applies: (op) => UNSAFE_METHODS.has(op.method),
  },
  {
    status: '415',
    name: 'UnsupportedMediaType',
    description: 'The request body is of a media type this route does not read.',
    applies: (op) => UNSAFE_METHODS.has(op.method),
  },
  {
    status: '500',
    name: 'InternalError',
    description: 'Something went wrong on the server; nothing internal is told.',
    applies: () => true,
  },
  {
    status: '503',
    name: 'Unavailable',
    description: 'The server is shutting down or overloaded, or a service it needs is not answering.',
    applies: () => true,
  },
];

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The error body every error answer has, as an OpenAPI 3.0 schema. */
function errorComponentSchema(): Json {
  const schema = z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0', io: 'output' }) as Json;
  delete schema.$schema;
  delete schema.id;
  return schema;
}

/**
 * OpenAPI 3.0.3: `nullable: true` adds null to the `type` only. An `enum` must list null itself,
 * and a schema without `type` (a union of `anyOf`/`oneOf`) needs a branch that is null.
 */
function normaliseNullable(schema: Json): number {
  let fixed = 0;
  if (schema.nullable === true) {
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum = [...(schema.enum as unknown[]), null];
      fixed += 1;
    }
    if (schema.type === undefined) {
      const union = Array.isArray(schema.anyOf) ? 'anyOf' : Array.isArray(schema.oneOf) ? 'oneOf' : undefined;
      if (union !== undefined) {
        delete schema.nullable;
        schema[union] = [...(schema[union] as unknown[]), { type: 'string', nullable: true, enum: [null] }];
        fixed += 1;
      }
    }
  }
  return fixed;
}

/** Calls `visit` on the schema and every schema inside it. */
function walkSchema(schema: unknown, visit: (schema: Json) => void): void {
  if (!isObject(schema)) return;
  visit(schema);
  if (isObject(schema.properties))
    for (const child of Object.values(schema.properties)) walkSchema(child, visit);
  for (const key of ['items', 'additionalProperties', 'not']) walkSchema(schema[key], visit);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list)) for (const child of list) walkSchema(child, visit);
  }
}

/** Every schema of the document: parameters, bodies, answers and components. */
function eachDocumentSchema(doc: Json, visit: (schema: Json) => void): void {
  const components = isObject(doc.components) ? doc.components : {};
  if (isObject(components.schemas)) for (const s of Object.values(components.schemas)) walkSchema(s, visit);
  const eachContent = (holder: unknown) => {
    if (!isObject(holder) || !isObject(holder.content)) return;
    for (const media of Object.values(holder.content)) if (isObject(media)) walkSchema(media.schema, visit);
  };
  for (const item of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of OPERATION_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      if (Array.isArray(op.parameters))
        for (const p of op.parameters) if (isObject(p)) walkSchema(p.schema, visit);
      eachContent(op.requestBody);
      if (isObject(op.responses)) for (const r of Object.values(op.responses)) eachContent(r);
    }
  }
}

/**
 * Once over the whole document: the nullable enums, the shared error answers each operation may
 * give (a route's own declaration of a status stays), and the error body as a component.
 */
export const openApiTransformObject: SwaggerTransformObject = (input) => {
  const doc = (input as { openapiObject: Json }).openapiObject;
  eachDocumentSchema(doc, (schema) => {
    normaliseNullable(schema);
  });

  const components: Json = isObject(doc.components) ? doc.components : {};
  doc.components = components;
  components.schemas = {
    ...(isObject(components.schemas) ? components.schemas : {}),
    ErrorResponse: errorComponentSchema(),
  };
  const responses: Json = isObject(components.responses) ? { ...components.responses } : {};
  for (const error of STANDARD_ERRORS) {
    responses[error.name] = {
      description: error.description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    };
  }
  const used = new Set<string>();

  for (const item of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of OPERATION_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      // signed in for sure: every way listed names a scheme (an empty one, `{}`, would make it optional)
      const secured =
        Array.isArray(op.security) &&
        op.security.length > 0 &&
        op.security.every((s) => isObject(s) && Object.keys(s).length > 0);
      const opResponses: Json = isObject(op.responses) ? op.responses : {};
      const ownErrors = op[OWN_ERRORS] === true;
      delete op['x-own-error-handler'];
      for (const error of ownErrors ? [] : STANDARD_ERRORS) {
        if (opResponses[error.status] === undefined && error.applies({ method, secured })) {
          opResponses[error.status] = { $ref: `#/components/responses/${error.name}` };
        }
      }
      for (const [status, answer] of Object.entries(opResponses)) {
        // @fastify/swagger's placeholder for an answer the route did not describe: its status's name
        if (
          isObject(answer) &&
          answer.description === 'Default Response' &&
          STATUS_CODES[status] !== undefined
        ) {
          answer.description = STATUS_CODES[status];
        }
      }
      op.responses = Object.fromEntries(Object.entries(opResponses).sort(([a], [b]) => a.localeCompare(b)));
      for (const answer of Object.values(op.responses as Json)) {
        if (isObject(answer) && typeof answer.$ref === 'string') used.add(answer.$ref.split('/').pop() ?? '');
      }
    }
  }
  // only the shared answers some operation refers to
  components.responses = Object.fromEntries(Object.entries(responses).filter(([name]) => used.has(name)));
  return doc;
};
