import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, ApiError, apiGet, apiRequest } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('returns the JSON body and sends credentials', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { items: [], total: 0 }));
    await expect(apiGet('/api/jobs')).resolves.toEqual({ items: [], total: 0 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE}/api/jobs`);
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
  });

  it('builds the query string by the request-filter rule: empty values skipped, zero kept', async () => {
    const fetchMock = stubFetch(jsonResponse(200, {}));
    await apiGet('/api/jobs', {
      query: {
        keyword: 'react dev',
        categoryId: '',
        location: undefined,
        offset: 0,
        skills: ['ts', '', 'go'],
      },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `${API_BASE}/api/jobs?keyword=react+dev&offset=0&skills=ts&skills=go`,
    );
  });

  it('sends a JSON body', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { ok: true }));
    await apiRequest('POST', '/api/job-seeker/search', { body: { keyword: 'x' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"keyword":"x"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('throws an ApiError with the status and body for a non-OK response', async () => {
    const body = { error: 'not_found', message: 'No such job' };
    stubFetch(jsonResponse(404, body));
    const error = await apiGet('/api/job-seeker/job/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body, message: 'No such job' });
  });

  it('keeps a body that is not JSON', async () => {
    stubFetch(new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    await expect(apiGet('/api/jobs')).rejects.toMatchObject({ status: 502, body: 'Bad gateway' });
  });

  it('throws for an OK response whose body carries an error field', async () => {
    stubFetch(jsonResponse(200, { error: 'internal', message: 'Try later' }));
    await expect(apiGet('/api/jobs')).rejects.toMatchObject({ status: 200, body: { error: 'internal' } });
  });
});
