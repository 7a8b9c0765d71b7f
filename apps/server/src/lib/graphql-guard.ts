import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type OperationDefinitionNode,
  TypeInfo,
  isObjectType,
  type ValidationRule,
  getArgumentValues,
  visit,
  visitWithTypeInfo,
  // the CommonJS entry: the one graphql-yoga and armor load (the ES one would be a second copy under Vitest)
} from 'graphql/index.js';
import { type Plugin, type YogaLogger, type YogaServerInstance, createYoga } from 'graphql-yoga';
import { AppError } from './errors.js';

/** The limits every GraphQL endpoint works within (config.ts, `GRAPHQL_*`). */
export interface GraphqlLimits {
  /** The largest query document: a POST body, or a GET query string, in bytes. */
  maxBytes: number;
  /** The deepest selection (armor's maxDepth). */
  maxDepth: number;
  /** Aliases in one operation (armor's maxAliases). */
  maxAliases: number;
  /** Lexical tokens in one document (armor's maxTokens). */
  maxTokens: number;
  /** Directives in one operation (armor's maxDirectives). */
  maxDirectives: number;
  /** Armor's cost (objects 2, scalars 1, ×1.5 a level) a signed-in caller may spend on one operation. */
  maxCost: number;
  /** The same for an anonymous caller. */
  maxCostAnonymous: number;
  /** Rows all list arguments (such as `companies(limit)`) of one operation may ask for together. */
  maxListRows: number;
  /** An operation still running after this long is stopped and answered 503. */
  timeoutMs: number;
  /** Schema introspection and "Did you mean" suggestions for signed-in callers (development only). */
  introspection: boolean;
}

export type GraphqlAudience = 'anonymous' | 'signed-in';

/** What resolvers get: the Fastify request (its `auth`, its cookies) and reply. */
export interface GraphqlContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

type GuardedYoga = YogaServerInstance<GraphqlContext, object>;

/** A list field whose size a caller chooses with an argument, counted against `maxListRows`. */
export interface ListField {
  /** `Type.field`, such as `Query.companies`. */
  coordinate: string;
  /** The argument that sets how many rows it returns. */
  argument: string;
  /** The most rows one occurrence can return (the resolver refuses more). */
  max: number;
}

export interface GuardedYogaOptions {
  schema: GraphQLSchema;
  endpoint: string;
  limits: GraphqlLimits;
  audience: GraphqlAudience;
  listFields?: readonly ListField[];
  /** `Type.field`s that answer 401 to anonymous callers (refused before the anonymous budget). */
  signedInFields?: readonly string[];
  logger: YogaLogger;
}

/** Control characters other than tab, line feed and carriage return: PostgreSQL refuses NUL in text. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function refusal(message: string, code: string, status = 400): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status } } });
}

/** A refusal from armor: its clear message, with HTTP 400 whatever the Accept header asks for. */
function asRefusal(error: GraphQLError): GraphQLError {
  return refusal(error.message.replace(/^Syntax Error: /, ''), 'QUERY_TOO_COMPLEX');
}

/**
 * graphql-yoga answers parse and validation errors 200 to `Accept: application/json` (the GraphQL
 * over HTTP spec's legacy mode); a refused query is the caller's fault in every mode, so it is a 400.
 */
function useRefusalStatus(): Plugin {
  return {
    onValidate:
      () =>
      ({ valid, result }) => {
        if (valid) return;
        for (const error of result) {
          const extensions = error.extensions as Record<string, unknown>;
          const http = extensions.http as { status?: number } | undefined;
          extensions.code ??= 'GRAPHQL_VALIDATION_FAILED';
          extensions.http = { status: http?.status ?? 400 };
        }
      },
    onParse:
      () =>
      ({ result, replaceParseResult }) => {
        // armor's token limit throws from the parser, worded as a syntax error
        if (result instanceof GraphQLError && result.message.includes('Token limit')) {
          replaceParseResult(asRefusal(result));
        }
      },
    onResultProcess: ({ result }) => {
      const errors = Array.isArray(result) ? [] : (result as { errors?: readonly GraphQLError[] }).errors;
      for (const error of errors ?? []) {
        const http = error.extensions.http as { spec?: boolean } | undefined;
        if (http?.spec === true) http.spec = false;
      }
    },
  };
}

/**
 * An anonymous operation that asks for a field only signed-in callers get is answered 401 before
 * any budget is checked: a visitor whose access token just expired then refreshes it (the web
 * app's rule for a 401) instead of meeting the tighter anonymous budget's 400.
 */
