import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialUiState, useUiStore } from '../../../lib/ui-store';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { groupRecentSearches, RecentSearchesMenu, SearchTools } from './search-tools';

const recent = (id: string, keyword: string, filters: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  keyword,
  filters,
  searchedAt: '2026-01-01T00:00:00Z',
});
const API = '/elevate-be/rest/api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RecentSearchesMenu', () => {
  it('offers the last searches, without repeats or blanks, each running again', async () => {
    stubFetchRoutes({
      'GET /elevate-be/rest/api/job-seeker/search-recent': () =>
        jsonResponse({
          items: [recent('1', 'react'), recent('2', ''), recent('3', 'React'), recent('4', 'nurse')],
        }),
    });
    renderRoute(<RecentSearchesMenu listPath="/jobs" />, { path: '/jobs', url: '/jobs' });
    const button = await screen.findByRole('button', { name: 'Recent searches' });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    // axe's aria-required-children: nothing but menu items inside the menu
    expect(menu.querySelector('[role="presentation"]')).toBeNull();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent || i.getAttribute('aria-label'))).toEqual([
      'react',
      'Remove recent search: react',
      'nurse',
      'Remove recent search: nurse',
    ]);
    expect(items[0]?.getAttribute('href')).toBe('/jobs?keyword=react');
  });

  it('shows nothing without recent searches', async () => {
    const fetchMock = stubFetchRoutes({
      'GET /elevate-be/rest/api/job-seeker/search-recent': () => jsonResponse({ items: [] }),
    });
    renderRoute(<RecentSearchesMenu listPath="/jobs" />, { path: '/jobs', url: '/jobs' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Recent searches' })).toBeNull();
  });
});

describe('groupRecentSearches', () => {
  it('folds repeats in another case into the first, leaves out blanks, and keeps the newest few', () => {
    const items = [recent('1', 'react'), recent('2', ''), recent('3', 'React'), recent('4', 'nurse')];
    expect(
      groupRecentSearches(items).map((g) => [g.search.keyword, g.ids.map((id) => id.slice(-1))]),
    ).toEqual([
      ['react', ['1', '3']],
      ['nurse', ['4']],
    ]);
    expect(groupRecentSearches(items, 1)).toHaveLength(1);
  });
});

describe('RecentSearchesMenu removing a search', () => {
  it('removes a search (and its repeats) at once, keeps the menu open, and says so', async () => {
    useUiStore.setState(initialUiState);
    let items = [recent('1', 'react'), recent('2', 'React'), recent('3', 'nurse')];
    const fetchMock = stubFetchRoutes({
      [`GET ${API}/job-seeker/search-recent`]: () => jsonResponse({ items }),
      [`DELETE ${API}/job-seeker/search-recent/${recent('1', '').id}`]: () => {
        items = items.filter((r) => !r.id.endsWith('1'));
        return new Response(null, { status: 204 });
      },
      // gone already (another tab): still what was asked
      [`DELETE ${API}/job-seeker/search-recent/${recent('2', '').id}`]: () =>
        jsonResponse({ error: 'not_found', message: 'Recent search not found' }, 404),
    });
    renderRoute(<RecentSearchesMenu listPath="/jobs" />, { path: '/jobs', url: '/jobs' });
    fireEvent.click(await screen.findByRole('button', { name: 'Recent searches' }));
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Remove recent search: react' }));
    await vi.waitFor(() => expect(within(menu).queryByRole('menuitem', { name: 'react' })).toBeNull());
    expect(within(menu).getByRole('menuitem', { name: 'nurse' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual([
        '“react” removed from your recent searches.',
      ]),
    );
    expect(callsOf(fetchMock).filter((c) => c.startsWith('DELETE'))).toHaveLength(2);
  });

  it('puts the search back when the server refuses', async () => {
    useUiStore.setState(initialUiState);
    stubFetchRoutes({
      [`GET ${API}/job-seeker/search-recent`]: () => jsonResponse({ items: [recent('1', 'react')] }),
      [`DELETE ${API}/job-seeker/search-recent/${recent('1', '').id}`]: () =>
        jsonResponse({ error: 'internal', message: 'down' }, 500),
    });
    renderRoute(<RecentSearchesMenu listPath="/jobs" />, { path: '/jobs', url: '/jobs' });
    fireEvent.click(await screen.findByRole('button', { name: 'Recent searches' }));
    fireEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Remove recent search: react' }),
    );
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual([
        '“react” could not be removed. Try again.',
      ]),
    );
    // back in the menu, which stayed open
    expect(await screen.findByRole('menuitem', { name: 'react' })).toBeTruthy();
  });
});

