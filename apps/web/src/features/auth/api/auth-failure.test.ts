import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import {
  describeAuthFailure,
  failureFromLoginError,
  parseRetryAfter,
  postCredentials,
  sendSignedInChange,
} from './auth-failure';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('describeAuthFailure', () => {
  it('reads the login service’s error codes', () => {
    expect(describeAuthFailure(400, { error: 'invalid_grant', message: 'x' }, null)).toEqual({
      code: 'invalid_grant',
    });
    expect(describeAuthFailure(400, { error: 'invalid_token', message: 'x' }, null)).toEqual({
      code: 'invalid_token',
    });
    expect(describeAuthFailure(503, { error: 'mail_unavailable', message: 'x' }, null)).toEqual({
      code: 'mail_unavailable',
    });
    expect(describeAuthFailure(403, { error: 'account_deletion_pending', message: 'x' }, null)).toEqual({
      code: 'account_deletion_pending',
    });
    expect(describeAuthFailure(400, { error: 'weak_password', message: 'x' }, null)).toEqual({
      code: 'weak_password',
    });
  });

  it('reads the wait of a 429 from Retry-After, in seconds or as a date', () => {
    expect(describeAuthFailure(429, { error: 'too_many_requests', message: 'x' }, '120')).toEqual({
      code: 'too_many_requests',
      retryAfterSeconds: 120,
    });
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(describeAuthFailure(429, undefined, 'Sun, 01 Mar 2026 10:05:00 GMT', now)).toEqual({
      code: 'too_many_requests',
      retryAfterSeconds: 300,
    });
    expect(describeAuthFailure(429, undefined, null)).toEqual({ code: 'too_many_requests' });
    expect(describeAuthFailure(429, undefined, 'soon')).toEqual({ code: 'too_many_requests' });
  });

  it('reads the wait from the body’s retryAfterSeconds when no Retry-After came', () => {
    const body = { error: 'too_many_requests', message: 'x', retryAfterSeconds: 600 };
    expect(describeAuthFailure(429, body, null)).toEqual({
      code: 'too_many_requests',
      retryAfterSeconds: 600,
    });
    // the header wins; a body's wait that is no whole number of seconds is no wait
    expect(describeAuthFailure(429, body, '30')).toEqual({
      code: 'too_many_requests',
      retryAfterSeconds: 30,
    });
    expect(describeAuthFailure(429, { ...body, retryAfterSeconds: 'soon' }, null)).toEqual({
      code: 'too_many_requests',
    });
    expect(describeAuthFailure(429, { ...body, retryAfterSeconds: 0 }, null)).toEqual({
      code: 'too_many_requests',
    });
  });

  it('names the fields of a validation refusal, without the "body." prefix', () => {
    const body = {
      error: 'bad_request',
      message: 'Some fields are not valid.',
      fields: [
        { field: 'body.email', message: 'Invalid email' },
        { field: 'body.fullName', message: 'Too small' },
      ],
    };
    expect(describeAuthFailure(400, body, null)).toEqual({
      code: 'invalid_fields',
      fields: ['email', 'fullName'],
    });
  });

  it('calls anything else unknown', () => {
    expect(describeAuthFailure(500, { error: 'internal', message: 'x' }, null)).toEqual({ code: 'unknown' });
    expect(describeAuthFailure(403, { error: 'cross_site', message: 'x' }, null)).toEqual({
      code: 'unknown',
    });
    expect(describeAuthFailure(502, '<html>', null)).toEqual({ code: 'unknown' });
  });
});

describe('failureFromLoginError', () => {
  it('reads the errors the login service sends back to the login page', () => {
    expect(failureFromLoginError('enterprise_failed')).toEqual({ code: 'enterprise_failed' });
    expect(failureFromLoginError('no_provider')).toEqual({ code: 'no_provider' });
    expect(failureFromLoginError('account_deletion_pending')).toEqual({ code: 'account_deletion_pending' });
    expect(failureFromLoginError('<script>')).toBeNull();
    expect(failureFromLoginError(null)).toBeNull();
  });
});

describe('parseRetryAfter', () => {
  it('never answers a wait of zero or less for a date in the past', () => {
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:00 GMT')).toBe(1);
  });
});

describe('postCredentials', () => {
  it('posts a form as form-encoded and an object as JSON, with credentials', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ accessToken: 'a', refreshToken: 'r' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      postCredentials('/uaa/oauth/token', new URLSearchParams({ grant_type: 'password' })),
    ).resolves.toEqual({ ok: true });
    await postCredentials('/sso/rest/signup', { email: 'a@b.co' });
    const [formCall, jsonCall] = fetchMock.mock.calls;
    expect(new Headers(formCall?.[1]?.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(formCall?.[1]?.body).toBe('grant_type=password');
    expect(formCall?.[1]?.credentials).toBe('include');
    expect(new Headers(jsonCall?.[1]?.headers).get('content-type')).toBe('application/json');
    expect(jsonCall?.[1]?.body).toBe('{"email":"a@b.co"}');
  });

  it('answers `network` when no server could be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(postCredentials('/uaa/oauth/token', new URLSearchParams())).resolves.toEqual({
      ok: false,
      failure: { code: 'network' },
    });
  });

  it('hands a refusal back with the Retry-After header read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response(JSON.stringify({ error: 'too_many_requests', message: 'x' }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '42' },
          }),
      ),
    );
    await expect(postCredentials('/uaa/oauth/token', new URLSearchParams())).resolves.toEqual({
      ok: false,
      failure: { code: 'too_many_requests', retryAfterSeconds: 42 },
    });
  });
});

describe('sendSignedInChange', () => {
  const URL = '/elevate-be/rest/api/me/name';

  it('keeps the wait of a 429 from its Retry-After header', async () => {
    stubFetchRoutes({
      [`PUT ${URL}`]: () =>
        new Response(JSON.stringify({ error: 'too_many_requests', message: 'x' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '300' },
        }),
    });
    await expect(sendSignedInChange('PUT', URL, { fullName: 'N' }, describeAuthFailure)).resolves.toEqual({
      ok: false,
      failure: { code: 'too_many_requests', retryAfterSeconds: 300 },
    });
  });

  it('refreshes an expired session once and sends the change again', async () => {
    let calls = 0;
    const fetchMock = stubFetchRoutes({
      [`PUT ${URL}`]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ error: 'unauthorized', message: 'The access token has expired.' }, 401)
          : jsonResponse({ fullName: 'N' });
      },
      'POST /uaa/oauth/token': () => jsonResponse({ token_type: 'bearer', expires_in: 900 }),
    });
    await expect(sendSignedInChange('PUT', URL, { fullName: 'N' }, describeAuthFailure)).resolves.toEqual({
      ok: true,
      value: { fullName: 'N' },
    });
    expect(callsOf(fetchMock)).toEqual([`PUT ${URL}`, 'POST /uaa/oauth/token', `PUT ${URL}`]);
  });

  it('sends no body when there is none, and reads an accepted answer with an error field as a refusal', async () => {
    const fetchMock = stubFetchRoutes({
      [`POST ${URL}`]: () => jsonResponse({ error: 'weak_password', message: 'x' }),
    });
    await expect(sendSignedInChange('POST', URL, undefined, describeAuthFailure)).resolves.toEqual({
      ok: false,
      failure: { code: 'weak_password' },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ accept: 'application/json' });
  });
});
