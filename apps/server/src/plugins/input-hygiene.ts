import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { findControlCharacter, hasLoneSurrogate } from '@talent/contracts';

/** How far a request's parameters, query and body may branch out before they are refused. */
export interface InputLimits {
  /** Objects and arrays inside one another (INPUT_MAX_DEPTH). */
  maxDepth: number;
  /** Strings, numbers, objects, arrays… counted together in one part of the request (INPUT_MAX_VALUES). */
  maxValues: number;
}

export const DEFAULT_INPUT_LIMITS: InputLimits = { maxDepth: 32, maxValues: 10_000 };

type Part = 'params' | 'querystring' | 'body';

export interface InputIssue {
  path: string[];
  message: string;
}

/** Enough to show what is wrong without answering a hostile body with a long list. */
const MAX_ISSUES = 20;
/** A field name longer than this is cut in the answer (the name comes from the client). */
const MAX_NAME_LENGTH = 64;

const CONTROL_IN_LINE = 'must not contain control characters';
const CONTROL_IN_TEXT = 'must not contain control characters other than tab and line breaks';
const CONTROL_IN_NAME = 'has a field name with control characters';
const NOT_UNICODE = 'must be valid Unicode text';

// errors.ts answers zod's validation failures with `fields`; these issues carry zod's mark so a
// refusal here leaves in exactly that shape.
const ZOD_VALIDATION_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

const shortName = (key: string) => (key.length > MAX_NAME_LENGTH ? `${key.slice(0, MAX_NAME_LENGTH)}…` : key);

/**
 * An object of fields: what JSON and form bodies parse to, and the query string's object (whose
 * prototype is a bare object of the query parser's own, itself without a prototype).
 */
function isRecord(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * Walks one part of a request without recursion (a deep body cannot exhaust the stack) and lists
 * what is refused: control characters and lone surrogates (text that is not Unicode) in strings
 * and field names, nesting deeper than the limit, more values than the limit. Query strings and
 * path parameters are single lines; a body may hold tab, line feed and carriage return.
 */
export function inspectInput(value: unknown, allowLineBreaks: boolean, limits: InputLimits): InputIssue[] {
  const issues: InputIssue[] = [];
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value, path: [], depth: 0 }];
  let seen = 0;
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const item = stack.pop() as (typeof stack)[number];
    seen += 1;
    if (seen > limits.maxValues) {
      issues.push({ path: [], message: `must not hold more than ${limits.maxValues} values` });
      break;
    }
    const current = item.value;
    if (typeof current === 'string') {
      if (findControlCharacter(current, allowLineBreaks) !== -1) {
        issues.push({ path: item.path, message: allowLineBreaks ? CONTROL_IN_TEXT : CONTROL_IN_LINE });
      } else if (hasLoneSurrogate(current)) {
        issues.push({ path: item.path, message: NOT_UNICODE });
      }
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (item.depth >= limits.maxDepth) {
      issues.push({
        path: item.path,
        message: `must not be nested more than ${limits.maxDepth} levels deep`,
      });
      continue;
    }
    const children: { value: unknown; path: string[]; depth: number }[] = [];
    if (Array.isArray(current)) {
      current.forEach((child, i) =>
        children.push({ value: child, path: [...item.path, String(i)], depth: item.depth + 1 }),
      );
    } else if (isRecord(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (findControlCharacter(key) !== -1 || hasLoneSurrogate(key)) {
          issues.push({ path: item.path, message: CONTROL_IN_NAME });
          continue;
        }
        children.push({ value: child, path: [...item.path, shortName(key)], depth: item.depth + 1 });
      }
    }
    // reversed, so that the stack hands them out in the order the client wrote them
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i] as (typeof children)[number]);
  }
  return issues;
}

function validationError(part: Part, issues: InputIssue[]): FastifyError {
  const err = new Error('Some fields are not valid.') as FastifyError;
  err.statusCode = 400;
  err.code = 'FST_ERR_VALIDATION';
  err.validationContext = part;
  err.validation = issues.map(
    (issue): FastifySchemaValidationError =>
      ({
        [ZOD_VALIDATION_ISSUE]: true,
        keyword: 'custom',
        instancePath: issue.path.length === 0 ? '' : `/${issue.path.join('/')}`,
        schemaPath: '#',
        message: issue.message,
        params: {},
      }) as FastifySchemaValidationError,
  );
  return err;
}

/**
 * One check in front of every route's own validation, so that no route, present or future, hands
 * PostgreSQL a NUL byte (refused in text) or a lone surrogate (refused in JSON), each a 500, or a
 * control character to a log line, an e-mail header or a page: parameters, query and body are
 * walked before validation, and a refusal is a 400 naming the field (`querystring.location`,
 * `body.fullName`).
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance, opts: Partial<InputLimits>) => {
  const limits: InputLimits = { ...DEFAULT_INPUT_LIMITS, ...opts };
  app.addHook('preValidation', async (request) => {
    // the order in which Fastify validates the parts, so the first refusal is the one it would name
    const parts: [Part, unknown, boolean][] = [
      ['params', request.params, false],
      ['body', request.body, true],
      ['querystring', request.query, false],
    ];
    for (const [part, value, allowLineBreaks] of parts) {
      const issues = inspectInput(value, allowLineBreaks, limits);
      if (issues.length > 0) {
        request.log.info({ event: 'input_refused', part, issues: issues.length }, 'request input refused');
        throw validationError(part, issues);
      }
    }
  });
});