function useSignedInFields(coordinates: readonly string[]): Plugin {
  const rule: ValidationRule = (context) => ({
    Field(node) {
      const parent = context.getParentType();
      if (parent != null && coordinates.includes(`${parent.name}.${node.name.value}`)) {
        context.reportError(refusal('Please sign in.', 'UNAUTHENTICATED', 401));
      }
    },
  });
  return {
    onValidate: ({ addValidationRule }) => {
      addValidationRule(rule);
      return ({ result, setResult }) => {
        // "please sign in" is the one thing to say; the budget errors would only hide it
        const signIn = result.find((e) => e.extensions.code === 'UNAUTHENTICATED');
        if (signIn !== undefined) setResult([signIn]);
      };
    },
  };
}

function useIntrospectionClosed(): Plugin {
  return {
    onValidate: ({ addValidationRule }) => {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** Whether any string or key in the variables holds a control character (a loop: no deep recursion). */
function hasControlCharacter(variables: unknown): boolean {
  const stack: unknown[] = [variables];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (CONTROL_CHARACTERS.test(value)) return true;
    } else if (Array.isArray(value)) {
      stack.push(...(value as unknown[]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (CONTROL_CHARACTERS.test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

function selectedOperation(document: DocumentNode, name: string | null | undefined) {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return name ? operations.find((o) => o.name?.value === name) : operations[0];
}

/**
 * Rows the list fields of the chosen operation (and of every fragment, counted once) ask for.
 * A value the resolver will refuse counts as its maximum, so the resolver's own error still shows.
 */
function listRowsOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
  listFields: readonly ListField[],
): number {
  const operation = selectedOperation(document, operationName);
  const typeInfo = new TypeInfo(schema);
  let rows = 0;
  const count = visitWithTypeInfo(typeInfo, {
    Field(node) {
      const parent = typeInfo.getParentType();
      const field = typeInfo.getFieldDef();
      if (parent == null || field == null) return;
      const list = listFields.find((l) => l.coordinate === `${parent.name}.${node.name.value}`);
      if (list === undefined) return;
      let asked: unknown;
      try {
        asked = getArgumentValues(field, node, variables)[list.argument];
      } catch {
        asked = list.max; // a wrong type: execution answers it, and it may not run more than the max
      }
      const n = typeof asked === 'number' && Number.isFinite(asked) ? asked : list.max;
      rows += Math.min(Math.max(n, 0), list.max);
    },
  });
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION || definition === operation) visit(definition, count);
  }
  return rows;
}

/** Refuses, before any resolver runs, text with control characters and more list rows than allowed. */
function useRequestChecks(limits: GraphqlLimits, listFields: readonly ListField[]): Plugin {
  return {
    onExecute: ({ args }) => {
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      let literal = false;
      visit(args.document, {
        StringValue(node) {
          if (CONTROL_CHARACTERS.test(node.value)) literal = true;
        },
      });
      if (literal || hasControlCharacter(variables)) {
        throw refusal('Text arguments must not contain control characters.', 'BAD_USER_INPUT');
      }
      if (listFields.length > 0) {
        const rows = listRowsOf(args.schema, args.document, args.operationName, variables, listFields);
        if (rows > limits.maxListRows) {
          throw refusal(
            `List limit of ${limits.maxListRows} rows exceeded, found ${rows}.`,
            'QUERY_TOO_COMPLEX',
          );
        }
      }
    },
  };
}

/** The refusal of an operation that ran out of time (503). */
const timedOut = () => refusal('The query took too long and was stopped.', 'QUERY_TIMEOUT', 503);

/** Where an operation's deadline is kept in its context, for the resolvers' check. */
const DEADLINE = Symbol('graphql deadline');

interface Deadline {
  at: number;
  /** Aborts the operation; returns the error it failed with. */
  stop: () => unknown;
}

/**
 * Stops an operation that runs longer than `timeoutMs`. A timer aborts the executor's signal, which
 * the executor checks between fields and races against the result; and because the embedded
 * database answers on this thread without letting timers run, every resolver also looks at the
 * clock before it starts (`checkDeadlines`). Either way the answer is a 503 and no further field runs.
 */
function useTimeout(timeoutMs: number, hideSuggestions: boolean): Plugin {
  return {
    onExecute: ({ args }) => {
      const controller = new AbortController();
      const stop = () => {
        if (!controller.signal.aborted) {
          controller.abort(timedOut());
        }
        return controller.signal.reason;
      };
      const timer = setTimeout(stop, timeoutMs).unref();
      const extended = args as typeof args & { signal?: AbortSignal; hideSuggestions?: boolean };
      extended.signal =
        extended.signal === undefined
          ? controller.signal
          : AbortSignal.any([extended.signal, controller.signal]);
      if (hideSuggestions) extended.hideSuggestions = true;
      const deadline: Deadline = { at: performance.now() + timeoutMs, stop };
      (args.contextValue as unknown as Record<symbol, unknown>)[DEADLINE] = deadline;
      return {
        onExecuteDone: () => {
          clearTimeout(timer);
        },
      };
    },
  };
}

const checked = new WeakSet<GraphQLSchema>();

/** Wraps every resolver of the schema (once) with the deadline check of `useTimeout`. */
function checkDeadlines(schema: GraphQLSchema): void {
  if (checked.has(schema)) return;
  checked.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (resolve === undefined) continue;
      field.resolve = (source, args, context: Record<symbol, Deadline | undefined>, info) => {
        const deadline = context[DEADLINE];
        // no new database work once the time is up. The operation is aborted (its answer is the 503),
        // and the field fails with an error of its own: thrown as the abort's very reason, the
        // executor would leave the fields already running unwatched, and their later failure would
        // be an unhandled rejection.
        if (deadline !== undefined && performance.now() > deadline.at) {
          deadline.stop();
          throw timedOut();
        }
        return resolve(source, args, context, info);
      };
    }
  }
}

function armor(limits: GraphqlLimits, audience: GraphqlAudience): Plugin {
  const onReject = [
    (context: { reportError(error: GraphQLError): void } | null, error: GraphQLError) => {
      // validation rules report the error; the token limit (a parser) has no context and throws
      if (context !== null) context.reportError(asRefusal(error));
    },
  ];
  const common = { exposeLimits: true, onReject, propagateOnRejection: false };
  return EnvelopArmorPlugin({
    maxTokens: { n: limits.maxTokens, exposeLimits: true, onReject: [], propagateOnRejection: true },
    maxDepth: { n: limits.maxDepth, ...common },
    maxAliases: { n: limits.maxAliases, ...common },
    maxDirectives: { n: limits.maxDirectives, ...common },
    costLimit: {
      maxCost: audience === 'anonymous' ? limits.maxCostAnonymous : limits.maxCost,
      ...common,
    },
    blockFieldSuggestion: { enabled: audience === 'anonymous' || !limits.introspection, mask: '' },
  }) as Plugin;
}

/**
 * A graphql-yoga server with every guard on: no CORS (the web app is same-origin), no GraphiQL,
 * masked errors, armor's limits with the audience's cost budget, the list-rows budget, refused
 * control characters, a time limit, and introspection closed unless `limits.introspection`.
 */
export function createGuardedYoga(options: GuardedYogaOptions): GuardedYoga {
  const { limits, audience } = options;
  checkDeadlines(options.schema);
  const plugins: Plugin[] = [
    armor(limits, audience),
    useRequestChecks(limits, options.listFields ?? []),
    useTimeout(limits.timeoutMs, audience === 'anonymous' || !limits.introspection),
    useRefusalStatus(),
  ];
  if (!limits.introspection) plugins.push(useIntrospectionClosed());
  if (audience === 'anonymous' && options.signedInFields?.length) {
    plugins.unshift(useSignedInFields(options.signedInFields));
  }
  return createYoga<GraphqlContext>({
    schema: options.schema,
    graphqlEndpoint: options.endpoint,
    graphiql: false,
    landingPage: false,
    cors: false,
    multipart: false,
    batching: false,
    maxRequestBodySize: limits.maxBytes,
    logging: options.logger,
    maskedErrors: true,
    plugins,
  });
}

/** Yoga's logger on Fastify's: masked errors keep their cause in the log, not in the answer. */
export function yogaLogger(app: FastifyInstance): YogaLogger {
  return {
    debug: () => undefined,
    info: () => undefined,
    warn: (...args: unknown[]) => {
      app.log.warn({ graphql: args }, 'graphql warning');
    },
    error: (...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error);
      app.log.error(err !== undefined ? { err } : { graphql: args }, 'graphql error');
    },
  };
}

export interface GraphqlRouteOptions {
  url: string;
  limits: GraphqlLimits;
  /** The server for this request, or an answer already sent (such as a 401). */
  pick: (req: FastifyRequest, reply: FastifyReply) => GuardedYoga | null;
}

/**
 * Mounts a guarded yoga on Fastify for GET and POST (no OPTIONS: no preflight is ever answered),
 * with the body limit and the same cap on a GET's query string.
 */
export function graphqlRoute(app: FastifyInstance, options: GraphqlRouteOptions): void {
  const { url, limits } = options;
  app.route({
    url,
    method: ['GET', 'POST'],
    bodyLimit: limits.maxBytes,
    schema: { hide: true },
    // a GET carries the document in its query string: the same cap, before anything reads it
    onRequest: async (req) => {
      const q = req.url.indexOf('?');
      if (q >= 0 && req.url.length - q - 1 > limits.maxBytes) {
        throw new AppError(414, 'uri_too_long', `The query string is longer than ${limits.maxBytes} bytes.`);
      }
    },
    handler: async (req, reply) => {
      const yoga = options.pick(req, reply);
      if (yoga === null) return reply;
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
}
