import type { ErrorResponse } from '@talent/contracts';
import { toQueryString, type FilterValue } from '@talent/domain';
import { redirectToLogin } from './login-redirect';

/** The gateway path of the main REST API (spec section 7). */
export const API_BASE = '/elevate-be/rest';

/** The token service; a refresh is `grant_type=refresh_token` against it (decisions.md, "Wire shapes"). */
export const TOKEN_URL = '/uaa/oauth/token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryParams = Readonly<Record<string, FilterValue>>;

export interface RequestOptions {
  /** Filters, turned into a query string by the spec's request-filter rule. */
  query?: QueryParams;
  /** Sent as JSON, except FormData (multipart uploads) and URLSearchParams (form-encoded), sent as they are. */
  body?: unknown;
  signal?: AbortSignal;
}

/** The body of a 400 or 403 answer, handed back as the result (spec section 8). */
export type Refusal = ErrorResponse;

export type ApiErrorKind = 'authentication' | 'network-status' | 'error';

const MESSAGES: Record<ApiErrorKind, string> = {
  authentication: 'authentication error',
  'network-status': 'network status error',
  error: 'error',
};

/**
 * A failed call, with the spec's messages (section 8): `authentication` when a session refresh
 * failed, `network-status` for a non-OK answer, `error` for an OK answer whose body has an `error`
 * field. `body` is the parsed answer, when there was one.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: unknown;

  constructor(kind: ApiErrorKind, status: number, body?: unknown) {
    super(MESSAGES[kind]);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

/**
 * A 401 after which the session was refreshed. The spec does not retry the original request, so the
 * call still fails, but running it again should now succeed: query hooks may retry once. It is not an
 * ApiError so that "client errors are not retried" rules keyed on ApiError statuses leave it alone.
 */
export class SessionRefreshedError extends Error {
  readonly status = 401;
  readonly body: unknown;

  constructor(body?: unknown) {
    super('session refreshed');
    this.name = 'SessionRefreshedError';
    this.body = body;
  }
}

export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}

export function isSessionRefreshed(error: unknown): error is SessionRefreshedError {
  return error instanceof SessionRefreshedError;
}

/**
 * True for a 400/403 body handed back by `request`/`apiRequest`. Sound because an OK body with an
 * `error` field is raised, never returned.
 */
export function isRefusal(value: unknown): value is Refusal {
  return isRecord(value) && typeof value.error === 'string';
}

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

/**
 * One call to any service by its absolute path (`/uaa/me`, `/router/...`), by the spec's rules
 * (sections 4 and 8): cookies included; a 400 or 403 JSON body is returned as the result; a 401
 * refreshes the session once and raises (SessionRefreshedError, or ApiError `authentication` plus a
 * login redirect when the refresh failed); other non-OK answers and OK bodies with an `error` field
 * raise an ApiError. A call that reaches no server rejects with fetch's own error (AbortError included).
 */
export async function request<T>(
  method: HttpMethod,
  url: string,
  options: RequestOptions = {},
): Promise<T | Refusal> {
  const answer = await send<T>(method, url, options);
  return answer.refused ? answer.body : answer.data;
}

/**
 * `request` for query and mutation functions, which must throw to fail: a 400 or 403 raises an
 * ApiError `network-status` with its status and body, like any other non-OK answer.
 */
export async function requestOrThrow<T>(
  method: HttpMethod,
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  const answer = await send<T>(method, url, options);
  if (answer.refused) throw new ApiError('network-status', answer.status, answer.body);
  return answer.data;
}

/** `request` on the main REST API: `path` is under API_BASE, e.g. `/api/jobs`. */
export function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T | Refusal> {
  return request<T>(method, apiUrl(path), options);
}

/** `requestOrThrow` on the main REST API. */
export function apiRequestOrThrow<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return requestOrThrow<T>(method, apiUrl(path), options);
}

/** A GET on the main REST API for a query function: every failure, 400 and 403 included, throws. */
export function apiGet<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  return apiRequestOrThrow<T>('GET', path, options);
}

/** A failure as the spec's wrappers return it: an object with an `error` field (section 8). */
export interface SafeFailure {
  error: { message: string; status?: number; body?: unknown };
}

export function isSafeFailure(value: unknown): value is SafeFailure {
  return isRecord(value) && isRecord(value.error) && typeof value.error.message === 'string';
}

/** Runs a call and returns its failure as `{error: {message, status?, body?}}` instead of throwing. */
export async function safeCall<T>(call: () => Promise<T>): Promise<T | SafeFailure> {
  try {
    return await call();
  } catch (caught) {
    return { error: describeFailure(caught) };
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Asks the token service for a new access token and answers whether it gave one. The refresh token
 * travels in its HttpOnly cookie, so the body carries only the grant type, and the script cannot tell
 * whether one exists: the server's refusal is the answer. Concurrent callers share one refresh.
 * Rejects (without counting as a failed refresh) only when the token service could not be reached.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch(TOKEN_URL, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token' }).toString(),
    credentials: 'include',
  })
    .then((response) => response.ok)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

type Answer<T> = { refused: false; data: T } | { refused: true; status: number; body: Refusal };

async function send<T>(method: HttpMethod, url: string, options: RequestOptions): Promise<Answer<T>> {
  const { query, body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (signal !== undefined) init.signal = signal;
  if (body instanceof FormData || body instanceof URLSearchParams) {
    init.body = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  const response = await fetch(`${url}${query === undefined ? '' : toQueryString(query)}`, init);
  const payload = await readBody(response);

  if (response.status === 401) {
    // The spec does not retry the original request: the caller decides whether to run it again.
    if (await refreshSession()) throw new SessionRefreshedError(payload);
    redirectToLogin();
    throw new ApiError('authentication', response.status, payload);
  }
  // Only the server's error shape can be handed back as a Refusal; anything else is raised below.
  if ((response.status === 400 || response.status === 403) && isRefusal(payload)) {
    return { refused: true, status: response.status, body: payload };
  }
  if (!response.ok) throw new ApiError('network-status', response.status, payload);
  if (isRecord(payload) && 'error' in payload) throw new ApiError('error', response.status, payload);
  return { refused: false, data: payload as T };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function describeFailure(caught: unknown): SafeFailure['error'] {
  if (caught instanceof ApiError || caught instanceof SessionRefreshedError) {
    const failure: SafeFailure['error'] = { message: caught.message, status: caught.status };
    if (caught.body !== undefined) failure.body = caught.body;
    return failure;
  }
  return { message: caught instanceof Error ? caught.message : String(caught) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
