import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialUiState, useUiStore } from '../../../lib/ui-store';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { buildCategory, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { SavedJobsScreen } from './saved-jobs-screen';
import { searchHref } from './saved-searches';

const API = '/elevate-be/rest/api';
const CATEGORY = '00000000-0000-4000-8000-0000000000a1';
const search = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'react riyadh',
  filters: {
    keyword: 'react',
    categoryId: CATEGORY,
    employmentType: 'full_time',
    location: 'Riyadh',
    skills: ['React', 'SQL'],
    languages: ['ar'],
  },
  notify: true,
  createdAt: '2026-01-01T00:00:00Z',
};
const categories = () =>
  jsonResponse({
    items: [
      buildCategory({
        id: CATEGORY,
        name: { en: 'Engineering', zh: '工程', ar: 'الهندسة' },
        subCategories: [],
      }),
    ],
  });

beforeEach(() => {
  useUiStore.setState(initialUiState);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('searchHref', () => {
  it('carries every filter a search stores', () => {
    expect(
      searchHref({
        keyword: 'a b',
        location: 'Muscat',
        categoryId: 'c',
        employmentType: 'part_time',
        skills: ['x', 'Y'],
        languages: ['ar', 'en'],
      }),
    ).toBe(
      '/jobs?keyword=a+b&location=Muscat&categoryId=c&employmentType=part_time&skills=x&skills=Y&languages=ar&languages=en',
    );
    expect(searchHref({})).toBe('/jobs');
    expect(searchHref({ keyword: 'x' }, '/jobs/all')).toBe('/jobs/all?keyword=x');
  });

  it("runs a search of one company's jobs on that company's page", () => {
    expect(searchHref({ companyId: 'c1', keyword: 'nurse' })).toBe('/jobs/companies/c1?keyword=nurse');
  });
});

describe('saved searches on /saved', () => {
  it('lists them with their alerts, runs one and deletes one after a confirmation', async () => {
    let items = [search];
    const fetchMock = stubFetchRoutes({
      [`GET ${API}/job-seeker/search`]: () => jsonResponse({ items }),
      [`GET ${API}/category`]: categories,
      [`DELETE ${API}/job-seeker/search/${search.id}`]: () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    renderRoute(<SavedJobsScreen />, { path: '/saved', url: '/saved?view=searches' });
    expect(await screen.findByRole('heading', { name: 'react riyadh' })).toBeTruthy();
    // the filters in words, with names rather than codes
    const card = screen.getByRole('article');
    await vi.waitFor(() =>
      expect(card.textContent).toContain(
        '“react” · Riyadh · Engineering · Full-time · Skills: React and SQL · Languages: Arabic',
      ),
    );
    // each part isolated, so that a Latin value keeps its place on an Arabic page
    expect(within(card).getByText('Riyadh').tagName).toBe('BDI');
    expect(
      (screen.getByRole('switch', { name: 'Alerts for new jobs of react riyadh' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Run the search react riyadh' }).getAttribute('href')).toBe(
      `/jobs?keyword=react&location=Riyadh&categoryId=${CATEGORY}&employmentType=full_time&skills=React&skills=SQL&languages=ar`,
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
      [`GET ${API}/category`]: categories,
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
      [`GET ${API}/category`]: categories,
    });
    renderRoute(<SavedJobsScreen />, { path: '/saved', url: '/saved' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Searches' }));
    expect(await screen.findByRole('heading', { name: 'react riyadh' })).toBeTruthy();
  });
});

describe('changing a saved search', () => {
  it('switches its alerts off with PATCH, and back on when that fails', async () => {
    let fail = false;
    const fetchMock = stubFetchRoutes({
      [`GET ${API}/job-seeker/search`]: () => jsonResponse({ items: [search] }),
      [`GET ${API}/category`]: categories,
      [`PATCH ${API}/job-seeker/search/${search.id}`]: (_url, init) =>
        fail
          ? jsonResponse({ error: 'internal', message: 'boom' }, 500)
          : jsonResponse({ ...search, ...(JSON.parse(String(init?.body)) as object) }),
    });
    renderRoute(<SavedJobsScreen />, { path: '/saved', url: '/saved?view=searches' });
    const toggle = (await screen.findByRole('switch', {
      name: 'Alerts for new jobs of react riyadh',
    })) as HTMLInputElement;
    fireEvent.click(toggle);
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['Alerts off for “react riyadh”.']),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ notify: false });

    fail = true;
    useUiStore.setState(initialUiState);
    fireEvent.click(toggle);
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual([
        'The search could not be changed. Try again.',
      ]),
    );
    expect(toggle.checked).toBe(true);
  });

  it('renames it in a dialog, and says so at the field when the name is taken', async () => {
    let name = search.name;
    const bodies: unknown[] = [];
    stubFetchRoutes({
      [`GET ${API}/job-seeker/search`]: () => jsonResponse({ items: [{ ...search, name }] }),
      [`GET ${API}/category`]: categories,
      [`PATCH ${API}/job-seeker/search/${search.id}`]: (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { name: string };
        bodies.push(body);
        if (body.name === 'Taken')
          return jsonResponse({ error: 'duplicate_name', message: 'You already have one.' }, 409);
        name = body.name;
        return jsonResponse({ ...search, name });
      },
    });
    renderRoute(<SavedJobsScreen />, { path: '/saved', url: '/saved?view=searches' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename the search react riyadh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename this search' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect((field as HTMLInputElement).value).toBe('react riyadh');

    fireEvent.change(field, { target: { value: 'Taken' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(await within(dialog).findByText('You already have a saved search with this name.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: '  Frontend in Riyadh ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Frontend in Riyadh' })).toBeTruthy();
    expect(bodies).toEqual([{ name: 'Taken' }, { name: 'Frontend in Riyadh' }]);
  });

  it('refuses an empty name without calling the server', async () => {
    const fetchMock = stubFetchRoutes({
      [`GET ${API}/job-seeker/search`]: () => jsonResponse({ items: [search] }),
      [`GET ${API}/category`]: categories,
    });
    renderRoute(<SavedJobsScreen />, { path: '/saved', url: '/saved?view=searches' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename the search react riyadh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename this search' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.startsWith('PATCH'))).toBe(false);
  });
});
