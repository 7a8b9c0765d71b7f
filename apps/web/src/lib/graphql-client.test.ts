import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlRequest, PROFILE_GRAPHQL_URL, WORKSPACE_GRAPHQL_URL } from './graphql-client';
import { redirectToLogin } from './login-redirect';

vi.mock('./login-redirect', () => ({ redirectToLogin: vi.fn(() => true) }));

const ME_QUERY = 'query Me { me { id roles } }';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubFetch(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async () => respond());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.mocked(redirectToLogin).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('graphqlRequest', () => {
  it('posts the query and variables as JSON to the endpoint, with credentials, and returns data', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { data: { company: { name: 'Acme' } } }));
    const data = await graphqlRequest<{ company: { name: string } }>(
      PROFILE_GRAPHQL_URL,
      'query Company($id: ID!) { company(organisationID: $id) { name } }',
      { id: 'o1' },
    );
    expect(data).toEqual({ company: { name: 'Acme' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/profile/x/');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      query: 'query Company($id: ID!) { company(organisationID: $id) { name } }',
      variables: { id: 'o1' },
    });
  });

  it('sends a query without variables as just the query', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { data: { me: null } }));
    await graphqlRequest(WORKSPACE_GRAPHQL_URL, ME_QUERY);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/workspace/x/graphql');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ query: ME_QUERY });
  });

  it('sends the browser to the login page on an HTTP 401 when the session cannot be refreshed', async () => {
    const fetchMock = stubFetch(() => jsonResponse(401, { errors: [{ message: 'unauthorized' }] }));
    await expect(graphqlRequest(WORKSPACE_GRAPHQL_URL, ME_QUERY)).resolves.toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/workspace/x/graphql', '/uaa/oauth/token']);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('refreshes the session once on an HTTP 401 and re-runs the query, without a login redirect', async () => {
    const answers = [
      jsonResponse(401, { errors: [{ message: 'expired' }] }),
      jsonResponse(200, { accessToken: 'a', refreshToken: 'r' }),
      jsonResponse(200, { data: { me: { id: 'u1', roles: ['jobseeker'] } } }),
    ];
    const fetchMock = stubFetch(() => answers.shift() ?? jsonResponse(500, {}));
    await expect(graphqlRequest(WORKSPACE_GRAPHQL_URL, ME_QUERY)).resolves.toEqual({
      me: { id: 'u1', roles: ['jobseeker'] },
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/workspace/x/graphql',
      '/uaa/oauth/token',
      '/workspace/x/graphql',
    ]);
    expect(String(fetchMock.mock.calls[1]?.[1]?.body)).toBe('grant_type=refresh_token');
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('sends the browser to the login page when the re-run query is refused again', async () => {
    const answers = [
      jsonResponse(401, {}),
      jsonResponse(200, { accessToken: 'a', refreshToken: 'r' }),
      jsonResponse(401, {}),
    ];
    const fetchMock = stubFetch(() => answers.shift() ?? jsonResponse(500, {}));
    await expect(graphqlRequest(WORKSPACE_GRAPHQL_URL, ME_QUERY)).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('ignores GraphQL errors silently and returns the partial data', async () => {
    stubFetch(() =>
      jsonResponse(200, { data: { me: { id: 'u1', roles: null } }, errors: [{ message: 'roles failed' }] }),
    );
    await expect(graphqlRequest(WORKSPACE_GRAPHQL_URL, ME_QUERY)).resolves.toEqual({
      me: { id: 'u1', roles: null },
    });
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('returns null when the errors left no data', async () => {
    stubFetch(() => jsonResponse(200, { data: null, errors: [{ message: 'boom' }] }));
    await expect(graphqlRequest(WORKSPACE_GRAPHQL_URL, ME_QUERY)).resolves.toBeNull();
    stubFetch(() => jsonResponse(200, { errors: [{ message: 'Syntax Error' }] }));
    await expect(graphqlRequest(WORKSPACE_GRAPHQL_URL, ME_QUERY)).resolves.toBeNull();
  });

  it.each([400, 403, 500, 502])('ignores an HTTP %i silently, without a login redirect', async (status) => {
    stubFetch(() => jsonResponse(status, { errors: [{ message: 'x' }] }));
    await expect(graphqlRequest(WORKSPACE_GRAPHQL_URL, ME_QUERY)).resolves.toBeNull();
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('ignores an answer that is not JSON and a call that reached no server', async () => {
    stubFetch(() => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(graphqlRequest(WORKSPACE_GRAPHQL_URL, ME_QUERY)).resolves.toBeNull();
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(graphqlRequest(WORKSPACE_GRAPHQL_URL, ME_QUERY)).resolves.toBeNull();
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('lets a cancellation reject, so query hooks can cancel', async () => {
    const controller = new AbortController();
    const fetchMock = stubFetch(() => {
      controller.abort();
      throw controller.signal.reason;
    });
    await expect(
      graphqlRequest(WORKSPACE_GRAPHQL_URL, ME_QUERY, undefined, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});
