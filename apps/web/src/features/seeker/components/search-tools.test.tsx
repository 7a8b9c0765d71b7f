import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { RecentSearchesMenu } from './search-tools';

const recent = (id: string, keyword: string) => ({
  id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  keyword,
  filters: {},
  searchedAt: '2026-01-01T00:00:00Z',
});

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
    expect(items.map((i) => i.textContent)).toEqual(['react', 'nurse']);
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
