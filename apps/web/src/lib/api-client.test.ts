import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_BASE,
  ApiError,
  apiGet,
  apiRequest,
  apiRequestOrThrow,
  isApiError,
  isRefusal,
  isSafeFailure,
  isSessionRefreshed,
  refreshSession,
  request,
  requestOrThrow,
  safeCall,
  SessionRefreshedError,
  TOKEN_URL,
} from './api-client';
import { redirectToLogin } from './login-redirect';

vi.mock('./login-redirect', () => ({ redirectToLogin: vi.fn(() => true) }));

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Route = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stub: token-service calls go to `refresh`, every other call to `api`. */
function stubFetch(api: Route, refresh: Route = () => jsonResponse(200, {})) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    return url === TOKEN_URL ? refresh(url, init) : api(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    apiCalls: () => fetchMock.mock.calls.filter(([url]) => String(url) !== TOKEN_URL),
    refreshCalls: () => fetchMock.mock.calls.filter(([url]) => String(url) === TOKEN_URL),
  };
}

function answer(status: number, body: unknown) {
  return stubFetch(() => jsonResponse(status, body));
}

function headersOf(init: RequestInit | undefined): Headers {
  return new Headers(init?.headers);
}

beforeEach(() => {
  vi.mocked(redirectToLogin).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('calls the main API under its gateway path with credentials and asks for JSON', async () => {
    const { fetchMock } = answer(200, { items: [], total: 0 });
    await expect(apiGet('/api/jobs')).resolves.toEqual({ items: [], total: 0 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE}/api/jobs`);
    expect(url).toBe('/elevate-be/rest/api/jobs');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(headersOf(init).get('accept')).toBe('application/json');
    expect(headersOf(init).has('content-type')).toBe(false);
    expect(init?.body).toBeUndefined();
  });

  it('calls other services at their own absolute paths', async () => {
    const { fetchMock } = answer(200, { sub: 'u1' });
    await expect(request('GET', '/uaa/me')).resolves.toEqual({ sub: 'u1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/uaa/me');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('builds the query string by the request-filter rule: empty values skipped, zero kept, arrays repeated', async () => {
    const { fetchMock } = answer(200, {});
    await apiGet('/api/job-seeker/my-application', {
      query: {
        keyword: 'react dev',
        categoryId: '',
        location: undefined,
        status: null,
        offset: 0,
        statusIn: ['applied', '', 'hired'],
      },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `${API_BASE}/api/job-seeker/my-application?keyword=react+dev&offset=0&statusIn=applied&statusIn=hired`,
    );
  });

  it('leaves the path alone when every filter is empty', async () => {
    const { fetchMock } = answer(200, {});
    await apiGet('/api/jobs', { query: { keyword: ' ', categoryId: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${API_BASE}/api/jobs`);
  });

  it('sends a body as JSON with its content type', async () => {
    const { fetchMock } = answer(200, { ok: true });
    await apiRequest('POST', '/api/job-seeker/search', { body: { keyword: 'x', offset: 0 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"keyword":"x","offset":0}');
    expect(headersOf(init).get('content-type')).toBe('application/json');
    expect(headersOf(init).get('accept')).toBe('application/json');
    expect(init?.credentials).toBe('include');
  });

  it('sends a file upload as multipart, leaving the content type (and its boundary) to the browser', async () => {
    const { fetchMock } = answer(200, { fileId: 'f1' });
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'cv.txt');
    await request('POST', '/fm/upload', { query: { bucket: 'upload' }, body: form });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/fm/upload?bucket=upload');
    expect(init?.body).toBe(form);
    expect(headersOf(init).has('content-type')).toBe(false);
  });

  it('passes the abort signal on and lets a cancellation reject as it is', async () => {
    const controller = new AbortController();
    const { fetchMock } = stubFetch((_url, init) => {
      controller.abort();
      throw init?.signal?.reason;
    });
    await expect(apiGet('/api/jobs', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it('returns an empty answer as undefined', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/job-seeker/job-save/j1')).resolves.toBeUndefined();
  });
});

describe('section 8: 400 and 403', () => {
  it.each([400, 403])('returns the JSON body of a %i as the result instead of throwing', async (status) => {
    const body = { error: status === 400 ? 'bad_request' : 'forbidden', message: 'No.', requestId: 'r1' };
    answer(status, body);
    const result = await apiRequest<{ id: string }>('POST', '/api/hr/job', { body: {} });
    expect(result).toEqual(body);
    expect(isRefusal(result)).toBe(true);
    await expect(request('GET', '/router/rest/api/v2/notifications')).resolves.toEqual(body);
  });

  it('raises the 400 or 403 from the throwing variants, for query and mutation functions', async () => {
    const body = { error: 'bad_request', message: 'Some fields are not valid.' };
    answer(400, body);
    const error = await apiGet('/api/job-seeker/job/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'network-status',
      message: 'network status error',
      status: 400,
      body,
    });
    expect(isApiError(error, 400, 404)).toBe(true);
    await expect(apiRequestOrThrow('POST', '/api/hr/job', { body: {} })).rejects.toMatchObject({
      status: 400,
    });
    answer(403, { error: 'forbidden', message: 'No.' });
    await expect(requestOrThrow('GET', '/uaa/me')).rejects.toMatchObject({ status: 403 });
  });

  it('raises a 400 whose body is not the server error shape, since there is nothing to hand back', async () => {
    stubFetch(() => new Response('Bad request', { status: 400, headers: { 'content-type': 'text/plain' } }));
    await expect(apiRequest('POST', '/api/hr/job', { body: {} })).rejects.toMatchObject({
      kind: 'network-status',
      status: 400,
      body: 'Bad request',
    });
  });
});

describe('section 8: other non-OK answers', () => {
  it.each([404, 409, 500, 503])(
    'raises "network status error" with the status and body of a %i',
    async (status) => {
      const body = { error: 'x', message: 'y' };
      answer(status, body);
      const error = await apiRequest('GET', '/api/jobs').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'network-status', message: 'network status error', status, body });
      expect(isApiError(error, status)).toBe(true);
      expect(isApiError(error, 401)).toBe(false);
    },
  );

  it('keeps a body that is not JSON', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    await expect(apiGet('/api/jobs')).rejects.toMatchObject({ status: 502, body: 'Bad gateway' });
  });

  it('has no body when the answer had none', async () => {
    stubFetch(() => new Response(null, { status: 500 }));
    const error = await apiGet('/api/jobs').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'network status error', status: 500 });
    expect((error as ApiError).body).toBeUndefined();
  });
});

