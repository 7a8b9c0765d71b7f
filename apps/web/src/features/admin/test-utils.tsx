import type { ReactElement, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Locale } from '../../lib/locale';
import { setSessionHint } from '../../lib/session-hint';
import { initialUiState, useUiStore } from '../../lib/ui-store';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../test/fetch-routes';
import { renderRoute } from '../../test/render';

/** The console's tests: a session hint and fresh toasts before each, the fetch stub undone after. */
export function setUpAdminTests() {
  beforeEach(() => {
    setSessionHint();
    useUiStore.setState(initialUiState);
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** The screen, with the address's query shown beside it (`data-testid="search"`). */
function WithSearch({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  return (
    <>
      {children}
      <output data-testid="search">{search}</output>
    </>
  );
}

/**
 * Renders a console screen at `url` (its route is the address's path: the screens take their ids as
 * props), in `locale`, the fetch answering `routes`; answers the fetch stub.
 */
export function renderAdminScreen(
  screen: ReactElement,
  url: string,
  routes: Record<string, RouteHandler>,
  locale?: Locale,
) {
  const fetchMock = stubFetchRoutes(routes);
  const path = new URL(url, 'http://localhost').pathname;
  renderRoute(<WithSearch>{screen}</WithSearch>, { path, url, locale });
  return fetchMock;
}

/** The query of each call made to `route` ("GET /path"), in order. */
export const callParams = (fetchMock: ReturnType<typeof stubFetchRoutes>, route: string) =>
  callsOf(fetchMock)
    .filter((c) => c.startsWith(`${route}?`) || c === route)
    .map((c) => new URL(c.slice(c.indexOf(' ') + 1), 'http://localhost').searchParams);

/** The texts of the toasts shown so far. */
export const toasts = () => useUiStore.getState().toasts.map((t) => t.text);
