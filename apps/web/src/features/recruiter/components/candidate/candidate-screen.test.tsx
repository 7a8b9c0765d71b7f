import { screen } from '@testing-library/react';
import type { HrCandidateResponse } from '@talent/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../../test/fetch-routes';
import { jsonResponse } from '../../../../test/factories';
import { renderRoute } from '../../../../test/render';
import { CandidateScreen } from './candidate-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const API = '/elevate-be/rest/api';
const JOB_ID = '00000000-0000-4000-8000-000000000001';
const APP_ID = '00000000-0000-4000-8000-0000000000ab';

const answer: HrCandidateResponse = {
  candidate: {
    subject: 'demo|seeker 1',
    fullName: 'Anjali Nair',
    headline: 'Senior Business Analyst',
    photoUrl: null,
    location: {
      countryCode: 'SA',
      country: { en: 'Saudi Arabia', zh: '沙特阿拉伯', ar: 'السعودية' },
      city: { en: 'Medina', zh: '麦地那', ar: 'المدينة المنورة' },
    },
    yearsOfExperience: 10,
    contact: { email: 'anjali@example.org', phone: '+966 5000 0000' },
  },
  aboutMe: null,
  job: null,
  applications: [
    {
      id: APP_ID,
      jobId: JOB_ID,
      jobTitle: 'Senior Java Developer',
      status: 'interviewing',
      appliedAt: '2026-11-02T08:00:00.000Z',
      updatedAt: '2026-11-03T08:00:00.000Z',
    },
  ],
};

describe('CandidateScreen', () => {
  it('draws the panel with placeholders while the candidate loads, not a spinner, then the candidate', async () => {
    let answerCandidate: (response: Response) => void = () => undefined;
    stubFetchRoutes({
      [`GET ${API}/hr/candidate/${encodeURIComponent('demo|seeker 1')}`]: () =>
        new Promise<Response>((resolve) => (answerCandidate = resolve)),
    });
    renderRoute(<CandidateScreen subject="demo|seeker 1" />, {
      path: '/hr/candidates/:subject',
      url: `/hr/candidates/${encodeURIComponent('demo|seeker 1')}`,
    });
    const skeleton = await screen.findByTestId('content-skeleton');
    expect(skeleton.getAttribute('role')).toBe('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(5);
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
    // the way back is there at once
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toBeTruthy();
    answerCandidate(jsonResponse(answer));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anjali Nair' })).toBeTruthy();
    expect(screen.queryByTestId('content-skeleton')).toBeNull();
  });

  it("shows the candidate on a page of their own, with their contact and their applications leading to each job's pipeline", async () => {
    const fetchMock = stubFetchRoutes({
      [`GET ${API}/hr/candidate/${encodeURIComponent('demo|seeker 1')}`]: () => jsonResponse(answer),
    });
    renderRoute(<CandidateScreen subject="demo|seeker 1" />, {
      path: '/hr/candidates/:subject',
      url: `/hr/candidates/${encodeURIComponent('demo|seeker 1')}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anjali Nair' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'anjali@example.org' }).getAttribute('href')).toBe(
      'mailto:anjali@example.org',
    );
    expect(screen.getByRole('link', { name: 'Senior Java Developer' }).getAttribute('href')).toBe(
      `/hr/jobs/${JOB_ID}?stage=applicants&candidate=${encodeURIComponent('demo|seeker 1')}`,
    );
    // the profile as the candidate shows it to others
    expect(screen.getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
      `/profile/${encodeURIComponent('demo|seeker 1')}`,
    );
    // no job: no fit and no actions, and no job asked for
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
    expect(callsOf(fetchMock)).toEqual([`GET ${API}/hr/candidate/${encodeURIComponent('demo|seeker 1')}`]);
  });
});

describe('CandidateScreen, for an anonymised candidate', () => {
  it('names nobody, opens nothing and offers no contact', async () => {
    const subject = 'demo|erased 1';
    stubFetchRoutes({
      [`GET ${API}/hr/candidate/${encodeURIComponent(subject)}`]: () =>
        jsonResponse({
          ...answer,
          candidate: {
            subject,
            fullName: 'Deleted account',
            headline: null,
            photoUrl: null,
            location: { countryCode: null, country: null, city: null },
            yearsOfExperience: null,
            contact: null,
            anonymised: true,
          },
        } satisfies HrCandidateResponse),
    });
    renderRoute(<CandidateScreen subject={subject} />, {
      path: '/hr/candidates/:subject',
      url: `/hr/candidates/${encodeURIComponent(subject)}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anonymised candidate' })).toBeTruthy();
    expect(screen.queryByText('Deleted account')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View profile' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Senior Java Developer' })).toBeNull();
    // the job is still named, as plain text
    expect(screen.getByText('Senior Java Developer')).toBeTruthy();
    expect(screen.queryByText(/Contact details are shared/)).toBeNull();
  });

  it('asks nothing about a placeholder subject (anonymised-…), which names nobody', async () => {
    const subject = 'anonymised-00000000-0000-4000-8000-0000000000ab';
    const fetchMock = stubFetchRoutes({});
    renderRoute(<CandidateScreen subject={subject} />, {
      path: '/hr/candidates/:subject',
      url: `/hr/candidates/${subject}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anonymised candidate' })).toBeTruthy();
    expect(screen.getByText(/Their details were erased/)).toBeTruthy();
    expect(callsOf(fetchMock).filter((c) => c.includes('/hr/candidate/'))).toEqual([]);
  });
});
