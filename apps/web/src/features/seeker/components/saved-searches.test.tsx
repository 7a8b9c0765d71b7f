import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialUiState, useUiStore } from '../../../lib/ui-store';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { SavedJobsScreen } from './saved-jobs-screen';
import { searchHref } from './saved-searches';

const API = '/elevate-be/rest/api';
const search = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'react riyadh',
  filters: { keyword: 'react', employmentType: 'full_time', location: 'Riyadh' },
  notify: true,
  createdAt: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  useUiStore.setState(initialUiState);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('searchHref', () => {
  it('carries the filters /jobs keeps in its address', () => {
    expect(searchHref({ keyword: 'a b', categoryId: 'c', employmentType: 'part_time', skills: ['x'] })).toBe(
      '/jobs?keyword=a+b&categoryId=c&employmentType=part_time',
    );
    expect(searchHref({})).toBe('/jobs');
  });
});

describe('saved searches on /saved', () => {
  it('lists them with their alerts, runs one and deletes one after a confirmation', async () => {
    let items = [search];
    const fetchMock = stubFetchRoutes({
      [`GET ${API}/job-seeker/search`]: () => jsonResponse({ items }),
      [`DELETE ${API}/job-seeker/search/${search.id}`]: () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    renderRoute(<SavedJobsScreen />, { path: '/saved', url: '/saved?view=searches' });
    expect(await screen.findByRole('heading', { name: 'react riyadh' })).toBeTruthy();
    expect(screen.getByText('Alerts on')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Run the search react riyadh' }).getAttribute('href')).toBe(
      '/jobs?keyword=react&employmentType=full_time',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete the search react riyadh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this search?' });
    expect(callsOf(fetchMock).some((c) => c.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['Search “react riyadh” deleted.']),
    );
    expect(await screen.findByText(/You have no saved searches/)).toBeTruthy();
  });

  it('keeps the search when the deletion is cancelled', async () => {
    const fetchMock = stubFetchRoutes({
      [`GET ${API}/job-seeker/search`]: () => jsonResponse({ items: [search] }),
    });
    renderRoute(<SavedJobsScreen />, { path: '/saved', url: '/saved?view=searches' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the search react riyadh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this search?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetchMock).some((c) => c.startsWith('DELETE'))).toBe(false);
  });

  it('switches to the searches tab', async () => {
    stubFetchRoutes({
      [`POST ${API}/job-seeker/my-job-saved`]: () =>
        jsonResponse({ items: [], total: 0, limit: 50, offset: 0 }),
      [`GET ${API}/jobCollections`]: () => jsonResponse({ items: [], unfiledCount: 0, totalCount: 0 }),
      [`GET ${API}/applies`]: () => jsonResponse({ items: [] }),
      [`GET ${API}/job-seeker/search`]: () => jsonResponse({ items: [search] }),
    });
    renderRoute(<SavedJobsScreen />, { path: '/saved', url: '/saved' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Searches' }));
    expect(await screen.findByRole('heading', { name: 'react riyadh' })).toBeTruthy();
  });
});
