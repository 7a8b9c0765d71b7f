import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../../lib/session-hint';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { buildHrJobCard, buildHrJobList } from './jobs-list.fixtures';
import { RecruiterJobsList } from './jobs-list';
import { chooseDay, dayPicker } from '../../../test/date-time';

// the calendar is its own chunk: transformed once here, not inside a test's time limit
beforeAll(async () => {
  await import('../../../components/date-time/day-time-pickers');
}, 60_000);

type OrgRole = 'hr' | 'hr_admin' | 'publisher';

const ORG = '00000000-0000-4000-8000-00000000aaaa';
const SEARCH = 'GET /elevate-be/rest/api/hr/my-job/search';

function me(roles: OrgRole[]) {
  return jsonResponse(
    buildMe({
      roles,
      primaryRole: roles[0] ?? 'hr',
      organisations: [{ id: ORG, name: 'Falcon Bay', roles }],
    }),
  );
}

const company = { id: ORG, name: 'Falcon Bay', logoUrl: null };

function renderList(url = '/hr/jobs', routes: Record<string, RouteHandler> = {}, roles: OrgRole[] = ['hr']) {
  const fetchMock = stubFetchRoutes({
    'GET /uaa/me': () => me(roles),
    'GET /elevate-be/rest/api/category': () => jsonResponse({ items: [] }),
    ...routes,
  });
  renderRoute(<RecruiterJobsList />, { path: '/hr/jobs', url });
  return fetchMock;
}

const searches = (fetchMock: ReturnType<typeof stubFetchRoutes>) =>
  callsOf(fetchMock)
    .filter((c) => c.startsWith(SEARCH))
    .map((c) => new URL(c.slice(4), 'http://localhost'));

beforeEach(() => setSessionHint());
afterEach(() => vi.unstubAllGlobals());