describe('RecentSearchesMenu with filters', () => {
  it('runs a recent search again with every filter it kept, and names it in words', async () => {
    stubFetchRoutes({
      [`GET ${API}/job-seeker/search-recent`]: () =>
        jsonResponse({
          items: [
            recent('1', 'welder', { location: 'Sohar', employmentType: 'contract', skills: ['TIG'] }),
            recent('2', '', { location: 'Muscat' }),
            recent('3', 'welder'),
          ],
        }),
      [`GET ${API}/category`]: () => jsonResponse({ items: [] }),
    });
    renderRoute(<RecentSearchesMenu listPath="/jobs/all" />, { path: '/jobs/all', url: '/jobs/all' });
    fireEvent.click(await screen.findByRole('button', { name: 'Recent searches' }));
    const items = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .filter((i) => i.hasAttribute('href'));
    expect(items.map((i) => i.textContent)).toEqual([
      'welder · Sohar · Contract · Skills: TIG',
      'Muscat',
      'welder',
    ]);
    expect(items.map((i) => i.getAttribute('href'))).toEqual([
      '/jobs/all?keyword=welder&location=Sohar&employmentType=contract&skills=TIG',
      '/jobs/all?location=Muscat',
      '/jobs/all?keyword=welder',
    ]);
  });
});

describe('SearchTools', () => {
  it('saves the search with every filter of the address, named by its keyword', async () => {
    useUiStore.setState(initialUiState);
    const bodies: unknown[] = [];
    const fetchMock = stubFetchRoutes({
      [`GET ${API}/job-seeker/search-recent`]: () => jsonResponse({ items: [] }),
      [`GET ${API}/category`]: () => jsonResponse({ items: [] }),
      [`POST ${API}/job-seeker/search`]: (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { name: string };
        bodies.push(body);
        return body.name === 'nurse'
          ? jsonResponse({ error: 'duplicate_name', message: 'taken' }, 409)
          : jsonResponse({ id: 'x', name: body.name, filters: {}, notify: true, createdAt: '' }, 201);
      },
    });
    renderRoute(<SearchTools listPath="/jobs" />, {
      path: '/jobs',
      url: '/jobs?keyword=nurse&location=Muscat&skills=ICU&languages=ar&sort=newest&page=2',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['Search “nurse (2)” saved.']),
    );
    const filters = { keyword: 'nurse', location: 'Muscat', skills: ['ICU'], languages: ['ar'] };
    expect(bodies).toEqual([
      { name: 'nurse', filters },
      { name: 'nurse (2)', filters },
    ]);
    expect(callsOf(fetchMock).filter((c) => c.startsWith('POST'))).toHaveLength(2);
  });

  it('offers saving a search of a place alone, but not of no filter at all', async () => {
    stubFetchRoutes({
      [`GET ${API}/job-seeker/search-recent`]: () => jsonResponse({ items: [] }),
      [`GET ${API}/category`]: () => jsonResponse({ items: [] }),
    });
    const { unmount } = renderRoute(<SearchTools listPath="/jobs" />, {
      path: '/jobs',
      url: '/jobs?sort=newest',
    });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull());
    unmount();
    renderRoute(<SearchTools listPath="/jobs" />, { path: '/jobs', url: '/jobs?location=Sohar' });
    expect(await screen.findByRole('button', { name: 'Save this search' })).toBeTruthy();
  });
});
