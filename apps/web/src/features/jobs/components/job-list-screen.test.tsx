import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCategory, buildJobList, buildJobSummary, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { JobListScreen } from './job-list-screen';

type Handler = (url: URL) => Response | Promise<Response>;

/** A fetch stub that answers the category tree and hands job-list calls to `jobs`. */
function stubApi(jobs: Handler) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/elevate-be/rest/api/category') {
      return jsonResponse({
        items: [
          buildCategory({
            subCategories: [buildCategory({ name: { en: 'Frontend', zh: '前端', ar: 'الواجهات' } })],
          }),
        ],
      });
    }
    if (url.pathname === '/elevate-be/rest/api/jobs') return jobs(url);
    return jsonResponse({ error: 'not_found', message: 'no route' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function jobCalls(fetchMock: ReturnType<typeof stubApi>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/api/jobs'));
}

function renderList(url: string) {
  return renderRoute(<JobListScreen />, { path: '/jobs', url });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobListScreen', () => {
  it('shows a loading state, then the results from the URL search', async () => {
    let answer: (response: Response) => void = () => undefined;
    const job = buildJobSummary({ title: 'Senior React Engineer' });
    const fetchMock = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));

    renderList('/jobs?keyword=react&page=2');

    expect(screen.getByRole('heading', { level: 1, name: 'Find your next job' })).toBeTruthy();
    expect(screen.getByText('Loading jobs…')).toBeTruthy();
    expect((screen.getByLabelText('Search jobs') as HTMLInputElement).value).toBe('react');

    await act(async () => answer(jsonResponse(buildJobList([job], 101, 100))));

    const link = await screen.findByRole('link', { name: 'Senior React Engineer' });
    expect(link.getAttribute('href')).toBe(`/jobs/${job.id}`);
    expect(screen.queryByText('Loading jobs…')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('101 jobs');
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Acme Labs')).toBeTruthy();
    expect(card.getByText('Riyadh, Saudi Arabia')).toBeTruthy();
    expect(card.getByText('Full-time')).toBeTruthy();
    expect(card.getByText('$4,000 – $6,000 per month')).toBeTruthy();
    expect(card.getByText('Posted 3 days ago')).toBeTruthy();
    // 101 results at 100 a page: pagination, page 2 current
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    const [call] = jobCalls(fetchMock);
    expect(call?.searchParams.get('keyword')).toBe('react');
    expect(call?.searchParams.get('limit')).toBe('100');
    expect(call?.searchParams.get('offset')).toBe('100');
    // empty filters are not sent (the request-filter rule)
    expect(call?.searchParams.has('categoryId')).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('shows the empty state, and clearing the search lists all jobs again', async () => {
    const fetchMock = stubApi((url) =>
      jsonResponse(
        url.searchParams.has('keyword')
          ? buildJobList([])
          : buildJobList([buildJobSummary({ title: 'Data Analyst' })]),
      ),
    );

    renderList('/jobs?keyword=zzz');

    expect(await screen.findByRole('heading', { name: 'No jobs match your search' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(await screen.findByRole('link', { name: 'Data Analyst' })).toBeTruthy();
    expect((screen.getByLabelText('Search jobs') as HTMLInputElement).value).toBe('');
    expect(jobCalls(fetchMock).at(-1)?.searchParams.has('keyword')).toBe(false);
  });

  it('searches for the typed keyword from page 1', async () => {
    const fetchMock = stubApi(() => jsonResponse(buildJobList([buildJobSummary()])));
    renderList('/jobs?page=3');
    await screen.findByRole('link', { name: 'Frontend Engineer' });

    fireEvent.change(screen.getByLabelText('Search jobs'), { target: { value: '  designer ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await vi.waitFor(() => expect(jobCalls(fetchMock).at(-1)?.searchParams.get('keyword')).toBe('designer'));
    expect(jobCalls(fetchMock).at(-1)?.searchParams.get('offset')).toBe('0');
  });

  it('offers the categories with their sub-categories', async () => {
    stubApi(() => jsonResponse(buildJobList([])));
    renderList('/jobs');
    const select = screen.getByLabelText('Category');
    expect(await within(select).findByRole('option', { name: 'Frontend' })).toBeTruthy();
    expect(within(select).getByRole('option', { name: 'All of Engineering' })).toBeTruthy();
  });

  it('shows an error with a retry button that loads again', async () => {
    let calls = 0;
    stubApi(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ error: 'internal', message: 'boom' }, 500)
        : jsonResponse(buildJobList([buildJobSummary({ title: 'Recovered Job' })]));
    });

    renderList('/jobs');

    expect(await screen.findByRole('heading', { name: 'Jobs could not be loaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Recovered Job' })).toBeTruthy();
  });

  it('shows titles in their own language and direction', async () => {
    stubApi(() =>
      jsonResponse(buildJobList([buildJobSummary({ title: 'مهندس برمجيات', textLanguage: 'ar' })])),
    );
    renderList('/jobs');
    const link = await screen.findByRole('link', { name: 'مهندس برمجيات' });
    expect(link.getAttribute('dir')).toBe('auto');
    expect(link.getAttribute('lang')).toBe('ar');
  });
});

describe('JobListScreen: every filter in the address', () => {
  it('sends the place, skills, languages and order of the address to the job search', async () => {
    const fetchMock = stubApi(() => jsonResponse(buildJobList([buildJobSummary()])));
    renderList('/jobs?keyword=nurse&location=Muscat&skills=Triage&skills=ICU&languages=AR,en&sort=newest');
    await screen.findByRole('link', { name: 'Frontend Engineer' });
    const call = jobCalls(fetchMock).at(-1);
    expect(call?.searchParams.get('keyword')).toBe('nurse');
    expect(call?.searchParams.get('location')).toBe('Muscat');
    expect(call?.searchParams.getAll('skills')).toEqual(['Triage', 'ICU']);
    expect(call?.searchParams.getAll('languages')).toEqual(['ar', 'en']);
    expect(call?.searchParams.get('sort')).toBe('newest');
    expect((screen.getByLabelText('Place') as HTMLInputElement).value).toBe('Muscat');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('newest');
    // skills and languages are set: "More filters" is open and counts them
    expect(screen.getByRole('button', { name: 'More filters (4)' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('searches words and place together, keeping the other filters, from page 1', async () => {
    const fetchMock = stubApi(() => jsonResponse(buildJobList([buildJobSummary()])));
    const onSearch = vi.fn();
    renderRoute(<JobListScreen onSearch={onSearch} />, {
      path: '/jobs',
      url: '/jobs?employmentType=full_time&workModel=remote&sort=salary&page=2',
    });
    await screen.findByRole('link', { name: 'Frontend Engineer' });
    fireEvent.change(screen.getByLabelText('Search jobs'), { target: { value: 'welder' } });
    fireEvent.change(screen.getByLabelText('Place'), { target: { value: ' Sohar ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await vi.waitFor(() => expect(jobCalls(fetchMock).at(-1)?.searchParams.get('location')).toBe('Sohar'));
    const call = jobCalls(fetchMock).at(-1);
    expect(call?.searchParams.get('keyword')).toBe('welder');
    expect(call?.searchParams.get('employmentType')).toBe('full_time');
    expect(call?.searchParams.get('workModel')).toBe('remote');
    expect(call?.searchParams.get('sort')).toBe('salary');
    expect(call?.searchParams.get('offset')).toBe('0');
    expect(onSearch).toHaveBeenCalledWith({
      keyword: 'welder',
      location: 'Sohar',
      categoryId: '',
      employmentType: 'full_time',
      workModel: 'remote',
      skills: [],
      languages: [],
      sort: 'salary',
    });
  });

  it('changes the order from the filters and drops a value the API would refuse', async () => {
    const fetchMock = stubApi(() => jsonResponse(buildJobList([buildJobSummary()])));
    renderList('/jobs?sort=cheapest');
    await screen.findByRole('link', { name: 'Frontend Engineer' });
    expect(jobCalls(fetchMock).at(-1)?.searchParams.has('sort')).toBe(false);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    await vi.waitFor(() => expect(jobCalls(fetchMock).at(-1)?.searchParams.get('sort')).toBe('newest'));
  });

  it('filters by work model, kept in the address, and drops a model the API does not know', async () => {
    const fetchMock = stubApi(() => jsonResponse(buildJobList([buildJobSummary()])));
    renderList('/jobs?workModel=sometimes');
    await screen.findByRole('link', { name: 'Frontend Engineer' });
    expect(jobCalls(fetchMock).at(-1)?.searchParams.has('workModel')).toBe(false);
    const select = screen.getByLabelText('Work model');
    expect((select as HTMLSelectElement).value).toBe('');
    fireEvent.change(select, { target: { value: 'hybrid' } });
    await vi.waitFor(() => expect(jobCalls(fetchMock).at(-1)?.searchParams.get('workModel')).toBe('hybrid'));
    expect((screen.getByLabelText('Work model') as HTMLSelectElement).value).toBe('hybrid');
  });
});

describe('JobListScreen with a job beside the list', () => {
  it('uses the design system: one h1 in the page header, the list as a named region beside the job', async () => {
    stubApi(() => jsonResponse(buildJobList([buildJobSummary()])));
    const { container } = renderRoute(
      <JobListScreen basePath="/jobs/all" heading="All jobs" currentJobId="x" detail={<p>The job</p>} />,
      { path: '/jobs/all', url: '/jobs/all' },
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['All jobs']);
    const region = screen.getByRole('region', { name: 'Job results' });
    expect(await within(region).findByRole('link', { name: 'Frontend Engineer' })).toBeTruthy();
    expect(screen.getByText('The job')).toBeTruthy();
    expect(container.querySelector('[data-selected="true"]')).not.toBeNull();
  });
});

describe('JobListScreen past the last page', () => {
  it('says there are no more results, with a link to page 1, not "remove some filters"', async () => {
    stubApi(() => jsonResponse(buildJobList([], 120, 99_800)));
    renderList('/jobs?page=999');
    expect(await screen.findByRole('heading', { name: 'No more results' })).toBeTruthy();
    expect(screen.queryByText(/remove some filters/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/jobs');
  });

  it('does not tell a visitor without filters to remove some', async () => {
    stubApi(() => jsonResponse(buildJobList([], 0, 0)));
    renderList('/jobs');
    expect(await screen.findByRole('heading', { name: 'No jobs match your search' })).toBeTruthy();
    expect(screen.queryByText(/remove some filters/)).toBeNull();
  });
});

describe('JobListScreen with a home under the search', () => {
  it('leads with the search, then the home (recommendations)', async () => {
    stubApi(() => jsonResponse(buildJobList([], 0, 0)));
    renderRoute(<JobListScreen afterSearch={<h2>Recommended for you</h2>} />, {
      path: '/jobs',
      url: '/jobs',
    });
    const search = screen.getByLabelText('Search jobs');
    const home = screen.getByRole('heading', { name: 'Recommended for you' });
    expect(search.compareDocumentPosition(home) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await screen.findByRole('heading', { name: 'No jobs match your search' });
  });
});
