import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from './app.js';
import { createResponseChecker, openApiPath } from './response-check.js';
import { ROUTE_POLICIES } from './route-policy.js';

/**
 * The served OpenAPI document (GET /wf/api/v1/openapi.json) is exact enough for generated clients
 * and third-party checkers: Redocly's recommended rules find no error in it, every operation has an
 * operationId and the security its route enforces, and every nullable value is stated.
 */

const ctx = useTestApp();

type Json = Record<string, unknown>;
interface Operation {
  key: string;
  op: Json;
}
const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let doc: Json;
let text: string;
let operations: Operation[];

beforeAll(async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/wf/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  text = res.body;
  doc = JSON.parse(text) as Json;
  operations = Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    OPERATION_METHODS.filter((m) => item[m] !== undefined).map((m) => ({
      key: `${m.toUpperCase()} ${path}`,
      op: item[m] as Json,
    })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every schema object of the document, with where it is. */
function eachSchema(visit: (schema: Json, where: string) => void): void {
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${where}/${i}`));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as Json;
    if ('type' in node || 'nullable' in node || 'enum' in node || 'anyOf' in node || 'oneOf' in node) {
      visit(node, where);
    }
    for (const [key, child] of Object.entries(node)) walk(child, `${where}/${key}`);
  };
  walk(doc.paths, '#/paths');
  walk(doc.components, '#/components');
}

describe('the served OpenAPI document', () => {
  it("has no error by Redocly's recommended rules", async () => {
    // the rules are built in: nothing may be fetched (no remote configuration, no telemetry)
    vi.stubGlobal('fetch', () => Promise.reject(new Error('the linter tried to reach the network')));
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const describe = (p: NormalizedProblem) =>
      `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`;
    expect(problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
  });

  it('names every operation with a unique operationId', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const offers = operations.find((o) => o.key === 'GET /elevate-be/rest/api/offers');
    expect(offers?.op.operationId).toBe('getElevateBeRestApiOffers');
  });

  it('declares the access token, in its cookie or as a bearer token', () => {
    const schemes = (doc.components as Json).securitySchemes as Json;
    expect(schemes.accessTokenCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'access_token' });
    expect(schemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('states on each operation the security that its route enforces, as the policy table has it', () => {
    const wrong: string[] = [];
    for (const { key, op } of operations) {
      const security = op.security as Json[] | undefined;
      if (security === undefined) {
        wrong.push(`${key}: no security`);
        continue;
      }
      const anonymous = security.length === 0 || security.some((s) => Object.keys(s).length === 0);
      const policy = ROUTE_POLICIES[key];
      if (policy === undefined) continue; // the authorisation matrix fails on a route without a row
      const isPublic = policy.access.kind === 'public';
      if (isPublic !== anonymous) {
        wrong.push(`${key}: the policy says ${policy.access.kind}, the document ${JSON.stringify(security)}`);
      }
      if (!anonymous) {
        const responses = op.responses as Json;
        for (const status of ['401', '403']) {
          if (responses[status] === undefined)
            wrong.push(`${key}: signed-in only, but no ${status} declared`);
        }
      }
      if (policy.access.kind === 'roles') {
        const roles = [...((op['x-required-roles'] as string[] | undefined) ?? [])].sort();
        if (roles.join() !== [...policy.access.roles].sort().join()) {
          wrong.push(
            `${key}: roles ${roles.join()} in the document, ${policy.access.roles.join()} in the policy`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists null in every nullable enum, and never leaves nullable without a type', () => {
    const wrong: string[] = [];
    eachSchema((schema, where) => {
      if (schema.nullable !== true) return;
      if (Array.isArray(schema.enum) && !schema.enum.includes(null))
        wrong.push(`${where}: enum without null`);
      if (schema.type === undefined) wrong.push(`${where}: nullable without type`);
    });
    expect(wrong).toEqual([]);
  });

  it('declares the error answers every route may give', () => {
    const missing: string[] = [];
    for (const { key, op } of operations) {
      const responses = op.responses as Json;
      // the enterprise sign-in's redirects: their own error handler answers every error with one
      if (Object.keys(responses).every((status) => status.startsWith('3'))) continue;
      const unsafe = !key.startsWith('GET ');
      for (const status of ['400', '500', '503', ...(unsafe ? ['403', '413', '415'] : [])]) {
        if (responses[status] === undefined) missing.push(`${key} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the check of answers against the document', () => {
  const history = {
    fromStatus: null,
    toStatus: 'sent',
    changedAt: '2026-01-02T03:04:05.000Z',
    changedBy: null,
    note: null,
  };
  const offer = {
    id: '0f0f0f0f-0000-4000-8000-000000000001',
    applicationId: '0f0f0f0f-0000-4000-8000-000000000002',
    job: {
      id: '0f0f0f0f-0000-4000-8000-000000000003',
      title: 'Analyst',
      organisationId: '0f0f0f0f-0000-4000-8000-000000000004',
      organisationName: 'Acme',
    },
    status: 'sent',
    salary: 1000,
    currency: 'OMR',
    period: 'month',
    startDate: null,
    expiresAt: '2026-02-02T03:04:05.000Z',
    message: null,
    sendCount: 1,
    lastSentAt: '2026-01-02T03:04:05.000Z',
    respondedAt: null,
    rejectReason: null,
    createdAt: '2026-01-02T03:04:05.000Z',
    history: [history],
  };
  const seen = (status: number, body: unknown) => ({
    method: 'GET',
    routeUrl: '/elevate-be/rest/api/offers',
    status,
    contentType: 'application/json; charset=utf-8',
    contentEncoding: undefined,
    body: JSON.stringify(body),
  });

  it('accepts what the server sends, a null status of an offer history included', () => {
    const checker = createResponseChecker(doc);
    expect(checker.check(seen(200, { items: [offer], total: 1, limit: 20, offset: 0 }))).toBeNull();
    // the document of zod's nullable enums before: `{nullable: true, enum: [...]}` without null
    const before = JSON.parse(text, (key, value: unknown) =>
      Array.isArray(value) && key === 'enum' ? value.filter((v) => v !== null) : value,
    ) as unknown;
    const old = createResponseChecker(before).check(
      seen(200, { items: [offer], total: 1, limit: 20, offset: 0 }),
    );
    expect(old !== null && old !== 'not documented' ? old.problems.join() : '').toContain('fromStatus');
  });

  it('refuses a body its schema refuses, and a status the operation does not declare', () => {
    const checker = createResponseChecker(doc);
    const wrongStatus = { ...offer, history: [{ ...history, fromStatus: 'lost' }] };
    const problems = (status: number, body: unknown) => {
      const found = checker.check(seen(status, body));
      return found === null || found === 'not documented' ? '' : `${found.where}: ${found.problems.join()}`;
    };
    expect(problems(200, { items: [wrongStatus], total: 1, limit: 20, offset: 0 })).toContain(
      'GET /elevate-be/rest/api/offers → 200: /items/0/history/0/fromStatus',
    );
    expect(problems(418, { error: 'teapot', message: 'No.' })).toContain('declares no 418 answer');
    expect(problems(500, { error: 'internal' })).toContain('message');
  });

  it('reads Fastify route URLs as the document writes them', () => {
    expect(openApiPath('/api/offers/:id/history')).toBe('/api/offers/{id}/history');
    expect(openApiPath('/fm/download/:fileId')).toBe('/fm/download/{fileId}');
  });

  it('sees every answer of a documented route in the test app', async () => {
    const before = ctx.responsesChecked;
    await ctx.app.inject({ method: 'GET', url: '/elevate-be/rest/api/category' });
    await ctx.app.inject({ method: 'GET', url: '/wf/api/v1/openapi.json' }); // hidden: not checked
    expect(ctx.responsesChecked).toBe(before + 1);
  });

  it('sends X-Frame-Options DENY, as the policy says frame-ancestors none', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wf/api/v1/info' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
