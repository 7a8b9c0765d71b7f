import { isRefusal, refreshSession, type HttpMethod } from '../../../lib/api-client';
import { redirectToLogin } from '../../../lib/login-redirect';

/** Why the login service refused a sign-in or sign-up, by the server's error code (or `network`). */
export type AuthFailureCode =
  | 'invalid_grant'
  | 'too_many_requests'
  | 'weak_password'
  /** The current password given to a password change is wrong. */
  | 'invalid_password'
  /** The sign-up mail could not be sent just now. */
  | 'mail_unavailable'
  /** A sign-up link that is unknown, used or expired. */
  | 'invalid_token'
  | 'invalid_fields'
  | 'enterprise_failed'
  | 'no_provider'
  /** The account's deletion was asked for: it signs in no more (only the mail's link keeps it). */
  | 'account_deletion_pending'
  | 'network'
  | 'unknown';

export interface AuthFailure {
  code: AuthFailureCode;
  /** From Retry-After, for `too_many_requests`. */
  retryAfterSeconds?: number;
  /** The request fields the server named (`email`, `password`, ...), for `invalid_fields`. */
  fields?: string[];
}

export type AuthResult = { ok: true } | { ok: false; failure: AuthFailure };

/** Retry-After as whole seconds from now: either a number of seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/** A wait the body gave in seconds: a positive whole number. */
function secondsOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * The failure the login service reports when it sends the browser back to the login page
 * (`/sso/login?error=...`) after an organisation's sign-in did not work (or found the account being
 * deleted); null for none or another value.
 */
export function failureFromLoginError(error: string | null): AuthFailure | null {
  if (error === 'enterprise_failed' || error === 'no_provider' || error === 'account_deletion_pending')
    return { code: error };
  return null;
}

/** A refusal of the token, sign-up or verification service, read by its status, `error` code and headers. */
export function describeAuthFailure(
  status: number,
  body: unknown,
  retryAfter: string | null,
  now: number = Date.now(),
): AuthFailure {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const error = typeof record.error === 'string' ? record.error : '';
  if (status === 429 || error === 'too_many_requests') {
    // the header, or else the body's own `retryAfterSeconds` (as the job-share limits send it)
    const seconds = parseRetryAfter(retryAfter, now) ?? secondsOf(record.retryAfterSeconds);
    return seconds === undefined
      ? { code: 'too_many_requests' }
      : { code: 'too_many_requests', retryAfterSeconds: seconds };
  }
  if (error === 'invalid_grant') return { code: 'invalid_grant' };
  if (error === 'weak_password') return { code: 'weak_password' };
  if (error === 'invalid_token') return { code: 'invalid_token' };
  if (error === 'invalid_password') return { code: 'invalid_password' };
  if (error === 'account_deletion_pending') return { code: 'account_deletion_pending' };
  if (status === 503 || error === 'mail_unavailable') return { code: 'mail_unavailable' };
  if (status === 400 && Array.isArray(record.fields)) {
    const fields = record.fields
      .map((f: unknown) =>
        typeof f === 'object' && f !== null && typeof (f as { field?: unknown }).field === 'string'
          ? (f as { field: string }).field.replace(/^body\./, '')
          : '',
      )
      .filter((f) => f !== '');
    return { code: 'invalid_fields', fields };
  }
  return { code: 'unknown' };
}

/** What a service answered (its body undefined when it had none or no JSON), or that none was reached. */
export type RawAnswer =
  | { reached: false }
  | { reached: true; ok: boolean; status: number; payload: unknown; retryAfter: string | null };

interface AnswerOptions {
  /**
   * A change by the signed-in user: a 401 refreshes the session once (shared with the API client's
   * refreshes) and sends the change again; when the session cannot be refreshed, the login page.
   */
  signedIn?: boolean;
}

/**
 * One call whose refusal is the answer to show, with its Retry-After header kept (the API client
 * keeps no headers of a failed answer). A form (URLSearchParams) is sent form-encoded, anything
 * else as JSON; no body, none.
 */
export async function fetchAnswer(
  method: HttpMethod,
  url: string,
  body: URLSearchParams | object | undefined,
  options: AnswerOptions = {},
): Promise<RawAnswer> {
  const first = await fetchOnce(method, url, body);
  if (options.signedIn !== true || !first.reached || first.status !== 401) return first;
  let refreshed: boolean;
  try {
    refreshed = await refreshSession();
  } catch {
    return { reached: false };
  }
  if (!refreshed) {
    redirectToLogin();
    return first;
  }
  return fetchOnce(method, url, body);
}

async function fetchOnce(
  method: HttpMethod,
  url: string,
  body: URLSearchParams | object | undefined,
): Promise<RawAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body instanceof URLSearchParams) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    init.body = body.toString();
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    return { reached: false };
  }
  let payload: unknown;
  try {
    payload = (await response.json()) as unknown;
  } catch {
    payload = undefined;
  }
  return {
    reached: true,
    ok: response.ok,
    status: response.status,
    payload,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** A refusal's status, body and Retry-After header, read as the failure to show. */
export type DescribeFailure<F> = (status: number, body: unknown, retryAfter: string | null) => F;

/** An accepted post with the answer's body (undefined when it had none or no JSON), or the refusal. */
export type AnsweredResult = { ok: true; payload: unknown } | { ok: false; failure: AuthFailure };

/**
 * POSTs credentials to the login service and keeps the answer's body. Not through the API client:
 * a refusal here is the answer to show (never a reason to refresh a session or to redirect to the
 * login page), and the wait in a 429's Retry-After header is part of it.
 */
export async function postForAnswer(url: string, body: URLSearchParams | object): Promise<AnsweredResult> {
  const answer = await fetchAnswer('POST', url, body);
  if (!answer.reached) return { ok: false, failure: { code: 'network' } };
  if (answer.ok) return { ok: true, payload: answer.payload };
  return { ok: false, failure: describeAuthFailure(answer.status, answer.payload, answer.retryAfter) };
}

/** POSTs credentials to the login service (postForAnswer), when the answer's body does not matter. */
export async function postCredentials(url: string, body: URLSearchParams | object): Promise<AuthResult> {
  const result = await postForAnswer(url, body);
  return result.ok ? { ok: true } : result;
}

/**
 * One change by the signed-in user (fetchAnswer, signed in): an expired access token is refreshed
 * and the change sent once more; every refusal comes back as the result, a 429 with its wait. An
 * accepted answer with an `error` field is a refusal too, as the API client reads it.
 */
export async function sendSignedInChange<T, F>(
  method: HttpMethod,
  url: string,
  body: object | undefined,
  describe: DescribeFailure<F>,
): Promise<{ ok: true; value: T } | { ok: false; failure: F | { code: 'network' } }> {
  const answer = await fetchAnswer(method, url, body, { signedIn: true });
  if (!answer.reached) return { ok: false, failure: { code: 'network' } };
  if (answer.ok && !isRefusal(answer.payload)) return { ok: true, value: answer.payload as T };
  return { ok: false, failure: describe(answer.status, answer.payload, answer.retryAfter) };
}
