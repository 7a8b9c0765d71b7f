import { toQueryString, type FilterValue } from '@talent/domain';

/** The gateway path of the main REST API (spec section 7). */
export const API_BASE = '/elevate-be/rest';

export type QueryParams = Readonly<Record<string, FilterValue>>;

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A failed call: the HTTP status (0 when no response arrived) and the parsed body, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(messageOf(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}

/**
 * One call to the REST API: JSON in and out, cookies included, filters turned into a query string by
 * the spec's request-filter rule. A non-OK status, or an OK body carrying an `error` field (section 8),
 * throws an ApiError.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (signal !== undefined) init.signal = signal;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  const response = await fetch(`${API_BASE}${path}${query === undefined ? '' : toQueryString(query)}`, init);
  const payload = await readBody(response);
  if (!response.ok || hasErrorField(payload)) throw new ApiError(response.status, payload);
  return payload as T;
}

export function apiGet<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  return apiRequest<T>('GET', path, options);
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

function hasErrorField(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && 'error' in payload;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}
