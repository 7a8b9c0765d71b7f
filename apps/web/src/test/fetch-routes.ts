import { vi } from 'vitest';

export type RouteHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fetch stub answering by "METHOD /path" (no query); an unexpected call fails the test loudly.
 * The mock's calls tell which requests were made.
 */
export function stubFetchRoutes(routes: Record<string, RouteHandler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (handler === undefined) throw new Error(`unexpected ${init?.method ?? 'GET'} ${url.pathname}`);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The "METHOD /path?query" of each call made, in order. */
export function callsOf(fetchMock: ReturnType<typeof stubFetchRoutes>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });
}