describe('section 8: an OK answer with an error field', () => {
  it('raises "error" with the body', async () => {
    const body = { error: 'internal', message: 'Try later' };
    answer(200, body);
    const error = await apiRequest('POST', '/api/job-seeker/job/j1/apply').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'error', message: 'error', status: 200, body });
  });

  it('raises it from the throwing variants too', async () => {
    answer(200, { error: 'molapi', message: 'Work permit required' });
    await expect(apiGet('/api/jobs')).rejects.toMatchObject({ kind: 'error', body: { error: 'molapi' } });
  });
});

describe('section 4: session', () => {
  it('on a 401, refreshes once with the refresh grant, cookies included, and does not retry the original', async () => {
    const { refreshCalls, apiCalls } = stubFetch(() =>
      jsonResponse(401, { error: 'unauthorized', message: 'x' }),
    );
    const error = await apiGet('/api/jobs').catch((e: unknown) => e);

    expect(refreshCalls()).toHaveLength(1);
    const init = refreshCalls()[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(headersOf(init).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(init?.body).toBe('grant_type=refresh_token');
    expect(apiCalls()).toHaveLength(1);

    expect(error).toBeInstanceOf(SessionRefreshedError);
    expect(isSessionRefreshed(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('raises "authentication error" with the status and sends the user to log in when the refresh fails', async () => {
    const { apiCalls, refreshCalls } = stubFetch(
      () => jsonResponse(401, { error: 'unauthorized', message: 'x' }),
      () => jsonResponse(401, { error: 'invalid_grant' }),
    );
    const error = await apiRequest('GET', '/api/job-seeker/statistics').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'authentication', message: 'authentication error', status: 401 });
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
    expect(refreshCalls()).toHaveLength(1);
    expect(apiCalls()).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let finishRefresh: (response: Response) => void = () => undefined;
    const { refreshCalls, apiCalls } = stubFetch(
      () => jsonResponse(401, {}),
      () => new Promise<Response>((resolve) => (finishRefresh = resolve)),
    );
    const calls = [apiGet('/api/jobs'), apiRequest('GET', '/api/offers'), request('GET', '/uaa/me')].map(
      (call) => call.catch((e: unknown) => e),
    );
    // all three have had their 401 while the refresh is still running
    await vi.waitFor(() => {
      expect(apiCalls()).toHaveLength(3);
      expect(refreshCalls()).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    finishRefresh(jsonResponse(200, {}));

    const errors = await Promise.all(calls);
    expect(refreshCalls()).toHaveLength(1);
    expect(apiCalls()).toHaveLength(3);
    for (const error of errors) expect(error).toBeInstanceOf(SessionRefreshedError);
  });

  it('a failed shared refresh fails every waiting call with "authentication error"', async () => {
    const { refreshCalls } = stubFetch(
      () => jsonResponse(401, {}),
      () => jsonResponse(400, { error: 'invalid_grant' }),
    );
    const errors = await Promise.all(
      [apiGet('/api/jobs'), apiGet('/api/offers')].map((call) => call.catch((e: unknown) => e)),
    );
    expect(refreshCalls()).toHaveLength(1);
    for (const error of errors) expect(error).toMatchObject({ message: 'authentication error', status: 401 });
  });

  it('refreshes again for a 401 after the previous refresh has finished', async () => {
    const { refreshCalls } = stubFetch(() => jsonResponse(401, {}));
    await apiGet('/api/jobs').catch(() => undefined);
    await apiGet('/api/jobs').catch(() => undefined);
    expect(refreshCalls()).toHaveLength(2);
  });

  it('does not count an unreachable token service as a failed refresh: no login redirect', async () => {
    stubFetch(
      () => jsonResponse(401, {}),
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await expect(apiGet('/api/jobs')).rejects.toThrow('Failed to fetch');
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('refreshSession answers whether the token service renewed the session', async () => {
    stubFetch(
      () => jsonResponse(200, {}),
      () => jsonResponse(200, { accessToken: 'a', refreshToken: 'r' }),
    );
    await expect(refreshSession()).resolves.toBe(true);
    stubFetch(
      () => jsonResponse(200, {}),
      () => jsonResponse(401, {}),
    );
    await expect(refreshSession()).resolves.toBe(false);
  });
});

describe('safeCall: wrappers that return failures as {error}', () => {
  it('returns the result of a call that succeeds', async () => {
    answer(200, { total: 3 });
    await expect(safeCall(() => apiGet('/api/jobs'))).resolves.toEqual({ total: 3 });
  });

  it('returns a raised ApiError as {error: {message, status, body}}', async () => {
    const body = { error: 'internal', message: 'boom' };
    answer(500, body);
    const result = await safeCall(() => apiGet('/api/jobs'));
    expect(result).toEqual({ error: { message: 'network status error', status: 500, body } });
    expect(isSafeFailure(result)).toBe(true);
  });

  it('returns an authentication failure with its status', async () => {
    stubFetch(
      () => new Response(null, { status: 401 }),
      () => jsonResponse(401, {}),
    );
    await expect(safeCall(() => apiGet('/api/jobs'))).resolves.toEqual({
      error: { message: 'authentication error', status: 401 },
    });
  });

  it('returns a session refresh as a failure the caller can recognise', async () => {
    stubFetch(() => new Response(null, { status: 401 }));
    await expect(safeCall(() => apiGet('/api/jobs'))).resolves.toEqual({
      error: { message: 'session refreshed', status: 401 },
    });
  });

  it('returns a call that reached no server as {error: {message}}', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(safeCall(() => apiGet('/api/jobs'))).resolves.toEqual({
      error: { message: 'Failed to fetch' },
    });
  });

  it('passes a 400 body through as the result, which is itself an object with an error field', async () => {
    const body = { error: 'bad_request', message: 'No.' };
    answer(400, body);
    const result = await safeCall(() => apiRequest('POST', '/api/hr/job', { body: {} }));
    expect(result).toEqual(body);
    expect(isRefusal(result)).toBe(true);
    expect(isSafeFailure(result)).toBe(false);
  });
});
