import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { interviewSpan } from '../api/dashboard';
import { RecruiterDashboard } from './dashboard';
import { buildHrJobCard, buildHrJobList } from './jobs-list.fixtures';

type OrgRole = 'hr' | 'hr_admin' | 'publisher';

const API = '/elevate-be/rest/api/hr';
const ORG = { id: '00000000-0000-4000-8000-00000000000a', name: 'Falcon Bay Technologies', roles: ['hr'] };
const JOB = { id: '00000000-0000-4000-8000-000000000101', title: 'Nurse' };
const candidate = (fullName: string) => ({ subject: `demo|${fullName}`, fullName });

function interview(id: string, startsAt: Date, status = 'scheduled') {
  return {
    id,
    job: { ...JOB, organisationId: ORG.id, organisationName: ORG.name },
    candidate: candidate(`Cand ${id.slice(-1)}`),
    status,
    startsAt: startsAt.toISOString(),
  };
}

const empty = { items: [], total: 0, limit: 50, offset: 0 };

function renderDashboard(routes: Record<string, RouteHandler>, roles: OrgRole[] = ['hr']) {
  const user = buildMe({ roles, primaryRole: roles[0] ?? 'hr', organisations: [{ ...ORG, roles }] });
  const fetchMock = stubFetchRoutes({
    [`GET ${API}/my-job/search`]: () => jsonResponse(buildHrJobList([])),
    [`GET ${API}/offer/list`]: () => jsonResponse(empty),
    [`GET ${API}/assesment/list`]: () => jsonResponse(empty),
    [`GET ${API}/recent-hired`]: () => jsonResponse({ items: [] }),
    [`GET ${API}/stats/response-time`]: () =>
      jsonResponse({ days: 90, overall: { medianDays: null, answered: 0, waiting: 0 }, jobs: [] }),
    ...routes,
  });
  renderRoute(<RecruiterDashboard user={user} />, { path: '/hr', url: '/hr' });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('RecruiterDashboard', () => {
  it('draws the heading and every card at once, with placeholder rows where a figure is still on its way', async () => {
    let answerJobs: (response: Response) => void = () => undefined;
    renderDashboard({
      [`GET ${API}/my-job/search`]: () => new Promise<Response>((resolve) => (answerJobs = resolve)),
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Open jobs' });
    const skeleton = within(section).getByTestId('content-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('.mantine-Skeleton-root').length).toBe(6);
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
    // no count before the answer
    expect(within(section).queryByRole('link', { name: /All open jobs/ })).toBeNull();
    // the other cards fill in on their own
    const offers = screen.getByRole('region', { name: 'Offers waiting for an answer' });
    expect(await within(offers).findByText(/No offer is waiting/)).toBeTruthy();
    answerJobs(jsonResponse(buildHrJobList([buildHrJobCard({ title: 'Nurse' })], 1)));
    expect(await within(section).findByRole('link', { name: 'Nurse' })).toBeTruthy();
    expect(within(section).queryByTestId('content-skeleton')).toBeNull();
  });

  it('shows the open jobs with the count at each stage', async () => {
    const fetchMock = renderDashboard({
      [`GET ${API}/my-job/search`]: () =>
        jsonResponse(buildHrJobList([buildHrJobCard({ title: 'Nurse' })], 1)),
    });
    const section = await screen.findByRole('region', { name: 'Open jobs' });
    await within(section).findByRole('link', { name: 'Nurse' });
    const stages = within(section).getByLabelText('Candidates of Nurse by stage');
    expect(within(stages).getByText('Shortlisted').nextElementSibling?.textContent).toBe('2');
    expect(within(section).getByRole('link', { name: 'All open jobs (1)' }).getAttribute('href')).toBe(
      '/hr/jobs?status=published',
    );
    const search = callsOf(fetchMock).find((c) => c.startsWith(`GET ${API}/my-job/search`)) ?? '';
    expect(new URL(search.slice(4), 'http://x').searchParams.get('status')).toBe('published');
  });

  it('splits the interviews into today and the next days, leaving out cancelled ones', async () => {
    const { from, tomorrow } = interviewSpan();
    const fetchMock = renderDashboard({
      [`GET ${API}/assesment/list`]: () =>
        jsonResponse({
          ...empty,
          items: [
            interview('00000000-0000-4000-8000-000000000001', new Date(from.getTime() + 60_000)),
            interview('00000000-0000-4000-8000-000000000002', new Date(tomorrow.getTime() + 3_600_000)),
            interview(
              '00000000-0000-4000-8000-000000000003',
              new Date(tomorrow.getTime() + 7_200_000),
              'cancelled',
            ),
          ],
          total: 3,
        }),
    });
    const section = await screen.findByRole('region', { name: 'Interviews' });
    expect(await within(section).findByRole('heading', { name: 'Today (1)' })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Next 7 days (2)' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Cand 1' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Cand 2' })).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'Cand 3' })).toBeNull();
    const call = callsOf(fetchMock).find((c) => c.startsWith(`GET ${API}/assesment/list`)) ?? '';
    expect(new URL(call.slice(4), 'http://x').searchParams.get('from')).toBe(from.toISOString());
  });

  it('shows offers waiting and recent hires, each with its empty state', async () => {
    renderDashboard({
      [`GET ${API}/offer/list`]: (url) => {
        expect(url.searchParams.get('status')).toBe('sent');
        return jsonResponse({
          ...empty,
          items: [{ id: 'o1', candidate: candidate('Omar'), job: JOB, expiresAt: '2030-01-05T00:00:00Z' }],
          total: 1,
        });
      },
    });
    const offers = await screen.findByRole('region', { name: 'Offers waiting for an answer' });
    expect(await within(offers).findByRole('link', { name: 'Omar' })).toBeTruthy();
    const hires = screen.getByRole('region', { name: 'Recent hires' });
    expect(await within(hires).findByText('No hires yet.')).toBeTruthy();
    expect(await screen.findByText('No job is open. Publish a job to take applications.')).toBeTruthy();
  });

  it('shows a failed section with a way to try again, the others still working', async () => {
    renderDashboard({
      [`GET ${API}/recent-hired`]: () => jsonResponse({ error: 'internal', message: 'x' }, 500),
    });
    const hires = await screen.findByRole('region', { name: 'Recent hires' });
    expect(await within(hires).findByRole('heading', { name: 'This could not be loaded' })).toBeTruthy();
    expect(within(hires).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByText('No offer is waiting for an answer.')).toBeTruthy();
  });

  it('shows the median days to a first answer, overall and per job', async () => {
    renderDashboard({
      [`GET ${API}/stats/response-time`]: () =>
        jsonResponse({
          days: 90,
          overall: { medianDays: 2.5, answered: 4, waiting: 1 },
          jobs: [
            { jobId: JOB.id, title: 'Nurse', status: 'published', medianDays: 2, answered: 3, waiting: 1 },
            { jobId: ORG.id, title: 'Chef', status: 'closed', medianDays: null, answered: 0, waiting: 0 },
          ],
        }),
    });
    const section = await screen.findByRole('region', { name: 'Response time' });
    expect(await within(section).findByText('2.5 days')).toBeTruthy();
    expect(within(section).getByText(/over the last 90 days: 4 answered, 1 waiting/)).toBeTruthy();
    const nurse = within(section).getByRole('link', { name: 'Nurse' }).closest('li') as HTMLElement;
    expect(within(nurse).getByText('2.0 days')).toBeTruthy();
    const chef = within(section).getByRole('link', { name: 'Chef' }).closest('li') as HTMLElement;
    expect(within(chef).getByText('no answer yet')).toBeTruthy();
  });

  it('says when there were no applications to answer', async () => {
    renderDashboard({});
    const section = await screen.findByRole('region', { name: 'Response time' });
    expect(await within(section).findByText('No applications in the last 90 days.')).toBeTruthy();
  });

  it('asks a publisher only for the drafts to publish, whose role the figures are not for', async () => {
    const fetchMock = renderDashboard(
      { 'GET /elevate-be/rest/api/publisher/job': () => jsonResponse(buildHrJobList([buildHrJobCard()], 3)) },
      ['publisher'],
    );
    expect(await screen.findByText(/Your role publishes the organisation/)).toBeTruthy();
    expect(await screen.findByText('3 drafts wait for you to publish them.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the drafts' }).getAttribute('href')).toBe('/hr/publishing');
    expect(callsOf(fetchMock).map((c) => c.split('?')[0])).toEqual([
      'GET /elevate-be/rest/api/publisher/job',
    ]);
  });
});
