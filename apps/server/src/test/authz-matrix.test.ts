import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { buildSchema, getNamedType, isLeafType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileTypeDefs } from '../modules/profile/profile.schema.js';
import { useTestApp } from './app.js';
import { buildWorld, IDENTITY_NAMES, type IdentityName, type World } from './identities.js';
import { type ApiOperation, apiOperations, type HttpMethod, openApiDocument } from './openapi.js';
import {
  type Expectation,
  expectationFor,
  GRAPHQL_ENDPOINTS,
  GRAPHQL_POLICIES,
  HIDDEN_ROUTES,
  OUTSIDERS,
  requestParts,
  ROUTE_POLICIES,
  type RouteRef,
  type RoutePolicy,
  sendAs,
} from './route-policy.js';

/**
 * The authorisation matrix: every route of the OpenAPI document (and every hidden route, and every
 * GraphQL query field) called as every identity, checked against the policy table in
 * route-policy.ts. A route without a row fails here, so a new route is in the matrix by existing.
 */

const ctx = useTestApp();
let world: World;
let operations: ApiOperation[];

beforeAll(async () => {
  operations = apiOperations(await openApiDocument(ctx.app));
  world = await buildWorld(ctx.app, ctx.database.db);
});

const CLASSIFY =
  'Add a row for it to ROUTE_POLICIES in apps/server/src/test/route-policy.ts: who may call it ' +
  '(PUBLIC, SIGNED_IN, UNLOCKED or roles(...)), whether it works on one organisation’s resource ' +
  '(orgScoped), and the request with real ids (docs/security.md, "Adding a route").';

/** `GET /a/{b}` for the route tree's `/a/:b`. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Every method and path the server serves, from Fastify's route tree (HEAD is the GET route's).
 * The tree prints one node a line, indented four characters a level under its parent.
 */
function servedRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (match === null) continue;
    const level = (match[1] ?? '').length / 4;
    stack.length = level;
    const path = `${stack.join('')}${match[2] ?? ''}`;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== '' && method !== 'HEAD' && method !== 'OPTIONS')
        routes.push(`${method} ${toOpenApiPath(path)}`);
    }
  }
  return routes;
}

/** The error code of a refusal: `error` of the REST shape, or the first GraphQL error's code. */
const errorOf = (res: LightMyRequestResponse): string | undefined => {
  try {
    const body = res.json() as { error?: string; errors?: { extensions?: { code?: string } }[] };
    return body.error ?? body.errors?.[0]?.extensions?.code?.toLowerCase();
  } catch {
    return undefined;
  }
};

/** AUTHZ_MATRIX_PRINT=1 prints what each identity got from each route, one route a line. */
function printMatrix(lines: string[]): void {
  if (process.env.AUTHZ_MATRIX_PRINT !== '1') return;
  console.log([IDENTITY_NAMES.map((n) => n.padEnd(9)).join(''), ...lines].join('\n'));
}

/** What is wrong with this answer, or null when it is what the policy says. */
function judge(
  res: LightMyRequestResponse,
  expected: Expectation,
  policy: { allowedMayGet?: readonly number[] },
  who: IdentityName,
): string | null {
  const status = res.statusCode;
  if (status >= 500) return `answered ${status}: ${res.body.slice(0, 200)}`;
  if (OUTSIDERS.includes(who)) {
    const leaked = world.privateToOrgA.find((id) => res.body.includes(id));
    if (leaked !== undefined) return `received organisation A's private id ${leaked}`;
  }
  switch (expected.kind) {
    case 'unauthenticated':
      return status === 401 ? null : `expected 401, got ${status}`;
    case 'locked':
      return status === 403 && errorOf(res) === 'locked'
        ? null
        : `expected 403 locked, got ${status} ${errorOf(res) ?? ''}`;
    case 'forbidden':
      return status === 403 ? null : `expected 403, got ${status}`;
    case 'not-theirs':
      return status === 403 || status === 404
        ? null
        : `expected 403 or 404 (another organisation's), got ${status}`;
    case 'allowed':
      if (status === 401 || status === 403) return `was refused with ${status} ${errorOf(res) ?? ''}`;
      if (status >= 400 && !(policy.allowedMayGet ?? []).includes(status)) {
        return `expected success, got ${status}: ${res.body.slice(0, 200)}`;
      }
      return null;
  }
}

interface GraphqlField {
  /** `name` for a query field, `mutation name` for a mutation. */
  key: string;
  operation: 'query' | 'mutation';
  name: string;
  /** Returns a scalar: no selection set. */
  leaf: boolean;
}

