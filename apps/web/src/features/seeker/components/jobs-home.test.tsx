import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { JobsHome } from './jobs-home';
import type { PendingAction } from './pending-actions';

afterEach(() => {
  vi.unstubAllGlobals();
});

const JOB_A = '00000000-0000-4000-8000-0000000000a1';
const JOB_B = '00000000-0000-4000-8000-0000000000b2';
const JOB_C = '00000000-0000-4000-8000-0000000000c3';

const STATISTICS = {
  applications: {
    total: 12,
    byStatus: {
      applied: 5,
      shortlisted: 2,
      interviewing: 2,
      offered: 1,
      hired: 0,
      rejected: 1,
      withdrawn: 1,
    },
  },
  savedJobs: 7,
  pendingInvitations: 2,
  upcomingAssessments: 1,
  offersWaiting: 1,
  profileViews: 1234,
};

function pending(overrides: Partial<PendingAction>): PendingAction {
  return {
    kind: 'invitation',
    id: '00000000-0000-4000-8000-000000000001',
    jobId: JOB_A,
    title: 'Staff Nurse',
    companyName: 'Oasis Health',
    at: new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
    ...overrides,
  };
}

const offer = pending({ kind: 'offer', id: '00000000-0000-4000-8000-000000000002', title: 'Data Analyst' });
const interview = pending({
  kind: 'assessment',
  id: '00000000-0000-4000-8000-000000000003',
  jobId: JOB_B,
  title: 'Technical interview',
  at: '2030-05-04T09:30:00.000Z',
});
const invitation = pending({ id: '00000000-0000-4000-8000-000000000004', jobId: JOB_C, title: 'Pharmacist' });
const graduate = pending({
  kind: 'freshout_offer',
  id: '00000000-0000-4000-8000-000000000005',
  jobId: null,
  title: 'Graduate programme',
});

function stubHome() {
  return stubFetchRoutes({
    'GET /elevate-be/rest/api/job-seeker/recommend': () => jsonResponse({ items: [], total: 0 }),
    'GET /elevate-be/rest/api/job-seeker/search-recent': () => jsonResponse({ items: [] }),
    'GET /elevate-be/rest/api/category': () => jsonResponse({ items: [] }),
    'GET /elevate-be/rest/api/job-seeker/statistics': () => jsonResponse(STATISTICS),
  });
}

function renderHome(items: PendingAction[], locale: 'en-US' | 'ar' = 'en-US') {
  return renderRoute(<JobsHome categories={[]} pending={items} />, { path: '/jobs', url: '/jobs', locale });
}

