import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, parsePath, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createI18n } from '../lib/i18n';
import type { Locale } from '../lib/locale';

interface RenderRouteOptions {
  path: string;
  url: string;
  locale?: Locale;
  /** The router state the page is opened with (what another page handed it). */
  state?: unknown;
}

/** Where an in-app navigation went: any other path renders its address here. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders one screen at a URL with the app's providers, a fresh query cache and no retries. */
export function renderRoute(
  element: ReactElement,
  { path, url, locale = 'en-US', state }: RenderRouteOptions,
): RenderResult {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [state === undefined ? url : { ...parsePath(url), state }] },
  );
  return render(
    <AppProviders i18n={createI18n(locale)} queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
