import { fireEvent, screen, within } from '@testing-library/react';
import type { SavedJob } from '@talent/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialUiState, useUiStore } from '../../../lib/ui-store';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { buildJobSummary, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { SavedJobsScreen } from './saved-jobs-screen';

const API = '/elevate-be/rest/api';

function buildSavedJob(overrides: Partial<SavedJob> = {}): SavedJob {
  return {
    ...buildJobSummary(),
    status: 'published',
    isOpen: true,
    savedAt: '2026-01-02T00:00:00Z',
    collection: null,
    ...overrides,
  };
}

const first = buildSavedJob({ title: 'Data Analyst', collection: 'Maybe' });
const second = buildSavedJob({ title: 'Nurse' });

function stubSaved(routes: Record<string, RouteHandler> = {}, items: SavedJob[] = [first, second]) {
  return stubFetchRoutes({
    [`POST ${API}/job-seeker/my-job-saved`]: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { collection?: string };
      const shown = items.filter((j) => body.collection === undefined || j.collection === body.collection);
      return jsonResponse({ items: shown, total: shown.length, limit: 50, offset: 0 });
    },
    [`GET ${API}/jobCollections`]: () =>
      jsonResponse({
        items: [
          { name: 'Maybe', count: 1 },
          { name: 'Top', count: 0 },
        ],
        unfiledCount: 1,
        totalCount: 2,
      }),
    [`GET ${API}/applies`]: () => jsonResponse({ items: [] }),
    [`GET ${API}/job-seeker/search`]: () => jsonResponse({ items: [] }),
    ...routes,
  });
}

function renderSaved(url = '/saved') {
  renderRoute(<SavedJobsScreen />, { path: '/saved', url });
}

beforeEach(() => {
  useUiStore.setState(initialUiState);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SavedJobsScreen', () => {
  it('tells an account without saved jobs (a recruiter: 403) that they are not for it, with no "try again"', async () => {
    const forbidden = () =>
      jsonResponse({ error: 'forbidden', message: 'Not for this account', requestId: 'r' }, 403);
    stubSaved({
      [`POST ${API}/job-seeker/my-job-saved`]: forbidden,
      [`GET ${API}/jobCollections`]: forbidden,
    });
    renderSaved();
    expect(await screen.findByRole('heading', { name: 'Not available for your account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('removes a saved job and brings it back, in its collection, with Undo', async () => {
    const puts: unknown[] = [];
    const fetchMock = stubSaved({
      [`DELETE ${API}/job-seeker/job-save/${first.id}`]: () => new Response(null, { status: 204 }),
      [`PUT ${API}/jobCollection/${first.id}`]: (_url, init) => {
        puts.push(JSON.parse(String(init?.body)));
        return jsonResponse({ jobId: first.id, collection: 'Maybe', savedAt: first.savedAt });
      },
    });
    renderSaved();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Data Analyst from saved jobs' }));
    expect(await screen.findByText('“Data Analyst” was removed from your saved jobs.')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain(`DELETE ${API}/job-seeker/job-save/${first.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await vi.waitFor(() => expect(puts).toEqual([{ collection: 'Maybe' }]));
    await vi.waitFor(() => expect(screen.queryByText(/was removed from your saved jobs/)).toBeNull());
  });

  it('moves a job to another collection from its menu', async () => {
    const puts: unknown[] = [];
    stubSaved({
      [`PUT ${API}/jobCollection/${second.id}`]: (_url, init) => {
        puts.push(JSON.parse(String(init?.body)));
        return jsonResponse({ jobId: second.id, collection: 'Top', savedAt: second.savedAt });
      },
    });
    renderSaved();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Nurse to a collection' }));
    const menu = await screen.findByRole('menu');
    expect(menu.querySelector('[role="presentation"]')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'No collection' }).hasAttribute('data-disabled')).toBe(
      true,
    );
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Top' }));
    await vi.waitFor(() => expect(puts).toEqual([{ collection: 'Top' }]));
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['Moved to “Top”.']),
    );
  });

  it('moves a job to a new collection', async () => {
    const puts: unknown[] = [];
    stubSaved({
      [`PUT ${API}/jobCollection/${second.id}`]: (_url, init) => {
        puts.push(JSON.parse(String(init?.body)));
        return jsonResponse({ jobId: second.id, collection: 'Later', savedAt: second.savedAt });
      },
    });
    renderSaved();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Nurse to a collection' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'New collection…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: ' Later ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and move' }));
    await vi.waitFor(() => expect(puts).toEqual([{ collection: 'Later' }]));
  });

  it('filters by the collection in the address', async () => {
    const fetchMock = stubSaved();
    renderSaved('/saved?collection=Maybe');
    expect(await screen.findByText('Data Analyst')).toBeTruthy();
    expect(screen.queryByText('Nurse')).toBeNull();
    expect((screen.getByLabelText('Collection') as HTMLSelectElement).value).toBe('Maybe');
    const bodies = fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/my-job-saved'))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(bodies).toContainEqual({ limit: 50, offset: 0, collection: 'Maybe' });
  });

  it('reads the page from the address', async () => {
    const many = Array.from({ length: 60 }, (_, i) => buildSavedJob({ title: `Job ${i}` }));
    const fetchMock = stubFetchRoutes({
      [`POST ${API}/job-seeker/my-job-saved`]: (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { offset: number };
        return jsonResponse({
          items: many.slice(body.offset, body.offset + 50),
          total: 60,
          limit: 50,
          offset: body.offset,
        });
      },
      [`GET ${API}/jobCollections`]: () => jsonResponse({ items: [], unfiledCount: 60, totalCount: 60 }),
      [`GET ${API}/applies`]: () => jsonResponse({ items: [] }),
    });
    renderSaved('/saved?page=2');
    expect(await screen.findByText('Job 55')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain(`POST ${API}/job-seeker/my-job-saved`);
    expect(screen.getByRole('navigation', { name: 'Saved job pages' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByText('Job 0')).toBeTruthy();
  });

  it('puts the chosen collection into the address', async () => {
    stubSaved();
    renderSaved();
    await screen.findByText('Nurse');
    fireEvent.change(screen.getByLabelText('Collection'), { target: { value: 'Maybe' } });
    await vi.waitFor(() => expect(screen.queryByText('Nurse')).toBeNull());
    expect(await screen.findByText('Data Analyst')).toBeTruthy();
    expect((screen.getByLabelText('Collection') as HTMLSelectElement).value).toBe('Maybe');
  });

  it('opens the apply sheet from a saved job without applying', async () => {
    const fetchMock = stubSaved({
      [`GET ${API}/job-seeker/job/${second.id}/fit`]: () =>
        jsonResponse({ jobId: second.id, fit: { percent: 80, parts: [] } }),
      'POST /profile/x/': () =>
        jsonResponse({ data: { profile: { percentageCompleted: 90, resume: null } } }),
    });
    renderSaved();
    const card = (await screen.findByText('Nurse')).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('dialog', { name: 'Apply: Nurse' })).toBeTruthy();
    expect(callsOf(fetchMock).some((call) => call.endsWith('/apply'))).toBe(false);
  });

  it('offers the job list when nothing is saved', async () => {
    stubSaved({}, []);
    renderSaved();
    expect(await screen.findByText('You have not saved any jobs yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('says when the list could not be loaded', async () => {
    stubSaved({ [`POST ${API}/job-seeker/my-job-saved`]: () => jsonResponse({ error: 'internal' }, 500) });
    renderSaved();
    expect(await screen.findByText('Your saved jobs could not be loaded')).toBeTruthy();
  });
});