describe('RecruiterJobsList', () => {
  it('lists the jobs with their status, place and stage counts', async () => {
    renderList('/hr/jobs', {
      [SEARCH]: () =>
        jsonResponse(
          buildHrJobList([
            buildHrJobCard({ title: 'Nurse', company }),
            buildHrJobCard({ title: 'Welder', status: 'draft', publishedAt: null, company }),
          ]),
        ),
    });
    const nurse = (await screen.findByRole('link', { name: 'Nurse' })).closest('li') as HTMLElement;
    expect(within(nurse).getByText('Published')).toBeTruthy();
    expect(within(nurse).getByText(/Riyadh/)).toBeTruthy();
    const stages = within(nurse).getByLabelText('Candidates of Nurse by stage');
    expect(within(stages).getByText('Applied').nextElementSibling?.textContent).toBe('4');
    const welder = screen.getByRole('link', { name: 'Welder' }).closest('li') as HTMLElement;
    expect(within(welder).getByText('Draft')).toBeTruthy();
    expect(screen.getByText('2 jobs')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nurse' }).getAttribute('href')).toMatch(
      /^\/hr\/jobs\/[0-9a-f-]+$/,
    );
  });

  it('reads the filters and the page from the address and sends them', async () => {
    const fetchMock = renderList(
      '/hr/jobs?keyword=nurse&status=closed&skills=ICU&languages=ar&sort=newest&page=3',
      {
        [SEARCH]: () => jsonResponse(buildHrJobList([buildHrJobCard({ company })], 45, 40)),
      },
    );
    await screen.findByText('45 jobs');
    const call = searches(fetchMock)[0];
    expect(call?.searchParams.get('keyword')).toBe('nurse');
    expect(call?.searchParams.get('status')).toBe('closed');
    expect(call?.searchParams.getAll('skills')).toEqual(['ICU']);
    expect(call?.searchParams.getAll('languages')).toEqual(['ar']);
    expect(call?.searchParams.get('sort')).toBe('newest');
    expect(call?.searchParams.get('limit')).toBe('20');
    expect(call?.searchParams.get('offset')).toBe('40');
    expect(screen.getByRole('navigation', { name: 'Job pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts a status and a keyword into the address, back on page 1', async () => {
    const fetchMock = renderList('/hr/jobs?page=2', {
      [SEARCH]: () => jsonResponse(buildHrJobList([buildHrJobCard({ company })], 30, 20)),
    });
    await screen.findByText('30 jobs');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    await vi.waitFor(() => expect(searches(fetchMock).at(-1)?.searchParams.get('status')).toBe('draft'));
    expect(searches(fetchMock).at(-1)?.searchParams.get('offset')).toBe('0');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'chef' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(searches(fetchMock).at(-1)?.searchParams.get('keyword')).toBe('chef'));
    expect(searches(fetchMock).at(-1)?.searchParams.get('status')).toBe('draft');
  });

  it('filters by a published date range kept in the address, and holds back a range that runs backwards', async () => {
    const fetchMock = renderList('/hr/jobs?from=2026-03-01&to=2026-02-30&page=2', {
      [SEARCH]: () => jsonResponse(buildHrJobList([buildHrJobCard({ company })], 30, 20)),
    });
    await screen.findByText('30 jobs');
    // a day that does not exist is no filter
    expect(searches(fetchMock)[0]?.searchParams.get('dateFrom')).toBe('2026-03-01');
    expect(searches(fetchMock)[0]?.searchParams.has('dateTo')).toBe(false);
    expect((await dayPicker(document.body, /^Published until/)).textContent).toBe('');
    await chooseDay(document.body, /^Published until/, '2026-03-31');
    await vi.waitFor(() => expect(searches(fetchMock).at(-1)?.searchParams.get('dateTo')).toBe('2026-03-31'));
    expect(searches(fetchMock).at(-1)?.searchParams.get('dateFrom')).toBe('2026-03-01');
    expect(searches(fetchMock).at(-1)?.searchParams.get('offset')).toBe('0');
    // the fields show what the address holds
    expect((await dayPicker(document.body, /^Published until/)).textContent).toBe('Tue, March 31, 2026');
    expect((await dayPicker(document.body, /^Published from/)).textContent).toBe('Sun, March 1, 2026');
    // the end before the start: said next to the field, and not sent
    await chooseDay(document.body, /^Published from/, '2026-04-15');
    expect(await screen.findByText('Pick a day on or after the first day.')).toBeTruthy();
    await vi.waitFor(() =>
      expect(searches(fetchMock).at(-1)?.searchParams.get('dateFrom')).toBe('2026-04-15'),
    );
    expect(searches(fetchMock).at(-1)?.searchParams.has('dateTo')).toBe(false);
  });

  it('says when nothing matches and clears the filters', async () => {
    const fetchMock = renderList('/hr/jobs?status=withdrawn', {
      [SEARCH]: (url) =>
        jsonResponse(
          url.searchParams.has('status') ? buildHrJobList([]) : buildHrJobList([buildHrJobCard()]),
        ),
    });
    expect(await screen.findByRole('heading', { name: 'No jobs match these filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(searches(fetchMock).at(-1)?.searchParams.has('status')).toBe(false));
  });

  it('offers the first job when there is none', async () => {
    renderList('/hr/jobs', { [SEARCH]: () => jsonResponse(buildHrJobList([])) });
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New job' }).map((l) => l.getAttribute('href'))).toContain(
      '/hr/jobs/new',
    );
  });

  it('shows a failed load with a way to try again', async () => {
    renderList('/hr/jobs', { [SEARCH]: () => jsonResponse({ error: 'internal', message: 'x' }, 500) });
    expect(await screen.findByRole('heading', { name: 'Jobs could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('closes a published job only after a confirmation that says what closing means', async () => {
    const job = buildHrJobCard({ title: 'Nurse', company });
    const close = vi.fn(() => jsonResponse({ job: { ...job, status: 'closed' }, history: {} }));
    renderList('/hr/jobs', {
      [SEARCH]: () => jsonResponse(buildHrJobList([job])),
      [`DELETE /elevate-be/rest/api/hr/my/job/${job.id}/close`]: close,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Nurse' }));
    expect(screen.queryByRole('menuitem', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete draft' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Close job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close “Nurse”?' });
    expect(within(dialog).getByText(/stops taking applications/)).toBeTruthy();
    expect(within(dialog).getByText(/Its pipeline stays/)).toBeTruthy();
    expect(close).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close job' }));
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });

  it('shows publishing to a publisher, and deletes a draft after confirming', async () => {
    const draft = buildHrJobCard({ title: 'Welder', status: 'draft', publishedAt: null, company });
    const remove = vi.fn(() => jsonResponse({ id: draft.id, deleted: true }));
    renderList(
      '/hr/jobs',
      {
        [SEARCH]: () => jsonResponse(buildHrJobList([draft])),
        [`DELETE /elevate-be/rest/api/hr/job/${draft.id}`]: remove,
      },
      ['hr_admin'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Welder' }));
    expect(await screen.findByRole('menuitem', { name: 'Publish' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Close job' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toBe(
      `/hr/jobs/${draft.id}/edit`,
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the draft “Welder”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it('hides publishing from an hr recruiter, who may not publish', async () => {
    const draft = buildHrJobCard({ title: 'Welder', status: 'draft', publishedAt: null, company });
    renderList('/hr/jobs', { [SEARCH]: () => jsonResponse(buildHrJobList([draft])) }, ['hr']);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Welder' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete draft' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Publish' })).toBeNull();
  });

  it('duplicates a job as a new draft and opens its editor', async () => {
    const job = buildHrJobCard({ title: 'Nurse', company });
    const detail = {
      ...job,
      description: 'Care for patients on the ward.',
      endDate: '2000-01-01',
      languages: [],
      location: { ...job.location, stateId: null, cityId: null },
    };
    let posted: Record<string, unknown> = {};
    renderList('/hr/jobs', {
      [SEARCH]: () => jsonResponse(buildHrJobList([job])),
      [`GET /elevate-be/rest/api/hr/job/${job.id}`]: () => jsonResponse(detail),
      'POST /elevate-be/rest/api/hr/job': (_url, init) => {
        posted = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse({ ...detail, id: '00000000-0000-4000-8000-00000000d0d0', status: 'draft' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Nurse' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate as a new draft' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/hr/jobs/00000000-0000-4000-8000-00000000d0d0/edit',
    );
    expect(posted.title).toBe('Nurse');
    expect(posted.organisationId).toBe(ORG);
    // an end date that has passed would be refused: the copy has none
    expect(posted.endDate).toBeNull();
  });
});