describe('JobsHome: what waits for an answer', () => {
  it('lists each item with what it is, where and when, linked to where it is answered', async () => {
    stubHome();
    renderHome([offer, interview, invitation]);
    const section = await screen.findByRole('region', { name: 'Waiting for your answer' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Job offerData AnalystOasis Health · Sent 3 days ago$/),
      expect.stringMatching(/^InterviewTechnical interviewOasis Health · .*2030/),
      expect.stringMatching(/^Invitation to applyPharmacistOasis Health · Sent 3 days ago$/),
    ]);
    // each on its own screen: the offer, the interview (by its assessment id), the invitation
    expect(screen.getByRole('link', { name: 'Data Analyst' }).getAttribute('href')).toBe(
      `/jobs/offer/${JOB_A}`,
    );
    expect(screen.getByRole('link', { name: 'Technical interview' }).getAttribute('href')).toBe(
      `/jobs/interview/${JOB_B}/${interview.id}`,
    );
    expect(screen.getByRole('link', { name: 'Pharmacist' }).getAttribute('href')).toBe(
      `/invitations/${JOB_C}`,
    );
  });

  it('shows the first three, and the rest on request', async () => {
    stubHome();
    renderHome([offer, interview, invitation, graduate]);
    const section = await screen.findByRole('region', { name: 'Waiting for your answer' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    const more = within(section).getByRole('button', { name: 'Show all (4)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    // a graduate offer without a job opens on the offer screen by its own id
    expect(within(section).getByText('Graduate programme').closest('a')?.getAttribute('href')).toBe(
      '/jobs/offer/00000000-0000-4000-8000-000000000005',
    );
    expect(within(section).getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('says nothing when nothing waits, and does not ask for the applications', async () => {
    const fetchMock = stubHome();
    renderHome([]);
    await screen.findByRole('link', { name: 'See all jobs' });
    expect(screen.queryByRole('region', { name: 'Waiting for your answer' })).toBeNull();
    expect(screen.queryByText(/waiting for your answer/i)).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/applies'),
    );
  });

  it('opens a graduate offer made for a job on the offer screen', async () => {
    stubHome();
    renderHome([{ ...graduate, jobId: JOB_B }]);
    expect((await screen.findByRole('link', { name: 'Graduate programme' })).getAttribute('href')).toBe(
      `/jobs/offer/${JOB_B}`,
    );
  });

  it('speaks Arabic', async () => {
    stubHome();
    renderHome([offer], 'ar');
    const section = await screen.findByRole('region', { name: 'بانتظار ردّك' });
    expect(within(section).getByText('عرض عمل')).toBeTruthy();
  });
});

describe('JobsHome: nothing moves once shown', () => {
  it('holds its room until every part has loaded, then appears in one piece', async () => {
    let answerCompanies: (response: Response) => void = () => undefined;
    stubFetchRoutes({
      'GET /elevate-be/rest/api/job-seeker/recommend': (url) =>
        url.searchParams.get('type') === 'companies'
          ? new Promise<Response>((resolve) => (answerCompanies = resolve))
          : jsonResponse({ type: 'jobs', items: [], total: 0, limit: 6, offset: 0 }),
      'GET /elevate-be/rest/api/job-seeker/search-recent': () => jsonResponse({ items: [] }),
      'GET /elevate-be/rest/api/category': () => jsonResponse({ items: [] }),
      'GET /elevate-be/rest/api/job-seeker/statistics': () => jsonResponse(STATISTICS),
    });
    renderHome([offer]);
    // the recommended companies are still on their way: no section yet, only the reserved room
    await vi.waitFor(() => expect(answerCompanies).not.toBe(undefined));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('jobs-home-pending')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Waiting for your answer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See all jobs' })).toBeNull();

    answerCompanies(
      jsonResponse({
        type: 'companies',
        items: [{ id: JOB_B, name: 'Oasis Health', logoUrl: null, openJobs: 3 }],
        total: 1,
        limit: 6,
        offset: 0,
      }),
    );
    expect(await screen.findByRole('region', { name: 'Waiting for your answer' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Companies for you' })).toBeTruthy();
    expect(screen.queryByTestId('jobs-home-pending')).toBeNull();
  });
});

describe('JobsHome: the figures', () => {
  it('shows skeletons in a fixed room, then each figure linked to its list', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetchRoutes({
      'GET /elevate-be/rest/api/job-seeker/recommend': () => jsonResponse({ items: [], total: 0 }),
      'GET /elevate-be/rest/api/job-seeker/search-recent': () => jsonResponse({ items: [] }),
      'GET /elevate-be/rest/api/category': () => jsonResponse({ items: [] }),
      'GET /elevate-be/rest/api/job-seeker/statistics': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderHome([offer]);
    const row = await screen.findByRole('list', { name: 'Your activity' });
    expect(row.getAttribute('aria-busy')).toBe('true');
    // after what waits for an answer, which matters more on a phone's first screen
    const waiting = screen.getByRole('region', { name: 'Waiting for your answer' });
    expect(waiting.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(row).getAllByRole('listitem')).toHaveLength(6);
    expect(within(row).queryAllByRole('link')).toHaveLength(0);
    expect(within(row).getByText('Loading your figures…')).toBeTruthy();

    answer(jsonResponse(STATISTICS));
    await vi.waitFor(() => expect(row.getAttribute('aria-busy')).toBe('false'));
    const links = within(row).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['12 Applications', '/applications'],
      ['2 Invitations waiting', '/invitations?status=pending'],
      ['1 Upcoming interviews', '/applications?status=interviewing'],
      ['1 Offers waiting', '/applications?status=offered'],
      ['7 Saved jobs', '/saved'],
      ['1,234 Profile views', '/profile'],
    ]);
  });

  it('leaves the figures out when they cannot be had', async () => {
    stubFetchRoutes({
      'GET /elevate-be/rest/api/job-seeker/recommend': () => jsonResponse({ items: [], total: 0 }),
      'GET /elevate-be/rest/api/job-seeker/search-recent': () => jsonResponse({ items: [] }),
      'GET /elevate-be/rest/api/category': () => jsonResponse({ items: [] }),
      'GET /elevate-be/rest/api/job-seeker/statistics': () => jsonResponse({ error: 'x', message: 'x' }, 500),
    });
    renderHome([]);
    await screen.findByRole('link', { name: 'See all jobs' });
    await vi.waitFor(() => expect(screen.queryByRole('list', { name: 'Your activity' })).toBeNull());
  });
});
