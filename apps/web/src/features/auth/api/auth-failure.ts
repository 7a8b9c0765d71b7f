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

/**
 * The failure the login service reports when it sends the browser back to the login page
 * (`/sso/login?error=...`) after an organisation's sign-in did not work; null for none or another value.
 */
export function failureFromLoginError(error: string | null): AuthFailure | null {
  if (error === 'enterprise_failed' || error === 'no_provider') return { code: error };
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
    const seconds = parseRetryAfter(retryAfter, now);
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

/** An accepted post with the answer's body (undefined when it had none or no JSON), or the refusal. */
export type AnsweredResult = { ok: true; payload: unknown } | { ok: false; failure: AuthFailure };

/**
 * POSTs credentials to the login service and keeps the answer's body. Not through the API client:
 * a refusal here is the answer to show (never a reason to refresh a session or to redirect to the
 * login page), and the wait in a 429's Retry-After header is part of it.
 */
export async function postForAnswer(url: string, body: URLSearchParams | object): Promise<AnsweredResult> {
  const form = body instanceof URLSearchParams;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: form ? body.toString() : JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    return { ok: false, failure: { code: 'network' } };
  }
  let payload: unknown;
  try {
    payload = (await response.json()) as unknown;
  } catch {
    payload = undefined;
  }
  if (response.ok) return { ok: true, payload };
  return {
    ok: false,
    failure: describeAuthFailure(response.status, payload, response.headers.get('retry-after')),
  };
}

/** POSTs credentials to the login service (postForAnswer), when the answer's body does not matter. */
export async function postCredentials(url: string, body: URLSearchParams | object): Promise<AuthResult> {
  const result = await postForAnswer(url, body);
  return result.ok ? { ok: true } : result;
}
