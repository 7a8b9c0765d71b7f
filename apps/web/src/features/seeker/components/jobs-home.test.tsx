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
const APPLICATION_A = '00000000-0000-4000-8000-00000000aaa1';

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
    'GET /elevate-be/rest/api/applies': () =>
      jsonResponse({ items: [{ id: APPLICATION_A, jobId: JOB_A, status: 'offered' }] }),
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
    // an offer opens its application (the offer screen comes later), once the applications are known
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Data Analyst' }).getAttribute('href')).toBe(
        `/applications/${APPLICATION_A}`,
      ),
    );
    // without an application to open, the job; an invitation is answered by applying to the job
    expect(screen.getByRole('link', { name: 'Technical interview' }).getAttribute('href')).toBe(
      `/jobs/${JOB_B}`,
    );
    expect(screen.getByRole('link', { name: 'Pharmacist' }).getAttribute('href')).toBe(`/jobs/${JOB_C}`);
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
    // a graduate offer without a job has nothing to open yet: named, not linked
    expect(within(section).getByText('Graduate programme').closest('a')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Data Analyst' })).toBeTruthy());
  });

  it('says nothing when nothing waits, and does not ask for the applications', () => {
    const fetchMock = stubHome();
    renderHome([]);
    expect(screen.queryByRole('region', { name: 'Waiting for your answer' })).toBeNull();
    expect(screen.queryByText(/waiting/i)).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/applies'),
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
      'GET /elevate-be/rest/api/applies': () => jsonResponse({ items: [] }),
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