/** The query and mutation fields of a GraphQL schema. */
function graphqlFields(typeDefs: string): GraphqlField[] {
  const schema = buildSchema(typeDefs);
  const fields = (operation: GraphqlField['operation']) =>
    Object.values(
      (operation === 'query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {},
    ).map((f) => ({
      key: operation === 'query' ? f.name : `mutation ${f.name}`,
      operation,
      name: f.name,
      leaf: isLeafType(getNamedType(f.type)),
    }));
  return [...fields('query'), ...fields('mutation')];
}

/**
 * The workspace module keeps its schema text private; the matrix reads it from the module's source
 * so that a new field is classified by existing.
 */
function workspaceTypeDefs(): string {
  const source = readFileSync(new URL('../modules/workspace/workspace.graphql.ts', import.meta.url), 'utf8');
  const match = /\/\* GraphQL \*\/ `([^`]*)`/.exec(source);
  if (match?.[1] === undefined)
    throw new Error('workspace.graphql.ts: its GraphQL schema text was not found');
  return match[1];
}

describe('the GraphQL authorisation matrix', () => {
  const endpoints = () => [
    { path: GRAPHQL_ENDPOINTS.profile, fields: graphqlFields(profileTypeDefs) },
    { path: GRAPHQL_ENDPOINTS.workspace, fields: graphqlFields(workspaceTypeDefs()) },
  ];

  it('has a policy row for every query and mutation field of both endpoints, and a field for every row', () => {
    const keys = endpoints().flatMap((e) => e.fields.map((f) => `${e.path} ${f.key}`));
    const unclassified = keys.filter((k) => GRAPHQL_POLICIES[k] === undefined);
    expect(unclassified, 'GraphQL fields without a row in GRAPHQL_POLICIES (route-policy.ts)').toEqual([]);
    const orphans = Object.keys(GRAPHQL_POLICIES).filter((k) => !keys.includes(k));
    expect(orphans, 'GRAPHQL_POLICIES rows without a field').toEqual([]);
  });

  it('answers every field as each identity as its policy says', async () => {
    const failures: string[] = [];
    const table: string[] = [];
    for (const endpoint of endpoints()) {
      for (const field of endpoint.fields) {
        const key = `${endpoint.path} ${field.key}`;
        const policy = GRAPHQL_POLICIES[key];
        if (policy === undefined) continue;
        const query = `${field.operation} { ${field.name}${policy.args?.(world) ?? ''}${field.leaf ? '' : ' { __typename }'} }`;
        const statuses: number[] = [];
        for (const who of IDENTITY_NAMES) {
          const cookie = world.identities[who].cookie;
          const res = await ctx.app.inject({
            method: 'POST',
            url: endpoint.path,
            headers: { 'content-type': 'application/json', ...(cookie === null ? {} : { cookie }) },
            payload: { query },
          });
          const expected = expectationFor(policy, who);
          let problem = judge(res, expected, {}, who);
          if (problem === null && expected.kind === 'allowed') {
            const errors = (res.json() as { errors?: unknown[] }).errors;
            if (errors !== undefined) problem = `answered errors: ${JSON.stringify(errors).slice(0, 200)}`;
          }
          if (problem !== null) failures.push(`${key} as ${who}: ${problem}`);
          statuses.push(res.statusCode);
        }
        table.push(`${statuses.map((s) => String(s).padEnd(9)).join('')}${key}`);
      }
    }
    printMatrix(table);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

// after the GraphQL matrix: its last calls end the identities' sessions
describe('the authorisation matrix', () => {
  it('has a policy row for every route of the OpenAPI document, and a route for every row', () => {
    const keys = operations.map((o) => o.key);
    const unclassified = keys.filter((k) => ROUTE_POLICIES[k] === undefined);
    expect(unclassified, `Routes without a policy row. ${CLASSIFY}`).toEqual([]);
    const orphans = Object.keys(ROUTE_POLICIES).filter((k) => !keys.includes(k));
    expect(orphans, 'Policy rows whose route is not in the OpenAPI document (renamed or removed?)').toEqual(
      [],
    );
  });

  it('knows every route the server serves, hidden ones included', () => {
    const served = servedRoutes(ctx.app.printRoutes({ commonPrefix: false }));
    expect(served.length, 'could not read the route tree').toBeGreaterThan(operations.length);
    const documented = new Set(operations.map((o) => o.key));
    const unknown = served.filter((r) => !documented.has(r) && HIDDEN_ROUTES[r] === undefined);
    expect(
      unknown,
      `Routes hidden from the OpenAPI document without a row in HIDDEN_ROUTES. ${CLASSIFY}`,
    ).toEqual([]);
    const gone = Object.keys(HIDDEN_ROUTES).filter((r) => !served.includes(r));
    expect(gone, 'HIDDEN_ROUTES rows the server no longer serves').toEqual([]);
  });

  it('answers every route as each identity as its policy says', async () => {
    const rows: { op: RouteRef & { key: string }; policy: RoutePolicy }[] = [];
    for (const op of operations) {
      const policy = ROUTE_POLICIES[op.key];
      if (policy !== undefined) rows.push({ op, policy });
    }
    for (const [key, policy] of Object.entries(HIDDEN_ROUTES)) {
      if (policy === 'graphql') continue;
      const [method, path] = key.split(' ') as [HttpMethod, string];
      rows.push({ op: { key, method, path }, policy });
    }
    // sign-out ends the caller's session: after everything else
    rows.sort((a, b) => Number(a.policy.endsSession === true) - Number(b.policy.endsSession === true));

    const failures: string[] = [];
    const table: string[] = [];
    for (const { op, policy } of rows) {
      const statuses: number[] = [];
      for (const who of IDENTITY_NAMES) {
        const res = await sendAs(ctx.app, world, who, op, requestParts(op, policy, world, who));
        statuses.push(res.statusCode);
        const expected = expectationFor(policy, who);
        let problem = judge(res, expected, policy, who);
        if (problem === null && expected.kind === 'allowed')
          problem = policy.check?.(res.body, world, who) ?? null;
        if (problem !== null) failures.push(`${op.key} as ${who}: ${problem}`);
      }
      table.push(`${statuses.map((s) => String(s).padEnd(9)).join('')}${op.key}`);
    }
    printMatrix(table);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 180_000); // one request per route and identity: hundreds on a busy 2-core machine
});
